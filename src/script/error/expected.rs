//! What the parser expected at a given place, and the phrase naming it.

/// What the parser expected at a given place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// A combatant's name.
    Combatant,
    /// A name for a new combatant.
    Name,
    /// The new name of a combatant.
    NewName,
    /// A side word.
    Side,
    /// What may follow the name in `add`.
    AddPart,
    /// A bestiary template.
    Template,
    /// A `key=value` sheet assignment.
    KeyValue,
    /// The value of a `key=value`.
    Value,
    /// A condition name.
    Condition,
    /// What may follow the condition name.
    ConditionPart,
    /// A number of rounds.
    Rounds,
    /// `start` or `end` after `until`.
    StartOrEnd,
    /// Dice notation.
    Notation,
    /// The purpose of a roll.
    Purpose,
    /// An option name.
    OptionKey,
    /// An option value.
    OptionValue,
    /// A countdown label.
    Label,
    /// A number of attempts.
    Attempts,
    /// A signed number.
    Number,
    /// A phrase a rule system's verbs define (in the system's `verbs/` folder).
    Own(&'static str),
}

impl Expected {
    /// The phrase naming what was expected.
    pub fn describe(self) -> &'static str {
        match self {
            Expected::Combatant => "a combatant's name",
            Expected::Name => "a name (quote it if it has spaces)",
            Expected::NewName => "the new name",
            Expected::Side => "a side (pc, ally, enemy or neutral)",
            Expected::AddPart => "a side (pc, ally, enemy, neutral), from TEMPLATE or key=value",
            Expected::Template => "a template name",
            Expected::KeyValue => "key=value",
            Expected::Value => "a value (14, -2, 4+9, X, 2+X, or - to remove)",
            Expected::Condition => "a condition name",
            Expected::ConditionPart => {
                "a value (e.g. -5), for N rounds, until start of WHO or until end of WHO"
            }
            Expected::Rounds => "a number of rounds",
            Expected::StartOrEnd => "start or end (until start of WHO, until end of WHO)",
            Expected::Notation => "dice (e.g. d20, 2d6+3)",
            Expected::Purpose => "what the roll is for",
            Expected::OptionKey => "an option name",
            Expected::OptionValue => "a value for the option",
            Expected::Label => "a countdown label",
            Expected::Attempts => "a number of attempts",
            Expected::Number => "a number",
            Expected::Own(phrase) => phrase,
        }
    }
}

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
    /// A campaign's name.
    Campaign,
    /// A fight's name or save file.
    Fight,
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
    /// A phrase a rule system's verbs define (in the system's `verbs/` folder): a catalog
    /// key, said in the current language, or else the phrase itself.
    Own(&'static str),
}

impl Expected {
    /// The phrase naming what was expected, in the current language (a system's own
    /// phrase from the catalog when it gave a key, else as it gave it).
    pub fn describe(self) -> String {
        match self {
            Expected::Combatant => crate::t!("script-expected-combatant"),
            Expected::Name => crate::t!("script-expected-name"),
            Expected::NewName => crate::t!("script-expected-new-name"),
            Expected::Campaign => crate::t!("script-expected-campaign"),
            Expected::Fight => crate::t!("script-expected-fight"),
            Expected::Side => crate::t!("script-expected-side"),
            Expected::AddPart => crate::t!("script-expected-add-part"),
            Expected::Template => crate::t!("script-expected-template"),
            Expected::KeyValue => crate::t!("script-expected-key-value"),
            Expected::Value => crate::t!("script-expected-value"),
            Expected::Condition => crate::t!("script-expected-condition"),
            Expected::ConditionPart => crate::t!("script-expected-condition-part"),
            Expected::Rounds => crate::t!("script-expected-rounds"),
            Expected::StartOrEnd => crate::t!("script-expected-start-or-end"),
            Expected::Notation => crate::t!("script-expected-notation"),
            Expected::Purpose => crate::t!("script-expected-purpose"),
            Expected::OptionKey => crate::t!("script-expected-option-key"),
            Expected::OptionValue => crate::t!("script-expected-option-value"),
            Expected::Label => crate::t!("script-expected-label"),
            Expected::Attempts => crate::t!("script-expected-attempts"),
            Expected::Number => crate::t!("script-expected-number"),
            Expected::Own(phrase) => crate::i18n::tr(phrase),
        }
    }
}

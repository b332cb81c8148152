//! The parts of a command that may be given only once, and the phrases naming them.

/// A part of a command that may be given only once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The side of a new combatant.
    Side,
    /// The template of a new combatant.
    Template,
    /// A flag word.
    Word,
    /// A phrase a rule system's verbs define (in the system's `verbs/` folder).
    Own(&'static str),
}

impl Part {
    /// The phrase naming the part.
    pub fn describe(self) -> &'static str {
        match self {
            Part::Side => "the side",
            Part::Template => "the template",
            Part::Word => "this word",
            Part::Own(phrase) => phrase,
        }
    }
}

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
    /// A phrase a rule system's verbs define (in the system's `verbs/` folder): a catalog
    /// key, said in the current language, or else the phrase itself.
    Own(&'static str),
}

impl Part {
    /// The phrase naming the part, in the current language (a system's own phrase as it
    /// gave it).
    pub fn describe(self) -> String {
        match self {
            Part::Side => crate::t!("script-part-side"),
            Part::Template => crate::t!("script-part-template"),
            Part::Word => crate::t!("script-part-word"),
            Part::Own(phrase) => crate::i18n::tr(phrase),
        }
    }
}

//! Why a command was refused. Shown inline to the GM; never a crash.

use thiserror::Error;

/// A refused command.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    /// No combatant answers to that name.
    #[error("no combatant called '{0}'")]
    UnknownCombatant(String),
    /// Several combatants answer to that name.
    #[error("'{name}' could be {}", .candidates.join(", "))]
    AmbiguousName {
        name: String,
        candidates: Vec<String>,
    },
    /// The name is already taken.
    #[error("a combatant called '{0}' already exists")]
    DuplicateName(String),
    /// The combatant has no such skill or attribute.
    #[error("{who} has no skill or attribute '{what}' (set it first: set {who} {what}=...)")]
    UnknownSkill { who: String, what: String },
    /// No such bestiary template.
    #[error("no template '{0}' in this system's bestiary")]
    UnknownTemplate(String),
    /// No such condition on the combatant.
    #[error("{who} has no condition '{name}'")]
    UnknownCondition { who: String, name: String },
    /// Nothing left to undo.
    #[error("nothing to undo")]
    NothingToUndo,
    /// Nothing left to redo.
    #[error("nothing to redo")]
    NothingToRedo,
    /// The command does not fit where the round stands.
    #[error("{0}")]
    WrongStep(String),
    /// The command is not part of this encounter's rule system.
    #[error("'{command}' is not a {system} command")]
    NotInSystem { command: String, system: String },
    /// A value is out of range or does not make sense here.
    #[error("{0}")]
    Invalid(String),
}

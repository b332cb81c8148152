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
    /// The combatant has no such skill or attribute; `known` lists what they have.
    #[error("{who} has no skill or attribute '{what}'{}", known_list(.known))]
    UnknownSkill {
        who: String,
        what: String,
        known: Vec<String>,
    },
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

impl RuleError {
    /// The refusal for a skill or attribute the combatant lacks, listing what they have,
    /// names sharing the first letters of the wanted one first.
    pub fn unknown_skill(combatant: &crate::model::Combatant, what: &str) -> RuleError {
        let stem: String = what.chars().take(3).collect();
        let mut known: Vec<String> = combatant
            .skills
            .keys()
            .chain(combatant.stats.keys())
            .cloned()
            .collect();
        known.sort_by_key(|k| !k.starts_with(&stem));
        RuleError::UnknownSkill {
            who: combatant.name.clone(),
            what: what.to_string(),
            known,
        }
    }
}

/// ` (has: a, b, c, ...)`, or a hint to set the value when the sheet is empty.
fn known_list(known: &[String]) -> String {
    const SHOWN: usize = 12;
    match known.len() {
        0 => " (the sheet is empty: set WHO NAME=VALUE)".to_string(),
        n if n <= SHOWN => format!(" (has: {})", known.join(", ")),
        n => format!(
            " (has: {}, and {} more)",
            known[..SHOWN].join(", "),
            n - SHOWN
        ),
    }
}

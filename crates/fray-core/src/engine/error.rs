//! Why a command was refused. Shown inline to the GM; never a crash.

use std::fmt;

/// A refused command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// No combatant answers to that name.
    UnknownCombatant(String),
    /// No combatant answers to that name, but some on the roster are close to it.
    UnknownCombatantNear { name: String, nearest: Vec<String> },
    /// Several combatants answer to that name.
    AmbiguousName {
        name: String,
        candidates: Vec<String>,
    },
    /// The name is already taken.
    DuplicateName(String),
    /// The combatant has no such skill or attribute; `known` lists what they have.
    UnknownSkill {
        who: String,
        what: String,
        known: Vec<String>,
    },
    /// No such bestiary template.
    UnknownTemplate(String),
    /// No such condition on the combatant.
    UnknownCondition { who: String, name: String },
    /// Nothing left to undo.
    NothingToUndo,
    /// Nothing left to redo.
    NothingToRedo,
    /// The command does not fit where the round stands.
    WrongStep(String),
    /// The command is not part of this encounter's rule system.
    NotInSystem { command: String, system: String },
    /// A value is out of range or does not make sense here.
    Invalid(String),
    /// The command would take the roster past [`super::roster_cap::MAX_ROSTER`].
    RosterFull {
        /// Combatants on the roster before the command.
        present: usize,
        /// Combatants the command adds.
        adding: usize,
        /// The cap.
        cap: usize,
    },
    /// A counter fray hands out (record numbers, combatant ids, marker numbers) is at
    /// its bound ([`super::counters`]): the command would need a number past it.
    OutOfNumbers(super::counters::Counter),
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

    /// [`RuleError::unknown_skill`] listing what `combatant` has as `label` shows each key
    /// (a system's readable names, in the GM's language).
    pub fn unknown_skill_shown(
        combatant: &crate::model::Combatant,
        what: &str,
        label: impl Fn(&str) -> String,
    ) -> RuleError {
        match RuleError::unknown_skill(combatant, what) {
            RuleError::UnknownSkill { who, what, known } => RuleError::UnknownSkill {
                who,
                what,
                known: known.iter().map(|k| label(k)).collect(),
            },
            other => other,
        }
    }
}

/// ` (has: a, b, c, ...)`, or a hint to set the value when the sheet is empty.
fn known_list(known: &[String]) -> String {
    const SHOWN: usize = 12;
    let text = match known.len() {
        0 => crate::t!("rule-known-empty"),
        n if n <= SHOWN => crate::t!("rule-known", list = known.join(", ")),
        n => crate::t!(
            "rule-known-more",
            list = known[..SHOWN].join(", "),
            n = n - SHOWN
        ),
    };
    format!(" {text}")
}

impl fmt::Display for RuleError {
    /// The refusal in the current language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            RuleError::UnknownCombatant(name) => crate::t!("rule-unknown-combatant", name = name),
            RuleError::UnknownCombatantNear { name, nearest } => crate::t!(
                "rule-unknown-combatant-near",
                name = name,
                nearest = nearest.join(", "),
                count = nearest.len()
            ),
            RuleError::AmbiguousName { name, candidates } => crate::t!(
                "rule-ambiguous-name",
                name = name,
                candidates = candidates.join(", ")
            ),
            RuleError::DuplicateName(name) => crate::t!("rule-duplicate-name", name = name),
            RuleError::UnknownSkill { who, what, known } => {
                let head = crate::t!("rule-unknown-skill", who = who, what = what);
                format!("{head}{}", known_list(known))
            }
            RuleError::UnknownTemplate(name) => crate::t!("rule-unknown-template", name = name),
            RuleError::UnknownCondition { who, name } => {
                crate::t!("rule-unknown-condition", who = who, name = name)
            }
            RuleError::NothingToUndo => crate::t!("rule-nothing-to-undo"),
            RuleError::NothingToRedo => crate::t!("rule-nothing-to-redo"),
            RuleError::WrongStep(text) | RuleError::Invalid(text) => text.clone(),
            RuleError::NotInSystem { command, system } => {
                crate::t!("rule-not-in-system", command = command, system = system)
            }
            RuleError::RosterFull {
                present,
                adding,
                cap,
            } => super::roster_cap::live_refusal(*present, *adding, *cap),
            RuleError::OutOfNumbers(counter) => super::counters::live_refusal(counter),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for RuleError {}

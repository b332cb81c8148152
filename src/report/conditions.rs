//! Conditions and countdowns as the report shows them, and what ends a condition in
//! words ([`until`]).

use serde::Serialize;

use crate::model::{Encounter, Expiry};

/// A condition as shown.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ConditionLine {
    /// Name.
    pub name: String,
    /// Value, if any.
    pub value: Option<i32>,
    /// What ends it, in words.
    pub until: String,
    /// Rounds left when it ends at a round's start.
    pub rounds_left: Option<u32>,
    /// The name of whom it is held on, for a per-target condition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
}

impl ConditionLine {
    /// Its label in the reader's language, with its target when it has one.
    pub fn label(&self) -> String {
        let label = crate::rules::condition_words::label(&self.name);
        match &self.target {
            Some(t) => crate::t!("log-condition-on", condition = label, target = t.as_str()),
            None => label,
        }
    }

    /// Its label with its value, in its system's own sentence when it has one
    /// ([`crate::rules::condition_words::sentence`]), else « label value ».
    pub fn shown(&self) -> String {
        crate::rules::condition_words::sentence(&self.name, self.value, self.target.as_deref())
            .unwrap_or_else(|| {
                let value = self.value.map_or_else(String::new, |v| format!(" {v}"));
                format!("{}{value}", self.label())
            })
    }
}

/// A countdown as shown.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CountdownLine {
    /// Label.
    pub label: String,
    /// Attempts left.
    pub left: i32,
    /// Attempts at the start.
    pub max: i32,
}

/// Rounds left before a condition that ends at the start of `round` ends.
pub(super) fn rounds_left(state: &Encounter, round: u32) -> u32 {
    round.saturating_sub(state.round.max(1))
}

/// What ends a condition, in words.
pub fn until(state: &Encounter, expiry: Expiry) -> String {
    match expiry {
        Expiry::Manual => crate::t!("report-until-removed"),
        Expiry::RoundStart { round } => {
            let left = rounds_left(state, round);
            crate::t!(
                "report-until-round",
                round = round.to_string(),
                left = left.to_string(),
                n = left
            )
        }
        Expiry::ActionStart { of } => {
            crate::t!(
                "report-until-action-starts",
                who = super::name_of(state, of)
            )
        }
        Expiry::ActionEnd { of } => {
            crate::t!("report-until-action-ends", who = super::name_of(state, of))
        }
    }
}

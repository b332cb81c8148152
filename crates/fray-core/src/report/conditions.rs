//! Conditions and countdowns as the report shows them, and what ends a condition in
//! words ([`until`], [`Until`]).

use serde::Serialize;

use crate::model::{Encounter, Expiry};

/// A condition as shown.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ConditionLine {
    /// Name.
    pub name: String,
    /// Value, if any.
    pub value: Option<i32>,
    /// What ends it, worded in the reader's language when shown (never in the language
    /// the report happened to be made in).
    pub until: Until,
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

/// What ends a condition, kept as what it is and worded only when shown ([`Until::words`],
/// `Display`, and the JSON's string): a report made in one language and drawn in another
/// says « jusqu’à son retrait » on a French screen, never « until removed ».
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Until {
    /// Until the GM removes it.
    Removed,
    /// At the start of `round`, `left` rounds from now.
    Round {
        /// The round it ends at the start of.
        round: u32,
        /// Rounds left before then.
        left: u32,
    },
    /// When `who`'s next action starts.
    ActionStarts {
        /// Whose action.
        who: String,
    },
    /// When `who`'s action ends.
    ActionEnds {
        /// Whose action.
        who: String,
    },
}

impl Until {
    /// What ends a condition of `expiry` in `state`.
    pub fn of(state: &Encounter, expiry: Expiry) -> Self {
        match expiry {
            Expiry::Manual => Self::Removed,
            Expiry::RoundStart { round } => Self::Round {
                round,
                left: rounds_left(state, round),
            },
            Expiry::ActionStart { of } => Self::ActionStarts {
                who: super::name_of(state, of),
            },
            Expiry::ActionEnd { of } => Self::ActionEnds {
                who: super::name_of(state, of),
            },
        }
    }

    /// In words, in the current language.
    pub fn words(&self) -> String {
        match self {
            Self::Removed => crate::t!("report-until-removed"),
            Self::Round { round, left } => crate::t!(
                "report-until-round",
                round = round.to_string(),
                left = left.to_string(),
                n = *left
            ),
            Self::ActionStarts { who } => {
                crate::t!("report-until-action-starts", who = who.as_str())
            }
            Self::ActionEnds { who } => crate::t!("report-until-action-ends", who = who.as_str()),
        }
    }
}

impl std::fmt::Display for Until {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words())
    }
}

/// Written in English whatever the language shown (`show --json` is for programs, the
/// same in every language).
impl Serialize for Until {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let words = crate::i18n::with_lang(crate::i18n::Lang::En, || self.words());
        serializer.serialize_str(&words)
    }
}

/// Rounds left before a condition that ends at the start of `round` ends.
pub(super) fn rounds_left(state: &Encounter, round: u32) -> u32 {
    round.saturating_sub(state.round.max(1))
}

/// What ends a condition, in words (in the current language).
pub fn until(state: &Encounter, expiry: Expiry) -> String {
    Until::of(state, expiry).words()
}

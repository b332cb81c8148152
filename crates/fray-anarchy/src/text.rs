//! Refusals in the catalog's words (`crates/fray-anarchy/i18n/*/anarchy.ftl`, keys `ana-…`).

use crate::engine::RuleError;
use crate::i18n::{Arg, tr_args};

/// A refusal with the catalog text of `key`.
pub fn refuse(key: &str, args: &[(&str, Arg<'_>)]) -> RuleError {
    RuleError::Invalid(tr_args(key, args))
}

/// Words of an Anarchy command as the GM types them in the current language (`award gm`:
/// `accorde mj` in French), for a refusal or a hint that names the command.
pub fn typed(words: &str) -> String {
    crate::script::typed_words(super::ID, words)
}

/// A spend's name in the current language (ANA-05, ANA-07).
pub fn spend_word(spend: super::points::Spend) -> String {
    use super::points::Spend as S;
    match spend {
        S::WellDisposed => crate::t!("ana-spend-well-disposed"),
        S::Malfunction => crate::t!("ana-spend-malfunction"),
        S::Interruption => crate::t!("ana-spend-interruption"),
        S::Go => crate::t!("ana-spend-go"),
        S::FirstAid => crate::t!("ana-spend-first-aid"),
        S::TakeRisk => crate::t!("ana-spend-take-a-risk"),
        S::Riposte => crate::t!("ana-spend-riposte"),
        S::Interpose => crate::t!("ana-spend-interpose"),
        S::Initiative => crate::t!("ana-spend-initiative"),
        S::ChangeOrder => crate::t!("ana-spend-change-order"),
        S::NewThreat => crate::t!("ana-spend-new-threat"),
    }
}

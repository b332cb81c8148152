//! Refusals in the catalog's words (`assets/i18n/*/anarchy.ftl`, keys `ana-…`).

use crate::engine::RuleError;
use crate::i18n::{Arg, tr_args};

/// A refusal with the catalog text of `key`.
pub fn refuse(key: &str, args: &[(&str, Arg<'_>)]) -> RuleError {
    RuleError::Invalid(tr_args(key, args))
}

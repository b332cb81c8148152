//! The registry: the one place that lists the rule systems fray plays.
//!
//! Each rule system is a plug-in folder under `src/systems/` holding everything that knows
//! it (commands and facts, `decide`, verbs, forms, panes, narration, report). The core
//! reaches a system only through the [`RuleSystem`] trait, the installed list
//! ([`crate::rules::registry`]) and the carriers of a system's own commands and facts
//! ([`crate::engine::SystemCommand`], [`crate::engine::SystemFact`]). Adding a system is one
//! line in the `registry!` call below; see `docs/architecture.md`.

#[cfg(test)]
#[path = "table_check_tests.rs"]
pub mod table_check;

use crate::rules::RuleSystem;

/// Declares the systems: each `module` exports `system()`, its `ID`, and its command and
/// fact types (declared to the core with `own_payloads!`).
macro_rules! registry {
    ($($module:ident),+ $(,)?) => {
        $(pub mod $module;)+

        /// Every system, in the order lists show them; the first is the default.
        pub fn all() -> &'static [&'static dyn RuleSystem] {
            static ALL: std::sync::OnceLock<Vec<&'static dyn RuleSystem>> =
                std::sync::OnceLock::new();
            ALL.get_or_init(|| vec![$($module::system() as &dyn RuleSystem),+])
        }
    };
}

registry! {
    polaris,
    combat_pool,
    cyberpunk,
    anarchy,
    corporates,
}

#[cfg(test)]
#[path = "screens_tests.rs"]
mod screens_tests;

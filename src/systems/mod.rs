//! The registry: the one place that lists the rule systems fray plays.
//!
//! Each rule system is a crate of its own (`crates/fray-<system>/`) holding everything that knows
//! it (commands and facts, `decide`, verbs, forms, panes, narration, report). The core
//! reaches a system only through the [`RuleSystem`] trait, the installed list
//! ([`crate::rules::registry`]) and the carriers of a system's own commands and facts
//! ([`crate::engine::SystemCommand`], [`crate::engine::SystemFact`]). Adding a system is one
//! line in the `registry!` call below (and its crate in `Cargo.toml`); see `docs/architecture.md`.

use crate::model::SystemId;
use crate::rules::RuleSystem;
use crate::tui::SystemScreens;

/// Declares the systems: each `module` exports `system()`, `screens()`, its `ID`, and its
/// command and fact types (declared to the core with `own_payloads!`).
macro_rules! registry {
    ($($module:ident = $krate:ident),+ $(,)?) => {
        $(pub use $krate as $module;)+

        /// Every system, in the order lists show them; the first is the default.
        pub fn all() -> &'static [&'static dyn RuleSystem] {
            static ALL: std::sync::OnceLock<Vec<&'static dyn RuleSystem>> =
                std::sync::OnceLock::new();
            ALL.get_or_init(|| vec![$($module::system() as &dyn RuleSystem),+])
        }

        /// The messages of the screens, of the players' page, of every system and of the
        /// command line, for the core's catalogs.
        pub fn catalogs() -> &'static [&'static $crate::i18n::Catalog] {
            static ALL: &[&$crate::i18n::Catalog] =
                &[&fray_tui::CATALOG, &fray_serve::CATALOG, $(&$krate::CATALOG,)+ &$crate::CATALOG];
            ALL
        }

        /// Every system's screens, by id, in the same order.
        pub fn screens() -> &'static [(SystemId, &'static dyn SystemScreens)] {
            static ALL: std::sync::OnceLock<Vec<(SystemId, &'static dyn SystemScreens)>> =
                std::sync::OnceLock::new();
            ALL.get_or_init(|| vec![$(($module::ID, $module::screens())),+])
        }
    };
}

registry! {
    polaris = fray_polaris,
    combat_pool = fray_combat_pool,
    cyberpunk = fray_cyberpunk,
    anarchy = fray_anarchy,
    corporates = fray_corporates,
}

/// Installs the catalogs and every system's rules and screens, in registry order, for the core and the TUI
/// to ask ([`crate::rules::registry`], [`crate::tui::system::screens`]), and the players'
/// page server behind the fight screen's share key ([`crate::tui::share`]): the binary
/// does it first thing.
pub fn install() {
    crate::i18n::install(catalogs());
    crate::rules::registry::install(all());
    crate::tui::system::install(screens());
    crate::tui::share::install(&crate::share::SERVE_SHARER);
}

#[cfg(test)]
#[path = "screens_tests.rs"]
mod screens_tests;

#[cfg(test)]
#[path = "two_systems_tests.rs"]
mod two_systems_tests;

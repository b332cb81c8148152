//! The rule systems fray plays, as the registry installs them: the core asks here for the
//! system of an id, the list shown to the GM and the default, and never names a system.
//!
//! The binary's registry (`fray::systems`) lists the systems and installs them once, before
//! anything asks; a list is installed at most once (the first wins).

use std::sync::OnceLock;

use super::RuleSystem;
use crate::model::SystemId;

/// The installed systems, in the order lists show them; the first is the default.
static INSTALLED: OnceLock<&'static [&'static dyn RuleSystem]> = OnceLock::new();

/// Installs the systems fray plays, in the order lists show them (the first is the
/// default). Only the first call installs; later calls change nothing.
pub fn install(systems: &'static [&'static dyn RuleSystem]) {
    let _ = INSTALLED.set(systems);
}

/// Every installed system, in the order lists show them; the first is the default.
pub fn all() -> &'static [&'static dyn RuleSystem] {
    INSTALLED.get().copied().unwrap_or(&[])
}

/// The system with that id; an id no installed system has (none can be read from a save or
/// typed: [`SystemId`] is only made by a system) gets the default system.
pub fn get(id: SystemId) -> &'static dyn RuleSystem {
    all()
        .iter()
        .copied()
        .find(|s| s.id() == id)
        .unwrap_or_else(default_system)
}

/// The default system: the first installed. Asking before any system is installed is a
/// bug of the program that embeds the core (the binary installs them first thing).
pub fn default_system() -> &'static dyn RuleSystem {
    match all().first() {
        Some(system) => *system,
        None => panic!("no rule system is installed: call rules::registry::install first"),
    }
}

/// The id of every installed system, in order.
pub fn ids() -> impl Iterator<Item = SystemId> {
    all().iter().map(|s| s.id())
}

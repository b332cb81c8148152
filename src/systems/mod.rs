//! The registry: the one place that lists the rule systems fray plays.
//!
//! Each rule system is a plug-in folder under `src/systems/` holding everything that knows
//! it (commands and facts, `decide`, verbs, forms, panes, narration, report). The core
//! reaches a system only through the [`RuleSystem`] trait and the types generated here:
//! [`SystemCommand`] (a command of one system's own, carried opaquely by the engine's
//! `Command`) and [`SystemFact`] (a fact of one system's own, carried by `Event`). Adding a
//! system is one line in the `registry!` call below; see `docs/architecture.md`.

#[cfg(test)]
#[path = "table_check_tests.rs"]
pub mod table_check;

mod fact_reading;

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::model::SystemId;
use crate::rules::RuleSystem;

pub use fact_reading::FactOf;

/// Declares the systems: for each `module => Variant(CommandType, FactType)`, the module
/// `module` (which exports the two types and `system()`) and a variant of
/// [`SystemCommand`] and [`SystemFact`]; the module exports `ID` too.
macro_rules! registry {
    ($($module:ident => $variant:ident($command:ident, $fact:ident)),+ $(,)?) => {
        $(pub mod $module;)+

        /// A command of one system's own (the engine carries it without reading it).
        #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(untagged)]
        pub enum SystemCommand {
            $(
                #[doc = concat!("A command of `", stringify!($module), "`.")]
                $variant($module::$command),
            )+
        }

        /// A fact of one system's own, written in a record as the system shapes it (the
        /// fold hands it back to the system; the store reads it by its `event` tag, as
        /// the save's system's fact: [`FactOf`]).
        #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
        #[serde(untagged)]
        pub enum SystemFact {
            $(
                #[doc = concat!("A fact of `", stringify!($module), "`.")]
                $variant($module::$fact),
            )+
        }

        /// A fact read by trying every system in turn, in registry order: where no save
        /// says whose facts are read.
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum AnySystemFact {
            $($variant($module::$fact),)+
        }

        impl<'de> Deserialize<'de> for SystemFact {
            fn deserialize<D: serde::Deserializer<'de>>(read: D) -> Result<Self, D::Error> {
                Ok(match AnySystemFact::deserialize(read)? {
                    $(AnySystemFact::$variant(fact) => SystemFact::$variant(fact),)+
                })
            }
        }

        impl SystemFact {
            /// Reads a fact as `system`'s own (a fact of another system is refused).
            pub fn deserialize_as<'de, D: serde::Deserializer<'de>>(
                system: SystemId,
                read: D,
            ) -> Result<Self, D::Error> {
                $(
                    if system == $module::ID {
                        return $module::$fact::deserialize(read).map(SystemFact::$variant);
                    }
                )+
                Self::deserialize(read)
            }
        }

        $(
            impl From<$module::$command> for SystemCommand {
                fn from(command: $module::$command) -> Self {
                    SystemCommand::$variant(command)
                }
            }

            impl<'a> TryFrom<&'a SystemCommand> for &'a $module::$command {
                type Error = ();
                #[allow(irrefutable_let_patterns, unreachable_patterns)]
                fn try_from(command: &'a SystemCommand) -> Result<Self, ()> {
                    match command {
                        SystemCommand::$variant(c) => Ok(c),
                        _ => Err(()),
                    }
                }
            }

            impl From<$module::$fact> for SystemFact {
                fn from(fact: $module::$fact) -> Self {
                    SystemFact::$variant(fact)
                }
            }

            impl<'a> TryFrom<&'a SystemFact> for &'a $module::$fact {
                type Error = ();
                #[allow(irrefutable_let_patterns, unreachable_patterns)]
                fn try_from(fact: &'a SystemFact) -> Result<Self, ()> {
                    match fact {
                        SystemFact::$variant(f) => Ok(f),
                        _ => Err(()),
                    }
                }
            }
        )+

        impl SystemCommand {
            /// The system the command belongs to.
            pub fn system(&self) -> SystemId {
                match self {
                    $(SystemCommand::$variant(_) => $module::ID,)+
                }
            }
        }

        impl SystemFact {
            /// The system the fact belongs to (a save of another system cannot hold it).
            pub fn system(&self) -> SystemId {
                match self {
                    $(SystemFact::$variant(_) => $module::ID,)+
                }
            }

            /// Every combatant the fact names.
            pub fn combatants(&self) -> Vec<crate::model::CombatantId> {
                match self {
                    $(SystemFact::$variant(f) => crate::rules::OwnFact::combatants(f),)+
                }
            }
        }

        /// Every system, in the order lists show them; the first is the default.
        pub fn all() -> &'static [&'static dyn RuleSystem] {
            static ALL: OnceLock<Vec<&'static dyn RuleSystem>> = OnceLock::new();
            ALL.get_or_init(|| vec![$($module::system() as &dyn RuleSystem),+])
        }
    };
}

registry! {
    polaris => Polaris(PolarisCommand, PolarisFact),
    combat_pool => CombatPool(PoolCommand, PoolEvent),
    cyberpunk => Cyberpunk(CyberCommand, CyberFact),
    anarchy => Anarchy(AnarchyCommand, AnarchyFact),
    corporates => Corporates(CorporatesCommand, CorporatesFact),
}

#[cfg(test)]
#[path = "screens_tests.rs"]
mod screens_tests;

/// The system with that id; an id not in the registry (none can be made outside it) gets
/// the default system.
pub fn get(id: SystemId) -> &'static dyn RuleSystem {
    all()
        .iter()
        .copied()
        .find(|s| s.id() == id)
        .unwrap_or_else(|| default_system())
}

/// The default system: the first in the registry.
pub fn default_system() -> &'static dyn RuleSystem {
    all()[0]
}

/// The id of every system, in registry order.
pub fn ids() -> impl Iterator<Item = SystemId> {
    all().iter().map(|s| s.id())
}

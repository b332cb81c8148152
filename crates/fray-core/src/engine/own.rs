//! A rule system's own commands and facts, carried by the engine without knowing their
//! types: [`SystemCommand`] and [`SystemFact`] each hold one value of a system's own type
//! behind a trait object. The core never names a system's type; a system reads its own
//! values back with `TryFrom` (declared by [`own_payloads!`](crate::own_payloads)), and the
//! store reads a fact through the save's system ([`crate::rules::RuleSystem::read_fact`]).
//!
//! A fact is written exactly as its own type serializes (no wrapper, no tag of fray's), so
//! the bytes of a save do not depend on how the core carries it.

use std::any::Any;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::model::{CombatantId, SystemId};

/// A value of one rule system's own (a command or a fact type): the system it belongs to.
pub trait Own: Any + fmt::Debug + Clone + PartialEq + Serialize + Send + Sync {
    /// The system whose value it is.
    const SYSTEM: SystemId;
}

/// What the core may ask of a system's own fact.
pub trait OwnFact: Own {
    /// Every combatant the fact names (each must be in the fight when it is written).
    fn combatants(&self) -> Vec<CombatantId>;
}

/// A carried value, whatever its type: what the engine may do with it.
trait Carried: Send + Sync + fmt::Debug {
    /// The system whose value it is.
    fn system(&self) -> SystemId;
    /// The value, for its system to read back.
    fn value(&self) -> &dyn Any;
    /// A copy.
    fn copy(&self) -> Box<dyn Carried>;
    /// Whether `other` is a value of the same type, equal to this one.
    fn equals(&self, other: &dyn Any) -> bool;
    /// The value as its type serializes it.
    fn serialized(&self) -> &dyn erased_serde::Serialize;
    /// Every combatant a fact names (none for a command).
    fn combatants(&self) -> Vec<CombatantId>;
}

/// A command carried as [`Carried`].
#[derive(Clone, PartialEq)]
struct AsCommand<T>(T);

/// A fact carried as [`Carried`].
#[derive(Clone, PartialEq)]
struct AsFact<T>(T);

impl<T: fmt::Debug> fmt::Debug for AsCommand<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<T: fmt::Debug> fmt::Debug for AsFact<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Implements [`Carried`] for a carrier; `$combatants` reads a fact's combatants.
macro_rules! carried {
    ($carrier:ident, $bound:ident, |$value:ident| $combatants:expr) => {
        impl<T: $bound> Carried for $carrier<T> {
            fn system(&self) -> SystemId {
                T::SYSTEM
            }
            fn value(&self) -> &dyn Any {
                &self.0
            }
            fn copy(&self) -> Box<dyn Carried> {
                Box::new(self.clone())
            }
            fn equals(&self, other: &dyn Any) -> bool {
                other.downcast_ref::<T>() == Some(&self.0)
            }
            fn serialized(&self) -> &dyn erased_serde::Serialize {
                &self.0
            }
            fn combatants(&self) -> Vec<CombatantId> {
                let $value = &self.0;
                $combatants
            }
        }
    };
}

carried!(AsCommand, Own, |_command| Vec::new());
carried!(AsFact, OwnFact, |fact| fact.combatants());

/// Declares a carrier type over [`Carried`]: clone, equality, serialization as the value's
/// own, the system and the typed read.
macro_rules! carrier {
    ($(#[$doc:meta])* $name:ident, $wrap:ident, $bound:ident) => {
        $(#[$doc])*
        pub struct $name(Box<dyn Carried>);

        impl $name {
            /// The system the value belongs to.
            pub fn system(&self) -> SystemId {
                self.0.system()
            }

            /// The value as its own type `T`, if it is one.
            pub fn get<T: $bound>(&self) -> Option<&T> {
                self.0.value().downcast_ref::<T>()
            }
        }

        impl<T: $bound> From<T> for $name {
            fn from(value: T) -> Self {
                $name(Box::new($wrap(value)))
            }
        }

        impl Clone for $name {
            fn clone(&self) -> Self {
                $name(self.0.copy())
            }
        }

        impl PartialEq for $name {
            fn eq(&self, other: &Self) -> bool {
                self.0.equals(other.0.value())
            }
        }

        impl Eq for $name {}

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Debug::fmt(&self.0, f)
            }
        }

        impl Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, write: S) -> Result<S::Ok, S::Error> {
                erased_serde::serialize(self.0.serialized(), write)
            }
        }
    };
}

carrier!(
    /// A command of one rule system's own (the engine carries it without reading it).
    SystemCommand,
    AsCommand,
    Own
);

carrier!(
    /// A fact of one rule system's own, written in a record as the system shapes it (the
    /// fold hands it back to the system; the store reads it by its `event` tag, as the
    /// save's system's fact: [`crate::rules::RuleSystem::read_fact`]).
    SystemFact,
    AsFact,
    OwnFact
);

impl SystemFact {
    /// Every combatant the fact names.
    pub fn combatants(&self) -> Vec<CombatantId> {
        self.0.combatants()
    }

    /// Reads a fact as `system`'s own (a fact of another system is refused).
    pub fn deserialize_as<'de, D: serde::Deserializer<'de>>(
        system: SystemId,
        read: D,
    ) -> Result<Self, D::Error> {
        let mut erased = <dyn erased_serde::Deserializer>::erase(read);
        crate::rules::system(system)
            .read_fact(&mut erased)
            .map_err(serde::de::Error::custom)
    }
}

/// A fact read by trying every system in turn, in registry order: where no save says whose
/// facts are read (the first system whose facts take it wins).
impl<'de> Deserialize<'de> for SystemFact {
    fn deserialize<D: serde::Deserializer<'de>>(read: D) -> Result<Self, D::Error> {
        let value = serde_json::Value::deserialize(read)?;
        crate::rules::registry::all()
            .iter()
            .find_map(|system| {
                let mut erased = <dyn erased_serde::Deserializer>::erase(&value);
                system.read_fact(&mut erased).ok()
            })
            .ok_or_else(|| {
                serde::de::Error::custom(
                    "data did not match any variant of untagged enum SystemFact",
                )
            })
    }
}

/// Declares a system's command and fact types: each is [`Own`] to the system `$id`, and
/// reads back from its carrier with `<&Type>::try_from(&carried)`.
#[macro_export]
macro_rules! own_payloads {
    ($id:expr, $command:ty, $fact:ty) => {
        impl $crate::engine::Own for $command {
            const SYSTEM: $crate::model::SystemId = $id;
        }

        impl $crate::engine::Own for $fact {
            const SYSTEM: $crate::model::SystemId = $id;
        }

        impl<'a> TryFrom<&'a $crate::engine::SystemCommand> for &'a $command {
            type Error = ();
            fn try_from(command: &'a $crate::engine::SystemCommand) -> Result<Self, ()> {
                command.get::<$command>().ok_or(())
            }
        }

        impl<'a> TryFrom<&'a $crate::engine::SystemFact> for &'a $fact {
            type Error = ();
            fn try_from(fact: &'a $crate::engine::SystemFact) -> Result<Self, ()> {
                fact.get::<$fact>().ok_or(())
            }
        }
    };
}

#[cfg(test)]
#[path = "own_tests.rs"]
mod tests;

//! Reading a fact as one rule system's: the store knows the save's system while it decodes
//! a record, so a [`SystemFact`] is read as that system's own at once ([`FactOf`]) rather
//! than tried against every system in turn (each miss built an "unknown variant" error
//! naming all of that system's facts).

use serde::de::{DeserializeSeed, Deserializer};

use crate::engine::SystemFact;
use crate::model::SystemId;

/// Reads a [`SystemFact`] as the named system's own fact: a fact of another system is
/// refused. (`SystemFact`'s plain reading tries every system in turn.)
#[derive(Debug, Clone, Copy)]
pub struct FactOf(pub SystemId);

impl<'de> DeserializeSeed<'de> for FactOf {
    type Value = SystemFact;

    fn deserialize<D: Deserializer<'de>>(self, read: D) -> Result<SystemFact, D::Error> {
        SystemFact::deserialize_as(self.0, read)
    }
}

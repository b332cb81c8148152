//! How a [`CorporatesFact`] is read: by its tag, streamed ([`tag_first`]). Derived, an
//! enum tagged inside its map (and one with an untagged fallback, as the melee facts are
//! here) buffers every fact whole before it reads a field; opening a long save spent most
//! of its time in those buffers. [`fray_core::by_name_too!`] declares a fact enum together with a
//! derived reading of the same variants by name; [`CorporatesFact`]'s reading picks its
//! own variants, then the melee facts ([`super::fact_melee::MeleeFact`]), by the tag, and leaves any other
//! value to the derived reading: the same values and refusals (a test compares them).
//! The writing is the derived one, unchanged.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::engine::tag_first::{self, TagFirst, Variants};

use super::fact::{CorporatesFact, ReadByName};
use super::fact_melee::MeleeByName;

impl Serialize for CorporatesFact {
    fn serialize<S: Serializer>(&self, write: S) -> Result<S::Ok, S::Error> {
        // The derived writing (inherent, by `remote = "Self"`).
        CorporatesFact::serialize(self, write)
    }
}

impl<'de> Deserialize<'de> for CorporatesFact {
    fn deserialize<D: Deserializer<'de>>(read: D) -> Result<Self, D::Error> {
        tag_first::read(read)
    }
}

impl TagFirst for CorporatesFact {
    const TAG: &'static str = "event";

    fn derived<'de, D: Deserializer<'de>>(read: D) -> Result<Self, D::Error> {
        // The derived reading (inherent, by `remote = "Self"`).
        CorporatesFact::deserialize(read)
    }

    fn by_name<'de, A: serde::de::MapAccess<'de>>(
        mut variants: Variants<'_, 'de, A>,
    ) -> Result<Self, A::Error> {
        if let Some(fact) = variants.as_enum(|named| ReadByName::deserialize(named))? {
            return Ok(fact);
        }
        match variants.as_enum(|named| MeleeByName::deserialize(named))? {
            Some(fact) => Ok(CorporatesFact::Melee(fact)),
            // The derived reading's words for a tag neither kind has.
            None => Err(serde::de::Error::custom(
                "data did not match any variant of untagged enum CorporatesFact",
            )),
        }
    }
}

#[cfg(test)]
#[path = "fact_read_tests.rs"]
mod tests;

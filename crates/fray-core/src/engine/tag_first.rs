//! Reading an enum tagged inside its own map (`{"event": "cor_shot", ...}`) without
//! buffering it. Serde's derived reading of such an enum takes the tag anywhere in the
//! map, so it first copies every entry into a buffer of its own, then reads the variant
//! from that copy: for a save's facts, hundreds of small allocations per record. Fray
//! writes the tag first; [`read`] reads the tag, then hands the rest of the map straight
//! to the variant named ([`Variants::as_enum`], through a derived reading of the same
//! variants written as a plain enum, serde's `remote` one). A value whose tag is not
//! first, or that is not a map, goes to the derived reading, so both give the same values
//! and refusals.

use std::borrow::Cow;
use std::cell::Cell;
use std::fmt;
use std::marker::PhantomData;

use serde::de::value::{
    BorrowedStrDeserializer, MapAccessDeserializer, SeqAccessDeserializer, StrDeserializer,
    StringDeserializer,
};
use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, IntoDeserializer, MapAccess, SeqAccess,
    VariantAccess, Visitor,
};

/// Declares `$name`, an enum tagged inside its map, with `$variants` (and `$more`, which
/// only it has, such as an untagged fallback), and `$by_name`, which reads the same
/// `$variants` named by the tag ([`Variants::as_enum`]): serde's derived reading of them as
/// a plain enum, into `$name` (`remote`). Variant names are snake case, or renamed.
#[macro_export]
macro_rules! by_name_too {
    (
        $(#[$attr:meta])*
        pub enum $name:ident read by $by_name:ident as $remote:literal {
            $($variants:tt)*
        }
        $(only { $($more:tt)* })?
    ) => {
        $(#[$attr])*
        pub enum $name {
            $($variants)*
            $($($more)*)?
        }

        #[doc = concat!("[`", stringify!($name), "`]'s variants read by name.")]
        #[derive(::serde::Deserialize)]
        #[serde(remote = $remote, rename_all = "snake_case")]
        #[allow(dead_code)]
        pub(crate) enum $by_name {
            $($variants)*
        }
    };
}

/// An enum tagged inside its map, read by [`read`].
pub trait TagFirst: Sized {
    /// The key of the tag.
    const TAG: &'static str;

    /// The derived reading, which finds the tag anywhere (it buffers the value).
    fn derived<'de, D: Deserializer<'de>>(read: D) -> Result<Self, D::Error>;

    /// The value whose tag `variants` holds, the rest of its map still to read.
    fn by_name<'de, A: MapAccess<'de>>(variants: Variants<'_, 'de, A>) -> Result<Self, A::Error>;
}

/// Reads a `T` as its derived reading does, without buffering a map whose tag comes first.
pub fn read<'de, T: TagFirst, D: Deserializer<'de>>(read: D) -> Result<T, D::Error> {
    read.deserialize_any(Tagged(PhantomData))
}

/// A map whose tag was read first: the tag, and the rest of the map.
pub struct Variants<'m, 'de, A> {
    tag: Cow<'de, str>,
    key: &'static str,
    map: &'m mut A,
}

impl<'m, 'de, A: MapAccess<'de>> Variants<'m, 'de, A> {
    /// The map `map` whose tag, under `key`, was `tag` (read first).
    pub(crate) fn new(tag: Cow<'de, str>, key: &'static str, map: &'m mut A) -> Self {
        Variants { tag, key, map }
    }

    /// The tag, the map left as it is.
    pub fn into_tag(self) -> Cow<'de, str> {
        self.tag
    }

    /// Reads the value with `read`, a derived reading of an enum written without a tag
    /// (serde's `remote` reading of the same variants): the tag names its variant, the rest
    /// of the map is the variant's fields. `None`, the map untouched, when the tag names
    /// none of that enum's variants.
    pub fn as_enum<T>(
        &mut self,
        read: impl FnOnce(Named<'_, 'de, A>) -> Result<T, A::Error>,
    ) -> Result<Option<T>, A::Error> {
        let missed = Cell::new(false);
        let named = Named {
            tag: &self.tag,
            key: self.key,
            map: &mut *self.map,
            missed: &missed,
        };
        match read(named) {
            _ if missed.get() => Ok(None),
            read => read.map(Some),
        }
    }
}

/// The visitor of [`read`].
struct Tagged<T>(PhantomData<T>);

impl<'de, T: TagFirst> Visitor<'de> for Tagged<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "a map tagged by `{}`", T::TAG)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<T, A::Error> {
        let Some(key) = map.next_key_seed(Text)? else {
            // An empty map: the derived reading says what it lacks.
            return T::derived(MapAccessDeserializer::new(map));
        };
        if key != T::TAG {
            return T::derived(MapAccessDeserializer::new(Replay::new(
                key,
                None::<u64>,
                map,
            )));
        }
        match map.next_value_seed(Tag)? {
            TagValue::Text(tag) => T::by_name(Variants::new(tag, T::TAG, &mut map)),
            // A variant's number, which the derived reading takes too.
            TagValue::Index(index) => T::derived(MapAccessDeserializer::new(Replay::new(
                key,
                Some(index),
                map,
            ))),
        }
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<T, A::Error> {
        T::derived(SeqAccessDeserializer::new(seq))
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<T, E> {
        T::derived(v.into_deserializer())
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<T, E> {
        T::derived(v.into_deserializer())
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<T, E> {
        T::derived(v.into_deserializer())
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<T, E> {
        T::derived(v.into_deserializer())
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        T::derived(StrDeserializer::new(v))
    }

    fn visit_unit<E: de::Error>(self) -> Result<T, E> {
        T::derived(().into_deserializer())
    }

    fn visit_none<E: de::Error>(self) -> Result<T, E> {
        T::derived(().into_deserializer())
    }
}

/// A tag's value: a name, or a variant's number.
enum TagValue<'de> {
    Text(Cow<'de, str>),
    Index(u64),
}

/// Reads a [`TagValue`] as the derived reading reads a tag: a variant identifier.
struct Tag;

impl<'de> DeserializeSeed<'de> for Tag {
    type Value = TagValue<'de>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for Tag {
    type Value = TagValue<'de>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
        Ok(TagValue::Text(Cow::Borrowed(v)))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Ok(TagValue::Text(Cow::Owned(v.to_string())))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Self::Value, E> {
        Ok(TagValue::Text(Cow::Owned(v)))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
        Ok(TagValue::Index(v))
    }
}

/// Reads a `T` from [`Variants`]: the tag as the variant's name, the rest of the map as
/// its fields. Only an enum's reading takes it.
pub struct Named<'m, 'de, A> {
    tag: &'m Cow<'de, str>,
    key: &'static str,
    map: &'m mut A,
    missed: &'m Cell<bool>,
}

impl<'de, A: MapAccess<'de>> Deserializer<'de> for Named<'_, 'de, A> {
    type Error = A::Error;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, A::Error> {
        Err(de::Error::custom(
            "only an enum reads a tagged map by its tag",
        ))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        if !variants.contains(&self.tag.as_ref()) {
            self.missed.set(true);
            return Err(de::Error::custom("not one of this enum's variants"));
        }
        visitor.visit_enum(self)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
        byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map struct
        identifier ignored_any
    }
}

impl<'m, 'de, A: MapAccess<'de>> EnumAccess<'de> for Named<'m, 'de, A> {
    type Error = A::Error;
    type Variant = Fields<'m, A>;

    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, Fields<'m, A>), A::Error> {
        let name = match self.tag {
            Cow::Borrowed(tag) => seed.deserialize(BorrowedStrDeserializer::new(tag))?,
            Cow::Owned(tag) => seed.deserialize(StrDeserializer::new(tag))?,
        };
        let fields = Fields {
            key: self.key,
            map: self.map,
        };
        Ok((name, fields))
    }
}

/// A tagged map's entries after its tag: a variant's fields. The tag given again is
/// refused, as the derived reading refuses it.
pub struct Fields<'m, A> {
    key: &'static str,
    map: &'m mut A,
}

impl<'de, A: MapAccess<'de>> VariantAccess<'de> for Fields<'_, A> {
    type Error = A::Error;

    fn unit_variant(mut self) -> Result<(), A::Error> {
        // The derived reading of a unit variant skips whatever follows the tag.
        while self.next_key::<de::IgnoredAny>()?.is_some() {
            self.next_value::<de::IgnoredAny>()?;
        }
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, A::Error> {
        seed.deserialize(MapAccessDeserializer::new(self))
    }

    fn tuple_variant<V: Visitor<'de>>(self, _: usize, _: V) -> Result<V::Value, A::Error> {
        Err(de::Error::custom(
            "a tuple variant is not tagged inside a map",
        ))
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        visitor.visit_map(self)
    }
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Fields<'_, A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        match self.map.next_key_seed(Text)? {
            None => Ok(None),
            Some(key) if key == self.key => Err(de::Error::duplicate_field(self.key)),
            Some(Cow::Borrowed(key)) => seed
                .deserialize(BorrowedStrDeserializer::new(key))
                .map(Some),
            Some(Cow::Owned(key)) => seed.deserialize(StringDeserializer::new(key)).map(Some),
        }
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }

    fn size_hint(&self) -> Option<usize> {
        self.map.size_hint()
    }
}

/// A string, borrowed from the text read when it holds no escape.
pub struct Text;

impl<'de> DeserializeSeed<'de> for Text {
    type Value = Cow<'de, str>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for Text {
    type Value = Cow<'de, str>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a string")
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
        Ok(Cow::Borrowed(v))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Ok(Cow::Owned(v.to_string()))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Self::Value, E> {
        Ok(Cow::Owned(v))
    }
}

/// A map whose first key (and maybe its value) was already read, as it was: that key
/// handed back first, with its value when it was read, then the rest.
pub struct Replay<'de, A, V> {
    key: Option<Cow<'de, str>>,
    value: Option<V>,
    map: A,
}

impl<'de, A, V> Replay<'de, A, V> {
    /// The map `map` whose first key `key` was read, and its value `value` if it was.
    pub fn new(key: Cow<'de, str>, value: Option<V>, map: A) -> Self {
        Replay {
            key: Some(key),
            value,
            map,
        }
    }
}

impl<'de, A: MapAccess<'de>, V: IntoDeserializer<'de, A::Error>> MapAccess<'de>
    for Replay<'de, A, V>
{
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        match self.key.take() {
            Some(Cow::Borrowed(key)) => seed
                .deserialize(BorrowedStrDeserializer::new(key))
                .map(Some),
            Some(Cow::Owned(key)) => seed.deserialize(StringDeserializer::new(key)).map(Some),
            None => self.map.next_key_seed(seed),
        }
    }

    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, A::Error> {
        match self.value.take() {
            Some(value) => seed.deserialize(value.into_deserializer()),
            None => self.map.next_value_seed(seed),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        let given = usize::from(self.key.is_some());
        self.map.size_hint().map(|n| n + given)
    }
}

/// Counts how often two readings of the same lines agree, for the tests of a reading by
/// tag against the derived one.
#[cfg(any(test, feature = "test-support"))]
#[derive(Debug, Default)]
pub struct Agreement {
    /// Lines both readings took, with the same value.
    pub taken: usize,
    /// Lines both readings refused.
    pub refused: usize,
}

#[cfg(any(test, feature = "test-support"))]
impl Agreement {
    /// Counts `line`'s two readings; panics when they differ (one takes what the other
    /// refuses, or they take different values).
    pub fn compare<T: PartialEq + fmt::Debug, E: fmt::Debug>(
        &mut self,
        line: &str,
        derived: Result<T, E>,
        by_tag: Result<T, E>,
    ) {
        match (&derived, &by_tag) {
            (Ok(a), Ok(b)) => {
                assert_eq!(a, b, "{line}");
                self.taken += 1;
            }
            (Err(_), Err(_)) => self.refused += 1,
            _ => panic!("{line}: derived {derived:?}, by tag {by_tag:?}"),
        }
    }
}

#[cfg(test)]
#[path = "tag_first_tests.rs"]
mod tests;

//! The message catalogs: every user-facing text in English and French, as Project Fluent
//! messages in each crate's `i18n/<lang>/*.ftl` (one folder per language, one file per part
//! of fray, joined by the crate's build script into one [`Catalog`] it embeds with
//! [`catalog!`](crate::catalog)), looked up by key in the core's catalog and those the
//! binary [`install`]s.
//!
//! The language is a display matter only: saves hold the canonical command language and
//! facts, so a fight played in French replays in English and back. [`set`] chooses it for
//! the process (see [`choose`] for the order: `--lang`, `FRAY_LANG`, `lang =` in
//! `fray.toml`, the system locale); [`with_lang`] overrides it on one thread (tests, a
//! preview). Look a message up with [`tr`], or [`t!`](crate::t) with arguments:
//! `t!("wound-landed", who = name, location = loc)`.

mod catalog;
mod chain;
mod choose;
pub mod elision;
mod shape;
mod template;
pub mod typography;

use std::borrow::Cow;
use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

pub use catalog::{Catalog, format_by_fluent, install, parse_errors, variables};
pub use chain::error_chain;
pub use choose::{choose, locale_lang};

/// A language fray speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English.
    En,
    /// French (*français*).
    Fr,
}

impl Lang {
    /// Every language, in the order the start screen cycles them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// Its code: `en`, `fr`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// Its name in itself: `English`, `Français`.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
        }
    }

    /// The language after this one (the start screen's switch).
    pub fn next(self) -> Lang {
        match self {
            Lang::En => Lang::Fr,
            Lang::Fr => Lang::En,
        }
    }

    /// Reads a code or a locale (`fr`, `FR`, `fr_FR.UTF-8`, `fr-CA`, `en_GB`); `None` for
    /// a language fray does not speak.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim();
        let primary = code
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }
}

static CURRENT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static OVERRIDE: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Chooses the language of this process.
pub fn set(lang: Lang) {
    CURRENT.store(lang as u8, Ordering::Relaxed);
}

/// The language texts are shown in now (this thread's [`with_lang`], else the process's).
pub fn current() -> Lang {
    OVERRIDE
        .with(Cell::get)
        .unwrap_or_else(|| match CURRENT.load(Ordering::Relaxed) {
            1 => Lang::Fr,
            _ => Lang::En,
        })
}

/// Runs `f` with texts in `lang` on this thread only, then restores what was there.
pub fn with_lang<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            OVERRIDE.with(|o| o.set(self.0));
        }
    }
    let _restore = Restore(OVERRIDE.with(|o| o.replace(Some(lang))));
    f()
}

/// A value given to a message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg<'a> {
    /// Text, shown as is (a name, a word already translated).
    Text(Cow<'a, str>),
    /// A number: plural forms choose by it (`{ $n -> [one] … *[other] … }`).
    Number(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(text.as_str()))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

macro_rules! number_arg {
    ($($t:ty),+) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )+};
}
number_arg!(i8, i16, i32, i64, u8, u16, u32, u64, usize);

/// The message `key` in the current language; the key itself if no catalog has it (the
/// catalog tests make sure none is missing).
pub fn tr(key: &str) -> String {
    catalog::format(current(), key, &[])
}

/// The message `key` with its arguments, in the current language.
pub fn tr_args(key: &str, args: &[(&str, Arg<'_>)]) -> String {
    catalog::format(current(), key, args)
}

/// The message `key` in `lang`, whatever the current language.
pub fn tr_in(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    catalog::format(lang, key, args)
}

/// The message `key` in the current language, kept for the rest of the process: for the
/// places that hold `&'static str` labels (form fields, key labels, declared dice). Each
/// (language, key) is made once, so the memory kept is bounded by the catalogs.
pub fn fixed(key: &'static str) -> &'static str {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    type Cache = Mutex<HashMap<(Lang, &'static str), &'static str>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let lang = current();
    let mut cache = CACHE
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    cache
        .entry((lang, key))
        .or_insert_with(|| Box::leak(tr(key).into_boxed_str()))
}

/// A list made for the current language (`make` runs once per language and `id`), kept
/// for the rest of the process: for tables a system hands out as `&'static [T]` (its
/// options' descriptions, its declared dice) whose texts come from the catalogs.
pub fn fixed_list<T: Send + Sync + 'static>(
    id: &'static str,
    make: impl FnOnce() -> Vec<T>,
) -> &'static [T] {
    use crate::key_hash::Keyed;
    use std::any::Any;
    use std::cell::RefCell;
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    type Made = &'static (dyn Any + Send + Sync);
    type Cache = Mutex<HashMap<(Lang, &'static str), Made>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    thread_local! {
        /// The lists this thread has asked for: asked for on every typed line, they are
        /// then found without a lock.
        static SEEN: RefCell<HashMap<(Lang, &'static str), Made, Keyed>> =
            RefCell::new(HashMap::default());
    }
    let lang = current();
    let seen = SEEN.with(|seen| seen.borrow().get(&(lang, id)).copied());
    let list = match seen {
        Some(list) => list,
        None => {
            let mut cache = CACHE
                .get_or_init(Default::default)
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            let list = *cache.entry((lang, id)).or_insert_with(|| {
                let list: &'static [T] = Box::leak(make().into_boxed_slice());
                Box::leak(Box::new(list))
            });
            SEEN.with(|seen| seen.borrow_mut().insert((lang, id), list));
            list
        }
    };
    list.downcast_ref::<&'static [T]>().copied().unwrap_or(&[])
}

/// Every message key of `lang`'s catalog, sorted (for the catalog tests).
pub fn keys(lang: Lang) -> Vec<String> {
    catalog::keys(lang)
}

/// A message in the current language: `t!("key")` or `t!("key", name = value, ...)`;
/// each value is anything an [`Arg`] is made from (text or a number).
#[macro_export]
macro_rules! t {
    ($key:literal) => {
        $crate::i18n::tr($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr_args(
            $key,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

/// The calling crate's [`Catalog`]: its `.ftl` files as its build script joined them
/// (`build/join_catalogs.rs`): `pub static CATALOG: Catalog = fray_core::catalog!();`.
#[macro_export]
macro_rules! catalog {
    () => {
        $crate::i18n::Catalog {
            en: include_str!(concat!(env!("OUT_DIR"), "/en.ftl")),
            fr: include_str!(concat!(env!("OUT_DIR"), "/fr.ftl")),
        }
    };
}

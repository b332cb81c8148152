//! The catalogs, parsed once: one Fluent bundle per language, built from the core's own
//! catalog and those the binary installs (the screens', each rule system's, the command
//! line's), each the joined `.ftl` text of one crate (`build/join_catalogs.rs`).

use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::shape::Shape;
use super::{Arg, Lang};
use crate::key_hash::Keyed;

/// One crate's messages: its `.ftl` files joined per language by its build script. Make
/// one with [`catalog!`](crate::catalog) and install it with [`install`].
pub struct Catalog {
    /// The English messages.
    pub en: &'static str,
    /// The French messages.
    pub fr: &'static str,
}

impl Catalog {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Fr => self.fr,
        }
    }
}

/// The core's own messages.
static CORE: Catalog = crate::catalog!();

/// The catalogs installed beside the core's.
static INSTALLED: OnceLock<&'static [&'static Catalog]> = OnceLock::new();

/// Installs the other crates' catalogs beside the core's (the binary does, first thing,
/// with the screens' and every rule system's). Only the first call installs, and only
/// before any message is looked up: the bundles are built once.
pub fn install(catalogs: &'static [&'static Catalog]) {
    let _ = INSTALLED.set(catalogs);
}

/// The core's catalog, then the installed ones.
fn catalogs() -> impl Iterator<Item = &'static Catalog> {
    std::iter::once(&CORE).chain(INSTALLED.get().copied().unwrap_or(&[]).iter().copied())
}

type Bundle = FluentBundle<FluentResource>;

/// One language's catalogs: each crate's text, parsed into a bundle of its own the first
/// time one of its messages is asked for, and which catalog holds each key (read from the
/// text's key lines, far cheaper than parsing). Parsing the catalogs was most of what a
/// short command cost; a process now parses only the languages it speaks and, of those,
/// the catalogs of the parts of fray it uses. The catalogs share no message or term (no
/// message refers to another), so a bundle per catalog reads as one bundle of them all.
struct Language {
    /// Each catalog's text and its bundle once made, in install order.
    catalogs: Vec<(&'static str, OnceLock<Bundle>)>,
    /// The catalog of each key: the first that has it, as one bundle would keep (keys from
    /// fray's own catalogs: `crate::key_hash` says why its hash need not resist collisions).
    index: HashMap<&'static str, usize, Keyed>,
}

/// `lang`'s catalogs, indexed the first time that language is asked for.
fn language(lang: Lang) -> &'static Language {
    static LANGUAGES: [OnceLock<Language>; 2] = [OnceLock::new(), OnceLock::new()];
    let slot = match lang {
        Lang::En => &LANGUAGES[0],
        Lang::Fr => &LANGUAGES[1],
    };
    slot.get_or_init(|| {
        let catalogs: Vec<(&'static str, OnceLock<Bundle>)> = catalogs()
            .map(|catalog| (catalog.text(lang), OnceLock::new()))
            .collect();
        let mut index = HashMap::default();
        for (at, (text, _)) in catalogs.iter().enumerate() {
            for key in key_lines(text) {
                index.entry(key).or_insert(at);
            }
        }
        Language { catalogs, index }
    })
}

/// The keys a catalog's text defines: each line that starts a message (`key = …`).
fn key_lines(text: &'static str) -> impl Iterator<Item = &'static str> {
    text.lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim()))
}

/// The bundle holding `key` in `lang`, made if it was not yet.
fn bundle_of(lang: Lang, key: &str) -> Option<&'static Bundle> {
    let language = language(lang);
    let (text, bundle) = &language.catalogs[*language.index.get(key)?];
    Some(bundle.get_or_init(|| make(lang, text)))
}

/// A bundle of one catalog's text in `lang`; an entry Fluent cannot read is left out (the
/// catalog tests fail on it), never a panic.
fn make(lang: Lang, text: &str) -> Bundle {
    let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No bidi isolation marks around arguments: a terminal would show them as escapes.
    bundle.set_use_isolating(false);
    let resource = match FluentResource::try_new(text.to_string()) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let _ = bundle.add_resource(resource);
    bundle
}

/// Formats `key` in `lang` with `args`; English if `lang` lacks it, the key if both do.
/// A message with no choice in it is made once and filled in afterwards, one that chooses
/// by its variables once per choice ([`super::template`]): the same text, without Fluent's
/// machinery per call.
pub fn format(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    let filled = super::template::fill(lang, key, args, |probed, shape| {
        fluent_format(lang, key, probed, shape)
    });
    match filled {
        Some((text, found)) => elided(found, text, args),
        None => match fluent_format(lang, key, args, false) {
            Some((text, found, _)) => elided(found, text, args),
            None => key.to_string(),
        },
    }
}

/// `key` formatted by Fluent in `lang`, else in English: the text, the language whose
/// catalog had it, and (when `shape` asks, for the template's probe; else
/// [`Shape::Other`]) the message's shape ([`super::shape::shape`]).
fn fluent_format(
    lang: Lang,
    key: &str,
    args: &[(&str, Arg<'_>)],
    shape: bool,
) -> Option<(String, Lang, Shape)> {
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        match value {
            Arg::Text(text) => fluent_args.set(*name, FluentValue::from(text.as_ref())),
            Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
        }
    }
    for lang in [lang, Lang::En] {
        let Some(bundle) = bundle_of(lang, key) else {
            continue;
        };
        if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            let fluent = (!args.is_empty()).then_some(&fluent_args);
            let text = bundle.format_pattern(pattern, fluent, &mut errors);
            let shape = if shape {
                super::shape::shape(&format!("{pattern:?}"))
            } else {
                Shape::Other
            };
            return Some((text.into_owned(), lang, shape));
        }
    }
    None
}

/// `text`, formatted from `found`'s catalog with `args`, with French elision applied.
fn elided(found: Lang, text: String, args: &[(&str, Arg<'_>)]) -> String {
    // Only French elides, and only before a value that does (most names do not).
    let elides = |(_, value): &(&str, Arg<'_>)| match value {
        Arg::Text(text) => super::elision::elides(text),
        Arg::Number(_) => false,
    };
    if found != Lang::Fr || !args.iter().any(elides) {
        return text;
    }
    let values: Vec<&str> = args
        .iter()
        .filter_map(|(_, v)| match v {
            Arg::Text(text) => Some(text.as_ref()),
            Arg::Number(_) => None,
        })
        .collect();
    match super::elision::apply(&text, &values) {
        std::borrow::Cow::Owned(elided) => elided,
        std::borrow::Cow::Borrowed(_) => text,
    }
}

/// Every message key in `lang`'s catalogs, sorted (a key two catalogs have, twice).
pub fn keys(lang: Lang) -> Vec<String> {
    let mut keys: Vec<String> = catalogs()
        .flat_map(|catalog| key_lines(catalog.text(lang)))
        .map(str::to_string)
        .collect();
    keys.sort();
    keys
}

/// `key` formatted by Fluent alone (no template), elided, as [`format`] must write it
/// (for the template tests).
pub fn format_by_fluent(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    match fluent_format(lang, key, args, false) {
        Some((text, found, _)) => elided(found, text, args),
        None => key.to_string(),
    }
}

/// The variables `key`'s message in `lang` reads, from its parsed pattern (for the
/// template tests).
pub fn variables(lang: Lang, key: &str) -> Vec<String> {
    let Some(pattern) = bundle_of(lang, key)
        .and_then(|bundle| bundle.get_message(key))
        .and_then(|m| m.value())
    else {
        return Vec::new();
    };
    let debug = format!("{pattern:?}");
    let mut names: Vec<String> = debug
        .split("VariableReference { id: Identifier { name: \"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next().map(str::to_string))
        .collect();
    names.sort();
    names.dedup();
    names
}

/// The errors Fluent finds in `lang`'s catalogs' text (for the catalog tests).
pub fn parse_errors(lang: Lang) -> Vec<String> {
    catalogs()
        .flat_map(
            |catalog| match FluentResource::try_new(catalog.text(lang).to_string()) {
                Ok(_) => Vec::new(),
                Err((_, errors)) => errors.iter().map(|e| format!("{e:?}")).collect(),
            },
        )
        .collect()
}

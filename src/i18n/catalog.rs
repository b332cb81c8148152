//! The two catalogs, parsed once: Fluent bundles built from the joined `.ftl` text
//! `build.rs` writes for each language.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::{Arg, Lang};

const EN: &str = include_str!(concat!(env!("OUT_DIR"), "/en.ftl"));
const FR: &str = include_str!(concat!(env!("OUT_DIR"), "/fr.ftl"));

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: OnceLock<[Bundle; 2]> = OnceLock::new();
    let bundles = BUNDLES.get_or_init(|| [make(Lang::En, EN), make(Lang::Fr, FR)]);
    match lang {
        Lang::En => &bundles[0],
        Lang::Fr => &bundles[1],
    }
}

/// A bundle from a catalog's text; an entry Fluent cannot read is left out (the catalog
/// tests fail on it), never a panic.
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
/// A message with no choice in it is made once and filled in afterwards
/// ([`super::template`]): the same text, without Fluent's machinery per call.
pub fn format(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    let filled = super::template::fill(lang, key, args, |markers| {
        fluent_format(lang, key, markers, true)
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
/// catalog had it, and (when `shape` asks) whether the message has no choice in it
/// ([`super::template::fixed_shape`], for the template's probe).
fn fluent_format(
    lang: Lang,
    key: &str,
    args: &[(&str, Arg<'_>)],
    shape: bool,
) -> Option<(String, Lang, bool)> {
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        match value {
            Arg::Text(text) => fluent_args.set(*name, FluentValue::from(text.as_ref())),
            Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
        }
    }
    for lang in [lang, Lang::En] {
        let bundle = bundle(lang);
        if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            let fluent = (!args.is_empty()).then_some(&fluent_args);
            let text = bundle.format_pattern(pattern, fluent, &mut errors);
            let fixed = shape && super::template::fixed_shape(&format!("{pattern:?}"));
            return Some((text.into_owned(), lang, fixed));
        }
    }
    None
}

/// `text`, formatted from `found`'s catalog with `args`, with French elision applied.
fn elided(found: Lang, text: String, args: &[(&str, Arg<'_>)]) -> String {
    // Only French elides, and only before a « de » or « que ».
    if found != Lang::Fr || !super::elision::may_elide(&text) {
        return text;
    }
    let values: Vec<&str> = args
        .iter()
        .filter_map(|(_, v)| match v {
            Arg::Text(text) => Some(text.as_ref()),
            Arg::Number(_) => None,
        })
        .collect();
    if values.is_empty() {
        text
    } else {
        super::elision::apply(&text, &values)
    }
}

/// Every message key in `lang`'s catalog, sorted.
pub fn keys(lang: Lang) -> Vec<String> {
    let text = match lang {
        Lang::En => EN,
        Lang::Fr => FR,
    };
    let mut keys: Vec<String> = text
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim().to_string()))
        .collect();
    keys.sort();
    keys
}

/// `key` formatted by Fluent alone (no template), elided, as [`format`] must write it
/// (for the template tests).
#[cfg(test)]
pub fn format_by_fluent(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    match fluent_format(lang, key, args, false) {
        Some((text, found, _)) => elided(found, text, args),
        None => key.to_string(),
    }
}

/// The variables `key`'s message in `lang` reads, from its parsed pattern (for the
/// template tests).
#[cfg(test)]
pub fn variables(lang: Lang, key: &str) -> Vec<String> {
    let Some(pattern) = bundle(lang).get_message(key).and_then(|m| m.value()) else {
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

/// The errors Fluent finds in `lang`'s catalog text (for the catalog tests).
#[cfg(test)]
pub fn parse_errors(lang: Lang) -> Vec<String> {
    let text = match lang {
        Lang::En => EN,
        Lang::Fr => FR,
    };
    match FluentResource::try_new(text.to_string()) {
        Ok(_) => Vec::new(),
        Err((_, errors)) => errors.iter().map(|e| format!("{e:?}")).collect(),
    }
}

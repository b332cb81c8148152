//! The catalogs: both languages have the same keys, each parses, every key is used in the
//! code and every key the code uses exists, and French follows French typography.

use std::path::Path;

use crate::i18n::*;
use crate::settings::legacy::lang_file;

/// Every `.rs` file of every crate's `src/` but the i18n's own, with its text.
fn sources() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    let mut todo = vec![root.join("src"), root.join("crates")];
    while let Some(dir) = todo.pop() {
        for entry in std::fs::read_dir(&dir).expect("src") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e == "rs")
                && !path.starts_with(root.join("crates/fray-core/src/i18n"))
                && !path.ends_with("catalog_tests.rs")
            {
                let text = std::fs::read_to_string(&path).expect("read");
                out.push((path.display().to_string(), text));
            }
        }
    }
    out
}

#[test]
fn both_catalogs_parse_and_have_the_same_keys() {
    for lang in Lang::ALL {
        assert_eq!(parse_errors(lang), Vec::<String>::new(), "{lang:?}");
    }
    let en = keys(Lang::En);
    let fr = keys(Lang::Fr);
    let only_en: Vec<_> = en.iter().filter(|k| !fr.contains(k)).collect();
    let only_fr: Vec<_> = fr.iter().filter(|k| !en.contains(k)).collect();
    assert!(only_en.is_empty(), "missing in French: {only_en:?}");
    assert!(only_fr.is_empty(), "missing in English: {only_fr:?}");
    let mut unique = en.clone();
    unique.dedup();
    assert_eq!(unique, en, "a key defined twice");
}

#[test]
fn every_catalog_key_is_used_and_every_used_key_exists() {
    let sources = sources();
    let keys = keys(Lang::En);
    let unused: Vec<&String> = keys
        .iter()
        .filter(|key| {
            let quoted = format!("\"{key}\"");
            !sources.iter().any(|(_, text)| text.contains(&quoted))
        })
        .collect();
    assert!(unused.is_empty(), "keys no code uses: {unused:?}");
    let mut missing = Vec::new();
    for (path, text) in &sources {
        for (at, _) in text.match_indices("t!(\"") {
            let before = text[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue; // format!(", print!(" ...
            }
            let rest = &text[at + 4..];
            let key = rest.split('"').next().unwrap_or_default();
            if !keys.iter().any(|k| k == key) {
                missing.push(format!("{path}: {key}"));
            }
        }
    }
    assert!(missing.is_empty(), "keys no catalog has: {missing:?}");
}

#[test]
fn french_puts_a_no_break_space_before_high_punctuation_and_uses_guillemets_and_curly_apostrophes()
{
    let text = keys(Lang::Fr)
        .into_iter()
        .map(|k| (k.clone(), tr_in(Lang::Fr, &k, &[])))
        .collect::<Vec<_>>();
    for (key, value) in text {
        for mark in [':', ';', '!', '?'] {
            assert!(
                !value.contains(&format!(" {mark}")),
                "{key}: a plain space before '{mark}' in {value:?} (use U+00A0 or U+202F)"
            );
        }
        assert!(
            !value.contains('"'),
            "{key}: straight quotes in {value:?} (« … »)"
        );
        let elided = value
            .as_bytes()
            .windows(3)
            .any(|w| w[1] == b'\'' && w[0].is_ascii_alphabetic() && w[2].is_ascii_alphabetic());
        assert!(
            !elided,
            "{key}: a straight apostrophe in {value:?} (the French catalog uses ’)"
        );
    }
}

#[test]
fn languages_read_from_codes_locales_and_config_lines() {
    assert_eq!(Lang::from_code("fr"), Some(Lang::Fr));
    assert_eq!(Lang::from_code("fr_FR.UTF-8"), Some(Lang::Fr));
    assert_eq!(Lang::from_code("FR-ca"), Some(Lang::Fr));
    assert_eq!(Lang::from_code("en_GB"), Some(Lang::En));
    assert_eq!(Lang::from_code("de_DE"), None);
    assert_eq!(Lang::from_code("C"), None);
    assert_eq!(lang_file("# mine\nlang = fr\n").0, Some(Lang::Fr));
    assert_eq!(lang_file("LANG=en # English").0, Some(Lang::En));
    assert_eq!(lang_file("lang = klingon").0, None);
    assert_eq!(lang_file("other = fr").0, None);
}

#[test]
fn a_thread_may_speak_another_language_without_changing_the_others() {
    let key = "language-switched";
    let args = [("name", Arg::from("x"))];
    assert_eq!(tr_in(Lang::En, key, &args), "Language: x");
    with_lang(Lang::Fr, || {
        assert_eq!(tr_args(key, &args), "Langue\u{a0}: x");
        let other = std::thread::spawn(current).join().expect("thread");
        assert_eq!(other, Lang::En, "the process's language is unchanged");
    });
    assert_eq!(current(), Lang::En);
}

#[test]
fn arguments_and_plurals_are_filled_in() {
    let one = tr_in(
        Lang::Fr,
        "language-switched",
        &[("name", Arg::from("Français"))],
    );
    assert!(one.contains("Français"), "{one}");
    assert_eq!(tr_in(Lang::En, "no-such-key", &[]), "no-such-key");
}

/// A count in a message takes its plural by its value, in both languages: "1 round", not
/// "1 rounds" (a weapon with one round left refusing a burst).
#[test]
fn a_count_of_one_reads_in_the_singular_in_both_languages() {
    let said = |lang, left: i32| {
        let args = [
            ("weapon", Arg::from("Rifle")),
            ("left", Arg::from(left)),
            ("rounds", Arg::from(3)),
        ];
        tr_in(lang, "cor-fire-refuse-rounds", &args)
    };
    assert!(
        said(Lang::En, 1).contains("has 1 round left"),
        "{}",
        said(Lang::En, 1)
    );
    assert!(
        said(Lang::En, 2).contains("has 2 rounds left"),
        "{}",
        said(Lang::En, 2)
    );
    assert!(
        said(Lang::Fr, 1).contains("plus que 1 balle,"),
        "{}",
        said(Lang::Fr, 1)
    );
    assert!(
        said(Lang::Fr, 2).contains("plus que 2 balles,"),
        "{}",
        said(Lang::Fr, 2)
    );
}

//! A French GM reads every command fray echoes with French words after `=` too
//! (`risque=faible`, `effet=sol`), and a mistyped value is suggested in the GM's language;
//! the save keeps the canonical English line. (Anarchy's `anarchy` stays: the book's own
//! word is « point d'Anarchy ».)

use crate::common;

use std::path::Path;

use common::cli::{new_fight, run_script, stdout_of};

/// The combat-pool example fight's commands, with the melee winner taking the ground.
fn firefight() -> String {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/sr-firefight.fray"),
    )
    .expect("the example");
    text.lines()
        .map(|l| {
            if l.starts_with("melee kestrel guard-2") {
                "melee kestrel guard-2 hits=4 dodge effect=ground"
            } else {
                l
            }
        })
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n")
}

/// « Le gagnant peut […] amener son adversaire au sol » and « risque » of reduced
/// lethality: `fray log` in French writes the values in French (`risque=faible`,
/// `effet=sol`), in English as stored (`risk=low`, `effect=ground`).
#[test]
fn combat_pool_values_after_equals_are_french_in_french_lines() {
    let (saves, config) = new_fight("fr", "sr-combat-pool", "t");
    let (s, c) = (saves.path(), config.path());
    run_script(s, c, "fr", "t", &firefight());
    let french = stdout_of(s, c, "fr", &["log", "t"]);
    for shown in ["risque=faible", "effet=sol"] {
        assert!(french.contains(shown), "{shown}:\n{french}");
    }
    for english in ["=low", "=ground"] {
        assert!(!french.contains(english), "{english}:\n{french}");
    }
    let english = stdout_of(s, c, "en", &["log", "t"]);
    assert!(english.contains("risk=low"), "{english}");
    assert!(english.contains("effect=ground"), "{english}");
}

/// A mistyped value is answered with the nearest value in the GM's language: `risk=hihg`
/// suggests « élevé » to a French GM, 'high' to an English one.
#[test]
fn a_mistyped_combat_pool_value_is_suggested_in_the_gms_language() {
    let line = "attaque kestrel sur guard-1 succès=3 risque=hihg";
    for (lang, suggestion) in [("fr", "«\u{a0}élevé\u{a0}»"), ("en", "'high'")] {
        let (saves, config) = new_fight(lang, "sr-combat-pool", "t");
        let script = format!("add Kestrel pc\nadd Guard enemy\n{line}\n");
        let out = common::cli::fray_in(
            saves.path(),
            config.path(),
            lang,
            &["run", "t", "--script", "-"],
            &script,
            60,
        );
        let said = format!(
            "{}{}",
            common::cli::text(&out.stdout),
            common::cli::text(&out.stderr)
        );
        assert!(said.contains(suggestion), "{lang}: {said}");
    }
}

/// The English keywords of `system` a French GM never reads: each keyword (or value word)
/// whose French word differs, as its French lines write it, and which is not itself one of
/// the French words the system reads (`force`, `secret`).
fn english_with_french(system: fray::model::SystemId) -> Vec<String> {
    let verbs = fray::rules::system(system).verbs();
    let fold = fray::rules::words::fold;
    let french: Vec<String> = verbs.french_words().iter().map(|w| fold(w)).collect();
    let mut words: Vec<&str> = fray::script::keywords_in(system).to_vec();
    for verb in fray::script::verbs_in(system) {
        words.extend(
            verb.usage
                .split(|c: char| !(c.is_alphanumeric() || c == '-'))
                .filter(|w| w.chars().all(|c| c.is_lowercase() || c == '-') && !w.is_empty()),
        );
    }
    // A French word of one keyword may be another keyword in English (`force`).
    let french: Vec<String> = french
        .into_iter()
        .chain(
            words
                .iter()
                .filter_map(|w| verbs.french_of("", w))
                .map(|w| fold(&w)),
        )
        .collect();
    let mut out: Vec<String> = Vec::new();
    for w in words {
        if let Some(fr) = verbs.french_of("", w)
            && fold(&fr) != fold(w)
            && !french.contains(&fold(w))
            && !out.iter().any(|en| en == w)
        {
            out.push(w.to_string());
        }
    }
    out
}

/// A French refusal of `line` in `system`, and the word it suggests, if any.
fn refusal(system: fray::model::SystemId, line: &str) -> Option<(String, Option<&'static str>)> {
    use fray::script::ErrorKind;
    let error = fray::script::parse_in(system, line).err()?;
    let suggestion = match &error.kind {
        ErrorKind::Expected { suggestion, .. } => *suggestion,
        _ => None,
    };
    Some((error.to_string(), suggestion))
}

/// Every keyword and value of every example of every system, mistyped in a French line
/// (`accroupiq`): when the refusal suggests a word, a French GM reads its French word, and
/// neither the suggestion nor what the refusal lists as expected keeps an English keyword
/// that has a French word (« on attendait accroupi, couché ou debout », not « crouch,
/// prone ou stand »).
#[test]
fn a_mistyped_keyword_is_answered_in_french_words_in_every_system() {
    use fray::i18n::{Lang, with_lang};
    use fray::script::{Line, format_in, parse_in, verbs_in};
    let (mut suggested, mut refused) = (0, 0);
    let mut wrong = Vec::new();
    with_lang(Lang::Fr, || {
        for system in fray::rules::registry::ids() {
            let english = english_with_french(system);
            let is_english = |w: &str| {
                let w = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-');
                english.iter().any(|en| en.eq_ignore_ascii_case(w))
            };
            for verb in verbs_in(system) {
                if verb.system != Some(system.key()) {
                    continue;
                }
                for example in verb.examples {
                    let Ok(Line::Command(command)) = parse_in(system, example) else {
                        continue;
                    };
                    let french = format_in(Lang::Fr, &command);
                    let words: Vec<&str> = french.split(' ').collect();
                    for at in 1..words.len() {
                        let (key, value) = match words[at].split_once('=') {
                            Some((k, v)) => (format!("{k}="), v),
                            None => (String::new(), words[at]),
                        };
                        if value.is_empty() || !value.chars().all(|c| c.is_alphabetic() || c == '-')
                        {
                            continue;
                        }
                        let mistyped = format!("{key}{value}q");
                        let mut typo = words.clone();
                        typo[at] = &mistyped;
                        let line = typo.join(" ");
                        let Some((said, suggestion)) = refusal(system, &line) else {
                            continue;
                        };
                        refused += 1;
                        if let Some(s) = suggestion {
                            suggested += 1;
                            if is_english(s) {
                                wrong.push(format!(
                                    "{}: `{line}` suggests '{s}': {said}",
                                    system.key()
                                ));
                            }
                        }
                        let what = said.split("on attendait").nth(1).unwrap_or("");
                        let what = what.split("vouliez-vous").next().unwrap_or("");
                        let kept: Vec<&str> = what
                            .split([' ', ',', '|', '(', ')', '[', ']', '\u{202f}', ';'])
                            .filter(|w| is_english(w))
                            .collect();
                        if !kept.is_empty() {
                            wrong
                                .push(format!("{}: `{line}` lists {kept:?}: {said}", system.key()));
                        }
                    }
                }
            }
        }
    });
    wrong.sort();
    wrong.dedup();
    println!("{refused} mistyped French lines refused, {suggested} with a suggestion");
    assert!(suggested > 20, "only {suggested} suggestions");
    assert!(
        wrong.is_empty(),
        "{} English words:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

//! Issue 15: `docs/commands.fr.md`, the French counterpart of `docs/commands.md`, keeps step
//! with it and with the verb tables: the same headings, every verb, every French verb word,
//! examples that parse (and write back in English), and the error messages fray really shows
//! in French.

use fray::i18n::{Lang, with_lang};
use fray::model::SystemId;
use fray::script::{Line, format, parse_in, verbs_in};

const DOCS: &str = include_str!("../../docs/commands.md");
const DOCS_FR: &str = include_str!("../../docs/commands.fr.md");

/// How many headings of each level (`#` to `######`) a Markdown text has, code blocks aside.
fn heading_counts(text: &str) -> [usize; 6] {
    let mut counts = [0; 6];
    let mut in_block = false;
    for line in text.lines() {
        if line.starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if in_block {
            continue;
        }
        let level = line.chars().take_while(|&c| c == '#').count();
        if (1..=6).contains(&level) && line[level..].starts_with(' ') {
            counts[level - 1] += 1;
        }
    }
    counts
}

/// The verbs of every rule system (the shared ones once per system).
fn all_verbs() -> Vec<&'static fray::script::Verb> {
    SystemId::all().into_iter().flat_map(verbs_in).collect()
}

#[test]
fn both_docs_link_to_each_other() {
    assert!(DOCS.contains("(commands.fr.md)"));
    assert!(DOCS_FR.contains("(commands.md)"));
}

#[test]
fn the_docs_have_the_same_headings_at_each_level() {
    assert_eq!(heading_counts(DOCS_FR), heading_counts(DOCS));
    // And the verbs' headings in the same order: the canonical names.
    let verbs = |text: &str| -> Vec<String> {
        text.lines()
            .filter_map(|l| l.strip_prefix("### "))
            .filter(|h| !h.contains(' '))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(verbs(DOCS_FR), verbs(DOCS));
}

#[test]
fn every_verb_of_the_english_doc_is_in_the_french_one() {
    for verb in all_verbs() {
        assert!(
            DOCS_FR.contains(&format!("\n### {}\n", verb.name)),
            "heading of {}",
            verb.name
        );
        assert!(
            DOCS_FR.contains(&format!("`{}`", verb.usage)),
            "usage of {}",
            verb.name
        );
        for alias in verb.aliases {
            assert!(DOCS_FR.contains(&format!("`{alias}`")), "alias {alias}");
        }
    }
}

#[test]
fn every_french_verb_word_is_in_the_french_doc() {
    for verb in all_verbs() {
        for word in verb.fr {
            assert!(
                DOCS_FR.contains(&format!("`{word}`")),
                "French word {word} of {}",
                verb.name
            );
        }
    }
}

/// The rule system a `## ` heading of the French doc opens.
fn system_of(heading: &str) -> SystemId {
    if heading.starts_with("Commandes de la réserve de combat") {
        fray::systems::combat_pool::ID
    } else if heading.starts_with("Commandes Cyberpunk") {
        fray::systems::cyberpunk::ID
    } else if heading.contains("Shadowrun: Anarchy") {
        fray::systems::anarchy::ID
    } else if heading.starts_with("Commandes Corporates") {
        fray::systems::corporates::ID
    } else {
        fray::systems::polaris::ID
    }
}

#[test]
fn the_french_docs_examples_parse_and_write_back_in_english() {
    // Every line of a ```text block is a line of the language, read in the rule system of
    // its section, in either language; its canonical form reads back the same.
    let mut in_block = false;
    let mut system = fray::systems::polaris::ID;
    let mut seen = 0;
    let mut failed = Vec::new();
    for line in DOCS_FR.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            system = system_of(heading);
        }
        if line.starts_with("```") {
            in_block = line == "```text";
            continue;
        }
        if !in_block {
            continue;
        }
        seen += 1;
        for lang in [Lang::En, Lang::Fr] {
            match with_lang(lang, || parse_in(system, line)) {
                Ok(Line::Command(c)) => {
                    let text = format(&c);
                    assert_eq!(parse_in(system, &text), Ok(Line::Command(c)), "{line}");
                }
                Ok(_) => {}
                Err(e) => failed.push(format!("{lang:?} {line:?}: {e}")),
            }
        }
    }
    assert!(failed.is_empty(), "{failed:#?}");
    assert!(seen > 100, "only {seen} example lines");
}

#[test]
fn the_canonical_forms_the_french_doc_shows_are_the_real_ones() {
    let polaris = fray::systems::polaris::ID;
    let pool = fray::systems::combat_pool::ID;
    for (system, typed, written) in [
        (
            polaris,
            r#"état Baral "test de choc" -5 pendant 1 tours"#,
            r#"condition Baral "shock test" -5 for 1 round"#,
        ),
        (
            polaris,
            "teste baral armes-à-feu -5 +2",
            "test baral armes-à-feu hard +2",
        ),
        (
            polaris,
            "ajoute Kurt ennemi comme ganger",
            "add Kurt enemy from ganger",
        ),
        (
            pool,
            "tire baral hits=3 courte sur a b",
            "attack baral at a,b hits=3",
        ),
        (pool, "souffle kurt", "recharge kurt fast"),
        (
            polaris,
            "attaque baral kurt fusils",
            "attack baral kurt fusils",
        ),
    ] {
        let Ok(Line::Command(c)) = parse_in(system, typed) else {
            panic!("{typed}");
        };
        assert_eq!(format(&c), written, "{typed}");
        assert!(DOCS_FR.contains(&format!("`{typed}`")), "{typed}");
        assert!(DOCS_FR.contains(&format!("`{written}`")), "{written}");
    }
}

#[test]
fn the_error_examples_are_what_fray_shows_in_french() {
    // The untagged blocks of "Quand une ligne n’est pas comprise": a line, then the message
    // fray gives for it in French, then a blank line.
    let section = DOCS_FR
        .split("\n## ")
        .find(|s| s.starts_with("Quand une ligne n’est pas comprise"))
        .expect("the errors section");
    let mut system = fray::systems::polaris::ID;
    let mut in_block = false;
    let mut pending: Option<&str> = None;
    let mut checked = 0;
    for line in section.lines() {
        if line.starts_with("Dans une rencontre à réserve de combat") {
            system = fray::systems::combat_pool::ID;
        }
        if line.starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if !in_block || line.is_empty() {
            continue;
        }
        match pending.take() {
            None => pending = Some(line),
            Some(typed) => {
                let error = with_lang(Lang::Fr, || {
                    parse_in(system, typed).map_err(|e| e.to_string())
                });
                assert_eq!(error, Err(line.to_string()), "{typed}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 6, "only {checked} errors checked");
}

#[test]
fn the_french_doc_follows_french_typography() {
    // Outside code (blocks and `spans`): a no-break space before `:` and inside « », a narrow
    // no-break space before `; ! ?`, never a plain space.
    let mut in_block = false;
    for (n, line) in DOCS_FR.lines().enumerate() {
        if line.starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if in_block {
            continue;
        }
        assert!(
            line.matches('`').count() % 2 == 0,
            "line {}: a code span across lines",
            n + 1
        );
        for (i, prose) in line.split('`').enumerate() {
            if i % 2 == 1 {
                continue;
            }
            for bad in [
                " :", " ;", " !", " ?", "« ", " »", "\u{a0};", "\u{a0}!", "\u{a0}?",
            ] {
                assert!(!prose.contains(bad), "line {}: {bad:?} in {line:?}", n + 1);
            }
        }
    }
}

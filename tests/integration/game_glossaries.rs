//! Each game in its own words: `docs/glossary/<system>.md` lists, per system, the French
//! text's word for each notion a GM reads on fray's screens and the words fray must not
//! use instead. Every glossary is read and checked against the French catalog: the
//! system's messages use each term at least once and never a rejected word.
//!
//! The glossaries quote the French rules texts; this test reads only the glossaries and the
//! catalogs, so it runs on a clone without the texts.

use crate::common;

use std::path::{Path, PathBuf};

/// One row of a glossary: its English word, the French spellings and the rejected words.
#[derive(Debug)]
struct Term {
    english: String,
    french: Vec<String>,
    rejected: Vec<String>,
}

/// A glossary: the file, the catalog key prefixes (or whole keys) it covers and its terms.
struct Glossary {
    file: PathBuf,
    keys: Vec<String>,
    terms: Vec<Term>,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// Reads `file`: the backquoted words of its `Keys:` line and the rows of its table.
fn glossary(file: &Path) -> Glossary {
    let text = std::fs::read_to_string(file).expect("a glossary");
    let keys_line = text
        .lines()
        .find(|l| l.starts_with("Keys:"))
        .unwrap_or_else(|| panic!("{}: no Keys: line", file.display()));
    let keys: Vec<String> = keys_line
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect();
    let mut terms = Vec::new();
    for line in text.lines().filter(|l| l.starts_with('|')) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        if cells.len() != 4 || cells[0] == "English" || cells[0].starts_with("---") {
            continue;
        }
        let list = |cell: &str, sep: &str| -> Vec<String> {
            cell.split(sep)
                .map(|w| w.trim().replace('\'', "’"))
                .filter(|w| !w.is_empty() && w != "—")
                .collect()
        };
        terms.push(Term {
            english: cells[0].to_string(),
            french: list(cells[1], " / "),
            rejected: list(cells[3], ", "),
        });
    }
    Glossary {
        file: file.to_path_buf(),
        keys,
        terms,
    }
}

/// Every French message as (key, text): each `key = value` with its continuation lines
/// (variants included), comments left out.
fn french_messages() -> Vec<(String, String)> {
    common::catalogs::messages("fr")
        .into_iter()
        .map(|(key, text)| {
            let lines: Vec<&str> = text.lines().map(str::trim).collect();
            (key, lines.join(" "))
        })
        .collect()
}

/// `text` as a GM may read it: Fluent's variable names (`$round`) and variant keys
/// (`[one]`, `*[other]`) left out.
fn shown(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '$' => {
                while chars
                    .next_if(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
                    .is_some()
                {}
            }
            '[' => while chars.next().is_some_and(|c| c != ']') {},
            _ => out.push(c),
        }
    }
    out
}

/// Whether `word` stands in `text` as a whole word or words, any case.
fn has_word(text: &str, word: &str) -> bool {
    let text = shown(text).to_lowercase().replace('\'', "’");
    let word = word.to_lowercase();
    text.match_indices(&word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

fn glossaries() -> Vec<Glossary> {
    let mut files: Vec<_> = std::fs::read_dir(root().join("docs/glossary"))
        .expect("docs/glossary")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .filter(|p| !p.ends_with("README.md"))
        .collect();
    files.sort();
    files.iter().map(|f| glossary(f)).collect()
}

#[test]
fn the_word_finder_keeps_to_whole_words() {
    assert!(has_word("trois réussites en défense", "réussites"));
    assert!(has_word("le tour 2", "tour"));
    assert!(!has_word("le contour, le retour, tourne", "tour"));
    assert!(has_word(
        "passe en mode d’urgence",
        "mode d'urgence".replace('\'', "’").as_str()
    ));
    assert!(has_word("Deux Mouvements", "mouvements"));
    assert!(!has_word("## Tour { $round } [round] x", "round"));
}

#[test]
fn every_system_has_a_glossary_with_terms() {
    let glossaries = glossaries();
    let names: Vec<String> = glossaries
        .iter()
        .filter_map(|g| g.file.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    for system in fray::model::SystemId::all() {
        assert!(
            names.iter().any(|n| n == system.key()),
            "no docs/glossary/{}.md",
            system.key()
        );
    }
    for g in &glossaries {
        assert!(!g.keys.is_empty(), "{}: no keys", g.file.display());
        assert!(g.terms.len() >= 4, "{}: too few terms", g.file.display());
    }
}

/// Anarchy's book counts « succès » and moves by « Déplacements », Corporates' survival
/// mode is the « mode Survie », Cyberpunk's text counts « rounds »: every glossary term is
/// used by its system's French messages and no rejected word is.
#[test]
fn each_systems_french_messages_use_the_texts_words_and_never_the_rejected_ones() {
    let messages = french_messages();
    let mut bad = Vec::new();
    let mut checked = 0;
    for g in glossaries() {
        let mine: Vec<&(String, String)> = messages
            .iter()
            .filter(|(key, _)| {
                g.keys
                    .iter()
                    .any(|k| key == k || (k.ends_with('-') && key.starts_with(k.as_str())))
            })
            .collect();
        assert!(!mine.is_empty(), "{}: no message", g.file.display());
        let name = g.file.file_name().map(|n| n.to_string_lossy().into_owned());
        let name = name.unwrap_or_default();
        for term in &g.terms {
            checked += 1;
            if !mine
                .iter()
                .any(|(_, text)| term.french.iter().any(|w| has_word(text, w)))
            {
                bad.push(format!(
                    "{name}: no message says « {} » ({})",
                    term.french.join(" / "),
                    term.english
                ));
            }
            for (key, text) in &mine {
                for word in term.rejected.iter().filter(|w| has_word(text, w)) {
                    bad.push(format!(
                        "{name}: {key} says « {word} » for « {} »: {text}",
                        term.french.join(" / ")
                    ));
                }
            }
        }
    }
    println!("{checked} glossary terms checked");
    assert!(
        bad.is_empty(),
        "{} findings:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

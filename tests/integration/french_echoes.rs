//! A French GM types French and reads every command fray shows back in French: the undo
//! and redo lines, `fray log`, the GM's Markdown export, the replay's current record, the log pane,
//! the prompt's history and Corporates' next step after a hit. The save keeps the
//! canonical English line, and English screens show it as stored.

use crate::common;

use common::cli::{fray_in, new_fight, stdout_of, text};
use common::fight_app::{drawn, fight_after, press};
use common::replay_app::app_on;
use fray::i18n::{Lang, with_lang};
use fray::model::SystemId;
use fray::tui::replay::{self, Audience};
use ratatui::crossterm::event::KeyCode;

/// Seconds a run of the binary may take before it is killed and the test fails.
const DEADLINE: u64 = 60;

/// A Polaris fight typed in French: a condition undone and redone, an attack undone.
const POLARIS: &str = "\
ajoute Baral pj reaction=14 firearms=4+9
ajoute Kurt ennemi comme ganger
état kurt à-terre pendant 2 tours
annule
rétablis
attaque baral kurt firearms dommages=12 à tête
annule
";

/// A saves folder, a settings folder, and a new fight `name` of `rules` with `script` run
/// in it in French; the run's output.
fn played(
    rules: &str,
    name: &str,
    script: &str,
) -> (tempfile::TempDir, tempfile::TempDir, std::process::Output) {
    let (saves, config) = new_fight("fr", rules, name);
    let run = fray_in(
        saves.path(),
        config.path(),
        "fr",
        &["run", name, "--script", "-"],
        script,
        DEADLINE,
    );
    (saves, config, run)
}

/// The Polaris fight above played in French (`essai`); the output of `fray run`.
fn played_in_french() -> (tempfile::TempDir, tempfile::TempDir, String) {
    let (saves, config, run) = played("polaris-3e", "essai", POLARIS);
    assert!(run.status.success(), "{}", text(&run.stderr));
    (saves, config, text(&run.stdout))
}

#[test]
fn undo_and_redo_lines_name_the_command_in_french() {
    let (_saves, _config, out) = played_in_french();
    for shown in [
        "#4 annulé\u{a0}: #3 état kurt à-terre pendant 2 tours",
        "#5 rétabli\u{a0}: #3 état kurt à-terre pendant 2 tours",
        "#7 annulé\u{a0}: #6 attaque baral kurt firearms dommages=12 à tête",
    ] {
        assert!(out.contains(shown), "{shown:?} missing in:\n{out}");
    }
    assert!(!out.contains("condition kurt"), "{out}");
}

#[test]
fn fray_log_shows_each_command_in_french_and_in_english_as_stored() {
    let (saves, config, _) = played_in_french();
    let french = stdout_of(saves.path(), config.path(), "fr", &["log", "essai"]);
    for shown in [
        " #2    ajoute Kurt ennemi comme voyou ",
        " #3    état kurt à-terre pendant 2 tours ",
        " #4    annule ",
        " #5    rétablis ",
        "x#6    attaque baral kurt firearms dommages=12 à tête ",
    ] {
        assert!(french.contains(shown), "{shown:?} missing in:\n{french}");
    }
    let english = stdout_of(saves.path(), config.path(), "en", &["log", "essai"]);
    for shown in [
        " #3    condition kurt prone for 2 rounds ",
        " #4    undo ",
        "undone: #3 condition kurt prone for 2 rounds",
        "x#6    attack baral kurt firearms damage=12 at head ",
    ] {
        assert!(english.contains(shown), "{shown:?} missing in:\n{english}");
    }
}

#[test]
fn the_gm_export_names_undone_commands_in_french_and_the_json_keeps_the_save_s_lines() {
    let (saves, config, _) = played_in_french();
    let markdown = stdout_of(
        saves.path(),
        config.path(),
        "fr",
        &["export", "--gm", "--with-undone", "essai"],
    );
    assert!(
        markdown.contains("#3 état kurt à-terre pendant 2 tours"),
        "{markdown}"
    );
    assert!(
        markdown.contains("#6 attaque baral kurt firearms dommages=12 à tête"),
        "{markdown}"
    );
    assert!(!markdown.contains("condition kurt"), "{markdown}");
    // The JSON export is for tools, in English whatever the language: its commands are
    // the save's canonical lines.
    let json = stdout_of(
        saves.path(),
        config.path(),
        "fr",
        &["export", "--gm", "--format", "json", "essai"],
    );
    assert!(
        json.contains("\"command\":\"condition kurt prone for 2 rounds\""),
        "{json}"
    );
}

#[test]
fn the_replay_shows_the_current_command_in_french() {
    let (saves, _config, _) = played_in_french();
    let path = saves.path().join("essai.fray.jsonl");
    with_lang(Lang::Fr, || {
        let app = app_on(replay::load(&path, Audience::Gm).expect("replays"));
        let screen = drawn(&app, 160, 48);
        assert!(
            screen.contains("#7 annule"),
            "the current record in French:\n{screen}"
        );
        assert!(
            screen.contains("état kurt à-terre pendant 2 tours"),
            "the log pane in French:\n{screen}"
        );
        assert!(!screen.contains("condition kurt"), "{screen}");
    });
}

#[test]
fn the_log_pane_and_the_prompt_history_read_in_french() {
    with_lang(Lang::Fr, || {
        let (_dir, _path, mut app) = fight_after(
            SystemId::default_system(),
            "pane",
            7,
            &[
                "add Baral pc",
                "add Kurt enemy",
                "condition kurt prone for 2 rounds",
                "undo",
            ],
        );
        let screen = drawn(&app, 160, 48);
        assert!(
            screen.contains("annulé\u{a0}: #3 état kurt à-terre pendant 2 tours"),
            "{screen}"
        );
        press(&mut app, KeyCode::Char(':'));
        press(&mut app, KeyCode::Up);
        press(&mut app, KeyCode::Up);
        let screen = drawn(&app, 160, 48);
        assert!(
            screen.contains("état kurt à-terre pendant 2 tours"),
            "the recalled line in French:\n{screen}"
        );
        // The recalled French line runs as the same command.
        press(&mut app, KeyCode::Enter);
        let screen = drawn(&app, 160, 48);
        assert!(screen.contains("Kurt\u{a0}: à terre"), "{screen}");
    });
}

#[test]
fn corporates_next_step_after_a_hit_reads_in_french() {
    let script = "\
add Ana pc reaction=3 vigilance=2+0 agility=4 firearms=5+0 body-feint=2+0 athletics=3+0 confidence=2
add Vlad enemy reaction=2 agility=3 firearms=4+0 body-feint=1+0
start reaction=6,6,6,1,1
declare vlad 1
declare ana 3
shoot ana at vlad range medium size torso check=6,5
combat-move vlad on
next
move vlad flat fast check=6,6,6
next
shoot ana at vlad range medium moving burst 3 check=6,6
shoot vlad at ana range short check=2,2
";
    let (_saves, _config, out) = played("corporates", "tir", script);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = text(&out.stdout);
    assert!(
        out.contains("ensuite\u{a0}: blesse ana par vlad marge 3"),
        "{out}"
    );
    assert!(!out.contains("hurt ana by vlad"), "{out}");
}

/// The commands a French message names between backquotes, with its line: each
/// `{ $name }` made `ana`, each placeholder word (`N`, `A`, `B`) a value.
fn commands_named_in_french_messages() -> Vec<(String, String)> {
    let mut found = Vec::new();
    for file in common::catalogs::files("fr") {
        let text = std::fs::read_to_string(file).expect("a file");
        let mut key = String::new();
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            if let Some((k, _)) = line.split_once(" = ")
                && !k.starts_with(' ')
            {
                key = k.to_string();
            }
            for fragment in line.split('`').skip(1).step_by(2) {
                let mut words = Vec::new();
                let mut rest = fragment;
                while let Some(start) = rest.find("{ $") {
                    words.push(rest[..start].to_string());
                    words.push("ana".to_string());
                    rest = rest[start..].split_once('}').map_or("", |(_, r)| r);
                }
                words.push(rest.to_string());
                let command: Vec<String> = words
                    .concat()
                    .split_whitespace()
                    .map(|w| match w {
                        "N" => "1".to_string(),
                        "A" => "ana".to_string(),
                        "B" => "vlad".to_string(),
                        _ => w.to_string(),
                    })
                    .collect();
                found.push((command.join(" "), format!("{key}: {line}")));
            }
        }
    }
    found
}

#[test]
fn french_messages_name_commands_by_their_french_words_and_they_read() {
    let mut checked = 0;
    let mut bad = Vec::new();
    for (command, line) in commands_named_in_french_messages() {
        let Some(first) = command.split(' ').next() else {
            continue;
        };
        // A system's message names its own commands.
        let own = [
            ("pol-", "polaris-3e"),
            ("pool-", "sr-combat-pool"),
            ("cpi-", "cyberpunk-interval"),
            ("ana-", "sr-anarchy"),
            ("cor-", "corporates"),
        ]
        .iter()
        .find(|(prefix, _)| line.starts_with(prefix))
        .and_then(|(_, key)| SystemId::from_key(key));
        for system in own.map_or_else(SystemId::all, |s| vec![s]) {
            let Some(verb) = fray::script::find_verb_in(system, first) else {
                continue;
            };
            if verb.system.is_some_and(|s| s != system.key()) {
                continue;
            }
            checked += 1;
            if !verb.fr.is_empty() && !verb.fr.contains(&first) {
                bad.push(format!("`{command}` by its English verb: {line}"));
            } else if command.contains(' ') && fray::script::parse_in(system, &command).is_err() {
                // A verb named alone is a mention; a line with its words must read.
                bad.push(format!(
                    "`{command}` does not read in {}: {line}",
                    system.key()
                ));
            }
            break;
        }
    }
    println!("{checked} commands named in French messages checked");
    assert!(checked >= 10, "only {checked}");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn a_corporates_refusal_names_the_french_command() {
    let script = "\
add Ana pc reaction=3 agility=4 firearms=5+0 confidence=2
add Vlad enemy reaction=2 agility=3 firearms=4+0
start reaction=6,6,6,1,1
declare vlad 1
declare ana 3
shoot vlad at ana range short check=2,2
";
    let (_saves, _config, out) = played("corporates", "refus", script);
    let said = text(&out.stderr);
    assert!(
        said.contains("(`non-déclarée` pour une action non déclarée maintenant)"),
        "{said}"
    );
}

/// Words of a verb's usage that are French as they are written (`semi`, `auto`,
/// `chance`): a French line may keep them.
const FRENCH_AS_WRITTEN: &[&str] = &[
    "semi",
    "auto",
    "double",
    "chance",
    "complications",
    "anarchy",
    "riposte",
    "interruption",
    "mod",
    "position",
    "distance",
    "bonus",
    "confidence",
    "initiative",
    "segment",
    "combat",
    "normal",
    "malus",
    "charge",
    "protection",
    "fatigue",
    "doses",
    "secret",
    "score",
    "action",
    "multiple",
    "ignore",
];

/// The English keywords (the lower-case words of its usage) a French line of `verb` still
/// writes in English: each one a word a French GM reads in English in every echo.
fn english_keywords_in(verb: &fray::script::Verb, french: &str) -> Vec<String> {
    let keywords: Vec<String> = verb
        .usage
        .split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '='))
        .map(|w| w.split('=').next().unwrap_or(w))
        .filter(|w| w.chars().any(char::is_lowercase) && *w != verb.name)
        .map(str::to_string)
        .filter(|w| !w.is_empty() && !FRENCH_AS_WRITTEN.contains(&w.as_str()))
        .collect();
    french
        .split(' ')
        .skip(1)
        .map(|w| w.split_once('=').map_or(w, |(k, _)| k))
        .filter(|w| keywords.iter().any(|k| k == w))
        .map(str::to_string)
        .collect()
}

/// Every example of every Cyberpunk, Anarchy and Corporates verb, written in French,
/// reads back as the same command and holds no keyword in English: `vs=15` is `contre=15`,
/// `against shot` is `contre tir`, a dodge's `first` is `premier`.
#[test]
fn every_keyword_of_the_three_newest_systems_is_written_in_french() {
    let (checked, bad) = examples_in_french(&["cyberpunk-interval", "sr-anarchy", "corporates"]);
    println!("{checked} examples written in French and read back");
    assert!(checked >= 100, "only {checked}");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Every example of every Polaris and combat-pool verb, written in French, reads back as
/// the same command and holds no keyword in English: the combat pool's `dodge` is
/// `esquive`, `by` is `par`, `defy=` is `défie=`, `soak=` is `encaisse=`, a given bag draw
/// `bag=` is `sac=`.
#[test]
fn every_keyword_of_polaris_and_the_combat_pool_is_written_in_french() {
    let (checked, bad) = examples_in_french(&["polaris-3e", "sr-combat-pool"]);
    println!("{checked} examples written in French and read back");
    assert!(checked >= 60, "only {checked}");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// The examples of the own verbs of each system of `keys` written in French: how many,
/// and each one that does not read back as itself or keeps a keyword in English.
fn examples_in_french(keys: &[&str]) -> (usize, Vec<String>) {
    let mut bad = Vec::new();
    let mut checked = 0;
    for &key in keys {
        let system = SystemId::from_key(key).expect("a system");
        for verb in fray::script::verbs_in(system) {
            if verb.system != Some(key) {
                continue;
            }
            for example in verb.examples {
                let Ok(fray::script::Line::Command(command)) =
                    fray::script::parse_in(system, example)
                else {
                    continue;
                };
                let french = fray::script::format_in(Lang::Fr, &command);
                checked += 1;
                match fray::script::parse_in(system, &french) {
                    Ok(fray::script::Line::Command(back)) if back == command => {}
                    _ => bad.push(format!("{key}: `{french}` does not read as `{example}`")),
                }
                let english = english_keywords_in(verb, &french);
                if !english.is_empty() {
                    bad.push(format!("{key}: `{french}` keeps {english:?} in English"));
                }
            }
        }
    }
    (checked, bad)
}

/// Keywords no example of the three newest systems uses are written in French too, and read
/// back: a Cyberpunk smartgun is a « superarme » (its French sheet word), a Corporates dodge
/// `against shot` is `contre tir`, a cyber device's site `other` is `autre`.
#[test]
fn keywords_beyond_the_examples_of_the_newest_systems_are_written_in_french() {
    let lines = [
        (
            "cyberpunk-interval",
            "weapon vic r12 damage=4D6 smartgun",
            "superarme",
        ),
        (
            "corporates",
            "dodge bob against shot",
            "esquive bob contre tir",
        ),
        (
            "corporates",
            "cyber kira x device=injector site=other",
            "emplacement=autre",
        ),
        (
            "sr-anarchy",
            "reroll cast hex combat stunbolt amp 2 dice 8",
            "relance lance-sort",
        ),
    ];
    for (key, line, french_part) in lines {
        let system = SystemId::from_key(key).expect("a system");
        let Ok(fray::script::Line::Command(command)) = fray::script::parse_in(system, line) else {
            panic!("{line} does not read");
        };
        let french = fray::script::format_in(Lang::Fr, &command);
        assert!(french.contains(french_part), "{line}: {french}");
        match fray::script::parse_in(system, &french) {
            Ok(fray::script::Line::Command(back)) => assert_eq!(back, command, "{french}"),
            other => panic!("{french}: {other:?}"),
        }
    }
}

/// Every Anarchy sheet key is written in French in a French echo (`place=1` for the seat
/// at the table, `groupe=1`) and the French line reads back as the same command.
#[test]
fn anarchy_sheet_keys_are_written_in_french_and_read_back() {
    let system = SystemId::from_key("sr-anarchy").expect("a system");
    let lines = [
        (
            "add Jax pc str=4 wil=3 agi=5 log=2 charisma=3 chance=2 armor=6 seat=1",
            "ajoute Jax pj force=4 volonté=3 agilité=5 logique=2 charisme=3 chance=2 armure=6 place=1",
        ),
        ("add 2 gangers group=1", "ajoute 2 gangers groupe=1"),
        ("set jax seat=2", "place=2"),
    ];
    for (line, french_part) in lines {
        let Ok(fray::script::Line::Command(command)) = fray::script::parse_in(system, line) else {
            panic!("{line} does not read");
        };
        let french = fray::script::format_in_system(Lang::Fr, system, &command);
        assert!(french.contains(french_part), "{line}: {french}");
        for english in ["seat", "group=", "str=", "wil=", "agi=", "log=", "armor="] {
            assert!(!french.contains(english), "{line}: {french}");
        }
        match fray::script::parse_in(system, &french) {
            Ok(fray::script::Line::Command(back)) => assert_eq!(back, command, "{french}"),
            other => panic!("{french}: {other:?}"),
        }
    }
}

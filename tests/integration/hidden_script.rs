//! Hidden combatants as a GM types them, through the real binary: `add … hidden` (with
//! counts and templates), `hide WHO…`, `reveal WHO…`, their French words, undo and redo,
//! and the option `reveal-on-act` (on by default: a hidden combatant's first attack reveals
//! it in the same record), in Polaris and in Cyberpunk; read back from `fray show --json`
//! and `fray log`.

use crate::common;

use std::path::Path;

use common::cli::{fray_in, run_script, text};

/// Long enough for any of these short scripts; a hang is killed and fails the test.
const DEADLINE: u64 = 60;

/// A new encounter of `rules` named `name` in `saves`, then `script` run on it in `lang`;
/// panics when a line is refused.
fn play(saves: &Path, config: &Path, lang: &str, rules: &str, name: &str, script: &str) {
    let out = fray_in(
        saves,
        config,
        lang,
        &["new", "--rules", rules, "--seed", "5", "--no-open", name],
        "",
        DEADLINE,
    );
    assert!(out.status.success(), "new: {}", text(&out.stderr));
    run(saves, config, lang, name, script);
}

/// `script` run on the save `name`; panics when a line is refused.
fn run(saves: &Path, config: &Path, lang: &str, name: &str, script: &str) -> String {
    run_script(saves, config, lang, name, script)
}

/// The combatants hidden now, by name, from `fray show --json`.
fn hidden(saves: &Path, config: &Path, name: &str) -> Vec<String> {
    let out = fray_in(saves, config, "en", &["show", name, "--json"], "", DEADLINE);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    json["combatants"]
        .as_array()
        .expect("combatants")
        .iter()
        .filter(|c| c["hidden"] == serde_json::Value::Bool(true))
        .map(|c| c["name"].as_str().unwrap_or_default().to_string())
        .collect()
}

fn folders() -> (tempfile::TempDir, tempfile::TempDir) {
    (
        tempfile::tempdir().expect("saves"),
        tempfile::tempdir().expect("settings"),
    )
}

#[test]
fn add_hidden_with_a_count_and_a_template_then_hide_and_reveal_flip_who_players_see() {
    let (saves, config) = folders();
    let (s, c) = (saves.path(), config.path());
    play(
        s,
        c,
        "en",
        "polaris-3e",
        "Dock",
        "add \"Baral Faadhi\" pc from mercenary\n\
         add 3 gangers hidden\n\
         add Kurt enemy from ganger\n",
    );
    assert_eq!(hidden(s, c, "dock"), ["Ganger 1", "Ganger 2", "Ganger 3"]);
    run(s, c, "en", "dock", "hide kurt\nreveal ganger-2 ganger-3\n");
    assert_eq!(hidden(s, c, "dock"), ["Ganger 1", "Kurt"]);
}

#[test]
fn undo_and_redo_follow_hide_and_reveal() {
    let (saves, config) = folders();
    let (s, c) = (saves.path(), config.path());
    play(
        s,
        c,
        "en",
        "polaris-3e",
        "Dock",
        "add \"Baral Faadhi\" pc from mercenary\nadd Kurt enemy from ganger\nhide kurt\n",
    );
    assert_eq!(hidden(s, c, "dock"), ["Kurt"]);
    run(s, c, "en", "dock", "undo\n");
    assert!(hidden(s, c, "dock").is_empty(), "undo shows Kurt again");
    run(s, c, "en", "dock", "redo\n");
    assert_eq!(hidden(s, c, "dock"), ["Kurt"], "redo hides him again");
    run(s, c, "en", "dock", "reveal kurt\nundo\n");
    assert_eq!(
        hidden(s, c, "dock"),
        ["Kurt"],
        "an undone reveal leaves him hidden"
    );
}

#[test]
fn hiding_who_is_hidden_or_revealing_who_is_seen_is_refused_by_name() {
    let (saves, config) = folders();
    let (s, c) = (saves.path(), config.path());
    play(
        s,
        c,
        "en",
        "polaris-3e",
        "Dock",
        "add Kurt enemy from ganger hidden\n",
    );
    let out = fray_in(
        s,
        c,
        "en",
        &["run", "dock", "--script", "-"],
        "hide kurt\n",
        DEADLINE,
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("Kurt is already hidden"),
        "{}",
        text(&out.stderr)
    );
    let out = fray_in(
        s,
        c,
        "en",
        &["run", "dock", "--script", "-"],
        "reveal kurt\nreveal kurt\n",
        DEADLINE,
    );
    assert!(
        text(&out.stderr).contains("Kurt is not hidden"),
        "{}",
        text(&out.stderr)
    );
}

/// The Polaris ambush: three hidden gangers; Ganger 2 attacks Baral (dice given at the
/// table), which reveals Ganger 2 (option `reveal-on-act`, on by default) in the attack's
/// own record; the two others stay hidden.
#[test]
fn polaris_a_hidden_gangers_attack_reveals_it_in_the_same_record() {
    let (saves, config) = folders();
    let (s, c) = (saves.path(), config.path());
    play(
        s,
        c,
        "en",
        "polaris-3e",
        "Dock",
        "add \"Baral Faadhi\" pc from mercenary\nadd 3 gangers hidden\noption dice table\nstart\n",
    );
    let out = run(
        s,
        c,
        "en",
        "dock",
        "attack ganger-2 baral armes-de-poing d20=3 location=5 damage=2d6+3:4,5\n",
    );
    assert!(
        out.contains("Ganger 2 is revealed to the players"),
        "the attack's record reveals him: {out}"
    );
    assert_eq!(out.lines().count(), 1, "one record: {out}");
    assert_eq!(hidden(s, c, "dock"), ["Ganger 1", "Ganger 3"]);
    // Undoing the attack hides him again: the reveal was part of it.
    run(s, c, "en", "dock", "undo\n");
    assert_eq!(hidden(s, c, "dock"), ["Ganger 1", "Ganger 2", "Ganger 3"]);
}

#[test]
fn polaris_with_reveal_on_act_off_an_attacker_stays_hidden() {
    let (saves, config) = folders();
    let (s, c) = (saves.path(), config.path());
    play(
        s,
        c,
        "en",
        "polaris-3e",
        "Dock",
        "add \"Baral Faadhi\" pc from mercenary\nadd Sniper enemy from ganger hidden\n\
         option reveal-on-act off\noption dice table\nstart\n\
         attack sniper baral armes-de-poing d20=3 location=5 damage=2d6+3:4,5\n",
    );
    assert_eq!(hidden(s, c, "dock"), ["Sniper"]);
    let out = fray_in(
        s,
        c,
        "en",
        &["run", "dock", "--script", "-"],
        "option reveal-on-act maybe\n",
        DEADLINE,
    );
    assert!(
        text(&out.stderr).contains("option reveal-on-act is on or off"),
        "{}",
        text(&out.stderr)
    );
    let out = fray_in(s, c, "en", &["rules", "polaris-3e"], "", DEADLINE);
    assert!(
        text(&out.stdout).contains("reveal-on-act"),
        "listed with the options: {}",
        text(&out.stdout)
    );
}

/// Cyberpunk: a hidden booster's shot at Vic reveals him; a shot by Vic (seen) reveals
/// nobody.
#[test]
fn cyberpunk_a_hidden_boosters_shot_reveals_him_and_the_other_stays_hidden() {
    let (saves, config) = folders();
    let (s, c) = (saves.path(), config.path());
    play(
        s,
        c,
        "en",
        "cyberpunk-interval",
        "Alley",
        "add Vic pc from solo\nadd 2 boosters hidden\noption dice table\n\
         start initiative=5,5,1\nnext\n",
    );
    assert_eq!(hidden(s, c, "alley"), ["Booster 1", "Booster 2"]);
    run(
        s,
        c,
        "en",
        "alley",
        "shoot vic pistol single at booster-2 vs=30 check=5\n",
    );
    assert_eq!(
        hidden(s, c, "alley"),
        ["Booster 1", "Booster 2"],
        "Vic's shot reveals nobody"
    );
    let out = run(
        s,
        c,
        "en",
        "alley",
        "next\nshoot booster-1 pistol single at vic vs=15 check=8\n",
    );
    let shot = out.lines().last().unwrap_or_default();
    assert!(
        shot.contains("Booster 1 is revealed to the players"),
        "the shot's own record reveals him: {out}"
    );
    assert_eq!(hidden(s, c, "alley"), ["Booster 2"]);
}

/// The French words: `ajoute … caché`, `cache`, `révèle`, `option reveal-on-act non`, and
/// the transcript in French.
#[test]
fn french_words_hide_and_reveal_and_the_transcript_says_so_in_french() {
    let (saves, config) = folders();
    let (s, c) = (saves.path(), config.path());
    play(
        s,
        c,
        "fr",
        "polaris-3e",
        "Quai",
        "ajoute \"Baral Faadhi\" pj comme mercenary\najoute 2 gangers caché\n",
    );
    assert_eq!(hidden(s, c, "quai"), ["Ganger 1", "Ganger 2"]);
    let out = run(
        s,
        c,
        "fr",
        "quai",
        "cache baral\nrévèle ganger-1\ndévoile baral\noption reveal-on-act non\n",
    );
    assert!(
        out.contains("les joueurs ne voient plus Baral Faadhi"),
        "{out}"
    );
    assert!(
        out.contains("les joueurs voient désormais Ganger 1"),
        "{out}"
    );
    assert_eq!(hidden(s, c, "quai"), ["Ganger 2"]);
    let out = fray_in(
        s,
        c,
        "fr",
        &["run", "quai", "--script", "-"],
        "cache ganger-2\n",
        DEADLINE,
    );
    assert!(
        text(&out.stderr).contains("les joueurs ne voient déjà plus Ganger 2"),
        "{}",
        text(&out.stderr)
    );
}

//! Secret declarations as a GM types them, through the real binary (`fray run`): `declare
//! WHO "TEXT" secret` (Polaris), `intend WHO "TEXT" secret` (the combat pool), their French
//! words, an NPC's declaration secret by default, `public` and the option
//! `npc-declarations` for the other way, undo and redo. The players' outputs (the watch
//! frame as `fray watch` draws it, the default `fray export`) say that WHO declared and
//! never what; the GM's (`fray show --json`, `fray export --gm`) keep the text. The
//! declaration forms write the word their field shows.
//!
//! Polaris's French text, which these rest on: « Au besoin, les Déclarations d'intention
//! peuvent être faites en secret, notées sur un morceau de papier. »

use crate::common;

use std::path::{Path, PathBuf};

use common::cli::{fray_in, run_script, text};
use common::fight_app::{chars, fight_on, form_field, press, saved, tab};
use common::replay_app::app_on;
use fray::tui::replay;
use ratatui::crossterm::event::KeyCode;

/// Long enough for any of these short scripts; a hang is killed and fails the test.
const DEADLINE: u64 = 60;

/// Words no other text of fray holds: a leak of a secret text shows as one of them.
const KURT_PLAN: &str = "zq7kurtplan";
const GANGER_PLAN: &str = "zq7gangerplan";

/// A saves folder and a settings folder, kept alive by the caller.
fn folders() -> (tempfile::TempDir, tempfile::TempDir) {
    (
        tempfile::tempdir().expect("saves"),
        tempfile::tempdir().expect("settings"),
    )
}

/// A new encounter of `rules` named `name`, then `script` run on it in `lang`; panics when
/// a line is refused. Returns the save's path.
fn play(saves: &Path, config: &Path, lang: &str, rules: &str, name: &str, script: &str) -> PathBuf {
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
    saves.join(format!("{}.fray.jsonl", name.to_lowercase()))
}

/// `script` run on the save `name` in `lang`; panics when a line is refused.
fn run(saves: &Path, config: &Path, lang: &str, name: &str, script: &str) {
    run_script(saves, config, lang, name, script);
}

/// `fray ARGS` in `lang`, its standard output; panics on a failure.
fn output(saves: &Path, config: &Path, lang: &str, args: &[&str]) -> String {
    let out = fray_in(saves, config, lang, args, "", DEADLINE);
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    text(&out.stdout)
}

/// `fray show NAME --json`: each combatant's name, declaration and whether it is secret.
fn declarations(saves: &Path, config: &Path, name: &str) -> Vec<(String, Option<String>, bool)> {
    let out = output(saves, config, "en", &["show", name, "--json"]);
    let json: serde_json::Value = serde_json::from_str(&out).expect("json");
    json["combatants"]
        .as_array()
        .expect("combatants")
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap_or_default().to_string(),
                c["declaration"].as_str().map(str::to_string),
                c["declaration_secret"] == serde_json::Value::Bool(true),
            )
        })
        .collect()
}

/// The players' watch of the save at `path`, one frame as `fray watch` draws it, in `lang`.
fn watch_frame(path: &Path, lang: fray::i18n::Lang) -> String {
    fray::i18n::with_lang(lang, || {
        let app = app_on(replay::watch(path).expect("watch opens"));
        common::fight_app::drawn(&app, 160, 48)
    })
}

/// Asserts that none of `secrets` is in `shown`, `what` naming the output.
fn none_in(shown: &str, secrets: &[&str], what: &str) {
    for secret in secrets {
        assert!(!shown.contains(secret), "{what} shows {secret:?}:\n{shown}");
    }
}

#[test]
fn polaris_secret_declarations_reach_the_gm_and_never_the_players() {
    let (saves, config) = folders();
    let (s, c) = (saves.path(), config.path());
    let path = play(
        s,
        c,
        "en",
        "polaris-3e",
        "Docks",
        &format!(
            "add Kurt pc from mercenary\n\
             add Ganger enemy from ganger\n\
             start\n\
             declare kurt \"{KURT_PLAN} flanks left\" secret\n\
             declare ganger \"{GANGER_PLAN} shoots Kurt\"\n"
        ),
    );
    // The GM's state: both texts, both secret (the NPC's by default).
    let gm = declarations(s, c, "docks");
    assert!(
        gm.contains(&(
            "Kurt".into(),
            Some(format!("{KURT_PLAN} flanks left")),
            true
        )),
        "{gm:?}"
    );
    assert!(
        gm.contains(&(
            "Ganger".into(),
            Some(format!("{GANGER_PLAN} shoots Kurt")),
            true
        )),
        "{gm:?}"
    );
    let gm_export = output(s, c, "en", &["export", "docks", "--gm"]);
    assert!(
        gm_export.contains(KURT_PLAN) && gm_export.contains(GANGER_PLAN),
        "{gm_export}"
    );
    assert!(gm_export.contains("declares in secret"), "{gm_export}");
    // The GM's screens mark them.
    let shown = output(s, c, "en", &["show", "docks"]);
    assert!(
        shown.contains(&format!("{KURT_PLAN} flanks left (secret)")),
        "{shown}"
    );
    // The players: that they declared, not what.
    let players = output(s, c, "en", &["export", "docks"]);
    none_in(
        &players,
        &[KURT_PLAN, GANGER_PLAN, "flanks", "shoots"],
        "the players' export",
    );
    assert!(players.contains("Kurt has declared (secret)"), "{players}");
    assert!(
        players.contains("Ganger has declared (secret)"),
        "{players}"
    );
    let frame = watch_frame(&path, fray::i18n::Lang::En);
    none_in(
        &frame,
        &[KURT_PLAN, GANGER_PLAN, "flanks"],
        "the players' watch",
    );
    assert!(frame.contains("has declared (secret)"), "{frame}");
}

#[test]
fn french_words_declare_in_secret_and_the_players_read_it_in_french() {
    let (saves, config) = folders();
    let (s, c) = (saves.path(), config.path());
    let path = play(
        s,
        c,
        "fr",
        "polaris-3e",
        "Quais",
        &format!(
            "ajoute Kurt pj comme mercenary\n\
             ajoute Ganger ennemi comme ganger\n\
             commence\n\
             déclare kurt \"{KURT_PLAN} contourne\" secrète\n\
             déclare ganger \"{GANGER_PLAN} tire\" publique\n"
        ),
    );
    let gm = declarations(s, c, "quais");
    assert!(
        gm.contains(&("Kurt".into(), Some(format!("{KURT_PLAN} contourne")), true)),
        "{gm:?}"
    );
    assert!(
        gm.contains(&("Ganger".into(), Some(format!("{GANGER_PLAN} tire")), false)),
        "{gm:?}"
    );
    let players = output(s, c, "fr", &["export", "quais"]);
    none_in(&players, &[KURT_PLAN], "l’export des joueurs");
    assert!(players.contains("Kurt a déclaré (en secret)"), "{players}");
    assert!(
        players.contains(GANGER_PLAN),
        "a public declaration is read: {players}"
    );
    let frame = watch_frame(&path, fray::i18n::Lang::Fr);
    none_in(&frame, &[KURT_PLAN], "la vue des joueurs");
    assert!(frame.contains("(secrète)"), "{frame}");
}

#[test]
fn the_option_npc_declarations_public_flips_the_default_and_replay_keeps_each_record_s_choice() {
    let (saves, config) = folders();
    let (s, c) = (saves.path(), config.path());
    play(
        s,
        c,
        "en",
        "polaris-3e",
        "Option",
        &format!(
            "add Kurt pc from mercenary\n\
             add Ganger enemy from ganger\n\
             add Guard enemy from ganger\n\
             option npc-declarations public\n\
             start\n\
             declare ganger \"{GANGER_PLAN} shoots\"\n\
             declare kurt \"{KURT_PLAN} runs\"\n\
             option npc-declarations secret\n\
             declare guard \"zq7guardplan waits\"\n"
        ),
    );
    let gm = declarations(s, c, "option");
    // The choice is in the record, so replay never reads the option again; a public
    // declaration's record is written as before secret declarations existed.
    let save = std::fs::read_to_string(s.join("option.fray.jsonl")).expect("the save");
    let record = |who: &str| {
        save.lines()
            .find(|l| l.contains(&format!("\"command\":\"declare {who} ")))
            .unwrap_or_else(|| panic!("{who}'s declaration in {save}"))
            .to_string()
    };
    assert!(!record("ganger").contains("secret"), "{}", record("ganger"));
    assert!(
        record("guard").contains("\"secret\":true"),
        "{}",
        record("guard")
    );
    assert!(
        gm.contains(&(
            "Ganger".into(),
            Some(format!("{GANGER_PLAN} shoots")),
            false
        )),
        "{gm:?}"
    );
    assert!(
        gm.contains(&("Kurt".into(), Some(format!("{KURT_PLAN} runs")), false)),
        "a PC's is public: {gm:?}"
    );
    assert!(
        gm.contains(&("Guard".into(), Some("zq7guardplan waits".into()), true)),
        "{gm:?}"
    );
    let players = output(s, c, "en", &["export", "option"]);
    assert!(
        players.contains(GANGER_PLAN) && players.contains(KURT_PLAN),
        "{players}"
    );
    none_in(&players, &["zq7guardplan"], "the players' export");
    // A value the option does not know is refused with the words it takes.
    let out = fray_in(
        s,
        c,
        "en",
        &["run", "option", "--script", "-"],
        "option npc-declarations maybe\n",
        DEADLINE,
    );
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(said.contains("secret or public"), "{said}");
    // `fray rules` lists the option with the others.
    let rules = output(s, c, "en", &["rules", "polaris-3e"]);
    assert!(rules.contains("npc-declarations"), "{rules}");
}

#[test]
fn undo_and_redo_of_a_secret_declaration_follow_the_log() {
    let (saves, config) = folders();
    let (s, c) = (saves.path(), config.path());
    play(
        s,
        c,
        "en",
        "polaris-3e",
        "Undo",
        &format!(
            "add Kurt pc from mercenary\n\
             add Ganger enemy from ganger\n\
             start\n\
             declare ganger \"{GANGER_PLAN} shoots\"\n\
             undo\n"
        ),
    );
    let ganger = |s: &Path| {
        declarations(s, c, "undo")
            .into_iter()
            .find(|d| d.0 == "Ganger")
            .expect("ganger")
    };
    assert_eq!(ganger(s), ("Ganger".into(), None, false));
    let players = output(s, c, "en", &["export", "undo", "--with-undone"]);
    none_in(
        &players,
        &[GANGER_PLAN],
        "the players' export with the undone",
    );
    run(s, c, "en", "undo", "redo\n");
    assert_eq!(
        ganger(s),
        ("Ganger".into(), Some(format!("{GANGER_PLAN} shoots")), true)
    );
    let players = output(s, c, "en", &["export", "undo", "--with-undone"]);
    none_in(
        &players,
        &[GANGER_PLAN],
        "the players' export after the redo",
    );
    let gm = output(s, c, "en", &["export", "undo", "--gm", "--with-undone"]);
    assert!(gm.contains(GANGER_PLAN), "{gm}");
}

#[test]
fn combat_pool_intentions_are_secret_for_an_npc_and_when_typed_so() {
    let (saves, config) = folders();
    let (s, c) = (saves.path(), config.path());
    let path = play(
        s,
        c,
        "en",
        "sr-combat-pool",
        "Warehouse",
        &format!(
            "add Baral pc\n\
             add Ganger enemy\n\
             pool baral instinct\n\
             pool ganger tactics\n\
             intend baral \"{KURT_PLAN} covers the door\" secret\n\
             intend ganger rushes {GANGER_PLAN}\n\
             add Guard enemy\n\
             intend guard \"zq7guardplan waits\" public\n\
             add Sniper enemy hidden\n\
             intend sniper \"zq7sniperplan aims\"\n"
        ),
    );
    let gm = declarations(s, c, "warehouse");
    assert!(
        gm.contains(&(
            "Baral".into(),
            Some(format!("{KURT_PLAN} covers the door")),
            true
        )),
        "{gm:?}"
    );
    assert!(
        gm.contains(&("Ganger".into(), Some(format!("rushes {GANGER_PLAN}")), true)),
        "{gm:?}"
    );
    assert!(
        gm.contains(&("Guard".into(), Some("zq7guardplan waits".into()), false)),
        "{gm:?}"
    );
    let players = output(s, c, "en", &["export", "warehouse"]);
    none_in(&players, &[KURT_PLAN, GANGER_PLAN], "the players' export");
    assert!(
        players.contains("Ganger has declared (secret)"),
        "{players}"
    );
    assert!(
        players.contains("zq7guardplan"),
        "a public intention is read: {players}"
    );
    let frame = watch_frame(&path, fray::i18n::Lang::En);
    none_in(&frame, &[KURT_PLAN, GANGER_PLAN], "the players' watch");
    // A declaration is said, not done: the hidden sniper's intention keeps it hidden.
    let shown = output(s, c, "en", &["show", "warehouse", "--json"]);
    let json: serde_json::Value = serde_json::from_str(&shown).expect("json");
    let sniper = json["combatants"]
        .as_array()
        .and_then(|all| all.iter().find(|c| c["name"] == "Sniper"))
        .expect("the sniper");
    assert_eq!(sniper["hidden"], serde_json::Value::Bool(true), "{sniper}");
    none_in(
        &players,
        &["zq7sniperplan", "Sniper"],
        "the players' export",
    );
    let gm_export = output(s, c, "en", &["export", "warehouse", "--gm"]);
    assert!(
        gm_export.contains(KURT_PLAN) && gm_export.contains(GANGER_PLAN),
        "{gm_export}"
    );
}

#[test]
fn the_declaration_form_writes_secret_or_public_as_its_field_shows() {
    let (saves, config) = folders();
    let (s, c) = (saves.path(), config.path());
    let path = play(
        s,
        c,
        "en",
        "polaris-3e",
        "Form",
        "add Ganger enemy from ganger\nadd Guard enemy from ganger\nstart\n",
    );
    let mut app = fight_on(&path);
    // The first declarer is an NPC: the field says secret, and the line carries it.
    press(&mut app, KeyCode::Char('d'));
    assert_eq!(form_field(&app, "tui-field-secrecy"), "secret");
    chars(&mut app, "zq7formplan");
    press(&mut app, KeyCode::Enter);
    let lines = saved(&path);
    let last = lines.last().expect("a line");
    assert!(
        last.contains("zq7formplan") && last.ends_with(" next secret"),
        "{last}"
    );
    // The next one's form opens: turned to public, the line says public.
    assert_eq!(form_field(&app, "tui-field-secrecy"), "secret");
    chars(&mut app, "zq7openplan");
    tab(&mut app, 3);
    press(&mut app, KeyCode::Right);
    assert_eq!(form_field(&app, "tui-field-secrecy"), "public");
    press(&mut app, KeyCode::Enter);
    let lines = saved(&path);
    let last = lines.last().expect("a line");
    assert!(
        last.contains("zq7openplan") && last.ends_with(" public"),
        "{last}"
    );
    let gm = declarations(s, c, "form");
    assert_eq!(gm.iter().filter(|d| d.2).count(), 1, "{gm:?}");
}

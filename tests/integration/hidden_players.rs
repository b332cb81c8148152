//! What players see of hidden combatants: nothing. An ambush of three hidden gangers and a
//! hidden sniper, played record by record; at every record the players' watch (drawn
//! through the app, as `fray watch` draws it) and `fray export --players` (the real
//! binary) name none of those hidden then and never seen, count none of them (roster,
//! ladder, whose turn), and an attack by the hidden sniper on Baral reads "someone" in
//! English and French.

use crate::common;

use std::path::Path;

use common::cli::{fray_in, text};
use common::replay_app::{app_on, screen_of};
use fray::engine::Header;
use fray::session::Session;
use fray::tui::app::App;
use fray::tui::replay;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The ambush as a GM plays it: the sniper keeps hidden (`reveal-on-act off`), the
/// gangers do not, so Ganger 2's attack reveals Ganger 2 alone.
const AMBUSH: &[&str] = &[
    "add \"Baral Faadhi\" pc from mercenary",
    "add Lena pc from mercenary",
    "add 3 gangers hidden",
    "add Sniper enemy from ganger hidden",
    "option reveal-on-act off",
    "note sniper \"on the crane\"",
    "set ganger-1 reaction=12",
    "option dice table",
    "start",
    "attack sniper baral armes-de-poing d20=3 location=5 damage=2d6+3:4,5",
    "option reveal-on-act on",
    "attack ganger-2 lena armes-de-poing d20=4 location=5 damage=2d6+3:3,3",
    "condition ganger-3 prone",
    "undo",
    "redo",
    "reveal ganger-3",
    "hide ganger-3",
];

const DEADLINE: u64 = 60;

fn render(app: &App) -> String {
    let mut term = Terminal::new(TestBackend::new(150, 40)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

/// The names hidden in the GM's state now.
fn hidden_now(session: &Session) -> Vec<String> {
    session
        .timeline()
        .state()
        .combatants
        .iter()
        .filter(|c| c.hidden)
        .map(|c| c.name.clone())
        .collect()
}

/// How many combatants players may see now.
fn seen_now(session: &Session) -> usize {
    session
        .timeline()
        .state()
        .combatants
        .iter()
        .filter(|c| !c.hidden)
        .count()
}

/// Every word that would name a hidden combatant: the name and the slug a command uses.
fn words_of(name: &str) -> [String; 2] {
    [name.to_string(), fray::model::combatant::slug(name)]
}

#[test]
fn the_players_watch_never_names_or_counts_a_hidden_combatant_at_any_record() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("ambush.fray.jsonl");
    let header = Header::new(fray::systems::polaris::ID, "Ambush", 11, 0);
    let mut gm = Session::create(&path, header).expect("create");
    let mut checked = 0;
    let mut ever_seen: Vec<String> = Vec::new();
    for line in AMBUSH {
        gm.execute(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        let app = app_on(replay::watch(&path).expect("watch opens"));
        let shown = render(&app);
        let screen = screen_of(&app);
        for c in &gm.timeline().state().combatants {
            if !c.hidden && !ever_seen.contains(&c.name) {
                ever_seen.push(c.name.clone());
            }
        }
        for name in hidden_now(&gm) {
            assert!(
                screen.report.combatants.iter().all(|c| c.name != name),
                "after {line:?}: {name} on the players' roster"
            );
            // Who was seen once (revealed, then hidden again) keeps their past lines.
            if ever_seen.contains(&name) {
                continue;
            }
            for word in words_of(&name) {
                assert!(
                    !shown.contains(&word),
                    "after {line:?}: {word:?} on the players' screen:\n{shown}"
                );
                assert!(
                    screen.log.iter().all(|l| !l.narration.contains(&word)),
                    "after {line:?}: {word:?} in the players' log"
                );
            }
            assert!(
                screen.report.ladder.iter().all(|r| r.name != name),
                "after {line:?}: {name} on the players' ladder"
            );
        }
        assert_eq!(
            screen.report.combatants.len(),
            seen_now(&gm),
            "after {line:?}: the players' roster counts only who they see"
        );
        assert!(
            screen.report.current.is_none()
                || !hidden_now(&gm).contains(screen.report.current.as_ref().expect("current")),
            "after {line:?}: a hidden combatant's turn is not shown"
        );
        checked += 1;
    }
    assert_eq!(checked, AMBUSH.len());
    // The sniper's attack on Baral is told, the sniper unnamed.
    let app = app_on(replay::watch(&path).expect("watch opens"));
    let log: Vec<String> = screen_of(&app)
        .log
        .iter()
        .map(|l| l.narration.clone())
        .collect();
    assert!(
        log.iter()
            .any(|l| l.starts_with("someone tests") && l.contains("Baral Faadhi")),
        "{log:#?}"
    );
    assert!(
        log.iter().any(|l| l.contains("Ganger 2 appears")),
        "the gangers' attack reveals him: {log:#?}"
    );
    println!("players' watch checked at {checked} records");
}

/// `fray export --players` after each record of the ambush: no hidden name, in English
/// and French, and the sniper's attack reads "someone" / "quelqu’un".
#[test]
fn the_players_export_never_names_a_hidden_combatant_at_any_record() {
    for (lang, someone) in [("en", "someone tests"), ("fr", "quelqu’un teste")] {
        let saves = tempfile::tempdir().expect("saves");
        let config = tempfile::tempdir().expect("settings");
        let (s, c) = (saves.path(), config.path());
        let out = fray_in(
            s,
            c,
            lang,
            &[
                "new",
                "--rules",
                "polaris-3e",
                "--seed",
                "11",
                "--no-open",
                "Ambush",
            ],
            "",
            DEADLINE,
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        let mut hidden: Vec<&str> = Vec::new();
        let mut last = String::new();
        for line in AMBUSH {
            let out = fray_in(
                s,
                c,
                "en",
                &["run", "ambush", "--script", "-"],
                &format!("{line}\n"),
                DEADLINE,
            );
            assert!(out.status.success(), "{line}: {}", text(&out.stderr));
            hidden = hidden_after(s, c);
            last = export(s, c, lang);
            // Ganger 3, revealed then hidden again, keeps the lines players saw.
            for name in hidden.iter().filter(|n| **n != "Ganger 3") {
                for word in words_of(name) {
                    assert!(
                        !last.contains(&word),
                        "{lang}, after {line:?}: {word:?} in the players' export:\n{last}"
                    );
                }
            }
        }
        assert_eq!(hidden, ["Ganger 1", "Ganger 3", "Sniper"]);
        assert!(
            last.lines()
                .any(|l| l.contains(someone) && l.contains("Baral Faadhi")),
            "{lang}: {last}"
        );
        assert!(!last.contains("on the crane"), "no GM note: {last}");
    }
}

fn hidden_after(saves: &Path, config: &Path) -> Vec<&'static str> {
    let out = fray_in(
        saves,
        config,
        "en",
        &["show", "ambush", "--json"],
        "",
        DEADLINE,
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    json["combatants"]
        .as_array()
        .expect("combatants")
        .iter()
        .filter(|c| c["hidden"] == serde_json::Value::Bool(true))
        .filter_map(|c| c["name"].as_str())
        .map(|n| match n {
            "Ganger 1" => "Ganger 1",
            "Ganger 2" => "Ganger 2",
            "Ganger 3" => "Ganger 3",
            "Sniper" => "Sniper",
            other => panic!("unexpected hidden {other}"),
        })
        .collect()
}

fn export(saves: &Path, config: &Path, lang: &str) -> String {
    let out = fray_in(
        saves,
        config,
        lang,
        &["export", "ambush", "--players"],
        "",
        DEADLINE,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

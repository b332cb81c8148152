//! A short Cyberpunk interval fight played in French on the GM's screen, the way a GM plays
//! it: a burst with recoil, full auto, a pistol that jams on a natural 1, a stun save
//! failed, a death save failed, each line typed at the `:` prompt in French. Every screen
//! (each pane zoomed, at 160×48 and 80×24) and the players' watch of the save are read
//! for English words (`common::english`), rule IDs (`CPI-`), counts that disagree with
//! their noun (« 1 balles », « 0 actions ») and each fact said twice on its log line.

use crate::common;

use common::french_screens::{
    Screens, assert_no_english, fight_on, panes, press, replay_and_watch, save_of, send_lines,
};
use fray::engine::Header;
use fray::i18n::{Lang, with_lang};
use ratatui::crossterm::event::KeyCode;

/// The fight up to the first action: three fighters, initiative rolled, actions chosen.
const OPENING: [&str; 7] = [
    "add Vic pc from solo",
    "add Kurt enemy from booster",
    "add Razor enemy from booster-boss",
    "start initiative=9,6,5",
    "actions vic 2",
    "actions kurt 1",
    "actions razor 1",
];

/// The rest, typed in French: Vic's burst then full auto with the rifle's recoil (CON 8
/// under its CON min 15), Razor's SMG, Kurt's cheap pistol jamming on a natural 1, Kurt
/// stunned, Razor at Mortal 3 failing his death save.
const TYPED: [&str; 12] = [
    "suivant",
    "tire vic fusil rafale contre=15 jet=6",
    "suivant",
    "tire vic fusil auto 12 contre=15 jet=8",
    "suivant",
    "tire razor auto 10 contre=15 jet=7",
    "suivant",
    "tire kurt coup-par-coup contre=15 jet=1 confirmation=2",
    "degats kurt 13 sauvegarde=10",
    "degats razor 26 sauvegarde=1",
    "sauvegarde razor mort sauvegarde=10",
    "suivant",
];

/// French nouns a count agrees with on these screens: singular for 0 and 1.
const COUNTED: [&str; 9] = [
    "balles",
    "actions",
    "points",
    "tirées",
    "rounds",
    "lignes",
    "tours",
    "armes",
    "enregistrements",
];

/// The words after a 0 or a 1 standing alone that are plural (« 1 balles »).
fn wrong_counts(text: &str) -> Vec<String> {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == '│')
        .collect();
    words
        .windows(2)
        .filter(|w| matches!(w[0], "0" | "1") && COUNTED.contains(&w[1]))
        .map(|w| w.join(" "))
        .collect()
}

#[test]
fn a_short_cyberpunk_fight_in_french_reads_french_with_right_counts() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("ruelle.fray.jsonl");
    let header = Header::new(fray::systems::cyberpunk::ID, "Ruelle", 3, 0);
    let mut screens = Screens::default();
    with_lang(Lang::Fr, || {
        save_of(&path, header, OPENING.into_iter());
        let mut app = fight_on(&path, dir.path());
        panes(&mut screens, &mut app, "opening");
        for line in TYPED {
            send_lines(&mut screens, &mut app, "fight", &[line]);
            // A hit opens the damage form on the one hit (drawn above): the GM closes it.
            press(&mut app, KeyCode::Esc);
            panes(&mut screens, &mut app, &format!("after {line}"));
        }
    });
    // Every typed line was taken: none refused.
    let saved = fray::store::load(&path).expect("load").records.len();
    assert_eq!(saved, OPENING.len() + TYPED.len(), "a line was refused");
    // One fact, one mention on each record's line of the GM's log: the jam, the stun,
    // the death.
    let mut command = common::cli::command(dir.path(), &["log", "ruelle.fray.jsonl"]);
    command.env("FRAY_LANG", "fr");
    let out = common::cli::feed(command, "");
    let log = common::cli::text(&out.stdout).replace(['\u{a0}', '\u{202f}'], " ");
    assert!(
        log.contains("est enrayée") && log.contains("Razor : mort"),
        "{log}"
    );
    for line in log.lines() {
        for fact in [
            "enrayée",
            "Kurt : sonné",
            ": étourdi",
            "Razor : mort",
            ": mort ;",
        ] {
            assert!(line.matches(fact).count() <= 1, "{fact} twice: {line}");
        }
        assert!(
            !(line.contains("Kurt : sonné") && line.contains(": étourdi")),
            "{line}"
        );
    }
    with_lang(Lang::Fr, || replay_and_watch(&mut screens, &path));
    for (name, text) in &screens.0 {
        assert!(!text.contains("CPI-"), "a rule ID on {name}:\n{text}");
        let wrong = wrong_counts(text);
        assert!(wrong.is_empty(), "{wrong:?} on {name}:\n{text}");
    }
    assert_no_english(
        &screens
            .audit_for(&[fray::systems::cyberpunk::ID], &[path])
            .without_typed_syntax(),
    );
}

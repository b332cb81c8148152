//! A Cyberpunk fight's wounds and saves as the GM and the players read them, in French
//! (and English): the roster's wound column shows the players' health whole (« gravement
//! blessé », not « gravemen… »), or a short form the `?` legend explains when the pane is
//! too narrow; the penalty column writes its minus as the interval ladder beside it does
//! (`−4`); a failed stun or death save says its condition once; a death save due reads
//! the same figure on the roster, in the log and in `fray show`.

use crate::common;

use common::fight_app::{drawn, fight_of, new_session, press};
use common::replay_app::app_on;
use common::results_shown::played;
use fray::i18n::{Lang, with_lang};
use ratatui::crossterm::event::KeyCode;

/// Vic (a PC) fails a stun save then a death save; Kurt is badly wounded and keeps his
/// wits; Razor is at Mortal 3, a death save due.
const SCRIPT: &str = "add Vic pc from solo\n\
                      add Kurt enemy from booster\n\
                      add Razor enemy from booster-boss\n\
                      start initiative=9,6,5\n\
                      actions vic 2\n\
                      damage vic 13 save=10\n\
                      damage kurt 13 save=1\n\
                      damage razor 26 save=1\n\
                      save vic death save=10\n";

/// The fight after [`SCRIPT`], saved in `dir`, each line typed in `lang`.
fn fight_in(dir: &std::path::Path, lang: Lang) -> std::path::PathBuf {
    fight_with(dir, lang, "")
}

/// The fight after [`SCRIPT`] then `more` lines.
fn fight_with(dir: &std::path::Path, lang: Lang, more: &str) -> std::path::PathBuf {
    with_lang(lang, || {
        let (mut session, _, path) = new_session(dir, fray::systems::cyberpunk::ID, "Ruelle", 3);
        for line in SCRIPT.lines().chain(more.lines()) {
            session
                .execute(line)
                .unwrap_or_else(|e| panic!("{line}: {e}"));
        }
        path
    })
}

/// The GM's fight screen on the save at `path`, opened in `lang`.
fn gm_app(path: &std::path::Path, lang: Lang) -> fray::tui::app::App {
    with_lang(lang, || {
        let (session, warnings) = fray::session::Session::open(path).expect("open");
        fight_of(session, &warnings, path.parent().expect("a folder"))
    })
}

/// The row of `who` on each roster line of a screen (the roster is the pane that holds
/// the `PJ`/`pc` and `En` side marks).
fn roster_rows<'a>(screen: &'a str, who: &str) -> Vec<&'a str> {
    screen
        .lines()
        .flat_map(|l| l.split('│'))
        .filter(|pane| pane.contains(&format!(" {who} ")) && pane.starts_with("En "))
        .collect()
}

/// The players' view (`fray watch`) at 160×48 and 80×24 (its roster zoomed too) and the
/// GM's roster: Kurt's health whole, never cut; « −4 » in the penalty column.
#[test]
fn the_wound_state_reads_whole_on_the_watch_and_the_roster() {
    let dir = tempfile::tempdir().expect("tempdir");
    for (lang, badly, cut) in [
        (Lang::Fr, "graves blessures", "graves b…"),
        (Lang::En, "badly wounded", "badly wo…"),
    ] {
        let path = fight_in(dir.path(), lang);
        let watch = with_lang(lang, || {
            app_on(fray::tui::replay::watch(&path).expect("the players' view"))
        });
        let mut zoomed = with_lang(lang, || {
            app_on(fray::tui::replay::watch(&path).expect("the players' view"))
        });
        // The roster has the focus when the view opens.
        press(&mut zoomed, KeyCode::Char('z'));
        let screens = [
            with_lang(lang, || drawn(&watch, 160, 48)),
            with_lang(lang, || drawn(&watch, 80, 24)),
            with_lang(lang, || drawn(&zoomed, 80, 24)),
        ];
        for screen in &screens {
            let kurt = roster_rows(screen, "Kurt");
            assert!(!kurt.is_empty(), "no roster row for Kurt:\n{screen}");
            for row in kurt {
                assert!(
                    row.contains(badly) && !row.contains(cut),
                    "{lang:?}: {row}\n{screen}"
                );
            }
        }
        let gm = gm_app(&path, lang);
        for (w, h) in [(160, 48), (80, 24)] {
            let screen = with_lang(lang, || drawn(&gm, w, h));
            for row in roster_rows(&screen, "Kurt") {
                // Kurt's total penalty, with the ladder's typographic minus.
                assert!(
                    row.contains(" −4 ") && !row.contains("-4"),
                    "{row}\n{screen}"
                );
            }
        }
        std::fs::remove_file(&path).expect("the save is removed");
    }
}

/// A roster too narrow for « graves blessures » (a long name joined, a 44-column
/// terminal) writes « gr. bl. » (« badly wd. »), never a word cut in its middle, and the
/// `?` legend says what it stands for. The English words are shorter: « badly wounded »
/// still fits whole there.
#[test]
fn a_narrow_roster_shortens_the_wound_state_on_purpose() {
    let dir = tempfile::tempdir().expect("tempdir");
    for (lang, short, legend) in [
        (
            Lang::Fr,
            "gr. bl.",
            "«\u{a0}gr. bl.\u{a0}» graves blessures",
        ),
        (Lang::En, "badly wounded", "“badly wd.” badly wounded"),
    ] {
        let path = fight_with(
            dir.path(),
            lang,
            "add Zarathoustra-Grand enemy from booster",
        );
        let watch = with_lang(lang, || {
            app_on(fray::tui::replay::watch(&path).expect("the players' view"))
        });
        let screen = with_lang(lang, || drawn(&watch, 44, 16));
        let kurt = roster_rows(&screen, "Kurt");
        assert!(!kurt.is_empty(), "no roster row for Kurt:\n{screen}");
        for row in kurt {
            assert!(
                row.contains(short) && !row.contains("…"),
                "{lang:?}: {row}\n{screen}"
            );
        }
        let said = with_lang(lang, fray::tui::text::legend_short_health);
        assert!(said.contains(legend), "{said}");
        std::fs::remove_file(&path).expect("the save is removed");
    }
}

/// The parts of the record line that typed `command` in a `fray run` / `fray log` /
/// export output: the line holding it, split at « ; ».
fn facts_of<'a>(out: &'a str, marker: &str) -> Vec<&'a str> {
    let line = out
        .lines()
        .find(|l| l.contains(marker))
        .unwrap_or_else(|| panic!("no line with {marker:?}:\n{out}"));
    line.split(" ; ").map(str::trim).collect()
}

/// One fact, one line: Vic's failed stun save is followed by « Vic : sonné » once, his
/// failed death save by « Vic : mort » once, for the GM (`fray run`, `fray log`, the GM's
/// export) and for the players (their export: Vic is a PC, his saves are open).
#[test]
fn a_failed_save_says_its_condition_once() {
    let shown = played("cyberpunk-interval", "fr", SCRIPT);
    for (name, out) in [
        ("fray run", &shown.run),
        ("fray log", &shown.log),
        ("export --gm", &shown.gm_export),
        ("export", &shown.players_export),
    ] {
        let out = out.replace(['\u{a0}', '\u{202f}'], " ");
        let stun = facts_of(&out, "Vic rate son jet contre l’étourdissement");
        let stunned = stun.iter().filter(|f| f.ends_with(": sonné")).count();
        let said = stun.iter().filter(|f| f.ends_with(": étourdi")).count();
        assert_eq!((stunned, said), (1, 0), "{name}: {stun:?}");
        let death = facts_of(&out, "Vic rate son jet contre la mort");
        let dead = death.iter().filter(|f| f.ends_with(": mort")).count();
        assert_eq!(dead, 1, "{name}: {death:?}");
    }
}

/// « Mortal 0 to Mortal 6 … Death save every round at −(mortal level) » (the rules'
/// wound table): Razor at Mortal 3 owes a death save at −3, and the roster, the log and
/// `fray show` all say « jet contre la mort dû à −3 ».
#[test]
fn a_death_save_due_reads_the_same_figure_everywhere() {
    let due = "jet contre la mort dû à −3";
    let shown = played("cyberpunk-interval", "fr", SCRIPT);
    for (name, out) in [("fray log", &shown.log), ("fray show", &shown.show)] {
        let razor: Vec<&str> = out.lines().filter(|l| l.contains(due)).collect();
        assert_eq!(razor.len(), 1, "{name}:\n{out}");
        assert!(
            !out.contains("dû +") && !out.contains("dû 3"),
            "{name}:\n{out}"
        );
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let path = fight_in(dir.path(), Lang::Fr);
    let screen = with_lang(Lang::Fr, || drawn(&gm_app(&path, Lang::Fr), 160, 48));
    let razor = roster_rows(&screen, "Razor");
    assert!(razor.iter().any(|r| r.contains(due)), "{screen}");
}

//! A Corporates turn run from the keys alone (issue 18, "done when"): `?` lists the
//! Corporates keys; the start, every announcement from the declare form, a shot, an
//! aiming step, a dodge, survival mode and a delay from their keys, a bad value refused
//! on the form before anything runs, a melee strike, its damage and a level back. The save's lines are the
//! ones the keys wrote.

use crate::common;

use common::fight_app::{chars, fight_of, press, saved, tab};
use fray::session::Session;
use fray::tui::app::App;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn screen(app: &App) -> String {
    let mut term = Terminal::new(TestBackend::new(160, 60)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

/// The fight screen at `w` × `h`.
fn sized(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

fn alt(app: &mut App, c: char) {
    app.handle_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::ALT));
}

/// Who the open form is about: the first field cleared and its name's first letter typed
/// (a choice picks the first name starting with it).
fn who(app: &mut App, name: &str) {
    press(app, KeyCode::Backspace);
    chars(app, &name[..1]);
}

/// `name` announces `count` declared actions from the declare key, out of the order
/// (the form opens on the count of the one whose turn it is: ↑ to who announces).
fn declare(app: &mut App, name: &str, count: &str) {
    press(app, KeyCode::Char('d'));
    press(app, KeyCode::Up);
    who(app, name);
    tab(app, 1);
    press(app, KeyCode::Backspace);
    chars(app, count);
    tab(app, 1);
    press(app, KeyCode::Right);
    press(app, KeyCode::Enter);
}

#[test]
fn a_turn_from_the_keys_only() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("roof.fray.jsonl");
    let header = fray::engine::Header::new(fray::systems::corporates::ID, "Roof", 18, 0);
    drop(fray::store::SaveLog::create(&path, &header).expect("create"));
    let (mut session, warnings) = Session::open(&path).expect("open");
    for line in [
        "add Kane pc from team-leader",
        "add Mara pc from bodyguard",
        "add Roofer enemy from sniper",
        "add Tag enemy from ganger",
    ] {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    let mut app = fight_of(session, &warnings, dir.path());
    press(&mut app, KeyCode::Char('?'));
    let help = screen(&app);
    for label in ["survival mode", "melee strike", "covering fire", "shoot"] {
        assert!(help.contains(label), "{label}: {help}");
    }
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('i'));
    declare(&mut app, "Tag", "1");
    declare(&mut app, "Roofer", "2");
    declare(&mut app, "Mara", "1");
    declare(&mut app, "Kane", "3");
    let grid = screen(&app);
    assert!(grid.contains("Segment 1 of 5"), "{grid}");
    // Segment 1: Kane shoots the sniper; a crowd of 99 is refused on the form first.
    press(&mut app, KeyCode::Char('a'));
    who(&mut app, "Kane");
    tab(&mut app, 14);
    chars(&mut app, "99");
    press(&mut app, KeyCode::Enter);
    let refused = screen(&app);
    assert!(refused.contains("Shot"), "the form stays open: {refused}");
    assert!(
        refused.contains("10"),
        "the density's range is said: {refused}"
    );
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Enter);
    // Tag dodges at once (undeclared), Mara switches to survival mode.
    alt(&mut app, 'd');
    who(&mut app, "Tag");
    press(&mut app, KeyCode::Enter);
    alt(&mut app, 'o');
    who(&mut app, "Mara");
    press(&mut app, KeyCode::Enter);
    // Segment 2: the sniper aims at Kane; Tag delays his action by one segment.
    press(&mut app, KeyCode::Char('n'));
    press(&mut app, KeyCode::Char('/'));
    who(&mut app, "Roofer");
    tab(&mut app, 1);
    who(&mut app, "Kane");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('D'));
    who(&mut app, "Tag");
    press(&mut app, KeyCode::Enter);
    // Segment 3: Kane strikes Tag with his knife, then the damage and a level back.
    press(&mut app, KeyCode::Char('n'));
    press(&mut app, KeyCode::Char('-'));
    who(&mut app, "Kane");
    tab(&mut app, 1);
    who(&mut app, "Tag");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('w'));
    who(&mut app, "Tag");
    tab(&mut app, 1);
    who(&mut app, "Kane");
    tab(&mut app, 1);
    chars(&mut app, "knife");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('H'));
    who(&mut app, "Tag");
    press(&mut app, KeyCode::Enter);
    // The log is narrated as each line runs, in the language then: the French screens are
    // those of the same save opened under French, narrated in French from its first line.
    // (A copy: the save is locked by the app still open on it.)
    let copy = dir.path().join("roof-fr.fray.jsonl");
    std::fs::copy(&path, &copy).expect("a copy of the save");
    let french = fray::i18n::with_lang(fray::i18n::Lang::Fr, || {
        let (session, warnings) = Session::open(&copy).expect("reopen");
        fight_of(session, &warnings, dir.path())
    });
    for (w, h) in [(80, 24), (160, 48)] {
        let english = fray::i18n::with_lang(fray::i18n::Lang::En, || sized(&app, w, h));
        insta::assert_snapshot!(format!("corporates_fight_en_{w}x{h}"), english);
        let shown = fray::i18n::with_lang(fray::i18n::Lang::Fr, || sized(&french, w, h));
        for english_word in [
            "joins",
            "begins",
            "announces",
            "declared action",
            "recovers",
        ] {
            assert!(
                !shown.contains(english_word),
                "{english_word:?} on the French screen:\n{shown}"
            );
        }
        insta::assert_snapshot!(format!("corporates_fight_fr_{w}x{h}"), shown);
    }
    let lines = saved(&path);
    let wanted = [
        "start",
        "declare Tag 1 force",
        "declare Roofer 2 force",
        "declare Mara 1 force",
        "declare Kane 3 force",
        "shoot Kane at Roofer with rifle range medium",
        "dodge Tag",
        "survival Mara",
        "next",
        "aim Roofer at Kane with rifle range medium standing",
        "delay Tag 1",
        "next",
        "strike Kane at Tag with knife",
        "hurt Tag by Kane with knife margin 24",
        "heal Tag wound 1",
    ];
    assert!(
        lines.ends_with(&wanted.map(String::from)),
        "{lines:#?}\n{}",
        screen(&app)
    );
}

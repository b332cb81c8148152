use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::*;
use crate::i18n::{Lang, with_lang};
use crate::tui::fight::{Share, ShareState};
use crate::tui::share::test_double::{FakeShared, FakeSharer};
use crate::tui::share::{Running, Shared};

fn drawn(share: &Share, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| render_share(share, &Theme::plain(), f.area(), f.buffer_mut()))
        .expect("draw");
    term.backend().to_string()
}

/// The screen's rows with the border and the row quotes taken out, runs of spaces made one.
fn flat(screen: &str) -> String {
    let cleaned: String = screen
        .chars()
        .map(|c| match c {
            '│' | '─' | '┌' | '┐' | '└' | '┘' | '"' | '\n' | '\u{a0}' => ' ',
            other => other,
        })
        .collect();
    cleaned.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn open(state: ShareState, lan: bool) -> Share {
    let mut share = Share::new(Some(FakeSharer::leaked(None)));
    share.state = state;
    share.lan = lan;
    share.open = true;
    share
}

fn running(url: &str, lan: bool, pages: usize) -> Running {
    let shared = FakeShared {
        url: url.into(),
        lan,
        stopped: Default::default(),
        pages: std::sync::Arc::new(pages.into()),
    };
    let shared: Box<dyn Shared> = Box::new(shared);
    Running::new(shared)
}

const URL: &str = "http://127.0.0.1:40123/0123456789abcdef0123456789abcdef/";

#[test]
fn a_closed_overlay_draws_nothing() {
    let mut share = open(ShareState::Off, false);
    share.open = false;
    assert!(flat(&drawn(&share, 80, 24)).is_empty());
}

#[test]
fn before_sharing_it_says_what_players_see_and_offers_this_machine_first() {
    let screen = flat(&drawn(&open(ShareState::Off, false), 100, 30));
    for said in [
        "Share with the players",
        "enemies' health in words, no notes, no hidden combatants, no GM rolls",
        "Who may open the page:",
        "● this machine only",
        "○ the local network",
        "Tab switches · Enter starts sharing · Esc closes",
    ] {
        assert!(screen.contains(said), "{said:?} in {screen}");
    }
    let screen = flat(&drawn(&open(ShareState::Off, true), 100, 30));
    assert!(screen.contains("○ this machine only"), "{screen}");
    assert!(screen.contains("● the local network"), "{screen}");
}

#[test]
fn a_failed_start_shows_why_escaped_and_how_to_try_again() {
    let share = open(
        ShareState::Failed("port 8080 is busy\u{1b}[2J".into()),
        false,
    );
    let screen = flat(&drawn(&share, 100, 30));
    assert!(
        screen.contains("Sharing could not start: port 8080 is busy"),
        "{screen}"
    );
    assert!(!screen.contains('\u{1b}'), "{screen}");
    assert!(screen.contains("Enter tries again"), "{screen}");
}

#[test]
fn while_starting_it_says_so() {
    let starting = crate::tui::share::Starting::begin(
        FakeSharer::leaked(None),
        std::path::PathBuf::from("/nowhere/x.fray.jsonl"),
        false,
    );
    let screen = flat(&drawn(&open(ShareState::Starting(starting), false), 80, 24));
    assert!(screen.contains("Starting to share…"), "{screen}");
    assert!(screen.contains("Esc closes"), "{screen}");
}

#[test]
fn while_sharing_the_address_its_code_who_can_open_it_and_the_pages() {
    let share = open(ShareState::On(running(URL, false, 2)), false);
    let screen = drawn(&share, 100, 40);
    assert!(screen.contains(URL), "the address on one row: {screen}");
    // The code's first row (its quiet zone) and the rows after it, whole.
    assert!(screen.contains(&"█".repeat(25)), "{screen}");
    assert!(screen.contains(&format!("██{}██", "▀▄".repeat(10) + "▀")));
    let flat = flat(&screen);
    for said in [
        "Players' page:",
        "Only this machine can open it.",
        "2 pages follow the fight.",
        "s stops sharing · Esc closes (sharing goes on)",
    ] {
        assert!(flat.contains(said), "{said:?} in {flat}");
    }
    assert!(!flat.contains("too small"), "{flat}");
}

#[test]
fn on_the_local_network_it_names_this_machines_address() {
    let share = open(ShareState::On(running(URL, true, 1)), true);
    let screen = flat(&drawn(&share, 100, 40));
    assert!(
        screen.contains(
            "Anyone on the local network can open it: this machine is 192.168.1.20 there."
        ),
        "{screen}"
    );
    assert!(screen.contains("1 page follows the fight."), "{screen}");
}

#[test]
fn a_terminal_too_small_for_the_code_says_so_and_keeps_the_address() {
    let share = open(ShareState::On(running(URL, false, 0)), false);
    // Too short for the code's 13 rows and the rest.
    let screen = drawn(&share, 80, 16);
    assert!(screen.contains(URL), "{screen}");
    assert!(
        !screen.contains('▄') && !screen.contains(&"█".repeat(25)),
        "{screen}"
    );
    let flat = flat(&screen);
    assert!(flat.contains("too small for the QR code"), "{flat}");
    assert!(flat.contains("No page follows the fight yet."), "{flat}");
    // Too narrow for the address on one row: it goes on over the next rows, never cut.
    let screen = drawn(&share, 40, 30);
    let joined: String = screen
        .lines()
        .map(|l| l.trim_matches('"').trim_matches(|c| c == '│' || c == ' '))
        .collect();
    assert!(joined.contains(URL), "{screen}");
}

#[test]
fn an_address_from_the_share_is_escaped() {
    let share = open(
        ShareState::On(running("http://127.0.0.1:1/\u{202e}x\u{1b}/", false, 0)),
        false,
    );
    let screen = drawn(&share, 100, 40);
    assert!(
        !screen.contains('\u{202e}') && !screen.contains('\u{1b}'),
        "{screen}"
    );
}

#[test]
fn the_status_mark_counts_the_pages_in_both_languages() {
    assert_eq!(status_mark(&open(ShareState::Off, false)), None);
    let one = open(ShareState::On(running(URL, false, 1)), false);
    let three = open(ShareState::On(running(URL, false, 3)), false);
    assert_eq!(status_mark(&one).as_deref(), Some("sharing · 1 page"));
    assert_eq!(status_mark(&three).as_deref(), Some("sharing · 3 pages"));
    with_lang(Lang::Fr, || {
        assert_eq!(status_mark(&one).as_deref(), Some("partage · 1 page"));
        assert_eq!(status_mark(&three).as_deref(), Some("partage · 3 pages"));
        let screen = flat(&drawn(&three, 100, 40));
        assert!(screen.contains("Partager avec les joueurs"), "{screen}");
        assert!(screen.contains("3 pages suivent le combat."), "{screen}");
        assert!(screen.contains("s arrête le partage"), "{screen}");
    });
}

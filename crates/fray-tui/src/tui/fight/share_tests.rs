use std::path::Path;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;
use crate::tui::share::test_double::FakeSharer;

fn key(share: &mut Share, code: KeyCode) -> ShareOutcome {
    share.handle_key(
        KeyEvent::new(code, KeyModifiers::NONE),
        Path::new("/saves/docks.fray.jsonl"),
    )
}

/// Ticks until the share is no longer starting (the start runs on another thread).
fn settle(share: &mut Share) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while matches!(share.state, ShareState::Starting(_)) {
        assert!(Instant::now() < deadline, "the share never came up");
        share.tick();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Waits for `flag` (set on another thread).
fn eventually(what: &str, flag: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !flag() {
        assert!(Instant::now() < deadline, "{what} never happened");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn without_a_sharer_the_key_says_sharing_is_not_available() {
    let mut share = Share::new(None);
    let said = share.open().expect_err("nothing to share with");
    assert_eq!(said, crate::tui::text::share_unavailable());
    assert!(said.contains("not available"), "{said}");
    assert!(!share.open);
}

#[test]
fn the_choice_defaults_to_this_machine_and_the_toggle_keys_switch_it() {
    let sharer = FakeSharer::leaked(None);
    let mut share = Share::new(Some(sharer));
    share.open().expect("opens");
    assert!(share.open && !share.lan);
    for (code, lan) in [
        (KeyCode::Tab, true),
        (KeyCode::Tab, false),
        (KeyCode::Char(' '), true),
        (KeyCode::Left, false),
        (KeyCode::Right, true),
        (KeyCode::Down, false),
        (KeyCode::Char('x'), false),
    ] {
        key(&mut share, code);
        assert_eq!(share.lan, lan, "after {code:?}");
    }
    assert_eq!(
        sharer.starts.load(Ordering::SeqCst),
        0,
        "nothing started yet"
    );
    key(&mut share, KeyCode::Esc);
    assert!(!share.open);
    assert!(matches!(share.state, ShareState::Off));
}

#[test]
fn enter_starts_with_the_choice_esc_closes_and_sharing_goes_on_until_s() {
    let sharer = FakeSharer::leaked(None);
    let mut share = Share::new(Some(sharer));
    share.open().expect("opens");
    key(&mut share, KeyCode::Tab);
    key(&mut share, KeyCode::Enter);
    settle(&mut share);
    assert_eq!(sharer.starts.load(Ordering::SeqCst), 1);
    assert!(
        sharer.lan.load(Ordering::SeqCst),
        "the local network was chosen"
    );
    let running = share.running().expect("shared");
    assert_eq!(running.url(), "http://127.0.0.1:4242/docks.fray.jsonl/");
    assert_eq!(running.pages(), 0);
    // The pages are counted again on the tick.
    sharer.pages.store(3, Ordering::SeqCst);
    assert!(share.tick(), "a new count is drawn");
    assert!(!share.tick(), "the same count needs no drawing");
    assert_eq!(share.running().map(Running::pages), Some(3));
    // Tab does not switch while shared; Esc closes, the share goes on.
    key(&mut share, KeyCode::Tab);
    assert!(share.lan);
    key(&mut share, KeyCode::Esc);
    assert!(!share.open);
    assert!(share.running().is_some());
    // The key again shows the share.
    share.open().expect("opens");
    assert!(share.open && share.running().is_some());
    assert_eq!(
        key(&mut share, KeyCode::Char('s')),
        ShareOutcome::Stopped(3)
    );
    assert!(matches!(share.state, ShareState::Off));
    assert!(share.open, "the overlay stays, ready to share again");
    eventually("the stop", || sharer.stopped.load(Ordering::SeqCst));
}

#[test]
fn enter_closes_the_overlay_while_shared() {
    let sharer = FakeSharer::leaked(None);
    let mut share = Share::new(Some(sharer));
    share.open().expect("opens");
    key(&mut share, KeyCode::Enter);
    settle(&mut share);
    assert!(
        !sharer.lan.load(Ordering::SeqCst),
        "this machine only by default"
    );
    key(&mut share, KeyCode::Enter);
    assert!(!share.open);
    assert!(
        share.running().is_some(),
        "Enter does not start a second share"
    );
    assert_eq!(sharer.starts.load(Ordering::SeqCst), 1);
}

#[test]
fn a_refused_start_is_kept_with_its_reason_and_enter_tries_again() {
    let sharer = FakeSharer::leaked(Some("port 8080 is busy"));
    let mut share = Share::new(Some(sharer));
    share.open().expect("opens");
    key(&mut share, KeyCode::Enter);
    settle(&mut share);
    match &share.state {
        ShareState::Failed(why) => assert_eq!(why, "port 8080 is busy"),
        other => panic!("expected a failure, got {other:?}"),
    }
    assert!(share.open);
    key(&mut share, KeyCode::Tab);
    assert!(share.lan, "the choice can still be changed");
    key(&mut share, KeyCode::Enter);
    settle(&mut share);
    assert_eq!(sharer.starts.load(Ordering::SeqCst), 2);
    assert!(sharer.lan.load(Ordering::SeqCst));
}

#[test]
fn dropping_the_screen_stops_the_share() {
    let sharer = FakeSharer::leaked(None);
    let mut share = Share::new(Some(sharer));
    share.open().expect("opens");
    key(&mut share, KeyCode::Enter);
    settle(&mut share);
    assert!(share.running().is_some());
    drop(share);
    eventually("the stop", || sharer.stopped.load(Ordering::SeqCst));
}

#[test]
fn stopping_every_share_stops_a_running_one_and_waits_for_it() {
    let sharer = FakeSharer::leaked(None);
    let mut share = Share::new(Some(sharer));
    share.open().expect("opens");
    let enter = KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE);
    share.handle_key(enter, Path::new("/saves/stop-all.fray.jsonl"));
    settle(&mut share);
    // Only this test's share: the other tests' go on (`stop_all` is `stop_where` for all).
    let mine = |url: &str| url.contains("stop-all");
    assert!(crate::tui::share::stop_where(Duration::from_secs(5), mine));
    assert!(
        sharer.stopped.load(Ordering::SeqCst),
        "stopped before stop_all returned"
    );
    // The screen's own stop later finds it stopped already.
    assert_eq!(
        key(&mut share, KeyCode::Char('s')),
        ShareOutcome::Stopped(0)
    );
}

//! The fight screen's share key with the real players' page server: the key and Enter
//! share the fight, the address is read from the drawn overlay, the page's data is
//! fetched over HTTP on 127.0.0.1, a command played by keys reaches it, and stopping (the
//! overlay's key, or leaving the fight for the start screen) tells the page `stopped` and
//! closes the port.

use crate::common;

use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::time::{Duration, Instant};

use common::fight_app::{chars, drawn, fight_of, flattened, new_session, press};
use common::http::{Events, get, split_url};
use fray::tui::app::{App, Screen};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A Polaris fight with two combatants, on the fight screen.
fn fight_screen(dir: &Path) -> App {
    let (mut session, warnings, _) = new_session(dir, fray::systems::polaris::ID, "Docks", 7);
    for line in ["add Kurt pc from mercenary", "add Ganger enemy from ganger"] {
        session.execute(line).expect(line);
    }
    fight_of(session, &warnings, dir)
}

/// The share key (Ctrl-o by default).
fn share_key(app: &mut App) {
    app.handle_key(KeyEvent::new(KeyCode::Char('o'), KeyModifiers::CONTROL));
}

/// Ticks the app (as the event loop does) until the screen shows `what`.
fn tick_until(app: &mut App, what: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        app.tick(Instant::now());
        let screen = drawn(app, 120, 50);
        if screen.contains(what) {
            return screen;
        }
        assert!(Instant::now() < deadline, "{what:?} never shown:\n{screen}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The players' page's address as the overlay draws it.
fn url_on(screen: &str) -> String {
    let at = screen
        .find("http://127.0.0.1:")
        .expect("an address on screen");
    screen[at..]
        .chars()
        .take_while(|c| !c.is_whitespace() && !matches!(c, '│' | '"'))
        .collect()
}

/// The `seq` of the page's data (the JSON of `/state` or of an event).
fn seq_of(json: &str) -> u64 {
    let value: serde_json::Value = serde_json::from_str(json).expect("JSON");
    value["seq"].as_u64().expect("a seq")
}

/// Waits until nothing listens on `addr` any more.
fn closed_within(addr: SocketAddr, secs: u64) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    while TcpStream::connect_timeout(&addr, Duration::from_millis(200)).is_ok() {
        assert!(Instant::now() < deadline, "{addr} still listens");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Presses the share key and Enter; the address drawn, and its socket and base path.
fn share(app: &mut App) -> (String, SocketAddr, String) {
    share_key(app);
    let before = flattened(&drawn(app, 120, 50));
    assert!(before.contains("Share with the players"), "{before}");
    assert!(before.contains("● this machine only"), "{before}");
    press(app, KeyCode::Enter);
    let screen = tick_until(app, "http://127.0.0.1:");
    let url = url_on(&screen);
    let (addr, base) = split_url(&url);
    assert!(addr.ip().is_loopback(), "{addr}");
    (url, addr, base)
}

#[test]
fn the_share_key_serves_the_fight_follows_a_command_and_stops() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = fight_screen(dir.path());
    let (url, addr, base) = share(&mut app);
    let screen = flattened(&drawn(&app, 120, 50));
    assert!(
        screen.contains("Only this machine can open it."),
        "{screen}"
    );
    assert!(screen.contains(&url), "{screen}");
    let state = get(addr, &format!("{base}state"));
    assert_eq!(state.status, 200);
    assert_eq!(seq_of(&state.text()), 2, "the two records before sharing");
    let mut events = Events::open(addr, &format!("{base}events"), "");
    let first = events.next().expect("the first event");
    assert_eq!((first.name.as_str(), seq_of(&first.data)), ("state", 2));
    // The overlay closed, sharing goes on; a command played by keys reaches the page.
    press(&mut app, KeyCode::Esc);
    let screen = tick_until(&mut app, "sharing · 1 page");
    let status = screen.lines().last().expect("a status line");
    assert!(
        status.contains("sharing · 1 page"),
        "on the status line: {status}"
    );
    assert!(!flattened(&screen).contains("Share with the players"));
    press(&mut app, KeyCode::Char(':'));
    chars(&mut app, "add Sniper enemy from ganger");
    press(&mut app, KeyCode::Enter);
    let seen = events.until(20, |e| e.name == "state" && seq_of(&e.data) == 3);
    assert!(
        seen.last().is_some_and(|e| e.data.contains("Sniper")),
        "{seen:?}"
    );
    assert_eq!(seq_of(&get(addr, &format!("{base}state")).text()), 3);
    // The key again shows the share; `s` stops it.
    share_key(&mut app);
    let again = flattened(&drawn(&app, 120, 50));
    assert!(
        again.contains(&url) && again.contains("1 page follows the fight."),
        "{again}"
    );
    press(&mut app, KeyCode::Char('s'));
    events.until(20, |e| e.name == "stopped");
    closed_within(addr, 10);
    let screen = drawn(&app, 120, 50);
    let after = flattened(&screen);
    assert!(
        after.contains("Sharing stopped; the page following was told so."),
        "{after}"
    );
    assert!(
        after.contains("Tab switches"),
        "ready to share again: {after}"
    );
    let status = screen.lines().last().expect("a status line");
    assert!(
        status.contains("Docks") && !status.contains("sharing"),
        "{status}"
    );
}

#[test]
fn leaving_the_fight_for_the_start_screen_stops_sharing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = fight_screen(dir.path());
    app.from_start = true;
    let (_, addr, base) = share(&mut app);
    let mut events = Events::open(addr, &format!("{base}events"), "");
    assert_eq!(events.next().map(|e| e.name).as_deref(), Some("state"));
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('q'));
    assert!(
        matches!(app.screen, Screen::Start(_)),
        "back on the start screen"
    );
    events.until(20, |e| e.name == "stopped");
    closed_within(addr, 10);
}

#[test]
fn the_key_is_listed_in_the_help_in_both_languages() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = fight_screen(dir.path());
    press(&mut app, KeyCode::Char('?'));
    let help = flattened(&drawn(&app, 160, 80));
    assert!(
        help.contains("Ctrl-o share the fight with the players' phones"),
        "{help}"
    );
    fray::i18n::with_lang(fray::i18n::Lang::Fr, || {
        let help = flattened(&drawn(&app, 160, 80));
        assert!(
            help.contains("Ctrl-o partager le combat avec les téléphones des joueurs"),
            "{help}"
        );
    });
}

//! The start screen answers at once (issue 39, point 7): with a folder of saves the
//! summary cache does not know, the first frame lists every save (file name, date, size)
//! with a progress line, before their summaries are read; the app's tick fills them in,
//! the selection staying on the same save; quitting while saves are read does not wait,
//! leaves no reader thread, and keeps in the cache what was read. English and French.
//!
//! Alone in its test binary: the language and `FRAY_CACHE_DIR` belong to the whole
//! process.

mod common;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use common::saves::copy_example;
use fray::i18n::{self, Lang};
use fray::tui::app::{App, Screen};
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use ratatui::crossterm::event::KeyCode;

/// How many saves the folder holds: 20 of 42 KB, more than the start screen reads
/// before its first frame.
const SAVES: usize = 20;

/// Long enough for any machine; a hang fails instead of blocking the suite.
const DEADLINE: Duration = Duration::from_secs(60);

/// The start screen as drawn at 160x40.
fn screen(app: &App) -> String {
    common::fight_app::drawn(app, 160, 40)
}

/// A folder of [`SAVES`] copies of the Cyberpunk example, `alley-00` the newest, all
/// written an hour ago or more (so that the cache may keep them).
fn folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    for n in 0..SAVES {
        let path = copy_example(
            "cpi-alley.fray.jsonl",
            dir.path(),
            &format!("alley-{n:02}.fray.jsonl"),
        );
        let when = SystemTime::now() - Duration::from_secs(3_600 * (1 + n as u64));
        std::fs::File::options()
            .write(true)
            .open(&path)
            .and_then(|f| f.set_modified(when))
            .expect("date the save");
    }
    dir
}

/// A new, empty summary cache for the process.
fn cold_cache(root: &Path, name: &str) -> PathBuf {
    let cache = root.join(name);
    // SAFETY: the only test of this binary; nothing else reads the environment now.
    unsafe { std::env::set_var("FRAY_CACHE_DIR", &cache) };
    cache
}

/// The path of the save selected on the start screen.
fn selected_path(app: &App) -> PathBuf {
    let Screen::Start(start) = &app.screen else {
        panic!("the start screen")
    };
    match start.items()[start.selected()] {
        fray::tui::start::StartItem::Save(i) => start.saves()[i].path.clone(),
        other => panic!("a save is selected, not {other:?}"),
    }
}

/// Ticks the app until every save is read, or fails at the deadline.
fn tick_until_read(app: &mut App) {
    let started = Instant::now();
    while app.listing.is_some() {
        assert!(
            started.elapsed() < DEADLINE,
            "the saves were never all read"
        );
        app.tick(Instant::now());
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The reader threads of this process still alive (Linux names them, cut to 15 bytes).
fn readers_alive() -> usize {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return 0;
    };
    tasks
        .flatten()
        .filter(|t| {
            std::fs::read_to_string(t.path().join("comm"))
                .is_ok_and(|name| name.starts_with("fray-saves-read"))
        })
        .count()
}

/// Waits until no reader thread is left, or fails at the deadline.
fn no_reader_left() {
    let started = Instant::now();
    while readers_alive() > 0 {
        assert!(
            started.elapsed() < DEADLINE,
            "a reader thread outlived the start screen"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn the_start_screen_lists_every_save_at_once_then_fills_in_their_summaries() {
    let dir = folder();
    let root = tempfile::tempdir().expect("temp dir");

    // English, cold cache: every save is listed on the first frame, most of them by
    // file name and size only, under a progress line.
    i18n::set(Lang::En);
    cold_cache(root.path(), "cache-en");
    let mut app = App::start(dir.path().to_path_buf(), Keymap::default(), Theme::plain());
    let first = screen(&app);
    assert!(first.contains("reading saves: "), "{first}");
    assert!(first.contains(&format!(" of {SAVES}")), "{first}");
    assert!(first.contains("reading… ("), "{first}");
    assert!(
        first.contains("alley-19"),
        "the oldest file is listed: {first}"
    );
    assert!(
        first.contains("Cyberpunk"),
        "what was read at once is shown: {first}"
    );

    // The GM moves onto the last row, still unread, while the list fills.
    for _ in 0..SAVES {
        common::fight_app::press(&mut app, KeyCode::Down);
    }
    let chosen = selected_path(&app);
    assert!(
        chosen.ends_with("alley-19.fray.jsonl"),
        "{}",
        chosen.display()
    );
    tick_until_read(&mut app);
    let full = screen(&app);
    assert!(!full.contains("reading saves"), "{full}");
    assert!(!full.contains("reading…"), "{full}");
    assert!(
        !full.contains("alley-"),
        "every row has its encounter's name: {full}"
    );
    assert_eq!(
        selected_path(&app),
        chosen,
        "the selection stays on its save"
    );
    drop(app);
    no_reader_left();

    // French, another cold cache: the same, in French.
    i18n::set(Lang::Fr);
    cold_cache(root.path(), "cache-fr");
    let mut app = App::start(dir.path().to_path_buf(), Keymap::default(), Theme::plain());
    let first = screen(&app);
    assert!(first.contains("lecture des sauvegardes\u{a0}: "), "{first}");
    assert!(first.contains(&format!(" sur {SAVES}")), "{first}");
    assert!(first.contains("lecture… ("), "{first}");
    assert!(first.contains("\u{a0}Ko)"), "{first}");

    // Quitting while the saves are read: the app quits, nothing waits for the reader,
    // and the reader ends.
    common::fight_app::press(&mut app, KeyCode::Char('q'));
    assert!(app.quit);
    assert!(app.listing.is_none(), "the reader is let go on quitting");
    drop(app);
    no_reader_left();

    // What was read before quitting is in the cache: the next start reads fewer saves.
    let app = App::start(dir.path().to_path_buf(), Keymap::default(), Theme::plain());
    let Screen::Start(start) = &app.screen else {
        panic!("the start screen")
    };
    let left = start.reading().map_or(0, |(_, left)| left);
    assert!(left < SAVES, "{left} saves to read again");
    drop(app);
    no_reader_left();
    i18n::set(Lang::En);
}

//! A GM at the keys of the fight screen, every key timed to its frame as the event loop
//! draws it (`App::handle_key`, `App::tick`, then `Terminal::draw` on `TestBackend`): the
//! keys of a GM's round and the timing, shared by `key_frame.rs` and `serve_load.rs`.

use std::path::Path;
use std::time::{Duration, Instant};

use fray::model::SystemId;
use fray::session::Session;
use fray::tui::app::{App, Screen};
use fray::tui::fight::Input;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The fight in `path` opened as `fray open` does, its last record undone when it ended
/// the fight (the generator's last line may end it: the fight must be on screen), with its
/// warnings and the slug of someone on the roster.
pub fn open_fight(path: &Path) -> (Session, Vec<String>, String) {
    let (mut session, warnings) = Session::open_to_show(path).unwrap_or_else(|e| panic!("{e}"));
    if session.timeline().state().step == fray::model::Step::Ended {
        let _ = session.execute("undo");
    }
    let name = session
        .timeline()
        .state()
        .combatants
        .first()
        .map(|c| c.slug())
        .unwrap_or_else(|| panic!("nobody on the roster"));
    (session, warnings, name)
}

pub fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

pub fn typed(text: &str) -> impl Iterator<Item = KeyEvent> + '_ {
    text.chars().map(|c| key(KeyCode::Char(c)))
}

/// A step of a GM's round: a key, or the turn key followed by what its form needs.
pub enum Step {
    /// One key.
    Key(KeyEvent),
    /// The system's turn key (`n`): when it opens a form (a confirmation, the next
    /// fighter's chained form), Enter carries it out; a form still open is left.
    Turn,
}

/// The form key of each system a GM opens and leaves: the one of its own flow.
pub fn form_key(system: SystemId) -> KeyCode {
    use fray::systems::{anarchy, combat_pool, polaris};
    if system == polaris::ID {
        KeyCode::Char('w')
    } else if system == combat_pool::ID {
        KeyCode::Char('o')
    } else if system == anarchy::ID {
        KeyCode::Char('t')
    } else {
        KeyCode::Char('a')
    }
}

/// One round of a GM's keys on the fight of `system`, `name` being someone on the roster.
pub fn round(system: SystemId, name: &str, i: usize) -> Vec<Step> {
    let mut keys = Vec::new();
    keys.extend([KeyCode::Char('j'), KeyCode::Char('j'), KeyCode::Char('k')].map(key));
    // The ladder, the detail pane, the log (scrolled back a page and forth), the roster.
    keys.extend([KeyCode::Tab, KeyCode::Char('j'), KeyCode::Tab, KeyCode::Tab].map(key));
    keys.extend(
        [
            KeyCode::PageUp,
            KeyCode::Char('k'),
            KeyCode::PageDown,
            KeyCode::Tab,
        ]
        .map(key),
    );
    // Forms opened and left: the system's own, and a note.
    keys.extend(
        [
            form_key(system),
            KeyCode::Esc,
            KeyCode::Char('N'),
            KeyCode::Esc,
        ]
        .map(key),
    );
    let mut steps: Vec<Step> = keys.into_iter().map(Step::Key).collect();
    // A command typed on the command line, saved.
    steps.push(Step::Key(key(KeyCode::Char(':'))));
    steps.extend(typed(&format!("note {name} \"round {i}\"")).map(Step::Key));
    steps.push(Step::Key(key(KeyCode::Enter)));
    // The turn goes on.
    steps.push(Step::Turn);
    // Undone and redone.
    steps.push(Step::Key(key(KeyCode::Char('u'))));
    steps.push(Step::Key(KeyEvent::new(
        KeyCode::Char('r'),
        KeyModifiers::CONTROL,
    )));
    steps
}

pub fn percentile(mut all: Vec<Duration>, p: f64) -> Duration {
    all.sort();
    let at = ((all.len() as f64 * p).ceil() as usize).clamp(1, all.len().max(1)) - 1;
    all.get(at).copied().unwrap_or_default()
}

/// Whether the fight screen has a form open.
pub fn form_open(app: &App) -> bool {
    matches!(&app.screen, Screen::Fight(f) if matches!(f.input, Input::Form(_)))
}

/// The GM at the keys of one fight: every key timed to its frame.
pub struct Gm {
    pub app: App,
    pub term: Terminal<TestBackend>,
    pub empty: Terminal<TestBackend>,
    pub frames: Vec<Duration>,
    pub blanks: Vec<Duration>,
    pub slowest: Vec<(Duration, String)>,
}

impl Gm {
    /// Presses `k`, then ticks and draws as the event loop does; returns the time taken.
    pub fn press(&mut self, k: KeyEvent, what: &str) -> Duration {
        let started = Instant::now();
        self.app.handle_key(k);
        let _ = self.app.tick(Instant::now());
        let _ = self.term.draw(|f| self.app.draw(f));
        let took = started.elapsed();
        self.frames.push(took);
        self.slowest.push((took, what.to_string()));
        let started = Instant::now();
        let _ = self.empty.draw(|_| {});
        self.blanks.push(started.elapsed());
        took
    }

    pub fn step(&mut self, step: &Step) {
        match step {
            Step::Key(k) => {
                let _ = self.press(*k, &format!("{:?}", k.code));
            }
            Step::Turn => {
                let _ = self.press(key(KeyCode::Char('n')), "n");
                if form_open(&self.app) {
                    let _ = self.press(key(KeyCode::Enter), "Enter (after n)");
                }
                if form_open(&self.app) {
                    let _ = self.press(key(KeyCode::Esc), "Esc (after n)");
                }
            }
        }
    }
}

impl Gm {
    /// A GM at the keys of `app`, drawn at 200x60 (an empty frame drawn after each key,
    /// for comparison).
    pub fn new(app: App) -> Gm {
        let term = Terminal::new(TestBackend::new(200, 60)).unwrap_or_else(|e| panic!("{e}"));
        let empty = Terminal::new(TestBackend::new(200, 60)).unwrap_or_else(|e| panic!("{e}"));
        Gm {
            app,
            term,
            empty,
            frames: Vec::new(),
            blanks: Vec::new(),
            slowest: Vec::new(),
        }
    }
}

//! The French screens' audit helpers (issue 15): draw an app on a test terminal, press
//! keys, open every form, and scan what was drawn for English (`english::Audit`).

use std::path::{Path, PathBuf};

use super::english::Audit;
use fray::session::Session;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// Screens drawn so far: (name, text).
#[derive(Default)]
pub struct Screens(pub Vec<(String, String)>, pub Vec<String>);

impl Screens {
    pub fn draw(&mut self, name: &str, app: &App, w: u16, h: u16) {
        let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
        term.draw(|f| app.draw(f)).expect("draw");
        self.0
            .push((format!("{name} {w}×{h}"), term.backend().to_string()));
    }

    /// Scans every screen with what the saves in `dir` say is their own text.
    pub fn audit(&self, saves: &[PathBuf]) -> Audit {
        self.audit_with_keys(saves, &[])
    }

    /// [`Screens::audit`], with `keys` (words of the command language shown as typed)
    /// left out.
    pub fn audit_with_keys(&self, saves: &[PathBuf], keys: &[&str]) -> Audit {
        self.fill(Audit::new(), saves, keys)
    }

    /// [`Screens::audit`] looking also for the data words of `systems`
    /// ([`Audit::for_systems`]).
    pub fn audit_for(&self, systems: &[fray::model::SystemId], saves: &[PathBuf]) -> Audit {
        self.fill(Audit::for_systems(systems), saves, &[])
    }

    /// Scans every screen into `audit`, the saves' and typed texts left out.
    fn fill(&self, mut audit: Audit, saves: &[PathBuf], keys: &[&str]) -> Audit {
        for save in saves {
            audit.own.save(save);
            audit.own.text(&save.display().to_string());
        }
        for typed in &self.1 {
            audit.own.text(typed);
        }
        for (name, text) in &self.0 {
            audit.scan_screen_with_keys(name, text, keys);
        }
        audit
    }
}

pub fn press(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
}

pub fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

pub fn assert_no_english(audit: &Audit) {
    assert!(audit.hits.is_empty(), "{}", audit.report());
}

pub fn fight_on(path: &Path, dir: &Path) -> App {
    let (session, warnings) = Session::open_to_show(path).expect("open");
    App::fight(
        session,
        &warnings,
        dir.to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    )
}

/// Every pane zoomed in turn, at both sizes.
pub fn panes(screens: &mut Screens, app: &mut App, name: &str) {
    screens.draw(name, app, 160, 48);
    screens.draw(name, app, 80, 24);
    for pane in 0..4 {
        press(app, KeyCode::Char('z'));
        screens.draw(&format!("{name}, pane {pane} zoomed"), app, 160, 48);
        press(app, KeyCode::Char('z'));
        press(app, KeyCode::Tab);
        screens.draw(&format!("{name}, pane {pane}"), app, 80, 24);
    }
}

/// Opens the form (or action) behind each key, draws it, sends it with its defaults,
/// draws the result, then closes whatever is left open.
pub fn every_key(screens: &mut Screens, app: &mut App, name: &str, keys: &str) {
    for key in keys.chars() {
        press(app, KeyCode::Char(key));
        screens.draw(&format!("{name}: key {key}"), app, 160, 48);
        // Each field's choices in turn (a form's fields cycle with Tab, choices with →).
        for field in 0..6 {
            for choice in 0..6 {
                press(app, KeyCode::Right);
                screens.draw(
                    &format!("{name}: key {key}, field {field} choice {choice}"),
                    app,
                    160,
                    48,
                );
            }
            press(app, KeyCode::Tab);
        }
        press(app, KeyCode::Esc);
        press(app, KeyCode::Char(key));
        press(app, KeyCode::Enter);
        screens.draw(&format!("{name}: key {key} sent"), app, 160, 48);
        press(app, KeyCode::Esc);
    }
}

/// Types each line on the `:` prompt (the GM's own text, left out of the scan), draws it
/// typed, sends it, draws the answer and closes the prompt.
pub fn try_lines(screens: &mut Screens, app: &mut App, name: &str, lines: &[&str]) {
    for line in lines {
        press(app, KeyCode::Char(':'));
        type_text(app, line);
        screens.1.push((*line).to_string());
        screens.draw(&format!("{name}: prompt {line}"), app, 160, 48);
        press(app, KeyCode::Enter);
        screens.1.extend(help_syntax(app));
        screens.draw(&format!("{name}: prompt {line} sent"), app, 160, 48);
        press(app, KeyCode::Esc);
    }
}

/// The command language a `help` reader open on the fight screen shows (usage lines, verb
/// names and their aliases, examples): canonical words, like the lines the GM types.
fn help_syntax(app: &App) -> Vec<String> {
    let fray::tui::app::Screen::Fight(fight) = &app.screen else {
        return Vec::new();
    };
    let fray::tui::fight::Input::Reading { text, .. } = &fight.input else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut after_label = false;
    for line in text.lines() {
        if !line.starts_with(' ') {
            let label = line.trim_end().ends_with(':');
            match line.split_once(':') {
                // "Aussi : tire, tirer", "Système : Corporates": aliases and a name.
                Some((_, rest)) if !label => out.push(rest.trim().to_string()),
                None => out.push(line.to_string()),
                Some(_) => {}
            }
            after_label = label;
            continue;
        }
        if after_label {
            // A listing row "  verb (alias)   what it does": its verb column; an example
            // row: the whole command.
            let row = line.trim();
            out.push(row.split("  ").next().unwrap_or(row).to_string());
        }
    }
    out
}

/// Sends each line on the `:` prompt (left out of the scan) and draws the screen after it.
pub fn send_lines(screens: &mut Screens, app: &mut App, name: &str, lines: &[&str]) {
    for line in lines {
        press(app, KeyCode::Char(':'));
        type_text(app, line);
        screens.1.push((*line).to_string());
        press(app, KeyCode::Enter);
        screens.draw(&format!("{name}: {line}"), app, 160, 48);
    }
}

/// Plays a save's command lines on the `:` prompt, drawing the screen after each, and all
/// the panes after those starting with one of `verbs` (the lines are the save's own text,
/// which the audit of that save leaves out).
pub fn play_lines<'a>(
    screens: &mut Screens,
    app: &mut App,
    name: &str,
    lines: impl Iterator<Item = &'a str>,
    verbs: &[&str],
) {
    for line in lines {
        press(app, KeyCode::Char(':'));
        type_text(app, line);
        press(app, KeyCode::Enter);
        screens.draw(&format!("{name}: {line}"), app, 160, 48);
        if verbs.iter().any(|v| line.starts_with(v)) {
            panes(screens, app, &format!("{name} after {line}"));
        }
    }
}

/// A new save at `path` holding `lines`, run through the real session (each must pass).
pub fn save_of<'a>(
    path: &Path,
    header: fray::engine::Header,
    lines: impl Iterator<Item = &'a str>,
) {
    let mut session = Session::create(path, header).expect("create");
    for line in lines {
        session.execute(line).expect("the save's line");
    }
}

/// Every screen of a shipped save's replay (each record, each pane zoomed, `?`, the jump
/// and search keys) and of the players' watch of it, drawn into `screens` in the current
/// language.
pub fn replay_and_watch(screens: &mut Screens, save: &Path) {
    use fray::tui::replay::{self, Audience};
    let len = fray::store::load(save).expect("load").records.len();
    let mut app = super::replay_app::app_on(replay::load(save, Audience::Gm).expect("replay"));
    press(&mut app, KeyCode::Home);
    for step in 0..=len {
        screens.draw(&format!("replay, record {step}"), &app, 160, 48);
        press(&mut app, KeyCode::Right);
    }
    // Each pane zoomed, at 160 and 100 columns: at 80 the header's speed overwrites the
    // end of "combat terminé" (a layout matter of the shared replay header, not English).
    for pane in 0..4 {
        press(&mut app, KeyCode::Char('z'));
        screens.draw(&format!("replay, end, pane {pane} zoomed"), &app, 160, 48);
        press(&mut app, KeyCode::Char('z'));
        press(&mut app, KeyCode::Tab);
        screens.draw(&format!("replay, end, pane {pane}"), &app, 100, 30);
    }
    press(&mut app, KeyCode::Char('?'));
    screens.draw("replay, key overlay", &app, 160, 48);
    press(&mut app, KeyCode::Esc);
    for keys in ["u", "{", "]", ".", " ", ":12", ":r2", ":zz"] {
        type_text(&mut app, keys);
        screens.draw(&format!("replay, {keys}"), &app, 160, 48);
        press(&mut app, KeyCode::Enter);
        screens.draw(&format!("replay, {keys} sent"), &app, 100, 30);
        press(&mut app, KeyCode::Esc);
    }
    let mut app = super::replay_app::app_on(replay::watch(save).expect("watch"));
    panes(screens, &mut app, "watch");
    press(&mut app, KeyCode::Home);
    for step in 0..=len {
        screens.draw(&format!("watch, record {step}"), &app, 160, 48);
        press(&mut app, KeyCode::Right);
    }
    press(&mut app, KeyCode::Char('?'));
    screens.draw("watch, key overlay", &app, 160, 48);
}

/// Every letter and sign a fight key may use (`q`, quit, aside).
pub const ALL_KEYS: &str = "abcdefghijklmnoprstuvwxyzABCDFGHIJKLMNOPQRSTUVWXYZ+-=!/";

/// The keys of the dice a system lets the table give (`pool=5,6`), which the log repeats
/// as typed.
pub fn slot_keys(system: fray::model::SystemId) -> Vec<&'static str> {
    fray::rules::system(system)
        .rolls()
        .iter()
        .map(|r| r.key)
        .collect()
}

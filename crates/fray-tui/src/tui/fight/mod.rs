//! The fight screen's state and what keys do to it. Every change to the encounter is a
//! line of the command language carried out by the [`Session`] (saved, then shown).

mod drafts;
mod follow;
mod parts;
mod pointer;
mod share;
mod submit;
mod words;
mod writeback;

pub use parts::{FightOutcome, Input, Level, Message, Pane};
pub use share::{Share, ShareOutcome, ShareState};
pub use words::completion_words;
pub use writeback::{WriteBack, WriteBackState};

use ratatui::crossterm::event::KeyEvent;

use crate::engine::Command;
use crate::model::CombatantId;
use crate::report::Report;
use crate::session::Session;

use super::form::{self, FormOutcome};
use super::keymap::{Action, Keymap, Mode};
use super::log_book::LogBook;
use super::log_lines::LogLine;
use super::prompt::{Prompt, PromptOutcome};
use super::text;

/// The fight screen.
#[derive(Debug)]
pub struct Fight {
    /// The encounter and its save.
    pub session: Session,
    /// What the panes show, derived from the state after each change.
    pub report: Report,
    /// The log pane's narrations, made as they are needed.
    pub log: LogBook,
    /// Index of the selected combatant in the roster.
    pub selected: usize,
    /// Index of the ladder line under the cursor.
    pub ladder_cursor: usize,
    /// Lines scrolled back from the end of the log (0 follows the newest).
    pub log_scroll: usize,
    /// The pane with the focus.
    pub focus: Pane,
    /// Whether the focused pane fills the screen.
    pub zoom: bool,
    /// Where keys go.
    pub input: Input,
    /// The message line.
    pub message: Option<Message>,
    /// Sharing the fight with the players' pages, and its overlay.
    pub share: Share,
    /// Which action opened the form now open, so its defaults can follow its actor.
    opened: Option<follow::Opened>,
    /// What each combatant did last, for the forms' defaults.
    habits: form::HabitLog,
    /// Forms closed with Esc, kept until a command is saved.
    drafts: drafts::Drafts,
}

impl Fight {
    /// The fight screen over an open session; `warnings` from opening are shown.
    pub fn new(mut session: Session, warnings: &[String]) -> Fight {
        let report = Report::of(session.timeline().state());
        let opening = session.take_opening_log();
        let mut log = LogBook::opened(session.timeline().records().len(), opening);
        // A session that was not just opened (new, or played before this screen) has its
        // last lines narrated here.
        log.reach(session.timeline(), 0);
        // A long save's habits are read on another thread while the GM looks at the
        // first frame.
        let habits = form::HabitLog::start(session.timeline());
        let mut fight = Fight {
            session,
            report,
            log,
            selected: 0,
            ladder_cursor: 0,
            log_scroll: 0,
            focus: Pane::Roster,
            zoom: false,
            input: Input::Normal,
            message: warnings.first().map(|w| Message {
                text: w.clone(),
                level: Level::Error,
            }),
            share: Share::new(crate::tui::share::installed()),
            opened: None,
            habits,
            drafts: drafts::Drafts::default(),
        };
        fight.follow_current();
        fight
    }

    /// The log's lines a pane of `rows` rows shows (at most one per row), oldest first.
    pub fn log_window(&self, rows: usize) -> Vec<LogLine> {
        self.log
            .window(self.session.timeline(), self.log_scroll, rows)
    }

    /// Every line of the log, narrating those not narrated yet.
    pub fn log_lines(&mut self) -> Vec<LogLine> {
        self.log.all(self.session.timeline())
    }

    /// Time passes with no key pressed: reads ahead what the next form needs (each new
    /// record's habit, once the thread reading a save just opened is done), and follows
    /// the share (started, pages counted). Returns whether the screen needs drawing again.
    pub fn idle(&mut self) -> bool {
        self.habits.read(self.session.timeline());
        self.share.tick()
    }

    /// The selected combatant's id.
    pub fn selected_id(&self) -> Option<CombatantId> {
        self.session
            .timeline()
            .state()
            .combatants
            .get(self.selected)
            .map(|c| c.id)
    }

    /// Handles a key press; a command saved by it drops the forms' drafts.
    /// A command that ends a fight whose party came from a campaign opens the write-back
    /// overlay.
    pub fn handle_key(&mut self, key: KeyEvent, keymap: &Keymap) -> FightOutcome {
        let records = self.session.timeline().records().len();
        let was_over = self.session.timeline().state().step == crate::model::Step::Ended;
        let outcome = self.handle_key_inner(key, keymap);
        if self.session.timeline().records().len() != records {
            self.drafts.drop_all();
            if self.just_ended_with_party(was_over) && matches!(self.input, Input::Normal) {
                self.open_writeback();
            }
        }
        outcome
    }

    fn handle_key_inner(&mut self, key: KeyEvent, keymap: &Keymap) -> FightOutcome {
        if self.share.open {
            let outcome = self.share.handle_key(key, self.session.path());
            if let ShareOutcome::Stopped(pages) = outcome {
                self.message = Some(Message {
                    text: text::share_stopped(pages),
                    level: Level::Info,
                });
            }
            return FightOutcome::Stay;
        }
        match &mut self.input {
            Input::Normal => {}
            Input::Prompt(prompt) => {
                let words = completion_words(&self.session);
                match prompt.handle_key(key, &words) {
                    PromptOutcome::Continue => {}
                    PromptOutcome::Cancel => self.input = Input::Normal,
                    PromptOutcome::Submit(line) => self.submit_prompt(line),
                }
                return FightOutcome::Stay;
            }
            Input::Form(form) => {
                let before = form.clone();
                match form.handle_key(key) {
                    FormOutcome::Continue => self.follow_actor(&before),
                    FormOutcome::Cancel => {
                        if let Input::Form(closed) =
                            std::mem::replace(&mut self.input, Input::Normal)
                        {
                            self.drafts.keep(closed);
                        }
                    }
                    FormOutcome::Submit(line) => self.submit_form(line),
                }
                return FightOutcome::Stay;
            }
            Input::Reading { scroll, .. } => {
                use ratatui::crossterm::event::KeyCode;
                match key.code {
                    KeyCode::Down | KeyCode::Char('j') => *scroll = scroll.saturating_add(1),
                    KeyCode::Up | KeyCode::Char('k') => *scroll = scroll.saturating_sub(1),
                    KeyCode::PageDown | KeyCode::Char(' ') => *scroll = scroll.saturating_add(10),
                    KeyCode::PageUp => *scroll = scroll.saturating_sub(10),
                    _ => self.input = Input::Normal,
                }
                return FightOutcome::Stay;
            }
            Input::WriteBack(_) => {
                self.writeback_key(key);
                return FightOutcome::Stay;
            }
            Input::ConfirmQuit => {
                use ratatui::crossterm::event::KeyCode;
                return match key.code {
                    KeyCode::Char('y' | 'Y') => FightOutcome::Leave,
                    KeyCode::Char('r' | 'R') => {
                        self.input = Input::Normal;
                        self.retry();
                        FightOutcome::Stay
                    }
                    _ => {
                        self.input = Input::Normal;
                        FightOutcome::Stay
                    }
                };
            }
        }
        if key.code == ratatui::crossterm::event::KeyCode::Esc
            && keymap.action(Mode::Fight, &key).is_none()
        {
            // Esc backs out: unzoom, then clear the message.
            if self.zoom {
                self.zoom = false;
            } else {
                self.message = None;
            }
            return FightOutcome::Stay;
        }
        let Some(action) = keymap.action(Mode::Fight, &key) else {
            self.error(text::unbound_key(&key, keymap));
            return FightOutcome::Stay;
        };
        self.act(action)
    }

    /// Carries out an action of the fight keys.
    pub fn act(&mut self, action: Action) -> FightOutcome {
        match action {
            Action::Up => self.move_by(-1),
            Action::Down => self.move_by(1),
            Action::PageUp => self.move_by(-10),
            Action::PageDown => self.move_by(10),
            Action::Top => self.move_by(isize::MIN / 2),
            Action::Bottom => self.move_by(isize::MAX / 2),
            Action::FocusNext => self.focus = self.focus.step(1),
            Action::FocusPrev => self.focus = self.focus.step(-1),
            Action::Zoom => self.zoom = !self.zoom,
            Action::Help => return FightOutcome::Help,
            Action::CommandLine => self.input = Input::Prompt(self.new_prompt()),
            Action::Share => {
                if let Err(why) = self.share.open() {
                    self.error(why);
                }
            }
            Action::RetrySave => self.retry(),
            Action::WriteBack => self.open_writeback(),
            Action::Quit => {
                if self.session.unsaved() > 0 {
                    self.input = Input::ConfirmQuit;
                } else {
                    return FightOutcome::Leave;
                }
            }
            Action::Open | Action::New | Action::NewInCampaign | Action::Demo => {}
            _ => self.plan(action),
        }
        FightOutcome::Stay
    }

    fn plan(&mut self, action: Action) {
        if let Some(confirm) = self.losing(action) {
            self.drafts.open_other();
            self.input = Input::Form(confirm);
            return;
        }
        let selected = self.selected_id();
        let ctx = form_context(&self.session, &mut self.habits, selected);
        match form::build(action, &ctx) {
            Some(form::Plan::Form(f)) => {
                let key = drafts::DraftKey {
                    action,
                    person: selected,
                };
                let f = self.drafts.reopen(key, f);
                self.opened(action, &f);
                self.input = Input::Form(f);
            }
            Some(form::Plan::Line(line)) => match self.execute(&line) {
                Ok(()) => self.follow_up(action),
                Err(e) => self.error(e.to_string()),
            },
            Some(form::Plan::Refuse(why)) => self.error(text::shown(&why)),
            None => {}
        }
    }

    /// For `n` or start: a confirmation when the line would lose someone's held action.
    fn losing(&self, action: Action) -> Option<form::Form> {
        let (line, command) = match action {
            Action::Next => ("next", Command::Next),
            Action::StartRound => ("start", Command::Start),
            _ => return None,
        };
        if crate::tui::system::refusal(self.session.timeline().state().system, action).is_some() {
            return None;
        }
        let record = self.session.timeline().prepare(line, &command).ok()?;
        form::confirm_losing(self.session.timeline().state(), line, &record.events)
    }

    fn move_by(&mut self, by: isize) {
        self.move_in(self.focus, by);
    }

    /// Moves `by` lines in `pane` as its ↑/↓ keys do when it has the focus (the wheel
    /// moves the pane under the mouse, focused or not).
    fn move_in(&mut self, pane: Pane, by: isize) {
        let clamp = |at: usize, len: usize| -> usize {
            if len == 0 {
                return 0;
            }
            (at as isize).saturating_add(by).clamp(0, len as isize - 1) as usize
        };
        match pane {
            Pane::Ladder if self.report.roundless() => {
                self.selected = clamp(self.selected, self.report.combatants.len());
            }
            Pane::Ladder => {
                let line = clamp(self.ladder_cursor, self.report.ladder.len());
                self.ladder_line(line);
            }
            Pane::Roster | Pane::Detail => {
                self.selected = clamp(self.selected, self.report.combatants.len());
            }
            Pane::Log => {
                let back = (self.log_scroll as isize).saturating_sub(by);
                self.log_scroll = back.clamp(0, self.log.len() as isize) as usize;
                self.log.reach(self.session.timeline(), self.log_scroll);
            }
        }
    }

    /// Puts the ladder's cursor on `line` and selects whoever stands there.
    fn ladder_line(&mut self, line: usize) {
        self.ladder_cursor = line;
        if let Some(rung) = self.report.ladder.get(line) {
            let name = rung.name.clone();
            if let Some(i) = self.report.combatants.iter().position(|c| c.name == name) {
                self.selected = i;
            }
        }
    }

    /// The commands of the save, oldest first: the prompt's history.
    /// An empty command line with this session's history, completing its system's verbs.
    fn new_prompt(&self) -> Prompt {
        Prompt::with_history(self.history()).with_system(self.session.timeline().state().system)
    }

    /// The newest commands the prompt's history keeps, oldest first: read from the end of
    /// the log, so a long-running fight does not copy every command it holds.
    pub fn history(&self) -> Vec<String> {
        let mut newest: Vec<String> = Vec::new();
        let system = self.session.timeline().state().system;
        for record in self.session.timeline().records().iter().rev() {
            if newest.len() == crate::tui::prompt::HISTORY_LIMIT {
                break;
            }
            // Values drawn face down are not seen again by recalling their line; a French
            // GM recalls it in French.
            let line = crate::script::shown(system, &record.command);
            // The prompt drops blank lines and repeats of the line before.
            if !line.trim().is_empty() && newest.last().map(String::as_str) != Some(&*line) {
                newest.push(line);
            }
        }
        newest.reverse();
        newest
    }

    fn error(&mut self, text: String) {
        self.message = Some(Message {
            text,
            level: Level::Error,
        });
    }
}

/// What forms are built from: the fight's state now, the selected combatant and what each
/// combatant did last.
fn form_context<'a>(
    session: &'a Session,
    habits: &'a mut form::HabitLog,
    selected: Option<CombatantId>,
) -> form::Context<'a> {
    let timeline = session.timeline();
    form::Context {
        state: timeline.state(),
        selected,
        habits: habits.habits(timeline),
    }
}

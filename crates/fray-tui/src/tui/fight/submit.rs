//! Carrying out a line from the prompt, a form or a key, and what the screen does after.

use crate::model::{CombatantId, Step};
use crate::report::Report;
use crate::session::{Reply, SessionError};
use crate::tui::keymap::Action;
use crate::tui::text;

use super::{Fight, Input, Level, Message};

impl Fight {
    pub(super) fn submit_prompt(&mut self, line: String) {
        match self.execute(&line) {
            // `help` has opened the reader: keep it rather than closing it with the prompt.
            Ok(()) if matches!(self.input, Input::Reading { .. }) => {}
            Ok(()) => self.input = Input::Normal,
            Err(e) => {
                let column = match &e {
                    SessionError::Parse(p) => Some(p.column),
                    SessionError::Rule(_) => None,
                };
                let mut prompt = match std::mem::replace(&mut self.input, Input::Normal) {
                    Input::Prompt(p) => p,
                    _ => self.new_prompt(),
                };
                prompt.restore(line);
                prompt.set_error(e.to_string(), column);
                self.input = Input::Prompt(prompt);
            }
        }
    }

    pub(super) fn submit_form(&mut self, line: String) {
        if self.reshape_table_dice() {
            return;
        }
        let declaring = matches!(&self.input, Input::Form(f) if f.verb == "declare");
        let before = self.declarer();
        // The open form's action and whom it is due to, when it is a chained one.
        let opened = self.opened.as_ref().map(|o| o.action);
        let chain = match (&self.input, &self.opened) {
            (Input::Form(f), Some(opened)) if f.chain => {
                let action = opened.action;
                self.due(action).map(|due| (action, due))
            }
            _ => None,
        };
        match self.execute(&line) {
            Ok(()) => {
                self.input = Input::Normal;
                // The declaration flow: the next declarer's form opens at once, until
                // declarations end (Esc on a form leaves the flow).
                if declaring && self.declarer().is_some_and(|now| Some(now) != before) {
                    self.act(Action::Declare);
                } else if let Some((action, due)) = chain
                    && self.due(action).is_some_and(|now| now != due)
                {
                    // A chained form (a system's announcements): the next one's opens.
                    self.act(action);
                } else if let Some(done) = opened {
                    self.follow_up(done);
                }
            }
            Err(e) => {
                if let Input::Form(form) = &mut self.input {
                    match &e {
                        SessionError::Parse(p) => form.show_parse_error(p),
                        SessionError::Rule(r) => form.show_rule_error(r.to_string()),
                    }
                }
            }
        }
    }

    /// Carries out one line; the screen follows what changed.
    pub fn execute(&mut self, line: &str) -> Result<(), SessionError> {
        let before = self.session.timeline().state().current;
        let count = self.report.combatants.len();
        match self.session.execute(line)? {
            Reply::Nothing => {}
            Reply::Help(help) => {
                self.input = Input::Reading {
                    text: help,
                    scroll: 0,
                };
                return Ok(());
            }
            Reply::Done {
                narration, saved, ..
            } => {
                self.log.push(self.session.timeline(), narration.clone());
                self.log_scroll = 0;
                self.report = Report::of(self.session.timeline().state());
                self.message = Some(if saved {
                    Message {
                        text: narration,
                        level: Level::Info,
                    }
                } else {
                    Message {
                        text: text::not_saved_message(&self.session),
                        level: Level::Error,
                    }
                });
                if self.report.combatants.len() > count {
                    self.selected = self.report.combatants.len() - 1;
                } else if self.session.timeline().state().current != before {
                    self.follow_current();
                }
                self.selected = self
                    .selected
                    .min(self.report.combatants.len().saturating_sub(1));
                self.ladder_cursor = self
                    .ladder_cursor
                    .min(self.report.ladder.len().saturating_sub(1));
            }
        }
        Ok(())
    }

    /// Opens the form the system's flow goes on to after `done` (a Narration's attack
    /// after `n`, the damage of a hit after the attack), when it is a chained one.
    pub(super) fn follow_up(&mut self, done: Action) {
        let system = self.session.timeline().state().system;
        let Some(next) = crate::tui::system::screens(system).follow_up(done) else {
            return;
        };
        if matches!(self.input, Input::Normal) && self.due(next).is_some() {
            self.plan(next);
        }
    }

    /// A round's table-dice form asks again with the values typed before they are carried
    /// out (see [`crate::tui::form::reshape_table_dice`]); whether its fields changed.
    fn reshape_table_dice(&mut self) -> bool {
        let selected = self.selected_id();
        let ctx = super::form_context(&self.session, &mut self.habits, selected);
        match &mut self.input {
            Input::Form(form) => crate::tui::form::reshape_table_dice(form, &ctx),
            _ => false,
        }
    }

    /// Whom `action`'s form opens on now when it is a chained one (the one whose turn it
    /// is); `None` when it is not chained.
    fn due(&mut self, action: Action) -> Option<String> {
        let selected = self.selected_id();
        let ctx = super::form_context(&self.session, &mut self.habits, selected);
        match crate::tui::form::build(action, &ctx) {
            Some(crate::tui::form::Plan::Form(f)) if f.chain => {
                Some(f.fields.first()?.value.clone())
            }
            _ => None,
        }
    }

    /// Who declares now, during declarations.
    fn declarer(&self) -> Option<CombatantId> {
        let state = self.session.timeline().state();
        (state.step == Step::Declaration)
            .then(|| state.current.map(|m| m.owner))
            .flatten()
    }

    /// Selects whoever declares or acts now.
    pub(super) fn follow_current(&mut self) {
        let state = self.session.timeline().state();
        if !matches!(state.step, Step::Declaration | Step::Resolution) {
            return;
        }
        if let Some(owner) = state.current.map(|m| m.owner)
            && let Some(i) = state.combatants.iter().position(|c| c.id == owner)
        {
            self.selected = i;
        }
        if let Some(name) = self.report.current.as_ref()
            && let Some(i) = self.report.ladder.iter().position(|r| &r.name == name)
        {
            self.ladder_cursor = i;
        }
    }

    /// Writes the unsaved commands again.
    pub fn retry(&mut self) {
        if self.session.unsaved() == 0 {
            self.message = Some(Message {
                text: text::nothing_to_save().to_string(),
                level: Level::Info,
            });
            return;
        }
        self.message = Some(if self.session.retry() {
            Message {
                text: text::saved_after_retry().to_string(),
                level: Level::Info,
            }
        } else {
            Message {
                text: text::not_saved_message(&self.session),
                level: Level::Error,
            }
        });
    }
}

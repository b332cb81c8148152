//! Drafts: a form closed with Esc keeps what was typed in it, and the same form opened
//! again for the same person (the same action key, the same combatant selected) comes
//! back as it was left, until a command is saved (the state it was typed against has
//! changed then, so every draft is dropped).

use crate::model::CombatantId;
use crate::tui::form::Form;
use crate::tui::keymap::Action;

/// Which form a draft is for: the action that opened it and who was selected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DraftKey {
    /// The action key's action.
    pub action: Action,
    /// The combatant selected when it opened.
    pub person: Option<CombatantId>,
}

/// The drafts kept, and which form is open now.
#[derive(Debug, Clone, Default)]
pub struct Drafts {
    open: Option<DraftKey>,
    kept: Vec<(DraftKey, Form)>,
}

impl Drafts {
    /// A form for `key` opens: the draft kept for it when there is one of the same form
    /// (same verb, title and fields), else `fresh`.
    pub fn reopen(&mut self, key: DraftKey, fresh: Form) -> Form {
        self.open = Some(key);
        let at = self
            .kept
            .iter()
            .position(|(k, draft)| *k == key && same_form(draft, &fresh));
        match at {
            Some(at) => self.kept.swap_remove(at).1,
            None => fresh,
        }
    }

    /// A form that keeps no draft opens (a confirmation).
    pub fn open_other(&mut self) {
        self.open = None;
    }

    /// The open form was closed without a command: kept as the draft of its key (a
    /// question has nothing typed to keep).
    pub fn keep(&mut self, mut form: Form) {
        let Some(key) = self.open.take() else {
            return;
        };
        if form.question.is_some() {
            return;
        }
        form.error = None;
        for field in &mut form.fields {
            field.error = None;
        }
        self.kept.retain(|(k, _)| *k != key);
        self.kept.push((key, form));
    }

    /// A command was saved: every draft is dropped.
    pub fn drop_all(&mut self) {
        self.kept.clear();
    }
}

fn same_form(a: &Form, b: &Form) -> bool {
    a.verb == b.verb
        && a.title == b.title
        && a.fields.len() == b.fields.len()
        && a.fields
            .iter()
            .zip(&b.fields)
            .all(|(x, y)| x.label == y.label)
}

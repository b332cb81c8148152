//! A form's defaults follow its actor: when the GM picks another combatant in a form's
//! first field (the attacker, the one who tests...), every field still at the default
//! guessed for the previous one is guessed again for the new one (their declared target,
//! their skill), and choice lists that depend on the actor (their skills) are theirs.
//! A field the GM already changed keeps what they typed.

use crate::tui::form::{self, Form, Plan};
use crate::tui::keymap::Action;

use super::{Fight, Input};

/// The form an action opened: which action, and the form as it opened (its defaults).
#[derive(Debug, Clone)]
pub struct Opened {
    /// The action that built the form.
    pub action: Action,
    /// The form's verb and title, to know it is still the one open.
    pub verb: &'static str,
    /// The title.
    pub title: String,
}

impl Fight {
    /// Remembers that `action` opened `form`, so its defaults can follow its actor.
    pub(super) fn opened(&mut self, action: Action, form: &Form) {
        self.opened = Some(Opened {
            action,
            verb: form.verb,
            title: form.title.clone(),
        });
    }

    /// After a key in a form: if its first field now names another combatant, the
    /// fields still at the previous actor's defaults take the new actor's.
    pub(super) fn follow_actor(&mut self, before: &Form) {
        let Some(opened) = self.opened.clone() else {
            return;
        };
        let Input::Form(form) = &self.input else {
            return;
        };
        if form.verb != opened.verb || form.title != opened.title {
            return;
        }
        let (Some(was), Some(now)) = (before.fields.first(), form.fields.first()) else {
            return;
        };
        if was.value == now.value {
            return;
        }
        let state = self.session.timeline().state();
        let id_of = |name: &str| {
            state
                .combatants
                .iter()
                .find(|c| c.name == name)
                .map(|c| c.id)
        };
        let (Some(old_actor), Some(new_actor)) = (id_of(&was.value), id_of(&now.value)) else {
            return;
        };
        let habits = self.habits.habits(self.session.timeline());
        let build = |selected| {
            let ctx = form::Context {
                state,
                selected: Some(selected),
                habits,
            };
            match form::build(opened.action, &ctx) {
                Some(Plan::Form(f)) => Some(f),
                _ => None,
            }
        };
        let (Some(old_defaults), Some(new_defaults)) = (build(old_actor), build(new_actor)) else {
            return;
        };
        let Input::Form(form) = &mut self.input else {
            return;
        };
        follow(form, &old_defaults, &new_defaults);
    }
}

/// Moves `form`'s fields (after the first) from `old` defaults to `new` ones: the
/// choices always, the value where it is still the old default or a choice the new
/// actor is not offered.
fn follow(form: &mut Form, old: &Form, new: &Form) {
    let same_shape = |f: &Form| {
        f.fields.len() == form.fields.len()
            && f.fields
                .iter()
                .zip(&form.fields)
                .all(|(a, b)| a.label == b.label)
    };
    if !same_shape(old) || !same_shape(new) {
        return;
    }
    for ((field, was), now) in form
        .fields
        .iter_mut()
        .zip(&old.fields)
        .zip(&new.fields)
        .skip(1)
    {
        // A choice the GM made stays, unless the new actor's choices do not offer it
        // (an "after NAME" place when NAME is now the actor).
        let chosen = field.value != was.value && (field.free || now.options.contains(&field.value));
        field.options = now.options.clone();
        field.labels = now.labels.clone();
        if !chosen {
            field.value = now.value.clone();
            field.error = None;
        }
    }
}

#[cfg(test)]
#[path = "follow_tests.rs"]
mod tests;

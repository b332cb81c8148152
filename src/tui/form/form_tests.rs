//! The form machinery on the shared actions, in every rule system: Esc cancels, a
//! confirmation takes y and n. (Each system's forms are tested in its own folder.)

use ratatui::crossterm::event::KeyCode;

use super::test_support::{form_for, key, table_of};
use super::*;
use crate::engine::Timeline;
use crate::model::SystemId;
use crate::tui::keymap::Action;

fn table(system: SystemId) -> Timeline {
    table_of(system, &["add \"Baral Faadhi\" pc", "add 2 Ganger enemy"])
}

#[test]
fn esc_cancels_and_confirmations_take_y_and_n() {
    for system in SystemId::all() {
        let t = table(system);
        let mut form = form_for(&t, Action::Note, 0);
        assert_eq!(form.handle_key(key(KeyCode::Esc)), FormOutcome::Cancel);
        let mut remove = form_for(&t, Action::Remove, 2);
        assert_eq!(
            remove.handle_key(key(KeyCode::Char('y'))),
            FormOutcome::Submit("remove \"Ganger 2\"".into())
        );
        let mut end = form_for(&t, Action::EndFight, 0);
        assert_eq!(end.handle_key(key(KeyCode::Char('n'))), FormOutcome::Cancel);
    }
}

//! The combat pool's damage form after a blow that landed (issue 33, build 2): `w` opens on
//! the one hit rather than the attacker selected, on the track the blow hit, and its title
//! names the attacker and the boxes the blow already marked, so the GM types only what
//! comes on top. Checked on the French screen and in the line the keys wrote.

use crate::common;

use common::fight_app::{chars, drawn, fight_of, new_session, press, saved};
use fray::i18n::{Lang, with_lang};
use ratatui::crossterm::event::KeyCode;

/// Kestrel's stun shot at the Guard, its damage tokens given as drawn at the table: base 5
/// and a 6, 11 boxes; then `w` in French, 2 typed and Enter.
#[test]
fn after_a_hit_the_damage_form_is_for_the_one_hit_on_the_track_it_hit() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, warnings, path) =
        new_session(dir.path(), fray::systems::combat_pool::ID, "Pool", 7);
    for line in [
        "add Kestrel pc",
        "add Guard enemy",
        "attack kestrel at guard hits=3 adjust=1 damage=5 stun bag=S6,F2",
    ] {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    let mut app = fight_of(session, &warnings, dir.path());
    with_lang(Lang::Fr, || press(&mut app, KeyCode::Char('w')));
    let form = with_lang(Lang::Fr, || drawn(&app, 160, 48));
    assert!(
        form.contains("Dégâts\u{a0}: Guard, touché par Kestrel (11 cases déjà cochées)"),
        "{form}"
    );
    chars(&mut app, "2");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        saved(&path).last().map(String::as_str),
        Some("damage Guard 2 stun"),
        "{}",
        drawn(&app, 160, 48)
    );
}

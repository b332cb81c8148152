//! Under `option dice table`, the Anarchy magic and Matrix dice say for whom they are
//! rolled, in both languages: a spell's drain dice are the caster's, a hack's opposition
//! dice the hacked target's, a dispel's opposition the sustainer's.

use crate::common;

use common::fight_app::new_session;
use fray::i18n::{Lang, with_lang};

/// The refusal of `line` (every other die given) after the docks' runners, Mara and Roto
/// join under `option dice table`.
fn refusal(lang: Lang, line: &str) -> String {
    with_lang(lang, || {
        let dir = tempfile::tempdir().expect("tempdir");
        let (mut session, _, _) = new_session(dir.path(), fray::systems::anarchy::ID, "t", 7);
        for setup in [
            "add Hex pc from street-mage seat=1",
            "add Glitch pc from decker seat=2",
            "add Mara from ganger-boss",
            "add Roto from drone",
            "sustain Mara Armor",
            "option dice table",
        ] {
            session
                .execute(setup)
                .unwrap_or_else(|e| panic!("{setup}: {e}"));
        }
        session
            .execute(line)
            .expect_err("a die is missing")
            .to_string()
    })
}

/// The part of `message` about the dice described by `what`.
fn about<'a>(message: &'a str, what: &str) -> &'a str {
    let at = message
        .find(what)
        .unwrap_or_else(|| panic!("'{what}' in: {message}"));
    let rest = &message[at..];
    rest.find(" add ")
        .or_else(|| rest.find(" ajoutez "))
        .map_or(rest, |end| &rest[..end])
}

#[test]
fn a_spells_drain_dice_are_asked_for_the_caster() {
    let line = "cast Hex combat Stunbolt amp 2 dice 3 pool=5,5,5";
    let en = refusal(Lang::En, line);
    assert!(
        about(&en, "the drain's complication dice").contains("2 dice to roll at the table for Hex"),
        "{en}"
    );
    let fr = refusal(Lang::Fr, line);
    assert!(
        about(&fr, "les dés de complication du drain")
            .contains("2 dés à lancer à la table pour Hex"),
        "{fr}"
    );
}

#[test]
fn a_hacks_opposition_dice_are_asked_for_the_target() {
    let line = "hack Glitch Roto 3 vs easy pool=5,5,5 convergence=3";
    let en = refusal(Lang::En, line);
    assert!(
        about(&en, "the opposition's dice").contains("6 dice to roll at the table for Roto"),
        "{en}"
    );
    let fr = refusal(Lang::Fr, line);
    assert!(
        about(&fr, "les dés de l’opposition").contains("6 dés à lancer à la table pour Roto"),
        "{fr}"
    );
}

#[test]
fn a_dispels_opposition_dice_are_asked_for_the_sustainer() {
    let line = "counterspell Hex Armor of Mara 3 vs 4 pool=5,5,5";
    let en = refusal(Lang::En, line);
    assert!(
        about(&en, "the opposition's dice").contains("4 dice to roll at the table for Mara"),
        "{en}"
    );
}

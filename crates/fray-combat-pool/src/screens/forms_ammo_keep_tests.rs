//! The combat pool's ammunition and kept-token forms: the line each writes, and the
//! weapons offered by the names the sheet gives them.

use super::super::fixture::squad;
use super::super::form_driver::{form, typed};
use crate::i18n::{Lang, with_lang};
use crate::tui::keymap::Action;

/// SRP-14: `ctrl-l` reloads the selected combatant's first weapon with a magazine; the magazine
/// field sets the capacity.
#[test]
fn srp_14_reload_names_the_weapon_with_a_magazine() {
    let mut s = squad();
    let mut rifle = crate::model::Gear {
        key: "ares-alpha".into(),
        ..Default::default()
    };
    rifle.values.insert("magazine".into(), 42);
    let ada = s.combatants[0].id;
    crate::engine::apply(
        &mut s,
        &crate::engine::Event::GearAdded {
            who: ada,
            gear: rifle,
        },
    );
    let mut f = form(&s, Action::Own("reload"), 0);
    assert_eq!(f.line(), "reload Ada ares-alpha");
    typed(&mut f, 2, "30");
    assert_eq!(f.line(), "reload Ada ares-alpha magazine=30");
    assert_eq!(form(&s, Action::Own("reload"), 1).line(), "reload Ganger");
}

/// SRP-12: `ctrl-k` writes `keep N`, the value the player keeps.
#[test]
fn srp_12_keep_writes_the_kept_value() {
    let s = squad();
    let mut f = form(&s, Action::Own("keep"), 0);
    typed(&mut f, 0, "3");
    assert_eq!(f.line(), "keep 3");
}

/// « recharger une arme »: the reload form offers the weapons by the names the GM reads on
/// the sheet (« Ares Alpha », « pistolet lourd », « arme » for the one put there unnamed),
/// never by their keys, and still writes the key into the line.
#[test]
fn srp_14_reload_offers_the_weapons_by_their_names_in_the_gms_language() {
    let mut s = squad();
    let ada = s.combatants[0].id;
    for (key, name) in [("ares-alpha", "Ares Alpha"), ("weapon", "")] {
        let mut gear = crate::model::Gear {
            key: key.into(),
            name: name.into(),
            ..Default::default()
        };
        gear.values.insert("magazine".into(), 30);
        crate::engine::apply(&mut s, &crate::engine::Event::GearAdded { who: ada, gear });
    }
    let f = with_lang(Lang::Fr, || form(&s, Action::Own("reload"), 0));
    let weapon = &f.fields[1];
    assert_eq!(weapon.options, ["ares-alpha", "weapon"]);
    assert_eq!(weapon.labels, ["Ares Alpha", "arme"]);
    assert_eq!(weapon.shown_value(), "Ares Alpha");
    assert_eq!(f.line(), "reload Ada ares-alpha");
}

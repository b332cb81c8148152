//! Polaris weapons read by their names in the GM's language on the sheet pane and in the
//! attack form, never by the keys the save keeps (`pistolet-lourd`, `fusil-d-assaut`).

use crate::common;

use common::fight_app::{chars, drawn, fight_after, flattened, open_form, press};
use fray::i18n::{Lang, with_lang};
use ratatui::crossterm::event::KeyCode;

const LINES: [&str; 3] = [
    "add Baral pc from mercenary",
    "add Ganger enemy from ganger",
    "start",
];

/// « Couteau, pistolet léger »: the thug's weapons (the first to declare, selected) on the
/// French sheet pane at 160×48 read « Couteau », « Pistolet léger », and in English
/// "Knife", "Light pistol".
#[test]
fn the_sheet_pane_names_the_weapons_in_the_gms_language() {
    for (lang, words) in [
        (Lang::Fr, ["Couteau", "Pistolet léger"]),
        (Lang::En, ["Knife", "Light pistol"]),
    ] {
        let screen = with_lang(lang, || {
            let (_dir, _path, app) = fight_after(fray::systems::polaris::ID, "baie", 7, &LINES);
            drawn(&app, 160, 48)
        });
        let flat = flattened(&screen);
        for word in words {
            assert!(flat.contains(word), "{word:?} in:\n{screen}");
        }
        for key in ["couteau", "pistolet-leger"] {
            assert!(!flat.contains(key), "{key:?} in:\n{screen}");
        }
    }
}

/// The attack form offers the thug's weapons by name (« Pistolet léger ») and still writes
/// the key the command language reads (`pistolet-leger`).
#[test]
fn the_attack_form_offers_the_weapons_by_name_and_writes_the_key() {
    with_lang(Lang::Fr, || {
        let (_dir, _path, mut app) = fight_after(fray::systems::polaris::ID, "baie", 7, &LINES);
        chars(&mut app, "a");
        let form = open_form(&app);
        let weapon = form
            .fields
            .iter()
            .find(|f| f.options.iter().any(|o| o == "pistolet-leger"))
            .unwrap_or_else(|| panic!("no weapon field in {:?}", form.line()));
        assert!(
            weapon.labels.iter().any(|l| l == "Pistolet léger"),
            "{:?}",
            weapon.labels
        );
        press(&mut app, KeyCode::Esc);
    });
}

//! A Cyberpunk fight typed in French as a GM types it, then read where the GM and the
//! players read it (`fray run`, `fray log`, both Markdown exports, the fight screen at
//! 160×48 and 80×24): one action reads « sans pénalité », a shot names the weapon's skill
//! as the sheet does, a save shows the CON and what the wounds take off, and `aide`
//! writes the verbs in French.

use crate::common;

use common::fight_app::{drawn, fight_after};
use common::results_shown::played;

/// Vic (REF 10, Armes de poing 7) takes two actions, Razor (CON 8) one; Vic hits Razor
/// with the pistol; the GM rolls the damage and every save at the table.
const SCRIPT: &str = "ajoute Vic pj comme solo\n\
                      ajoute Razor comme chef-booster\n\
                      début initiative=9,6\n\
                      nombre-actions vic 2\n\
                      nombre-actions razor 1\n\
                      suivant\n\
                      tire vic pistolet coup-par-coup contre=15 jet=6\n\
                      degats razor 2d6+3:4,5 sauvegarde=3\n\
                      degats razor 10 sauvegarde=2\n\
                      sauvegarde razor mort sauvegarde=4\n";

/// « Il fait un jet de 33, ce qui lui permettrait théoriquement de prendre 4 actions (avec
/// une pénalité de -9 à chaque !), mais n'en prend que 3 avec -6 de pénalité. »: the
/// penalty comes with each action beyond the first, so one action has none, and the line
/// says so instead of « 0 chacune ».
#[test]
fn one_action_reads_without_penalty_for_the_gm_and_the_players() {
    let shown = played("cyberpunk-interval", "fr", SCRIPT);
    shown.everywhere_for_the_gm("Razor prend 1 action à 16, sans pénalité");
    shown.everywhere_for_the_gm("Vic prend 2 actions à 25, 15, −3 chacune");
    assert!(
        shown
            .players_export
            .contains("Razor prend 1 action à 16, sans pénalité"),
        "{}",
        shown.players_export
    );
    for (name, out) in [("fray log", &shown.log), ("export", &shown.players_export)] {
        assert!(!out.contains("0 chacune"), "{name}:\n{out}");
    }
}

/// « Si le score obtenu est supérieur ou égal au niveau de la compétence, c'est
/// effectivement un fumble. »: the GM checks a shot against the skill's level on the
/// sheet, so the shot names that skill (« armes de poing +7 ») as the sheet lists it, as
/// a test (`jet`) already does.
#[test]
fn a_shot_names_the_weapon_skill_as_the_sheet_lists_it() {
    let shown = played("cyberpunk-interval", "fr", SCRIPT);
    shown.everywhere_for_the_gm(
        "1 balle, d10 6 REF +10 armes de poing +7 actions −3 = 20 contre 15\u{a0}: réussite",
    );
    assert!(shown.show.contains("Armes de poing 7"), "{}", shown.show);
    shown.in_the_json_export("d10 6 REF +10 handgun +7 actions −3 = 20 vs 15: success");
}

/// The French text is silent on the stun and death saves: they are the tracker's
/// (CPI-18, 1D10 ≤ CON + the wound level's modifier; ≤ CON − the mortal level). The GM
/// checks a save against the sheet, so its target reads term by term: the CON, then what
/// the wounds take off, by name.
#[test]
fn a_save_reads_the_con_then_what_the_wounds_take_off() {
    let shown = played("cyberpunk-interval", "fr", SCRIPT);
    // 12 points: Critical, the stun save at −2.
    shown.everywhere_for_the_gm(
        "Razor réussit son jet contre l’étourdissement (d10 3 ≤ CON 8 −2 (blessures) = 6)",
    );
    // 22 points: Mortal 2, the stun save at −5, the death save at −2.
    shown.everywhere_for_the_gm("(d10 2 ≤ CON 8 −5 (blessures) = 3)");
    shown.everywhere_for_the_gm(
        "Razor réussit son jet contre la mort (d10 4 ≤ CON 8 − 2 (Mortelle 2) = 6)",
    );
}

/// `aide` under French writes the commands it cites as a French GM types them: `tire …
/// en-courant`, `degats vic 2d6+3`, a weapon's `rechargement=N`, a skill with a French
/// name (`bagarre`) in the examples.
#[test]
fn french_help_cites_commands_in_french() {
    let shown = played(
        "cyberpunk-interval",
        "fr",
        "aide court\naide recharge\naide degats\naide jet\n",
    );
    for french in [
        "tire … en-courant (−5), recharge … en-courant",
        "rechargement=N",
        "(degats vic 2d6+3,",
        "jet vic ref bagarre contre=15",
    ] {
        assert!(shown.run.contains(french), "{french}:\n{}", shown.run);
    }
    for english in ["shoot", "running", "reload=", "damage vic", "athletics"] {
        assert!(!shown.run.contains(english), "{english}:\n{}", shown.run);
    }
}

/// The fight screen in French after the same lines, at both sizes: the log and the
/// result strip read the save term by term, the one action « sans pénalité ».
#[test]
fn the_french_fight_screen_reads_the_saves_term_by_term_at_both_sizes() {
    fray::i18n::with_lang(fray::i18n::Lang::Fr, || {
        let lines: Vec<&str> = SCRIPT.lines().collect();
        let (_dir, _path, app) = fight_after(fray::systems::cyberpunk::ID, "Ruelle", 7, &lines);
        for (w, h) in [(160, 48), (80, 24)] {
            let screen = drawn(&app, w, h);
            // The log wraps the record in its pane: the save's terms up to the level word.
            assert!(screen.contains("≤ CON 8 − 2 (Mortelle"), "{screen}");
            insta::assert_snapshot!(format!("cpi_french_saves_named_{w}x{h}"), screen);
        }
    });
}

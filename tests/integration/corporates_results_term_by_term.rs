//! Corporates damage a GM can check at the table, term by term, in French: the damage
//! dice thrown and those the 6s brought, each face, the soak dice,
//! the protection worn and the cover by name, the margin the levels come from, in `fray
//! run`, `fray log` and the exports; the skills and the soak in `fray show`.

use crate::common;

use common::results_shown::{as_flattened, on_the_french_screen, played};

/// Crow's scoped rifle (6d) hits Mira (a subdermal plate, protection 3) behind a wooden
/// door (protection 5) with an attack margin of 12; the table rolls every die.
const SCRIPT: &str = "add Vance pc from team-leader seat=1\n\
                      add Mira pc from medic seat=2\n\
                      add Crow from sniper\n\
                      option dice table\n\
                      hurt mira by crow with rifle margin 12 protection 5 \
                      damage=6,2,3,4,1,5,2,1 soak=3,4,2 cyber=50\n";

/// « Arme à feu : dégâts de l’arme + Bonus de la munition. Ce jet est augmenté d’1d pour
/// chaque tranche de 10 points de marge du score d’attaque. » « on rejette et ajoute
/// chaque dé dont le résultat est un 6 ». « Le jet d’encaissement est calculé comme ceci :
/// Encaissement + protection du personnage. » « il perd 1 niveau de dommages par niveau
/// de marge du jet de dégâts ».
#[test]
fn corporates_damage_and_soak_read_term_by_term_down_to_the_margin() {
    let shown = played("corporates", "fr", SCRIPT);
    // 6d for the rifle, 1d for the margin of 12, and the 6 rolled again.
    shown.everywhere_for_the_gm(
        "dégâts 7d (6d de l’arme + 1d de marge) + 1 relancé sur un 6\u{a0}: \
         6, 2, 3, 4, 1, 5, 2, 1 = 24 \
         contre encaissement 3d\u{a0}: 3, 4, 2 = 9 + 3 (protection) + 5 (couvert) = 17\
         \u{a0}: marge 7\u{a0}: +2 Blessure",
    );
    shown.in_the_json_export(
        "damage 7d (6d from the weapon + 1d from the margin) + 1 rolled again on a 6: \
         6, 2, 3, 4, 1, 5, 2, 1 = 24 against soak 3d: \
         3, 4, 2 = 9 + 3 (protection) + 5 (cover) = 17: margin 7: +2 Wound",
    );
}

/// The soak roll is « Encaissement + protection du personnage », and a test adds a skill's
/// level: `fray show` lists the skills and the soak a hit meets.
#[test]
fn corporates_show_lists_the_skills_and_the_soak_with_the_protection_worn() {
    let shown = played("corporates", "fr", SCRIPT);
    assert!(
        shown
            .show
            .contains("compétences\u{a0}: Armes à feu 6, Combat 4"),
        "{}",
        shown.show
    );
    assert!(
        shown.show.contains("encaissement 4d + 5 (protection)"),
        "{}",
        shown.show
    );
}

/// The same line in the result strip of the fight screen, the lines typed at the prompt.
#[test]
fn corporates_damage_and_soak_term_by_term_on_the_fight_screen() {
    let screen = on_the_french_screen(fray::systems::corporates::ID, SCRIPT);
    let words = as_flattened(
        "contre encaissement 3d\u{a0}: 3, 4, 2 = 9 + 3 (protection) + 5 (couvert) = 17\u{a0}: marge 7",
    );
    assert!(screen.contains(&words), "{words} missing in:\n{screen}");
}

/// The summary line of `name` in an export's last section.
fn summary_of<'a>(export: &'a str, name: &str) -> &'a str {
    let head = format!("- **{name}**");
    export
        .lines()
        .find(|l| l.starts_with(&head))
        .unwrap_or_else(|| panic!("no summary for {name} in:\n{export}"))
}

/// The same hit, taken before `start`: « il perd 1 niveau de dommages par niveau de marge
/// du jet de dégâts » : Mira takes
/// +2 Blessure, and both exports' summaries say she is hurt, as the GM's sheet does.
#[test]
fn corporates_wound_taken_before_start_shows_in_both_export_summaries() {
    let shown = played("corporates", "fr", SCRIPT);
    assert!(shown.show.contains("Blessure 2"), "{}", shown.show);
    for (who, export) in [("players", &shown.players_export), ("gm", &shown.gm_export)] {
        let mira = summary_of(export, "Mira");
        assert!(mira.contains("blessures"), "{who}: {mira}");
        assert!(!mira.contains("indemne"), "{who}: {mira}");
        let vance = summary_of(export, "Vance");
        assert!(vance.contains("indemne"), "{who}: {vance}");
    }
}

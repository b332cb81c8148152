//! Corporates damage dice said by their sources, as a GM types the blows at the table:
//! Strength, the weapon's damage, a charge, the margin's dice, or a count the GM typed,
//! in `fray run`, `fray log` and the exports, in French.

use crate::common;

use common::results_shown::played;

/// A ganger (Strength 3) knifes Mira (soak 3d, protection 3) with an attack margin of 20;
/// the table rolls low, so no level is lost.
const KNIFE: &str = "add Mira pc from medic seat=1\n\
                     add Ganger from ganger\n\
                     option dice table\n\
                     hurt mira by ganger with knife margin 20 damage=1,1,1,1,1 soak=3,4,2\n";

/// « Arme blanche : Force du personnage + Bonus de l’arme. » « Ce jet est augmenté d’1d
/// pour chaque tranche de 10 points de marge du score d’attaque. »: 3d of Strength and
/// 2d of a margin of 20, the knife's bonus added by name.
#[test]
fn corporates_melee_damage_dice_say_strength_and_margin() {
    let shown = played("corporates", "fr", KNIFE);
    shown.everywhere_for_the_gm(
        "dégâts 5d (3d de Force + 2d de marge)\u{a0}: 1, 1, 1, 1, 1 = 5 + 1 (bonus de l’arme) = 6",
    );
    shown.in_the_json_export("damage 5d (3d from Strength + 2d from the margin): 1, 1, 1, 1, 1");
}

/// « Arme à feu : dégâts de l’arme + Bonus de la munition. »: Crow's rifle alone gives
/// its 6d, said as the weapon's.
#[test]
fn corporates_firearm_damage_dice_say_the_weapon() {
    let shown = played(
        "corporates",
        "fr",
        "add Mira pc from medic seat=1\n\
         add Crow from sniper\n\
         option dice table\n\
         hurt mira by crow with rifle damage=1,1,1,1,1,1 soak=3,4,2\n",
    );
    shown.everywhere_for_the_gm("dégâts 6d de l’arme\u{a0}: 1, 1, 1, 1, 1, 1 = 6");
}

/// A count typed with `dice N` stands for Strength and weapon: the line says the GM gave
/// it, and still adds the margin's die.
#[test]
fn corporates_typed_damage_dice_are_said_as_given_by_the_gm() {
    let shown = played(
        "corporates",
        "fr",
        "add Mira pc from medic seat=1\n\
         add Ganger from ganger\n\
         option dice table\n\
         hurt mira by ganger kind hand dice 4 margin 10 damage=1,1,1,1,1 soak=3,4,2\n",
    );
    shown.everywhere_for_the_gm(
        "dégâts 5d (4d indiqués par le MJ + 1d de marge)\u{a0}: 1, 1, 1, 1, 1 = 5",
    );
}

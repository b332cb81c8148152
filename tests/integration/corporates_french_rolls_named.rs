//! Corporates results a French GM can check at the table, every number named: the dodge
//! that crosses covering fire says which roll it is, a bull rush's damage names its
//! charge bonus and the level it takes off, a trip's fall names the protection its soak
//! adds and the Fatigue it costs, a throw names the unarmed level, a shot says its aim
//! once, and a weapon typed without a name reads in French.

use crate::common;

use common::corporates_script::{ANA_AIMS_AT_VLAD, play};

/// Ana lays covering fire (firepower 5) that Vlad (body feint 3) must cross.
const COVER: &str = "option dice table\n\
                     add Ana pc reaction=3 agility=6 firearms=6+0\n\
                     add Vlad enemy reaction=2 agility=3 body-feint=3+0 dodge=2+0\n\
                     start reaction=6,6,6,1,1\n\
                     cover ana skill 6 burst free metres 4 from 1 to 5 exposed vlad\n\
                     declare vlad 1\n\
                     declare ana 1\n";

/// « si son niveau en feinte de corps est inférieur à la puissance de feu adverse, il doit
/// effectuer une esquive lors de son mouvement. En cas de refus ou d'échec critique, il est
/// touché » : the dodge the GM gave is named as the dodge roll given at the table, and the
/// log says why it leaves Vlad unhurt (no critical failure), not a bare « (14) ».
#[test]
fn corporates_crossing_covering_fire_names_the_dodge_roll_given() {
    let played = play("fr", &format!("{COVER}cross vlad through ana dodge 14\n"));
    played.says(&[
        "Vlad traverse le tir de couverture d’Ana (puissance de feu 5, feinte de corps 3)\u{202f}; \
         esquive 14 (jet d’esquive donné à la table), pas d’échec critique\u{a0}: indemne",
    ]);
    let english = play("en", &format!("{COVER}cross vlad through ana dodge 14\n"));
    english.says(&["; dodge 14 (dodge roll given at the table), no critical failure: unhurt"]);
}

/// Ana (Strength 3, Combat 3) rushes Vlad (an armoured vest, protection 2) on foot.
const RUSH: &str = "option dice table\n\
                    add Ana pc reaction=3 agility=4 strength=3 combat=3+0 soak=3\n\
                    add Vlad enemy reaction=2 agility=3 strength=3 soak=2\n\
                    armour vlad vest protection=2\n\
                    start reaction=6,6,6,1,1\n\
                    declare vlad 3\n\
                    declare ana 3\n\
                    bullrush ana vlad charge foot check=6,6 damage=3,3,1,1,1 soak=1,1\n";

/// « Un personnage peut aussi effectuer une charge percutante […] S’il touche, on calcule
/// les dommages, en prenant en compte les bonus de charge. […] Les dommages réellement
/// effectués sont réduits d’1. » and « les dommages de l’attaquant sont augmentés de 3 pour
/// une charge à pied » : the +3 is the charge's (a bull rush has no weapon), and the line
/// shows the 2 levels received less the 1 the bull rush takes off.
#[test]
fn corporates_bull_rush_damage_names_the_charge_bonus_and_the_level_taken_off() {
    let played = play("fr", RUSH);
    played.says(&[
        "3, 3, 1, 1, 1 = 9 + 3 (bonus de charge) = 12 contre encaissement 2d\u{a0}: \
         1, 1 = 2 + 2 (protection) = 4\u{a0}: marge 8\u{a0}: \
         2 niveaux − 1 (charge percutante)\u{a0}: +1 Fatigue",
    ]);
    assert!(
        !played.log.contains("bonus de l’arme"),
        "a bull rush has no weapon:\n{}",
        played.log
    );
    let english = play("en", RUSH);
    english.says(&[
        "= 9 + 3 (charge bonus) = 12",
        "2 levels − 1 (bull rush): +1 Fatigue",
    ]);
}

/// Ana (Strength 3, Agility 4, Combat 3, Unarmed combat 2) closes with Vlad (Strength 3,
/// Agility 3, an armoured vest, protection 2); the table rolls every die.
const CLOSE: &str = "option dice table\n\
                     add Ana pc reaction=3 agility=4 strength=3 combat=3+0 unarmed=2+0 soak=3\n\
                     add Vlad enemy reaction=2 agility=3 strength=3 soak=2\n\
                     armour vlad vest protection=2\n\
                     start reaction=6,6,6,1,1\n\
                     declare vlad 3\n\
                     declare ana 3\n";

/// « Lorsqu’un défenseur chute il effectue un jet d’encaissement difficulté 15 » and « Le
/// jet d’encaissement est calculé comme ceci : Encaissement + protection du personnage » :
/// the fall's soak names the vest's protection, not a bare « + 2 », and says the Fatigue
/// levels the 9 points missed by cost (a level per 5 points begun), as the sheet counts.
#[test]
fn corporates_trip_fall_soak_names_the_protection_and_the_fatigue_it_costs() {
    let trip = "trip ana vlad strength check=6,6,6,6,6,6,6,1,1,1 soak=2,2\n";
    let played = play("fr", &format!("{CLOSE}{trip}"));
    played.says(&[
        "Force\u{a0}: Ana 6, 6, 6, 6, 6 + 4 (Agilité) = 34 contre Vlad 1, 1, 1 + 3 (Agilité) = 6",
        "Vlad\u{a0}: jet d’encaissement de la chute 2, 2 + 2 (protection) = 6 contre 15\u{a0}: \
         échec\u{a0}: +2 Fatigue",
    ]);
    assert_eq!(played.counter("Vlad", "fatigue"), 2, "{}", played.state);
    let english = play("en", &format!("{CLOSE}{trip}"));
    english
        .says(&["soak roll of the fall 2, 2 + 2 (protection) = 6 against 15: failure: +2 Fatigue"]);
}

/// « Projection : […] dommages = Force + niveau en combat à mains nues » : the throw's
/// bonus is Ana's Unarmed combat level by name, not the weapon's bonus she has none of.
#[test]
fn corporates_throw_damage_names_the_unarmed_combat_level() {
    let throw = "grapple ana vlad check=6,6,6,6,6,1,1,1\nnext\nnext\n\
                 throw ana vlad damage=3,3,3 soak=1,1\n";
    let played = play("fr", &format!("{CLOSE}{throw}"));
    played.says(&[
        "dégâts 3d de Force\u{a0}: 3, 3, 3 = 9 + 2 (Combat à mains nues) = 11 contre encaissement \
         2d\u{a0}: 1, 1 = 2 + 2 (protection) = 4\u{a0}: marge 7\u{a0}: +2 Fatigue",
    ]);
    assert!(!played.log.contains("bonus de l’arme"), "{}", played.log);
    let english = play("en", &format!("{CLOSE}{throw}"));
    english.says(&["= 9 + 2 (Unarmed combat) = 11"]);
}

/// After Ana's aim ([`ANA_AIMS_AT_VLAD`]), she shoots with the rifle typed without a name.
fn aim() -> String {
    format!("{ANA_AIMS_AT_VLAD}shoot ana at vlad with rifle range medium check=6,5\n")
}

/// « pour chaque action passée à viser […] le bonus s’ajoute au tir » : the aim is a term
/// of the shot's roll (« + 2 (visée) »), said once, not again after the roll.
#[test]
fn corporates_shot_line_says_the_aim_once() {
    let played = play("fr", &aim());
    played.says(&["+ 5 (Armes à feu) + 2 (visée) = 18"]);
    let shot = played
        .log
        .lines()
        .find(|l| l.contains("tire sur Vlad"))
        .expect("the shot's line");
    assert_eq!(shot.matches("visée").count(), 1, "{shot}");
}

/// A weapon typed without a name (`weapon ana rifle …`) reads in French by the word a
/// French GM types for it (« fusil »), never by its key « rifle ».
#[test]
fn corporates_weapon_typed_without_a_name_reads_in_french() {
    let played = play("fr", &aim());
    played.says(&["Ana porte fusil", "avec fusil"]);
    assert!(!played.log.contains("rifle"), "{}", played.log);
}

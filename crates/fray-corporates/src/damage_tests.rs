//! Damage, COR-39 to COR-43, with COR-EX-10 and COR-EX-18 to COR-EX-21; the roll slots and
//! the facts' shape in the log.

use crate::engine::ScriptedDice;
use crate::model::CombatantId;
use crate::rules::OwnFact;

use super::critical::{self, Critical, Face, critical, face, hit_levels, triggered};
use super::cyber::{Site, Status, breakdown, protection_after, site};
use super::damage::{LEVEL_STEP, Split, Tracks, Weapon, levels, levels_lost, margin_dice, split};
use super::fact::CorporatesFact;
use super::rolls::{DAMAGE, MAX_EXPLOSIONS, ROLLS, roll};

#[test]
fn cor_39_levels_lost_per_started_five_points_of_margin() {
    assert_eq!(levels_lost(14, 14, LEVEL_STEP), 0, "damage must beat soak");
    assert_eq!(levels_lost(10, 14, LEVEL_STEP), 0);
    assert_eq!(levels_lost(15, 14, LEVEL_STEP), 1);
    assert_eq!(levels_lost(19, 14, LEVEL_STEP), 1);
    assert_eq!(levels_lost(20, 14, LEVEL_STEP), 2);
    assert_eq!(levels(9, 3), 3, "the step is an option (COR-OP-01)");
    assert_eq!(levels(9, 0), 9, "a step of 0 reads as 1");
    assert_eq!(
        (
            margin_dice(-3),
            margin_dice(9),
            margin_dice(10),
            margin_dice(25)
        ),
        (0, 0, 1, 2)
    );
}

#[test]
fn cor_39_firearm_damage_dice_explode() {
    let mut d = ScriptedDice::new([6, 6, 2, 3]);
    let r = roll(&mut d, DAMAGE, 2, 1, true);
    assert_eq!(r.dice, vec![6, 6, 2, 3]);
    assert_eq!(r.total, 18);
    let mut d = ScriptedDice::new([6, 2]);
    let plain = roll(&mut d, DAMAGE, 2, 0, false);
    assert_eq!(
        (plain.dice, plain.total),
        (vec![6, 2], 8),
        "other damage does not explode"
    );
    let mut sixes = ScriptedDice::new(std::iter::repeat_n(6, 100));
    assert_eq!(
        roll(&mut sixes, DAMAGE, 1, 0, true).dice.len(),
        MAX_EXPLOSIONS + 1
    );
}

#[test]
fn cor_ex_10_burst_margins_give_damage_dice() {
    assert_eq!(margin_dice(27 - 12), 1);
    assert_eq!(margin_dice(27 - 24), 0);
}

#[test]
fn cor_ex_18_damage_23_against_soak_14_from_a_bullet() {
    let lost = levels_lost(23, 14, LEVEL_STEP);
    assert_eq!(lost, 2);
    assert_eq!(
        split(Weapon::Bullet, lost, true),
        Split {
            wound: 2,
            fatigue: 0
        }
    );
}

#[test]
fn cor_40_the_split_by_weapon() {
    for w in [Weapon::Unarmed, Weapon::Soft] {
        assert_eq!(
            split(w, 4, true),
            Split {
                wound: 0,
                fatigue: 4
            }
        );
    }
    for w in [
        Weapon::Cutting,
        Weapon::Thrusting,
        Weapon::Bullet,
        Weapon::Explosion,
    ] {
        assert_eq!(
            split(w, 4, true),
            Split {
                wound: 4,
                fatigue: 0
            }
        );
    }
    assert_eq!(
        split(Weapon::Blunt, 4, true),
        Split {
            wound: 2,
            fatigue: 2
        }
    );
    assert_eq!(split(Weapon::HardBlunt, 0, true), Split::default());
}

#[test]
fn cor_ex_19_odd_levels_go_to_the_first_listed_track() {
    assert_eq!(
        split(Weapon::Blunt, 3, true),
        Split {
            wound: 1,
            fatigue: 2
        }
    );
    assert_eq!(
        split(Weapon::HardBlunt, 3, true),
        Split {
            wound: 2,
            fatigue: 1
        }
    );
    // Option `odd-level second` (COR-OP-17).
    assert_eq!(
        split(Weapon::Blunt, 3, false),
        Split {
            wound: 2,
            fatigue: 1
        }
    );
}

#[test]
fn cor_41_critical_damage_table() {
    assert!(!triggered(2));
    assert!(triggered(3));
    let hit = Split {
        wound: 2,
        fatigue: 1,
    };
    assert_eq!(
        (hit_levels(hit, true), hit_levels(hit, false)),
        (3, 2),
        "COR-OP-18"
    );
    let rows = [
        (2, Critical::Nothing),
        (5, Critical::Nothing),
        (6, Critical::Unbalanced),
        (7, Critical::HandDrop),
        (8, Critical::Stunned),
        (9, Critical::LegSlowed),
        (10, Critical::KnockedDown),
        (11, Critical::ArmUseless),
        (12, Critical::LegUseless),
        (13, Critical::KnockedOut),
        (14, Critical::Bleeding),
        (15, Critical::HandLost),
        (16, Critical::FootLost),
        (17, Critical::Face),
        (18, Critical::Dying),
        (19, Critical::Dead),
        (30, Critical::Dead),
    ];
    for (roll, want) in rows {
        assert_eq!(critical(roll), want, "{roll}");
    }
    let impaled: Vec<u32> = (6..=19).filter(|&r| critical(r).impalement()).collect();
    assert_eq!(impaled, vec![8, 12, 14, 18, 19]);
    assert_eq!(Critical::Stunned.actions_lost(), 2);
    assert_eq!(Critical::Unbalanced.actions_lost(), 1);
    assert_eq!(Critical::HandLost.actions_lost(), 0);
    assert!(Critical::HandDrop.drops() && !Critical::Face.drops());
    let faces: Vec<Face> = (1..=6).map(face).collect();
    assert_eq!(
        faces,
        vec![
            Face::Scar,
            Face::Scar,
            Face::Ear,
            Face::Eye,
            Face::Nose,
            Face::Jaw
        ]
    );
    assert_eq!(critical::TRIGGER, 3);
}

#[test]
fn cor_ex_20_a_hit_of_3_levels_and_a_roll_of_7() {
    let result = critical(7 + 3);
    assert_eq!(result, Critical::KnockedDown);
    assert!(result.drops());
    assert_eq!(result.actions_lost(), 1);
}

#[test]
fn cor_42_cyberware_damage() {
    let rows = [
        (1, Site::Nothing),
        (40, Site::Nothing),
        (41, Site::Growth),
        (50, Site::Growth),
        (51, Site::Hand),
        (53, Site::Hand),
        (54, Site::Arm),
        (59, Site::Arm),
        (60, Site::Foot),
        (63, Site::Foot),
        (64, Site::Leg),
        (70, Site::Leg),
        (71, Site::Face),
        (74, Site::Face),
        (75, Site::EyeEar),
        (76, Site::EyeEar),
        (77, Site::Connection),
        (78, Site::General),
        (87, Site::General),
        (88, Site::Organ),
        (93, Site::Organ),
        (94, Site::Power),
        (96, Site::Power),
        (97, Site::Other),
        (100, Site::Other),
    ];
    for (d100, want) in rows {
        assert_eq!(site(d100), want, "{d100}");
    }
    assert_eq!(breakdown(1, 1), (Status::Cosmetic, 10));
    assert_eq!(breakdown(2, 2), (Status::Light, 14));
    assert_eq!(breakdown(5, 3), (Status::Breakdown, 22));
    assert_eq!(breakdown(6, 4), (Status::Destroyed, 20));
    assert_eq!((protection_after(3, 1), protection_after(2, 5)), (2, 0));
}

#[test]
fn cor_ex_21_a_cyberarm_hit_by_3_levels() {
    assert_eq!(site(55), Site::Arm);
    assert_eq!(breakdown(4, 3), (Status::Major, 19));
}

#[test]
fn cor_43_open_ended_tracks_until_the_gm_sets_a_maximum() {
    let mut t = Tracks::default();
    t.take(Split {
        wound: 40,
        fatigue: 60,
    });
    assert_eq!(
        t.lost,
        Split {
            wound: 40,
            fatigue: 60
        }
    );
    assert!(!t.incapacitated(), "no maximum: never incapacitated");
    let mut t = Tracks {
        max: Some(Split {
            wound: 5,
            fatigue: 8,
        }),
        ..Tracks::default()
    };
    t.take(Split {
        wound: 4,
        fatigue: 7,
    });
    assert!(!t.incapacitated());
    t.take(Split {
        wound: 0,
        fatigue: 1,
    });
    assert!(t.incapacitated());
}

#[test]
fn cor_rolls_declare_distinct_slots_with_catalog_words() {
    let mut keys: Vec<&str> = ROLLS.iter().map(|s| s.key).collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), ROLLS.len());
    assert!(ROLLS.iter().all(|s| s.what.starts_with("cor-roll-")));
    assert_eq!(
        ROLLS.iter().find(|s| s.key == "cyber").map(|s| s.sides),
        Some(100)
    );
}

#[test]
fn cor_facts_keep_every_die_and_read_back() {
    let mut d = ScriptedDice::new([6, 1, 4, 3, 2]);
    let damage = roll(&mut d, DAMAGE, 2, 10, true);
    let soak = roll(&mut d, super::rolls::SOAK, 2, 4, false);
    let fact = CorporatesFact::Hurt {
        who: CombatantId(2),
        weapon: Weapon::Bullet,
        damage,
        soak,
        split: Split {
            wound: 2,
            fatigue: 0,
        },
        by: None,
        gear: None,
        levels: 0,
        dice_from: Vec::new(),
    };
    let json = serde_json::to_string(&fact).unwrap();
    assert!(json.starts_with(r#"{"event":"cor_hurt""#), "{json}");
    assert!(json.contains(r#""dice":[6,1,4]"#), "{json}");
    let back: CorporatesFact = serde_json::from_str(&json).unwrap();
    assert_eq!(back, fact);
    assert_eq!(fact.combatants(), vec![CombatantId(2)]);
    let led = CorporatesFact::Led {
        at: super::schedule::At {
            turn: 1,
            segment: 2,
        },
        first: CombatantId(1),
        second: CombatantId(4),
        lead: super::priority::Lead::Simultaneous,
    };
    assert_eq!(led.combatants(), vec![CombatantId(1), CombatantId(4)]);
}

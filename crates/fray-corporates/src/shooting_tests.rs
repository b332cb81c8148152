//! Shooting, COR-15 to COR-28, with COR-EX-04 to COR-EX-06 and COR-EX-10 to COR-EX-16.

use super::covering::{self, Use, bullets_hitting, crossing, firepower};
use super::damage::margin_dice;
use super::shooting::{
    Acquisition, Appearance, Difficulty, FREE_BURST_ROUNDS, Range, Stance, burst_margins,
    point_blank, reflex_added, reflex_difficulty, unshouldered_bands,
};
use super::target::{
    self, COVER_STRAY, Protection, Size, Visibility, crowd, engaged, falling, movement, strays,
    visibility,
};

#[test]
fn cor_16_range_bands_and_margin_dice() {
    let all = [Range::Short, Range::Medium, Range::Long, Range::Extreme];
    assert_eq!(all.map(Range::difficulty), [5, 15, 20, 25]);
    let bands = [10, 50, 150, 300];
    assert_eq!(Range::of(10, bands), Some(Range::Short));
    assert_eq!(Range::of(11, bands), Some(Range::Medium));
    assert_eq!(Range::of(300, bands), Some(Range::Extreme));
    assert_eq!(Range::of(301, bands), None, "out of range");
    assert_eq!(
        (margin_dice(9), margin_dice(10), margin_dice(29)),
        (0, 1, 2)
    );
}

#[test]
fn cor_16_difficulty_keeps_each_term_with_its_label() {
    let d = Difficulty::from_range(Range::Medium)
        .with("snap", 3)
        .with("point-blank", point_blank(2))
        .with("size", 0);
    assert_eq!(d.total(), 13);
    let labels: Vec<_> = d
        .terms()
        .iter()
        .map(|t| (t.label.as_str(), t.value))
        .collect();
    assert_eq!(
        labels,
        [("range", 15), ("snap", 3), ("point-blank", -5), ("size", 0)]
    );
}

#[test]
fn cor_18_reflex_difficulty_and_cor_ex_15_added_margin() {
    let front = Appearance {
        in_front: true,
        improbable: false,
        where_aiming: false,
        on_guard: None,
    };
    assert_eq!(reflex_difficulty(front), 15);
    let side = Appearance {
        in_front: false,
        ..front
    };
    assert_eq!(reflex_difficulty(side), 20);
    let ceiling = Appearance {
        improbable: true,
        ..side
    };
    assert_eq!(reflex_difficulty(ceiling), 25);
    let aimed = Appearance {
        where_aiming: true,
        ..front
    };
    assert_eq!(reflex_difficulty(aimed), 10);
    let guard = Appearance {
        on_guard: Some(3),
        ..aimed
    };
    assert_eq!(
        reflex_difficulty(guard),
        10,
        "guard and aiming do not stack"
    );
    let keen = Appearance {
        on_guard: Some(7),
        ..aimed
    };
    assert_eq!(reflex_difficulty(keen), 8);
    // COR-EX-15: beside the shooter, 16 vs 20: the shot gets +4.
    assert_eq!(reflex_added(16, reflex_difficulty(side)), 4);
    assert_eq!(reflex_added(21, 20), 0, "a success adds nothing");
}

#[test]
fn cor_19_acquisition_and_cor_ex_16_cap() {
    let a = Acquisition::default()
        .after(true, Stance::Prone)
        .after(true, Stance::Prone)
        .after(true, Stance::Prone);
    assert_eq!(a.raw, 9);
    assert_eq!(a.bonus(6, 4), 4, "COR-EX-16: capped by the scope");
    assert_eq!(a.bonus(2, 4), 2, "capped by the skill (COR-OP-07)");
    let b = Acquisition::default()
        .after(true, Stance::Standing)
        .after(true, Stance::Braced);
    assert_eq!(b.raw, 3);
    assert_eq!(b.after(false, Stance::Braced), Acquisition::default());
}

#[test]
fn cor_20_point_blank_under_three_metres() {
    assert_eq!(
        (point_blank(0), point_blank(2), point_blank(3)),
        (-5, -5, 0)
    );
}

#[test]
fn cor_21_firepower_and_cor_ex_12() {
    assert_eq!(firepower(6, &[Use::FreeBurst], 4, false), 5);
    assert_eq!(firepower(6, &[Use::FreeBurst], 4, true), 2);
    assert_eq!(
        firepower(4, &[Use::Single, Use::Burst3], 2, false),
        5,
        "two weapons: bonuses add, skill once"
    );
    assert_eq!(firepower(2, &[Use::Single], 10, false), 0, "never negative");
    let bonuses = [
        Use::Single,
        Use::Shotgun,
        Use::Burst3,
        Use::FreeBurst,
        Use::Heavy,
        Use::HeavyBurst,
    ]
    .map(Use::burst_bonus);
    assert_eq!(bonuses, [1, 2, 2, 3, 4, 5]);
    assert_eq!(
        [Use::Single, Use::Burst3, Use::FreeBurst].map(Use::rounds_per_second),
        [1, 3, 5]
    );
}

#[test]
fn cor_22_effects_and_cor_ex_13_bullets() {
    assert_eq!(crossing(5, 3, 5), (1, true), "in the open, feint 3 < 5");
    assert_eq!(crossing(0, 5, 5), (1, false));
    assert_eq!(crossing(10, 0, 5), (0, false), "behind protection");
    assert_eq!(bullets_hitting([1, 1, 4], 5), 3, "COR-EX-13");
    assert_eq!(bullets_hitting([4], 5), 1);
    assert_eq!(bullets_hitting([1, 1, 1, 1, 1, 1], 3), 3, "capped");
    assert_eq!(covering::OPEN_PROTECTION, 5);
}

#[test]
fn cor_23_burst_and_cor_ex_04_10_11() {
    // COR-EX-04 / COR-EX-10: 3-round burst, 27 vs 12.
    let margins = burst_margins(27, 12, 3);
    assert_eq!(margins, [15, 3]);
    assert_eq!(
        margins.iter().map(|m| margin_dice(*m)).collect::<Vec<_>>(),
        [1, 0]
    );
    assert_eq!(burst_margins(60, 5, 3).len(), 3, "COR-OP-09 cap");
    assert_eq!(burst_margins(60, 5, FREE_BURST_ROUNDS).len(), 5);
    assert!(burst_margins(11, 12, 3).is_empty(), "a miss lands nothing");
    // COR-EX-11: burst bonus 4 at short range.
    let d = Difficulty::from_range(Range::Short);
    assert_eq!(d.burst_total(4), 5);
    assert_eq!(Difficulty::from_range(Range::Long).burst_total(4), 16);
}

#[test]
fn cor_24_size_table() {
    let sizes = [
        Size::Eye,
        Size::Hand,
        Size::Head,
        Size::Arm,
        Size::Torso,
        Size::Crouching,
        Size::Standing,
        Size::Motorbike,
        Size::Car,
        Size::Truck,
    ];
    assert_eq!(
        sizes.map(Size::modifier),
        [20, 15, 10, 7, 5, 3, 0, -5, -10, -15]
    );
}

#[test]
fn cor_25_movement_and_posture() {
    let speeds = [0, 1, 2, 3, 6, 7, 13, 14, 27, 28, 54, 55, 137, 138, 276, 277];
    assert_eq!(
        speeds.map(|s| movement(s, false)),
        [0, 1, 1, 3, 3, 5, 5, 10, 10, 15, 15, 20, 20, 25, 25, 30]
    );
    assert_eq!(movement(20, true), 1, "along the axis");
    assert_eq!(movement(0, true), 0);
    assert_eq!(target::LOW_POSTURE_DODGE, -5);
    assert_eq!(target::stand_up_seconds(false, false), 1);
    assert_eq!(target::stand_up_seconds(true, false), 2);
    assert_eq!(target::stand_up_seconds(true, true), 1);
}

#[test]
fn cor_26_falling_table() {
    assert_eq!(falling(1), (5, 5, 3));
    assert_eq!(falling(4), (30, 75, 10));
    assert_eq!(falling(8), (50, 245, 15));
    assert_eq!(falling(9), (55, 300, 20));
    assert_eq!(falling(12), falling(9));
    assert_eq!(falling(0), falling(1));
}

#[test]
fn cor_27_cover_and_protections() {
    assert!(strays(10, 15, COVER_STRAY), "a miss by 5 hits the obstacle");
    assert!(!strays(9, 15, COVER_STRAY));
    assert!(!strays(15, 15, COVER_STRAY), "a hit is no stray");
    assert_eq!(Protection::Plaster.bonus(), 5);
    assert_eq!(Protection::ReinforcedConcrete.bonus(), 30);
    assert_eq!(Protection::Sandbag.bonus(), 20);
    assert_eq!(Protection::CarDoor(3).bonus(), 8);
    assert_eq!(Protection::Car(3).bonus(), 16);
}

#[test]
fn cor_28_other_modifiers_and_cor_ex_05_06_14() {
    assert_eq!(engaged(3), 9);
    assert!(strays(12, 21, engaged(3)), "a miss by 9 hits a participant");
    assert_eq!((crowd(3), crowd(7), crowd(12)), (5, 7, 10));
    // COR-EX-05: rooftop, head and shoulders, fleeing along the axis, in a crowd.
    let d = Difficulty::default()
        .with("size", Size::Arm.modifier())
        .with("movement", movement(5, true))
        .with("crowd", crowd(5));
    assert_eq!(d.total(), 13);
    assert!(strays(20, 25, 5) && !strays(19, 25, 5));
    // COR-EX-06: an unshouldered rifle.
    assert_eq!(unshouldered_bands([50, 150, 400, 800]), [5, 10, 20, 30]);
    assert_eq!(unshouldered_bands([3, 8, 40, 80]), [3, 8, 20, 30]);
    // COR-EX-14.
    assert_eq!(visibility(Visibility::Poor, 40, 4), 8);
    assert_eq!(visibility(Visibility::Poor, 40, 5), 7);
    assert_eq!(visibility(Visibility::Reduced, 40, 4), 5);
    assert_eq!(visibility(Visibility::VeryPoor, 40, 4), 13);
    assert_eq!(
        visibility(Visibility::VeryPoor, 40, 0),
        43,
        "Pe 0 reads as 1"
    );
}

#[test]
fn cor_shot_facts_keep_the_difficulty_terms_and_read_back() {
    use crate::engine::{Dice, ScriptedDice};
    use crate::model::CombatantId;
    use crate::rules::OwnFact;

    use super::fact::CorporatesFact;
    use super::rolls::{BULLETS, CHECK, ROLLS, roll};

    let mut d = ScriptedDice::new([6, 5, 4, 6, 1, 1, 4]);
    let shot = roll(&mut d, CHECK, 4, 6, false);
    assert_eq!(shot.total, 27);
    let difficulty = Difficulty::from_range(Range::Medium).with("size", Size::Crouching.modifier());
    let fact = CorporatesFact::Shot(Box::new(super::fact_fire::ShotFact {
        shooter: CombatantId(1),
        target: CombatantId(3),
        weapon: None,
        against: difficulty.burst_total(2),
        margins: burst_margins(shot.total, difficulty.burst_total(2), 3),
        difficulty,
        reflex: None,
        reflex_against: None,
        burst: 2,
        dodge: None,
        malus: super::ledger::Malus::default(),
        aim: 0,
        roll: shot,
        rounds: 3,
        stray: None,
    }));
    let json = serde_json::to_string(&fact).unwrap();
    assert!(json.starts_with(r#"{"event":"cor_shot""#), "{json}");
    assert!(json.contains(r#"{"label":"size","value":3}"#), "{json}");
    assert!(json.contains(r#""margins":[11]"#), "{json}");
    let back: CorporatesFact = serde_json::from_str(&json).unwrap();
    assert_eq!(back, fact);
    assert_eq!(fact.combatants(), vec![CombatantId(1), CombatantId(3)]);
    // COR-22: the mover's d6 for extra bullets come from their own slot.
    let faces: Vec<u32> = (0..3).map(|_| d.roll_for(6, BULLETS)).collect();
    let riddled = CorporatesFact::Riddled(super::fact_fire::RiddledFact {
        who: CombatantId(3),
        shooter: CombatantId(1),
        firepower: 5,
        feint: 3,
        slowed: 100,
        must_dodge: true,
        dodge: None,
        dodge_from: None,
        bullets: bullets_hitting(faces.iter().map(|&f| f as u8), 5),
        d6: faces,
        weapon: None,
    });
    assert_eq!(
        serde_json::from_str::<CorporatesFact>(&serde_json::to_string(&riddled).unwrap()).unwrap(),
        riddled
    );
    assert!(matches!(
        riddled,
        CorporatesFact::Riddled(ref r) if r.bullets == 3
    ));
    assert!(ROLLS.iter().any(|s| s.key == BULLETS && s.sides == 6));
}

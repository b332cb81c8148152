//! Movement and shooting through the decisions (COR-13 to COR-28, COR-EX-04 to 06, 10 to
//! 16, COR-OP-06 to 14, 20): scripted dice, the facts and shared events checked.

use crate::engine::{Event, RuleError, ScriptedDice, apply_all};
use crate::model::{
    Combatant, CombatantId, DamageTrack, Encounter, EntryStatus, Gear, LadderEntry, MarkerRef,
    Side, Skill, Step,
};
use crate::script::{Line, parse_in};

use super::facts_of;
use crate::systems::corporates::fact::CorporatesFact;
use crate::systems::corporates::fact_fire::{FireFact, ShotFact, Stray};
use crate::systems::corporates::command::fire::FireCommand as C;
use crate::systems::corporates::verbs::fire::parse_line;

/// A table: Rook (agility 4, perception 3, reaction 3; firearms 6, athletics 3, body-feint
/// 3, acrobatics 2, vigilance 2; a rifle and an smg), Ganger (agility 3, body-feint 1) and
/// Sniper (agility 3, firearms 5, a rifle).
pub(crate) struct T {
    pub state: Encounter,
}

fn rifle() -> Gear {
    let mut g = Gear {
        key: "rifle".into(),
        ..Gear::default()
    };
    for (k, v) in [
        ("short", 10),
        ("medium", 50),
        ("long", 150),
        ("extreme", 300),
        ("snap", 3),
        ("aim", 4),
        ("burst", 4),
        ("rounds", 30),
        ("damage", 5),
    ] {
        g.values.insert(k.into(), v);
    }
    g.words.insert("kind".into(), "firearm".into());
    g
}

fn smg() -> Gear {
    let mut g = Gear {
        key: "smg".into(),
        ..Gear::default()
    };
    for (k, v) in [
        ("short", 5),
        ("medium", 20),
        ("long", 50),
        ("extreme", 100),
        ("snap", 1),
        ("burst", 2),
    ] {
        g.values.insert(k.into(), v);
    }
    g.words.insert("kind".into(), "firearm".into());
    g
}

fn person(
    id: u32,
    name: &str,
    side: Side,
    stats: &[(&str, i32)],
    skills: &[(&str, i32)],
    gear: Vec<Gear>,
) -> Combatant {
    let mut c = Combatant::new(
        CombatantId(id),
        name,
        side,
        DamageTrack::Monitors { tracks: Vec::new() },
    );
    for (k, v) in stats {
        c.stats.insert((*k).into(), *v);
    }
    for (k, v) in skills {
        c.skills.insert(
            (*k).into(),
            Skill {
                base: *v,
                mastery: 0,
                reserved: false,
            },
        );
    }
    c.gear = gear;
    c
}

impl T {
    pub fn new() -> T {
        let mut state = Encounter::new(crate::systems::corporates::ID, "test");
        let people = [
            person(
                1,
                "Rook",
                Side::Pc,
                &[("agility", 4), ("perception", 3), ("reaction", 3)],
                &[
                    ("firearms", 6),
                    ("athletics", 3),
                    ("body-feint", 3),
                    ("acrobatics", 2),
                    ("vigilance", 2),
                ],
                vec![rifle(), smg()],
            ),
            person(
                2,
                "Ganger",
                Side::Enemy,
                &[("agility", 3)],
                &[("body-feint", 1)],
                Vec::new(),
            ),
            person(
                3,
                "Sniper",
                Side::Enemy,
                &[("agility", 3)],
                &[("firearms", 5)],
                vec![rifle()],
            ),
        ];
        let events: Vec<Event> = people
            .into_iter()
            .map(|c| Event::CombatantAdded {
                combatant: Box::new(c),
            })
            .collect();
        apply_all(&mut state, &events);
        state.next_id = 4;
        // Turn 1, segment 3 (COR-01).
        apply_all(
            &mut state,
            &[
                Event::RoundStarted { round: 1 },
                Event::StepChanged {
                    step: Step::Resolution,
                },
                Event::TableCounterSet {
                    name: "segment".into(),
                    value: 3,
                },
            ],
        );
        T { state }
    }

    /// Decides a line through the system with these dice first, and folds it; a shot or
    /// an aim finds its shooter's one declared action due in this segment (COR-04).
    pub fn line(&mut self, line: &str, dice: &[u32]) -> Result<Vec<Event>, RuleError> {
        let command = match parse_in(crate::systems::corporates::ID, line) {
            Ok(Line::Command(c)) => c,
            other => panic!("{line}: {other:?}"),
        };
        if let Ok(C::Shoot(shot) | C::Aim { shot, .. }) = parse_line(line) {
            let owner = self.who(&shot.who).id;
            apply_all(
                &mut self.state,
                &[Event::MarkerPlaced {
                    entry: LadderEntry {
                        at: MarkerRef { owner, marker: 0 },
                        position: 3,
                        status: EntryStatus::Waiting,
                        malus: 0,
                        rushed: false,
                        label: None,
                    },
                }],
            );
        }
        let mut d = ScriptedDice::new(dice.iter().copied());
        let system = crate::rules::system(crate::systems::corporates::ID);
        let events = system.decide(&self.state, &command, &mut d)?;
        apply_all(&mut self.state, &events);
        assert!(self.state.problems().is_empty(), "{:?}", self.state.problems());
        Ok(events)
    }

    pub fn ok(&mut self, line: &str, dice: &[u32]) -> Vec<Event> {
        self.line(line, dice)
            .unwrap_or_else(|e| panic!("{line}: {e}"))
    }

    pub fn refused(&mut self, line: &str) -> String {
        match self.line(line, &[]) {
            Err(e) => e.to_string(),
            Ok(events) => panic!("{line} accepted: {events:?}"),
        }
    }

    pub fn who(&self, name: &str) -> &Combatant {
        self.state
            .combatants
            .iter()
            .find(|c| c.name == name)
            .unwrap_or_else(|| panic!("{name}"))
    }

    pub fn option(&mut self, key: &str, value: &str) {
        apply_all(
            &mut self.state,
            &[Event::OptionSet {
                key: key.into(),
                value: value.into(),
            }],
        );
    }

    pub fn cond(&mut self, who: &str, name: &str, value: i32) {
        let id = self.who(who).id;
        apply_all(
            &mut self.state,
            &[super::added(
                id,
                name,
                Some(value),
                None,
                crate::model::Expiry::Manual,
            )],
        );
    }
}

pub(crate) fn shot_of(events: &[Event]) -> ShotFact {
    facts_of(events)
        .into_iter()
        .find_map(|f| match f {
            CorporatesFact::Shot(s) => Some(*s),
            _ => None,
        })
        .expect("a shot fact")
}

fn terms(s: &ShotFact) -> Vec<(String, i32)> {
    s.difficulty
        .terms()
        .iter()
        .map(|t| (t.label.clone(), t.value))
        .collect()
}

fn pending(events: &[Event]) -> Option<String> {
    events.iter().find_map(|e| match e {
        Event::PendingSet { action, .. } => action.clone(),
        _ => None,
    })
}

#[test]
fn cor_13_base_speed_is_agility_in_m_s_plus_speed_legs() {
    let mut t = T::new();
    t.ok("move Rook flat", &[]);
    assert_eq!(t.who("Rook").counter("speed"), 400);
    t.ok("move Rook rough", &[]);
    assert_eq!(t.who("Rook").counter("speed"), 200, "rough: agility / 2");
    let id = t.who("Rook").id;
    apply_all(
        &mut t.state,
        &[Event::SkillSet {
            who: id,
            skill: "speed-legs".into(),
            value: Some(Skill {
                base: 2,
                mastery: 0,
                reserved: false,
            }),
        }],
    );
    t.ok("move Rook flat", &[]);
    assert_eq!(
        t.who("Rook").counter("speed"),
        450,
        "+25 cm/s per speed-legs level"
    );
}

#[test]
fn cor_14_the_fast_roll_is_undeclared_and_picks_the_band() {
    let mut t = T::new();
    // agility 4d6 + athletics 3: 6+6+5+5+3 = 25 → 21–30 on flat: +4 m/s.
    let events = t.ok("move Rook flat fast", &[6, 6, 5, 5]);
    assert_eq!(t.who("Rook").counter("speed"), 800);
    assert_eq!(
        t.who("Rook").counter("undeclared"),
        1,
        "an undeclared action"
    );
    match facts_of(&events).as_slice() {
        [
            CorporatesFact::Fire(FireFact::Moved {
                acceleration,
                roll: Some(r),
                ..
            }),
        ] => {
            assert_eq!((*acceleration, r.total), (400, 25));
        }
        other => panic!("{other:?}"),
    }
    // The second undeclared action loses a die (COR-06): 3d6 + 3 = 1+1+1+3 = 6 → +3 m/s.
    t.ok("move Rook flat fast", &[1, 1, 1]);
    assert_eq!(t.who("Rook").counter("speed"), 700);
    // Stairs down roll acrobatics.
    // The third: 4 dice − 2 undeclared = 2d6, 5 + 6 = 11.
    let events = t.ok("move Rook stairs-down fast dice 4 bonus 0", &[5, 6]);
    match facts_of(&events).as_slice() {
        [
            CorporatesFact::Fire(FireFact::Moved {
                base, acceleration, ..
            }),
        ] => {
            assert_eq!(
                (*base, *acceleration),
                (200, 150),
                "11–20 on stairs down: +1.5"
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn cor_op_06_the_crouched_cell_reads_plus_1_or_as_printed() {
    let mut t = T::new();
    t.ok("move Rook crouched fast dice 2 bonus 0", &[6, 6]);
    assert_eq!(t.who("Rook").counter("speed"), 150 + 100);
    t.option("fast-table", "as-printed");
    // The second undeclared action loses a die: 3 − 1.
    t.ok("move Rook crouched fast dice 3 bonus 0", &[6, 6]);
    assert_eq!(t.who("Rook").counter("speed"), 150 + 10);
}

#[test]
fn cor_15_combat_movement_slows_and_adds_the_feint_to_shots() {
    let mut t = T::new();
    t.ok("combat-move Ganger on", &[]);
    assert!(t.who("Ganger").has_condition("combat-move"));
    t.ok("move Ganger flat", &[]);
    assert_eq!(t.who("Ganger").counter("speed"), 200, "3 m/s − 1");
    let shot = shot_of(&t.ok("shoot Rook at Ganger range short", &[1, 1, 1, 1]));
    assert_eq!(
        terms(&shot),
        [("range".into(), 5), ("combat-move".into(), 1)]
    );
    t.ok("combat-move Ganger off", &[]);
    assert!(!t.who("Ganger").has_condition("combat-move"));
    assert!(t.refused("combat-move Ganger off").contains("Ganger"));
}

#[test]
fn cor_16_the_band_comes_from_the_distance_and_the_weapon_sheet() {
    let mut t = T::new();
    let shot = shot_of(&t.ok("shoot Rook at Ganger with rifle distance 40", &[6, 6, 6, 6]));
    assert_eq!(terms(&shot), [("range".into(), 15)]);
    assert_eq!(shot.margins, vec![24 + 6 - 15]);
    assert_eq!(
        t.who("Rook").gear("rifle").and_then(|g| g.value("rounds")),
        Some(29)
    );
    assert!(
        t.refused("shoot Rook at Ganger with rifle distance 400")
            .contains("300")
    );
    // +1d damage per 10 margin, in the pending damage step.
    let events = t.ok("shoot Rook at Ganger with rifle range short", &[6, 6, 6, 6]);
    assert_eq!(shot_of(&events).margins, vec![25]);
    assert_eq!(
        pending(&events).as_deref(),
        Some("hurt ganger by rook with rifle margin 25")
    );
}

#[test]
fn cor_17_18_a_snap_shot_adds_the_weapon_malus() {
    let mut t = T::new();
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger with rifle range medium snap",
        &[3, 3, 3, 3],
    ));
    assert_eq!(terms(&shot), [("range".into(), 15), ("snap".into(), 3)]);
    assert_eq!((shot.roll.total, shot.margins.clone()), (18, vec![0]));
}

#[test]
fn cor_ex_15_a_reflex_shot_adds_the_reaction_failure_margin() {
    let mut t = T::new();
    // Reaction 3d6 + vigilance 2 = 4+5+5+2 = 16 against 20 (beside): +4.
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger range short reflex side",
        &[4, 5, 5, 6, 6, 6, 6],
    ));
    assert_eq!(terms(&shot), [("range".into(), 5), ("reflex".into(), 4)]);
    assert_eq!(shot.reflex.as_ref().map(|r| r.total), Some(16));
}

#[test]
fn cor_19_aiming_gathers_a_bonus_spent_by_the_next_shot() {
    let mut t = T::new();
    // Acquisition: standard shot at long range (20), 4d6 + 6 + the rifle's aim 4.
    t.ok(
        "aim Rook at Sniper with rifle range long prone",
        &[3, 3, 3, 3],
    );
    let sniper = t.who("Sniper").id;
    let aim = |t: &T| super::held(t.who("Rook"), "aim", Some(sniper));
    assert_eq!(aim(&t), Some(3));
    t.ok(
        "aim Rook at Sniper with rifle range long prone",
        &[3, 3, 3, 3],
    );
    assert_eq!(aim(&t), Some(6), "cumulative");
    // A failure loses it all.
    t.ok(
        "aim Rook at Sniper with rifle range long prone",
        &[1, 1, 1, 1],
    );
    assert_eq!(aim(&t), None);
    t.ok(
        "aim Rook at Sniper with rifle range long braced",
        &[3, 3, 3, 3],
    );
    let shot = shot_of(&t.ok(
        "shoot Rook at Sniper with rifle range long aimed",
        &[2, 2, 2, 2],
    ));
    assert_eq!((shot.aim, shot.roll.total), (2, 8 + 6 + 2));
    assert_eq!(aim(&t), None, "spent by the shot");
    assert!(
        t.refused("shoot Rook at Sniper with rifle range long aimed")
            .contains("Sniper")
    );
}

#[test]
fn cor_ex_16_the_acquisition_cap_is_min_of_skill_and_scope() {
    let mut t = T::new();
    for _ in 0..3 {
        t.ok(
            "aim Rook at Sniper with rifle range long prone",
            &[6, 6, 6, 6],
        );
    }
    let sniper = t.who("Sniper").id;
    assert_eq!(
        super::held(t.who("Rook"), "aim", Some(sniper)),
        Some(9),
        "raw +9"
    );
    let shot = shot_of(&t.ok("shoot Rook at Sniper with rifle range long", &[1, 1, 1, 1]));
    assert_eq!(shot.aim, 4, "capped at min(6, 4)");
}

#[test]
fn cor_op_07_the_cap_may_take_the_higher() {
    let mut t = T::new();
    t.option("aim-cap", "max");
    for _ in 0..3 {
        t.ok(
            "aim Rook at Sniper with rifle range long prone",
            &[6, 6, 6, 6],
        );
    }
    let shot = shot_of(&t.ok("shoot Rook at Sniper with rifle range long", &[1, 1, 1, 1]));
    assert_eq!(shot.aim, 6, "capped at max(6, 4)");
}

#[test]
fn cor_20_point_blank_gives_5_to_the_shooter() {
    let mut t = T::new();
    let shot = shot_of(&t.ok("shoot Rook at Ganger with rifle distance 2", &[1, 1, 1, 1]));
    assert_eq!(
        terms(&shot),
        [("range".into(), 5), ("point-blank".into(), -5)]
    );
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger range medium pointblank",
        &[1, 1, 1, 1],
    ));
    assert_eq!(shot.difficulty.total(), 10);
}

#[test]
fn cor_23_ex_04_ex_10_a_burst_lands_a_bullet_per_multiple() {
    let mut t = T::new();
    // Difficulty 12 before the burst bonus 4 would make it 8: use mod to reach 16 − 4 = 12.
    let events = t.ok(
        "shoot Rook at Ganger with rifle range medium burst 3 mod 1 dice 4 bonus 6",
        &[6, 5, 5, 5],
    );
    let shot = shot_of(&events);
    assert_eq!((shot.against, shot.roll.total), (12, 27));
    assert_eq!(shot.margins, vec![15, 3], "COR-EX-04, COR-EX-10");
    assert_eq!(shot.rounds, 3);
    assert_eq!(
        pending(&events).as_deref(),
        Some("hurt ganger by rook with rifle margin 15 | hurt ganger by rook with rifle margin 3")
    );
    assert_eq!(
        t.who("Rook").gear("rifle").and_then(|g| g.value("rounds")),
        Some(27)
    );
}

#[test]
fn cor_ex_11_a_burst_difficulty_never_falls_under_5() {
    let mut t = T::new();
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger with rifle range short burst free",
        &[1, 1, 1, 1],
    ));
    assert_eq!(
        (shot.difficulty.total(), shot.burst, shot.against),
        (5, 4, 5)
    );
    assert_eq!(shot.rounds, 5);
}

#[test]
fn cor_op_09_burst_hits_are_capped_at_the_rounds_unless_lifted() {
    let mut t = T::new();
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger with rifle range short burst 3",
        &[6, 6, 6, 6],
    ));
    assert_eq!(shot.margins.len(), 3, "30 / 5 = 6, capped at 3");
    t.option("burst-cap", "none");
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger with rifle range short burst 3",
        &[6, 6, 6, 6],
    ));
    assert_eq!(shot.margins.len(), 6);
}

#[test]
fn cor_24_25_size_and_movement_terms() {
    let mut t = T::new();
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger range long size hand moving sprint",
        &[1, 1, 1, 1],
    ));
    assert_eq!(
        terms(&shot),
        [
            ("range".into(), 20),
            ("size".into(), 15),
            ("moving".into(), 5)
        ]
    );
    // The target's current speed (counter speed), and along the axis only +1.
    t.ok("move Ganger flat", &[]);
    let shot = shot_of(&t.ok("shoot Rook at Ganger range long moving", &[1, 1, 1, 1]));
    assert_eq!(terms(&shot)[1], ("moving".into(), 3));
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger range long moving 40 axis",
        &[1, 1, 1, 1],
    ));
    assert_eq!(terms(&shot)[1], ("moving-axis".into(), 1));
}

#[test]
fn cor_25_postures_and_standing_up() {
    let mut t = T::new();
    t.ok("crouch Rook", &[]);
    assert!(t.who("Rook").has_condition("crouched"));
    t.ok("prone Rook", &[]);
    assert!(t.who("Rook").has_condition("prone") && !t.who("Rook").has_condition("crouched"));
    let events = t.ok("stand Rook", &[]);
    assert!(matches!(
        facts_of(&events).as_slice(),
        [CorporatesFact::Fire(FireFact::Posture { seconds: 2, .. })]
    ));
    assert!(t.refused("stand Rook").contains("Rook"));
    t.ok("prone Rook", &[]);
    // Acrobatics 4d6 + 2 = 10 against 10: 1 s, an undeclared action.
    let events = t.ok("stand Rook acrobatics", &[2, 2, 2, 2]);
    assert!(matches!(
        facts_of(&events).as_slice(),
        [CorporatesFact::Fire(FireFact::Posture { seconds: 1, .. })]
    ));
    assert_eq!(t.who("Rook").counter("undeclared"), 1);
    t.ok("crouch Rook", &[]);
    let events = t.ok("stand Rook", &[]);
    assert!(matches!(
        facts_of(&events).as_slice(),
        [CorporatesFact::Fire(FireFact::Posture { seconds: 1, .. })]
    ));
}

#[test]
fn cor_26_a_fall_and_its_shot_modifier() {
    let mut t = T::new();
    t.ok("fall Ganger 3", &[]);
    assert_eq!(super::held(t.who("Ganger"), "falling", None), Some(3));
    let shot = shot_of(&t.ok("shoot Rook at Ganger range medium falling", &[1, 1, 1, 1]));
    assert_eq!(terms(&shot)[1], ("falling".into(), 10));
    t.option("fall-sign", "easier");
    let shot = shot_of(&t.ok("shoot Rook at Ganger range medium falling 1", &[1, 1, 1, 1]));
    assert_eq!(terms(&shot)[1], ("falling".into(), -3), "COR-OP-10 easier");
    t.ok("fall Ganger off", &[]);
    assert!(!t.who("Ganger").has_condition("falling"));
    assert!(t.refused("fall Ganger off").contains("Ganger"));
}

#[test]
fn cor_27_a_miss_by_5_behind_cover_strikes_the_obstacle() {
    let mut t = T::new();
    // 4+6 = 10 + 4 = 14 against 15 + 5 (torso visible) = 20: missed by… 6? 1d less: use 4 dice.
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger range medium size torso cover wood",
        &[4, 3, 1, 1],
    ));
    assert_eq!(shot.against, 20);
    assert_eq!(
        shot.stray,
        Some(Stray::Obstacle {
            protection: crate::systems::corporates::target::Protection::Wood
        })
    );
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger range medium size torso cover wood",
        &[1, 1, 1, 1],
    ));
    assert_eq!(shot.stray, None, "missed by 10");
}

#[test]
fn cor_28_ex_05_a_crowd_near_miss_hits_a_passer_by() {
    let mut t = T::new();
    // COR-EX-05: head and shoulders +7 (arm), along the axis +1, crowd +5: +13.
    let shot = shot_of(&t.ok(
        "shoot Sniper at Rook range medium size arm moving run axis crowd 5",
        &[3, 3, 3],
    ));
    assert_eq!(shot.difficulty.total() - 15, 13);
    assert_eq!(shot.against - shot.roll.total, 28 - 14);
    assert_eq!(shot.stray, None, "missed by 14 > 5");
    let shot = shot_of(&t.ok(
        "shoot Sniper at Rook range medium size arm moving run axis crowd 5",
        &[6, 6, 6],
    ));
    assert_eq!(shot.against - shot.roll.total, 5);
    assert_eq!(
        shot.stray,
        Some(Stray::Other {
            who: None,
            d100: None
        })
    );
}

#[test]
fn cor_op_12_an_engaged_near_miss_picks_another_participant() {
    let mut t = T::new();
    let (rook, ganger) = (t.who("Rook").id, t.who("Ganger").id);
    apply_all(
        &mut t.state,
        &[super::added(
            rook,
            "engaged",
            None,
            Some(ganger),
            crate::model::Expiry::Manual,
        )],
    );
    // Engaged, 3 participants: +9; a miss by 9 strays (at-most), not under `below`.
    let line = "shoot Sniper at Ganger range short engaged 3 bonus 0";
    let shot = shot_of(&t.ok(line, &[1, 1, 3, 50]));
    assert_eq!(shot.against - shot.roll.total, 14 - 5);
    assert_eq!(
        shot.stray,
        Some(Stray::Other {
            who: Some(rook),
            d100: Some(50)
        })
    );
    t.option("stray", "below");
    let shot = shot_of(&t.ok(line, &[1, 1, 3]));
    assert_eq!(shot.stray, None);
}

#[test]
fn cor_ex_06_an_unshouldered_long_arm_is_capped_and_snap() {
    let mut t = T::new();
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger with rifle distance 25 unshouldered",
        &[1, 1, 1, 1],
    ));
    assert_eq!(
        terms(&shot),
        [("range".into(), 25), ("snap".into(), 3)],
        "25 m > 20: extreme"
    );
    assert!(
        t.refused("shoot Rook at Ganger with rifle distance 31 unshouldered")
            .contains("30")
    );
}

#[test]
fn cor_ex_14_poor_visibility_with_and_without_infrared() {
    let mut t = T::new();
    let id = t.who("Rook").id;
    apply_all(
        &mut t.state,
        &[Event::StatSet {
            who: id,
            stat: "perception".into(),
            value: Some(4),
        }],
    );
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger range medium visibility poor 40",
        &[1, 1, 1, 1],
    ));
    assert_eq!(terms(&shot)[1], ("visibility".into(), 8));
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger range medium visibility poor 40 ir",
        &[1, 1, 1, 1],
    ));
    assert_eq!(terms(&shot)[1], ("visibility".into(), 7));
}

#[test]
fn cor_op_20_divisions_round_down_or_to_the_nearest() {
    let mut t = T::new();
    // 3 + 30 / (2 × 4) = 3 + 3.75.
    let id = t.who("Rook").id;
    apply_all(
        &mut t.state,
        &[Event::StatSet {
            who: id,
            stat: "perception".into(),
            value: Some(4),
        }],
    );
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger range medium visibility poor 30",
        &[1, 1, 1, 1],
    ));
    assert_eq!(terms(&shot)[1].1, 6);
    t.option("rounding", "nearest");
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger range medium visibility poor 30",
        &[1, 1, 1, 1],
    ));
    assert_eq!(terms(&shot)[1].1, 7);
}

#[test]
fn cor_op_14_a_dodge_above_the_difficulty_replaces_it() {
    let mut t = T::new();
    t.cond("Ganger", "dodge", 16);
    let shot = shot_of(&t.ok("shoot Rook at Ganger range short", &[3, 3, 3, 3]));
    assert_eq!(
        (shot.dodge, shot.against, shot.margins.len()),
        (Some(16), 16, 1)
    );
    t.option("dodge-shots", "none");
    let shot = shot_of(&t.ok("shoot Rook at Ganger range short", &[3, 3, 3, 3]));
    assert_eq!((shot.dodge, shot.against), (None, 5));
}

#[test]
fn cor_08_a_shot_is_a_declared_action_through_the_ledger() {
    let mut t = T::new();
    t.cond("Rook", "unbalanced", 1);
    let id = t.who("Rook").id;
    apply_all(
        &mut t.state,
        &[Event::CounterSet {
            who: id,
            name: "confidence".into(),
            value: 2,
        }],
    );
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger range short confidence 1",
        &[1, 1, 1, 1],
    ));
    assert_eq!(shot.malus.situational, 1);
    assert_eq!(shot.roll.dice.len(), 4, "4 − 1 + 1 confidence");
    assert_eq!(t.who("Rook").counter("confidence"), 1);
    assert!(
        t.refused("shoot Rook at Ganger range short confidence 3")
            .contains('3')
    );
}

#[test]
fn cor_33_an_engaged_shooter_has_no_firearm() {
    let mut t = T::new();
    t.cond("Rook", "engaged", 0);
    assert!(
        t.refused("shoot Rook at Ganger range short")
            .contains("Rook")
    );
}

#[test]
fn cor_21_ex_12_covering_fire_firepower_rounds_and_long_action() {
    let mut t = T::new();
    let events = t.ok(
        "cover Rook skill 6 burst free metres 4 from 3 to 5 exposed Ganger",
        &[],
    );
    let rook = t.who("Rook");
    assert_eq!(super::held(rook, "covering", None), Some(5), "COR-EX-12");
    assert_eq!(rook.counter("rounds"), 15, "5 a second for 3 s");
    assert_eq!(
        super::held(t.who("Ganger"), "exposed", Some(rook.id)),
        Some(5)
    );
    assert!(
        facts_of(&events)
            .iter()
            .any(|f| matches!(f, CorporatesFact::Covering(c) if c.rounds == 15))
    );
    t.ok(
        "cover Rook skill 6 burst free metres 4 from 3 to 5 under-fire",
        &[],
    );
    assert_eq!(
        super::held(t.who("Rook"), "covering", None),
        Some(2),
        "halved, down"
    );
    // The exposed opponent's shot takes the firepower as a term (COR-22).
    let shot = shot_of(&t.ok("shoot Ganger at Rook range short", &[1, 1, 1]));
    assert_eq!(terms(&shot), [("range".into(), 5), ("exposed".into(), 5)]);
    assert!(t.who("Rook").has_condition("under-fire"));
}

#[test]
fn cor_op_08_the_ammunition_list_gives_one_less() {
    let mut t = T::new();
    t.option("cover-bonus", "ammo");
    t.ok("cover Rook skill 6 burst free metres 4 from 3 to 5", &[]);
    assert_eq!(super::held(t.who("Rook"), "covering", None), Some(4));
}

#[test]
fn cor_21_a_covering_shooter_shot_at_is_halved() {
    let mut t = T::new();
    t.ok("cover Rook with smg burst free metres 4 from 3 to 5", &[]);
    assert_eq!(super::held(t.who("Rook"), "covering", None), Some(5));
    t.ok("shoot Sniper at Rook range long", &[1, 1, 1]);
    assert_eq!(super::held(t.who("Rook"), "covering", None), Some(2));
    t.ok("shoot Sniper at Rook range long", &[1, 1, 1]);
    assert_eq!(
        super::held(t.who("Rook"), "covering", None),
        Some(2),
        "once a turn"
    );
    assert!(
        t.who("Rook")
            .gear("smg")
            .is_some_and(|g| g.flag("covering"))
    );
}

#[test]
fn cor_ex_13_a_mover_refusing_the_dodge_takes_a_d6_chain() {
    let mut t = T::new();
    t.ok("cover Rook skill 6 burst free metres 4 from 3 to 5", &[]);
    t.ok("move Ganger flat", &[]);
    let events = t.ok("cross Ganger through Rook refuse", &[1, 1, 4]);
    let riddled = facts_of(&events)
        .into_iter()
        .find_map(|f| match f {
            CorporatesFact::Riddled(r) => Some(r),
            _ => None,
        })
        .expect("riddled");
    assert_eq!(
        (riddled.bullets, riddled.d6.clone(), riddled.must_dodge),
        (3, vec![1, 1, 4], true)
    );
    assert_eq!(t.who("Ganger").counter("speed"), 200, "−1 m/s in the open");
    assert_eq!(pending(&events).as_deref(), Some("hurt ganger by rook margin 0 | hurt ganger by rook margin 0 | hurt ganger by rook margin 0"));
    assert!(t.refused("cross Ganger through Rook").contains("Ganger"));
    let events = t.ok("cross Ganger through Rook dodge 14", &[]);
    assert!(pending(&events).is_none());
    // Behind protection over 5, no dodge is owed.
    t.ok("cross Ganger through Rook protection 10", &[]);
    assert!(
        t.refused("cross Rook through Ganger refuse")
            .contains("Ganger")
    );
}

#[test]
fn cor_fire_options_are_checked_with_their_defaults() {
    use crate::systems::corporates::options;
    for (key, good, bad) in [
        ("fast-table", "as-printed", "typo"),
        ("aim-cap", "max", "sum"),
        ("cover-bonus", "ammo", "both"),
        ("protection", "stops", "armour"),
        ("rounding", "nearest", "up"),
    ] {
        assert!(options::check(key, good).is_ok(), "{key} {good}");
        assert!(options::check(key, bad).is_err(), "{key} {bad}");
    }
    let t = T::new();
    assert!(!options::fast_table_as_printed(&t.state));
    assert!(!options::aim_cap_max(&t.state));
    assert!(!options::cover_ammo_list(&t.state));
    assert!(!options::protection_stops(&t.state));
    assert_eq!(options::divide(&t.state, 7, 2), 3);
}

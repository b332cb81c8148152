//! The movement and shooting test table, shared by the fire family's tests: movement,
//! the fire options and the table's dice in `fire_move_tests.rs`; shots:
//! `fire_shot_tests.rs`; covering fire: `fire_cover_tests.rs`.

use crate::engine::{Event, RuleError, ScriptedDice, apply_all};
use crate::model::{
    Combatant, CombatantId, DamageTrack, Encounter, EntryStatus, Gear, LadderEntry, MarkerRef,
    Side, Skill, Step,
};
use crate::script::{Line, parse_in};

use super::facts_of;
use crate::command::fire::FireCommand as C;
use crate::fact::CorporatesFact;
use crate::fact_fire::ShotFact;
use crate::test_support::parse_fire_line as parse_line;

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
        let mut state = Encounter::new(crate::ID, "test");
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
    /// an aim finds its shooter's one declared action due in this segment (COR-04);
    /// covering fire is announced at the turn's start, as the text asks (COR-21), and the
    /// table is back in its segment after it.
    pub fn line(&mut self, line: &str, dice: &[u32]) -> Result<Vec<Event>, RuleError> {
        if matches!(parse_line(line), Ok(C::Cover(_))) {
            let now = self.state.table_counter("segment");
            let set = |value| Event::TableCounterSet {
                name: "segment".into(),
                value,
            };
            apply_all(&mut self.state, &[set(1)]);
            let decided = self.decided(line, dice);
            apply_all(&mut self.state, &[set(now)]);
            return decided;
        }
        self.decided(line, dice)
    }

    /// [`T::line`] at the table's segment.
    fn decided(&mut self, line: &str, dice: &[u32]) -> Result<Vec<Event>, RuleError> {
        let command = match parse_in(crate::ID, line) {
            Ok(Line::Command(c)) => c,
            other => panic!("{line}: {other:?}"),
        };
        if let Ok(C::Shoot(shot) | C::Aim { shot, .. }) = parse_line(line) {
            let owner = self.who(&shot.who).id;
            let position = self.state.table_counter("segment");
            apply_all(
                &mut self.state,
                &[Event::MarkerPlaced {
                    entry: LadderEntry {
                        at: MarkerRef { owner, marker: 0 },
                        position,
                        status: EntryStatus::Waiting,
                        malus: 0,
                        rushed: false,
                        label: None,
                    },
                }],
            );
        }
        let mut d = ScriptedDice::new(dice.iter().copied());
        let system = crate::rules::system(crate::ID);
        let events = system.decide(&self.state, &command, &mut d)?;
        apply_all(&mut self.state, &events);
        assert!(
            self.state.problems().is_empty(),
            "{:?}",
            self.state.problems()
        );
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

    /// Sets `who`'s stat `stat` to `value`.
    pub fn stat(&mut self, who: &str, stat: &str, value: i32) {
        let id = self.who(who).id;
        apply_all(
            &mut self.state,
            &[Event::StatSet {
                who: id,
                stat: stat.into(),
                value: Some(value),
            }],
        );
    }

    /// Runs a shot rolling four 1s and returns its fact.
    pub fn shot(&mut self, line: &str) -> ShotFact {
        shot_of(&self.ok(line, &[1, 1, 1, 1]))
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

pub(crate) fn terms(s: &ShotFact) -> Vec<(String, i32)> {
    s.difficulty
        .terms()
        .iter()
        .map(|t| (t.label.clone(), t.value))
        .collect()
}

pub(crate) fn pending(events: &[Event]) -> Option<String> {
    events.iter().find_map(|e| match e {
        Event::PendingSet { action, .. } => action.clone(),
        _ => None,
    })
}

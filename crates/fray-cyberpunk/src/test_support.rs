//! Test fixtures: an encounter built from events, commands decided through the system
//! with scripted dice and folded.

use crate::engine::{Command, Event, RuleError, ScriptedDice, apply_all};
use crate::model::{Combatant, CombatantId, Encounter, EntryStatus, Gear, Side};
use crate::rules::RuleSystem;

use super::CyberCommand;

/// Vic's id.
pub const VIC: CombatantId = CombatantId(1);
/// Ganger's id.
pub const GANGER: CombatantId = CombatantId(2);

/// A weapon from `key=value` words (numbers go to values, others to words) and flags.
pub fn gun(key: &str, words: &[(&str, &str)], flags: &[&str]) -> Gear {
    let mut g = Gear {
        key: key.into(),
        ..Gear::default()
    };
    for (k, v) in words {
        match v.parse::<i32>() {
            Ok(n) => {
                g.values.insert((*k).into(), n);
            }
            Err(_) => {
                g.words.insert((*k).into(), (*v).into());
            }
        }
    }
    for f in flags {
        g.flags.insert((*f).into());
    }
    g
}

/// A table: Vic (REF 10, CON 8, MOUV 8, combat sense 3, handgun 6) and Ganger (REF 6,
/// CON 6, MOUV 6), fighting under the system.
pub struct T {
    /// The state.
    pub state: Encounter,
}

impl T {
    /// Vic and Ganger, no weapons. Actions typed in a row go on into the next free slot
    /// (option `out-of-slot next-slot`, CPI-OP-14): these tests are about what an action
    /// does; [`T::strict`] and `tests/integration/cyberpunk_actions_at_their_slots.rs` hold each action
    /// to its slot.
    pub fn new() -> T {
        let mut t = T::strict();
        t.option("out-of-slot", "next-slot");
        t
    }

    /// Vic and Ganger, no weapons, each action held to its owner's slot (the default).
    pub fn strict() -> T {
        let mut state = Encounter::new(super::ID, "test");
        for (id, name, stats) in [
            (
                VIC,
                "Vic",
                [
                    ("ref", 10),
                    ("con", 8),
                    ("mouv", 8),
                    ("combat-sense", 3),
                    ("handgun", 6),
                ],
            ),
            (
                GANGER,
                "Ganger",
                [
                    ("ref", 6),
                    ("con", 6),
                    ("mouv", 6),
                    ("combat-sense", 0),
                    ("handgun", 4),
                ],
            ),
        ] {
            let mut c = Combatant::new(id, name, Side::Pc, super::system().new_damage_track());
            for (k, v) in stats {
                c.stats.insert(k.into(), v);
            }
            apply_all(
                &mut state,
                &[Event::CombatantAdded {
                    combatant: Box::new(c),
                }],
            );
        }
        T { state }
    }

    /// Sets an option.
    pub fn option(&mut self, key: &str, value: &str) -> &mut T {
        self.run(
            Command::Option {
                key: key.into(),
                value: value.into(),
            },
            &[],
        )
        .expect("option");
        self
    }

    /// Gives `who` a weapon.
    pub fn arm(&mut self, who: CombatantId, gear: Gear) -> &mut T {
        apply_all(&mut self.state, &[Event::GearAdded { who, gear }]);
        self
    }

    /// Decides a command with these dice first, and folds it.
    pub fn run(&mut self, command: Command, dice: &[u32]) -> Result<Vec<Event>, RuleError> {
        let mut d = ScriptedDice::new(dice.iter().copied());
        let events = super::system().decide(&self.state, &command, &mut d)?;
        apply_all(&mut self.state, &events);
        assert!(
            self.state.problems().is_empty(),
            "{:?}",
            self.state.problems()
        );
        Ok(events)
    }

    /// Decides one of the system's commands.
    pub fn own(&mut self, command: CyberCommand, dice: &[u32]) -> Result<Vec<Event>, RuleError> {
        self.run(Command::System(command.into()), dice)
    }

    /// `start` with initiative dice for Vic and Ganger (and any tie dice after).
    pub fn start(&mut self, dice: &[u32]) -> &mut T {
        self.run(Command::Start, dice).expect("start");
        self
    }

    /// `actions WHO N`.
    pub fn actions(&mut self, who: &str, n: u8) -> Result<Vec<Event>, RuleError> {
        self.own(
            CyberCommand::Actions {
                who: who.into(),
                count: n,
            },
            &[],
        )
    }

    /// `delay WHO SCORE`.
    pub fn delay(&mut self, who: &str, to: i32) -> Result<Vec<Event>, RuleError> {
        self.own(
            CyberCommand::Delay {
                who: who.into(),
                to,
            },
            &[],
        )
    }

    /// A copy of the state (the state before a command, for narration).
    pub fn clone_state(&self) -> Encounter {
        self.state.clone()
    }

    /// A combatant.
    pub fn who(&self, id: CombatantId) -> &Combatant {
        self.state.combatant(id).expect("combatant")
    }

    /// A combatant's slots by marker: (position, status, malus).
    pub fn slots(&self, id: CombatantId) -> Vec<(i32, EntryStatus, i32)> {
        let mut mine: Vec<_> = self.state.ladder.of(id).collect();
        mine.sort_by_key(|e| e.at.marker);
        mine.iter()
            .map(|e| (e.position, e.status, e.malus))
            .collect()
    }

    /// The positions of the slots still to act (waiting or acting).
    pub fn live(&self, id: CombatantId) -> Vec<i32> {
        self.slots(id)
            .into_iter()
            .filter(|s| matches!(s.1, EntryStatus::Waiting | EntryStatus::Acting))
            .map(|s| s.0)
            .collect()
    }

    /// A weapon of `who`.
    pub fn gear(&self, who: CombatantId, key: &str) -> &Gear {
        self.who(who).gear(key).expect("weapon")
    }
}

/// The facts of a set of events.
pub fn facts(events: &[Event]) -> Vec<&super::CyberFact> {
    events.iter().filter_map(super::fact_of).collect()
}

impl T {
    /// Sets a lasting initiative score directly (as a roll would).
    pub fn set_init(&mut self, who: CombatantId, score: i32) -> &mut T {
        let round = self.state.round;
        apply_all(
            &mut self.state,
            &[Event::InitiativeSet {
                who,
                initiative: Some(crate::model::Initiative {
                    score,
                    dice: vec![],
                    bonus: 0,
                    round,
                }),
            }],
        );
        self
    }

    /// `next`.
    pub fn next(&mut self) -> &mut T {
        self.run(Command::Next, &[]).expect("next");
        self
    }

    /// `next` until the round ends.
    pub fn end_round(&mut self) -> &mut T {
        for _ in 0..50 {
            if self.state.step == crate::model::Step::RoundEnd {
                break;
            }
            self.next();
        }
        self
    }

    /// Who acts now.
    pub fn current(&self) -> Option<(CombatantId, i32)> {
        let at = self.state.current?;
        Some((at.owner, self.state.ladder.get(at)?.position))
    }
}

/// A shot by `who` in `mode` with the weapon in hand, at difficulty 15, no target.
pub fn shoot(who: &str, mode: super::FireMode) -> CyberCommand {
    CyberCommand::Shoot {
        running: false,
        who: who.into(),
        weapon: None,
        mode,
        target: None,
        skill: None,
        difficulty: Some(15),
        modifier: 0,
    }
}

/// A one-handed pistol, 2D6+3, rate of fire 2, fired with the handgun skill.
pub fn pistol() -> Gear {
    gun(
        "pistol",
        &[
            ("damage", "2D6+3"),
            ("rof", "2"),
            ("skill", "handgun"),
            ("hands", "one"),
        ],
        &[],
    )
}

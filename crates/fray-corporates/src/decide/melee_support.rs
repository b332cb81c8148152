//! Test fixtures for the melee and damage decisions: a Corporates table with two fighters,
//! decisions run with scripted dice and folded, their facts read back.

use crate::engine::{Event, RuleError, ScriptedDice, apply_all};
use crate::model::{
    Combatant, CombatantId, Condition, DamageTrack, Encounter, EntryStatus, Expiry, Gear,
    LadderEntry, MarkerRef, Side, Skill,
};

use super::super::fact::CorporatesFact;
use super::super::fact_melee::MeleeFact;

/// A table under the Corporates rules.
pub struct T {
    /// The state.
    pub state: Encounter,
}

/// Kira's id.
pub const KIRA: CombatantId = CombatantId(1);
/// Bob's id.
pub const BOB: CombatantId = CombatantId(2);

fn fighter(id: u32, name: &str, side: Side) -> Combatant {
    let mut c = Combatant::new(
        CombatantId(id),
        name,
        side,
        DamageTrack::Monitors { tracks: Vec::new() },
    );
    for (stat, v) in [
        ("agility", 3),
        ("strength", 3),
        ("soak", 3),
        ("stress", 3),
        ("reaction", 3),
        ("endurance", 3),
    ] {
        c.stats.insert(stat.into(), v);
    }
    c
}

impl T {
    /// Kira (PC) and Bob (enemy): 3 dice in every stat, no skill, turn 1 segment 1 under
    /// way; Kira has one declared action there (give other markers as needed).
    pub fn new() -> T {
        let mut state = Encounter::new(super::super::ID, "test");
        state.combatants.push(fighter(1, "Kira", Side::Pc));
        state.combatants.push(fighter(2, "Bob", Side::Enemy));
        state.next_id = 3;
        state.round = 1;
        state.step = crate::model::Step::Resolution;
        state.pools.push(crate::model::Pool::Counter {
            name: "segment".into(),
            value: 1,
            max: None,
            hidden: false,
        });
        let mut t = T { state };
        t.markers(KIRA, &[1]);
        t
    }

    /// Sets a skill's level.
    pub fn skill(&mut self, who: CombatantId, name: &str, level: i32) -> &mut T {
        if let Some(c) = self.state.combatant_mut(who) {
            c.skills.insert(
                name.into(),
                Skill {
                    base: level,
                    mastery: 0,
                    reserved: false,
                },
            );
        }
        self
    }

    /// Sets a stat.
    pub fn stat(&mut self, who: CombatantId, name: &str, value: i32) -> &mut T {
        if let Some(c) = self.state.combatant_mut(who) {
            c.stats.insert(name.into(), value);
        }
        self
    }

    /// Gives a piece of gear: values and words as `name=value` pairs, flags alone.
    pub fn gear(&mut self, who: CombatantId, key: &str, spec: &[&str]) -> &mut T {
        let mut g = Gear {
            key: key.into(),
            ..Gear::default()
        };
        for item in spec {
            match item.split_once('=') {
                Some((k, v)) => match v.parse::<i32>() {
                    Ok(n) => {
                        g.values.insert(k.into(), n);
                    }
                    Err(_) => {
                        g.words.insert(k.into(), v.into());
                    }
                },
                None => {
                    g.flags.insert((*item).into());
                }
            }
        }
        if let Some(c) = self.state.combatant_mut(who) {
            c.gear.push(g);
        }
        self
    }

    /// Puts a condition on.
    pub fn condition(
        &mut self,
        who: CombatantId,
        name: &str,
        value: Option<i32>,
        target: Option<CombatantId>,
    ) -> &mut T {
        if let Some(c) = self.state.combatant_mut(who) {
            c.conditions.retain(|k| !k.is(name, target));
            c.conditions.push(Condition {
                name: name.into(),
                value,
                expiry: Expiry::Manual,
                target,
            });
        }
        self
    }

    /// Moves to another segment of the turn.
    pub fn segment(&mut self, segment: i32) -> &mut T {
        for pool in &mut self.state.pools {
            let crate::model::Pool::Counter { name, value, .. } = pool;
            if name == "segment" {
                *value = segment;
            }
        }
        self
    }

    /// Places declared-action markers at these segments, replacing the combatant's, and
    /// announces their count.
    pub fn markers(&mut self, who: CombatantId, segments: &[i32]) -> &mut T {
        self.state.ladder.entries.retain(|e| e.at.owner != who);
        if let Some(c) = self.state.combatant_mut(who) {
            c.declaration = Some(segments.len().to_string());
        }
        for (i, &position) in segments.iter().enumerate() {
            self.state.ladder.entries.push(LadderEntry {
                at: MarkerRef {
                    owner: who,
                    marker: u8::try_from(i).unwrap_or(0),
                },
                position,
                status: EntryStatus::Waiting,
                malus: 0,
                rushed: false,
                label: None,
            });
        }
        self
    }

    /// Runs a decision with these dice first, folds its events, returns them.
    pub fn run(
        &mut self,
        dice: &[u32],
        decide: impl FnOnce(&Encounter, &mut ScriptedDice) -> Result<Vec<Event>, RuleError>,
    ) -> Vec<Event> {
        let mut d = ScriptedDice::new(dice.iter().copied());
        let events = decide(&self.state, &mut d).unwrap_or_else(|e| panic!("refused: {e}"));
        apply_all(&mut self.state, &events);
        events
    }

    /// Runs a decision that must be refused: the refusal's text.
    pub fn refused(
        &self,
        decide: impl FnOnce(&Encounter, &mut ScriptedDice) -> Result<Vec<Event>, RuleError>,
    ) -> String {
        let mut d = ScriptedDice::new([]);
        match decide(&self.state, &mut d) {
            Err(e) => e.to_string(),
            Ok(events) => panic!("accepted: {events:?}"),
        }
    }

    /// A counter's value.
    pub fn counter(&self, who: CombatantId, name: &str) -> i32 {
        self.state.combatant(who).map_or(0, |c| c.counter(name))
    }

    /// A condition's value (any target), `None` when absent; `Some(0)` for no value.
    pub fn has(&self, who: CombatantId, name: &str) -> Option<i32> {
        super::act_melee::condition(&self.state, who, name)
    }

    /// The statuses of a combatant's markers, by position.
    pub fn statuses(&self, who: CombatantId) -> Vec<(i32, EntryStatus)> {
        let mut all: Vec<_> = self
            .state
            .ladder
            .of(who)
            .map(|e| (e.position, e.status))
            .collect();
        all.sort_by_key(|p| p.0);
        all
    }
}

/// The Corporates facts of these events.
pub fn facts(events: &[Event]) -> Vec<CorporatesFact> {
    super::act_melee::facts_of(events)
}

/// The family's own facts of these events.
pub fn own(events: &[Event]) -> Vec<MeleeFact> {
    facts(events)
        .into_iter()
        .filter_map(|f| match f {
            CorporatesFact::Melee(m) => Some(m),
            _ => None,
        })
        .collect()
}

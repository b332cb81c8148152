//! What must hold of every encounter the engine folds, whatever commands led to it: run
//! after the fold whenever a save is opened (`store::check_folded`), and by the tests
//! after every step (the monkey test, hostile saves). The per-record check that refuses
//! the record breaking it is `engine/consistency.rs`.

use std::collections::HashSet;

use super::Encounter;

impl Encounter {
    /// Every way this state breaks the table's invariants, one sentence each; empty when
    /// it is sound. Combatant ids are unique and below the next id to hand out; ladder
    /// markers, tie-break rolls and the current marker belong to combatants present, once
    /// each (markers); every token
    /// pool accounts for every token it gained.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        let mut ids = HashSet::with_capacity(self.combatants.len());
        for c in &self.combatants {
            if !ids.insert(c.id) {
                problems.push(format!("combatant id {} is used twice", c.id.0));
            }
            if c.id.0 >= self.next_id {
                problems.push(format!(
                    "combatant id {} is not below the next id {}",
                    c.id.0, self.next_id
                ));
            }
            if let Some(pool) = &c.tokens
                && pool.accounted() != u64::from(pool.gained)
            {
                problems.push(format!(
                    "{}'s token pool accounts for {} tokens but gained {}",
                    c.name,
                    pool.accounted(),
                    pool.gained
                ));
            }
        }
        let mut markers = HashSet::with_capacity(self.ladder.entries.len());
        for entry in &self.ladder.entries {
            if !ids.contains(&entry.at.owner) {
                problems.push(format!(
                    "a ladder marker belongs to combatant {}, who is not in the fight",
                    entry.at.owner.0
                ));
            }
            if !markers.insert(entry.at) {
                problems.push(format!(
                    "marker {} of combatant {} is on the ladder twice",
                    entry.at.marker, entry.at.owner.0
                ));
            }
        }
        for t in &self.ladder.tiebreaks {
            if !ids.contains(&t.owner) {
                problems.push(format!(
                    "tie-break rolls belong to combatant {}, who is not in the fight",
                    t.owner.0
                ));
            }
        }
        if let Some(current) = self.current
            && !ids.contains(&current.owner)
        {
            problems.push(format!(
                "the current marker belongs to combatant {}, who is not in the fight",
                current.owner.0
            ));
        }
        problems
    }
}

#[cfg(test)]
mod tests {
    use crate::model::{
        Combatant, CombatantId, DamageTrack, Encounter, EntryStatus, LadderEntry, MarkerRef, Side,
    };

    #[test]
    fn a_new_encounter_is_sound_and_broken_ones_are_named() {
        let mut e = Encounter::new(crate::model::SystemId::declare("checked"), "t");
        assert!(e.problems().is_empty());
        let c = Combatant::new(
            CombatantId(1),
            "A",
            Side::Pc,
            DamageTrack::Monitors { tracks: Vec::new() },
        );
        e.combatants.push(c.clone());
        e.combatants.push(c);
        let at = MarkerRef {
            owner: CombatantId(9),
            marker: 0,
        };
        e.ladder.entries.push(LadderEntry {
            at,
            position: 3,
            status: EntryStatus::Waiting,
            malus: 0,
            rushed: false,
            label: None,
        });
        e.current = Some(at);
        let problems = e.problems().join("\n");
        assert!(problems.contains("id 1 is used twice"), "{problems}");
        assert!(problems.contains("not below the next id 1"), "{problems}");
        assert!(
            problems.contains("combatant 9, who is not in the fight"),
            "{problems}"
        );
        assert!(problems.contains("current marker"), "{problems}");
    }
}

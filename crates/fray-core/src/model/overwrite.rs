//! Making one state equal to another while keeping its allocations: a decision that reads
//! back the events it is building ([`crate::engine::Batch`]) needs a working copy of the
//! encounter, and cloning 40 combatants (their names, sheets, maps and gear) per command
//! cost most of a scripted import. [`Overwrite`] copies a state over one that looked much
//! the same a command ago: strings and lists are rewritten in place, a map whose keys are
//! unchanged has its values rewritten, and only what changed shape is cloned anew.
//!
//! Every struct is taken apart field by field without `..`, so a field added to the model
//! and forgotten here does not compile.

use std::collections::{BTreeMap, BTreeSet};

use super::{
    Combatant, CombatantId, Condition, Countdown, DamageTrack, DefenseToken, Discarded, Encounter,
    EntryStatus, Expiry, Gear, Initiative, Ladder, LadderEntry, LocatorCell, LocatorLocation,
    MarkerRef, Monitor, Pool, Side, Skill, Step, SystemId, Tiebreak, TokenPool, WoundLocator,
};

/// A value that can be made equal to another, reusing what it already holds.
pub trait Overwrite {
    /// Makes `self` equal to `source` (`*self == *source` afterwards).
    fn overwrite(&mut self, source: &Self);
}

/// Small values without allocations: a plain copy.
macro_rules! by_copy {
    ($($t:ty),* $(,)?) => {
        $(impl Overwrite for $t {
            fn overwrite(&mut self, source: &Self) {
                *self = *source;
            }
        })*
    };
}

by_copy!(
    bool,
    u8,
    u16,
    u32,
    i32,
    CombatantId,
    Side,
    Skill,
    SystemId,
    Step,
    MarkerRef,
    EntryStatus,
    Expiry,
    LocatorCell,
    DefenseToken,
    Discarded,
    crate::model::SaveKind,
);

/// Rare or small values that may allocate: cloned (rarely present per command).
macro_rules! by_clone {
    ($($t:ty),* $(,)?) => {
        $(impl Overwrite for $t {
            fn overwrite(&mut self, source: &Self) {
                self.clone_from(source);
            }
        })*
    };
}

by_clone!(
    String,
    Pool,
    crate::engine::SystemFact,
    crate::model::PartyLink,
    crate::model::FightLink,
);

impl<T: Overwrite + Clone> Overwrite for Option<T> {
    fn overwrite(&mut self, source: &Self) {
        match (self.as_mut(), source) {
            (Some(to), Some(from)) => to.overwrite(from),
            _ => *self = source.clone(),
        }
    }
}

impl<T: Overwrite + Clone> Overwrite for Vec<T> {
    fn overwrite(&mut self, source: &Self) {
        self.truncate(source.len());
        let kept = self.len();
        for (to, from) in self.iter_mut().zip(source) {
            to.overwrite(from);
        }
        self.extend(source.iter().skip(kept).cloned());
    }
}

impl<K: Ord + Clone, V: Overwrite + Clone> Overwrite for BTreeMap<K, V> {
    fn overwrite(&mut self, source: &Self) {
        if self.len() == source.len() {
            // One pass: the values are written while the keys agree; at the first key that
            // differs, the whole map is cloned anyway.
            let mut same_keys = true;
            for ((key, to), (from_key, from)) in self.iter_mut().zip(source) {
                if key != from_key {
                    same_keys = false;
                    break;
                }
                to.overwrite(from);
            }
            if same_keys {
                return;
            }
        }
        self.clone_from(source);
    }
}

impl<T: Ord + Clone> Overwrite for BTreeSet<T> {
    fn overwrite(&mut self, source: &Self) {
        if self != source {
            self.clone_from(source);
        }
    }
}

impl Overwrite for Encounter {
    fn overwrite(&mut self, source: &Self) {
        let Encounter {
            system,
            name,
            combatants,
            next_id,
            round,
            step,
            current,
            ladder,
            countdowns,
            options,
            pools,
            held,
            kind,
            party,
            fights,
        } = source;
        self.system.overwrite(system);
        self.name.overwrite(name);
        self.combatants.overwrite(combatants);
        self.next_id.overwrite(next_id);
        self.round.overwrite(round);
        self.step.overwrite(step);
        self.current.overwrite(current);
        self.ladder.overwrite(ladder);
        self.countdowns.overwrite(countdowns);
        self.options.overwrite(options);
        self.pools.overwrite(pools);
        self.held.overwrite(held);
        self.kind.overwrite(kind);
        self.party.overwrite(party);
        self.fights.overwrite(fights);
    }
}

impl Overwrite for Combatant {
    fn overwrite(&mut self, source: &Self) {
        let Combatant {
            id,
            name,
            side,
            template,
            stats,
            skills,
            damage,
            pools,
            tokens,
            conditions,
            note,
            declaration,
            declaration_secret,
            pending,
            opponents,
            failures,
            initiative,
            gear,
            hidden,
        } = source;
        self.id.overwrite(id);
        self.name.overwrite(name);
        self.side.overwrite(side);
        self.template.overwrite(template);
        self.stats.overwrite(stats);
        self.skills.overwrite(skills);
        self.damage.overwrite(damage);
        self.pools.overwrite(pools);
        self.tokens.overwrite(tokens);
        self.conditions.overwrite(conditions);
        self.note.overwrite(note);
        self.declaration.overwrite(declaration);
        self.declaration_secret.overwrite(declaration_secret);
        self.pending.overwrite(pending);
        self.opponents.overwrite(opponents);
        self.failures.overwrite(failures);
        self.initiative.overwrite(initiative);
        self.gear.overwrite(gear);
        self.hidden.overwrite(hidden);
    }
}

impl Overwrite for DamageTrack {
    fn overwrite(&mut self, source: &Self) {
        match (self, source) {
            (DamageTrack::Locator(to), DamageTrack::Locator(from)) => to.overwrite(from),
            (DamageTrack::Monitors { tracks: to }, DamageTrack::Monitors { tracks: from }) => {
                to.overwrite(from)
            }
            (to, from) => *to = from.clone(),
        }
    }
}

impl Overwrite for WoundLocator {
    fn overwrite(&mut self, source: &Self) {
        let WoundLocator {
            severities,
            locations,
        } = source;
        self.severities.overwrite(severities);
        self.locations.overwrite(locations);
    }
}

impl Overwrite for LocatorLocation {
    fn overwrite(&mut self, source: &Self) {
        let LocatorLocation { key, vital, cells } = source;
        self.key.overwrite(key);
        self.vital.overwrite(vital);
        self.cells.overwrite(cells);
    }
}

impl Overwrite for Monitor {
    fn overwrite(&mut self, source: &Self) {
        let Monitor {
            name,
            boxes,
            filled,
            overflow,
        } = source;
        self.name.overwrite(name);
        self.boxes.overwrite(boxes);
        self.filled.overwrite(filled);
        self.overflow.overwrite(overflow);
    }
}

impl Overwrite for TokenPool {
    fn overwrite(&mut self, source: &Self) {
        let TokenPool {
            pool_type,
            score,
            undrawn,
            defense,
            discarded,
            discarded_before,
            lost,
            gained,
        } = source;
        self.pool_type.overwrite(pool_type);
        self.score.overwrite(score);
        self.undrawn.overwrite(undrawn);
        self.defense.overwrite(defense);
        self.discarded.overwrite(discarded);
        self.discarded_before.overwrite(discarded_before);
        self.lost.overwrite(lost);
        self.gained.overwrite(gained);
    }
}

impl Overwrite for Condition {
    fn overwrite(&mut self, source: &Self) {
        let Condition {
            name,
            value,
            expiry,
            target,
        } = source;
        self.name.overwrite(name);
        self.value.overwrite(value);
        self.expiry.overwrite(expiry);
        self.target.overwrite(target);
    }
}

impl Overwrite for Gear {
    fn overwrite(&mut self, source: &Self) {
        let Gear {
            key,
            name,
            values,
            words,
            flags,
        } = source;
        self.key.overwrite(key);
        self.name.overwrite(name);
        self.values.overwrite(values);
        self.words.overwrite(words);
        self.flags.overwrite(flags);
    }
}

impl Overwrite for Initiative {
    fn overwrite(&mut self, source: &Self) {
        let Initiative {
            score,
            dice,
            bonus,
            round,
        } = source;
        self.score.overwrite(score);
        self.dice.overwrite(dice);
        self.bonus.overwrite(bonus);
        self.round.overwrite(round);
    }
}

impl Overwrite for Ladder {
    fn overwrite(&mut self, source: &Self) {
        let Ladder { entries, tiebreaks } = source;
        self.entries.overwrite(entries);
        self.tiebreaks.overwrite(tiebreaks);
    }
}

impl Overwrite for LadderEntry {
    fn overwrite(&mut self, source: &Self) {
        let LadderEntry {
            at,
            position,
            status,
            malus,
            rushed,
            label,
        } = source;
        self.at.overwrite(at);
        self.position.overwrite(position);
        self.status.overwrite(status);
        self.malus.overwrite(malus);
        self.rushed.overwrite(rushed);
        self.label.overwrite(label);
    }
}

impl Overwrite for Tiebreak {
    fn overwrite(&mut self, source: &Self) {
        let Tiebreak { owner, rolls } = source;
        self.owner.overwrite(owner);
        self.rolls.overwrite(rolls);
    }
}

impl Overwrite for Countdown {
    fn overwrite(&mut self, source: &Self) {
        let Countdown { label, left, max } = source;
        self.label.overwrite(label);
        self.left.overwrite(left);
        self.max.overwrite(max);
    }
}

//! The per-record consistency check: could the engine have written this record, given
//! everything before it? A well-sealed record can still be impossible (a hand-edited save, a
//! bug in another program): a second combatant with an id in use, an event about someone
//! who is not in the fight or a marker not on the ladder, an undo of a record that is not
//! the last one in effect. The fold ([`super::apply`]) is lenient and skips such events;
//! opening a save refuses them as damage at the record that introduces them.
//!
//! [`Checker`] keeps a light copy of what events may refer to (who is present, the next
//! id, the ladder's markers, the current marker, the countdowns, the undo history) and
//! checks one record at a time in O(1) per event (hash lookups). Undo and redo replay the
//! recorded changes of the record they name backwards or forwards, so nothing is refolded.
//! What holds when every record passes is what [`Encounter::problems`] asks of the state,
//! a roster of at most [`MAX_ROSTER`] combatants in effect, every counter within its bound
//! ([`counters`]: record numbers, combatant ids, marker numbers) and, for a checker made
//! for a save's system ([`Checker::for_system`]), no fact of another rule system.

use std::collections::{HashMap, HashSet};

use crate::model::{Combatant, CombatantId, Encounter, MarkerRef, SystemId};

use super::counters;
use super::event::Event;
use super::history::History;
use super::record::{Header, Record};
use super::roster_cap::{self, MAX_ROSTER};
use super::timeline::Timeline;
use super::undo_check;
use crate::key_hash::Keyed;

/// Why a record is impossible: where it is in the log and what is wrong, in plain words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inconsistency {
    /// The record's position among the records checked, from 0 (its sequence number less
    /// one when the log has no gaps).
    pub index: usize,
    /// What is wrong ("adds combatant #3 \"Orc\", but #3 is already \"Baral\"").
    pub message: String,
}

/// One change a record made to what the checker tracks; undone backwards, redone forwards.
#[derive(Debug, Clone)]
enum Change {
    Added(CombatantId, String),
    Removed(CombatantId, String),
    Renamed(CombatantId, String, String),
    NextId(u32, u32),
    MarkerIn(MarkerRef),
    MarkerOut(MarkerRef),
    Current(Option<MarkerRef>, Option<MarkerRef>),
    Countdown(String),
}

/// What later records may refer to, after the records checked so far. See the module
/// documentation.
#[derive(Debug, Clone, Default)]
pub struct Checker {
    /// The save's rule system: a fact of any other is refused. `None` (a checker made by
    /// [`Checker::default`], for records without a header) checks no fact's system.
    system: Option<SystemId>,
    names: HashMap<CombatantId, String, Keyed>,
    next_id: u32,
    markers: HashSet<MarkerRef, Keyed>,
    current: Option<MarkerRef>,
    countdowns: HashSet<String, Keyed>,
    history: History,
    /// What every record changed, in order, for undo and redo: one list for all records
    /// (no allocation per record), record `i`'s part starting at `starts[i]`.
    log: Vec<Change>,
    starts: Vec<usize>,
    /// The sequence number of each record checked (increasing; gaps allowed).
    seqs: Vec<u64>,
}

/// Checks `records` in order from an empty encounter: the checker after the last one, or
/// the first impossible record.
pub fn check_records(records: &[Record]) -> Result<Checker, Inconsistency> {
    let mut checker = Checker::default();
    for record in records {
        checker.check(record)?;
    }
    Ok(checker)
}

/// The first record after which the folded state breaks [`Encounter::problems`], and the
/// problem: a slow refold (one check per record), for the failure path only.
pub fn locate_problem(header: &Header, records: &[Record]) -> Option<Inconsistency> {
    let mut timeline = Timeline::new(header.clone());
    for (index, record) in records.iter().enumerate() {
        timeline.commit(record.clone());
        if let Some(message) = timeline.state().problems().into_iter().next() {
            return Some(Inconsistency { index, message });
        }
    }
    None
}

/// [`Encounter::problems`] of a state folded from `records`, each with the record that
/// introduced it: `None` when the state is sound (the cheap, usual case).
pub fn problems_after_fold(
    header: &Header,
    records: &[Record],
    state: &Encounter,
) -> Option<Inconsistency> {
    if state.problems().is_empty() {
        return None;
    }
    locate_problem(header, records).or_else(|| {
        Some(Inconsistency {
            index: records.len().saturating_sub(1),
            message: state.problems().join("; "),
        })
    })
}

impl Checker {
    /// A checker for the records of a save of `system`: besides what every checker asks,
    /// a record holding a fact of another rule system is refused (a save fray could never
    /// have written: the fold would skip the fact without a word).
    pub fn for_system(system: SystemId) -> Checker {
        Checker {
            system: Some(system),
            ..Checker::default()
        }
    }

    /// Checks one record, the next in the log, and takes it in. On error nothing changes,
    /// so the checker still describes the records before it.
    pub fn check(&mut self, record: &Record) -> Result<(), Inconsistency> {
        let index = self.starts.len();
        let fail = |message: String| Inconsistency { index, message };
        if let Some(&last) = self.seqs.last()
            && record.seq <= last
        {
            return Err(fail(format!(
                "is numbered {}, but follows record {last}",
                record.seq
            )));
        }
        if let Some(message) = counters::seq_load_problem(record.seq) {
            return Err(fail(message));
        }
        if let Some(message) = undo_check::history(&self.history, record) {
            return Err(fail(message));
        }
        let from = self.log.len();
        for event in &record.events {
            // The roster cap: an undo or redo only returns to a roster an earlier record
            // had, so counting those in effect at each add is enough.
            if let Event::CombatantAdded { combatant } = event
                && self.names.len() >= MAX_ROSTER
            {
                let made = self.log.split_off(from);
                self.revert(&made);
                return Err(fail(roster_cap::load_refusal(combatant)));
            }
            if let Some(message) =
                counters::event_load_problem(event).or_else(|| self.foreign(event))
            {
                let made = self.log.split_off(from);
                self.revert(&made);
                return Err(fail(message));
            }
            if let Err(message) = self.event(event) {
                let made = self.log.split_off(from);
                self.revert(&made);
                return Err(fail(format!("{message} (in its {} event)", kind(event))));
            }
        }
        for event in &record.events {
            match event {
                Event::CommandUndone { seq } => {
                    let done = self.changes_of(*seq);
                    self.revert(&done);
                }
                Event::CommandRedone { seq } => {
                    let done = self.changes_of(*seq);
                    self.replay(&done);
                }
                _ => {}
            }
        }
        self.history.record(record);
        self.starts.push(from);
        self.seqs.push(record.seq);
        Ok(())
    }

    /// Checks one event against what is there now, then takes it in, noting its changes.
    fn event(&mut self, event: &Event) -> Result<(), String> {
        match event {
            Event::CombatantAdded { combatant } => self.add(combatant)?,
            // The store's note of numbers set aside: it names nothing in the encounter.
            Event::RecordsSetAside { .. } => {}
            // Which dice came from the table: names nothing in the encounter.
            Event::TableDice { .. } => {}
            Event::CombatantRemoved { who } => {
                let name = self.name(*who)?.to_string();
                let gone: Vec<MarkerRef> = self
                    .markers
                    .iter()
                    .filter(|m| m.owner == *who)
                    .copied()
                    .collect();
                for marker in gone {
                    self.apply(Change::MarkerOut(marker));
                }
                if self.current.is_some_and(|m| m.owner == *who) {
                    self.apply(Change::Current(self.current, None));
                }
                self.apply(Change::Removed(*who, name));
            }
            Event::CombatantRenamed { who, name } => {
                let old = self.name(*who)?.to_string();
                self.apply(Change::Renamed(*who, old, name.clone()));
            }
            Event::CountdownStarted { label, .. } => {
                if !self.countdowns.contains(label) {
                    self.apply(Change::Countdown(label.clone()));
                }
            }
            Event::CountdownTicked { label, .. } => {
                if !self.countdowns.contains(label) {
                    return Err(format!(
                        "ticks the countdown {label:?}, which was never started"
                    ));
                }
            }
            Event::RoundStarted { .. } => {
                let all: Vec<MarkerRef> = self.markers.iter().copied().collect();
                for marker in all {
                    self.apply(Change::MarkerOut(marker));
                }
                self.clear_current();
            }
            Event::TurnPassed { to } => {
                if let Some(marker) = to {
                    self.marker(*marker)?;
                }
                if self.current != *to {
                    self.apply(Change::Current(self.current, *to));
                }
            }
            Event::MarkerPlaced { entry } => {
                let owner = entry.at.owner;
                self.name(owner)?;
                if !self.markers.contains(&entry.at) {
                    self.apply(Change::MarkerIn(entry.at));
                }
            }
            Event::MarkerMoved { at, .. }
            | Event::MarkerStatus { at, .. }
            | Event::MarkerRushed { at, .. }
            | Event::MarkerMalus { at, .. } => self.marker(*at)?,
            Event::MarkerRemoved { at } => {
                self.marker(*at)?;
                self.apply(Change::MarkerOut(*at));
                if self.current == Some(*at) {
                    self.apply(Change::Current(self.current, None));
                }
            }
            Event::FightEnded => self.clear_current(),
            Event::CombatantReplaced { combatant } => {
                let old = self.name(combatant.id)?.to_string();
                if old != combatant.name {
                    self.apply(Change::Renamed(combatant.id, old, combatant.name.clone()));
                }
            }
            // Every other event only names combatants (none for dice, options, steps, undo
            // and redo), who must be there.
            other => {
                for who in other.combatants() {
                    self.name(who)?;
                }
            }
        }
        Ok(())
    }

    /// Why `event` cannot be in this save, if it is a fact of a rule system other than the
    /// save's (its words complete "the record ...").
    fn foreign(&self, event: &Event) -> Option<String> {
        let (Some(save), Event::System(fact)) = (self.system, event) else {
            return None;
        };
        let of = fact.system();
        (of != save).then(|| {
            crate::t!(
                "foreign-fact-load",
                event = kind(event),
                of = of.key(),
                system = save.key()
            )
        })
    }

    fn add(&mut self, combatant: &Combatant) -> Result<(), String> {
        let id = combatant.id;
        let adds = format!("adds combatant #{} {}", id.0, shown(&combatant.name));
        if let Some(holder) = self.names.get(&id) {
            return Err(format!(
                "{adds}, but #{} is already {}",
                id.0,
                shown(holder)
            ));
        }
        if id.0 < self.next_id {
            return Err(format!(
                "{adds}, but id #{} was already given out (the next free id is #{})",
                id.0, self.next_id
            ));
        }
        if let Some(pool) = &combatant.tokens
            && pool.accounted() != u64::from(pool.gained)
        {
            return Err(format!(
                "{adds}, whose token pool accounts for {} tokens but gained {}",
                pool.accounted(),
                pool.gained
            ));
        }
        let next = self.next_id.max(id.0.saturating_add(1));
        self.apply(Change::NextId(self.next_id, next));
        self.apply(Change::Added(id, combatant.name.clone()));
        Ok(())
    }

    fn clear_current(&mut self) {
        if self.current.is_some() {
            self.apply(Change::Current(self.current, None));
        }
    }

    /// The name of a combatant in the fight, or why it is not there.
    fn name(&self, who: CombatantId) -> Result<&str, String> {
        self.names
            .get(&who)
            .map(String::as_str)
            .ok_or_else(|| format!("names combatant #{}, who is not in the fight", who.0))
    }

    /// Whether a marker is on the ladder.
    fn marker(&self, at: MarkerRef) -> Result<(), String> {
        if self.markers.contains(&at) {
            return Ok(());
        }
        let whose = match self.names.get(&at.owner) {
            Some(name) => format!("{} (#{})", shown(name), at.owner.0),
            None => format!("#{}, who is not in the fight", at.owner.0),
        };
        Err(format!(
            "names marker {} of combatant {whose}, which is not on the ladder",
            at.marker
        ))
    }

    /// What record `seq` changed (nothing for an unknown one).
    fn changes_of(&self, seq: u64) -> Vec<Change> {
        let Ok(index) = self.seqs.binary_search(&seq) else {
            return Vec::new();
        };
        let from = self.starts.get(index).copied().unwrap_or(self.log.len());
        let to = self
            .starts
            .get(index + 1)
            .copied()
            .unwrap_or(self.log.len());
        self.log
            .get(from..to)
            .map(<[Change]>::to_vec)
            .unwrap_or_default()
    }

    /// Makes a change and notes it for the record being checked.
    fn apply(&mut self, change: Change) {
        self.forward(&change);
        self.log.push(change);
    }

    /// Makes changes again, in order (a redo).
    fn replay(&mut self, changes: &[Change]) {
        for change in changes {
            self.forward(change);
        }
    }

    /// Takes changes back, last first (an undo, or a refused record).
    fn revert(&mut self, changes: &[Change]) {
        for change in changes.iter().rev() {
            match change {
                Change::Added(id, name) => self.forward(&Change::Removed(*id, name.clone())),
                Change::Removed(id, name) => self.forward(&Change::Added(*id, name.clone())),
                Change::Renamed(id, old, new) => {
                    self.forward(&Change::Renamed(*id, new.clone(), old.clone()));
                }
                Change::NextId(old, new) => self.forward(&Change::NextId(*new, *old)),
                Change::MarkerIn(m) => self.forward(&Change::MarkerOut(*m)),
                Change::MarkerOut(m) => self.forward(&Change::MarkerIn(*m)),
                Change::Current(old, new) => self.forward(&Change::Current(*new, *old)),
                Change::Countdown(label) => {
                    self.countdowns.remove(label);
                }
            }
        }
    }

    fn forward(&mut self, change: &Change) {
        match change {
            Change::Added(id, name) | Change::Renamed(id, _, name) => {
                self.names.insert(*id, name.clone());
            }
            Change::Removed(id, _) => {
                self.names.remove(id);
            }
            Change::NextId(_, new) => self.next_id = *new,
            Change::MarkerIn(m) => {
                self.markers.insert(*m);
            }
            Change::MarkerOut(m) => {
                self.markers.remove(m);
            }
            Change::Current(_, new) => self.current = *new,
            Change::Countdown(label) => {
                self.countdowns.insert(label.clone());
            }
        }
    }
}

/// A name as a message shows it: quoted, control and invisible characters escaped, clipped.
fn shown(name: &str) -> String {
    const MAX: usize = 60;
    match name.char_indices().nth(MAX) {
        Some((at, _)) => format!("{:?}...", &name[..at]),
        None => format!("{name:?}"),
    }
}

/// An event's name as saved (`note_set`), for messages.
fn kind(event: &Event) -> String {
    serde_json::to_value(event)
        .ok()
        .and_then(|v| v.get("event").and_then(|k| k.as_str()).map(str::to_string))
        .unwrap_or_else(|| "unnamed".into())
}

#[cfg(test)]
#[path = "consistency_tests.rs"]
mod tests;

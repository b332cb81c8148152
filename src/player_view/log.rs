//! The log as players see it: each record's events are shown as the GM's transcript says
//! them ([`narrate`]), reworded without hidden numbers, or left out (see the module
//! documentation of [`super`] for what is hidden). Decided from the events, the state just
//! before each one and, for an attack's target, the record's command parsed again; never
//! from the transcript's text.

use crate::engine::{Command, Event, Record, Timeline, apply};
use crate::model::{CombatantId, Encounter, Expiry};
use crate::narrate;
use crate::report::until;
use crate::rules::names::{display, resolve};
use crate::script::{self, Line};
use crate::systems::combat_pool::PoolFact;
use crate::systems::polaris::{PolarisCommand, TestRecord};

use super::{health_of, text};

/// One line of the players' log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerLine {
    /// Sequence number of the record.
    pub seq: u64,
    /// What players see of it (never the command as typed).
    pub text: String,
    /// Whether the command was undone (and not redone).
    pub undone: bool,
}

/// What players see of one event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Shown {
    /// As the GM's transcript says it.
    Full,
    /// Reworded without what players may not know.
    Coarse(String),
    /// Nothing.
    Hidden,
}

/// What players see of a record, given the state just before it; `None` when it shows
/// them nothing (a note, an option, a free roll, an enemy's sheet...). A record whose
/// every event is open (a PC's declaration, the round moving on) reads exactly as
/// [`narrate::describe`] says it.
pub fn redact_line(record: &Record, before: &Encounter, records: &[Record]) -> Option<String> {
    let texts: Vec<String> = parts(record, before, records)
        .into_iter()
        .filter_map(|(_, text)| text)
        .collect();
    (!texts.is_empty()).then(|| texts.join("; "))
}

/// Every line players see of a timeline, undone ones marked; records showing them nothing
/// have no line.
pub fn lines(timeline: &Timeline) -> Vec<PlayerLine> {
    let mut replay = Timeline::new(timeline.header().clone());
    let mut out = Vec::new();
    for record in timeline.records() {
        if let Some(text) = redact_line(record, replay.state(), timeline.records()) {
            out.push(PlayerLine {
                seq: record.seq,
                text,
                undone: false,
            });
        }
        replay.commit(record.clone());
    }
    mark_undone(&mut out, timeline);
    out
}

/// Marks the lines whose command is no longer in effect (after an undo or redo).
pub fn mark_undone(lines: &mut [PlayerLine], timeline: &Timeline) {
    for line in lines {
        let record = timeline.record(line.seq);
        line.undone =
            !timeline.history().is_effective(line.seq) && !record.is_some_and(narrate::is_history);
    }
}

/// What players see of each of a record's events, in order (`None`: nothing), given the
/// state just before the record.
pub fn event_texts(record: &Record, before: &Encounter, records: &[Record]) -> Vec<Option<String>> {
    parts(record, before, records)
        .into_iter()
        .map(|(_, text)| text)
        .collect()
}

/// Each event's index with the text players see of it (`None`: nothing).
pub(super) fn parts(
    record: &Record,
    before: &Encounter,
    records: &[Record],
) -> Vec<(usize, Option<String>)> {
    let attack = attack_of(record, before);
    let mut state = before.clone();
    let mut out = Vec::with_capacity(record.events.len());
    for (i, event) in record.events.iter().enumerate() {
        let next = record.events.get(i + 1);
        let text = match shown(event, next, &state, attack, records) {
            Shown::Full => narrate::describe_event(event, &state, records),
            Shown::Coarse(text) => Some(text),
            Shown::Hidden => None,
        };
        out.push((i, text));
        apply(&mut state, event);
    }
    out
}

/// Whether players see a combatant's sheet and rolls (a PC or an ally still on the roster).
fn open(state: &Encounter, who: CombatantId) -> bool {
    state
        .combatant(who)
        .is_some_and(|c| super::shown_in_full(c.side))
}

/// Whether a condition is wound bookkeeping in this encounter's system.
fn wound_condition(state: &Encounter, name: &str) -> bool {
    crate::rules::system(state.system).wound_condition(name)
}

/// The attacker and target of an `attack` command, read from its text again.
fn attack_of(record: &Record, before: &Encounter) -> Option<(CombatantId, CombatantId)> {
    let Ok(Line::Command(Command::System(crate::systems::SystemCommand::Polaris(
        PolarisCommand::Attack { spec, strike },
    )))) = script::parse_in(before.system, &record.command)
    else {
        return None;
    };
    Some((
        resolve(before, &spec.who).ok()?,
        resolve(before, &strike.target).ok()?,
    ))
}

/// What players see of `event` (see the module documentation of [`super`]).
pub(super) fn shown(
    event: &Event,
    next: Option<&Event>,
    s: &Encounter,
    attack: Option<(CombatantId, CombatantId)>,
    records: &[Record],
) -> Shown {
    let name = |who: CombatantId| display(s, who);
    let hidden_owner = |who: CombatantId| !open(s, who);
    match event {
        Event::CombatantAdded { combatant } if !super::shown_in_full(combatant.side) => {
            Shown::Coarse(text::joins(&combatant.name, combatant.side))
        }
        Event::StatSet { who, .. } | Event::SkillSet { who, .. } if hidden_owner(*who) => {
            Shown::Hidden
        }
        Event::NoteSet { .. }
        | Event::OptionSet { .. }
        | Event::CountdownStarted { .. }
        | Event::CountdownTicked { .. }
        // Dice the GM may have rolled behind the screen: the other events show what players may see.
        | Event::TableDice { .. } => Shown::Hidden,
        Event::ConditionAdded { who, condition } if hidden_owner(*who) => {
            if wound_condition(s, &condition.name) {
                return Shown::Hidden;
            }
            let until = match condition.expiry {
                Expiry::Manual => None,
                e => Some(until(s, e)),
            };
            Shown::Coarse(text::condition(
                &name(*who),
                &condition.name,
                until.as_deref(),
            ))
        }
        Event::ConditionEnded { who, name: n, .. }
            if hidden_owner(*who) && wound_condition(s, n) =>
        {
            Shown::Hidden
        }
        Event::DiceRolled { .. } => match next {
            Some(Event::WoundMarked { who, .. }) if !hidden_owner(*who) => Shown::Full,
            _ => Shown::Hidden,
        },
        Event::MarkerPlaced { entry } if hidden_owner(entry.at.owner) && entry.at.marker > 0 => {
            Shown::Coarse(text::extra_attack(&name(entry.at.owner), entry.position))
        }
        Event::MarkerRushed { at, .. } if hidden_owner(at.owner) => {
            Shown::Coarse(text::rushes(&name(at.owner)))
        }
        Event::System(_) if crate::systems::polaris::test_of(event).is_some() => {
            match crate::systems::polaris::test_of(event) {
                Some(test) => shown_test(test, s, attack),
                None => Shown::Hidden,
            }
        }
        Event::WoundMarked { who, wound } if hidden_owner(*who) => {
            let location = s
                .combatant(*who)
                .and_then(|c| c.damage.locator())
                .and_then(|l| l.locations.get(wound.location))
                .map(|l| l.key.clone());
            Shown::Coarse(text::wounded(
                &name(*who),
                location.as_deref(),
                health_after(s, event, *who),
            ))
        }
        Event::WoundHealed { who, .. } if hidden_owner(*who) => {
            Shown::Coarse(text::tended(&name(*who), health_after(s, event, *who)))
        }
        Event::DamageIgnored { who, .. } if hidden_owner(*who) => {
            Shown::Coarse(text::no_wound(&name(*who)))
        }
        Event::MonitorMarked { who, .. } if hidden_owner(*who) => Shown::Coarse(text::wounded(
            &name(*who),
            None,
            health_after(s, event, *who),
        )),
        Event::MonitorHealed { who, .. } if hidden_owner(*who) => {
            Shown::Coarse(text::tended(&name(*who), health_after(s, event, *who)))
        }
        Event::MonitorResized { who, .. }
        | Event::PoolTypeSet { who, .. }
        | Event::PoolRecharged { who, .. }
        | Event::TokensLost { who, .. }
        | Event::CounterSet { who, .. }
            if hidden_owner(*who) =>
        {
            Shown::Hidden
        }
        Event::System(_)
            if crate::systems::combat_pool::fact_of(event)
                .is_some_and(|fact| pool_fact_hidden(fact, &hidden_owner)) =>
        {
            Shown::Hidden
        }
        Event::CommandUndone { seq } => Shown::Coarse(text::undone(
            *seq,
            open_command(records, *seq, s).as_deref(),
        )),
        Event::CommandRedone { seq } => Shown::Coarse(text::redone(
            *seq,
            open_command(records, *seq, s).as_deref(),
        )),
        _ => Shown::Full,
    }
}

/// Whether a combat-pool fact holds numbers players may not see: a hidden combatant's
/// sheet-driven rolls, scores, damage and recharges (revealed tokens, hits and misses stay
/// visible: they are turned face up at the table).
fn pool_fact_hidden(fact: &PoolFact, hidden_owner: &dyn Fn(CombatantId) -> bool) -> bool {
    match fact {
        PoolFact::Rolled { who, .. }
        | PoolFact::Scored { who, .. }
        | PoolFact::Damaged { who, .. }
        | PoolFact::Recharged { who, .. }
        | PoolFact::OtherPool { who, .. }
        | PoolFact::Coordinated { who, .. }
        | PoolFact::Lethality { who, .. } => hidden_owner(*who),
        _ => false,
    }
}

/// A test: in full for a PC or ally, else the attack or test and its result without any
/// number. A secret test (POL-03: roll and difficulty for the GM only) shows nothing, or
/// only that the attack hit or missed.
fn shown_test(
    test: &TestRecord,
    s: &Encounter,
    attack: Option<(CombatantId, CombatantId)>,
) -> Shown {
    let who = display(s, test.who);
    match attack {
        Some((attacker, target))
            if attacker == test.who && (test.chance.hidden || !open(s, test.who)) =>
        {
            Shown::Coarse(text::attack(&who, &display(s, target), &test.outcome))
        }
        _ if test.chance.hidden => Shown::Hidden,
        _ if open(s, test.who) => Shown::Full,
        _ => Shown::Coarse(text::test(&who, &test.tested, &test.outcome)),
    }
}

/// How `who` looks once `event` is applied.
fn health_after(s: &Encounter, event: &Event, who: CombatantId) -> crate::rules::Health {
    let mut after = s.clone();
    apply(&mut after, event);
    health_of(&after, who)
}

/// The canonical text of record `seq` when players saw all of it (judged with the sides
/// of now), for an undo or redo line.
fn open_command(records: &[Record], seq: u64, s: &Encounter) -> Option<String> {
    let record = records.iter().find(|r| r.seq == seq)?;
    let attack = attack_of(record, s);
    let all_open =
        record.events.iter().enumerate().all(|(i, event)| {
            shown(event, record.events.get(i + 1), s, attack, &[]) == Shown::Full
        });
    if !all_open {
        return None;
    }
    match script::parse_in(s.system, &record.command) {
        Ok(Line::Command(command)) => Some(script::format(&command)),
        _ => None,
    }
}

#[cfg(test)]
#[path = "log_tests.rs"]
mod tests;

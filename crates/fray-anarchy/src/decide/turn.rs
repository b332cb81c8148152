//! The Turn (ANA-08, ANA-11): `start` rolls initiative for whoever needs it (timing per
//! option `initiative-timing`), orders the Narrations (score, then Chance, then seat from
//! the GM's left, the GM's NPCs last) and hands the first one; `next` moves Narration by
//! Narration, and past the last starts the next Turn; there is no declaration step.
//! Markers sit at their Narration rank (the first at the highest position), so a one-Turn
//! change of order (Interruption, the GM's reorder) moves markers and the next Turn, which
//! places them again from the scores, reverts it.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Encounter, EntryStatus, LadderEntry, MarkerRef, Side, Step};
use crate::rules::expiry::{Moment, expire};

use super::super::initiative::{Entry, order};
use super::super::options;
use super::super::text::refuse;
use super::gm;
use super::sheet::{self, CHANCE, stat};

/// The seat stat: a player's seat from the GM's left, 1 first (ANA-11).
pub const SEAT: &str = "seat";

/// Whether `who` still takes Narrations: not out of action nor unconscious.
pub fn active(state: &Encounter, who: CombatantId) -> bool {
    let owner = super::group::monitor_owner(state, who);
    state.combatant(who).is_some()
        && state.combatant(owner).is_some_and(|c| {
            let m = sheet::monitors(c);
            !m.down() && !m.unconscious()
        })
}

/// Whether `c` is a character who takes Narrations: a neutral with neither Agility nor
/// Logic is a thing (a Matrix object, a camera, a server: ANA-17), hacked or aimed at but
/// never rolling initiative (ANA-09: « Chaque joueur lance 2D6 [...] Les PNJ calculent
/// leur score d'initiative de la même façon »: characters only).
pub fn takes_narrations(c: &crate::model::Combatant) -> bool {
    c.side != Side::Neutral || c.stat(stat::AGI) > 0 || c.stat(stat::LOG) > 0
}

/// Whether the coming Turn starts a new combat (ANA-08, option `initiative-timing
/// combat`): the encounter's first Turn, or a Turn after one that left no opponent with
/// a score standing (the last combat is over; whoever comes now starts another).
fn combat_starts(state: &Encounter) -> bool {
    match state.step {
        Step::Setup => true,
        Step::RoundEnd => !state
            .combatants
            .iter()
            .any(|c| c.side == Side::Enemy && c.initiative.is_some() && active(state, c.id)),
        _ => false,
    }
}

/// The order from the kept scores (ANA-11, ANA-OP-08).
pub fn normal_order(state: &Encounter) -> Vec<CombatantId> {
    let by_attribute = options::tie_by_attribute(state);
    let leaders = super::group::leaders(state);
    let entries: Vec<Entry<CombatantId>> = state
        .combatants
        .iter()
        .filter(|c| c.initiative.is_some() && active(state, c.id) && takes_narrations(c))
        .filter(|c| super::group::leads_among(&leaders, state, c.id))
        .map(|c| Entry {
            key: c.id,
            score: c.initiative.as_ref().map_or(0, |i| i.score),
            chance: if by_attribute {
                c.stat(stat::CHANCE)
            } else {
                c.counter(CHANCE)
            },
            seat: (c.side == Side::Pc).then(|| u32::try_from(c.stat(SEAT).max(0)).unwrap_or(0)),
        })
        .collect();
    order(&entries)
}

/// Places one marker per character in `order`, the first at the top.
pub fn place(batch: &mut Batch, order: &[CombatantId]) {
    let n = i32::try_from(order.len()).unwrap_or(i32::MAX);
    for (i, who) in order.iter().enumerate() {
        batch.push(Event::MarkerPlaced {
            entry: LadderEntry {
                at: MarkerRef {
                    owner: *who,
                    marker: 0,
                },
                position: n - i32::try_from(i).unwrap_or(0),
                status: EntryStatus::Waiting,
                malus: 0,
                rushed: false,
                label: None,
            },
        });
    }
}

/// Hands the Narration to the highest waiting marker; `false` when none is left.
pub fn pass_turn(batch: &mut Batch) -> bool {
    let next = batch
        .state()
        .ladder
        .descending()
        .into_iter()
        .find(|e| e.status == EntryStatus::Waiting && active(batch.state(), e.at.owner))
        .map(|e| e.at);
    match next {
        Some(at) => {
            batch.push(Event::MarkerStatus {
                at,
                status: EntryStatus::Acting,
            });
            batch.push(Event::TurnPassed { to: Some(at) });
            let ends = expire(batch.state(), Moment::ActionStart(at.owner));
            batch.extend(ends);
            true
        }
        None => false,
    }
}

/// The GM's per-Narration tally back to 0 (ANA-07).
fn new_narration(batch: &mut Batch) {
    if batch.state().table_counter(gm::SPENT) != 0 {
        batch.push(Event::TableCounterSet {
            name: gm::SPENT.into(),
            value: 0,
        });
    }
}

/// `start`: the first Turn, or the next once a Turn has ended.
pub fn start(state: &Encounter, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
    let new_combat = combat_starts(state);
    let round = match state.step {
        Step::Setup => 1,
        Step::RoundEnd => state.round.saturating_add(1),
        Step::Declaration | Step::Resolution => {
            return Err(RuleError::WrongStep(crate::t!(
                "ana-refuse-turn-under-way",
                turn = state.round,
                next = super::super::text::typed("next")
            )));
        }
        Step::Ended => return Err(RuleError::WrongStep(crate::t!("ana-refuse-fight-over"))),
    };
    if state.combatants.is_empty() {
        return Err(refuse("ana-refuse-no-combatants", &[]));
    }
    let mut batch = Batch::new(state);
    batch.push(Event::RoundStarted { round });
    batch.push(Event::StepChanged {
        step: Step::Resolution,
    });
    let ends = expire(batch.state(), Moment::RoundStart(round));
    batch.extend(ends);
    let again = options::timing(state).rolls_at_turn(new_combat);
    let leaders = super::group::leaders(batch.state());
    let rolling: Vec<CombatantId> = batch
        .state()
        .combatants
        .iter()
        .filter(|c| active(batch.state(), c.id) && (again || c.initiative.is_none()))
        .filter(|c| takes_narrations(c))
        .filter(|c| super::group::leads_among(&leaders, batch.state(), c.id))
        .map(|c| c.id)
        .collect();
    for who in rolling {
        let events = super::initiative::roll(batch.state(), who, 0, dice);
        batch.extend(events);
    }
    new_narration(&mut batch);
    let order = normal_order(batch.state());
    place(&mut batch, &order);
    if !pass_turn(&mut batch) {
        batch.push(Event::TurnPassed { to: None });
        batch.push(Event::StepChanged {
            step: Step::RoundEnd,
        });
    }
    Ok(batch.into_events())
}

/// `next`: the next Narration, or the Turn's end; before a Turn, `start`.
pub fn next(state: &Encounter, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
    let mut batch = Batch::new(state);
    match state.step {
        Step::Setup | Step::RoundEnd => return start(state, dice),
        Step::Ended => return Err(RuleError::WrongStep(crate::t!("ana-refuse-fight-over"))),
        Step::Declaration | Step::Resolution => {}
    }
    if let Some(at) = state.current {
        if state.ladder.get(at).map(|e| e.status) == Some(EntryStatus::Acting) {
            batch.push(Event::MarkerStatus {
                at,
                status: EntryStatus::Acted,
            });
        }
        let ends = expire(batch.state(), Moment::ActionEnd(at.owner));
        batch.extend(ends);
        let rebooted =
            super::super::arcane::decide::narration_ended(batch.state(), at.owner, &|f| {
                super::super::fact::AnarchyFact::AnaArcane(f).event()
            });
        batch.extend(rebooted);
    }
    new_narration(&mut batch);
    if !pass_turn(&mut batch) {
        batch.push(Event::TurnPassed { to: None });
        batch.push(Event::StepChanged {
            step: Step::RoundEnd,
        });
    }
    Ok(batch.into_events())
}

/// `end`: the fight is over.
pub fn end(state: &Encounter) -> Result<Vec<Event>, RuleError> {
    if state.step == Step::Ended {
        return Err(RuleError::WrongStep(crate::t!("ana-refuse-fight-over")));
    }
    Ok(vec![Event::FightEnded])
}

/// Puts `first` in the next Narration and the other waiting markers after it, keeping their
/// order (an Interruption, ANA-05): this Turn only.
pub fn interrupt(batch: &mut Batch, first: CombatantId) {
    let state = batch.state();
    let mut waiting: Vec<CombatantId> = state
        .ladder
        .descending()
        .into_iter()
        .filter(|e| e.status == EntryStatus::Waiting)
        .map(|e| e.at.owner)
        .collect();
    waiting.retain(|w| *w != first);
    waiting.insert(0, first);
    rerank(batch, &waiting);
}

/// Gives the waiting markers of `order` the positions below every marker that has acted
/// or acts now, in that order; a character without a marker this Turn gets one.
pub fn rerank(batch: &mut Batch, order: &[CombatantId]) {
    let state = batch.state();
    let top = state
        .ladder
        .entries
        .iter()
        .filter(|e| e.status != EntryStatus::Waiting && !order.contains(&e.at.owner))
        .map(|e| e.position)
        .min()
        .unwrap_or(i32::try_from(order.len()).unwrap_or(0) + 1);
    let mut events = Vec::new();
    for (i, who) in order.iter().enumerate() {
        let at = MarkerRef {
            owner: *who,
            marker: 0,
        };
        let position = top - 1 - i32::try_from(i).unwrap_or(0);
        match state.ladder.get(at) {
            Some(e) if e.position == position => {}
            Some(_) => events.push(Event::MarkerMoved { at, position }),
            None => events.push(Event::MarkerPlaced {
                entry: LadderEntry {
                    at,
                    position,
                    status: EntryStatus::Waiting,
                    malus: 0,
                    rushed: false,
                    label: None,
                },
            }),
        }
    }
    batch.extend(events);
}

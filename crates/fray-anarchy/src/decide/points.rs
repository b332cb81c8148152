//! `spend`, `session` and `award`: Anarchy points bought into effects (ANA-05, ANA-07), a
//! new session (ANA-04, ANA-OP-02), the GM's awards. Spends whose effect waits for a roll
//! leave a counter on the character the next `test` reads: `well-disposed` (+3 dice) and
//! `take-a-risk` (a glitch die).

use crate::engine::{Batch, Event, RuleError};
use crate::model::{CombatantId, Encounter, EntryStatus, MarkerRef, Step};
use crate::rules::names::resolve;

use super::super::fact::AnarchyFact;
use super::super::monitor::Kind;
use super::super::options;
use super::super::points::{self, Spend, Spender};
use super::super::text::{refuse, typed};
use super::sheet::{self, ANARCHY, CHANCE, stat};
use super::{gm, turn};

/// Dice waiting for the character's next test (Well disposed, ANA-05).
pub const WELL_DISPOSED: &str = "well-disposed";
/// A glitch die waiting for the character's next test (Take a risk, ANA-05).
pub const TAKE_A_RISK: &str = "take-a-risk";

/// A player's point spent from their own counter.
fn player_spend(
    state: &Encounter,
    who: CombatantId,
    what: Spend,
    on: Option<CombatantId>,
) -> Result<Vec<Event>, RuleError> {
    let have = state.combatant(who).map_or(0, |c| c.counter(ANARCHY));
    let left = points::spend(
        Spender {
            points: have,
            gm: false,
            spent_this_narration: false,
            on_pc: true,
            on_self: on.is_none_or(|o| o == who),
        },
        what,
        1,
    )?;
    Ok(vec![
        Event::CounterSet {
            who,
            name: ANARCHY.into(),
            value: left,
        },
        AnarchyFact::AnaSpend {
            who: Some(who),
            spend: what,
            points: 1,
            on,
        }
        .event(),
    ])
}

/// Decides `spend`: the point, then its effect.
pub fn spend(
    state: &Encounter,
    who: Option<&str>,
    what: Spend,
    on: Option<&str>,
    track: Option<Kind>,
) -> Result<Vec<Event>, RuleError> {
    match what {
        Spend::Interpose => {
            return Err(refuse(
                "ana-refuse-spend-verb",
                &[("verb", typed("interpose").into())],
            ));
        }
        Spend::Initiative => {
            return Err(refuse(
                "ana-refuse-spend-verb",
                &[("verb", typed("initiative").into())],
            ));
        }
        Spend::ChangeOrder => {
            return Err(refuse(
                "ana-refuse-spend-verb",
                &[("verb", typed("reorder").into())],
            ));
        }
        _ => {}
    }
    let who = who.map(|w| resolve(state, w)).transpose()?;
    let on = on.map(|o| resolve(state, o)).transpose()?;
    let player = who.filter(|w| state.combatant(*w).is_some_and(sheet::has_points));
    // The character the effect falls on: the target, else the spender's own character.
    let subject = on.or(who);
    if let Some(p) = player {
        check_player_target(state, p, what, on)?;
    }
    let mut batch = Batch::new(state);
    match player {
        Some(p) => batch.extend(player_spend(state, p, what, on)?),
        None => batch.extend(gm::spend(state, what, 1, subject)?),
    }
    match what {
        Spend::WellDisposed | Spend::TakeRisk => {
            let Some(target) = subject else {
                return Err(refuse(
                    "ana-refuse-spend-target",
                    &[("on", typed("on").into())],
                ));
            };
            let (name, add) = if what == Spend::WellDisposed {
                (WELL_DISPOSED, i32::from(Spend::WellDisposed.bonus_dice()))
            } else {
                (TAKE_A_RISK, 1)
            };
            let now = batch
                .state()
                .combatant(target)
                .map_or(0, |c| c.counter(name));
            let value = if what == Spend::TakeRisk {
                1
            } else {
                now + add
            };
            batch.push(Event::CounterSet {
                who: target,
                name: name.into(),
                value,
            });
        }
        Spend::FirstAid => {
            let Some(target) = on.filter(|o| Some(*o) != who || player.is_none()) else {
                return Err(refuse("ana-refuse-first-aid-self", &[]));
            };
            let name = state
                .combatant(target)
                .map_or_else(String::new, |c| c.name.clone());
            let heal = super::harm::heal(
                state,
                &crate::rules::names::display(state, target),
                1,
                track,
            )
            .map_err(|_| refuse("ana-refuse-nothing-to-heal", &[("who", name.into())]))?;
            batch.extend(heal);
        }
        Spend::Interruption => {
            let Some(actor) = subject else {
                return Err(refuse(
                    "ana-refuse-spend-target",
                    &[("on", typed("on").into())],
                ));
            };
            interruption(&mut batch, actor)?;
        }
        _ => {}
    }
    Ok(batch.into_events())
}

/// Whom a player's spend may fall on (ANA-05): Well disposed adds dice when « l'un de vos
/// Comportements, Répliques, Avantages ou Atouts s'applique », so to one's own roll;
/// Take a risk adds a glitch die « à son jet ou à celui d'un autre joueur », never to an
/// NPC's.
fn check_player_target(
    state: &Encounter,
    player: CombatantId,
    what: Spend,
    on: Option<CombatantId>,
) -> Result<(), RuleError> {
    let Some(on) = on.filter(|o| *o != player) else {
        return Ok(());
    };
    let name = state
        .combatant(on)
        .map_or_else(String::new, |c| c.name.clone());
    match what {
        Spend::WellDisposed => Err(refuse(
            "ana-refuse-well-disposed-other",
            &[("who", name.into())],
        )),
        Spend::TakeRisk if state.combatant(on).is_some_and(|c| !sheet::has_points(c)) => {
            Err(refuse("ana-refuse-risk-npc", &[("who", name.into())]))
        }
        _ => Ok(()),
    }
}

/// An Interruption: `actor` takes the next Narration this Turn (ANA-05, ANA-11).
fn interruption(batch: &mut Batch, actor: CombatantId) -> Result<(), RuleError> {
    let state = batch.state();
    if state.step != Step::Resolution {
        return Err(refuse("ana-refuse-no-turn", &[]));
    }
    let at = MarkerRef {
        owner: actor,
        marker: 0,
    };
    if state
        .ladder
        .get(at)
        .is_some_and(|e| e.status != EntryStatus::Waiting)
    {
        return Err(refuse("ana-refuse-already-acted", &[]));
    }
    turn::interrupt(batch, actor);
    Ok(())
}

/// Decides `session`: a new session for every player and the GM.
pub fn session(state: &Encounter) -> Result<Vec<Event>, RuleError> {
    let pool = gm::session_start(state);
    let start = options::anarchy_start(state).min(options::anarchy_max(state));
    let mut events = vec![AnarchyFact::AnaSession { gm: pool }.event()];
    for c in state.combatants.iter().filter(|c| sheet::has_points(c)) {
        events.push(Event::CounterSet {
            who: c.id,
            name: CHANCE.into(),
            value: points::chance_at_session(c.stat(stat::CHANCE)),
        });
        events.push(Event::CounterSet {
            who: c.id,
            name: ANARCHY.into(),
            value: start,
        });
    }
    events.push(Event::TableCounterSet {
        name: gm::POOL.into(),
        value: pool,
    });
    events.push(Event::TableCounterSet {
        name: gm::SPENT.into(),
        value: 0,
    });
    Ok(events)
}

/// Decides `award`: a player's points within the maximum, or the GM's pool.
pub fn award(state: &Encounter, who: Option<&str>, count: u8) -> Result<Vec<Event>, RuleError> {
    let count = i32::from(count);
    match who {
        None => Ok(vec![
            AnarchyFact::AnaAward {
                who: None,
                points: count,
            }
            .event(),
            Event::TableCounterSet {
                name: gm::POOL.into(),
                value: gm::pool(state).saturating_add(count),
            },
        ]),
        Some(name) => {
            let id = resolve(state, name)?;
            let Some(c) = state.combatant(id).filter(|c| sheet::has_points(c)) else {
                return Err(refuse(
                    "ana-refuse-npc-points",
                    &[("award", typed("award gm").into())],
                ));
            };
            let value = points::award(c.counter(ANARCHY), count, options::anarchy_max(state));
            Ok(vec![
                AnarchyFact::AnaAward {
                    who: Some(id),
                    points: value - c.counter(ANARCHY),
                }
                .event(),
                Event::CounterSet {
                    who: id,
                    name: ANARCHY.into(),
                    value,
                },
            ])
        }
    }
}

//! Test fixtures: an encounter built from events, commands decided through the system.

use crate::engine::{Command, Event, RuleError, ScriptedDice, apply};
use crate::model::{Combatant, CombatantId, Encounter, Side, Token};
use crate::rules::RuleSystem;

use super::command::*;

/// The shooter's id.
pub const A: CombatantId = CombatantId(1);
/// The target's id.
pub const B: CombatantId = CombatantId(2);

/// Kestrel (A: reaction 4, intuition 4, professional 4, P 12, instinct) and Target (B).
pub fn given(extra: &[Event]) -> Encounter {
    let mut state = Encounter::new(crate::ID, "test");
    for (id, name) in [(A, "Kestrel"), (B, "Target")] {
        let mut c = Combatant::new(id, name, Side::Pc, super::system().new_damage_track());
        for (k, v) in [
            ("reaction", 4),
            ("intuition", 4),
            ("professional", 4),
            ("logic", 3),
            ("tactics", 2),
            ("body", 4),
            ("willpower", 4),
            ("weapon", 5),
            ("agility", 4),
            ("firearms", 5),
        ] {
            c.stats.insert(k.into(), v);
        }
        apply(
            &mut state,
            &Event::CombatantAdded {
                combatant: Box::new(c),
            },
        );
        apply(
            &mut state,
            &Event::PoolTypeSet {
                who: id,
                pool_type: "instinct".into(),
                score: None,
            },
        );
        for (track, boxes) in [("physical", 10), ("stun", 10)] {
            apply(
                &mut state,
                &Event::MonitorResized {
                    who: id,
                    track: track.into(),
                    boxes,
                },
            );
        }
    }
    state.next_id = 3;
    for e in extra {
        apply(&mut state, e);
    }
    state
}

/// `n` undrawn tokens for `who`.
pub fn tokens(who: CombatantId, n: u32) -> Event {
    Event::PoolRecharged {
        who,
        gained: n,
        discarded: 0,
    }
}

/// Face-down defense tokens for `who` (after giving them as many undrawn).
pub fn defense(who: CombatantId, list: &[Token]) -> [Event; 2] {
    [
        tokens(who, list.len() as u32),
        Event::DefenseDrawn {
            who,
            tokens: list.to_vec(),
            faceless: 0,
        },
    ]
}

/// A success or failure token by d6 value.
pub fn t(v: u8) -> Token {
    if v >= 4 {
        Token::success(v)
    } else {
        Token::failure(v)
    }
}

/// Decides a pool command with scripted dice.
pub fn run(state: &Encounter, c: PoolCommand, dice: &[u32]) -> Result<Vec<Event>, RuleError> {
    decide(state, &Command::System(c.into()), dice)
}

/// Decides any command with scripted dice.
pub fn decide(state: &Encounter, c: &Command, dice: &[u32]) -> Result<Vec<Event>, RuleError> {
    super::system().decide(state, c, &mut ScriptedDice::new(dice.iter().copied()))
}

/// The state after the events.
pub fn after(state: &Encounter, events: &[Event]) -> Encounter {
    let mut s = state.clone();
    for e in events {
        apply(&mut s, e);
    }
    s
}

/// The facts among the events.
pub fn facts(events: &[Event]) -> Vec<super::PoolFact> {
    events
        .iter()
        .filter_map(|e| super::fact_of(e).cloned())
        .collect()
}

/// A single shot from Kestrel at Target with given hits at short range.
pub fn shot(hits: u32) -> Shot {
    Shot {
        who: "Kestrel".into(),
        targets: vec!["Target".into()],
        successes: Successes::Given { hits },
        range: Range::Short,
        threshold: 0,
        spend: 0,
        mode: FireMode::Single,
        trigger: None,
        rc: None,
        skill: None,
        adjust: 0,
        harm: Harm::default(),
        care: 0,
        ignore: None,
        spent_for_damage: false,
        token: None,
        weapon: None,
    }
}

/// The score fact's total.
pub fn score_of(events: &[Event]) -> Option<i32> {
    facts(events).iter().find_map(|f| match f {
        super::PoolFact::Scored { score, .. } => Some(score.total),
        _ => None,
    })
}

/// Whether the attack hit its (first) target.
pub fn hit_of(events: &[Event]) -> Option<bool> {
    facts(events).iter().find_map(|f| match f {
        super::PoolFact::Defended { hit, .. } => Some(*hit),
        _ => None,
    })
}

/// The damage total of the first damage fact.
pub fn damage_of(events: &[Event]) -> Option<u32> {
    facts(events).iter().find_map(|f| match f {
        super::PoolFact::Damaged { total, .. } => Some(*total),
        _ => None,
    })
}

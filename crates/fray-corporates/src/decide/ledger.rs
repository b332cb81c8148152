//! The dice-malus ledger read from the state (COR-08): the one place every action roll of
//! the system asks what its dice are. The declared count is the owner's markers this turn
//! (5 once survival mode holds, COR-11), the undeclared ones the `undeclared` counter
//! (COR-06), the situational losses `unbalanced` (−1d) and `grappled` (the hold level).

use crate::engine::Event;
use crate::model::{CombatantId, Encounter};

use super::super::conditions::{GRAPPLED, LEG_DODGES, SURVIVAL, UNBALANCED, UNDECLARED};
use super::super::ledger::{Kind, Ledger, Malus, dice};
use super::super::options;
use super::super::schedule::{At, MAX_DECLARED};
use super::super::survival::survival_holds;

/// The current segment (1 to 5; 0 outside segments).
pub fn segment(state: &Encounter) -> u8 {
    u8::try_from(
        state
            .table_counter(super::super::conditions::SEGMENT)
            .clamp(0, 5),
    )
    .unwrap_or(0)
}

/// The segment survival mode takes effect in for `who`, when they are in it (COR-11): 1 to
/// 5 this turn, 6 for the next turn's first.
pub fn survival_from(state: &Encounter, who: CombatantId) -> Option<u8> {
    let c = state.combatant(who)?;
    c.conditions
        .iter()
        .find(|k| k.is(SURVIVAL, None))
        .map(|k| u8::try_from(k.value.unwrap_or(1).clamp(1, 6)).unwrap_or(1))
}

/// Whether survival mode holds for `who` now: taken effect at or before this segment.
pub fn in_survival(state: &Encounter, who: CombatantId) -> bool {
    let at = |segment| At {
        turn: state.round,
        segment,
    };
    survival_from(state, who).is_some_and(|from| {
        survival_holds(
            at(from),
            at(segment(state).max(1)),
            options::survival_to_turn_end(state),
        )
    })
}

/// The actions `who` declared this turn: their announcement (the shared declaration holds
/// the count; lost ones still count, the malus was fixed when announced), 5 in survival
/// mode once it holds (COR-03, COR-11).
pub fn declared(state: &Encounter, who: CombatantId) -> u8 {
    if in_survival(state, who) {
        return MAX_DECLARED;
    }
    state
        .combatant(who)
        .and_then(|c| c.declaration.as_deref())
        .and_then(|d| d.trim().parse::<u8>().ok())
        .map_or(0, |n| n.min(MAX_DECLARED))
}

/// `who`'s ledger now (COR-08): declared count, undeclared actions taken, situational
/// dice lost (unbalanced 1d, a hold's level, 1d per dodge made with a leg wound, COR-41).
pub fn ledger_of(state: &Encounter, who: CombatantId) -> Ledger {
    let Some(c) = state.combatant(who) else {
        return Ledger::default();
    };
    let unbalanced = u8::from(c.conditions.iter().any(|k| k.is(UNBALANCED, None)));
    let held: i32 = c
        .conditions
        .iter()
        .filter(|k| k.name.eq_ignore_ascii_case(GRAPPLED))
        .map(|k| k.value.unwrap_or(0).max(0))
        .sum();
    let leg_dodges = u8::try_from(c.counter(LEG_DODGES).clamp(0, 250)).unwrap_or(0);
    Ledger {
        declared: declared(state, who),
        undeclared: u8::try_from(c.counter(UNDECLARED).clamp(0, 255)).unwrap_or(0),
        situational: unbalanced
            .saturating_add(u8::try_from(held.clamp(0, 250)).unwrap_or(0))
            .saturating_add(leg_dodges),
    }
}

/// The malus on `who`'s next action of `kind`, term by term, and the dice it rolls out of
/// `pool` after the COR-08 floor (1d plus 1d per confidence point spent); a confidence
/// point also adds a die unless option `confidence floor` (COR-OP-21); a double action adds
/// 1d and option `double-malus` (COR-02, COR-OP-05).
pub fn action_dice(
    state: &Encounter,
    who: CombatantId,
    kind: Kind,
    pool: u32,
    confidence: u32,
    double: bool,
) -> (Malus, u32) {
    let malus = ledger_of(state, who).malus(kind, double, options::double_malus(state));
    let left = dice(
        pool,
        malus.total(),
        confidence,
        options::confidence_adds(state),
    );
    (malus, left)
}

/// The event noting an action of `kind` taken by `who` in `state`: an undeclared one (not
/// a substitute) raises the `undeclared` counter, the −1d on every later action this turn
/// (COR-06); other kinds note nothing.
pub fn took(state: &Encounter, who: CombatantId, kind: Kind) -> Option<Event> {
    if kind != Kind::Undeclared {
        return None;
    }
    let now = state.combatant(who).map_or(0, |c| c.counter(UNDECLARED));
    Some(Event::CounterSet {
        who,
        name: UNDECLARED.into(),
        value: now.saturating_add(1),
    })
}

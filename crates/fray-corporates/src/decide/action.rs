//! Taking an action (COR-02, COR-06, COR-08, COR-09): the one helper every roll of an
//! action goes through, `act` as much as a shot or a strike. It checks the action may be
//! taken now, consumes the declared marker due in this segment (or counts the undeclared
//! action and leaves its rushed marker in the segment), spends the confidence points, uses up a startle malus, writes the `cor_acted`
//! fact with the malus term by term and returns the dice left after the ledger.

use crate::engine::{Batch, Dice, EndReason, Event, RuleError};
use crate::model::{CombatantId, EntryStatus, LadderEntry, MarkerRef, Step};

use super::super::conditions::{
    CONFIDENCE, FALLEN, LONG, NO_REACTION, OUT, STARTLED, STUNNED, WOUND,
};
use super::super::fact::CorporatesFact;
use super::super::ledger::{Kind, Malus};
use super::super::rolls::{CHECK, Part, PoolRoll, roll_parts, sum};
use super::super::schedule::At;
use super::super::text::refuse;
use super::ledger::{action_dice, segment, took};
use crate::rules::names::display;

/// What an action asks of [`take_action`].
#[derive(Debug, Clone)]
pub struct Request {
    /// Who acts.
    pub who: CombatantId,
    /// Its kind: `Declared` uses the marker due now, `Substitute` replaces it (COR-06),
    /// `Undeclared` counts, `Innate` costs nothing (COR-09), `Long` (a roll within a long
    /// action, COR-10) uses no marker and counts nothing.
    pub kind: Kind,
    /// Dice before the ledger.
    pub pool: u32,
    /// Flat bonus on the roll.
    pub bonus: i32,
    /// The bonus term by term (skills named, a bonus typed), kept in the roll; what they
    /// leave of [`Self::bonus`] is shown as other modifiers.
    pub parts: Vec<Part>,
    /// Confidence points spent (COR-08, COR-OP-21).
    pub confidence: u32,
    /// A double action (COR-02).
    pub double: bool,
    /// What was done, kept as the marker's label.
    pub label: Option<String>,
    /// The difficulty, when given, for the log.
    pub difficulty: Option<i32>,
    /// The GM's malus in points on an innate roll (COR-09).
    pub gm_malus: u32,
    /// Whether this helper rolls the `check` dice; `false` when the caller rolls its own
    /// (a shot, a strike) with [`Taken::dice`] and writes them in its own fact.
    pub roll: bool,
}

impl Request {
    /// An action of `kind` by `who` rolling `pool` dice, nothing else asked; the helper
    /// rolls the `check` dice unless `roll` is set to `false`.
    pub fn new(who: CombatantId, kind: Kind, pool: u32) -> Request {
        Request {
            who,
            kind,
            pool,
            bonus: 0,
            parts: Vec::new(),
            confidence: 0,
            double: false,
            label: None,
            difficulty: None,
            gm_malus: 0,
            roll: true,
        }
    }
}

/// What [`take_action`] decided.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Taken {
    /// When.
    pub at: At,
    /// The malus, term by term.
    pub malus: Malus,
    /// The dice to roll after the ledger and the floor.
    pub dice: u32,
    /// Points off the roll: the startle malus used up (COR-07), the GM's innate malus, a
    /// fall's malus (COR-36) and the wounds' under option `wound-malus` (COR-OP-25).
    pub flat: i32,
    /// [`Self::flat`] term by term, each negative (`startle`, `gm-malus`, `fallen`,
    /// `wounds`), for a roll to show by name.
    pub flat_parts: Vec<Part>,
    /// The roll, when the helper rolled it.
    pub roll: Option<PoolRoll>,
    /// The declared marker consumed, if any.
    pub marker: Option<MarkerRef>,
}

/// The marker an undeclared action leaves in its segment (COR-06): `rushed`, already
/// acted, labelled with what was done, numbered after the owner's others. Everything that
/// handles declared actions skips it; the grid draws it.
pub fn undeclared_marker(
    state: &crate::model::Encounter,
    who: CombatantId,
    segment: u8,
    label: Option<String>,
) -> LadderEntry {
    LadderEntry {
        status: EntryStatus::Acted,
        rushed: true,
        label,
        ..super::turn::marker(state, who, segment)
    }
}

/// The declared marker of `who` due in `segment` (still waiting there).
pub fn due(state: &crate::model::Encounter, who: CombatantId, segment: u8) -> Option<MarkerRef> {
    state
        .ladder
        .entries
        .iter()
        .find(|e| {
            e.at.owner == who
                && !e.rushed
                && e.position == i32::from(segment)
                && e.status == EntryStatus::Waiting
        })
        .map(|e| e.at)
}

/// The next segment after `segment` where `who` has a declared action waiting.
pub fn next_due(state: &crate::model::Encounter, who: CombatantId, segment: u8) -> Option<i32> {
    state
        .ladder
        .entries
        .iter()
        .filter(|e| e.at.owner == who && !e.rushed && e.status == EntryStatus::Waiting)
        .map(|e| e.position)
        .filter(|&p| p > i32::from(segment) && p <= 5)
        .min()
}

/// The malus in points a fallen combatant takes on every action until they stand up
/// (COR-36): the `fallen` condition's size, 5 when it has none.
pub fn fallen_malus(c: &crate::model::Combatant) -> u32 {
    c.conditions
        .iter()
        .find(|k| k.is(FALLEN, None))
        .map_or(0, |k| k.value.map_or(5, i32::unsigned_abs))
}

/// Whether `who` may act at all: not dead, unconscious, incapacitated nor stunned.
pub fn able(state: &crate::model::Encounter, who: CombatantId) -> Result<(), RuleError> {
    let c = state
        .combatant(who)
        .ok_or_else(|| refuse("cor-refuse-no-one", &[]))?;
    if let Some(k) = c
        .conditions
        .iter()
        .find(|k| OUT.contains(&k.name.as_str()) || k.name == STUNNED)
    {
        return Err(refuse(
            "cor-refuse-cannot-act",
            &[
                ("who", display(state, who).into()),
                (
                    "condition",
                    crate::rules::condition_words::label(&k.name).into(),
                ),
            ],
        ));
    }
    Ok(())
}

/// Takes an action for `req.who` now (COR-02, COR-06, COR-08, COR-09): refused outside a
/// segment, for someone who cannot act, frozen this segment (COR-07, innate actions
/// excepted), a declared action while laying covering fire outside survival mode, which
/// stops the fire (COR-21), with no declared action due for `Declared`/`Substitute` (the refusal says
/// when the next one is), or with more confidence points than left. Writes the marker's
/// new status, the undeclared count, the points spent, the startle used up and the
/// `cor_acted` fact (with the roll when `req.roll`).
pub fn take_action(
    batch: &mut Batch,
    req: &Request,
    dice: &mut dyn Dice,
) -> Result<Taken, RuleError> {
    let state = batch.state();
    let who = req.who;
    let kind = req.kind;
    let seg = segment(state);
    if state.step != Step::Resolution || seg == 0 {
        return Err(refuse("cor-refuse-not-in-segment", &[]));
    }
    able(state, who)?;
    let c = state
        .combatant(who)
        .ok_or_else(|| refuse("cor-refuse-no-one", &[]))?;
    let name = display(state, who);
    if kind != Kind::Innate && c.has_condition(NO_REACTION) {
        return Err(refuse(
            "cor-refuse-frozen",
            &[("who", name.as_str().into())],
        ));
    }
    if !matches!(kind, Kind::Innate | Kind::Long) && c.has_condition(LONG) {
        return Err(refuse(
            "cor-refuse-busy-long",
            &[("who", name.as_str().into())],
        ));
    }
    let covering = kind == Kind::Declared && super::fire_cover::firing(state, c).is_some();
    if covering && !super::ledger::in_survival(state, who) {
        return Err(refuse(
            "cor-fire-refuse-covering",
            &[("who", name.as_str().into())],
        ));
    }
    let marker = match kind {
        Kind::Declared | Kind::Substitute => Some(due(state, who, seg).ok_or_else(
            || match next_due(state, who, seg) {
                Some(next) => refuse(
                    "cor-refuse-none-due",
                    &[
                        ("who", name.as_str().into()),
                        ("segment", u32::from(seg).into()),
                        ("next", next.into()),
                    ],
                ),
                None => refuse(
                    "cor-refuse-none-left",
                    &[
                        ("who", name.as_str().into()),
                        ("segment", u32::from(seg).into()),
                    ],
                ),
            },
        )?),
        _ => None,
    };
    let left = u32::try_from(c.counter(CONFIDENCE).max(0)).unwrap_or(0);
    if req.confidence > left {
        return Err(refuse(
            "cor-refuse-confidence",
            &[
                ("who", name.as_str().into()),
                ("asked", req.confidence.into()),
                ("left", left.into()),
            ],
        ));
    }
    let (malus, n) = action_dice(state, who, kind, req.pool, req.confidence, req.double);
    let startled = c
        .conditions
        .iter()
        .find(|k| k.is(STARTLED, None))
        .map_or(0, |k| {
            u32::try_from(k.value.unwrap_or(0).max(0)).unwrap_or(0)
        });
    let gm_malus = if kind == Kind::Innate {
        req.gm_malus
    } else {
        0
    };
    let fallen = fallen_malus(c);
    let wounded = u32::try_from(
        super::super::options::wound_malus(state).saturating_mul(c.counter(WOUND).max(0)),
    )
    .unwrap_or(0);
    let flat = i32::try_from(startled + gm_malus + fallen + wounded).unwrap_or(i32::MAX);
    let at = At {
        turn: state.round,
        segment: seg,
    };
    // Everything the events below need is read now, from the state before them (none of
    // them changes what another reads), so the batch need not copy its state.
    let consumed = marker
        .and_then(|m| state.ladder.get(m))
        .map(|e| LadderEntry {
            status: if kind == Kind::Substitute {
                EntryStatus::Skipped
            } else {
                EntryStatus::Acted
            },
            label: req.label.clone().or_else(|| e.label.clone()),
            ..e.clone()
        });
    let rushed =
        (kind == Kind::Undeclared).then(|| undeclared_marker(state, who, seg, req.label.clone()));
    let counted = took(state, who, kind);
    dice.for_whom(&c.name);
    if let Some(entry) = consumed {
        batch.push(Event::MarkerPlaced { entry });
    }
    if req.confidence > 0 {
        batch.push(Event::CounterSet {
            who,
            name: CONFIDENCE.into(),
            value: i32::try_from(left - req.confidence).unwrap_or(0),
        });
    }
    if covering {
        // Survival mode is the one way to stop covering fire for a declared action (COR-21).
        batch.push(Event::ConditionEnded {
            who,
            name: "covering".into(),
            reason: EndReason::Removed,
            target: None,
        });
    }
    if startled > 0 {
        batch.push(Event::ConditionEnded {
            who,
            name: STARTLED.into(),
            reason: EndReason::Removed,
            target: None,
        });
    }
    if let Some(entry) = rushed {
        batch.push(Event::MarkerPlaced { entry });
    }
    batch.extend(counted);
    let flat_parts = flat_terms(&[
        ("startle", startled),
        ("gm-malus", gm_malus),
        ("fallen", fallen),
        ("wounds", wounded),
    ]);
    let rolled = req.roll.then(|| {
        let mut parts = req.parts.clone();
        parts.push(Part::new(
            "other",
            req.bonus.saturating_sub(sum(&req.parts)),
        ));
        parts.extend(flat_parts.iter().cloned());
        roll_parts(dice, CHECK, n, parts)
    });
    batch.push(
        CorporatesFact::Acted {
            who,
            kind,
            at,
            malus,
            dice: n,
            confidence: req.confidence,
            double: req.double,
            label: req.label.clone(),
            roll: rolled.clone(),
            difficulty: req.difficulty,
            startled,
            gm_malus,
            fallen,
            wounded,
        }
        .into_event(),
    );
    Ok(Taken {
        at,
        malus,
        dice: n,
        flat,
        flat_parts,
        roll: rolled,
        marker,
    })
}

/// The points off a roll, each a negative term by name (those at 0 left out).
fn flat_terms(points: &[(&str, u32)]) -> Vec<Part> {
    points
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|&(what, n)| Part::new(what, -i32::try_from(n).unwrap_or(i32::MAX)))
        .collect()
}

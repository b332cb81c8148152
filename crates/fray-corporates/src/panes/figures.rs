//! What the Corporates panes read that the shared sheet does not carry, written into the
//! sheet's figures (`Sheet::gear_figures`) by the report: the turn's reaction roll, the
//! declared count, the ledger term by term (COR-03, COR-04, COR-06, COR-08, COR-11), the
//! confidence pool's size and the tracks' maximum (COR-43, COR-OP-19, COR-OP-21), the
//! stats and skills. A hidden combatant's sheet (the players' view of an enemy) has none.

use std::collections::BTreeMap;

use crate::model::{Combatant, Encounter};
use crate::report::Sheet;

use super::super::ledger::{Kind, Ledger};
use super::super::options;

/// The figures of the grid and the ledger.
pub const GRID: &str = "cor-grid";
/// The sheet's stats (dice counts, COR-OP-21).
pub const STATS: &str = "cor-stats";
/// The sheet's skills (flat levels).
pub const SKILLS: &str = "cor-skills";

/// The turn's reaction roll (COR-03), when rolled this turn.
pub const REACTION: &str = "reaction";
/// Actions declared this turn (5 in survival mode, COR-11).
pub const DECLARED: &str = "declared";
/// Whether the count is announced (1) this turn.
pub const ANNOUNCED: &str = "announced";
/// Undeclared actions taken this turn (COR-06).
pub const UNDECLARED: &str = "undeclared";
/// The malus from the declared count (COR-04).
pub const MALUS_DECLARED: &str = "malus-declared";
/// The malus from undeclared actions (COR-06).
pub const MALUS_UNDECLARED: &str = "malus-undeclared";
/// Unbalanced (COR-32, COR-35).
pub const MALUS_UNBALANCED: &str = "malus-unbalanced";
/// A hold's dice malus (COR-37).
pub const MALUS_GRAPPLED: &str = "malus-grappled";
/// The whole malus on the next action.
pub const MALUS: &str = "malus";
/// The confidence pool's size (COR-OP-21).
pub const CONFIDENCE_MAX: &str = "confidence-max";
/// The tracks' maximum (COR-OP-19), when the GM set one.
pub const TRACK_MAX: &str = "track-max";
/// Whether the combatant is out: dead, unconscious or incapacitated (1).
pub const OUT: &str = "out";

/// Declared counts are announced from the highest reaction roll (1), option `announce`
/// (COR-OP-02).
pub const HIGHEST_FIRST: &str = "announce-highest";

/// The conditions that take a combatant out of the fight.
pub const OUT_CONDITIONS: [&str; 3] = ["dead", "unconscious", "incapacitated"];

/// The ledger of `c` now: the one every roll reads (COR-08).
pub fn ledger(state: &Encounter, c: &Combatant) -> Ledger {
    super::super::decide::ledger::ledger_of(state, c.id)
}

/// Writes the panes' figures of `c` into `sheet`.
pub fn fill(state: &Encounter, c: &Combatant, sheet: &mut Sheet) {
    let mut grid = BTreeMap::new();
    if let Some(i) = c.initiative.as_ref().filter(|i| i.round == state.round) {
        grid.insert(REACTION.to_string(), i.score);
    }
    let ledger = ledger(state, c);
    let announced = c.declaration.is_some();
    grid.insert(ANNOUNCED.to_string(), i32::from(announced));
    grid.insert(DECLARED.to_string(), i32::from(ledger.declared));
    grid.insert(UNDECLARED.to_string(), c.counter("undeclared"));
    let malus = ledger.malus(Kind::Declared, false, 0);
    grid.insert(MALUS_DECLARED.to_string(), i32::from(malus.declared));
    grid.insert(MALUS_UNDECLARED.to_string(), i32::from(malus.undeclared));
    let unbalanced = i32::from(c.has_condition("unbalanced"));
    grid.insert(MALUS_UNBALANCED.to_string(), unbalanced);
    grid.insert(
        MALUS_GRAPPLED.to_string(),
        i32::from(malus.situational) - unbalanced,
    );
    let total = i32::try_from(malus.total()).unwrap_or(i32::MAX);
    grid.insert(MALUS.to_string(), total);
    // The roster's penalty column: the dice the next action loses (COR-08).
    sheet.total_penalty = -total;
    if let Some(&max) = c.stats.get("confidence") {
        grid.insert(CONFIDENCE_MAX.to_string(), max);
    }
    if let Some(max) = options::track_max(state) {
        grid.insert(
            TRACK_MAX.to_string(),
            i32::try_from(max).unwrap_or(i32::MAX),
        );
    }
    let out = OUT_CONDITIONS.iter().any(|n| c.has_condition(n));
    grid.insert(OUT.to_string(), i32::from(out));
    grid.insert(
        HIGHEST_FIRST.to_string(),
        i32::from(options::highest_first(state)),
    );
    sheet.gear_figures.insert(GRID.to_string(), grid);
    sheet
        .gear_figures
        .insert(STATS.to_string(), c.stats.clone().into_iter().collect());
    sheet.gear_figures.insert(
        SKILLS.to_string(),
        c.skills
            .iter()
            .map(|(k, s)| (k.clone(), s.total()))
            .collect(),
    );
}

/// One figure of a sheet's group, if there.
pub fn figure(sheet: &Sheet, group: &str, key: &str) -> Option<i32> {
    sheet.gear_figures.get(group)?.get(key).copied()
}

//! The segment grid of the current turn read from the report (COR-01 to COR-12): one row
//! per combatant, one cell per segment 1 to 5 with its declared action (scheduled, acting,
//! done with its label, substituted, lost), survival mode from its segment on, a long
//! action's span and covering fire; the turn's reaction roll, the declared count, the
//! undeclared count and the ledger's malus term by term; the current segment and, during
//! the declaration, the announcement order with who is next.

use crate::model::{EntryStatus, Step};
use crate::report::{ConditionLine, Report, Sheet};

use super::super::schedule::SEGMENTS;
use super::figures::{self, GRID};

/// What a declared action's marker shows in its segment (COR-04, COR-05, COR-06).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mark {
    /// Still to come.
    Scheduled,
    /// Being resolved now.
    Acting,
    /// Done, with what was done.
    Done(Option<String>),
    /// Replaced by an undeclared action (COR-06), with what replaced it.
    Substituted(Option<String>),
    /// An undeclared action taken in that segment (COR-06), with what was done.
    Undeclared(Option<String>),
    /// Lost in that segment: not taken in time, or lost to a blow (COR-05, COR-36, COR-41).
    Lost,
}

/// One segment of one combatant's turn.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Cell {
    /// The declared actions in that segment (usually one), then the undeclared ones taken.
    pub marks: Vec<Mark>,
    /// Survival mode holds from this segment on (COR-11).
    pub survival: bool,
    /// Survival mode takes effect in this very segment.
    pub survival_start: bool,
    /// A long action runs through it (COR-10).
    pub long: bool,
    /// Covering fire runs through it (COR-21).
    pub covering: bool,
}

/// The ledger's malus now, term by term (COR-08), in dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Terms {
    /// From the declared count (COR-04, COR-11).
    pub declared: i32,
    /// From the undeclared actions taken (COR-06).
    pub undeclared: i32,
    /// Unbalanced (COR-32, COR-35).
    pub unbalanced: i32,
    /// A hold (COR-37).
    pub grappled: i32,
}

impl Terms {
    /// The whole malus.
    pub fn total(&self) -> i32 {
        self.declared + self.undeclared + self.unbalanced + self.grappled
    }
}

/// One combatant's row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// Its index in the report's combatants.
    pub index: usize,
    /// Name as in the report.
    pub name: String,
    /// Side word.
    pub side: String,
    /// Dead, unconscious or incapacitated: drawn dimmed.
    pub out: bool,
    /// The turn's reaction roll, if rolled (hidden from players for enemies).
    pub reaction: Option<i32>,
    /// The declared count, once announced.
    pub declared: Option<i32>,
    /// Undeclared actions taken this turn (COR-06).
    pub undeclared: i32,
    /// The ledger now; `None` when the sheet is hidden.
    pub terms: Option<Terms>,
    /// Segments 1 to 5.
    pub cells: [Cell; SEGMENTS as usize],
    /// Declared actions pushed past segment 5 (COR-05).
    pub lost: usize,
    /// Covering fire's firepower, when covering (COR-21).
    pub firepower: Option<i32>,
}

/// The grid of the turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    /// The turn (0 before the fight).
    pub turn: u32,
    /// Where the turn stands.
    pub step: Step,
    /// The segment being resolved, 1 to 5, or `None`.
    pub segment: Option<u8>,
    /// One row per combatant, in the roster's order.
    pub rows: Vec<Row>,
    /// During the declaration: rows (by index in `rows`) in announcement order, lowest
    /// reaction roll first (COR-03, COR-OP-02).
    pub announce: Vec<usize>,
    /// The row announcing next.
    pub next: Option<usize>,
}

fn condition<'a>(sheet: &'a Sheet, name: &str) -> Option<&'a ConditionLine> {
    sheet.conditions.iter().find(|c| c.name == name)
}

fn segment_of(value: Option<i32>) -> Option<u8> {
    value.and_then(|v| u8::try_from(v).ok())
}

impl Grid {
    /// The grid a report shows.
    pub fn of(report: &Report) -> Grid {
        let segment = u8::try_from(super::super::screens::current_segment(report))
            .ok()
            .filter(|s| (1..=SEGMENTS).contains(s));
        let rows: Vec<Row> = report
            .combatants
            .iter()
            .enumerate()
            .map(|(index, sheet)| row(report, index, sheet, segment))
            .collect();
        let (announce, next) = if report.step == Step::Declaration {
            announcement(report, &rows)
        } else {
            (Vec::new(), None)
        };
        Grid {
            turn: report.round,
            step: report.step,
            segment,
            rows,
            announce,
            next,
        }
    }
}

fn row(report: &Report, index: usize, sheet: &Sheet, now: Option<u8>) -> Row {
    let fig = |key: &str| figures::figure(sheet, GRID, key);
    let mut cells: [Cell; SEGMENTS as usize] = Default::default();
    let mut lost = 0;
    let mut rungs = 0;
    for rung in report.ladder.iter().filter(|r| r.name == sheet.name) {
        if rung.rushed {
            // An undeclared action taken in its segment (COR-06): drawn, never counted.
            if let Some(cell) = usize::try_from(rung.phase - 1)
                .ok()
                .and_then(|i| cells.get_mut(i))
            {
                cell.marks.push(Mark::Undeclared(rung.label.clone()));
            }
            continue;
        }
        rungs += 1;
        let mark = match rung.status {
            EntryStatus::Lost => Mark::Lost,
            EntryStatus::Acted => Mark::Done(rung.label.clone()),
            EntryStatus::Acting => Mark::Acting,
            EntryStatus::Skipped => Mark::Substituted(rung.label.clone()),
            EntryStatus::Waiting | EntryStatus::Delayed => Mark::Scheduled,
        };
        match usize::try_from(rung.phase - 1)
            .ok()
            .and_then(|i| cells.get_mut(i))
        {
            Some(cell) => cell.marks.push(mark),
            // Pushed past segment 5 (COR-05): no cell holds it.
            None => lost += 1,
        }
    }
    let survival = segment_of(condition(sheet, "survival").and_then(|c| c.value));
    if let Some(from) = survival {
        for (i, cell) in cells.iter_mut().enumerate() {
            let s = i as u8 + 1;
            cell.survival = s >= from;
            cell.survival_start = s == from;
        }
    }
    let end = now.unwrap_or(SEGMENTS);
    let long_from = segment_of(condition(sheet, "long").and_then(|c| c.value));
    if let Some(from) = long_from {
        for s in from..=end.max(from) {
            if let Some(cell) = cells.get_mut(usize::from(s) - 1) {
                cell.long = true;
            }
        }
    }
    let covering = condition(sheet, "covering");
    if covering.is_some() {
        // The segments announced for the fire (COR-21), when the sheet shows them.
        let announced = |name: &str| segment_of(super::detail::counter(sheet, name));
        let from = announced("cover-from")
            .or(long_from)
            .or(now)
            .unwrap_or(1)
            .max(1);
        let to = announced("cover-to").unwrap_or(SEGMENTS).min(SEGMENTS);
        for s in from..=to {
            if let Some(cell) = cells.get_mut(usize::from(s) - 1) {
                cell.covering = true;
            }
        }
    }
    let hidden = !sheet.gear_figures.contains_key(GRID);
    let out = fig(figures::OUT) == Some(1)
        || sheet.dead
        || figures::OUT_CONDITIONS
            .iter()
            .any(|n| condition(sheet, n).is_some());
    Row {
        index,
        name: sheet.name.clone(),
        side: sheet.side.clone(),
        out,
        reaction: fig(figures::REACTION),
        // A hidden sheet (an enemy, for players) has no figures: its markers tell the count.
        declared: if hidden {
            (rungs > 0).then_some(rungs)
        } else {
            (fig(figures::ANNOUNCED) == Some(1))
                .then(|| fig(figures::DECLARED))
                .flatten()
        },
        undeclared: fig(figures::UNDECLARED).unwrap_or(0),
        terms: (!hidden).then(|| Terms {
            declared: fig(figures::MALUS_DECLARED).unwrap_or(0),
            undeclared: fig(figures::MALUS_UNDECLARED).unwrap_or(0),
            unbalanced: fig(figures::MALUS_UNBALANCED).unwrap_or(0),
            grappled: fig(figures::MALUS_GRAPPLED).unwrap_or(0),
        }),
        cells,
        lost,
        firepower: covering.and_then(|c| c.value),
    }
}

/// The rows that rolled this turn, in announcement order, and the one to announce next:
/// the current declarer when the report names one, else the first not yet announced.
fn announcement(report: &Report, rows: &[Row]) -> (Vec<usize>, Option<usize>) {
    let highest = report
        .combatants
        .iter()
        .any(|s| figures::figure(s, GRID, figures::HIGHEST_FIRST) == Some(1));
    let mut order: Vec<(usize, i32)> = rows
        .iter()
        .enumerate()
        .filter(|(_, r)| !r.out)
        .filter_map(|(i, r)| r.reaction.map(|roll| (i, roll)))
        .collect();
    if highest {
        order.sort_by_key(|&(_, roll)| std::cmp::Reverse(roll));
    } else {
        order.sort_by_key(|&(_, roll)| roll);
    }
    let order: Vec<usize> = order.into_iter().map(|(i, _)| i).collect();
    let current = report
        .current
        .as_ref()
        .and_then(|name| rows.iter().position(|r| &r.name == name));
    let next = current.or_else(|| order.iter().copied().find(|&i| rows[i].declared.is_none()));
    (order, next)
}

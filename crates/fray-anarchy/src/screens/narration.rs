//! What the order pane reads from the report, pure: each Narration's state (to come,
//! narrating now, done, out), the next one, where a one-Turn change (Interruption, the
//! GM's reorder) moved it from, its group's members, its initiative's parts, and the
//! GM's pool (ANA-05, ANA-07, ANA-09 to ANA-11).

use crate::model::{EntryStatus, Pool, Step};
use crate::report::{Report, Sheet};

use super::super::decide::gm;
use super::super::transcript::figures::{
    ATTRIBUTE, BONUS, DIE_1, DIE_2, GROUP, NARRATION, NORMAL, TIMING,
};

/// A Narration's state this Turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    /// Still to come.
    ToCome,
    /// Narrating now.
    Now,
    /// Taken this Turn.
    Done,
    /// Its character is down: passed over.
    Out,
}

/// One Narration of the order, as the pane shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Narration {
    /// The rung's index in the report's ladder.
    pub index: usize,
    /// Its state.
    pub state: State,
    /// Whether it comes next.
    pub next: bool,
    /// The place (1 first) it goes back to next Turn, when a one-Turn change moved it.
    pub moved_from: Option<usize>,
    /// Its group's members (the sheets' indexes), the rung's owner first; empty outside a
    /// group.
    pub members: Vec<usize>,
}

fn figure(sheet: &Sheet, key: &str) -> Option<i32> {
    sheet.gear_figures.get(NARRATION)?.get(key).copied()
}

/// The sheet of the rung's owner.
pub fn sheet_of<'a>(report: &'a Report, name: &str) -> Option<(usize, &'a Sheet)> {
    report
        .combatants
        .iter()
        .enumerate()
        .find(|(_, s)| s.name == name)
}

/// Each rung of the ladder as a Narration, in the Turn's order.
pub fn narrations(report: &Report) -> Vec<Narration> {
    let under_way = matches!(report.step, Step::Declaration | Step::Resolution);
    let mut out: Vec<Narration> = report
        .ladder
        .iter()
        .enumerate()
        .map(|(index, rung)| {
            let sheet = sheet_of(report, &rung.name);
            let down = sheet.is_some_and(|(_, s)| s.down.is_some() || s.dead);
            let state = match rung.status {
                EntryStatus::Acting => State::Now,
                EntryStatus::Acted | EntryStatus::Lost | EntryStatus::Skipped => State::Done,
                EntryStatus::Waiting | EntryStatus::Delayed if down => State::Out,
                EntryStatus::Waiting | EntryStatus::Delayed => State::ToCome,
            };
            Narration {
                index,
                state,
                next: false,
                moved_from: None,
                members: sheet.map_or_else(Vec::new, |(i, s)| members(report, i, s)),
            }
        })
        .collect();
    if under_way && let Some(n) = out.iter_mut().find(|n| n.state == State::ToCome) {
        n.next = true;
    }
    mark_moves(report, &mut out);
    out
}

/// Marks the Narrations out of the place the scores give them: their relative order
/// among those the scores place differs from this Turn's.
fn mark_moves(report: &Report, out: &mut [Narration]) {
    let placed: Vec<(usize, i32)> = out
        .iter()
        .enumerate()
        .filter_map(|(i, n)| {
            let (_, s) = sheet_of(report, &report.ladder[n.index].name)?;
            figure(s, NORMAL).map(|p| (i, p))
        })
        .collect();
    let mut normal = placed.clone();
    normal.sort_by_key(|(_, p)| *p);
    for (now, (i, _)) in placed.iter().enumerate() {
        let place = normal.iter().position(|(j, _)| j == i).unwrap_or(now);
        if place != now {
            out[*i].moved_from = Some(place + 1);
        }
    }
}

/// The sheets in `sheet`'s NPC group, `sheet` first; empty outside a group.
fn members(report: &Report, index: usize, sheet: &Sheet) -> Vec<usize> {
    let Some(g) = figure(sheet, GROUP) else {
        return Vec::new();
    };
    let mut all = vec![index];
    all.extend(
        report
            .combatants
            .iter()
            .enumerate()
            .filter(|(i, s)| *i != index && s.side == sheet.side && figure(s, GROUP) == Some(g))
            .map(|(i, _)| i),
    );
    all
}

/// The initiative's parts: the 2D6, the attribute, the bonus dice (ANA-09); `None`
/// when the sheet does not show them (a hidden NPC in the players' view).
pub fn parts(sheet: &Sheet) -> Option<([i32; 2], i32, Vec<i32>)> {
    let dice = [figure(sheet, DIE_1)?, figure(sheet, DIE_2)?];
    let attribute = figure(sheet, ATTRIBUTE)?;
    let figures = sheet.gear_figures.get(NARRATION)?;
    let bonus = (1..)
        .map_while(|n| figures.get(&format!("{BONUS}{n}")).copied())
        .collect();
    Some((dice, attribute, bonus))
}

/// When initiative is rolled again, as the sheets say: 0 per Scene, 1 per combat, 2 per
/// Turn.
pub fn timing(report: &Report) -> i32 {
    report
        .combatants
        .iter()
        .find_map(|s| figure(s, TIMING))
        .unwrap_or(0)
}

/// The GM's pool and the points spent this Narration (a counter not kept is at 0);
/// `None` in the players' view.
pub fn gm_pool(report: &Report) -> Option<(i32, i32)> {
    if !report.for_gm {
        return None;
    }
    let counter = |name: &str| {
        report.table.iter().find_map(|p| {
            let Pool::Counter { name: n, value, .. } = p;
            (n == name).then_some(*value)
        })
    };
    Some((
        counter(gm::POOL).unwrap_or(0),
        counter(gm::SPENT).unwrap_or(0),
    ))
}

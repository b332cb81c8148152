//! The Markdown transcript's last section: where the fight stands and each combatant's
//! state (side, wounds, death, destroyed limbs, conditions, note), from [`Report::of`]
//! (or, for the players, [`PlayerReport`]).

use std::io::{self, Write};

use crate::i18n::typography::{join_list, label_colon};
use crate::model::Encounter;
use crate::player_view::PlayerReport;
use crate::report::words::SheetWords;
use crate::report::{Report, Sheet};
use crate::rules::Health;
use crate::rules::condition_words::label;

use super::escape::markdown as escape;
use super::text;

/// Writes the outcome of `state`; `players` writes what players see of it (enemies as
/// how hurt they look, no notes, no countdowns: [`PlayerReport`]).
pub fn write(out: &mut impl Write, state: &Encounter, players: bool) -> io::Result<()> {
    let report = if players {
        PlayerReport::of(state).into_report()
    } else {
        Report::of(state)
    };
    writeln!(out, "{}\n", text::outcome())?;
    let standing = if report.roundless() {
        text::standing_roundless(report.step)
    } else {
        text::standing(
            &crate::report::TimeWords::of(&report.system),
            report.round,
            report.step,
            report.phase,
        )
    };
    writeln!(out, "{standing}\n")?;
    if report.combatants.is_empty() {
        writeln!(out, "{}", text::nobody())?;
    }
    let words = SheetWords::of(&report);
    for sheet in &report.combatants {
        let health = looks(state, &sheet.name);
        combatant(out, sheet, words, health, players)?;
    }
    for c in &report.countdowns {
        writeln!(
            out,
            "- {}",
            text::countdown(&escape(&c.label), c.left, c.max)
        )?;
    }
    Ok(())
}

/// How hurt the combatant named `name` is on the system's own wound track (coarse),
/// for a sheet that shows no wound of its own (a system whose wounds are levels on counters).
fn looks(state: &Encounter, name: &str) -> Health {
    state
        .combatants
        .iter()
        .find(|c| c.name == name)
        .map_or(Health::Unhurt, |c| {
            crate::player_view::health_of(state, c.id)
        })
}

/// One combatant: a bullet with their name, side and summary, sub-bullets for details;
/// `health` says how hurt they look when the sheet shows no wound.
fn combatant(
    out: &mut impl Write,
    sheet: &Sheet,
    words: SheetWords,
    health: Health,
    players: bool,
) -> io::Result<()> {
    let mut summary = Vec::new();
    match &sheet.down {
        Some(down) => summary.push(text::down(&escape(&words.down(down)))),
        None if sheet.dead => summary.push(text::dead()),
        None => {}
    }
    let boxes: Vec<String> = sheet
        .monitors
        .iter()
        .filter(|m| m.filled > 0 || m.overflow > 0)
        .map(|m| {
            text::monitor(
                &escape(&words.monitor(&m.name)),
                m.filled,
                m.boxes,
                m.overflow,
            )
        })
        .collect();
    let fallen = sheet.down.is_some() || sheet.dead;
    match (&sheet.health, words.worst_wound(sheet)) {
        (Some(health), _) => summary.push(escape(health)),
        (None, Some(worst)) => summary.push(text::worst_wound(&escape(&worst))),
        (None, None) if !boxes.is_empty() => summary.push(boxes.join(", ")),
        // Down or dead is said already; not « indemne » beside it.
        (None, None) if health != Health::Unhurt && fallen => {}
        (None, None) if health != Health::Unhurt => {
            summary.push(crate::player_view::text::health_word(health));
        }
        (None, None) => summary.push(text::unhurt()),
    }
    if !sheet.destroyed.is_empty() {
        let limbs: Vec<String> = sheet
            .destroyed
            .iter()
            .map(|l| escape(&words.location(l)))
            .collect();
        summary.push(text::destroyed(&limbs.join(", ")));
    }
    writeln!(
        out,
        "- **{}** ({}){}{}",
        escape(&sheet.name),
        escape(&words.side(&sheet.side)),
        label_colon(),
        join_list(&summary)
    )?;
    if !sheet.wounds.is_empty() {
        let locations: Vec<String> = sheet
            .wounds
            .iter()
            .map(|w| {
                let rows: Vec<String> = w
                    .rows
                    .iter()
                    .map(|r| {
                        let severity = words.severity(&r.severity, Some(&w.location));
                        text::wound_row(&escape(&severity), r.checked, r.boxes)
                    })
                    .collect();
                text::location_wounds(&escape(&words.location(&w.location)), &rows.join(", "))
            })
            .collect();
        writeln!(out, "  - {}", text::wounds(&join_list(&locations)))?;
    }
    if !sheet.conditions.is_empty() {
        let conditions: Vec<String> = sheet
            .conditions
            .iter()
            .map(|k| text::condition(&escape(&label(&k.name)), k.value, &escape(&k.until.words())))
            .collect();
        writeln!(out, "  - {}", text::conditions(&conditions.join(", ")))?;
    }
    if !players && !sheet.note.is_empty() {
        writeln!(out, "  - {}", text::note(&escape(&sheet.note)))?;
    }
    Ok(())
}

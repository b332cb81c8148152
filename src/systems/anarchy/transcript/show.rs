//! `fray show` in the Anarchy layout: the Turn, the Narration order (first = highest),
//! then each character with initiative, the three monitors, the wound modifier, the
//! points (Chance, Anarchy, pending spends; the surveillance score marked as the GM's),
//! per-target conditions with their target, and the note.

use std::fmt::Write;

use crate::model::{EntryStatus, Pool, Step};
use crate::report::{Report, Sheet};
use crate::safe_text::escape;
use crate::t;

use super::super::arcane::slots::SURVEILLANCE;
use super::super::decide::points::{TAKE_A_RISK, WELL_DISPOSED};
use super::super::decide::sheet::{ANARCHY, CHANCE};
use super::super::points::Spend;
use super::super::text::spend_word;

fn status(s: EntryStatus) -> String {
    match s {
        EntryStatus::Waiting => String::new(),
        EntryStatus::Delayed => t!("cli-show-delayed"),
        EntryStatus::Skipped => t!("cli-show-skipped"),
        EntryStatus::Acting => t!("cli-show-acting"),
        EntryStatus::Acted => t!("cli-show-acted"),
        EntryStatus::Lost => t!("cli-show-lost"),
    }
}

/// A point counter's name in the reader's language.
pub fn counter_word(name: &str) -> String {
    match name {
        CHANCE => t!("ana-show-chance"),
        ANARCHY => t!("ana-show-anarchy"),
        WELL_DISPOSED => spend_word(Spend::WellDisposed),
        TAKE_A_RISK => spend_word(Spend::TakeRisk),
        SURVEILLANCE => t!("ana-show-surveillance"),
        other => other.to_string(),
    }
}

/// The whole text.
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    let step = match report.step {
        Step::Setup => t!("cli-show-setup"),
        Step::Declaration | Step::Resolution => t!("ana-show-narrations"),
        Step::RoundEnd => t!("cli-show-round-end"),
        Step::Ended => t!("cli-show-ended"),
    };
    let _ = writeln!(
        out,
        "{}",
        t!(
            "ana-show-title",
            name = escape(&report.name),
            system = &report.system,
            turn = report.round.to_string(),
            step = step
        )
    );
    if let Some(current) = &report.current {
        let _ = writeln!(out, "{}", t!("cli-show-now", who = escape(current)));
    }
    if !report.ladder.is_empty() {
        let _ = writeln!(out, "\n{}", t!("ana-show-order"));
        for rung in &report.ladder {
            let mark = if rung.status == EntryStatus::Acting { ">" } else { " " };
            let _ = writeln!(
                out,
                "{mark}{:>4}  {:<24} {}",
                rung.phase,
                escape(&rung.name),
                status(rung.status)
            );
        }
    }
    let _ = writeln!(out, "\n{}", t!("cli-show-roster"));
    if report.combatants.is_empty() {
        let _ = writeln!(out, "  {}", t!("cli-show-nobody"));
    }
    for c in &report.combatants {
        sheet(&mut out, c);
    }
    out
}

fn sheet(out: &mut String, c: &Sheet) {
    let system = crate::rules::system(super::super::ID);
    let init = c.initiative.map_or_else(|| "-".to_string(), |i| i.to_string());
    let tracks: Vec<String> = c
        .monitors
        .iter()
        .map(|m| {
            let word = system.report().monitor_word(&m.name);
            format!("{word} {}/{}", m.filled, m.boxes)
        })
        .collect();
    let down = c.down.as_ref().map_or_else(String::new, |d| {
        format!("  {}", system.report().down_word(d).to_uppercase())
    });
    let _ = writeln!(
        out,
        "  {:<7} {:<24} {}{down}",
        crate::report::words::side(&c.side),
        escape(&c.name),
        t!(
            "ana-show-line",
            init = init,
            monitors = tracks.join(", "),
            wounds = c.wound_modifier.unwrap_or(0).to_string()
        )
    );
    let points: Vec<String> = c
        .pools
        .iter()
        .map(|p| {
            let Pool::Counter {
                name, value, max, ..
            } = p;
            let max = max.map_or_else(String::new, |m| format!("/{m}"));
            let gm = if p.hidden() {
                format!(" {}", t!("ana-show-gm-only"))
            } else {
                String::new()
            };
            format!("{} {value}{max}{gm}", escape(&counter_word(name)))
        })
        .collect();
    if !points.is_empty() {
        let _ = writeln!(out, "      {}", points.join(", "));
    }
    for k in &c.conditions {
        let value = k.value.map_or_else(String::new, |v| format!(" {v:+}"));
        let _ = writeln!(out, "      [{}{value}] {}", escape(&k.label()), k.until);
    }
    if !c.note.is_empty() {
        let _ = writeln!(out, "      {}", t!("cli-show-note", note = escape(&c.note)));
    }
}

//! `fray show` in the Corporates layout: the turn and the segment (or who announces), then
//! each combatant's reaction roll, declared count, declared actions by segment with their
//! state, the ledger's malus now, survival mode, counters, conditions, gear and note.

use std::fmt::Write;

use crate::model::{EntryStatus, Pool};
use crate::report::{Report, Sheet};
use crate::safe_text::escape;
use crate::t;

use super::super::conditions::SURVIVAL;

/// A declared action's state as `fray show` writes it after its segment.
fn mark(status: EntryStatus) -> &'static str {
    match status {
        EntryStatus::Waiting | EntryStatus::Delayed => "○",
        EntryStatus::Acting | EntryStatus::Acted => "●",
        EntryStatus::Skipped => "↺",
        EntryStatus::Lost => "✗",
    }
}

/// `name`'s declared actions: `2○ 4●`, those pushed past segment 5 as `6✗`.
pub fn segments(report: &Report, name: &str) -> String {
    report
        .ladder
        .iter()
        .filter(|r| r.name == name && !r.rushed)
        .map(|r| format!("{}{}", r.phase, mark(r.status)))
        .collect::<Vec<_>>()
        .join(" ")
}

fn sheet_lines(out: &mut String, report: &Report, c: &Sheet) {
    let reaction = c
        .initiative
        .map_or_else(|| "-".to_string(), |i| i.to_string());
    let declared = c.declaration.clone().unwrap_or_else(|| "-".to_string());
    let down = c
        .down
        .as_deref()
        .map(|d| format!("  {}", crate::rules::condition_words::label(d)))
        .unwrap_or_default();
    let _ = writeln!(
        out,
        "  {:<7} {:<24} {}{down}",
        crate::report::words::side(&c.side),
        escape(&c.name),
        t!(
            "cor-show-line",
            reaction = reaction,
            declared = declared,
            malus = -c.wound_malus
        )
    );
    let marks = segments(report, &c.name);
    if !marks.is_empty() {
        let _ = writeln!(out, "      {}", t!("cor-show-segments", marks = marks));
    }
    let counters: Vec<String> = c
        .pools
        .iter()
        .map(|p| {
            let Pool::Counter {
                name, value, max, ..
            } = p;
            let name = t!("cor-show-counter", name = escape(name));
            match max {
                Some(max) => format!("{name} {value}/{max}"),
                None => format!("{name} {value}"),
            }
        })
        .collect();
    if !counters.is_empty() {
        let _ = writeln!(out, "      {}", counters.join(" · "));
    }
    for k in &c.conditions {
        if k.name == SURVIVAL {
            let from = k.value.unwrap_or(1);
            let _ = writeln!(out, "      {}", t!("cor-show-survival", segment = from));
            continue;
        }
        let _ = writeln!(out, "      [{}] {}", escape(&k.shown()), k.until);
    }
    let skills = super::super::panes::detail::skill_words(c);
    if !skills.is_empty() {
        let _ = writeln!(
            out,
            "      {}",
            t!("cor-show-skills", skills = skills.join(", "))
        );
    }
    let _ = writeln!(out, "      {}", soak_line(c));
    for g in &c.gear {
        let figures = super::super::panes::gear_text::figures(g);
        let _ = writeln!(
            out,
            "      · {} — {figures}",
            escape(&crate::gear::gear_name(g))
        );
    }
    if !c.note.is_empty() {
        let _ = writeln!(out, "      {}", t!("cli-show-note", note = escape(&c.note)));
    }
}

/// The whole text.
pub fn render(report: &Report) -> String {
    let mut out = format!("{}\n", escape(&super::status_line(report)));
    let _ = writeln!(out, "\n{}", t!("cli-show-roster"));
    if report.combatants.is_empty() {
        let _ = writeln!(out, "  {}", t!("cli-show-nobody"));
    }
    for c in &report.combatants {
        sheet_lines(&mut out, report, c);
    }
    out
}

/// `soak 4d + 5 (protection)`: the soak roll a hit meets (COR-39): the sheet's Encaissement
/// dice and the protection worn (gear not destroyed), cover coming on top.
fn soak_line(c: &Sheet) -> String {
    use super::super::decide::damage::SOAK_DICE;
    let dice = c
        .gear_figures
        .get(super::super::panes::figures::STATS)
        .and_then(|s| s.get("soak").copied())
        .unwrap_or(SOAK_DICE);
    let protection: i32 = c
        .gear
        .iter()
        .filter(|g| g.word("status") != Some("destroyed"))
        .filter_map(|g| g.value("protection"))
        .fold(0, i32::saturating_add);
    t!("cor-show-soak", dice = dice, protection = protection)
}

//! The text rendering of `fray show`.

use std::fmt::Write;

use crate::model::{EntryStatus, Step};
use crate::report::Report;

use crate::safe_text::escape;

/// Renders a report as plain text for a terminal or a file.
pub fn render(report: &Report) -> String {
    let system = crate::model::SystemId::from_key(&report.system).map(crate::rules::system);
    if let Some(text) = system.and_then(|s| s.report().show_text(report)) {
        return text;
    }
    let mut out = String::new();
    let step = match report.step {
        Step::Setup => "setting up".to_string(),
        Step::Declaration => "declarations (slowest first)".to_string(),
        Step::Resolution => match report.phase {
            Some(p) => format!("actions, phase {p} of {}", report.phases),
            None => "actions".to_string(),
        },
        Step::RoundEnd => "everyone has acted".to_string(),
        Step::Ended => "the fight is over".to_string(),
    };
    let _ = writeln!(
        out,
        "{} ({}) - round {} - {step}",
        escape(&report.name),
        report.system,
        report.round
    );
    if let Some(current) = &report.current {
        let _ = writeln!(out, "now: {}", escape(current));
    }
    if !report.ladder.is_empty() {
        let _ = writeln!(out, "\nLADDER");
        for rung in &report.ladder {
            let mark = if rung.status == EntryStatus::Acting {
                ">"
            } else {
                " "
            };
            let status = match rung.status {
                EntryStatus::Waiting => "",
                EntryStatus::Delayed => "delayed",
                EntryStatus::Skipped => "cannot act",
                EntryStatus::Acting => "acting",
                EntryStatus::Acted => "acted",
            };
            let mut extras = Vec::new();
            if rung.marker > 1 {
                extras.push(format!("attack {}", rung.marker));
            }
            if rung.rushed {
                extras.push("rushed".to_string());
            }
            if rung.malus != 0 {
                extras.push(format!("{:+}", rung.malus));
            }
            if rung.simultaneous {
                extras.push("simultaneous".to_string());
            }
            let _ = writeln!(
                out,
                "{mark}{:>4}  {:<24} {:<10} {}",
                rung.phase,
                escape(&rung.name),
                status,
                extras.join(", ")
            );
        }
    }
    let _ = writeln!(out, "\nROSTER");
    if report.combatants.is_empty() {
        let _ = writeln!(out, "  (nobody yet: add NAME SIDE ...)");
    }
    for c in &report.combatants {
        let init = c
            .initiative
            .map_or_else(|| "-".to_string(), |i| i.to_string());
        let worst = c
            .worst_wound
            .clone()
            .unwrap_or_else(|| "unhurt".to_string());
        let dead = if c.dead { "  DEAD" } else { "" };
        let _ = writeln!(
            out,
            "  {:<7} {:<24} init {:>3}  rea {:>3}  {:<9} penalty {:>3}  {}{dead}",
            c.side,
            escape(&c.name),
            init,
            c.reaction,
            worst,
            c.total_penalty,
            c.pace
        );
        for w in &c.wounds {
            let rows: Vec<String> = w
                .rows
                .iter()
                .map(|r| format!("{} {}/{}", r.severity, r.checked, r.boxes))
                .collect();
            let _ = writeln!(out, "      {:<10} {}", w.location, rows.join(", "));
        }
        if !c.destroyed.is_empty() {
            let _ = writeln!(out, "      destroyed: {}", c.destroyed.join(", "));
        }
        if c.opponents > 1 {
            let _ = writeln!(out, "      facing {} opponents", c.opponents);
        }
        for k in &c.conditions {
            let value = k.value.map_or_else(String::new, |v| format!(" {v:+}"));
            let _ = writeln!(out, "      [{}{value}] {}", escape(&k.name), k.until);
        }
        if let Some(d) = &c.declaration {
            let d = if d.is_empty() { "(nothing)" } else { d };
            let _ = writeln!(out, "      declared: {}", escape(d));
        }
        if !c.note.is_empty() {
            let _ = writeln!(out, "      note: {}", escape(&c.note));
        }
    }
    if !report.countdowns.is_empty() {
        let _ = writeln!(out, "\nCOUNTDOWNS");
        for c in &report.countdowns {
            let _ = writeln!(out, "  {:<24} {}/{}", escape(&c.label), c.left, c.max);
        }
    }
    out
}

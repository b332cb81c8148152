//! The text rendering of `fray show`.

use std::fmt::Write;

use crate::model::{EntryStatus, Step};
use crate::report::Report;
use crate::report::words::SheetWords;
use crate::rules::condition_words::label;

use crate::i18n::Arg;
use crate::safe_text::escape;
use crate::t;

/// The first lines of `fray show`: the encounter, its system, round and `step` (in the
/// system's words), then who acts now. A system's own layout starts with them too.
pub fn heading(report: &Report, step: &str) -> String {
    let title = crate::report::TimeWords::of(&report.system).show_title;
    let mut out = crate::i18n::tr_args(
        title,
        &[
            ("name", Arg::from(escape(&report.name))),
            ("system", Arg::from(crate::rules::title_of(&report.system))),
            ("round", Arg::from(report.round.to_string())),
            ("step", Arg::from(step)),
        ],
    );
    out.push('\n');
    if let Some(current) = &report.current {
        out.push_str(&t!("cli-show-now", who = escape(current)));
        out.push('\n');
    }
    out
}

/// Renders a report as plain text for a terminal or a file.
pub fn render(report: &Report) -> String {
    let system = crate::model::SystemId::from_key(&report.system).map(crate::rules::system);
    if let Some(text) = system.and_then(|s| s.report().show_text(report)) {
        return text;
    }
    let mut out = String::new();
    let step = match report.step {
        Step::Setup => t!("cli-show-setup"),
        Step::Declaration => t!("cli-show-declaration"),
        Step::Resolution => match report.phase {
            Some(p) => t!(
                "cli-show-resolution-phase",
                phase = p.to_string(),
                phases = report.phases.to_string()
            ),
            None => t!("cli-show-resolution"),
        },
        Step::RoundEnd => t!("cli-show-round-end"),
        Step::Ended => t!("cli-show-ended"),
    };
    out.push_str(&heading(report, &step));
    if !report.ladder.is_empty() {
        let _ = writeln!(out, "\n{}", t!("cli-show-ladder"));
        for rung in &report.ladder {
            let mark = if rung.status == EntryStatus::Acting {
                ">"
            } else {
                " "
            };
            let status = status_word(rung.status);
            let mut extras = Vec::new();
            if rung.marker > 1 {
                extras.push(t!("cli-show-attack", n = rung.marker.to_string()));
            }
            if rung.rushed {
                extras.push(t!("cli-show-rushed"));
            }
            if rung.malus != 0 {
                extras.push(format!("{:+}", rung.malus));
            }
            if rung.simultaneous {
                extras.push(t!("cli-show-simultaneous"));
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
    let _ = writeln!(out, "\n{}", t!("cli-show-roster"));
    if report.combatants.is_empty() {
        let _ = writeln!(out, "  {}", t!("cli-show-nobody"));
    }
    let words = SheetWords::of(report);
    let (init_word, rea_word, penalty_word) = (
        t!("cli-show-init"),
        t!("cli-show-reaction"),
        t!("cli-show-penalty"),
    );
    for c in &report.combatants {
        let init = c
            .initiative
            .map_or_else(|| "-".to_string(), |i| i.to_string());
        let worst = words
            .worst_wound(c)
            .unwrap_or_else(|| t!("cli-show-unhurt"));
        let dead = if c.dead {
            format!("  {}", t!("cli-show-dead"))
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "  {:<7} {:<24} {init_word} {:>3}  {rea_word} {:>3}  {:<9} {penalty_word} {:>3}  {}{dead}",
            words.side(&c.side),
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
                .map(|r| {
                    let severity = words.severity(&r.severity, Some(&w.location));
                    format!("{severity} {}/{}", r.checked, r.boxes)
                })
                .collect();
            let location = words.location(&w.location);
            let _ = writeln!(out, "      {location:<10} {}", rows.join(", "));
        }
        if !c.destroyed.is_empty() {
            let limbs: Vec<String> = c.destroyed.iter().map(|l| words.location(l)).collect();
            let _ = writeln!(
                out,
                "      {}",
                t!("cli-show-destroyed", what = limbs.join(", "))
            );
        }
        for line in crate::report::sheet_lines::shown(&c.skills, &c.damage_terms) {
            let _ = writeln!(out, "      {line}");
        }
        if c.opponents > 1 {
            let _ = writeln!(out, "      {}", t!("cli-show-facing", n = c.opponents));
        }
        for k in &c.conditions {
            let shown =
                crate::rules::condition_words::sentence(&k.name, k.value, k.target.as_deref())
                    .unwrap_or_else(|| {
                        let value = k.value.map_or_else(String::new, |v| format!(" {v:+}"));
                        format!("{}{value}", label(&k.name))
                    });
            let _ = writeln!(out, "      [{}] {}", escape(&shown), k.until);
        }
        if let Some(d) = &c.declaration {
            let d = if d.is_empty() {
                t!("cli-show-nothing")
            } else {
                escape(&c.declaration_marked(d))
            };
            let _ = writeln!(out, "      {}", t!("cli-show-declared", what = d));
        }
        if !c.note.is_empty() {
            let _ = writeln!(out, "      {}", t!("cli-show-note", note = escape(&c.note)));
        }
    }
    if !report.countdowns.is_empty() {
        let _ = writeln!(out, "\n{}", t!("cli-show-countdowns"));
        for c in &report.countdowns {
            let _ = writeln!(out, "  {:<24} {}/{}", escape(&c.label), c.left, c.max);
        }
    }
    out
}

/// A marker's status in the shared words (`waiting` says nothing): what
/// [`crate::report::SystemReport::status_word`] gives unless a system has its own.
pub fn status_word(status: EntryStatus) -> String {
    match status {
        EntryStatus::Waiting => String::new(),
        EntryStatus::Delayed => t!("cli-show-delayed"),
        EntryStatus::Skipped => t!("cli-show-skipped"),
        EntryStatus::Acting => t!("cli-show-acting"),
        EntryStatus::Acted => t!("cli-show-acted"),
        EntryStatus::Lost => t!("cli-show-lost"),
    }
}

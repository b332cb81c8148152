//! `fray show` in the Cyberpunk layout: the interval ladder (slot k of n, penalty,
//! used or lost), then each combatant with initiative, REF, wound level, conditions,
//! counters and weapons with their state.

use std::fmt::Write;

use crate::model::{EntryStatus, Pool, Step};
use crate::report::Report;
use crate::safe_text::escape;
use crate::t;

/// The whole text.
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    let step = match report.step {
        Step::Setup => t!("cli-show-setup"),
        Step::Declaration => t!("cpi-show-choosing"),
        Step::Resolution => t!("cli-show-resolution"),
        Step::RoundEnd => t!("cli-show-round-end"),
        Step::Ended => t!("cli-show-ended"),
    };
    out.push_str(&crate::report::show_text::heading(report, &step));
    if !report.ladder.is_empty() {
        let _ = writeln!(out, "\n{}", t!("cli-show-ladder"));
        for rung in &report.ladder {
            let mark = if rung.status == EntryStatus::Acting {
                ">"
            } else {
                " "
            };
            let of = report.ladder.iter().filter(|r| r.name == rung.name).count();
            let slot = t!("cpi-show-slot", k = rung.marker, n = of);
            let malus = if rung.malus == 0 {
                String::new()
            } else {
                signed(rung.malus)
            };
            let _ = writeln!(
                out,
                "{mark}{:>4}  {:<24} {:<10} {:<4} {}",
                rung.phase,
                escape(&rung.name),
                slot,
                malus,
                crate::report::show_text::status_word(rung.status)
            );
        }
    }
    let _ = writeln!(out, "\n{}", t!("cli-show-roster"));
    if report.combatants.is_empty() {
        let _ = writeln!(out, "  {}", t!("cli-show-nobody"));
    }
    for c in &report.combatants {
        let init = c
            .initiative
            .map_or_else(|| "-".to_string(), |i| i.to_string());
        let level = c
            .worst_wound
            .clone()
            .unwrap_or_else(|| t!("cli-show-unhurt"));
        let dead = if c.dead {
            format!("  {}", t!("cli-show-dead"))
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "  {:<7} {:<24} {}{dead}",
            crate::report::words::side(&c.side),
            escape(&c.name),
            t!(
                "cpi-show-line",
                init = init,
                reflexes = c.reaction.to_string(),
                level = level
            )
        );
        for k in &c.conditions {
            // The system's own sentence when it has one (a death save due « à −3 »).
            let shown = crate::rules::condition_words::sentence(&k.name, k.value, None)
                .unwrap_or_else(|| {
                    let value = k
                        .value
                        .map_or_else(String::new, |v| format!(" {}", signed(v)));
                    format!("{}{value}", crate::rules::condition_words::label(&k.name))
                });
            let _ = writeln!(out, "      [{}] {}", escape(&shown), k.until);
        }
        let counters: Vec<String> = c
            .pools
            .iter()
            .map(|p| {
                let Pool::Counter { name, value, .. } = p;
                format!("{} {value}", escape(name))
            })
            .collect();
        if !counters.is_empty() {
            let _ = writeln!(out, "      {}", counters.join(", "));
        }
        if let Some(line) = skills_line(c) {
            let _ = writeln!(out, "      {line}");
        }
        if c.wound_malus != 0 && !c.dead {
            let _ = writeln!(
                out,
                "      {}",
                t!("cpi-show-stun-modifier", modifier = signed(c.wound_malus))
            );
        }
        for g in &c.gear {
            // In the sheet pane's words (damage, ROF, ammunition, CON min, reliability,
            // action type), then the weapon's state.
            let mut parts = super::super::screens::detail::numbers(c, g);
            parts.extend(
                g.flags
                    .iter()
                    .map(|f| escape(&super::super::display::flag_word(f))),
            );
            let _ = writeln!(
                out,
                "      {} ({}){}{}",
                escape(crate::rules::gear_labels::shown(crate::ID, g)),
                escape(&crate::rules::gear_labels::typed(crate::ID, &g.key)),
                crate::i18n::typography::label_colon(),
                parts.join(" · ")
            );
        }
        if !c.note.is_empty() {
            let _ = writeln!(out, "      {}", t!("cli-show-note", note = escape(&c.note)));
        }
    }
    out
}

/// `skills: combat sense 6, handgun 7`: the sheet's skills and their levels, combat sense
/// first (it adds to initiative, CPI-02); `None` without skills.
fn skills_line(c: &crate::report::Sheet) -> Option<String> {
    let skills = c.gear_figures.get(super::standing::SKILLS)?;
    let mut keys: Vec<&String> = skills.keys().collect();
    keys.sort_by_key(|k| (k.as_str() != "combat-sense", k.as_str()));
    let list: Vec<String> = keys
        .iter()
        .map(|k| format!("{} {}", super::super::screens::words::skill(k), skills[*k]))
        .collect();
    Some(t!("cpi-show-skills", skills = list.join(", ")))
}

/// `+1`, `−2`: a modifier with its sign, the minus as the log writes it.
fn signed(n: i32) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        format!("+{n}")
    }
}

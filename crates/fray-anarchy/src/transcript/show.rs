//! `fray show` in the Anarchy layout: the Turn and whose Narration it is, the Narrations
//! in order with their initiative scores, the GM's pool, then each character's points,
//! monitors (Armor, physical, stun, with the wound dice), conditions and note.

use std::fmt::Write;

use crate::i18n::typography::label_colon;
use crate::model::{EntryStatus, Monitor, Pool, Step};
use crate::report::{Report, Sheet, SystemReport};
use crate::safe_text::escape;
use crate::t;

use super::super::arcane::slots::SURVEILLANCE;
use super::super::decide::gm;
use super::super::decide::points::{TAKE_A_RISK, WELL_DISPOSED};
use super::super::decide::sheet::{ANARCHY, ARMOR, CHANCE, PHYSICAL, STUN};

/// A counter's name in the reader's language (`fray show`, the roster).
pub(in super::super) fn counter_word(name: &str) -> String {
    match name {
        ANARCHY => t!("ana-show-anarchy"),
        CHANCE => t!("ana-show-chance"),
        SURVEILLANCE => t!("ana-show-surveillance"),
        WELL_DISPOSED => t!("ana-spend-well-disposed"),
        TAKE_A_RISK => t!("ana-spend-take-a-risk"),
        other => escape(other),
    }
}

/// A monitor's name, capitalised to head its line.
fn monitor_word(name: &str) -> String {
    let word = match name {
        ARMOR => t!("ana-monitor-armor"),
        PHYSICAL => t!("ana-monitor-physical"),
        STUN => t!("ana-monitor-stun"),
        other => escape(other),
    };
    let mut chars = word.chars();
    chars
        .next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(chars).collect())
}

/// `Physical 3/10 [■■■□□□□□□□]`, the overflow after it.
fn monitor_line(m: &Monitor) -> String {
    let boxes: String = (0..m.boxes)
        .map(|i| if i < m.filled { '■' } else { '□' })
        .collect();
    let mut line = format!(
        "{} {}/{} [{boxes}]",
        monitor_word(&m.name),
        m.filled,
        m.boxes
    );
    if m.overflow > 0 {
        let _ = write!(
            line,
            " {}",
            t!("ana-show-overflow", n = u32::from(m.overflow))
        );
    }
    line
}

/// Where the Turn stands: the Narration under way and how many the Turn has, or its end.
pub fn stage(report: &Report) -> String {
    match report.step {
        Step::Setup => t!("cli-show-setup"),
        Step::Declaration | Step::Resolution => {
            let count = report
                .ladder
                .iter()
                .filter(|r| !matches!(r.status, EntryStatus::Skipped | EntryStatus::Lost))
                .count();
            let nth = report
                .ladder
                .iter()
                .position(|r| r.status == EntryStatus::Acting)
                .map_or(0, |i| i + 1);
            t!(
                "ana-show-narration",
                nth = u32::try_from(nth).unwrap_or(0),
                count = u32::try_from(count).unwrap_or(0)
            )
        }
        Step::RoundEnd => t!("ana-log-turn-over"),
        Step::Ended => t!("cli-show-ended"),
    }
}

fn heading(report: &Report) -> String {
    let step = stage(report);
    let mut out = t!(
        "ana-show-title",
        name = escape(&report.name),
        system = crate::rules::title_of(&report.system),
        turn = report.round,
        step = step
    );
    out.push('\n');
    if let Some(current) = &report.current {
        out.push_str(&t!("cli-show-now", who = escape(current)));
        out.push('\n');
    }
    out
}

fn sheet_lines(out: &mut String, c: &Sheet) {
    let init = c
        .initiative
        .map_or_else(|| "-".to_string(), |i| i.to_string());
    let down = c
        .down
        .as_deref()
        .map(|d| format!("  {}", super::Transcript.down_word(d)))
        .unwrap_or_default();
    let wounds = c.wound_modifier.unwrap_or(0);
    let _ = writeln!(
        out,
        "  {:<7} {:<24} {}{down}",
        crate::report::words::side(&c.side),
        escape(&c.name),
        t!("ana-show-line", init = init, wounds = wounds)
    );
    let counters: Vec<String> = c
        .pools
        .iter()
        .map(|p| {
            let Pool::Counter {
                name, value, max, ..
            } = p;
            match max {
                Some(max) => format!("{} {value}/{max}", counter_word(name)),
                None => format!("{} {value}", counter_word(name)),
            }
        })
        .collect();
    if !counters.is_empty() {
        let _ = writeln!(out, "      {}", counters.join(" · "));
    }
    for m in &c.monitors {
        let _ = writeln!(out, "      {}", monitor_line(m));
    }
    if let Some(line) = skills_line(c) {
        let _ = writeln!(out, "      {line}");
    }
    if let Some(line) = weapons_line(c) {
        let _ = writeln!(out, "      {line}");
    }
    for k in &c.conditions {
        let value = k.value.map_or_else(String::new, |v| format!(" {v}"));
        let _ = writeln!(out, "      [{}{value}] {}", escape(&k.label()), k.until);
    }
    if !c.note.is_empty() {
        let _ = writeln!(out, "      {}", t!("cli-show-note", note = escape(&c.note)));
    }
}

/// The whole text.
pub fn render(report: &Report) -> String {
    let mut out = heading(report);
    if !report.ladder.is_empty() {
        let _ = writeln!(out, "\n{}", t!("ana-show-order"));
        for (i, rung) in report.ladder.iter().enumerate() {
            let mark = if rung.status == EntryStatus::Acting {
                ">"
            } else {
                " "
            };
            let score = report
                .combatants
                .iter()
                .find(|c| c.name == rung.name)
                .and_then(|c| c.initiative)
                .map_or_else(String::new, |s| s.to_string());
            let _ = writeln!(
                out,
                "{mark}{:>3}  {:<24} {:>4}  {}",
                i + 1,
                escape(&rung.name),
                score,
                SystemReport::status_word(&super::Transcript, rung.status)
            );
        }
    }
    // The GM's pool (a counter at 0 is no counter: the line says 0).
    let points = report.table.iter().find_map(|p| match p {
        Pool::Counter { name, value, .. } if name == gm::POOL => Some(*value),
        Pool::Counter { .. } => None,
    });
    let spent = report
        .table
        .iter()
        .any(|p| matches!(p, Pool::Counter { name, value, .. } if name == gm::SPENT && *value > 0));
    let mut line = format!(
        "{}{}{}",
        t!("ana-show-gm-pool"),
        label_colon(),
        points.unwrap_or(0)
    );
    if spent {
        let _ = write!(line, " ({})", t!("ana-show-gm-spent"));
    }
    let _ = writeln!(out, "\n{line}");
    let _ = writeln!(out, "\n{}", t!("cli-show-roster"));
    if report.combatants.is_empty() {
        let _ = writeln!(out, "  {}", t!("cli-show-nobody"));
    }
    for c in &report.combatants {
        sheet_lines(&mut out, c);
    }
    out
}

/// `Skills: Firearms 5, Close combat 3`: the sheet's skills and their levels (ANA-01);
/// `None` without skills.
fn skills_line(c: &Sheet) -> Option<String> {
    use super::super::screens::skills_weapons::skill_word;
    let skills = c.gear_figures.get(super::figures::SKILLS)?;
    if skills.is_empty() {
        return None;
    }
    let list: Vec<String> = skills
        .iter()
        .map(|(key, level)| format!("{} {level}", skill_word(key)))
        .collect();
    Some(t!("ana-show-skills", skills = list.join(", ")))
}

/// `Weapons: Ares Predator (damage 5P)`: each weapon with its damage value; `None`
/// without weapons.
fn weapons_line(c: &Sheet) -> Option<String> {
    if c.gear.is_empty() {
        return None;
    }
    let list: Vec<String> = c
        .gear
        .iter()
        .map(|g| {
            let damage = g
                .word("damage")
                .map(escape)
                .or_else(|| g.value("damage").map(|d| d.to_string()));
            match damage {
                Some(value) => t!(
                    "ana-show-weapon",
                    weapon = escape(crate::rules::gear_labels::shown(crate::ID, g)),
                    damage = t!("ana-detail-damage", value = value)
                ),
                None => escape(crate::rules::gear_labels::shown(crate::ID, g)),
            }
        })
        .collect();
    Some(t!("ana-show-weapons", weapons = list.join(", ")))
}

//! Each combatant players see, as a card: a PC's or an ally's sheet lines as the players'
//! export writes them (wounds, track, monitors, counters, tokens), anyone else's coarse
//! health and the conditions the table sees ([`PlayerReport`]: hidden combatants absent).

use fray_core::export::text;
use fray_core::model::Pool;
use fray_core::player_view::text::health_word;
use fray_core::player_view::{Health, PlayerReport, PlayerSheet};
use fray_core::report::words::SheetWords;
use fray_core::report::{ConditionLine, Sheet, TokenSheet};
use fray_core::rules::condition_words::label;
use fray_core::t;

use super::data::{Card, HealthLevel};
use super::safe;

/// The cards of every combatant in `report`, in roster order.
pub(super) fn of(report: &PlayerReport) -> Vec<Card> {
    // The words of the system's sheets (read from its key alone).
    let words = SheetWords::of(&report.clone().into_report());
    report
        .combatants
        .iter()
        .map(|p| card(p, words, report.current.as_deref()))
        .collect()
}

fn card(p: &PlayerSheet, words: SheetWords, current: Option<&str>) -> Card {
    Card {
        name: safe::text(&p.name),
        side: safe::text(&words.side(&p.side)),
        full: p.sheet.is_some(),
        health: safe::text(&health_word(p.health)),
        level: level(p.health),
        current: current == Some(p.name.as_str()),
        lines: p
            .sheet
            .as_ref()
            .map(|s| sheet_lines(s, words))
            .unwrap_or_default()
            .iter()
            .map(|l| safe::text(l))
            .collect(),
        conditions: p
            .conditions
            .iter()
            .map(|k| safe::text(&condition(k)))
            .collect(),
    }
}

/// The colour a health word is shown in.
fn level(health: Health) -> HealthLevel {
    match health {
        Health::Unhurt => HealthLevel::Fine,
        Health::Wounded => HealthLevel::Hurt,
        Health::BadlyWounded => HealthLevel::BadlyHurt,
        Health::Down => HealthLevel::Down,
    }
}

/// A condition as the players' export writes it: its name, its value where players see
/// it, and what ends it.
fn condition(k: &ConditionLine) -> String {
    text::condition(&label(&k.name), k.value, &k.until.words())
}

/// A full sheet's lines, in the export's words: out of the fight, the worst wound, each
/// location's wounds, destroyed limbs, each monitor, each counter, the token pool.
fn sheet_lines(sheet: &Sheet, words: SheetWords) -> Vec<String> {
    let mut out = Vec::new();
    match &sheet.down {
        Some(down) => out.push(words.down(down)),
        None if sheet.dead => out.push(t!("export-dead")),
        None => {}
    }
    if let Some(worst) = words.worst_wound(sheet) {
        out.push(text::worst_wound(&worst));
    }
    for w in &sheet.wounds {
        let rows: Vec<String> = w
            .rows
            .iter()
            .map(|r| {
                let severity = words.severity(&r.severity, Some(&w.location));
                text::wound_row(&severity, r.checked, r.boxes)
            })
            .collect();
        out.push(text::location_wounds(
            &words.location(&w.location),
            &rows.join(", "),
        ));
    }
    if !sheet.destroyed.is_empty() {
        let limbs: Vec<String> = sheet.destroyed.iter().map(|l| words.location(l)).collect();
        out.push(text::destroyed(&limbs.join(", ")));
    }
    // A monitor with no box (no armour) says nothing.
    for m in sheet
        .monitors
        .iter()
        .filter(|m| m.boxes > 0 || m.filled > 0 || m.overflow > 0)
    {
        out.push(text::monitor(
            &words.monitor(&m.name),
            m.filled,
            m.boxes,
            m.overflow,
        ));
    }
    out.extend(sheet.pools.iter().filter(|p| !p.hidden()).map(counter));
    if let Some(tokens) = &sheet.tokens {
        out.push(token_line(tokens));
    }
    out
}

/// A counter (ammunition, points) as the sheet pane shows it: `ammo 12/30`.
fn counter(pool: &Pool) -> String {
    match pool {
        Pool::Counter {
            name, value, max, ..
        } => {
            let max = max.map_or_else(String::new, |m| format!("/{m}"));
            format!("{name} {value}{max}")
        }
    }
}

/// A token pool as the table sees it: tokens left in the bag, face down (a count only),
/// revealed successes.
fn token_line(tokens: &TokenSheet) -> String {
    t!(
        "page-tokens",
        undrawn = tokens.undrawn,
        face_down = tokens.face_down,
        revealed = tokens.revealed.len()
    )
}

//! The text rendering of `fray show` for a roundless combat-pool encounter (SRP-11): no
//! ladder, and per character the intention, the pending action, tokens and monitors.

use std::fmt::Write;

use crate::model::Monitor;
use crate::report::pool::stage_word;
use crate::report::{Report, Sheet, TokenSheet};
use crate::safe_text::escape;

/// Renders a combat-pool report as plain text.
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} ({}) - {}",
        escape(&report.name),
        report.system,
        stage_word(report.step)
    );
    let _ = writeln!(out, "\nROSTER");
    if report.combatants.is_empty() {
        let _ = writeln!(out, "  (nobody yet: add NAME SIDE ...)");
    }
    for c in &report.combatants {
        sheet(&mut out, c);
    }
    if !report.countdowns.is_empty() {
        let _ = writeln!(out, "\nCOUNTDOWNS");
        for c in &report.countdowns {
            let _ = writeln!(out, "  {:<24} {}/{}", escape(&c.label), c.left, c.max);
        }
    }
    out
}

fn sheet(out: &mut String, c: &Sheet) {
    let pool = c
        .tokens
        .as_ref()
        .map_or_else(|| "-".to_string(), |t| t.undrawn.to_string());
    let _ = writeln!(
        out,
        "  {:<7} {:<24} pool {:>3}  stress {:<8}  wounds {:>3}{}",
        c.side,
        escape(&c.name),
        pool,
        c.stress.as_deref().unwrap_or("low"),
        c.wound_modifier.unwrap_or(0),
        c.readiness
            .as_ref()
            .map_or_else(String::new, |r| format!("  {r}"))
            + &c.down
                .as_ref()
                .map_or_else(String::new, |d| format!("  {}", d.to_uppercase())),
    );
    if let Some(d) = &c.declaration {
        let _ = writeln!(out, "      intention: {}", escape(d));
    }
    if let Some(p) = &c.pending {
        let _ = writeln!(out, "      pending: {}", escape(p));
    }
    if let Some(t) = &c.tokens {
        let _ = writeln!(out, "      tokens: {}", tokens(t));
    }
    if !c.monitors.is_empty() {
        let tracks: Vec<String> = c.monitors.iter().map(monitor).collect();
        let _ = writeln!(out, "      monitors: {}", tracks.join(", "));
    }
    for k in &c.conditions {
        let value = k.value.map_or_else(String::new, |v| format!(" {v:+}"));
        let _ = writeln!(out, "      [{}{value}] {}", escape(&k.name), k.until);
    }
    if !c.pools.is_empty() {
        let counters: Vec<String> = c
            .pools
            .iter()
            .map(|p| match p {
                crate::model::Pool::Counter { name, value, .. } => {
                    format!("{} {value}", escape(name))
                }
            })
            .collect();
        let _ = writeln!(out, "      counters: {}", counters.join(", "));
    }
    if !c.note.is_empty() {
        let _ = writeln!(out, "      note: {}", escape(&c.note));
    }
}

/// `instinct, pool 4, face down 2, revealed S5 S4, discarded F3 S6 (1 unseen), lost 2, gained 9`.
fn tokens(t: &TokenSheet) -> String {
    let mut parts = vec![escape(&t.pool_type)];
    parts.push(format!("P {} (R {}, fast {})", t.score, t.recharge, t.fast));
    parts.push(format!("pool {}", t.undrawn));
    parts.push(format!("face down {}", t.face_down));
    if !t.revealed.is_empty() {
        let faces: Vec<String> = t.revealed.iter().map(|v| format!("S{v}")).collect();
        parts.push(format!("revealed {}", faces.join(" ")));
    }
    if !t.discarded.is_empty() {
        let faces: Vec<String> = t.discarded.iter().filter_map(|d| d.face()).collect();
        let unseen = t.discarded.len() - faces.len();
        let mut words = format!("discarded {}", faces.join(" "));
        if unseen > 0 {
            words = format!("{} ({unseen} unseen)", words.trim_end());
        }
        parts.push(words);
    }
    parts.push(format!("lost {}", t.lost));
    parts.push(format!("gained {}", t.gained));
    parts.join(", ")
}

/// `physical 5/10 +2 overflow`.
fn monitor(m: &Monitor) -> String {
    let over = if m.overflow > 0 {
        format!(" +{} overflow", m.overflow)
    } else {
        String::new()
    };
    format!("{} {}/{}{over}", escape(&m.name), m.filled, m.boxes)
}

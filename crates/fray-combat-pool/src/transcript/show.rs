//! The text rendering of `fray show` for a roundless combat-pool encounter (SRP-11): no
//! ladder, and per character the intention, the pending action, tokens and monitors.

use std::fmt::Write;

use crate::model::Monitor;
use crate::report::pool::stage;
use crate::report::{Report, Sheet, TokenSheet};
use crate::rules::condition_words::label;
use crate::safe_text::escape;
use crate::t;

/// Renders a combat-pool report as plain text.
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} ({}) - {}",
        escape(&report.name),
        crate::rules::title_of(&report.system),
        stage(report.step)
    );
    let _ = writeln!(out, "\n{}", t!("pool-show-roster"));
    if report.combatants.is_empty() {
        let _ = writeln!(out, "  {}", t!("pool-show-nobody"));
    }
    for c in &report.combatants {
        sheet(&mut out, c);
    }
    if !report.countdowns.is_empty() {
        let _ = writeln!(out, "\n{}", t!("pool-show-countdowns"));
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
        "  {:<7} {:<24} {} {:>3}  {} {:<8}  {} {:>3}{}",
        crate::report::words::side(&c.side),
        escape(&c.name),
        t!("pool-show-pool"),
        pool,
        t!("pool-show-stress"),
        super::super::text::stress_level(c.stress.as_deref().unwrap_or("low")),
        t!("pool-show-wounds"),
        c.wound_modifier.unwrap_or(0),
        c.readiness.as_ref().map_or_else(String::new, |r| format!(
            "  {}",
            super::super::text::readiness_level(r)
        )) + &c.down.as_ref().map_or_else(String::new, |d| format!(
            "  {}",
            super::super::text::down_word(d).to_uppercase()
        )),
    );
    if let Some(d) = &c.declaration {
        let _ = writeln!(
            out,
            "      {}",
            t!(
                "pool-show-intention",
                text = escape(&super::narrate::said(d))
            )
        );
    }
    if let Some(p) = &c.pending {
        let _ = writeln!(
            out,
            "      {}",
            t!("pool-show-pending", text = escape(&super::narrate::said(p)))
        );
    }
    if let Some(tk) = &c.tokens {
        let _ = writeln!(out, "      {}", t!("pool-show-tokens", text = tokens(tk)));
    }
    if !c.monitors.is_empty() {
        let tracks: Vec<String> = c.monitors.iter().map(monitor).collect();
        let _ = writeln!(
            out,
            "      {}",
            t!("pool-show-monitors", text = tracks.join(", "))
        );
    }
    for line in crate::report::sheet_lines::shown(&c.skills, &c.damage_terms) {
        let _ = writeln!(out, "      {line}");
    }
    for k in &c.conditions {
        let value = k.value.map_or_else(String::new, |v| format!(" {v:+}"));
        let _ = writeln!(
            out,
            "      [{}{value}] {}",
            escape(&label(&k.name)),
            k.until
        );
    }
    if !c.pools.is_empty() {
        let counters: Vec<String> = c
            .pools
            .iter()
            .map(|p| match p {
                crate::model::Pool::Counter { name, value, .. } => {
                    format!("{} {value}", escape(&super::narrate::counter_word(name)))
                }
            })
            .collect();
        let _ = writeln!(
            out,
            "      {}",
            t!("pool-show-counters", text = counters.join(", "))
        );
    }
    if !c.note.is_empty() {
        let _ = writeln!(
            out,
            "      {}",
            t!("pool-show-note", text = escape(&c.note))
        );
    }
}

/// `instinct, pool 4, face down 2, revealed S5 S4, discarded F3 S6 (1 unseen), 5 tokens back in
/// the bag, lost 2, gained 9`.
fn tokens(t: &TokenSheet) -> String {
    let mut parts = vec![crate::text::pool_type_word(&t.pool_type)];
    parts.push(t!(
        "pool-show-score",
        score = t.score.to_string(),
        recharge = t.recharge.to_string(),
        fast = t.fast.to_string()
    ));
    parts.push(format!("{} {}", t!("pool-show-pool"), t.undrawn));
    parts.push(format!("{} {}", t!("pool-show-face-down"), t.face_down));
    if !t.revealed.is_empty() {
        let faces: Vec<String> = t.revealed.iter().map(|v| format!("S{v}")).collect();
        parts.push(format!("{} {}", t!("pool-show-revealed"), faces.join(" ")));
    }
    if !t.discarded.is_empty() {
        let faces: Vec<String> = t.discarded.iter().filter_map(|d| d.face()).collect();
        let unseen = t.discarded.len() - faces.len();
        let mut words = format!("{} {}", t!("pool-show-discarded"), faces.join(" "));
        if unseen > 0 {
            words = format!(
                "{} ({})",
                words.trim_end(),
                t!("pool-show-unseen", n = unseen)
            );
        }
        parts.push(words);
    }
    if t.discarded_before > 0 {
        parts.push(t!("pool-show-back-in-bag", n = t.discarded_before));
    }
    parts.push(format!("{} {}", t!("pool-show-lost"), t.lost));
    parts.push(format!("{} {}", t!("pool-show-gained"), t.gained));
    parts.join(", ")
}

/// `physical 5/10 +2 overflow`.
fn monitor(m: &Monitor) -> String {
    let over = if m.overflow > 0 {
        format!(" +{}", t!("pool-show-overflow", n = m.overflow.to_string()))
    } else {
        String::new()
    };
    let name = match m.name.as_str() {
        "physical" => t!("pool-track-physical"),
        "stun" => t!("pool-track-stun"),
        other => escape(other),
    };
    format!("{name} {}/{}{over}", m.filled, m.boxes)
}

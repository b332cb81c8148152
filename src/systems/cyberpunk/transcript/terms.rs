//! Words for a roll's terms and a check's outcome, in the current language.

use crate::t;

use super::super::fact::{CheckRecord, FumbleRecord, Term};

fn signed(n: i32) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        format!("+{n}")
    }
}

/// A term's name: the system's own words translated, sheet keys as they are.
fn name(term: &Term) -> String {
    match term.name.as_str() {
        "actions" => t!("cpi-term-actions"),
        "aim" => t!("cpi-term-aim"),
        "running" => t!("cpi-term-running"),
        "recoil" => t!("cpi-term-recoil"),
        "hurried" => t!("cpi-term-hurried"),
        "modifier" => t!("cpi-term-modifier"),
        "skill" => t!("cpi-term-skill"),
        "accuracy" => t!("cpi-term-accuracy"),
        "boost" => t!("cpi-term-boost"),
        stat @ ("ref" | "int" | "cool" | "con" | "mouv") => stat.to_uppercase(),
        other => other.to_string(),
    }
}

/// ` REF +7, skill +5 …`: the terms after the die.
pub fn terms(terms: &[Term]) -> String {
    terms
        .iter()
        .map(|term| format!(" {} {}", name(term), signed(term.value)))
        .collect()
}

/// The confirmation of a natural 1 (CPI-16) and the jam (CPI-17).
pub fn fumble(f: &FumbleRecord) -> String {
    let mut out = if f.confirmed {
        t!(
            "cpi-log-fumble-confirmed",
            die = f.die.to_string(),
            skill = f.skill.to_string()
        )
    } else {
        t!(
            "cpi-log-fumble-plain",
            die = f.die.to_string(),
            skill = f.skill.to_string()
        )
    };
    if let Some((reliability, jammed)) = f.jam {
        let r = reliability.to_string();
        out.push_str(&if jammed {
            t!("cpi-log-jammed", die = f.die.to_string(), reliability = r)
        } else {
            t!("cpi-log-not-jammed", die = f.die.to_string(), reliability = r)
        });
    }
    out
}

/// `d10 4 REF +7 … = 16 vs 15: success`, with a natural 1's confirmation.
pub fn check(c: &CheckRecord) -> String {
    let mut out = t!(
        "cpi-log-check-roll",
        die = c.die.to_string(),
        terms = terms(&c.terms),
        total = c.total.to_string()
    );
    if let Some(d) = c.difficulty {
        out.push_str(&match c.success() {
            Some(true) => t!("cpi-log-success", difficulty = d.to_string()),
            _ => t!("cpi-log-failure", difficulty = d.to_string()),
        });
    }
    if let Some(f) = &c.fumble {
        out.push_str(crate::i18n::typography::list_separator());
        out.push_str(&fumble(f));
    }
    out
}

//! Words for a roll's terms and a check's outcome, in the current language.

use crate::model::RollRecord;
use crate::narrate::terms::{Term as Named, explained};
use crate::t;

use crate::model::{CombatantId, Encounter};

use super::super::command::SaveKind;
use super::super::fact::{CheckRecord, FumbleRecord, Term};

fn signed(n: i32) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        format!("+{n}")
    }
}

/// A term's name: the system's own words translated, skills by their sheet names, other
/// sheet keys as they are; a shot's `skill` by the name of the weapon's skill when it has
/// one (« armes de poing +7 », as the sheet lists it).
fn name(term: &Term, skill: Option<&str>) -> String {
    if let (Some(key), "skill") = (skill, term.name.as_str()) {
        return crate::skill_words::label(key).to_lowercase();
    }
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
        // A skill by its sheet name (« sens du combat »), lower case inside the line.
        other => crate::skill_words::label(other).to_lowercase(),
    }
}

/// ` REF +7, skill +5 …`: the terms after the die.
pub fn terms(terms: &[Term]) -> String {
    named_terms(terms, None)
}

/// [`terms`], a `skill` term named after `skill` (a skill key) when given.
fn named_terms(terms: &[Term], skill: Option<&str>) -> String {
    terms
        .iter()
        .map(|term| format!(" {} {}", name(term, skill), signed(term.value)))
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
            t!(
                "cpi-log-not-jammed",
                die = f.die.to_string(),
                reliability = r
            )
        });
    }
    out
}

/// `d10 4 REF +7 … = 16 vs 15: success`, with a natural 1's confirmation.
pub fn check(c: &CheckRecord) -> String {
    check_with_skill(c, None)
}

/// A shot's check, its `skill` term named after the skill of `who`'s weapon `weapon`
/// when the sheet says it (« armes de poing +7 »).
pub fn shot_check(state: &Encounter, who: CombatantId, weapon: &str, c: &CheckRecord) -> String {
    let skill = state
        .combatant(who)
        .and_then(|k| k.gear(weapon))
        .and_then(|g| g.word("skill"));
    check_with_skill(c, skill)
}

/// [`check`], the `skill` term named after the skill key `skill`.
fn check_with_skill(c: &CheckRecord, skill: Option<&str>) -> String {
    let mut out = t!(
        "cpi-log-check-roll",
        die = c.die.to_string(),
        terms = named_terms(&c.terms, skill),
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

/// `damage 2d6+3: 9 (dice 4, 5) + 3 (bonus) = 12`: the damage dice rolled, each face, and
/// the notation's bonus by name (CPI-18); `None` for a pool counted by successes, which
/// the shared words say.
pub fn damage_roll(roll: &RollRecord) -> Option<String> {
    if roll.notation.contains(['>', '<']) {
        return None;
    }
    let faces: i64 = roll.dice.iter().map(|d| i64::from(d.value)).sum();
    let clamp = |n: i64| i32::try_from(n).unwrap_or(if n < 0 { i32::MIN } else { i32::MAX });
    let dice = roll
        .dice
        .iter()
        .map(|d| d.value.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let first = Named::new(clamp(faces), t!("cpi-term-damage-dice", dice = dice));
    let bonus = clamp(roll.total.saturating_sub(faces));
    let rest: Vec<Named> = (bonus != 0)
        .then(|| Named::new(bonus, t!("cpi-term-damage-bonus")))
        .into_iter()
        .collect();
    Some(t!(
        "cpi-log-damage-roll",
        notation = crate::safe_text::escape(&roll.notation),
        terms = explained(&first, &rest),
        total = roll.total.to_string()
    ))
}

/// A save's target term by term: `CON 8 −2 (wounds) = 6` for a stun save, `CON 8 − 2
/// (Mortal 2) = 6` for a death save, `CON 8` alone when nothing lowers it (CPI-18). The
/// CON is the sheet's as it stands (`body::current_con`); what lowers it is what the
/// target leaves.
pub fn save_target(state: &Encounter, who: CombatantId, kind: SaveKind, target: i32) -> String {
    let Some(c) = state.combatant(who) else {
        return target.to_string();
    };
    let con = super::super::body::current_con(c);
    let lowered = con.saturating_sub(target);
    match kind {
        _ if lowered == 0 => t!("cpi-save-target-con", con = con.to_string()),
        SaveKind::Stun => t!(
            "cpi-save-target-wounds",
            con = con.to_string(),
            modifier = signed(-lowered),
            target = target.to_string()
        ),
        SaveKind::Death => t!(
            "cpi-save-target-mortal",
            con = con.to_string(),
            n = lowered.to_string(),
            level = super::narrate::level_word(lowered + 4),
            target = target.to_string()
        ),
    }
}

//! Polaris's transcript words: its d20 tests, non-random and opposed results, wounds on
//! the hit-location counter, and the fatigue note at a round's end.

use crate::engine::Event;
use crate::model::{CombatantId, Encounter, Step};
use crate::rules::names::display;

use super::super::{TestRecord, Tested, options, test_of, wounds};

fn name(state: &Encounter, id: CombatantId) -> String {
    display(state, id)
}

/// `+2`, `-1`, `+0`.
pub(super) fn signed(n: i32) -> String {
    if n >= 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// Polaris's words for `event`, given the state just before it; `None` leaves it to the
/// shared narration (which says nothing of the failures counted for a retry).
pub fn describe(event: &Event, s: &Encounter) -> Option<String> {
    Some(match event {
        Event::StepChanged {
            step: Step::RoundEnd,
        } if options::fatigue(s) => "everyone has acted (fatigue tests now)".into(),
        Event::System(_) => describe_test(test_of(event)?, s),
        Event::NonRandomTest { who, what, success } => {
            format!(
                "{} {what}: {} (no roll)",
                name(s, *who),
                if *success { "success" } else { "failure" }
            )
        }
        Event::OpposedSettled {
            winner: Some(w),
            note,
        } => format!("{} {note}", name(s, *w)),
        Event::OpposedSettled { winner: None, note } => note.clone(),
        Event::WoundMarked { who, wound } => {
            let locator = s.combatant(*who).and_then(|c| c.damage.locator());
            let loc = locator.and_then(|l| l.locations.get(wound.location));
            let loc_key = loc.map_or("?", |l| l.key.as_str());
            let sev = |i: usize| wounds::severity_label_en(i).unwrap_or("?").to_lowercase();
            let damage = wound
                .damage
                .map_or_else(String::new, |d| format!(" (damage {d})"));
            let mut text = format!(
                "{}: {} wound to the {loc_key}{damage}",
                name(s, *who),
                sev(wound.severity)
            );
            if wound.landed != wound.severity {
                text.push_str(&format!(", row full: becomes {}", sev(wound.landed)));
            }
            let last = loc.map_or(usize::MAX, |l| l.cells.len().saturating_sub(1));
            if wound.landed == last {
                let vital = loc.is_some_and(|l| l.vital);
                text.push_str(if vital { ", DEATH" } else { ", LIMB DESTROYED" });
            }
            text
        }
        Event::WoundHealed {
            who,
            location,
            severity,
            boxes,
        } => {
            let locator = s.combatant(*who).and_then(|c| c.damage.locator());
            let loc = locator
                .and_then(|l| l.locations.get(*location))
                .map_or("?", |l| l.key.as_str());
            format!(
                "{}: {boxes} {} box(es) erased at the {loc}",
                name(s, *who),
                wounds::severity_label_en(*severity)
                    .unwrap_or("?")
                    .to_lowercase()
            )
        }
        Event::DamageIgnored { who, damage } => {
            format!("{}: damage {damage}, no wound", name(s, *who))
        }
        _ => return None,
    })
}

/// What a test was of: the skill or attribute, or "a test" for a bare chance.
fn tested(test: &TestRecord) -> String {
    match &test.tested {
        Tested::Skill { name, .. } | Tested::Attribute { name, .. } => name.clone(),
        Tested::Chance => "a test".into(),
    }
}

/// A test's result in words.
fn result(test: &TestRecord) -> &'static str {
    let o = test.outcome;
    if o.automatic && test.dice.is_empty() {
        "automatic failure"
    } else if o.critical_success {
        "CRITICAL SUCCESS"
    } else if o.critical_failure {
        "CRITICAL FAILURE"
    } else if o.automatic {
        "automatic failure"
    } else if o.success {
        "success"
    } else {
        "failure"
    }
}

/// Describes one test: who, what, chance and its terms, the dice, the result.
pub fn describe_test(test: &TestRecord, s: &Encounter) -> String {
    let what = tested(test);
    let c = test.chance;
    let mut terms = vec![c.base.to_string()];
    if c.difficulty != 0 || c.hidden {
        let secret = if c.hidden { " secret" } else { "" };
        terms.push(format!("{}{secret}", signed(c.difficulty)));
    }
    for (value, label) in [
        (c.wounds, "wounds"),
        (c.opponents, "opponents"),
        (c.retry, "retry"),
        (c.other, "other"),
    ] {
        if value != 0 {
            terms.push(format!("{} {label}", signed(value)));
        }
    }
    let dice: Vec<String> = test.dice.iter().map(ToString::to_string).collect();
    let o = test.outcome;
    let result = result(test);
    let dice = if dice.is_empty() {
        String::new()
    } else {
        format!(", d20 {}", dice.join(" + "))
    };
    let catastrophe = if o.catastrophe {
        ", catastrophe possible"
    } else {
        ""
    };
    format!(
        "{} tests {what}: chance {} ({}){dice}: {result}, margin {}, {} ({}){catastrophe}",
        name(s, test.who),
        c.total(),
        terms.join(" "),
        o.margin,
        o.degree.label_en(),
        signed(o.modifier)
    )
}


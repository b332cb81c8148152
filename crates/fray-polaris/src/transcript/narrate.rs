//! Polaris's transcript words: its d20 tests, non-random and opposed results, wounds on
//! the hit-location counter, and the fatigue note at a round's end.

use crate::engine::Event;
use crate::i18n::{self, Lang};
use crate::model::{CombatantId, Encounter, EntryStatus, Step};
use crate::narrate::terms::{Term, explained, total};
use crate::rules::names::display;

use super::super::fact::DamageRoll;
use super::super::simultaneous::{HeldWound, group};
use super::super::{PolarisFact, TestRecord, Tested, options, risks, wounds};

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

/// A severity row's name in lower case, in the current language (`serious`, `grave`).
pub(super) fn severity_word(severity: usize) -> String {
    let label = match i18n::current() {
        Lang::En => wounds::severity_label_en(severity),
        Lang::Fr => wounds::severity_label_fr(severity),
    };
    label.unwrap_or("?").to_lowercase()
}

/// A test's degree label in the current language ("Fairly good", "Assez bon").
pub(super) fn degree_label(degree: super::super::Degree) -> &'static str {
    match i18n::current() {
        Lang::En => degree.label_en(),
        Lang::Fr => degree.label_fr(),
    }
}

/// Polaris's words for `event`, given the state just before it; `None` leaves it to the
/// shared narration (which says nothing of the failures counted for a retry).
pub fn describe(event: &Event, s: &Encounter) -> Option<String> {
    Some(match event {
        Event::StepChanged {
            step: Step::RoundEnd,
        } if options::fatigue(s) => crate::t!("pol-fatigue-now"),
        Event::System(fact) => match <&PolarisFact>::try_from(fact).ok()? {
            PolarisFact::TestRolled { test } => describe_test(test, s),
            PolarisFact::WoundHeld { wound } => held(wound, s),
            PolarisFact::WoundsReleased => crate::t!("pol-held-released"),
            PolarisFact::NoDamage { who, weapon } => no_damage(*who, weapon.as_deref(), s),
            PolarisFact::DamageRolled { who, damage, .. } => damage_line(*who, damage, s),
            PolarisFact::Rested {
                days,
                who,
                untended,
            } => rested(*days, who, untended, s),
        },
        Event::NonRandomTest { who, what, success } => {
            let result = if *success {
                crate::t!("pol-success")
            } else {
                crate::t!("pol-failure")
            };
            crate::t!(
                "pol-nonrandom",
                who = name(s, *who),
                what = what,
                result = result
            )
        }
        Event::OpposedSettled {
            winner: Some(w),
            note,
        } => format!("{} {}", name(s, *w), opposed_note(note)),
        Event::OpposedSettled { winner: None, note } => opposed_note(note),
        Event::WoundMarked { who, wound } => {
            let locator = s.combatant(*who).and_then(|c| c.damage.locator());
            let loc = locator.and_then(|l| l.locations.get(wound.location));
            let loc_key = loc.map_or("?", |l| l.key.as_str());
            let damage = wound.damage.map_or_else(String::new, |d| {
                format!(" {}", crate::t!("pol-wound-damage", damage = d.to_string()))
            });
            let mut text = crate::t!(
                "pol-wound-marked",
                who = name(s, *who),
                severity = severity_word(wound.severity),
                location = loc_key
            );
            text.push_str(&damage);
            let last = loc.map_or(usize::MAX, |l| l.cells.len().saturating_sub(1));
            let lost = wound.landed == last
                && loc
                    .and_then(|l| l.cells.get(last))
                    .is_some_and(|cell| cell.is_full());
            if wound.landed != wound.severity && !lost {
                let row = severity_word(wound.landed);
                text.push_str(&format!(
                    ", {}",
                    crate::t!("pol-wound-row-full", severity = row)
                ));
            }
            if wound.landed == last {
                let vital = loc.is_some_and(|l| l.vital);
                // A blow to a location already lost says so, instead of announcing the
                // death or the destroyed limb a second time.
                let already = loc
                    .and_then(|l| l.cells.get(last))
                    .is_some_and(|cell| cell.is_full());
                let end = match (vital, already) {
                    (true, false) => crate::t!("pol-wound-death"),
                    (false, false) => crate::t!("pol-wound-limb-destroyed"),
                    (true, true) => crate::t!("pol-wound-already-dead"),
                    (false, true) => crate::t!("pol-wound-already-destroyed"),
                };
                text.push_str(&format!(", {end}"));
            }
            if let Some(risks) = wound_risks(loc_key, wound.landed, loc, last) {
                text.push_str(&format!(", {risks}"));
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
            crate::t!(
                "pol-wound-healed",
                who = name(s, *who),
                boxes = *boxes,
                severity = severity_word(*severity),
                location = loc
            )
        }
        Event::MarkerStatus {
            at,
            status: EntryStatus::Skipped,
        } => {
            let initiative = s.ladder.get(*at).map(|e| e.position).filter(|p| *p <= 0)?;
            crate::t!(
                "pol-no-phase",
                who = name(s, at.owner),
                initiative = initiative.to_string()
            )
        }
        Event::MarkerStatus {
            at,
            status: EntryStatus::Acting,
        } => {
            let initiative = s.ladder.get(*at).map(|e| e.position).filter(|p| *p <= 0)?;
            crate::t!(
                "pol-warn-no-phase",
                who = name(s, at.owner),
                initiative = initiative.to_string()
            )
        }
        Event::DamageIgnored { who, damage } => {
            crate::t!(
                "pol-damage-ignored",
                who = name(s, *who),
                damage = damage.to_string()
            )
        }
        _ => return None,
    })
}

/// The risks a wound just landed brings, as a prompt for the GM (POL-35): none when it
/// falls on a location already lost, which says so instead.
fn wound_risks(
    key: &str,
    landed: usize,
    loc: Option<&crate::model::LocatorLocation>,
    last: usize,
) -> Option<String> {
    let lost = loc
        .and_then(|l| l.cells.get(last))
        .is_some_and(|cell| cell.is_full());
    if landed == last && lost {
        return None;
    }
    let effects = wounds::effects(key, landed)?;
    risks::said(&risks::of(&effects))
}

/// A wound held by a simultaneous action (POL-28): where and how bad, and whom the
/// attacker acts together with.
fn held(wound: &HeldWound, s: &Encounter) -> String {
    let location = s
        .combatant(wound.who)
        .and_then(|c| c.damage.locator())
        .and_then(|l| l.locations.get(wound.location))
        .map_or("?", |l| l.key.as_str());
    let partners: Vec<String> = group(s, wound.by)
        .into_iter()
        .filter(|m| m.owner != wound.by.owner)
        .map(|m| name(s, m.owner))
        .collect();
    let damage = wound.damage.map_or_else(String::new, |d| {
        format!(" {}", crate::t!("pol-wound-damage", damage = d.to_string()))
    });
    let mut text = crate::t!(
        "pol-held-wound",
        who = name(s, wound.who),
        severity = severity_word(wound.severity),
        location = location,
        partners = partners.join(", ")
    );
    text.push_str(&damage);
    text
}

/// A blow's damage term by term: the roll, then each bonus and what the one hurt takes
/// away, by name (`dommages 13 = 11 (jet) + 3 (modificateur de réussite) − 1 (résistance
/// aux dommages)`); nothing when the roll is all there is (the wound says its damage).
fn damage_line(who: CombatantId, d: &DamageRoll, s: &Encounter) -> String {
    let roll = Term::new(d.roll, crate::t!("pol-dmg-roll"));
    let terms: Vec<Term> = [
        (d.success, crate::t!("pol-dmg-success")),
        (d.melee, crate::t!("pol-skill-name-melee-damage")),
        (d.charge, crate::t!("pol-dmg-charge")),
        (d.powerful, crate::t!("pol-dmg-powerful")),
        (d.resistance, crate::t!("pol-skill-name-damage-resistance")),
        (
            d.protection.saturating_neg(),
            crate::t!("pol-dmg-protection"),
        ),
    ]
    .into_iter()
    .filter(|(value, _)| *value != 0)
    .map(|(value, name)| Term::new(value, name.to_lowercase()))
    .collect();
    if terms.is_empty() {
        // The roll alone: the wound's own line already says its damage.
        return String::new();
    }
    crate::t!(
        "pol-damage-terms",
        who = name(s, who),
        damage = total(&roll, &terms).to_string(),
        terms = explained(&roll, &terms)
    )
}

/// A blow that landed with no damage to roll: why, and what to give.
/// Days of rest: who rested, then who still has a wound that worsens untended.
fn rested(days: u32, who: &[CombatantId], untended: &[CombatantId], s: &Encounter) -> String {
    let names = |ids: &[CombatantId]| {
        ids.iter()
            .map(|id| name(s, *id))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut text = crate::t!(
        "pol-rested",
        who = names(who),
        count = who.len(),
        days = days
    );
    if !untended.is_empty() {
        text.push(' ');
        text.push_str(&crate::t!(
            "pol-rested-untended",
            who = names(untended),
            count = untended.len()
        ));
    }
    text
}

fn no_damage(who: CombatantId, weapon: Option<&str>, s: &Encounter) -> String {
    let Some(key) = weapon else {
        return crate::t!("pol-no-damage-none", who = name(s, who));
    };
    let label = s.combatant(who).map_or_else(
        || key.to_string(),
        |c| crate::gear_words::shown_key(&c.gear, key),
    );
    crate::t!(
        "pol-no-damage-weapon",
        who = name(s, who),
        weapon = crate::safe_text::escape(&label)
    )
}

/// What a test was of: the skill or attribute; nothing for a bare chance.
fn tested(test: &TestRecord) -> Option<String> {
    match &test.tested {
        Tested::Skill { name, .. } => Some(crate::skill_words::label(name)),
        Tested::Attribute { name, .. } => Some(attribute_word(name)),
        Tested::Chance => None,
    }
}

/// An attribute tested (`reaction`), as the GM reads it on the sheet, in either language
/// (« Réaction », "Reaction"), as the skills are.
pub(super) fn attribute_word(name: &str) -> String {
    crate::skill_words::label(name)
}

/// The note of a settled opposed test, in the current language when it is one of the
/// rules' own (the save keeps the English note).
fn opposed_note(note: &str) -> String {
    match note {
        "wins" => crate::t!("pol-opposed-wins"),
        "no winner by the dice: the GM decides" => crate::t!("pol-opposed-gm-decides"),
        "both failed: nobody wins" => crate::t!("pol-opposed-both-failed"),
        other => other.to_string(),
    }
}

/// A test's result in words.
fn result(test: &TestRecord) -> String {
    let o = test.outcome;
    if o.automatic && test.dice.is_empty() {
        crate::t!("pol-automatic-failure")
    } else if o.critical_success {
        crate::t!("pol-critical-success-loud")
    } else if o.critical_failure {
        crate::t!("pol-critical-failure-loud")
    } else if o.automatic {
        crate::t!("pol-automatic-failure")
    } else if o.success {
        crate::t!("pol-success")
    } else {
        crate::t!("pol-failure")
    }
}

/// The terms a test's chance adds to its base, each by name (those that are 0 left out,
/// but a secret difficulty always said): the difficulty, wounds, opponents, a retry, then
/// each named part of the other modifiers; what a save written before the parts lumps
/// together is said as « autres ».
fn chance_terms(c: &super::super::Chance) -> Vec<Term> {
    let mut terms = Vec::new();
    if c.hidden {
        terms.push(Term::new(c.difficulty, crate::t!("pol-term-secret")));
    } else if c.difficulty != 0 {
        terms.push(Term::new(c.difficulty, crate::t!("pol-term-difficulty")));
    }
    let parts = c.parts.named().map(|(value, key)| (value, part_label(key)));
    let rest = c.other.saturating_sub(c.parts.sum());
    for (value, label) in [
        (c.wounds, crate::t!("pol-term-wounds")),
        (c.opponents, crate::t!("pol-term-opponents")),
        (c.retry, crate::t!("pol-term-retry")),
    ]
    .into_iter()
    .chain(parts)
    .chain([(rest, crate::t!("pol-term-other"))])
    {
        if value != 0 {
            terms.push(Term::new(value, label));
        }
    }
    terms
}

/// The name of one part of a chance's other modifiers, by its key in [`OtherParts::named`].
///
/// [`OtherParts::named`]: super::super::OtherParts::named
fn part_label(key: &str) -> String {
    match key {
        "typed" => crate::t!("pol-term-typed"),
        "rushed" => crate::t!("pol-term-rushed"),
        "marker" => crate::t!("pol-term-marker"),
        "aim" => crate::t!("pol-term-aim"),
        "two-weapons" => crate::t!("pol-term-two-weapons"),
        "limit" => crate::t!("pol-term-limit"),
        "reach" => crate::t!("pol-term-reach"),
        "shock" => crate::t!("pol-term-shock"),
        _ => crate::t!("pol-term-other"),
    }
}

/// Describes one test: who, what, chance and its terms, the dice, the result.
pub fn describe_test(test: &TestRecord, s: &Encounter) -> String {
    let what = tested(test);
    let c = test.chance;
    let terms = chance_terms(&c);
    let dice: Vec<String> = test.dice.iter().map(ToString::to_string).collect();
    let o = test.outcome;
    let result = result(test);
    let dice = if dice.is_empty() {
        String::new()
    } else {
        format!(", d20 {}", dice.join(" + "))
    };
    let catastrophe = if o.catastrophe {
        format!(", {}", crate::t!("pol-catastrophe-possible"))
    } else {
        String::new()
    };
    // The terms and the degree's modifier only when they say something: "chance 13 (13)"
    // and "Barely (+0)" repeat or add nothing.
    let terms = if terms.is_empty() {
        String::new()
    } else {
        let base = Term::new(c.base, crate::t!("pol-term-base"));
        format!(" = {}", explained(&base, &terms))
    };
    let modifier = if o.modifier != 0 {
        format!(" ({})", signed(o.modifier))
    } else {
        String::new()
    };
    let who = name(s, test.who);
    // An automatic failure with no die (a reserved skill, or an open difficulty that
    // leaves a chance below 1) has no margin to tell: the text gives none (POL-11).
    let unrolled = o.automatic && test.dice.is_empty();
    // A bare chance is said as one ("tests a chance of 15"), not as "tests a test".
    let text = match what {
        Some(what) if unrolled => crate::t!(
            "pol-test-automatic",
            who = who,
            what = what,
            chance = c.total().to_string(),
            terms = terms
        ),
        None if unrolled => crate::t!(
            "pol-test-chance-automatic",
            who = who,
            chance = c.total().to_string(),
            terms = terms
        ),
        Some(what) => crate::t!(
            "pol-test",
            who = who,
            what = what,
            chance = c.total().to_string(),
            terms = terms,
            dice = dice,
            result = result,
            margin = o.margin.to_string(),
            degree = degree_label(o.degree),
            modifier = modifier
        ),
        None => crate::t!(
            "pol-test-chance",
            who = who,
            chance = c.total().to_string(),
            terms = terms,
            dice = dice,
            result = result,
            margin = o.margin.to_string(),
            degree = degree_label(o.degree),
            modifier = modifier
        ),
    };
    // Not refused (the GM may have a reason), but said: this one should not be acting.
    let unfit = s
        .combatant(test.who)
        .and_then(crate::health::out_of_the_fight)
        .map_or_else(String::new, |why| {
            format!(
                " — {}",
                crate::t!(
                    "pol-warn-out-of-the-fight",
                    who = name(s, test.who),
                    why = why
                )
            )
        });
    format!("{text}{catastrophe}{unfit}")
}

#[cfg(test)]
#[path = "narrate_tests.rs"]
mod tests;

//! Checks: 1D10 + terms, a natural 1 confirmed by a second d10 against the skill
//! (CPI-16), the same d10 less the weapon's reliability deciding a jam (CPI-17, CPI-OP-11).

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{Combatant, Encounter, Gear};

use super::body;
use super::fact::{CheckRecord, CyberFact, FumbleRecord, Term};
use super::ladder::{own, usable};
use super::weapon::{self, JAMMED};
use super::{rolls, text};

/// The confirmation of a natural 1 with the fumble d10 `die`: a fumble when die ≥ skill;
/// for a weapon, jammed when die − reliability ≤ 0, on every fumble check or only on a
/// confirmed one (option `jam`).
pub fn confirm(state: &Encounter, die: i32, skill: i32, gear: Option<&Gear>) -> FumbleRecord {
    let confirmed = die >= skill;
    let checks_jam = confirmed || !state.option_is("jam", "confirmed-only");
    let jam = gear.filter(|_| checks_jam).map(|g| {
        let r = weapon::reliability(g);
        (r, die - r <= 0)
    });
    FumbleRecord {
        die,
        skill,
        confirmed,
        jam,
    }
}

/// Rolls a check: the d10, a confirmation on a natural 1.
pub fn roll(
    state: &Encounter,
    terms: Vec<Term>,
    difficulty: Option<i32>,
    skill: i32,
    gear: Option<&Gear>,
    dice: &mut dyn Dice,
) -> CheckRecord {
    let die = rolls::d10(dice, rolls::CHECK);
    let total = die + terms.iter().map(|t| t.value).sum::<i32>();
    let fumble = (die == 1).then(|| {
        let again = rolls::d10(dice, rolls::FUMBLE);
        confirm(state, again, skill, gear)
    });
    CheckRecord {
        die,
        terms,
        total,
        difficulty,
        fumble,
    }
}

/// A skill's level on the sheet (its total), else a stat of that name, else 0.
pub fn level(c: &Combatant, key: &str) -> i32 {
    c.skills.get(key).map_or_else(|| c.stat(key), |s| s.total())
}

/// The multi-action penalty of the slot the combatant acts at: the slot acting now when it
/// is his, even once its action is spent (a melee attack is `act` then `check`), else his
/// next one.
pub fn slot_malus(state: &Encounter, c: &Combatant) -> i32 {
    let acting = state
        .current
        .filter(|at| at.owner == c.id)
        .and_then(|at| state.ladder.get(at))
        .filter(|e| e.status != crate::model::EntryStatus::Lost);
    if let Some(e) = acting {
        return e.malus;
    }
    let mut mine: Vec<_> = own(state, c.id).into_iter().filter(|e| usable(e)).collect();
    mine.sort_by_key(|e| (e.status != crate::model::EntryStatus::Acting, e.at.marker));
    mine.first().map_or(0, |e| e.malus)
}

/// A term, left out when 0.
pub fn term(terms: &mut Vec<Term>, name: &str, value: i32) {
    if value != 0 {
        terms.push(Term {
            name: name.into(),
            value,
        });
    }
}

/// `check WHO STAT [SKILL] [vs D] [mod M]`.
pub fn check(
    state: &Encounter,
    who: &str,
    stat: &str,
    skill: Option<&str>,
    difficulty: Option<i32>,
    modifier: i32,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = crate::rules::names::resolve(state, who)?;
    let c = state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(who.into()))?;
    let stat = crate::rules::fold_key(stat);
    if !c.stats.contains_key(&stat) && !c.skills.contains_key(&stat) {
        return Err(unknown(c, &stat));
    }
    let mut terms = vec![Term {
        name: stat.clone(),
        value: body::effective(state, c, &stat),
    }];
    let mut level_of_skill = 0;
    if let Some(skill) = skill {
        let key = crate::rules::fold_key(skill);
        if !c.skills.contains_key(&key) && !c.stats.contains_key(&key) {
            return Err(unknown(c, &key));
        }
        level_of_skill = level(c, &key);
        terms.push(Term {
            name: key,
            value: level_of_skill,
        });
    }
    term(&mut terms, "actions", slot_malus(state, c));
    if super::spend::applies(state, id, text::HURRIED) {
        term(&mut terms, "hurried", -3);
    }
    term(&mut terms, "modifier", modifier);
    let check = roll(state, terms, difficulty, level_of_skill, None, dice);
    Ok(vec![CyberFact::CpiCheck { who: id, check }.event()])
}

/// `fumble WHO SKILL [WEAPON]`: a natural 1 rolled at the table (CPI-16, CPI-17).
pub fn fumble(
    state: &Encounter,
    who: &str,
    skill: i32,
    key: Option<&str>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = crate::rules::names::resolve(state, who)?;
    let c = state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(who.into()))?;
    let gear = match key {
        Some(k) => Some(weapon::find(c, Some(k))?),
        None => None,
    };
    let die = rolls::d10(dice, rolls::FUMBLE);
    let record = confirm(state, die, skill, gear);
    let mut batch = Batch::new(state);
    let jammed = record.jam.is_some_and(|j| j.1);
    batch.push(
        CyberFact::CpiFumble {
            who: id,
            weapon: gear.map(|g| g.key.clone()),
            fumble: record,
        }
        .event(),
    );
    if let Some(g) = gear.filter(|g| jammed && !g.flag(JAMMED)) {
        batch.push(Event::GearFlagSet {
            who: id,
            key: g.key.clone(),
            flag: JAMMED.into(),
            on: true,
        });
    }
    Ok(batch.into_events())
}

/// A refusal for a sheet key `c` lacks, listing the skills as the GM types them (their
/// sheet names in French: `armes-de-poing`).
fn unknown(c: &crate::model::Combatant, what: &str) -> RuleError {
    let french = crate::i18n::current() == crate::i18n::Lang::Fr;
    RuleError::unknown_skill_shown(c, what, |k| super::skill_words::written(k, french))
}

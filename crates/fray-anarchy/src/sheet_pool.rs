//! The pool a sheet gives a test (ANA-01: attribute + skill): a weapon's, which the
//! attack form offers, and a combat spell's (Sorcery + Willpower, ANA-14). A test that
//! rolled exactly it names its two terms (« 6 (Agilité) + 5 (Armes à feu) = 11 dés ») so
//! the GM checks it against the sheet.

use crate::model::{Combatant, Gear};
use crate::narrate::terms::Term;

use super::decide::sheet::stat;

/// The skill a weapon is used with (`words.skill`).
const SKILL: &str = "skill";
/// The attribute that skill adds to (`words.attribute`; Agility when not said).
const ATTRIBUTE: &str = "attribute";

/// A weapon's pool on `c`'s sheet: the attribute's key and value, and the skill's key and
/// level when the weapon names one.
pub struct WeaponPool<'a> {
    /// The attribute's canonical key (`agi`).
    pub attribute: &'a str,
    /// The attribute's value.
    pub attribute_value: i32,
    /// The skill's key and level (0 when the sheet lacks it).
    pub skill: Option<(&'a str, i32)>,
}

impl WeaponPool<'_> {
    /// Attribute plus skill.
    pub fn total(&self) -> i32 {
        self.attribute_value
            .saturating_add(self.skill.map_or(0, |(_, level)| level))
    }
}

/// The pool `g` is used with by `c`; `None` when the sheet has neither its attribute nor
/// its skill.
pub fn of<'a>(c: &'a Combatant, g: &'a Gear) -> Option<WeaponPool<'a>> {
    let skill = g
        .word(SKILL)
        .map(|s| (s, c.skills.get(s).map_or(0, crate::model::Skill::total)));
    let attribute = g.word(ATTRIBUTE).unwrap_or(stat::AGI);
    let attribute_value = c.stat(attribute);
    (skill.is_some() || attribute_value > 0).then_some(WeaponPool {
        attribute,
        attribute_value,
        skill,
    })
}

/// The terms of a test's `asked` pool when `c` attacked with `weapon` and asked exactly
/// that weapon's pool, both terms named in the GM's language: the attribute, then the
/// skill; `None` otherwise (the pool is then one number, as typed).
pub fn terms(c: &Combatant, weapon: &str, asked: i32) -> Option<(Term, Term)> {
    let g = c.gear.iter().find(|g| g.key == weapon)?;
    let pool = of(c, g).filter(|p| p.total() == asked)?;
    let (skill, level) = pool.skill?;
    let attribute = attribute_word(pool.attribute)?;
    Some((
        Term::new(pool.attribute_value, attribute),
        Term::new(level, super::screens::skills_weapons::skill_word(skill)),
    ))
}

/// An attribute's name in the GM's language; `None` for a key no list knows.
fn attribute_word(key: &str) -> Option<String> {
    Some(match super::canonical(key).as_str() {
        stat::AGI => crate::t!("ana-attribute-agi"),
        stat::STR => crate::t!("ana-attribute-str"),
        stat::WIL => crate::t!("ana-attribute-wil"),
        stat::LOG => crate::t!("ana-attribute-log"),
        "charisma" => crate::t!("ana-attribute-charisma"),
        _ => return None,
    })
}

/// The skill a combat spell is cast with (ANA-14: « Sorcellerie + Volonté »).
const SORCERY: &str = "sorcery";

/// The terms of a combat spell's `asked` pool when it is exactly `c`'s Sorcery plus
/// Willpower, both named in the GM's language; `None` otherwise.
pub fn spell_terms(c: &Combatant, asked: i32) -> Option<(Term, Term)> {
    let sorcery = c.skills.get(SORCERY).map(crate::model::Skill::total)?;
    let willpower = c.stat(stat::WIL);
    (sorcery.saturating_add(willpower) == asked).then(|| {
        (
            Term::new(sorcery, super::screens::skills_weapons::skill_word(SORCERY)),
            Term::new(willpower, crate::t!("ana-attribute-wil")),
        )
    })
}

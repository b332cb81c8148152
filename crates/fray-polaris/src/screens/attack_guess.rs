//! What the attack form guesses from the attacker's declared intent and the weapons they
//! carry: the weapon the intent names (« charge Léa à la machette »), a melee attack or a
//! charge from its words, the skill that goes with them; and the skills offered, the
//! attacker's weapon skills first.

use crate::arms::{self, Weapon};
use crate::model::Combatant;
use crate::rules::words::fold;
use crate::skill_words::WEAPON_SKILLS;

/// Words of an intent (folded) that make it a melee attack, in French and English.
const MELEE_WORDS: &[&str] = &[
    "melee",
    "corps-a-corps",
    "contact",
    "frappe",
    "frapper",
    "poignarde",
    "poignarder",
    "taillade",
    "cogne",
    "charge",
    "charger",
    "strike",
    "strikes",
    "stab",
    "stabs",
    "slash",
    "slashes",
    "punch",
    "punches",
    "charges",
];

/// Words of an intent (folded) that make it a charge (POL-44).
const CHARGE_WORDS: &[&str] = &["charge", "charger", "charges", "fonce"];

/// What an intent tells the attack form.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(super) struct Intent {
    /// The key of the weapon the intent names, or of the melee weapon a melee intent
    /// takes when the attacker carries one.
    pub weapon: Option<String>,
    /// The skill to attack with.
    pub skill: Option<String>,
    /// Whether it is a melee attack.
    pub melee: bool,
    /// Whether it is a charge.
    pub charge: bool,
}

/// What `c`'s declared intent tells the attack form (nothing without a declaration).
pub(super) fn of_intent(c: &Combatant) -> Intent {
    let Some(text) = c.declaration.as_deref().filter(|d| !d.trim().is_empty()) else {
        return Intent::default();
    };
    let text = format!("-{}-", fold(text));
    let has = |word: &str| !word.is_empty() && text.contains(&format!("-{word}-"));
    let melee_words = MELEE_WORDS.iter().any(|w| has(w));
    let named = named_weapon(c, &has);
    let weapon = named.or_else(|| melee_words.then(|| best_melee_weapon(c)).flatten());
    let melee = melee_words || weapon.as_ref().is_some_and(|w| w.melee);
    let skill = weapon
        .as_ref()
        .and_then(|w| w.gear.word(arms::SKILL))
        .map(str::to_string)
        .or_else(|| {
            melee
                .then(|| best_of(c, &["combat-arme", "mains-nues"]))
                .flatten()
        });
    Intent {
        weapon: weapon.map(|w| w.gear.key.clone()),
        skill,
        melee,
        charge: melee && CHARGE_WORDS.iter().any(|w| has(w)),
    }
}

/// The weapon of `c` the intent names: by its key or name, else by the first word of its
/// key when no other weapon of theirs shares it (`pistolet` for `pistolet-lourd`).
fn named_weapon<'a>(c: &'a Combatant, has: &dyn Fn(&str) -> bool) -> Option<Weapon<'a>> {
    let full = arms::weapons(c)
        .filter(|w| has(&fold(&w.gear.key)) || has(&fold(w.gear.label())))
        .max_by_key(|w| w.gear.key.len());
    full.or_else(|| {
        let first = |w: &Weapon<'_>| {
            fold(&w.gear.key)
                .split('-')
                .next()
                .unwrap_or("")
                .to_string()
        };
        let mut found = arms::weapons(c).filter(|w| {
            let f = first(w);
            f.chars().count() >= 4 && has(&f)
        });
        let one = found.next()?;
        found.next().is_none().then_some(one)
    })
}

/// The melee weapon `c` fights best with (by the level of its skill).
fn best_melee_weapon(c: &Combatant) -> Option<Weapon<'_>> {
    arms::weapons(c)
        .filter(|w| w.melee)
        .max_by_key(|w| w.gear.word(arms::SKILL).map_or(i32::MIN, |s| level(c, s)))
}

/// `c`'s level in `skill` (below every level when not on the sheet or reserved).
fn level(c: &Combatant, skill: &str) -> i32 {
    c.skills
        .get(skill)
        .filter(|s| !s.reserved)
        .map_or(i32::MIN, crate::model::Skill::total)
}

/// The best of `skills` on `c`'s sheet (the first on ties), if any.
fn best_of(c: &Combatant, skills: &[&str]) -> Option<String> {
    skills
        .iter()
        .filter(|s| level(c, s) > i32::MIN)
        .fold(None::<&str>, |best, s| match best {
            Some(b) if level(c, b) >= level(c, s) => best,
            _ => Some(s),
        })
        .map(str::to_string)
}

/// The skills of the weapons `c` carries, best first (see [`by_level`]).
fn carried(c: &Combatant) -> Vec<&str> {
    let skills: Vec<&str> = arms::weapons(c)
        .filter_map(|w| w.gear.word(arms::SKILL))
        .collect();
    by_level(c, skills)
}

/// `skills` without repeats, `c`'s best first, in the book's order of weapon skills
/// (firearms first) on a tie: the picker opens on the best, → shows the next best.
fn by_level<'s>(c: &Combatant, mut skills: Vec<&'s str>) -> Vec<&'s str> {
    let book = |s: &str| {
        WEAPON_SKILLS
            .iter()
            .position(|w| *w == s)
            .unwrap_or(usize::MAX)
    };
    skills.sort_by_key(|s| (std::cmp::Reverse(level(c, s)), book(s), s.to_string()));
    skills.dedup();
    skills
}

/// The best skill among those of the weapons `c` carries (firearms first on a tie), if any.
pub(super) fn carried_skill(c: &Combatant) -> Option<String> {
    best_of(c, &carried(c))
}

/// The skills offered for an attack, in order: those of the weapons `c` carries, then
/// the other weapon skills on the sheet (each best first), then the other skills, then
/// the attributes.
pub(super) fn attack_skills(c: &Combatant) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut push = |s: &str| {
        if !out.iter().any(|o| o == s) {
            out.push(s.to_string());
        }
    };
    for s in carried(c).into_iter().filter(|s| c.skills.contains_key(*s)) {
        push(s);
    }
    for s in by_level(c, WEAPON_SKILLS.to_vec()) {
        if c.skills.contains_key(s) {
            push(s);
        }
    }
    for s in c.skills.keys() {
        push(s);
    }
    for s in c.stats.keys() {
        push(s);
    }
    out
}

#[cfg(test)]
#[path = "attack_guess_tests.rs"]
mod tests;

//! The Polaris skills by other names: English words a GM types on the `:` line for the
//! sheet's French keys (`firearms` for `armes-de-poing`), the book's longer names, and which
//! skills are weapon skills (the book's "Combat (tir)" and "Combat (contact)" lines).

use crate::model::Combatant;

/// Folded word → stored skill key. Read by [`super::Polaris::canonical`], so every verb
/// that names a skill (test, attack, oppose, sheet values) takes them.
pub const SKILL_ALIASES: &[(&str, &str)] = &[
    ("firearms", "armes-de-poing"),
    ("handguns", "armes-de-poing"),
    ("handgun", "armes-de-poing"),
    ("pistols", "armes-de-poing"),
    ("pistol", "armes-de-poing"),
    ("rifles", "fusils"),
    ("rifle", "fusils"),
    ("long-arms", "fusils"),
    ("automatic-fire", "tir-automatique"),
    ("autofire", "tir-automatique"),
    ("armed-combat", "combat-arme"),
    ("melee-weapons", "combat-arme"),
    ("unarmed", "mains-nues"),
    ("unarmed-combat", "mains-nues"),
    ("brawling", "mains-nues"),
    ("martial-arts-offensive", "arts-martiaux-offensifs"),
    ("martial-arts-defensive", "arts-martiaux-defensifs"),
    ("martial-arts-grappling", "arts-martiaux-lutte"),
    ("grappling", "arts-martiaux-lutte"),
    ("athletics", "athletisme"),
    ("stealth", "furtivite"),
    ("first-aid", "premiers-soins"),
    ("tactics", "tactique"),
    ("explosives", "explosifs"),
    ("traps", "pieges"),
    ("navigation", "orientation"),
    ("submarine-piloting", "pilotage-sous-marin"),
];

/// The book's full names, folded, where the sheet key is shorter, and the common French
/// word for firearms.
const BOOK_NAMES: &[(&str, &str)] = &[
    ("fusils-armes-d-epaule", "fusils"),
    ("combat-a-mains-nues", "mains-nues"),
    ("armes-a-feu", "armes-de-poing"),
];

/// The weapon skills, firearms first (the order breaks ties between equal levels). The
/// martial arts are limiting skills (POL-41), not the attack's own skill.
pub const WEAPON_SKILLS: &[&str] = &[
    "armes-de-poing",
    "fusils",
    "tir-automatique",
    "combat-arme",
    "mains-nues",
];

/// Stored skill or attribute key → catalog key of its readable name, for the forms' skill
/// picker.
const SKILL_NAMES: &[(&str, &str)] = &[
    ("armes-de-poing", "pol-skill-name-armes-de-poing"),
    ("fusils", "pol-skill-name-fusils"),
    ("tir-automatique", "pol-skill-name-tir-automatique"),
    ("combat-arme", "pol-skill-name-combat-arme"),
    ("mains-nues", "pol-skill-name-mains-nues"),
    (
        "arts-martiaux-offensifs",
        "pol-skill-name-arts-martiaux-offensifs",
    ),
    (
        "arts-martiaux-defensifs",
        "pol-skill-name-arts-martiaux-defensifs",
    ),
    ("arts-martiaux-lutte", "pol-skill-name-arts-martiaux-lutte"),
    ("athletisme", "pol-skill-name-athletisme"),
    ("furtivite", "pol-skill-name-furtivite"),
    ("premiers-soins", "pol-skill-name-premiers-soins"),
    ("tactique", "pol-skill-name-tactique"),
    ("explosifs", "pol-skill-name-explosifs"),
    ("pieges", "pol-skill-name-pieges"),
    ("orientation", "pol-skill-name-orientation"),
    ("pilotage-sous-marin", "pol-skill-name-pilotage-sous-marin"),
    ("for", "pol-skill-name-for"),
    ("con", "pol-skill-name-con"),
    ("coo", "pol-skill-name-coo"),
    ("ada", "pol-skill-name-ada"),
    ("per", "pol-skill-name-per"),
    ("int", "pol-skill-name-int"),
    ("vol", "pol-skill-name-vol"),
    ("pre", "pol-skill-name-pre"),
    ("chance", "pol-skill-name-chance"),
    ("reaction", "pol-skill-name-reaction"),
    ("melee-damage", "pol-skill-name-melee-damage"),
    ("damage-resistance", "pol-skill-name-damage-resistance"),
];

/// The name a form shows for the skill or attribute `key`, in the GM's language: the
/// book's name for a known skill, else the key with spaces and a capital. Always a name
/// the parser reads back as `key` (else the key itself), so what the GM sees and types
/// is what the line says.
pub fn label(key: &str) -> String {
    let shown = SKILL_NAMES
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, message)| crate::i18n::fixed(message).to_string())
        .unwrap_or_else(|| {
            let spaced = key.replace('-', " ");
            let mut chars = spaced.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_uppercase().chain(chars).collect()
            })
        });
    if super::system().canonical(&shown) == key {
        shown
    } else {
        key.to_string()
    }
}

/// The stored key `folded` stands for, if it is another name of a skill.
pub fn skill_key(folded: &str) -> Option<&'static str> {
    SKILL_ALIASES
        .iter()
        .chain(BOOK_NAMES)
        .find(|(alias, _)| *alias == folded)
        .map(|(_, key)| *key)
}

/// The English words for the skills some combatant of `all` has, for completion.
pub fn english_words<'a>(all: impl Iterator<Item = &'a Combatant>) -> Vec<String> {
    let keys: Vec<&String> = all.flat_map(|c| c.skills.keys()).collect();
    SKILL_ALIASES
        .iter()
        .filter(|(_, key)| keys.iter().any(|k| k == key))
        .map(|(alias, _)| (*alias).to_string())
        .collect()
}

/// `c`'s best skill it can test (highest level, not reserved): among the weapon skills
/// when `weapon`, else among the others (an attack is made with a weapon, a test rarely).
pub fn best(c: &Combatant, weapon: bool) -> Option<String> {
    let usable = |(key, skill): &(&String, &crate::model::Skill)| {
        !skill.reserved && WEAPON_SKILLS.contains(&key.as_str()) == weapon
    };
    let mut found: Vec<(&String, &crate::model::Skill)> = c.skills.iter().filter(usable).collect();
    // Weapon skills in the book's order, the others alphabetically; the first best wins.
    found.sort_by_key(|(key, _)| {
        WEAPON_SKILLS
            .iter()
            .position(|w| w == key)
            .unwrap_or(usize::MAX)
    });
    found
        .iter()
        .fold(None::<(&String, i32)>, |best, (key, skill)| match best {
            Some((_, level)) if level >= skill.total() => best,
            _ => Some((key, skill.total())),
        })
        .map(|(key, _)| key.clone())
}

#[cfg(test)]
#[path = "skill_words_tests.rs"]
mod tests;

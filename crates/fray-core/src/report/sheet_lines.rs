//! A sheet's skills and the numbers that change the damage a combatant deals or takes,
//! each named in the GM's language: what a GM checks a result against. A system fills
//! them (`SystemReport::fill_sheet`); `fray show`, `--json` and the sheet panes list them.

use serde::Serialize;

use crate::model::Combatant;

/// A skill as the sheet holds it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SkillLine {
    /// The sheet key (`armes-de-poing`).
    pub key: String,
    /// Its name in the GM's language (`Armes de poing`).
    pub label: String,
    /// The level tested (base + mastery).
    pub level: i32,
    /// The base level.
    pub base: i32,
    /// The mastery level (0 for a system without one).
    pub mastery: i32,
    /// A reserved skill, which fails automatically.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub reserved: bool,
}

/// A number that changes damage dealt or taken (a melee damage modifier, a damage
/// resistance, a protection, an armour), named.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DamageLine {
    /// The key it is read from (`damage-resistance`, `protection:body`).
    pub key: String,
    /// Its name in the GM's language.
    pub label: String,
    /// Its value, signed as the rules use it.
    pub value: i32,
}

/// Every skill of `c`, named by `label`, in the order of their names (as the GM reads
/// them, case and accents aside).
pub fn skills(c: &Combatant, label: impl Fn(&str) -> String) -> Vec<SkillLine> {
    let mut lines: Vec<SkillLine> = c
        .skills
        .iter()
        .map(|(key, s)| SkillLine {
            key: key.clone(),
            label: label(key),
            level: s.total(),
            base: s.base,
            mastery: s.mastery,
            reserved: s.reserved,
        })
        .collect();
    lines.sort_by_cached_key(|s| crate::rules::words::fold(&s.label));
    lines
}

/// The lines `fray show` and the sheet panes print under a combatant: `compétences :
/// Armes de poing 13 (4+9), …` and `dommages : Dommages au contact +2, …`; none when the
/// sheet has neither. Texts from the save are escaped.
pub fn shown(skills: &[SkillLine], damage: &[DamageLine]) -> Vec<String> {
    let escape = crate::safe_text::escape;
    let mut out = Vec::new();
    if !skills.is_empty() {
        let list: Vec<String> = skills
            .iter()
            .map(|s| {
                if s.reserved {
                    crate::t!("sheet-skill-reserved", skill = escape(&s.label))
                } else if s.mastery != 0 {
                    crate::t!(
                        "sheet-skill-mastery",
                        skill = escape(&s.label),
                        level = s.level,
                        base = s.base,
                        mastery = s.mastery
                    )
                } else {
                    crate::t!("sheet-skill", skill = escape(&s.label), level = s.level)
                }
            })
            .collect();
        out.push(crate::t!("sheet-skills", list = list.join(", ")));
    }
    if !damage.is_empty() {
        let list: Vec<String> = damage
            .iter()
            .map(|d| format!("{} {:+}", escape(&d.label), d.value))
            .collect();
        out.push(crate::t!("sheet-damage-terms", list = list.join(", ")));
    }
    out
}

#[cfg(test)]
#[path = "sheet_lines_tests.rs"]
mod tests;

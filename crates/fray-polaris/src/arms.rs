//! Weapons and armour on a Polaris sheet, read from the combatant's gear.
//!
//! A weapon is gear with the word `damage` (dice in notation, `2d6+3`) and the word `kind`
//! (`melee` or `ranged`), and the values `reach` (POL-38) and `hands` (1 or 2); `skill` names
//! the skill it is used with. Armour is gear with the flag `armour` and, per hit location
//! key (`body`, `head`...), the protection it gives there: a kevlar vest protects the body
//! only. The book's equipment chapter (p. 277) is not in the rules text: the values are the
//! GM's (the shipped templates' are tracker examples).

use std::collections::BTreeMap;

use crate::engine::{Event, RuleError, notation};
use crate::model::{Combatant, CombatantId, Encounter, Gear};
use crate::rules::names::resolve;

use super::injury::PROTECTION;
use super::{WeaponProfile, wounds};

/// Gear word: the damage dice of a weapon.
pub const DAMAGE: &str = "damage";
/// Gear word: `melee` or `ranged`.
pub const KIND: &str = "kind";
/// Gear word: the skill a weapon is used with.
pub const SKILL: &str = "skill";
/// Gear value: the reach bonus of a melee weapon (POL-38).
pub const REACH: &str = "reach";
/// Gear value: the hands a weapon takes.
pub const HANDS: &str = "hands";
/// Gear flag: this gear is armour.
pub const ARMOUR: &str = "armour";

/// A weapon's profile as the attack reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Weapon<'a> {
    /// The gear it is read from.
    pub gear: &'a Gear,
    /// Damage dice in notation, if given.
    pub damage: Option<&'a str>,
    /// Whether it is a melee weapon.
    pub melee: bool,
    /// Reach bonus (0 for none).
    pub reach: i32,
}

impl<'a> Weapon<'a> {
    /// The weapon profile of a piece of gear, if it is a weapon (not armour).
    pub fn of(gear: &'a Gear) -> Option<Weapon<'a>> {
        if gear.flag(ARMOUR) {
            return None;
        }
        Some(Weapon {
            gear,
            damage: gear.word(DAMAGE),
            melee: gear.word(KIND) == Some("melee"),
            reach: gear.value(REACH).unwrap_or(0).max(0),
        })
    }
}

/// Every weapon a combatant carries.
pub fn weapons(c: &Combatant) -> impl Iterator<Item = Weapon<'_>> {
    c.gear.iter().filter_map(Weapon::of)
}

/// The weapon named `key`, if the combatant has it.
pub fn weapon<'a>(c: &'a Combatant, key: &str) -> Option<Weapon<'a>> {
    let key = crate::rules::fold_key(key);
    weapons(c).find(|w| w.gear.key == key)
}

/// The weapon used with `skill`, when exactly one of the combatant's weapons names it.
pub fn weapon_for_skill<'a>(c: &'a Combatant, skill: &str) -> Option<Weapon<'a>> {
    let mut found = weapons(c).filter(|w| w.gear.word(SKILL) == Some(skill));
    let first = found.next()?;
    found.next().is_none().then_some(first)
}

/// The longest reach among the combatant's melee weapons, for a defence (POL-38).
pub fn best_reach(c: &Combatant) -> i32 {
    weapons(c)
        .filter(|w| w.melee)
        .map(|w| w.reach)
        .max()
        .unwrap_or(0)
}

/// Whether the combatant carries any weapon (POL-39 asks whether a defender is armed).
pub fn armed(c: &Combatant) -> bool {
    weapons(c).next().is_some()
}

/// The protection at a hit location: every piece of armour covering it, plus the sheet's
/// `protection` value, which covers the whole body (older sheets).
pub fn protection_at(c: &Combatant, location: &str) -> i32 {
    c.gear
        .iter()
        .filter(|g| g.flag(ARMOUR))
        .filter_map(|g| g.value(location))
        .fold(c.stat(PROTECTION), i32::saturating_add)
}

/// `weapon WHO KEY ...`: gives a weapon, replacing one with the same key; `None` takes it away.
pub fn give_weapon(
    state: &Encounter,
    who: &str,
    key: &str,
    profile: Option<&WeaponProfile>,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let key = gear_key(key)?;
    let Some(p) = profile else {
        return take_away(state, id, &key);
    };
    let mut gear = Gear {
        key,
        name: crate::rules::common::clean_text(&p.name, "weapon name")?,
        ..Gear::default()
    };
    if let Some(damage) = &p.damage {
        notation::parse(damage).map_err(|e| {
            RuleError::Invalid(crate::t!("pol-refuse-weapon-damage", error = e.to_string()))
        })?;
        gear.words.insert(DAMAGE.into(), damage.clone());
    }
    let kind = if p.melee { "melee" } else { "ranged" };
    gear.words.insert(KIND.into(), kind.into());
    if let Some(skill) = &p.skill {
        gear.words
            .insert(SKILL.into(), super::system().canonical(skill));
    }
    if !(0..=MAX_VALUE).contains(&p.reach) || !(0..=2).contains(&p.hands) {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-weapon-values")));
    }
    if p.reach != 0 {
        gear.values.insert(REACH.into(), p.reach);
    }
    if p.hands != 0 {
        gear.values.insert(HANDS.into(), p.hands);
    }
    Ok(vec![Event::GearAdded { who: id, gear }])
}

/// `armour WHO KEY LOCATION=N ...`: gives a piece of armour; with no location, takes it away.
pub fn give_armour(
    state: &Encounter,
    who: &str,
    key: &str,
    cover: &BTreeMap<String, i32>,
    name: &str,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let key = gear_key(key)?;
    if cover.is_empty() {
        return take_away(state, id, &key);
    }
    let mut gear = Gear {
        key,
        name: crate::rules::common::clean_text(name, "armour name")?,
        flags: [ARMOUR.to_string()].into(),
        ..Gear::default()
    };
    for (word, value) in cover {
        let location = wounds::canonical_location(word)
            .and_then(|i| wounds::LOCATION_KEYS.get(i))
            .ok_or_else(|| {
                RuleError::Invalid(crate::t!("pol-refuse-not-location", word = word.as_str()))
            })?;
        if !(0..=MAX_VALUE).contains(value) {
            return Err(RuleError::Invalid(crate::t!("pol-refuse-armour-value")));
        }
        gear.values.insert((*location).to_string(), *value);
    }
    Ok(vec![Event::GearAdded { who: id, gear }])
}

/// The largest reach or protection a GM may give.
const MAX_VALUE: i32 = 99;

fn gear_key(key: &str) -> Result<String, RuleError> {
    let key = crate::rules::fold_key(key);
    if key.is_empty() {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-gear-key")));
    }
    Ok(key)
}

fn take_away(state: &Encounter, id: CombatantId, key: &str) -> Result<Vec<Event>, RuleError> {
    let c = state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(format!("#{}", id.0)))?;
    if !c.gear.iter().any(|g| g.key == key) {
        return Err(RuleError::Invalid(crate::t!(
            "pol-refuse-no-gear",
            who = c.name.as_str(),
            key = key
        )));
    }
    Ok(vec![Event::GearRemoved {
        who: id,
        key: key.to_string(),
    }])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{DamageTrack, Side};

    fn with_gear(gear: Vec<Gear>) -> Combatant {
        let mut c = Combatant::new(
            CombatantId(1),
            "Kurt",
            Side::Enemy,
            DamageTrack::Monitors { tracks: Vec::new() },
        );
        c.gear = gear;
        c
    }

    fn vest() -> Gear {
        Gear {
            key: "vest".into(),
            values: BTreeMap::from([("body".to_string(), 6)]),
            flags: [ARMOUR.to_string()].into(),
            ..Gear::default()
        }
    }

    fn dagger() -> Gear {
        Gear {
            key: "dagger".into(),
            words: BTreeMap::from([
                (DAMAGE.to_string(), "1d6+1".to_string()),
                (KIND.to_string(), "melee".to_string()),
                (SKILL.to_string(), "combat-arme".to_string()),
            ]),
            values: BTreeMap::from([(REACH.to_string(), 1)]),
            ..Gear::default()
        }
    }

    #[test]
    fn a_vest_protects_the_body_only() {
        let c = with_gear(vec![vest(), dagger()]);
        assert_eq!(protection_at(&c, "body"), 6);
        assert_eq!(protection_at(&c, "left-arm"), 0);
        let mut c = c;
        c.stats.insert(PROTECTION.into(), 1);
        assert_eq!(
            protection_at(&c, "body"),
            7,
            "the old whole-body value adds"
        );
        assert_eq!(protection_at(&c, "head"), 1);
    }

    #[test]
    fn weapons_are_found_by_key_and_by_skill_and_armour_is_no_weapon() {
        let c = with_gear(vec![vest(), dagger()]);
        assert_eq!(weapons(&c).count(), 1);
        let w = weapon(&c, "Dagger").expect("by key, any case");
        assert!(w.melee);
        assert_eq!(w.damage, Some("1d6+1"));
        assert_eq!(w.reach, 1);
        assert!(weapon_for_skill(&c, "combat-arme").is_some());
        assert!(weapon_for_skill(&c, "fusils").is_none());
        assert_eq!(best_reach(&c), 1);
        assert!(armed(&c));
        assert!(!armed(&with_gear(vec![vest()])));
    }
}

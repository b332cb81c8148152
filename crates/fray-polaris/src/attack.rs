//! `attack` (POL-32, POL-33, POL-38, POL-39, POL-43, POL-46, POL-OP-11, POL-OP-17): the
//! attacker's test, or in melee an opposed test against the target's defence; then, for
//! whoever hits, the damage from their weapon (or as given), the location decided before
//! the armour at that location is taken off, and the wound.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{Combatant, Encounter};
use crate::rules::names::resolve;

use super::actions::{combatant, roll};
use super::arms::{self, Weapon};
use super::combat::{self, DamageTerms};
use super::fact::DamageRoll;
use super::injury::{
    DAMAGE_RESISTANCE, MELEE_DAMAGE, add_shock, location_of, roll_location, wound_events,
};
use super::melee_reach::{bare_handed_against_armed, close_distance, defence_weapon, reaches};
use super::simultaneous::{self, HeldWound};
use super::{Outcome, PolarisFact, Strike, Technique, TestSpec, techniques, wounds};

/// Condition name: this fighter's reach was turned against them by an opponent who closed
/// the distance (POL-38); its target is that opponent.
pub const DISTANCE_CLOSED: &str = "distance closed";

/// Frappe précise lessens every aiming malus by this much (POL-43).
pub const PRECISE_AIM_RELIEF: i32 = 3;

/// Who hits whom, with what, once the tests are rolled.
struct Blow<'a> {
    hitter: &'a Combatant,
    hurt: &'a Combatant,
    weapon: Option<Weapon<'a>>,
    outcome: Outcome,
    /// The damage the GM gave for this blow (only the attacker's).
    given: Option<Given<'a>>,
    melee: bool,
}

/// Damage as typed on the attack line.
enum Given<'a> {
    Roll(i32),
    Dice(&'a str),
}

/// `attack`: see the module's doc.
pub fn attack(
    state: &Encounter,
    spec: &TestSpec,
    strike: &Strike,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let target = resolve(state, &strike.target)?;
    let attacker = resolve(state, &spec.who)?;
    if target == attacker {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-attack-self")));
    }
    let attacker_c = combatant(state, attacker)?;
    let target_c = combatant(state, target)?;
    let weapon = chosen_weapon(attacker_c, strike, spec)?;
    let melee = strike.melee || weapon.as_ref().is_some_and(|w| w.melee);
    if strike.charge && !melee {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-charge-melee")));
    }
    if strike.defence.is_some() && !melee {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-defence-melee")));
    }
    let location = strike
        .location
        .as_deref()
        .map(|word| location_of(state, target, word))
        .transpose()?;
    if strike.aim != 0 && location.is_none() {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-aim-location")));
    }
    let mut batch = Batch::new(state);
    if let Some(technique) = strike.technique {
        let technique = techniques::Use::Strike(technique);
        techniques::check(state, attacker_c, Some(target_c), technique)?;
        techniques::mark(&mut batch, attacker, technique);
    }
    techniques::check_combination_target(state, attacker_c, target_c)?;
    // POL-45: « les deux Tests sont limités par Arts martiaux »: the extra free attack, and
    // the main one when it is the technique's (the POL-45 reading of `fray rules`).
    let two_weapon_technique = strike.second_weapon
        || (strike.two_weapons
            && techniques::two_weapon_main_test(
                state,
                attacker_c,
                target_c,
                strike.technique.is_some(),
            ));
    if two_weapon_technique {
        let technique = techniques::Use::TwoWeapons;
        techniques::check(state, attacker_c, Some(target_c), technique)?;
        techniques::mark(&mut batch, attacker, technique);
    }
    let mut spec = spec.clone();
    let limit = if two_weapon_technique {
        limited(attacker_c, &spec)?
    } else {
        0
    };
    let extra = aim(strike)
        .saturating_add(two_weapons(strike))
        .saturating_add(limit);
    spec.terms.modifier = spec.terms.modifier.saturating_add(extra);
    let given = match (&strike.damage_dice, strike.damage) {
        (Some(text), _) => Some(Given::Dice(text)),
        (None, Some(n)) => Some(Given::Roll(n)),
        (None, None) => None,
    };
    let named = Named {
        aim: aim(strike),
        two_weapons: two_weapons(strike),
        limit,
        reach: 0,
    };
    let Some(defence) = &strike.defence else {
        let record = named.on(roll(state, &spec, melee, dice)?);
        let outcome = record.outcome;
        batch.push(PolarisFact::TestRolled { test: record }.event());
        if outcome.success {
            let blow = Blow {
                hitter: attacker_c,
                hurt: target_c,
                weapon,
                outcome,
                given,
                melee,
            };
            strike_home(&mut batch, &blow, strike, location, dice)?;
        }
        return Ok(batch.into_events());
    };
    // An opposed melee test (POL-46): both roll, reach counting on each side (POL-38).
    let (own_reach, their_reach) = reaches(attacker_c, target_c, weapon.as_ref());
    spec.terms.modifier = spec.terms.modifier.saturating_add(own_reach);
    let defender_spec = TestSpec {
        who: strike.target.clone(),
        against: defence.against.clone(),
        terms: super::TestTerms {
            modifier: defence.terms.modifier.saturating_add(their_reach),
            ..defence.terms.clone()
        },
    };
    let first = Named {
        reach: own_reach,
        ..named
    }
    .on(roll(state, &spec, true, dice)?);
    let second = Named {
        reach: their_reach,
        ..Named::default()
    }
    .on(roll(state, &defender_spec, true, dice)?);
    let (a, d) = (first.outcome, second.outcome);
    let (winner, note) = super::actions::settle(&first, &second);
    batch.push(PolarisFact::TestRolled { test: first }.event());
    batch.push(PolarisFact::TestRolled { test: second }.event());
    batch.push(Event::OpposedSettled { winner, note });
    close_distance(
        &mut batch,
        (attacker, own_reach),
        (target, their_reach),
        winner,
    );
    if winner == Some(attacker) {
        let blow = Blow {
            hitter: attacker_c,
            hurt: target_c,
            weapon,
            outcome: a,
            given,
            melee: true,
        };
        strike_home(&mut batch, &blow, strike, location, dice)?;
    } else if winner == Some(target)
        && bare_handed_against_armed(state, attacker_c, target_c, weapon.as_ref(), &spec)
    {
        // POL-39: the defender may hurt the bare-handed attacker, as if attacking: « Il
        // procède alors à un jet de dommages », the damage given on the line being that of
        // the blow that lands.
        let blow = Blow {
            hitter: target_c,
            hurt: attacker_c,
            weapon: defence_weapon(target_c),
            outcome: d,
            given,
            melee: true,
        };
        let back = Strike {
            target: spec.who.clone(),
            bleeding: strike.bleeding,
            ..Strike::default()
        };
        strike_home(&mut batch, &blow, &back, None, dice)?;
    }
    Ok(batch.into_events())
}

/// The modifiers an attack adds to the GM's own, by name: moved out of the typed
/// modifier into their own parts of the chance, so the log says each.
#[derive(Debug, Clone, Copy, Default)]
struct Named {
    aim: i32,
    two_weapons: i32,
    limit: i32,
    reach: i32,
}

impl Named {
    fn on(self, mut record: super::TestRecord) -> super::TestRecord {
        let parts = &mut record.chance.parts;
        parts.aim = self.aim;
        parts.two_weapons = self.two_weapons;
        parts.limit = self.limit;
        parts.reach = self.reach;
        parts.typed = [self.aim, self.two_weapons, self.limit, self.reach]
            .into_iter()
            .fold(parts.typed, i32::saturating_sub);
        record
    }
}

/// The weapon an attack is made with: the one named with `with` (refused when the attacker
/// has none by that key), else the only one used with the tested skill.
fn chosen_weapon<'a>(
    c: &'a Combatant,
    strike: &Strike,
    spec: &TestSpec,
) -> Result<Option<Weapon<'a>>, RuleError> {
    if let Some(key) = &strike.with {
        return arms::weapon(c, key).map(Some).ok_or_else(|| {
            let known: Vec<&str> = arms::weapons(c).map(|w| w.gear.key.as_str()).collect();
            RuleError::Invalid(if known.is_empty() {
                crate::t!(
                    "pol-refuse-no-weapons",
                    who = c.name.as_str(),
                    key = key.as_str()
                )
            } else {
                crate::t!(
                    "pol-refuse-no-weapon",
                    who = c.name.as_str(),
                    key = key.as_str(),
                    known = known.join(", ")
                )
            })
        });
    }
    Ok(match &spec.against {
        super::TestAgainst::Sheet { name } => {
            arms::weapon_for_skill(c, &super::system().canonical(name))
        }
        super::TestAgainst::Chance { .. } => None,
    })
}

/// The aiming malus on the test (POL-33), lessened by 3 with a Frappe précise (POL-43).
fn aim(strike: &Strike) -> i32 {
    let aim = strike.aim.min(0);
    if strike.technique == Some(Technique::Precise) {
        aim.saturating_add(PRECISE_AIM_RELIEF).min(0)
    } else {
        aim
    }
}

/// The two-weapon modifiers (POL-45): +3 with a weapon in each hand; the technique's extra
/// free attack +3 − 5.
fn two_weapons(strike: &Strike) -> i32 {
    let [main, extra] = combat::two_weapon_modifiers();
    if strike.second_weapon {
        extra
    } else if strike.two_weapons {
        main
    } else {
        0
    }
}

/// The malus that holds a test of Combat à deux armes to the level of Arts martiaux
/// (Techniques offensives), the limiting skill (POL-45: « les deux Tests sont limités par
/// Arts martiaux »); 0 when the skill tested is not above it.
fn limited(c: &Combatant, spec: &TestSpec) -> Result<i32, RuleError> {
    let Some(limit) = techniques::offensive_level(c) else {
        return Ok(0);
    };
    let level = match &spec.against {
        super::TestAgainst::Chance { chance } => *chance,
        super::TestAgainst::Sheet { name } => {
            let key = super::system().canonical(name);
            c.skills
                .get(&key)
                .map(|s| s.total())
                .or_else(|| c.stats.get(&key).copied())
                .ok_or_else(|| RuleError::unknown_skill_shown(c, &key, super::skill_words::label))?
        }
    };
    Ok(limit.saturating_sub(level).min(0))
}

/// The damage of a blow that landed, the location, the armour there, and the wound (held
/// when the hitter acts simultaneously with someone, POL-28).
fn strike_home(
    batch: &mut Batch,
    blow: &Blow<'_>,
    strike: &Strike,
    location: Option<usize>,
    dice: &mut dyn Dice,
) -> Result<(), RuleError> {
    dice.for_whom(&blow.hitter.name);
    let roll = match (&blow.given, blow.weapon.as_ref().and_then(|w| w.damage)) {
        (Some(Given::Roll(n)), _) => *n,
        (Some(Given::Dice(text)), _) => super::rolls::damage(batch, text, dice)?,
        (None, Some(text)) => super::rolls::damage(batch, text, dice)?,
        (None, None) => {
            let weapon = blow.weapon.as_ref().map(|w| w.gear.key.clone());
            let who = blow.hitter.id;
            batch.push(PolarisFact::NoDamage { who, weapon }.event());
            return Ok(());
        }
    };
    let location = match location {
        Some(l) => l,
        None => roll_location(batch, dice),
    };
    let key = wounds::LOCATION_KEYS.get(location).copied().unwrap_or("");
    let hurt = blow.hurt;
    let terms = DamageTerms {
        roll,
        success_modifier: blow.outcome.modifier,
        melee_modifier: if blow.melee {
            blow.hitter.stat(MELEE_DAMAGE)
        } else {
            0
        },
        charge: strike.charge,
        technique: strike.technique,
        adjustment: hurt
            .stat(DAMAGE_RESISTANCE)
            .saturating_sub(arms::protection_at(hurt, key)),
    };
    let damage = terms.total();
    batch.push(
        PolarisFact::DamageRolled {
            who: hurt.id,
            by: blow.hitter.id,
            damage: DamageRoll {
                roll,
                success: terms.success_modifier,
                melee: terms.melee_modifier,
                charge: terms.charge_bonus(),
                powerful: terms.technique_bonus(),
                resistance: hurt.stat(DAMAGE_RESISTANCE),
                protection: arms::protection_at(hurt, key),
            },
        }
        .event(),
    );
    let incapacitating = strike.technique == Some(Technique::Incapacitating);
    let Some(severity) = wounds::severity_for_damage(damage) else {
        batch.push(Event::DamageIgnored {
            who: hurt.id,
            damage,
        });
        if incapacitating {
            add_shock(batch, hurt.id, Some(combat::INCAPACITATING_SHOCK_MALUS));
        }
        return Ok(());
    };
    if let Some(by) = simultaneous::holding(batch.state(), blow.hitter.id) {
        let wound = HeldWound {
            who: hurt.id,
            location,
            severity,
            damage: Some(damage),
            bleeding: strike.bleeding,
            incapacitating,
            by,
        };
        batch.push(PolarisFact::WoundHeld { wound }.event());
        return Ok(());
    }
    wound_events(
        batch,
        hurt.id,
        location,
        severity,
        Some(damage),
        strike.bleeding,
        incapacitating,
        0,
    );
    Ok(())
}

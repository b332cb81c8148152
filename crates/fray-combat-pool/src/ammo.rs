//! Ammunition per weapon (SRP-14): a weapon is sheet gear with a `magazine` value (its
//! capacity) and `rounds` (what is left; absent means full). Each shot, burst or spray spends
//! the rounds it fires, and a shot with too few is refused saying what is left; `reload WHO
//! [WEAPON]` refills it. Gear without a magazine, or no gear, is not tracked (saves from
//! before keep working). The text gives reloading no token cost: « Le découpage en action
//! des règles d'origine peut aider à synchroniser les différentes actions (par exemple le
//! temps nécessaire à [...] recharger une arme) »: it takes the original rules' time, which
//! the GM narrates.

use crate::engine::{Batch, Event, RuleError};
use crate::model::combatant::slug;
use crate::model::{Combatant, Encounter, Gear};

use super::command::{FireMode, Trigger};
use super::fact::PoolFact;
use super::{PoolEvent, ctx, text};

/// A weapon's capacity (gear value).
pub const MAGAZINE: &str = "magazine";
/// The rounds left in it (gear value; absent means full).
pub const ROUNDS: &str = "rounds";
/// The key of a weapon `reload … magazine=N` puts on a sheet with none named.
pub const DEFAULT_KEY: &str = "weapon";

/// A weapon's name as the GM reads it, from its label on the sheet (`Gear::label`): the
/// one `reload … magazine=N` put there unnamed (`weapon`) is « arme » in French.
pub fn shown(label: &str) -> std::borrow::Cow<'_, str> {
    if label == DEFAULT_KEY {
        std::borrow::Cow::Owned(crate::t!("pool-ammo-unnamed-weapon"))
    } else {
        std::borrow::Cow::Borrowed(label)
    }
}

/// The rounds left in a tracked weapon.
pub fn left(g: &Gear) -> i32 {
    g.value(ROUNDS)
        .or_else(|| g.value(MAGAZINE))
        .unwrap_or(0)
        .max(0)
}

/// The weapon a shot fires: the gear named, else the first with a magazine. `None` when
/// no ammunition is tracked, a weapon the sheet does not list included (a taser, a gun
/// picked up: the GM names it and fray counts nothing).
pub fn weapon<'a>(c: &'a Combatant, key: Option<&str>) -> Option<&'a Gear> {
    match key {
        None => c.gear.iter().find(|g| g.value(MAGAZINE).is_some()),
        Some(key) => named(c, key).filter(|g| g.value(MAGAZINE).is_some()),
    }
}

/// The gear named `key` (its key, or its name as a slug).
fn named<'a>(c: &'a Combatant, key: &str) -> Option<&'a Gear> {
    let wanted = slug(key);
    c.gear.iter().find(|g| {
        g.key.eq_ignore_ascii_case(key) || slug(&g.key) == wanted || slug(g.label()) == wanted
    })
}

/// The rounds a fire mode spends: one per single shot, one per bullet of a multiple shot
/// (a burst with an `auto` trigger: `burst-rounds`, default 3), the bullets of a spray.
pub fn rounds_of(state: &Encounter, mode: FireMode, trigger: Trigger, spray: Option<u32>) -> u32 {
    match mode {
        FireMode::Single => 1,
        FireMode::Multiple { bullets } if trigger == Trigger::Auto => {
            bullets.saturating_mul(state.option_number("burst-rounds", 3))
        }
        FireMode::Multiple { bullets } => bullets,
        FireMode::Spray { .. } => spray.unwrap_or(1),
    }
}

/// Spends `rounds` from the weapon a shot fires; refused, saying what is left, when fewer
/// are left. Nothing when no ammunition is tracked.
pub fn fire(
    batch: &mut Batch,
    c: &Combatant,
    key: Option<&str>,
    rounds: u32,
) -> Result<(), RuleError> {
    let Some(g) = weapon(c, key) else {
        return Ok(());
    };
    let left = u32::try_from(left(g)).unwrap_or(0);
    if rounds > left {
        return Err(text::invalid(text::too_few_rounds(
            &c.name,
            &shown(g.label()),
            left,
            rounds,
        )));
    }
    batch.push(Event::GearValueSet {
        who: c.id,
        key: g.key.clone(),
        name: ROUNDS.into(),
        value: Some(i32::try_from(left - rounds).unwrap_or(0)),
    });
    Ok(())
}

/// `reload WHO [WEAPON] [magazine=N]`: the weapon full again; `magazine=N` sets (or puts on
/// the sheet) its capacity. Refused when it is full already or no weapon is tracked.
pub fn reload(
    state: &Encounter,
    who: &str,
    key: Option<&str>,
    magazine: Option<u32>,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let found = match key {
        Some(k) => named(c, k),
        None => weapon(c, None),
    };
    let magazine = magazine.map(|m| i32::try_from(m).unwrap_or(i32::MAX));
    let mut batch = Batch::new(state);
    let (label, full) = match (found, magazine) {
        (None, None) => {
            return Err(text::invalid(match key {
                Some(k) => text::no_such_weapon(&c.name, k),
                None => text::no_tracked_weapon(&c.name),
            }));
        }
        (None, Some(m)) => {
            // A weapon the GM names here keeps the name as typed, its dashes read as
            // spaces (`pistolet-lourd`: « pistolet lourd »).
            let mut gear = Gear {
                key: slug(key.unwrap_or(DEFAULT_KEY)),
                name: key.map_or_else(String::new, |k| k.replace('-', " ")),
                ..Gear::default()
            };
            gear.values.insert(MAGAZINE.into(), m);
            gear.values.insert(ROUNDS.into(), m);
            let label = gear.label().to_string();
            batch.push(Event::GearAdded { who: c.id, gear });
            (label, m)
        }
        (Some(g), m) => {
            let Some(full) = m.or_else(|| g.value(MAGAZINE)) else {
                return Err(text::invalid(text::no_tracked_weapon(&c.name)));
            };
            if m.is_none() && left(g) >= full {
                return Err(text::invalid(text::already_full(
                    &c.name,
                    &shown(g.label()),
                    full,
                )));
            }
            for (name, value) in [(MAGAZINE, m), (ROUNDS, Some(full))] {
                if let Some(value) = value {
                    batch.push(Event::GearValueSet {
                        who: c.id,
                        key: g.key.clone(),
                        name: name.into(),
                        value: Some(value),
                    });
                }
            }
            (g.label().to_string(), full)
        }
    };
    batch.push(
        PoolEvent::CombatPool {
            fact: PoolFact::Reloaded {
                who: c.id,
                weapon: label,
                rounds: u32::try_from(full).unwrap_or(0),
            },
        }
        .event(),
    );
    Ok(batch.into_events())
}

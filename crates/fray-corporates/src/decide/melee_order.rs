//! Who may strike now, before any die (COR-35, COR-38): an acrobatic attack is prepared 2 to
//! 5 m from its target, and in a charge the clearly longer weapon strikes first.

use crate::engine::RuleError;
use crate::model::{CombatantId, Encounter, Gear, Step};

use super::super::command::melee::Terms;
use super::super::options;
use super::super::text::refuse;
use super::act_melee::{now, shown};

/// The nearest and farthest an acrobatic attack's preparation may start from its target, in
/// metres (COR-35).
pub const ACROBATIC_METRES: (u8, u8) = (2, 5);

/// A weapon as named on the sheet: its name in the GM's language, else the word typed for
/// its key.
fn shown_gear(gear: &Gear) -> String {
    crate::gear::gear_name(gear)
}

/// A weapon's length in centimetres (the gear's `length` figure); bare hands have none.
fn length(gear: &Gear) -> Option<i32> {
    gear.value("length")
}

/// Refuses an acrobatic attack's preparation without a distance, or from outside 2 to 5 m
/// (COR-35: « une première action de préparation où le personnage doit se trouver entre 2
/// et 5m de la cible »).
pub fn acrobatic_distance(
    state: &Encounter,
    attacker: CombatantId,
    defender: CombatantId,
    distance: Option<u8>,
) -> Result<(), RuleError> {
    let (near, far) = ACROBATIC_METRES;
    match distance {
        Some(m) if (near..=far).contains(&m) => Ok(()),
        Some(m) => Err(refuse(
            "cor-melee-refuse-acrobatic-distance",
            &[
                ("who", shown(state, attacker).as_str().into()),
                ("target", shown(state, defender).as_str().into()),
                ("metres", u32::from(m).into()),
            ],
        )),
        None => Err(refuse(
            "cor-melee-refuse-acrobatic-no-distance",
            &[("who", shown(state, attacker).as_str().into())],
        )),
    }
}

/// Refuses a charge's blow with the shorter weapon (`None`: bare hands, or a bull rush)
/// while the defender, whose weapon is clearly longer (by the option `longer-first`, in
/// cm), still has this segment's declared action waiting: theirs is resolved first
/// (COR-38, COR-OP-26).
pub fn longer_strikes_first(
    state: &Encounter,
    attacker: CombatantId,
    defender: CombatantId,
    weapon: Option<&Gear>,
    terms: Terms,
) -> Result<(), RuleError> {
    let Some(step) = options::longer_first(state) else {
        return Ok(());
    };
    if terms.charge.is_none() || state.step != Step::Resolution {
        return Ok(());
    }
    let own = weapon.and_then(length).unwrap_or(0);
    let Some((theirs, longer)) = state.combatant(defender).and_then(|c| {
        c.gear
            .iter()
            .filter_map(|g| length(g).map(|l| (l, g)))
            .max_by_key(|(l, _)| *l)
    }) else {
        return Ok(());
    };
    let waiting = super::action::due(state, defender, now(state).segment).is_some();
    if theirs - own < step || !waiting {
        return Ok(());
    }
    Err(refuse(
        "cor-melee-refuse-longer-first",
        &[
            ("who", shown(state, attacker).as_str().into()),
            ("other", shown(state, defender).as_str().into()),
            ("weapon", shown_gear(longer).into()),
        ],
    ))
}

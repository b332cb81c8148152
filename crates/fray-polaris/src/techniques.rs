//! Martial-arts techniques (POL-40): « lors de chaque Tour de combat, un personnage qui
//! choisit d'utiliser une Compétence limitative d'Arts martiaux peut bénéficier de l'effet
//! d'une (et d'une seule) des Techniques ». The offensive ones (Frappe puissante,
//! incapacitante, précise) need Arts martiaux (Techniques offensives) on the sheet (« Utilisation
//! libre : impossible », or for Frappe précise « non applicable ») and « avoir l'Initiative sur
//! son adversaire ». The combat mode (normal, offensive or charge) is not tracked: the GM
//! checks it.

use crate::engine::{Batch, Event, RuleError};
use crate::model::{Combatant, CombatantId, Condition, Encounter, Expiry, MarkerRef, Step};

use super::Technique;
use super::initiative::{resolution_order, simultaneous};
use super::turn::main_marker;

/// The skill key of Arts martiaux (Techniques offensives).
pub const OFFENSIVE_SKILL: &str = "arts-martiaux-offensifs";

/// A technique as the round counts them: one of the strikes, Enchaînement (POL-44) or
/// Combat à deux armes (POL-45).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Use {
    /// Frappe puissante, incapacitante or précise (POL-41 to POL-43).
    Strike(Technique),
    /// Enchaînement: up to three attacks with set maluses (POL-44).
    Combination,
    /// Combat à deux armes: an extra free attack (POL-45).
    TwoWeapons,
}

impl Use {
    /// The condition marking it for the rest of the round.
    pub fn condition(self) -> &'static str {
        match self {
            Use::Strike(Technique::Powerful) => "powerful strike",
            Use::Strike(Technique::Incapacitating) => "incapacitating strike",
            Use::Strike(Technique::Precise) => "precise strike",
            Use::Combination => "combination",
            Use::TwoWeapons => "two-weapon fighting",
        }
    }

    /// Its name as the GM reads it.
    pub fn label(self) -> String {
        match self {
            Use::Strike(Technique::Powerful) => crate::t!("words-pol-powerful-strike"),
            Use::Strike(Technique::Incapacitating) => crate::t!("words-pol-incapacitating-strike"),
            Use::Strike(Technique::Precise) => crate::t!("words-pol-precise-strike"),
            Use::Combination => crate::t!("words-pol-combination"),
            Use::TwoWeapons => crate::t!("words-pol-two-weapon-fighting"),
        }
    }
}

/// Every technique, for the one-per-round check.
pub const ALL: [Use; 5] = [
    Use::Strike(Technique::Powerful),
    Use::Strike(Technique::Incapacitating),
    Use::Strike(Technique::Precise),
    Use::Combination,
    Use::TwoWeapons,
];

/// The level of Arts martiaux (Techniques offensives), which limits the combat tests of
/// Combat à deux armes (POL-45); `None` when untrained.
pub fn offensive_level(c: &Combatant) -> Option<i32> {
    c.skills
        .get(OFFENSIVE_SKILL)
        .filter(|s| !s.reserved)
        .map(|s| s.total())
}

/// Refuses a technique its user may not use now, saying why; `target` is the opponent an
/// offensive technique needs the initiative over, when there is one.
pub fn check(
    state: &Encounter,
    attacker: &Combatant,
    target: Option<&Combatant>,
    technique: Use,
) -> Result<(), RuleError> {
    let name = attacker.name.as_str();
    if offensive_level(attacker).is_none() {
        return Err(RuleError::Invalid(crate::t!(
            "pol-refuse-technique-untrained",
            who = name,
            technique = technique.label()
        )));
    }
    if let Some(other) = ALL
        .into_iter()
        .filter(|t| *t != technique)
        .find(|t| attacker.has_condition(t.condition()))
    {
        return Err(RuleError::Invalid(crate::t!(
            "pol-refuse-technique-one-per-round",
            who = name,
            technique = other.label()
        )));
    }
    if let Some(target) = target
        && !has_initiative_over(state, attacker.id, target.id)
    {
        return Err(RuleError::Invalid(crate::t!(
            "pol-refuse-technique-initiative",
            who = name,
            target = target.name.as_str()
        )));
    }
    Ok(())
}

/// Each attack of an Enchaînement (POL-44), an offensive technique, needs the initiative
/// over the opponent it is aimed at (POL-40: « Un personnage qui décide d'utiliser Arts
/// martiaux (Techniques offensives) doit avoir l'Initiative sur son adversaire »), read from
/// the attacker's main action: the combination's extra markers are its own attacks, not a
/// later initiative. Nothing to check when the attacker has not declared one this round.
pub fn check_combination_target(
    state: &Encounter,
    attacker: &Combatant,
    target: &Combatant,
) -> Result<(), RuleError> {
    if !attacker.has_condition(Use::Combination.condition())
        || ahead(state, main_marker(attacker.id), target.id)
    {
        return Ok(());
    }
    Err(RuleError::Invalid(crate::t!(
        "pol-refuse-technique-initiative",
        who = attacker.name.as_str(),
        target = target.name.as_str()
    )))
}

/// Whether an attack with a weapon in each hand is the main test of Combat à deux armes
/// (POL-45, as `fray rules` reads it): the attacker is trained in Arts martiaux
/// (Techniques offensives), names no other technique on the line nor has chosen one this
/// round, and has the initiative over the target. Such a test is limited by Arts martiaux
/// like the extra one.
pub fn two_weapon_main_test(
    state: &Encounter,
    attacker: &Combatant,
    target: &Combatant,
    other_on_line: bool,
) -> bool {
    offensive_level(attacker).is_some()
        && !other_on_line
        && !ALL
            .into_iter()
            .filter(|t| *t != Use::TwoWeapons)
            .any(|t| attacker.has_condition(t.condition()))
        && has_initiative_over(state, attacker.id, target.id)
}

/// Whether `attacker` acts before `target` this round (a higher phase, or the same phase
/// with a higher Réaction, POL-28). Outside a round, or when either has no marker, there is
/// nothing to check.
fn has_initiative_over(state: &Encounter, attacker: CombatantId, target: CombatantId) -> bool {
    let own = state
        .current
        .filter(|m| m.owner == attacker)
        .unwrap_or_else(|| main_marker(attacker));
    ahead(state, own, target)
}

/// Whether the marker `own` acts before `target`'s main action (see [`has_initiative_over`]).
fn ahead(state: &Encounter, own: MarkerRef, target: CombatantId) -> bool {
    if !matches!(state.step, Step::Declaration | Step::Resolution) {
        return true;
    }
    let (Some(a), Some(t)) = (state.ladder.get(own), state.ladder.get(main_marker(target))) else {
        return true;
    };
    resolution_order(state, a, t).is_lt() && !simultaneous(state, a, t)
}

/// Records the technique chosen for the rest of the round, the first time it is used.
pub fn mark(batch: &mut Batch, who: CombatantId, technique: Use) {
    let state = batch.state();
    let name = technique.condition();
    if state.round == 0 || state.combatant(who).is_some_and(|c| c.has_condition(name)) {
        return;
    }
    let expiry = Expiry::RoundStart {
        round: state.round.saturating_add(1),
    };
    batch.push(Event::ConditionAdded {
        who,
        condition: Condition {
            target: None,
            name: name.into(),
            value: None,
            expiry,
        },
    });
}

/// `combination WHO N [PHASE ...]`: Enchaînement (POL-44) declared: N attacks this round
/// (2 or 3) with the book's maluses, the main action taking the first; each further
/// attack gets a marker at the phase given, else at the main action's phase.
pub fn combination(
    state: &Encounter,
    who: &str,
    attacks: u8,
    phases: &[i32],
) -> Result<Vec<Event>, RuleError> {
    let id = crate::rules::names::resolve(state, who)?;
    let c = super::actions::combatant(state, id)?;
    let maluses = super::combat::combination_maluses(attacks)
        .ok_or_else(|| RuleError::Invalid(crate::t!("pol-refuse-combination-count")))?;
    if phases.len() > maluses.len().saturating_sub(1) {
        return Err(RuleError::Invalid(crate::t!(
            "pol-refuse-combination-phases"
        )));
    }
    check(state, c, None, Use::Combination)?;
    let main = super::turn::entry(state, main_marker(id))?;
    let mut batch = Batch::new(state);
    batch.push(Event::MarkerMalus {
        at: main.at,
        malus: maluses[0],
    });
    for (i, malus) in maluses.iter().enumerate().skip(1) {
        let phase = phases.get(i - 1).copied().unwrap_or(main.position);
        let events = super::ladder_moves::marker(batch.state(), who, phase, *malus)?;
        batch.extend(events);
    }
    mark(&mut batch, id, Use::Combination);
    Ok(batch.into_events())
}

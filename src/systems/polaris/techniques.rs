//! Martial-arts techniques (POL-40): « lors de chaque Tour de combat, un personnage qui
//! choisit d'utiliser une Compétence limitative d'Arts martiaux peut bénéficier de l'effet
//! d'une (et d'une seule) des Techniques ». The offensive ones (Frappe puissante,
//! incapacitante, précise) need Arts martiaux (Techniques offensives) on the sheet (« Utilisation
//! libre : impossible », or for Frappe précise « non applicable ») and « avoir l'Initiative sur
//! son adversaire ». The combat mode (normal, offensive or charge) is not tracked: the GM
//! checks it.

use crate::engine::{Batch, Event, RuleError};
use crate::model::{Combatant, CombatantId, Condition, Encounter, Expiry, Step};

use super::Technique;
use super::initiative::{resolution_order, simultaneous};
use super::turn::main_marker;

/// The skill key of Arts martiaux (Techniques offensives).
pub const OFFENSIVE_SKILL: &str = "arts-martiaux-offensifs";

/// The condition marking the technique a combatant uses this round, by technique.
pub fn condition_name(technique: Technique) -> &'static str {
    match technique {
        Technique::Powerful => "powerful strike",
        Technique::Incapacitating => "incapacitating strike",
        Technique::Precise => "precise strike",
    }
}

const ALL: [Technique; 3] = [
    Technique::Powerful,
    Technique::Incapacitating,
    Technique::Precise,
];

/// A technique's name as the GM reads it.
pub fn label(technique: Technique) -> String {
    match technique {
        Technique::Powerful => crate::t!("words-pol-powerful-strike"),
        Technique::Incapacitating => crate::t!("words-pol-incapacitating-strike"),
        Technique::Precise => crate::t!("words-pol-precise-strike"),
    }
}

/// Refuses a technique its user may not use now, saying why.
pub fn check(
    state: &Encounter,
    attacker: &Combatant,
    target: &Combatant,
    technique: Technique,
) -> Result<(), RuleError> {
    let name = attacker.name.as_str();
    let trained = attacker
        .skills
        .get(OFFENSIVE_SKILL)
        .is_some_and(|s| !s.reserved);
    if !trained {
        return Err(RuleError::Invalid(crate::t!(
            "pol-refuse-technique-untrained",
            who = name,
            technique = label(technique)
        )));
    }
    if let Some(other) = ALL
        .into_iter()
        .filter(|t| *t != technique)
        .find(|t| attacker.has_condition(condition_name(*t)))
    {
        return Err(RuleError::Invalid(crate::t!(
            "pol-refuse-technique-one-per-round",
            who = name,
            technique = label(other)
        )));
    }
    if !has_initiative_over(state, attacker.id, target.id) {
        return Err(RuleError::Invalid(crate::t!(
            "pol-refuse-technique-initiative",
            who = name,
            target = target.name.as_str()
        )));
    }
    Ok(())
}

/// Whether `attacker` acts before `target` this round (a higher phase, or the same phase
/// with a higher Réaction, POL-28). Outside a round, or when either has no marker, there is
/// nothing to check.
fn has_initiative_over(state: &Encounter, attacker: CombatantId, target: CombatantId) -> bool {
    if !matches!(state.step, Step::Declaration | Step::Resolution) {
        return true;
    }
    let own = state
        .current
        .filter(|m| m.owner == attacker)
        .unwrap_or_else(|| main_marker(attacker));
    let (Some(a), Some(t)) = (
        state.ladder.get(own),
        state.ladder.get(main_marker(target)),
    ) else {
        return true;
    };
    resolution_order(state, a, t).is_lt() && !simultaneous(state, a, t)
}

/// Records the technique chosen for the rest of the round, the first time it is used.
pub fn mark(batch: &mut Batch, who: CombatantId, technique: Technique) {
    let state = batch.state();
    let name = condition_name(technique);
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

//! The phrases of this system's parse errors: what its verbs expect at a place, and
//! the parts of its commands that may be given only once. Each is a catalog key, said in
//! the current language where the error is shown.

use crate::script::{Expected, Part};

/// What the verbs expect at a given place.
pub(super) mod expected {
    use super::Expected;

    /// A skill, attribute or chance.
    pub(crate) const SKILL: Expected = Expected::Own("frcli-pol-expected-skill");

    /// A skill or attribute name.
    pub(crate) const SKILL_NAME: Expected = Expected::Own("frcli-pol-expected-skill-name");

    /// What may follow a test.
    pub(crate) const TEST_PART: Expected = Expected::Own("frcli-pol-expected-test-part");

    /// What may follow the first side of an opposed test.
    pub(crate) const OPPOSE_FIRST_PART: Expected =
        Expected::Own("frcli-pol-expected-oppose-first-part");

    /// What may follow the second side of an opposed test.
    pub(crate) const OPPOSE_SECOND_PART: Expected =
        Expected::Own("frcli-pol-expected-oppose-second-part");

    /// `vs` between the two sides of an opposed test.
    pub(crate) const VS: Expected = Expected::Own("frcli-pol-expected-vs");

    /// The target of an attack.
    pub(crate) const TARGET: Expected = Expected::Own("frcli-pol-expected-target");

    /// What may follow an attack.
    pub(crate) const ATTACK_PART: Expected = Expected::Own("frcli-pol-expected-attack-part");

    /// A hit location.
    pub(crate) const LOCATION: Expected = Expected::Own("frcli-pol-expected-location");

    /// A weapon's key.
    pub(crate) const WEAPON: Expected = Expected::Own("frcli-pol-expected-weapon");

    /// The number of attacks of an Enchaînement.
    pub(crate) const ATTACKS: Expected = Expected::Own("frcli-pol-expected-attacks");

    /// What may follow a weapon's key.
    pub(crate) const WEAPON_PART: Expected = Expected::Own("frcli-pol-expected-weapon-part");

    /// What may follow an armour's key.
    pub(crate) const ARMOUR_PART: Expected = Expected::Own("frcli-pol-expected-armour-part");

    /// What may follow the defence of an opposed attack.
    pub(crate) const DEFENCE_PART: Expected = Expected::Own("frcli-pol-expected-defence-part");

    /// A severity or `damage=N`.
    pub(crate) const SEVERITY_OR_DAMAGE: Expected =
        Expected::Own("frcli-pol-expected-severity-or-damage");

    /// A number of days of rest.
    pub(crate) const DAYS: Expected = Expected::Own("frcli-pol-expected-days");

    /// What may follow a wound.
    pub(crate) const WOUND_PART: Expected = Expected::Own("frcli-pol-expected-wound-part");

    /// A severity.
    pub(crate) const SEVERITY: Expected = Expected::Own("frcli-pol-expected-severity");

    /// A number of boxes.
    pub(crate) const BOXES: Expected = Expected::Own("frcli-pol-expected-boxes");

    /// `success` or `failure`.
    pub(crate) const OUTCOME: Expected = Expected::Own("frcli-pol-expected-outcome");

    /// What a combatant intends.
    pub(crate) const INTENT: Expected = Expected::Own("frcli-pol-expected-intent");

    /// A phase number.
    pub(crate) const PHASE: Expected = Expected::Own("frcli-pol-expected-phase");

    /// Initiative points lost.
    pub(crate) const POINTS: Expected = Expected::Own("frcli-pol-expected-points");

    /// An initiative value.
    pub(crate) const INITIATIVE: Expected = Expected::Own("frcli-pol-expected-initiative");

    /// A number of opponents.
    pub(crate) const OPPONENTS: Expected = Expected::Own("frcli-pol-expected-opponents");

    /// A chance.
    pub(crate) const CHANCE: Expected = Expected::Own("frcli-pol-expected-chance");
}

/// The parts of a command that may be given only once.
pub(super) mod part {
    use super::Part;

    /// A test's difficulty.
    pub(crate) const DIFFICULTY: Part = Part::Own("frcli-pol-part-difficulty");

    /// An attack's or wound's damage.
    pub(crate) const DAMAGE: Part = Part::Own("frcli-pol-part-damage");

    /// A hit location.
    pub(crate) const LOCATION: Part = Part::Own("frcli-pol-part-location");

    /// A martial-arts technique.
    pub(crate) const TECHNIQUE: Part = Part::Own("frcli-pol-part-technique");

    /// The weapon of an attack.
    pub(crate) const WEAPON: Part = Part::Own("frcli-pol-part-weapon");

    /// A test's extra degrees of difficulty.
    pub(crate) const HARDER: Part = Part::Own("frcli-pol-part-harder");

    /// An attack's aiming malus.
    pub(crate) const AIM: Part = Part::Own("frcli-pol-part-aim");

    /// A wound's shock malus.
    pub(crate) const SHOCK: Part = Part::Own("frcli-pol-part-shock");

    /// A wound's severity (or its damage).
    pub(crate) const HARM: Part = Part::Own("frcli-pol-part-harm");
}

#[cfg(test)]
#[path = "phrases_tests.rs"]
mod tests;

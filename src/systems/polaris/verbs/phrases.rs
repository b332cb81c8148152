//! The phrases of this system's parse errors: what its verbs expect at a place, and
//! the parts of its commands that may be given only once.

use crate::script::{Expected, Part};

/// What the verbs expect at a given place.
pub(super) mod expected {
    use super::Expected;

    /// A skill, attribute or chance.
    pub(crate) const SKILL: Expected = Expected::Own("a skill, an attribute or a chance (e.g. firearms, 12)");

    /// A skill or attribute name.
    pub(crate) const SKILL_NAME: Expected = Expected::Own("a skill or attribute name");

    /// What may follow a test.
    pub(crate) const TEST_PART: Expected = Expected::Own("a difficulty (e.g. hard, difficile, -5), a modifier (e.g. +2), secret or opposed");

    /// What may follow the first side of an opposed test.
    pub(crate) const OPPOSE_FIRST_PART: Expected = Expected::Own("a difficulty, a modifier, secret, or vs and the other side");

    /// What may follow the second side of an opposed test.
    pub(crate) const OPPOSE_SECOND_PART: Expected = Expected::Own("a difficulty, a modifier or secret");

    /// `vs` between the two sides of an opposed test.
    pub(crate) const VS: Expected = Expected::Own("vs and the other side (vs WHO WHAT)");

    /// The target of an attack.
    pub(crate) const TARGET: Expected = Expected::Own("the target's name");

    /// What may follow an attack.
    pub(crate) const ATTACK_PART: Expected = Expected::Own("a difficulty, a modifier, damage=N, at LOCATION, melee, charge, \
                 powerful, incapacitating, precise, bleeding or secret");

    /// A hit location.
    pub(crate) const LOCATION: Expected = Expected::Own("a hit location (e.g. left-arm)");

    /// A severity or `damage=N`.
    pub(crate) const SEVERITY_OR_DAMAGE: Expected = Expected::Own("a severity or damage=N");

    /// What may follow a wound.
    pub(crate) const WOUND_PART: Expected = Expected::Own("a location, a severity (e.g. serious), damage=N, bleeding or shock=N");

    /// A severity.
    pub(crate) const SEVERITY: Expected = Expected::Own("a severity (e.g. light, serious)");

    /// A number of boxes.
    pub(crate) const BOXES: Expected = Expected::Own("a number of boxes");

    /// `success` or `failure`.
    pub(crate) const OUTCOME: Expected = Expected::Own("success or failure");

    /// What a combatant intends.
    pub(crate) const INTENT: Expected = Expected::Own("what they intend to do");

    /// A phase number.
    pub(crate) const PHASE: Expected = Expected::Own("a phase number");

    /// Initiative points lost.
    pub(crate) const POINTS: Expected = Expected::Own("a number of initiative points");

    /// An initiative value.
    pub(crate) const INITIATIVE: Expected = Expected::Own("an initiative value");

    /// A number of opponents.
    pub(crate) const OPPONENTS: Expected = Expected::Own("a number of opponents");

    /// A chance.
    pub(crate) const CHANCE: Expected = Expected::Own("a chance (e.g. 12)");
}

/// The parts of a command that may be given only once.
pub(super) mod part {
    use super::Part;

    /// A test's difficulty.
    pub(crate) const DIFFICULTY: Part = Part::Own("the difficulty");

    /// An attack's or wound's damage.
    pub(crate) const DAMAGE: Part = Part::Own("the damage");

    /// A hit location.
    pub(crate) const LOCATION: Part = Part::Own("the location");

    /// A martial-arts technique.
    pub(crate) const TECHNIQUE: Part = Part::Own("a technique (powerful, incapacitating or precise)");

    /// A wound's shock malus.
    pub(crate) const SHOCK: Part = Part::Own("the shock malus");

    /// A wound's severity (or its damage).
    pub(crate) const HARM: Part = Part::Own("the severity (or damage=N)");
}

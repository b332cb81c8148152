//! The phrases of this system's parse errors: what its verbs expect at a place, and
//! the parts of its commands that may be given only once.

use crate::script::{Expected, Part};

/// What the verbs expect at a given place.
pub(super) mod expected {
    use super::Expected;
    use crate::text::fixed;

    /// The target of an attack.
    pub(crate) fn target() -> Expected {
        Expected::Own(fixed("pool-expected-target"))
    }

    /// A weapon's key (gear on the sheet).
    pub(crate) fn weapon() -> Expected {
        Expected::Own(fixed("pool-expected-weapon"))
    }

    /// What `reload` reads after the name.
    pub(crate) fn reload_part() -> Expected {
        Expected::Own(fixed("pool-expected-reload-part"))
    }

    /// A number of boxes.
    pub(crate) fn boxes() -> Expected {
        Expected::Own(fixed("pool-expected-boxes"))
    }

    /// A number of days of rest.
    pub(crate) fn days() -> Expected {
        Expected::Own(fixed("pool-expected-days"))
    }

    /// What a combatant intends.
    pub(crate) fn intent() -> Expected {
        Expected::Own(fixed("pool-expected-intent"))
    }

    /// A pool type.
    pub(crate) fn pool_type() -> Expected {
        Expected::Own(fixed("pool-expected-pool-type"))
    }

    /// `score=N` after a pool type.
    pub(crate) fn score() -> Expected {
        Expected::Own(fixed("pool-expected-score"))
    }

    /// A readiness word.
    pub(crate) fn readiness() -> Expected {
        Expected::Own(fixed("pool-expected-readiness"))
    }

    /// A stress level.
    pub(crate) fn stress_level() -> Expected {
        Expected::Own(fixed("pool-expected-stress-level"))
    }

    /// A recharge word.
    pub(crate) fn recharge_kind() -> Expected {
        Expected::Own(fixed("pool-expected-recharge-kind"))
    }

    /// A number of tokens.
    pub(crate) fn tokens() -> Expected {
        Expected::Own(fixed("pool-expected-tokens"))
    }

    /// A number of tokens or `all`.
    pub(crate) fn tokens_or_all() -> Expected {
        Expected::Own(fixed("pool-expected-tokens-or-all"))
    }

    /// What may follow the count of `spend`.
    pub(crate) fn spend_part() -> Expected {
        Expected::Own(fixed("pool-expected-spend-part"))
    }

    /// What tokens are spent on.
    pub(crate) fn spend_purpose() -> Expected {
        Expected::Own(fixed("pool-expected-spend-purpose"))
    }

    /// The free action taken.
    pub(crate) fn free_action() -> Expected {
        Expected::Own(fixed("pool-expected-free-action"))
    }

    /// One or more targets.
    pub(crate) fn targets() -> Expected {
        Expected::Own(fixed("pool-expected-targets"))
    }

    /// `at` and the targets.
    pub(crate) fn at_targets() -> Expected {
        Expected::Own(fixed("pool-expected-at-targets"))
    }

    /// `hits=N` or `dice=N`.
    pub(crate) fn successes() -> Expected {
        Expected::Own(fixed("pool-expected-successes"))
    }

    /// A number of dice.
    pub(crate) fn dice() -> Expected {
        Expected::Own(fixed("pool-expected-dice"))
    }

    /// A number of bullets.
    pub(crate) fn bullets() -> Expected {
        Expected::Own(fixed("pool-expected-bullets"))
    }

    /// What may follow a ranged attack.
    pub(crate) fn shot_part() -> Expected {
        Expected::Own(fixed("pool-expected-shot-part"))
    }

    /// What may follow suppressive fire.
    pub(crate) fn suppress_part() -> Expected {
        Expected::Own(fixed("pool-expected-suppress-part"))
    }

    /// What may follow a throw.
    pub(crate) fn throw_part() -> Expected {
        Expected::Own(fixed("pool-expected-throw-part"))
    }

    /// What may follow a blast.
    pub(crate) fn blast_part() -> Expected {
        Expected::Own(fixed("pool-expected-blast-part"))
    }

    /// The damage of a blast, or who threw it.
    pub(crate) fn blast_damage() -> Expected {
        Expected::Own(fixed("pool-expected-blast-damage"))
    }

    /// What may follow a melee exchange.
    pub(crate) fn melee_part() -> Expected {
        Expected::Own(fixed("pool-expected-melee-part"))
    }

    /// How the defender meets a melee attack.
    pub(crate) fn defence() -> Expected {
        Expected::Own(fixed("pool-expected-defence"))
    }

    /// A reduced-lethality risk.
    pub(crate) fn risk() -> Expected {
        Expected::Own(fixed("pool-expected-risk"))
    }

    /// What the melee winner takes.
    pub(crate) fn effect() -> Expected {
        Expected::Own(fixed("pool-expected-effect"))
    }

    /// What may follow `lethality WHO RISK`.
    pub(crate) fn lethality_part() -> Expected {
        Expected::Own(fixed("pool-expected-lethality-part"))
    }

    /// The hits of both sides of an opposed roll.
    pub(crate) fn hits_pair() -> Expected {
        Expected::Own(fixed("pool-expected-hits-pair"))
    }

    /// What may follow an opposed roll.
    pub(crate) fn opposed_part() -> Expected {
        Expected::Own(fixed("pool-expected-opposed-part"))
    }

    /// What may follow `damage WHO N`.
    pub(crate) fn damage_part() -> Expected {
        Expected::Own(fixed("pool-expected-damage-part"))
    }

    /// What may follow `heal WHO N` on a condition monitor.
    pub(crate) fn heal_part() -> Expected {
        Expected::Own(fixed("pool-expected-heal-part"))
    }

    /// A number of defense successes, or `all`.
    pub(crate) fn ignore() -> Expected {
        Expected::Own(fixed("pool-expected-ignore"))
    }
}

/// The parts of a command that may be given only once.
pub(super) mod part {
    use super::Part;
    use crate::text::fixed;

    /// An attack's or wound's damage.
    pub(crate) fn damage() -> Part {
        Part::Own(fixed("pool-part-damage"))
    }

    /// The successes of a roll (`hits=N` or `dice=N`).
    pub(crate) fn successes() -> Part {
        Part::Own(fixed("pool-part-successes"))
    }

    /// A range band.
    pub(crate) fn range() -> Part {
        Part::Own(fixed("pool-part-range"))
    }

    /// A threshold modifier.
    pub(crate) fn threshold() -> Part {
        Part::Own(fixed("pool-part-threshold"))
    }

    /// Tokens spent on an action.
    pub(crate) fn spend() -> Part {
        Part::Own(fixed("pool-part-spend"))
    }

    /// A fire mode.
    pub(crate) fn fire_mode() -> Part {
        Part::Own(fixed("pool-part-fire-mode"))
    }

    /// The kept damage token (SRP-12).
    pub(crate) fn weapon() -> Part {
        Part::Own(fixed("pool-part-weapon"))
    }

    /// The magazine's capacity (`magazine=N`).
    pub(crate) fn magazine() -> Part {
        Part::Own(fixed("pool-part-magazine"))
    }

    /// The kept damage token (`token=N`).
    pub(crate) fn token() -> Part {
        Part::Own(fixed("pool-part-token"))
    }

    /// A weapon trigger.
    pub(crate) fn trigger() -> Part {
        Part::Own(fixed("pool-part-trigger"))
    }

    /// Recoil compensation.
    pub(crate) fn rc() -> Part {
        Part::Own(fixed("pool-part-rc"))
    }

    /// A skill rating.
    pub(crate) fn skill_rating() -> Part {
        Part::Own(fixed("pool-part-skill-rating"))
    }

    /// Adjust points.
    pub(crate) fn adjust() -> Part {
        Part::Own(fixed("pool-part-adjust"))
    }

    /// The kind of damage.
    pub(crate) fn kind() -> Part {
        Part::Own(fixed("pool-part-kind"))
    }

    /// A reduced-lethality risk.
    pub(crate) fn risk() -> Part {
        Part::Own(fixed("pool-part-risk"))
    }

    /// Careful use of a weapon.
    pub(crate) fn care() -> Part {
        Part::Own(fixed("pool-part-care"))
    }

    /// Damage resistance.
    pub(crate) fn soak() -> Part {
        Part::Own(fixed("pool-part-soak"))
    }

    /// The defense an attack ignores.
    pub(crate) fn ignore() -> Part {
        Part::Own(fixed("pool-part-ignore"))
    }

    /// The targets.
    pub(crate) fn targets() -> Part {
        Part::Own(fixed("pool-part-targets"))
    }

    /// Who defies suppressive fire.
    pub(crate) fn defy() -> Part {
        Part::Own(fixed("pool-part-defy"))
    }

    /// Who threw an area weapon.
    pub(crate) fn by() -> Part {
        Part::Own(fixed("pool-part-by"))
    }

    /// How the defender meets a melee attack.
    pub(crate) fn defence() -> Part {
        Part::Own(fixed("pool-part-defence"))
    }

    /// The defender's weapon damage.
    pub(crate) fn their_damage() -> Part {
        Part::Own(fixed("pool-part-their-damage"))
    }

    /// What the melee winner takes.
    pub(crate) fn effect() -> Part {
        Part::Own(fixed("pool-part-effect"))
    }

    /// The hits of an opposed roll.
    pub(crate) fn hits() -> Part {
        Part::Own(fixed("pool-part-hits"))
    }

    /// The condition monitor.
    pub(crate) fn track() -> Part {
        Part::Own(fixed("pool-part-track"))
    }
}

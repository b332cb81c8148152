//! The phrases of this system's parse errors: what its verbs expect at a place, and
//! the parts of its commands that may be given only once.

use crate::script::{Expected, Part};

/// What the verbs expect at a given place.
pub(super) mod expected {
    use super::Expected;

    /// The target of an attack.
    pub(crate) const TARGET: Expected = Expected::Own("the target's name");

    /// A number of boxes.
    pub(crate) const BOXES: Expected = Expected::Own("a number of boxes");

    /// What a combatant intends.
    pub(crate) const INTENT: Expected = Expected::Own("what they intend to do");

    /// A pool type.
    pub(crate) const POOL_TYPE: Expected = Expected::Own("a pool type (e.g. instinct, tactics)");

    /// `score=N` after a pool type.
    pub(crate) const SCORE: Expected = Expected::Own("score=N (a fixed pool score)");

    /// A readiness word.
    pub(crate) const READINESS: Expected = Expected::Own("a readiness (none, ready or position)");

    /// A stress level.
    pub(crate) const STRESS_LEVEL: Expected = Expected::Own("a stress level (low, moderate or high; or 0, 1, 2)");

    /// A recharge word.
    pub(crate) const RECHARGE_KIND: Expected = Expected::Own("a recharge (fast, slow or both)");

    /// A number of tokens.
    pub(crate) const TOKENS: Expected = Expected::Own("a number of tokens");

    /// A number of tokens or `all`.
    pub(crate) const TOKENS_OR_ALL: Expected = Expected::Own("a number of tokens, or all");

    /// What may follow the count of `spend`.
    pub(crate) const SPEND_PART: Expected = Expected::Own("other (tokens of another pool), or for and what they are for");

    /// What tokens are spent on.
    pub(crate) const SPEND_PURPOSE: Expected = Expected::Own("what the tokens are spent on");

    /// The free action taken.
    pub(crate) const FREE_ACTION: Expected = Expected::Own("the free action (e.g. shouts grenade)");

    /// One or more targets.
    pub(crate) const TARGETS: Expected = Expected::Own("the targets' names (a,b or a b)");

    /// `at` and the targets.
    pub(crate) const AT_TARGETS: Expected = Expected::Own("at and the targets (at TARGET[,TARGET...])");

    /// `hits=N` or `dice=N`.
    pub(crate) const SUCCESSES: Expected = Expected::Own("hits=N (the successes rolled at the table) or dice=N (fray rolls N d6)");

    /// A number of dice.
    pub(crate) const DICE: Expected = Expected::Own("a number of dice");

    /// A number of bullets.
    pub(crate) const BULLETS: Expected = Expected::Own("a number of bullets");

    /// What may follow a ranged attack.
    pub(crate) const SHOT_PART: Expected = Expected::Own("at TARGETS, hits=N, dice=N, a range (short, medium, long, extreme), \
                 threshold=±N, spend=N, single, multiple=N, spray, spray=N, semi, virtual, auto, \
                 rc=N, skill=N, adjust=N, damage=N, stun, electrical, risk=low|high, care=N, \
                 soak=N, ignore=N|all or spent");

    /// What may follow suppressive fire.
    pub(crate) const SUPPRESS_PART: Expected = Expected::Own("at TARGETS, hits=N, dice=N, a range (short, medium, long, extreme), \
                 threshold=±N, spend=N, defy=TARGETS, damage=N, stun, electrical, \
                 risk=low|high or soak=N");

    /// What may follow a throw.
    pub(crate) const THROW_PART: Expected = Expected::Own("at TARGET, hits=N, dice=N, a range (short, medium, long, extreme), \
                 threshold=±N or spend=N");

    /// What may follow a blast.
    pub(crate) const BLAST_PART: Expected = Expected::Own("damage=N, stun, electrical, risk=low|high, soak=N or by WHO");

    /// The damage of a blast, or who threw it.
    pub(crate) const BLAST_DAMAGE: Expected = Expected::Own("damage=N, or by WHO to use their weapon");

    /// What may follow a melee exchange.
    pub(crate) const MELEE_PART: Expected = Expected::Own("hits=N, dice=N, dodge, back=N, backdice=N, damage=N, their-damage=N, stun, \
                 electrical, ranged, effect=damage|ground|hold|advantage, spend=N, soak=N \
                 or risk=low|high");

    /// How the defender meets a melee attack.
    pub(crate) const DEFENCE: Expected = Expected::Own("how the defender meets it: dodge, back=N (their hits) or backdice=N \
                 (fray rolls N d6)");

    /// A reduced-lethality risk.
    pub(crate) const RISK: Expected = Expected::Own("a risk (low, high or none)");

    /// What the melee winner takes.
    pub(crate) const EFFECT: Expected = Expected::Own("an effect (damage, ground, hold or advantage)");

    /// What may follow `lethality WHO RISK`.
    pub(crate) const LETHALITY_PART: Expected = Expected::Own("care=N (careful use)");

    /// The hits of both sides of an opposed roll.
    pub(crate) const HITS_PAIR: Expected = Expected::Own("the hits of both sides (hits=N,M)");

    /// What may follow an opposed roll.
    pub(crate) const OPPOSED_PART: Expected = Expected::Own("hits=N,M (without it, each rolls Reaction)");

    /// What may follow `damage WHO N`.
    pub(crate) const DAMAGE_PART: Expected = Expected::Own("stun or soak=N");

    /// What may follow `heal WHO N` on a condition monitor.
    pub(crate) const HEAL_PART: Expected = Expected::Own("stun (the stun monitor)");

    /// A number of defense successes, or `all`.
    pub(crate) const IGNORE: Expected = Expected::Own("a number of defense successes, or all");
}

/// The parts of a command that may be given only once.
pub(super) mod part {
    use super::Part;

    /// An attack's or wound's damage.
    pub(crate) const DAMAGE: Part = Part::Own("the damage");

    /// The successes of a roll (`hits=N` or `dice=N`).
    pub(crate) const SUCCESSES: Part = Part::Own("the successes (hits=N or dice=N)");

    /// A range band.
    pub(crate) const RANGE: Part = Part::Own("the range");

    /// A threshold modifier.
    pub(crate) const THRESHOLD: Part = Part::Own("the threshold modifier");

    /// Tokens spent on an action.
    pub(crate) const SPEND: Part = Part::Own("the tokens spent");

    /// A fire mode.
    pub(crate) const FIRE_MODE: Part = Part::Own("the fire mode (single, multiple=N or spray)");

    /// A weapon trigger.
    pub(crate) const TRIGGER: Part = Part::Own("the trigger (semi, virtual or auto)");

    /// Recoil compensation.
    pub(crate) const RC: Part = Part::Own("the recoil compensation");

    /// A skill rating.
    pub(crate) const SKILL_RATING: Part = Part::Own("the skill rating");

    /// Adjust points.
    pub(crate) const ADJUST: Part = Part::Own("the adjust points");

    /// The kind of damage.
    pub(crate) const KIND: Part = Part::Own("the kind of damage (stun or electrical)");

    /// A reduced-lethality risk.
    pub(crate) const RISK: Part = Part::Own("the risk");

    /// Careful use of a weapon.
    pub(crate) const CARE: Part = Part::Own("the careful use");

    /// Damage resistance.
    pub(crate) const SOAK: Part = Part::Own("the soak");

    /// The defense an attack ignores.
    pub(crate) const IGNORE: Part = Part::Own("the defense ignored");

    /// The targets.
    pub(crate) const TARGETS: Part = Part::Own("the targets");

    /// Who defies suppressive fire.
    pub(crate) const DEFY: Part = Part::Own("who defies it");

    /// Who threw an area weapon.
    pub(crate) const BY: Part = Part::Own("who threw it");

    /// How the defender meets a melee attack.
    pub(crate) const DEFENCE: Part = Part::Own("the defence (dodge, back=N or backdice=N)");

    /// The defender's weapon damage.
    pub(crate) const THEIR_DAMAGE: Part = Part::Own("the defender's damage");

    /// What the melee winner takes.
    pub(crate) const EFFECT: Part = Part::Own("the effect");

    /// The hits of an opposed roll.
    pub(crate) const HITS: Part = Part::Own("the hits");

    /// The condition monitor.
    pub(crate) const TRACK: Part = Part::Own("the monitor");
}

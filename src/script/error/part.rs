//! The parts of a command that may be given only once, and the phrases naming them.

/// A part of a command that may be given only once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The side of a new combatant.
    Side,
    /// The template of a new combatant.
    Template,
    /// A test's difficulty.
    Difficulty,
    /// An attack's or wound's damage.
    Damage,
    /// A hit location.
    Location,
    /// A martial-arts technique.
    Technique,
    /// A wound's shock malus.
    Shock,
    /// A wound's severity (or its damage).
    Harm,
    /// The successes of a roll (`hits=N` or `dice=N`).
    Successes,
    /// A range band.
    Range,
    /// A threshold modifier.
    Threshold,
    /// Tokens spent on an action.
    Spend,
    /// A fire mode.
    FireMode,
    /// A weapon trigger.
    Trigger,
    /// Recoil compensation.
    Rc,
    /// A skill rating.
    SkillRating,
    /// Adjust points.
    Adjust,
    /// The kind of damage.
    Kind,
    /// A reduced-lethality risk.
    Risk,
    /// Careful use of a weapon.
    Care,
    /// Damage resistance.
    Soak,
    /// The defense an attack ignores.
    Ignore,
    /// The targets.
    Targets,
    /// Who defies suppressive fire.
    Defy,
    /// Who threw an area weapon.
    By,
    /// How the defender meets a melee attack.
    Defence,
    /// The defender's weapon damage.
    TheirDamage,
    /// What the melee winner takes.
    Effect,
    /// The hits of an opposed roll.
    Hits,
    /// The condition monitor.
    Track,
    /// A pool type's fixed score.
    Score,
    /// A flag word.
    Word,
}

impl Part {
    /// The phrase naming the part.
    pub fn describe(self) -> &'static str {
        match self {
            Part::Side => "the side",
            Part::Template => "the template",
            Part::Difficulty => "the difficulty",
            Part::Damage => "the damage",
            Part::Location => "the location",
            Part::Technique => "a technique (powerful, incapacitating or precise)",
            Part::Shock => "the shock malus",
            Part::Harm => "the severity (or damage=N)",
            Part::Successes => "the successes (hits=N or dice=N)",
            Part::Range => "the range",
            Part::Threshold => "the threshold modifier",
            Part::Spend => "the tokens spent",
            Part::FireMode => "the fire mode (single, multiple=N or spray)",
            Part::Trigger => "the trigger (semi, virtual or auto)",
            Part::Rc => "the recoil compensation",
            Part::SkillRating => "the skill rating",
            Part::Adjust => "the adjust points",
            Part::Kind => "the kind of damage (stun or electrical)",
            Part::Risk => "the risk",
            Part::Care => "the careful use",
            Part::Soak => "the soak",
            Part::Ignore => "the defense ignored",
            Part::Targets => "the targets",
            Part::Defy => "who defies it",
            Part::By => "who threw it",
            Part::Defence => "the defence (dodge, back=N or backdice=N)",
            Part::TheirDamage => "the defender's damage",
            Part::Effect => "the effect",
            Part::Hits => "the hits",
            Part::Track => "the monitor",
            Part::Score => "the score",
            Part::Word => "this word",
        }
    }
}

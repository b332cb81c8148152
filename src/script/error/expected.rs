//! What the parser expected at a given place, and the phrase naming it.

/// What the parser expected at a given place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// A combatant's name.
    Combatant,
    /// A name for a new combatant.
    Name,
    /// The new name of a combatant.
    NewName,
    /// A side word.
    Side,
    /// What may follow the name in `add`.
    AddPart,
    /// A bestiary template.
    Template,
    /// A `key=value` sheet assignment.
    KeyValue,
    /// The value of a `key=value`.
    Value,
    /// A condition name.
    Condition,
    /// What may follow the condition name.
    ConditionPart,
    /// A number of rounds.
    Rounds,
    /// `start` or `end` after `until`.
    StartOrEnd,
    /// Dice notation.
    Notation,
    /// The purpose of a roll.
    Purpose,
    /// An option name.
    OptionKey,
    /// An option value.
    OptionValue,
    /// A countdown label.
    Label,
    /// A number of attempts.
    Attempts,
    /// A skill, attribute or chance.
    Skill,
    /// A skill or attribute name.
    SkillName,
    /// What may follow a test.
    TestPart,
    /// What may follow the first side of an opposed test.
    OpposeFirstPart,
    /// What may follow the second side of an opposed test.
    OpposeSecondPart,
    /// `vs` between the two sides of an opposed test.
    Vs,
    /// The target of an attack.
    Target,
    /// What may follow an attack.
    AttackPart,
    /// A hit location.
    Location,
    /// A severity or `damage=N`.
    SeverityOrDamage,
    /// What may follow a wound.
    WoundPart,
    /// A severity.
    Severity,
    /// A number of boxes.
    Boxes,
    /// `success` or `failure`.
    Outcome,
    /// What a combatant intends.
    Intent,
    /// A phase number.
    Phase,
    /// A malus.
    Malus,
    /// Initiative points lost.
    Points,
    /// An initiative value.
    Initiative,
    /// A number of opponents.
    Opponents,
    /// A chance.
    Chance,
    /// A signed number.
    Number,
    /// A pool type.
    PoolType,
    /// `score=N` after a pool type.
    Score,
    /// A readiness word.
    Readiness,
    /// A stress level.
    StressLevel,
    /// A recharge word.
    RechargeKind,
    /// A number of tokens.
    Tokens,
    /// A number of tokens or `all`.
    TokensOrAll,
    /// What may follow the count of `spend`.
    SpendPart,
    /// What tokens are spent on.
    SpendPurpose,
    /// The free action taken.
    FreeAction,
    /// One or more targets.
    Targets,
    /// `at` and the targets.
    AtTargets,
    /// `hits=N` or `dice=N`.
    Successes,
    /// A number of dice.
    Dice,
    /// A number of bullets.
    Bullets,
    /// What may follow a ranged attack.
    ShotPart,
    /// What may follow suppressive fire.
    SuppressPart,
    /// What may follow a throw.
    ThrowPart,
    /// What may follow a blast.
    BlastPart,
    /// The damage of a blast, or who threw it.
    BlastDamage,
    /// What may follow a melee exchange.
    MeleePart,
    /// How the defender meets a melee attack.
    Defence,
    /// A reduced-lethality risk.
    Risk,
    /// What the melee winner takes.
    Effect,
    /// What may follow `lethality WHO RISK`.
    LethalityPart,
    /// The hits of both sides of an opposed roll.
    HitsPair,
    /// What may follow an opposed roll.
    OpposedPart,
    /// What may follow `damage WHO N`.
    DamagePart,
    /// What may follow `heal WHO N` on a condition monitor.
    HealPart,
    /// A number of defense successes, or `all`.
    Ignore,
}

impl Expected {
    /// The phrase naming what was expected.
    pub fn describe(self) -> &'static str {
        match self {
            Expected::Combatant => "a combatant's name",
            Expected::Name => "a name (quote it if it has spaces)",
            Expected::NewName => "the new name",
            Expected::Side => "a side (pc, ally, enemy or neutral)",
            Expected::AddPart => "a side (pc, ally, enemy, neutral), from TEMPLATE or key=value",
            Expected::Template => "a template name",
            Expected::KeyValue => "key=value",
            Expected::Value => "a value (14, -2, 4+9, X, 2+X, or - to remove)",
            Expected::Condition => "a condition name",
            Expected::ConditionPart => {
                "a value (e.g. -5), for N rounds, until start of WHO or until end of WHO"
            }
            Expected::Rounds => "a number of rounds",
            Expected::StartOrEnd => "start or end (until start of WHO, until end of WHO)",
            Expected::Notation => "dice (e.g. d20, 2d6+3)",
            Expected::Purpose => "what the roll is for",
            Expected::OptionKey => "an option name",
            Expected::OptionValue => "a value for the option",
            Expected::Label => "a countdown label",
            Expected::Attempts => "a number of attempts",
            Expected::Skill => "a skill, an attribute or a chance (e.g. firearms, 12)",
            Expected::SkillName => "a skill or attribute name",
            Expected::TestPart => {
                "a difficulty (e.g. hard, difficile, -5), a modifier (e.g. +2), secret or opposed"
            }
            Expected::OpposeFirstPart => {
                "a difficulty, a modifier, secret, or vs and the other side"
            }
            Expected::OpposeSecondPart => "a difficulty, a modifier or secret",
            Expected::Vs => "vs and the other side (vs WHO WHAT)",
            Expected::Target => "the target's name",
            Expected::AttackPart => {
                "a difficulty, a modifier, damage=N, at LOCATION, melee, charge, \
                 powerful, incapacitating, precise, bleeding or secret"
            }
            Expected::Location => "a hit location (e.g. left-arm)",
            Expected::SeverityOrDamage => "a severity or damage=N",
            Expected::WoundPart => {
                "a location, a severity (e.g. serious), damage=N, bleeding or shock=N"
            }
            Expected::Severity => "a severity (e.g. light, serious)",
            Expected::Boxes => "a number of boxes",
            Expected::Outcome => "success or failure",
            Expected::Intent => "what they intend to do",
            Expected::Phase => "a phase number",
            Expected::Malus => "a malus (e.g. -3)",
            Expected::Points => "a number of initiative points",
            Expected::Initiative => "an initiative value",
            Expected::Opponents => "a number of opponents",
            Expected::Chance => "a chance (e.g. 12)",
            Expected::Number => "a number",
            Expected::PoolType => "a pool type (e.g. instinct, tactics)",
            Expected::Score => "score=N (a fixed pool score)",
            Expected::Readiness => "a readiness (none, ready or position)",
            Expected::StressLevel => "a stress level (low, moderate or high; or 0, 1, 2)",
            Expected::RechargeKind => "a recharge (fast, slow or both)",
            Expected::Tokens => "a number of tokens",
            Expected::TokensOrAll => "a number of tokens, or all",
            Expected::SpendPart => "other (tokens of another pool), or for and what they are for",
            Expected::SpendPurpose => "what the tokens are spent on",
            Expected::FreeAction => "the free action (e.g. shouts grenade)",
            Expected::Targets => "the targets' names (a,b or a b)",
            Expected::AtTargets => "at and the targets (at TARGET[,TARGET...])",
            Expected::Successes => {
                "hits=N (the successes rolled at the table) or dice=N (fray rolls N d6)"
            }
            Expected::Dice => "a number of dice",
            Expected::Bullets => "a number of bullets",
            Expected::ShotPart => {
                "at TARGETS, hits=N, dice=N, a range (short, medium, long, extreme), \
                 threshold=±N, spend=N, single, multiple=N, spray, spray=N, semi, virtual, auto, \
                 rc=N, skill=N, adjust=N, damage=N, stun, electrical, risk=low|high, care=N, \
                 soak=N, ignore=N|all or spent"
            }
            Expected::SuppressPart => {
                "at TARGETS, hits=N, dice=N, a range (short, medium, long, extreme), \
                 threshold=±N, spend=N, defy=TARGETS, damage=N, stun, electrical, \
                 risk=low|high or soak=N"
            }
            Expected::ThrowPart => {
                "at TARGET, hits=N, dice=N, a range (short, medium, long, extreme), \
                 threshold=±N or spend=N"
            }
            Expected::BlastPart => "damage=N, stun, electrical, risk=low|high, soak=N or by WHO",
            Expected::BlastDamage => "damage=N, or by WHO to use their weapon",
            Expected::MeleePart => {
                "hits=N, dice=N, dodge, back=N, backdice=N, damage=N, their-damage=N, stun, \
                 electrical, ranged, effect=damage|ground|hold|advantage, spend=N, soak=N \
                 or risk=low|high"
            }
            Expected::Defence => {
                "how the defender meets it: dodge, back=N (their hits) or backdice=N \
                 (fray rolls N d6)"
            }
            Expected::Risk => "a risk (low, high or none)",
            Expected::Effect => "an effect (damage, ground, hold or advantage)",
            Expected::LethalityPart => "care=N (careful use)",
            Expected::HitsPair => "the hits of both sides (hits=N,M)",
            Expected::OpposedPart => "hits=N,M (without it, each rolls Reaction)",
            Expected::DamagePart => "stun or soak=N",
            Expected::HealPart => "stun (the stun monitor)",
            Expected::Ignore => "a number of defense successes, or all",
        }
    }
}

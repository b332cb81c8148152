//! The commands only the combat-pool rules understand (SRP-01 to SRP-22). Each variant's
//! doc gives its line in the command language.

use serde::{Deserialize, Serialize};

/// How ready for combat a character was when it started (SRP-03).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Readiness {
    /// Caught unprepared: the mandatory fast recharge only.
    None,
    /// Ready for combat (*prêt au combat*): a slow recharge instead.
    Ready,
    /// In position (*en position*: ambush, entrenched): both recharges combined.
    Position,
}

/// The stress level (*niveau de stress*, SRP-04).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stress {
    /// Faible: every spent token counts; acting on another pool is free.
    Low,
    /// Modéré: every second spent token counts only if a success; another pool costs 1.
    Moderate,
    /// Important: every spent token counts only if a success; another pool costs 2.
    High,
}

/// Which recharge (SRP-02).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Recharge {
    /// *Recharge rapide* (Catch one's breath): R/2 tokens.
    Fast,
    /// *Recharge lente* (Assess the situation): R tokens.
    Slow,
    /// Both at once: only for a character in position when combat starts (SRP-03).
    Both,
}

/// A number of tokens, or all of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Amount {
    /// Exactly this many.
    Count { count: u32 },
    /// Every token available.
    All,
}

/// What a change of intention costs (SRP-05).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum IntentCost {
    /// An obvious change: free.
    Free,
    /// A subtle change: one token, drawn face up; refunded on a success with Instinct.
    Token,
    /// Not paid: the change takes a simple action.
    Action,
}

/// The range band of a ranged attack (SRP-13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Range {
    /// Courte: threshold 0 (Routinier).
    Short,
    /// Moyenne: threshold 1 (Basique).
    Medium,
    /// Longue: threshold 2 (Simple).
    Long,
    /// Extrême: threshold 4 (Complexe).
    Extreme,
}

/// The weapon's mechanism, for spray fire (SRP-14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// Semi-automatic, physical trigger: Agility bullets per spray action; 2 per action in
    /// multiple-shot mode.
    Semi,
    /// Semi-automatic with a virtual trigger: 6 bullets per spray action.
    Virtual,
    /// Automatic: 10 bullets per spray action.
    Auto,
}

/// The fire mode of a ranged attack (SRP-14). Suppression is its own command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "mode", rename_all = "snake_case")]
pub enum FireMode {
    /// *Tir unique*: one bullet, one damage token.
    Single,
    /// *Tirs multiples*: N bullets or bursts, N ≤ skill rating (2 with a physical trigger);
    /// one damage token each (SRP-OP-05).
    Multiple { bullets: u32 },
    /// *Tir dans le tas*: the trigger's bullets (or fewer, given), +1 per 3 bullets over
    /// consecutive spray actions, at most recoil compensation + 1; one damage token.
    Spray { bullets: Option<u32> },
}

/// How the attacker's successes are obtained (SRP-OP-01).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Successes {
    /// The GM gives the successes of the roll made at the table.
    Given { hits: u32 },
    /// The tracker rolls N d6, hits on 5–6, after the wound modifier.
    Roll { dice: u32 },
}

/// Reduced-lethality risk of a stun weapon (SRP-19).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Risk {
    /// No check (careful use brought it down).
    None,
    /// Risque réduit: two tokens, lethal only if both fail.
    Low,
    /// Risque élevé: one token, lethal if it fails.
    High,
}

/// The kind of damage an attack deals (SRP-19 to SRP-21).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageKind {
    /// Physical damage: the physical monitor.
    #[default]
    Physical,
    /// Stun damage: the stun monitor, overflowing into physical.
    Stun,
    /// Electrical damage: stun rules, never increased (SRP-20, SRP-OP-10).
    Electrical,
}

/// Which condition monitor (SRP-21).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Track {
    /// The physical monitor.
    Physical,
    /// The stun monitor.
    Stun,
}

/// What an attack does once it hits, shared by shots, blasts, melee and defied suppression.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Harm {
    /// Weapon base damage; `None` reads the attacker's `weapon` stat.
    pub damage: Option<i32>,
    /// Physical, stun or electrical.
    pub kind: DamageKind,
    /// Reduced-lethality risk for stun and electrical weapons (SRP-19); `None` takes no check.
    pub risk: Option<Risk>,
    /// Damage resistance entered by the GM, taken off before boxes are checked (SRP-21).
    pub soak: u32,
}

/// A ranged attack (SRP-12 to SRP-16, SRP-19, SRP-20, SRP-22).
///
/// `attack WHO at TARGET[,TARGET...] (hits=N | dice=N) [short|medium|long|extreme]
/// [threshold=±N] [spend=N] [single | multiple=N | spray[=N]] [semi|virtual|auto] [rc=N]
/// [skill=N] [adjust=N] [damage=N] [stun|electrical] [risk=low|high] [care=N] [soak=N]
/// [ignore=N|all] [spent] [token=N] [with WEAPON]`
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shot {
    /// The shooter, as typed.
    pub who: String,
    /// One target, or several with multiple actions (SRP-22: threshold +1 per extra one).
    pub targets: Vec<String>,
    /// The roll's successes.
    pub successes: Successes,
    /// Range band.
    pub range: Range,
    /// Threshold modifiers from visibility, movement, cover (no recoil), + makes it harder.
    pub threshold: i32,
    /// Tokens spent on the shot, drawn face up and filtered by stress (SRP-04).
    pub spend: u32,
    /// Fire mode.
    pub mode: FireMode,
    /// The weapon's trigger; `None` reads the attacker's `trigger` stat (0 semi, 1 virtual,
    /// 2 auto), else semi.
    pub trigger: Option<Trigger>,
    /// Recoil compensation, for the spray cap; `None` reads the `rc` stat.
    pub rc: Option<u32>,
    /// Skill rating, for the multiple-shot cap; `None` reads the `firearms` stat.
    pub skill: Option<u32>,
    /// Adjust points (SRP-12): −1 attack score each, +1 damage token each.
    pub adjust: u32,
    /// What a hit does.
    pub harm: Harm,
    /// Careful use of a reduced-lethality weapon (SRP-19): −N to the attack, risk N steps lower.
    pub care: u32,
    /// The GM lets the attack ignore that much of the defense; `None` ignores nothing and
    /// `Some(u32::MAX)` all of it (attacked from behind, SRP-07).
    pub ignore: Option<u32>,
    /// Use the spent tokens' values as damage tokens instead of drawing (SRP-15).
    pub spent_for_damage: bool,
    /// The value of the damage token the player keeps (SRP-12: « La joueuse ou le joueur
    /// choisit le jeton »); `None` keeps the highest.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<u8>,
    /// The weapon fired (`with WEAPON`), whose rounds it spends; else the first weapon with
    /// a magazine on the sheet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon: Option<String>,
}

/// Suppressive fire (SRP-14): each point of the attack score removes one undrawn token from
/// every target's pool; a target who defies it (a Charisma test passed at the table) takes
/// a shot of one bullet per point above their defense instead.
///
/// `suppress WHO at TARGET[,TARGET...] (hits=N | dice=N) [short|medium|long|extreme]
/// [threshold=±N] [spend=N] [defy=TARGET[,TARGET...]] [damage=N] [soak=N]`
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Suppression {
    /// The shooter.
    pub who: String,
    /// Everyone in the fire zone.
    pub targets: Vec<String>,
    /// The roll's successes.
    pub successes: Successes,
    /// Range band.
    pub range: Range,
    /// Threshold modifiers.
    pub threshold: i32,
    /// Tokens spent.
    pub spend: u32,
    /// Targets who defy the suppression.
    pub defy: Vec<String>,
    /// Damage for those who defy it.
    pub harm: Harm,
}

/// An area weapon's attack roll (SRP-17): lands on the aimed point when the score is ≥ 0,
/// else scatters by the highest of |S| free tokens, in metres. Movement and cover ignored.
///
/// `throw WHO [at TARGET] (hits=N | dice=N) [short|medium|long|extreme] [threshold=±N] [spend=N]`
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Throw {
    /// The thrower or shooter.
    pub who: String,
    /// The defender aimed at, if not a spot.
    pub target: Option<String>,
    /// The roll's successes.
    pub successes: Successes,
    /// Range band.
    pub range: Range,
    /// Threshold modifiers.
    pub threshold: i32,
    /// Tokens spent.
    pub spend: u32,
}

/// An area weapon going off (SRP-17): one free damage token; everyone in the area takes
/// base + token − one per defense token they hold.
///
/// `blast TARGET[,TARGET...] damage=N [stun|electrical] [risk=low|high] [soak=N] [by WHO]`
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blast {
    /// Everyone at the final point.
    pub targets: Vec<String>,
    /// Who threw it, for the log (and the `weapon` stat when no damage is given).
    pub by: Option<String>,
    /// What it does.
    pub harm: Harm,
}

/// How the defender meets a melee attack (SRP-18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Defence {
    /// Fight back: an opposed test; the defender's successes.
    FightBack { successes: Successes },
    /// Keep going and dodge: the defender's tokens revealed against the attacker's successes.
    Dodge,
}

/// What the melee winner takes instead of damage (SRP-18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeleeEffect {
    /// Deal the damage.
    Damage,
    /// Put the loser on the ground.
    Ground,
    /// Hold them.
    Hold,
    /// +1 per unused excess point on the next exchange.
    Advantage,
}

/// A melee exchange (SRP-18).
///
/// `melee WHO TARGET (hits=N | dice=N) (dodge | back=N | backdice=N) [damage=N]
/// [their-damage=N] [stun|electrical] [ranged] [effect=damage|ground|hold|advantage]
/// [spend=N] [soak=N] [risk=low|high]`
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Melee {
    /// The attacker.
    pub who: String,
    /// The defender.
    pub target: String,
    /// The attacker's successes.
    pub successes: Successes,
    /// Tokens the attacker spends.
    pub spend: u32,
    /// The defender's choice.
    pub defence: Defence,
    /// The attacker's weapon.
    pub harm: Harm,
    /// The defender's weapon damage, when they fight back and win; `None` reads their `weapon`.
    pub their_damage: Option<i32>,
    /// A ranged weapon used in melee: damage as a shot (SRP-15).
    pub ranged: bool,
    /// What the winner takes.
    pub effect: MeleeEffect,
}

/// A combat-pool command.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "pool", rename_all = "snake_case")]
pub enum PoolCommand {
    /// `pool WHO TYPE [score=N]`: the pool type and maybe a fixed score P (SRP-01).
    PoolType {
        who: String,
        pool_type: String,
        score: Option<u32>,
    },
    /// `ready WHO none|ready|position` (SRP-03).
    Readiness { who: String, level: Readiness },
    /// `stress WHO low|moderate|high` (SRP-04).
    Stress { who: String, level: Stress },
    /// `recharge WHO fast|slow|both`; `breath WHO`, `assess WHO` (SRP-02, SRP-12).
    Recharge { who: String, recharge: Recharge },
    /// `allocate WHO N|all`: tokens drawn face down into defense (SRP-03, SRP-07, SRP-08).
    Allocate { who: String, amount: Amount },
    /// `total-defense WHO` (SRP-09).
    TotalDefense { who: String },
    /// `reduce-defense WHO N`: N pool tokens for 2N face-down defense tokens (SRP-08).
    ReduceDefense { who: String, tokens: u32 },
    /// `reset-defense WHO [N]`: the GM cancels N (or all) revealed successes (SRP-07).
    ResetDefense { who: String, count: Option<u32> },
    /// `spend WHO N [other] [for TEXT...]`: tokens on a precision action (SRP-04).
    Spend {
        who: String,
        count: u32,
        other_pool: bool,
        purpose: Option<String>,
    },
    /// `intend WHO [free|token|action] TEXT...`: a change of intention (SRP-05); after a
    /// quoted text, `secret` or `public` (`None`: secret for an NPC, option
    /// `npc-declarations`).
    Intend {
        who: String,
        cost: IntentCost,
        text: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        secret: Option<bool>,
    },
    /// `pending WHO [TEXT...]`: the action under way; no text clears it (SRP-11).
    Pending { who: String, action: Option<String> },
    /// `coordinate WHO [N]`: an intention that counts on a teammate's (SRP-10).
    Coordinate { who: String, tokens: Option<u32> },
    /// `free WHO TEXT...`: a free action without declaration (SRP-06).
    Free { who: String, text: String },
    /// `aim WHO`: +1 on the next shot (SRP-12).
    Aim { who: String },
    /// `reload WHO [WEAPON] [magazine=N]`: the weapon's magazine full again; `magazine=N`
    /// sets its capacity (or puts a weapon with that magazine on the sheet).
    Reload {
        who: String,
        weapon: Option<String>,
        magazine: Option<u32>,
    },
    /// `keep N`: right after an attack that drew several damage tokens, the player keeps
    /// the one of value N instead (SRP-12).
    Keep { value: u8 },
    /// A ranged attack.
    Attack(Shot),
    /// Suppressive fire.
    Suppress(Suppression),
    /// An area weapon's roll.
    Throw(Throw),
    /// An area weapon going off.
    Blast(Blast),
    /// `evade WHO N`: N defense tokens spent to move N metres out of an area (SRP-17).
    Evade { who: String, tokens: u32 },
    /// A melee exchange.
    Melee(Melee),
    /// `lethality WHO low|high [care=N]`: a reduced-lethality check on its own (SRP-19).
    Lethality { who: String, risk: Risk, care: u32 },
    /// `opposed WHO WHO [hits=N,M]`: an opposed Reaction roll for mutually blocking actions
    /// (SRP-11); without hits, each rolls Reaction d6, hits on 5–6.
    Opposed {
        first: String,
        second: String,
        hits: Option<(u32, u32)>,
    },
    /// `damage WHO N [stun] [soak=N]`: boxes checked directly (SRP-21).
    Damage {
        who: String,
        boxes: u32,
        track: Track,
        soak: u32,
    },
    /// `heal WHO N [stun]`: boxes cleared (SRP-21).
    Heal {
        who: String,
        boxes: u32,
        track: Track,
    },
    /// `rest DAYS [WHO]`: between fights, in a campaign, days of rest for everyone (or
    /// WHO); what a day heals is options `rest-physical` and `rest-stun` (the text gives
    /// no healing).
    Rest {
        days: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<String>,
    },
}

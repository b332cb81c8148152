//! The special situations, melee and damage commands (COR-29 to COR-43). Each variant's doc
//! gives its line in the command language (`verbs/melee.rs`).

use serde::{Deserialize, Serialize};

use super::super::damage::Weapon;
use super::super::melee::{Charge, Trip};
use super::super::situations::Against;

/// What dealt damage (COR-39, COR-40): how the damage roll is made and how its levels split.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageKind {
    /// A firearm: its dice, exploding; bullet wounds.
    Firearm,
    /// A thrown weapon: Strength + its dice; a thrusting wound.
    Thrown,
    /// A melee weapon: Strength + its dice; a cutting wound.
    Melee,
    /// A punch or kick: Strength; Fatigue only.
    Hand,
    /// Flash-ball, plastic bullet: its dice, exploding; Fatigue only.
    Soft,
    /// Truncheon, bat: Strength + its dice; half Fatigue, half Wound.
    Blunt,
    /// Iron bar: Strength + its dice; half Wound, half Fatigue.
    HardBlunt,
    /// A cutting blade: Strength + its dice.
    Cutting,
    /// A thrusting blade: Strength + its dice.
    Thrusting,
    /// A bullet: like a firearm.
    Bullet,
    /// An explosion: its dice, not exploding; Wound only.
    Explosion,
}

impl DamageKind {
    /// Every kind, in the order help lists them.
    pub const ALL: [DamageKind; 11] = [
        DamageKind::Firearm,
        DamageKind::Thrown,
        DamageKind::Melee,
        DamageKind::Hand,
        DamageKind::Soft,
        DamageKind::Blunt,
        DamageKind::HardBlunt,
        DamageKind::Cutting,
        DamageKind::Thrusting,
        DamageKind::Bullet,
        DamageKind::Explosion,
    ];

    /// The word in commands and in a weapon's `kind`.
    pub fn word(self) -> &'static str {
        match self {
            DamageKind::Firearm => "firearm",
            DamageKind::Thrown => "thrown",
            DamageKind::Melee => "melee",
            DamageKind::Hand => "hand",
            DamageKind::Soft => "soft",
            DamageKind::Blunt => "blunt",
            DamageKind::HardBlunt => "hard-blunt",
            DamageKind::Cutting => "cutting",
            DamageKind::Thrusting => "thrusting",
            DamageKind::Bullet => "bullet",
            DamageKind::Explosion => "explosion",
        }
    }

    /// The kind a word names.
    pub fn from_word(word: &str) -> Option<DamageKind> {
        DamageKind::ALL.into_iter().find(|k| k.word() == word)
    }

    /// How its levels split (COR-40).
    pub fn weapon(self) -> Weapon {
        match self {
            DamageKind::Firearm | DamageKind::Bullet => Weapon::Bullet,
            DamageKind::Thrown | DamageKind::Thrusting => Weapon::Thrusting,
            DamageKind::Melee | DamageKind::Cutting => Weapon::Cutting,
            DamageKind::Hand => Weapon::Unarmed,
            DamageKind::Soft => Weapon::Soft,
            DamageKind::Blunt => Weapon::Blunt,
            DamageKind::HardBlunt => Weapon::HardBlunt,
            DamageKind::Explosion => Weapon::Explosion,
        }
    }

    /// Whether the attacker's Strength dice start the damage roll (COR-39: thrown, melee,
    /// hand).
    pub fn strength(self) -> bool {
        !matches!(
            self,
            DamageKind::Firearm | DamageKind::Bullet | DamageKind::Soft | DamageKind::Explosion
        )
    }

    /// Whether its damage dice explode (COR-39: firearms).
    pub fn explodes(self) -> bool {
        matches!(
            self,
            DamageKind::Firearm | DamageKind::Bullet | DamageKind::Soft
        )
    }
}

/// A track of levels (COR-43).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Track {
    /// Wound (Blessure).
    Wound,
    /// Fatigue.
    Fatigue,
}

impl Track {
    /// The counter holding it, and its word in commands.
    pub fn word(self) -> &'static str {
        match self {
            Track::Wound => "wound",
            Track::Fatigue => "fatigue",
        }
    }
}

/// A roll's own numbers, each optional: the dice instead of the sheet's, a flat bonus, and
/// confidence points spent (COR-OP-21).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    /// `dice N`: the pool before the ledger's malus, instead of the sheet's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<u8>,
    /// `bonus N`: added to the roll.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub bonus: i32,
    /// `confidence N`: points spent, +1d each and a higher floor (COR-08).
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub confidence: u8,
}

impl Roll {
    /// Whether nothing was given.
    pub fn is_empty(&self) -> bool {
        *self == Roll::default()
    }
}

/// The attack's situation words (COR-34, COR-38).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Terms {
    /// `back`: the defender turns their back, +5.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub back: bool,
    /// `higher`: the attacker on higher ground, +2.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub higher: bool,
    /// `lower`: the defender on higher ground, −2.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lower: bool,
    /// `attackers N`: how many attack the defender (COR-OP-15).
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub attackers: u8,
    /// `run`: striking at full run, +3 to the difficulty (COR-38).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub run: bool,
    /// `charge foot|mounted|both` (COR-38).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub charge: Option<Charge>,
}

impl Terms {
    /// Whether no word was given.
    pub fn is_empty(&self) -> bool {
        *self == Terms::default()
    }
}

/// A special strike's kind named in `strike` (COR-35).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StrikeKind {
    /// `power`: a power strike.
    Power,
    /// `acrobatic`: an acrobatic attack.
    Acrobatic,
}

/// A command of the special situations, melee and damage family.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "melee", rename_all = "snake_case")]
pub enum MeleeCommand {
    /// `hurt WHO [by ATTACKER] [with WEAPON] [kind K] [dice N] [bonus N] [margin M]
    /// [protection P]`: damage against soak, the levels split on the tracks, critical damage
    /// and cyberware (COR-39 to COR-43).
    Hurt {
        /// Who is hit.
        who: String,
        /// Who dealt it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<String>,
        /// The attacker's weapon, by key.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        with: Option<String>,
        /// What hit, when no weapon says it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kind: Option<DamageKind>,
        /// The damage roll's own numbers.
        #[serde(default, skip_serializing_if = "Roll::is_empty")]
        roll: Roll,
        /// The attack's margin: +1d per 10.
        #[serde(default, skip_serializing_if = "is_zero")]
        margin: i32,
        /// Protection added to the soak: cover (COR-27, COR-OP-11).
        #[serde(default, skip_serializing_if = "is_zero")]
        protection: i32,
    },
    /// `heal WHO wound|fatigue N`: levels recovered (COR-43).
    Heal {
        /// Who.
        who: String,
        /// Which track.
        track: Track,
        /// Levels.
        levels: u8,
    },
    /// `repair WHO GEAR [by REPAIRER] [dice N] [bonus N]`: a Cybernetics roll on damaged
    /// cyberware (COR-42).
    Repair {
        /// Whose gear.
        who: String,
        /// The gear's key.
        gear: String,
        /// Who repairs, when not its owner.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<String>,
        /// The roll's own numbers.
        #[serde(default, skip_serializing_if = "Roll::is_empty")]
        roll: Roll,
    },
    /// `gunpoint WHO by CAPTOR`: WHO is held at gunpoint (COR-29); `gunpoint WHO off` ends it.
    Gunpoint {
        /// Who is held.
        who: String,
        /// By whom; `None` ends it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        captor: Option<String>,
    },
    /// `break WHO [level N] [adjust N] [first]`: a held character tries to act: stress +
    /// level against 15 + adjust, then with `first` a reaction roll to act before the
    /// captor (COR-29).
    Break {
        /// Who.
        who: String,
        /// The level in the action tried.
        #[serde(default, skip_serializing_if = "is_zero")]
        level: i32,
        /// The GM's adjustment of the difficulty (captors' number, strength, vigilance).
        #[serde(default, skip_serializing_if = "is_zero")]
        adjust: i32,
        /// A reaction roll to act first.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        first: bool,
    },
    /// `duel A B [break]`: a second of staring, or the duel broken (COR-30).
    Duel {
        /// The first duellist.
        a: String,
        /// The second.
        b: String,
        /// Broken: who shoots first.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        broken: bool,
    },
    /// `draw WHO WEAPON` (innate) or `draw-use WHO WEAPON` (a declared double action)
    /// (COR-31).
    Draw {
        /// Who.
        who: String,
        /// The weapon's key.
        gear: String,
        /// Drawn and used at once.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        used: bool,
    },
    /// `dodge WHO [acrobatic] [directed] [against shot|blow] [fumble] [dice N] [bonus N]
    /// [confidence N]`: an undeclared dodge whose roll stands for the segment (COR-32).
    Dodge {
        /// Who.
        who: String,
        /// An acrobatic dodge.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        acrobatic: bool,
        /// A directed dodge, −5.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        directed: bool,
        /// The roll was a critical failure (COR-OP-21): it replaces the defense or the
        /// shot difficulty even when lower (COR-32, COR-OP-14).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        fumble: bool,
        /// Against blows (the default) or shots.
        against: Against,
        /// The roll's own numbers.
        #[serde(default, skip_serializing_if = "Roll::is_empty")]
        roll: Roll,
    },
    /// `engage A B`: A and B engaged in melee (COR-33); `engage A off` ends A's engagements.
    Engage {
        /// Who.
        who: String,
        /// The opponent; `None` ends every engagement of WHO.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        opponent: Option<String>,
    },
    /// `disengage WHO [acrobatic] [dice N] [bonus N]`: an undeclared dodge out of melee
    /// (COR-33).
    Disengage {
        /// Who.
        who: String,
        /// An acrobatic dodge.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        acrobatic: bool,
        /// The roll's own numbers.
        #[serde(default, skip_serializing_if = "Roll::is_empty")]
        roll: Roll,
    },
    /// `follow WHO TARGET [dice N] [bonus N]`: an opponent without an action follows a
    /// disengagement with a dodge roll (COR-33).
    Follow {
        /// Who follows.
        who: String,
        /// Whom.
        target: String,
        /// The roll's own numbers.
        #[serde(default, skip_serializing_if = "Roll::is_empty")]
        roll: Roll,
    },
    /// `strike A at D [with W] [power|acrobatic [distance M]] [back] [higher] [lower] [attackers N]
    /// [charge foot|mounted|both] [run] [draw] [dice N] [bonus N] [confidence N]`: an attack
    /// roll against the defense score or the segment's dodge (COR-34 to COR-38).
    Strike {
        /// The attacker.
        attacker: String,
        /// The defender.
        defender: String,
        /// The weapon's key.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        with: Option<String>,
        /// A special strike.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        special: Option<StrikeKind>,
        /// The situation.
        #[serde(default, skip_serializing_if = "Terms::is_empty")]
        terms: Terms,
        /// Drawn and struck at once (COR-31): a double action with the location's malus.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        draw: bool,
        /// The roll's own numbers.
        #[serde(default, skip_serializing_if = "Roll::is_empty")]
        roll: Roll,
        /// `distance M`: metres to the defender when an acrobatic attack is prepared, 2 to 5
        /// (COR-35).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        distance: Option<u8>,
    },
    /// `trip A D agility|strength [terms…]`: an attack roll, then the opposed roll (COR-36).
    Trip {
        /// The attacker.
        attacker: String,
        /// The defender.
        defender: String,
        /// The opposed roll.
        kind: Trip,
        /// The situation.
        #[serde(default, skip_serializing_if = "Terms::is_empty")]
        terms: Terms,
        /// The attack roll's own numbers.
        #[serde(default, skip_serializing_if = "Roll::is_empty")]
        roll: Roll,
    },
    /// `grapple A D [terms…]`: an unarmed combat roll, then Strength against Strength for the
    /// hold (COR-37).
    Grapple {
        /// The attacker.
        attacker: String,
        /// The defender.
        defender: String,
        /// The situation.
        #[serde(default, skip_serializing_if = "Terms::is_empty")]
        terms: Terms,
        /// The attack roll's own numbers.
        #[serde(default, skip_serializing_if = "Roll::is_empty")]
        roll: Roll,
    },
    /// `throw A D`: a held opponent at −3d or worse thrown: damage + unarmed level (COR-37).
    Throw {
        /// The holder.
        attacker: String,
        /// The one held.
        defender: String,
    },
    /// `bullrush A D [charge foot|mounted|both] [run] [terms…]`: a melee roll, then damage
    /// with the charge bonus and the effect by levels, applied 1 level lighter (COR-38).
    Bullrush {
        /// The attacker.
        attacker: String,
        /// The defender.
        defender: String,
        /// The situation.
        #[serde(default, skip_serializing_if = "Terms::is_empty")]
        terms: Terms,
        /// The attack roll's own numbers.
        #[serde(default, skip_serializing_if = "Roll::is_empty")]
        roll: Roll,
    },
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero(n: &i32) -> bool {
    *n == 0
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero_u8(n: &u8) -> bool {
    *n == 0
}

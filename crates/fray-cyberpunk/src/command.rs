//! The commands only the Cyberpunk interval-initiative rules understand (CPI-01 to
//! CPI-18). Each variant's doc gives its line in the command language.

use serde::{Deserialize, Serialize};

use crate::model::Gear;

/// How a weapon is fired (CPI-06, CPI-08).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "mode", rename_all = "snake_case")]
pub enum FireMode {
    /// One shot: semi-automatic, manual action or single-shot (*coup par coup*).
    Single,
    /// A 3-round burst (*rafale de 3 balles*): 1 action.
    Burst,
    /// Full automatic (*tir automatique*): `bullets` wanted, within the ROF budget.
    Auto {
        /// Bullets wanted (before the ±20 % variation, CPI-09).
        bullets: u32,
    },
}

/// A body position (CPI-06: crouch, go prone, stand up; 1 action each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stance {
    /// *S'accroupir*.
    Crouch,
    /// *S'allonger*.
    Prone,
    /// *Se relever*.
    Stand,
}

/// A support or cyberarm used against recoil (CPI-14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Support {
    /// *Bipied*: CON 12.
    Bipod,
    /// *Bipied ancré*: CON 14.
    AnchoredBipod,
    /// *Trépied*: CON 16.
    Tripod,
    /// *Trépied ancré*: CON 18.
    AnchoredTripod,
    /// *Trépied lourd*: CON 20.
    HeavyTripod,
    /// *Trépied lourd ancré*: CON 22.
    AnchoredHeavyTripod,
}

impl Support {
    /// Every support, in the text's order.
    pub const ALL: [Support; 6] = [
        Support::Bipod,
        Support::AnchoredBipod,
        Support::Tripod,
        Support::AnchoredTripod,
        Support::HeavyTripod,
        Support::AnchoredHeavyTripod,
    ];

    /// The CON it counts as for recoil (CPI-14).
    pub fn con(self) -> i32 {
        match self {
            Support::Bipod => 12,
            Support::AnchoredBipod => 14,
            Support::Tripod => 16,
            Support::AnchoredTripod => 18,
            Support::HeavyTripod => 20,
            Support::AnchoredHeavyTripod => 22,
        }
    }

    /// The word in commands.
    pub fn word(self) -> &'static str {
        match self {
            Support::Bipod => "bipod",
            Support::AnchoredBipod => "anchored-bipod",
            Support::Tripod => "tripod",
            Support::AnchoredTripod => "anchored-tripod",
            Support::HeavyTripod => "heavy-tripod",
            Support::AnchoredHeavyTripod => "anchored-heavy-tripod",
        }
    }

    /// The support a CON value stands for.
    pub fn from_con(con: i32) -> Option<Support> {
        Support::ALL.into_iter().find(|s| s.con() == con)
    }
}

/// An activity with a fixed cost in actions (CPI-06).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "activity", rename_all = "snake_case")]
pub enum Activity {
    /// A melee move (*corps à corps*): 1 action.
    Melee,
    /// Jump over an obstacle: 1 action, plus `extra` for a hard obstacle (GM).
    Jump {
        /// Extra actions the GM asks for.
        extra: u8,
    },
    /// Get in or out of a vehicle: 2 actions, or 1 (`fast`) and then −3 on the next
    /// action, or the next action taking twice its time (`fast double`).
    Vehicle {
        /// Done in one action.
        fast: bool,
        /// Done in one action, the next taking twice its time rather than −3.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        double: bool,
    },
    /// Anything else, at the GM's cost.
    Other {
        /// Actions it takes.
        actions: u8,
    },
}

/// Which save (CPI-18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SaveKind {
    /// Stun/shock save: 1D10 ≤ CON + the level's modifier.
    Stun,
    /// Death save at a mortal level: 1D10 ≤ CON − mortal level.
    Death,
}

/// A command of the Cyberpunk interval rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cyberpunk", rename_all = "snake_case")]
pub enum CyberCommand {
    /// `initiative WHO [+N]`: (re-)roll the initiative, with a boost (CPI-01, CPI-02).
    Initiative {
        /// Who rolls.
        who: String,
        /// Boosts to REF or initiative not on the sheet.
        boost: i32,
    },
    /// `actions WHO N`: the number of actions chosen this round (CPI-04).
    Actions {
        /// Who chooses.
        who: String,
        /// How many.
        count: u8,
    },
    /// `delay WHO SCORE`: the next action moves down to SCORE (CPI-05).
    Delay {
        /// Who delays.
        who: String,
        /// The new score.
        to: i32,
    },
    /// `weapon WHO KEY ...`: gives a weapon (sheet data, CPI-06 to CPI-17).
    Weapon {
        /// Who carries it.
        who: String,
        /// The weapon.
        gear: Gear,
    },
    /// `draw WHO WEAPON [stow]`: changes weapon (CPI-06).
    Draw {
        /// Who.
        who: String,
        /// The weapon taken in hand.
        weapon: String,
        /// Whether the weapon in hand is stowed (a 2nd action) rather than dropped.
        stow: bool,
    },
    /// `shoot WHO [WEAPON] single|burst|auto N [at TARGET] [running] [skill S] [vs D]
    /// [mod M]` (CPI-06 to CPI-17).
    Shoot {
        /// The shooter.
        who: String,
        /// The weapon (else the one in hand, or the only one).
        weapon: Option<String>,
        /// How.
        mode: FireMode,
        /// The target, for the aim at it (CPI-10); none: only an aim with no target counts.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<String>,
        /// The skill level (else the weapon's `skill` word read on the sheet).
        skill: Option<i32>,
        /// The difficulty, if the GM gives one.
        difficulty: Option<i32>,
        /// Other modifiers (range, cover...).
        modifier: i32,
        /// Done while running: −5 on the shot, and the action's metres run (CPI-11).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        running: bool,
    },
    /// `chamber WHO [WEAPON] [running]`: re-chambers a manual-action weapon, 1 action (CPI-07).
    Chamber {
        /// Who.
        who: String,
        /// Which weapon.
        weapon: Option<String>,
        /// Done while running: twice the actions, and their metres run (CPI-11).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        running: bool,
    },
    /// `reload WHO [WEAPON] [running]`: reloads, the weapon's reload cost (CPI-OP-05).
    Reload {
        /// Who.
        who: String,
        /// Which weapon.
        weapon: Option<String>,
        /// Done while running: twice the actions, and their metres run (CPI-11).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        running: bool,
    },
    /// `unjam WHO [WEAPON] [running]`: clears a jam, 1 action (CPI-17).
    Unjam {
        /// Who.
        who: String,
        /// Which weapon.
        weapon: Option<String>,
        /// Done while running: twice the actions, and their metres run (CPI-11).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        running: bool,
    },
    /// `aim WHO [TARGET]`: a full round aiming (at TARGET), +1 to the next shot (at it) up
    /// to +3 (CPI-10).
    Aim {
        /// Who.
        who: String,
        /// At whom; none: at whatever the next shot is at.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<String>,
    },
    /// `unseen TARGET`: TARGET leaves sight, every aim at it is lost (CPI-OP-07).
    Unseen {
        /// Who left sight.
        target: String,
    },
    /// `run WHO N`: runs for N actions, MOUV × 3 / n metres each, n the actions he still
    /// has this round (CPI-11).
    Run {
        /// Who.
        who: String,
        /// Actions spent running.
        actions: u8,
    },
    /// `stance WHO crouch|prone|stand`: 1 action (CPI-06).
    Stance {
        /// Who.
        who: String,
        /// The new position.
        stance: Stance,
    },
    /// `act WHO melee|jump [N]|vehicle [fast [double]]|other N [running]`: an action's
    /// cost (CPI-06).
    Act {
        /// Who.
        who: String,
        /// What.
        activity: Activity,
        /// Done while running: twice the actions, and their metres run (CPI-11).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        running: bool,
    },
    /// `support WHO bipod|...|none`: the support in use against recoil (CPI-14).
    Support {
        /// Who.
        who: String,
        /// The support, or none.
        support: Option<Support>,
    },
    /// `check WHO STAT SKILL [vs D] [mod M]`: 1D10 + stat + skill (CPI-16 on a 1).
    Check {
        /// Who.
        who: String,
        /// The stat's key.
        stat: String,
        /// The skill's key (none: the stat alone).
        skill: Option<String>,
        /// The difficulty.
        difficulty: Option<i32>,
        /// Other modifiers.
        modifier: i32,
    },
    /// `fumble WHO SKILL [WEAPON]`: a natural 1 rolled at the table, confirmed and
    /// checked for a jam (CPI-16, CPI-17).
    Fumble {
        /// Who.
        who: String,
        /// The skill level.
        skill: i32,
        /// The weapon, if a firearm.
        weapon: Option<String>,
    },
    /// `damage WHO N|DICE`: damage points after armour, or the weapon's damage dice
    /// rolled (`2d6+3`, with the table's values `2d6+3:4,5`), then the stun save (CPI-18).
    Damage {
        /// Who.
        who: String,
        /// Points (0 when `dice` are rolled instead).
        points: u16,
        /// The damage dice rolled for the points, canonical notation.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dice: Option<String>,
    },
    /// `heal WHO N`: damage points healed.
    Heal {
        /// Who.
        who: String,
        /// Points.
        points: u16,
    },
    /// `save WHO stun|death`: rolls a save (CPI-18).
    Save {
        /// Who.
        who: String,
        /// Which save.
        kind: SaveKind,
    },
    /// `rest DAYS [WHO]`: between fights, in a campaign, days of rest for everyone (or
    /// WHO), healing option `rest-points` a day (the text gives no healing).
    Rest {
        /// Days of rest.
        days: u32,
        /// One character only; `None`: everyone in the campaign.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<String>,
    },
}

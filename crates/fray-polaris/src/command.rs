//! The commands only Polaris 3e understands.

use serde::{Deserialize, Serialize};

/// A Polaris severity given by name, or a final damage to convert (POL-32).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Harm {
    /// A severity key: `light`, `medium`, `serious`, `critical`, `mortal`, `death`.
    Severity { severity: String },
    /// A final damage, converted by the thresholds 5/10/15/20/25/30.
    Damage { damage: i32 },
}

/// What a test is made against: a skill or attribute on the sheet, or a flat chance.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TestAgainst {
    /// A skill or attribute name as on the sheet.
    Sheet { name: String },
    /// A chance the GM gives directly.
    Chance { chance: i32 },
}

/// Whether a test is a new attempt after failures, and how pressed the character is (POL-13).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Retry {
    /// Not a retry: no malus.
    #[default]
    No,
    /// A new attempt: −1 per earlier failure.
    Calm,
    /// A new attempt under pressure: −3 per earlier failure.
    Pressured,
    /// A new attempt at an opposed social skill (POL-13 c, « un modificateur de Difficulté
    /// supplémentaire, égal au Malus d'échec du test précédent »): the failure modifier of
    /// the last failed test of that skill.
    Social,
}

/// The difficulty and modifiers of a test (POL-03, POL-12, POL-13).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestTerms {
    /// Difficulty modifier (a table row or any integer).
    pub difficulty: i32,
    /// Shown to the GM only.
    pub hidden: bool,
    /// Any further signed modifier.
    pub modifier: i32,
    /// A new attempt after failures (POL-13).
    #[serde(default)]
    pub retry: Retry,
    /// Degrees of extra difficulty the character takes on for a better or more specific
    /// result (POL-12): the difficulty moves this many rows harder on the scale.
    #[serde(default, skip_serializing_if = "is_zero_degrees")]
    pub harder: u8,
}

fn is_zero_degrees(n: &u8) -> bool {
    *n == 0
}

/// One side of a test: who, against what, with which terms.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestSpec {
    /// The combatant, as named by the GM.
    pub who: String,
    /// What is tested.
    pub against: TestAgainst,
    /// Difficulty and modifiers.
    pub terms: TestTerms,
}

/// A martial-arts technique or manoeuvre that changes an attack (POL-40 to POL-45).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Technique {
    /// Frappe puissante: +3 damage (+6 with a charge).
    Powerful,
    /// Frappe incapacitante: shock test at −5 on the target.
    Incapacitating,
    /// Frappe précise: aiming maluses reduced by 3.
    Precise,
}

/// The defender's side of an opposed attack (POL-46): what they defend with, and how.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Defence {
    /// What the defender tests.
    pub against: TestAgainst,
    /// Difficulty and modifiers of the defence.
    #[serde(default)]
    pub terms: TestTerms,
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}

/// What an attack hits with, beyond the attacker's test.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Strike {
    /// The target, as typed.
    pub target: String,
    /// Damage roll entered by the GM, before the success modifier.
    pub damage: Option<i32>,
    /// Or the damage dice, in notation (`2d6+3`, rolled by fray on a success), with the
    /// values rolled at the table after a colon (`2d6+3:4,5`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage_dice: Option<String>,
    /// Hit location key; `None` rolls on the location table (POL-33).
    pub location: Option<String>,
    /// Melee: adds the attacker's melee damage modifier and allows a charge.
    pub melee: bool,
    /// Charge: +3 damage (POL-26).
    pub charge: bool,
    /// Technique used (POL-41 to POL-43).
    pub technique: Option<Technique>,
    /// Whether the wound can bleed (stabilisation on critical wounds).
    pub bleeding: bool,
    /// The weapon used, by its key on the attacker's sheet: its damage dice, whether it is a
    /// melee weapon, its reach.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub with: Option<String>,
    /// The target's opposed roll, in melee (POL-46): the winner decides who is hurt.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defence: Option<Defence>,
    /// Aiming malus for the chosen location (POL-33), ≤ 0; Frappe précise lessens it by 3
    /// (POL-43).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub aim: i32,
    /// Fighting with a weapon in each hand: +3 to the combat test (p. 223, quoted by POL-45).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub two_weapons: bool,
    /// The extra free attack of Combat à deux armes (POL-45): −5 on top of the +3, the test
    /// limited by Arts martiaux (Techniques offensives).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub second_weapon: bool,
}

/// A Polaris 3e command.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "polaris", rename_all = "snake_case")]
pub enum PolarisCommand {
    /// A d20 roll-under test (POL-04). `opposed` applies the multiple-opponent malus.
    Test { spec: TestSpec, opposed: bool },
    /// A test the GM resolves without rolling (POL-15): the outcome as they give it.
    NonRandom {
        who: String,
        what: String,
        success: bool,
    },
    /// An opposed test (POL-46, POL-OP-17).
    Oppose {
        attacker: TestSpec,
        defender: TestSpec,
    },
    /// An attack: a test and, on success with a damage roll given, a wound (POL-32, POL-OP-11).
    Attack { spec: TestSpec, strike: Strike },
    /// Checks a wound box directly, or from a final damage (POL-30 to POL-35).
    Wound {
        who: String,
        location: Option<String>,
        harm: Harm,
        bleeding: bool,
        shock_malus: i32,
    },
    /// Erases checked boxes (healing, or a GM correction).
    Heal {
        who: String,
        location: String,
        severity: String,
        boxes: u8,
    },
    /// Surprise: a Reaction test for each named combatant (POL-29).
    Surprise { who: Vec<String>, modifier: i32 },
    /// Declares an intent (POL-21); `rush`: and rushes it; `next`: and passes the word to
    /// the next declarer, in one record (the TUI's declaration flow).
    Declare {
        who: String,
        intent: String,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        next: bool,
        /// And rushes the action (POL-23), as `rush WHO` would, in the same record.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        rush: bool,
        /// `secret` (`Some(true)`) or `public` (`Some(false)`) as typed; `None`: the
        /// default (secret for an NPC, option `npc-declarations`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        secret: Option<bool>,
    },
    /// Rushed action: +3 initiative at once, malus on the action (POL-23).
    Rush { who: String },
    /// Confused after a catastrophic change of intention: does nothing this round (POL-27).
    Confused { who: String },
    /// Delays the action, to a later phase or until the GM calls it (POL-24).
    Delay { who: String, phase: Option<i32> },
    /// A delayed combatant acts now.
    Act { who: String },
    /// A preparation, hesitation or other initiative loss (POL-21, POL-25).
    Slow {
        who: String,
        points: i32,
        why: String,
    },
    /// Sets current initiative directly.
    Initiative { who: String, value: i32 },
    /// An extra ladder marker for another attack (POL-22, POL-44).
    Marker { who: String, phase: i32, malus: i32 },
    /// Sets how many opponents engage a combatant (POL-37).
    Opponents { who: String, count: u8 },
    /// Resolves a pending shock test against a chance (POL-36, POL-OP-15).
    Shock { who: String, chance: i32 },
    /// Marks a bleeding wound stabilised.
    Stabilise { who: String },
    /// Enchaînement declared (POL-44): 2 or 3 attacks with the book's maluses, the extra
    /// markers at the phases given (else the main action's).
    Combination {
        who: String,
        attacks: u8,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        phases: Vec<i32>,
    },
    /// Gives a weapon (replacing one with the same key), or takes it away with `none`.
    Weapon {
        who: String,
        key: String,
        /// `None` takes the weapon away.
        profile: Option<WeaponProfile>,
    },
    /// Gives a piece of armour with its protection per location, or takes it away.
    Armour {
        who: String,
        key: String,
        /// Protection by location key; empty takes the armour away.
        cover: std::collections::BTreeMap<String, i32>,
        /// Its display name, if given.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        name: String,
    },
    /// Between fights, in a campaign: DAYS days of rest for every living character (or
    /// WHO); what heals on its own is option `rest-heals` (the text gives no rate).
    Rest {
        /// Days of rest.
        days: u32,
        /// One character only; `None`: everyone in the campaign.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<String>,
    },
}

/// A weapon as the GM types it (POL-38; the equipment chapter is not in the text).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeaponProfile {
    /// Its display name.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// Damage dice in notation (`1d6+2`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage: Option<String>,
    /// A melee weapon (else ranged).
    #[serde(default)]
    pub melee: bool,
    /// Reach bonus (POL-38).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub reach: i32,
    /// Hands it takes (1 or 2; 0 when not said).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hands: i32,
    /// The skill it is used with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skill: Option<String>,
}

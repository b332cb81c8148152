//! The Corporates rules' own facts, as a record will write them once the plug-in is wired:
//! every die and every term, for the transcript (COR-01 to COR-12, COR-19 to COR-23, COR-34, COR-39 to COR-42).

use serde::{Deserialize, Serialize};

use crate::model::CombatantId;
use crate::rules::OwnFact;

use super::critical::Critical;
use super::cyber::{Site, Status};
use super::damage::{Split, Weapon};
use super::ledger::{Kind, Malus};
use super::priority::Lead;
use super::rolls::PoolRoll;
use super::schedule::At;

fray_core::by_name_too! {
/// A fact only the Corporates rules write. Each tag starts with `cor_` so no fact reads
/// as a shared event (`declared` is one) or as another system's.
///
/// Written as serde derives it; read by its tag (`fact_read.rs`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(remote = "Self", tag = "event", rename_all = "snake_case")]
pub enum CorporatesFact read by ReadByName as "CorporatesFact" {
    /// A turn's reaction roll (COR-03), or a segment's fresh one (COR-12).
    #[serde(rename = "cor_reacted")]
    Reacted {
        /// Who rolled.
        who: CombatantId,
        /// The roll.
        roll: PoolRoll,
        /// Where.
        at: At,
    },
    /// A declared count announced, with the segments it gives (COR-03, COR-04).
    #[serde(rename = "cor_declared")]
    Declared {
        /// Who.
        who: CombatantId,
        /// How many.
        count: u8,
        /// Their segments (COR-04).
        segments: Vec<u8>,
        /// Announced out of the announcement order, on the GM's word (COR-03).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        forced: bool,
    },
    /// Who announces their declared count next (COR-03, COR-OP-02).
    #[serde(rename = "cor_announces")]
    Announces {
        /// Who.
        who: CombatantId,
    },
    /// The next declared action delayed, pushing the rest (COR-05).
    #[serde(rename = "cor_delayed")]
    Delayed {
        /// Who.
        who: CombatantId,
        /// By how many segments.
        by: u8,
        /// How many were pushed past segment 5.
        lost: u8,
    },
    /// An action taken, with its malus term by term and the dice left (COR-02, COR-08).
    #[serde(rename = "cor_acted")]
    Acted {
        /// Who.
        who: CombatantId,
        /// Its kind.
        kind: Kind,
        /// Where.
        at: At,
        /// The malus.
        malus: Malus,
        /// The dice rolled after the malus and the floor.
        dice: u32,
        /// Confidence points spent on it (COR-OP-21).
        confidence: u32,
        /// A double action: the extra 1d is in `malus.double` (COR-02).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        double: bool,
        /// What was done, in the GM's words (a shot, a dodge).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        label: Option<String>,
        /// The action roll, when this fact rolls it (`act`); a shot or a strike rolls in
        /// its own fact after this one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<PoolRoll>,
        /// The difficulty the roll is read against, when the GM gave one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        difficulty: Option<i32>,
        /// The startle malus the roll took and used up (COR-07), in points.
        #[serde(default, skip_serializing_if = "is_zero")]
        startled: u32,
        /// The GM's malus in points on an innate action (COR-09).
        #[serde(default, skip_serializing_if = "is_zero")]
        gm_malus: u32,
        /// A fall's malus in points, on every action until standing up (COR-36).
        #[serde(default, skip_serializing_if = "is_zero")]
        fallen: u32,
        /// The wounds' malus in points, under option `wound-malus` (COR-OP-25).
        #[serde(default, skip_serializing_if = "is_zero")]
        wounded: u32,
    },
    /// A reaction to a sudden event (COR-07).
    #[serde(rename = "cor_startled")]
    Startled {
        /// Who.
        who: CombatantId,
        /// The reaction roll.
        roll: PoolRoll,
        /// Its difficulty.
        difficulty: i32,
        /// The malus on the action.
        malus: u32,
    },
    /// The switch to survival mode (COR-11).
    #[serde(rename = "cor_survival")]
    Survival {
        /// Who.
        who: CombatantId,
        /// The reaction roll.
        roll: PoolRoll,
        /// Its difficulty.
        difficulty: i32,
        /// When it takes effect.
        from: At,
    },
    /// A long action begun (COR-10).
    #[serde(rename = "cor_long_begun")]
    LongBegun {
        /// Who.
        who: CombatantId,
        /// What.
        label: String,
        /// Where.
        at: At,
    },
    /// Who organises a segment (COR-12).
    #[serde(rename = "cor_led")]
    Led {
        /// The segment.
        at: At,
        /// The first side's member.
        first: CombatantId,
        /// The second side's member.
        second: CombatantId,
        /// The outcome.
        lead: Lead,
    },
    /// Damage against soak and the levels lost (COR-39, COR-40).
    #[serde(rename = "cor_hurt")]
    Hurt {
        /// Who was hit.
        who: CombatantId,
        /// What hit.
        weapon: Weapon,
        /// The damage roll.
        damage: PoolRoll,
        /// The soak roll.
        soak: PoolRoll,
        /// Levels on each track.
        split: Split,
        /// Who dealt it, when said.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<CombatantId>,
        /// The weapon's key, when one was named.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        gear: Option<String>,
        /// Levels received, before a bull rush's reduction (COR-38); the split's sum otherwise.
        #[serde(default, skip_serializing_if = "is_zero")]
        levels: u32,
        /// Where the damage dice came from (Strength, weapon, margin…); empty in saves
        /// written before it was kept.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        dice_from: Vec<super::damage_dice::DiceSource>,
    },
    /// A critical roll and its result (COR-41).
    #[serde(rename = "cor_critical")]
    Critical {
        /// Who.
        who: CombatantId,
        /// The 2d6.
        dice: [u32; 2],
        /// The hit's levels added.
        levels: u32,
        /// The table's line.
        result: Critical,
        /// The face wound's d6, on a 17.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        face: Option<u32>,
    },
    /// A cyberware hit (COR-42).
    #[serde(rename = "cor_cyber")]
    Cyber {
        /// Who.
        who: CombatantId,
        /// The d100.
        d100: u32,
        /// The gear hit.
        site: Site,
        /// The breakdown's d6, when gear was hit.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        d6: Option<u32>,
        /// The outcome and its repair difficulty.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        status: Option<(Status, u32)>,
        /// The gear hit, by key.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        gear: Option<String>,
        /// The die choosing it among several matches, and how many matched.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pick: Option<(u32, u32)>,
        /// Its protection after the hit (−1 per wound level).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        protection: Option<u32>,
        /// An injector's (1d6 − 2) twice: doses lost, then doses injected.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        doses: Option<[u32; 2]>,
    },
    /// A shot, its difficulty term by term and every die (COR-16 to COR-28).
    #[serde(rename = "cor_shot")]
    Shot(Box<super::fact_fire::ShotFact>),
    /// An acquisition roll while aiming (COR-19).
    #[serde(rename = "cor_acquired")]
    Acquired(Box<super::fact_fire::AcquiredFact>),
    /// Covering fire begun, with its firepower (COR-21).
    #[serde(rename = "cor_covering")]
    Covering(super::fact_fire::CoveringFact),
    /// Bullets hitting someone moving through covering fire (COR-22).
    #[serde(rename = "cor_riddled")]
    Riddled(super::fact_fire::RiddledFact),
    /// Movement, posture, falls and crossing fire (COR-13 to COR-15, COR-22, COR-25, COR-26).
    #[serde(rename = "cor_fire")]
    Fire(super::fact_fire::FireFact),
    /// A melee attack against a defense score, and the dodge if any (COR-32, COR-34).
    #[serde(rename = "cor_struck")]
    Struck {
        /// Who attacked.
        attacker: CombatantId,
        /// Who defended.
        defender: CombatantId,
        /// The attack roll.
        attack: PoolRoll,
        /// The defense score.
        defense: i32,
        /// The dodge roll, if the defender dodged.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dodge: Option<PoolRoll>,
        /// The margin when the blow landed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        margin: Option<i32>,
        /// The situation modifiers' sum added to the attack (COR-34, COR-38 full run).
        #[serde(default, skip_serializing_if = "is_zero_i32")]
        situation: i32,
        /// A special strike (COR-35 to COR-38).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        special: Option<super::fact_melee::Special>,
        /// The flat damage bonus the hurt step adds: skill level, charge (COR-35, COR-38).
        #[serde(default, skip_serializing_if = "is_zero_i32")]
        bonus: i32,
    },
    /// A rest between fights (COR-OP-27): how long, and who rests.
    #[serde(rename = "cor_rested")]
    Rested {
        /// How long.
        rest: super::rest::Rest,
        /// Who rests; `None`: every character of the campaign.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<CombatantId>,
    },
    /// The hours a head wound keeps a character unconscious, rolled at their first rest
    /// (COR-41, line 13: « inconscient (1d6 heure) »).
    #[serde(rename = "cor_knocked_out")]
    KnockedOut {
        /// Who.
        who: CombatantId,
        /// The d6: hours.
        hours: u32,
    },
}
only {
    /// The special situations, melee and damage family's other facts.
    #[serde(untagged)]
    Melee(super::fact_melee::MeleeFact),
}
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero_i32(n: &i32) -> bool {
    *n == 0
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl CorporatesFact {
    /// The event carrying it.
    pub fn into_event(self) -> crate::engine::Event {
        crate::engine::Event::System(self.into())
    }
}

/// The Corporates fact an event records, if any.
pub fn fact_of(event: &crate::engine::Event) -> Option<&CorporatesFact> {
    event.fact::<CorporatesFact>()
}

impl OwnFact for CorporatesFact {
    fn combatants(&self) -> Vec<CombatantId> {
        use CorporatesFact as F;
        match self {
            F::Led { first, second, .. } => vec![*first, *second],
            F::Shot(f) => vec![f.shooter, f.target],
            F::Acquired(f) => vec![f.who, f.target],
            F::Covering(f) => std::iter::once(f.who)
                .chain(f.exposed.iter().copied())
                .collect(),
            F::Riddled(f) => vec![f.who, f.shooter],
            F::Fire(f) => f.combatants(),
            F::Struck {
                attacker, defender, ..
            } => vec![*attacker, *defender],
            F::Reacted { who, .. }
            | F::Declared { who, .. }
            | F::Announces { who }
            | F::Delayed { who, .. }
            | F::Acted { who, .. }
            | F::Startled { who, .. }
            | F::Survival { who, .. }
            | F::LongBegun { who, .. }
            | F::Hurt { who, .. }
            | F::Critical { who, .. }
            | F::Cyber { who, .. } => vec![*who],
            F::Rested { who, .. } => who.iter().copied().collect(),
            F::KnockedOut { who, .. } => vec![*who],
            F::Melee(fact) => fact.combatants(),
        }
    }
}

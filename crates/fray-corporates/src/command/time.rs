//! The time family (COR-01 to COR-12): declared counts, actions of each kind, delays,
//! sudden reactions, survival mode, priority in a segment and confidence points. Each
//! variant's doc gives its line in the command language (`verbs/time.rs`).

use serde::{Deserialize, Serialize};

/// Which kind of action `act` takes (COR-02).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum How {
    /// `act`: the declared action due in this segment (COR-04).
    Declared,
    /// `act … instead`: an undeclared action in place of the declared one due now, no
    /// further malus (COR-06).
    Instead,
    /// `quick`: an undeclared action, −1d on every later action this turn (COR-06).
    Undeclared,
    /// `innate`: no malus from the ledger; the GM's malus in points only (COR-09).
    Innate,
}

/// What an action rolls: dice from the sheet (`with KEY`: a stat gives its dice, a skill
/// its level as a bonus) or given (`dice N`, `bonus N`), against an optional difficulty.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Ask {
    /// What was done, in the GM's words (`what WORDS`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub what: Option<String>,
    /// Sheet keys: each stat adds its dice, each skill its level (`with KEY`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub with: Vec<String>,
    /// Dice before the ledger (`dice N`), added to the sheet's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<u32>,
    /// A flat bonus (`bonus N`, negative for a malus), added to the sheet's.
    #[serde(default, skip_serializing_if = "is_zero_i")]
    pub bonus: i32,
    /// The difficulty (`vs N`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vs: Option<i32>,
    /// Confidence points spent (`confidence N`, COR-08, COR-OP-21).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub confidence: u32,
    /// A double action (`double`, COR-02).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub double: bool,
    /// The GM's malus in points on an innate roll (`malus N`, COR-09).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub malus: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_zero_i(n: &i32) -> bool {
    *n == 0
}

/// A command of the time family.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "time", rename_all = "snake_case")]
pub enum TimeCommand {
    /// `declare WHO N [force]`: WHO announces N declared actions (0 to 5), in the
    /// announcement order unless the GM forces it (COR-03, COR-04).
    Declare {
        /// Who.
        who: String,
        /// How many.
        count: u8,
        /// Out of the announcement order, on the GM's word.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        force: bool,
    },
    /// `act WHO [instead] …`, `quick WHO …`, `innate WHO …`: an action now (COR-02,
    /// COR-06, COR-08, COR-09).
    Act {
        /// Who.
        who: String,
        /// Its kind.
        how: How,
        /// What it rolls.
        #[serde(flatten)]
        ask: Ask,
    },
    /// `long WHO LABEL`: a long action begins in this segment (COR-10).
    Long {
        /// Who.
        who: String,
        /// What it is.
        label: String,
    },
    /// `delay WHO [N]`: the next declared action and every later one N segments later,
    /// lost past segment 5 (COR-05).
    Delay {
        /// Who.
        who: String,
        /// By how many segments (1 by default).
        by: u8,
    },
    /// `startle WHO vs D [dice N] [bonus N] [freeze]`: a reaction to a sudden event; the
    /// failure margin is a malus on the next action, `freeze` (10 or more) no reaction
    /// this segment (COR-07).
    Startle {
        /// Who.
        who: String,
        /// The difficulty the surprise sets.
        difficulty: i32,
        /// The reaction roll's dice and bonus when not the sheet's.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dice: Option<u32>,
        /// A flat bonus added to the sheet's.
        #[serde(default, skip_serializing_if = "is_zero_i")]
        bonus: i32,
        /// No reaction this segment when the margin is 10 or more (the GM's call).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        freeze: bool,
    },
    /// `survival WHO [vs D] [dice N] [bonus N]`: the switch to survival mode (COR-11).
    Survival {
        /// Who.
        who: String,
        /// The reaction roll's difficulty, 15 unless raised.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        difficulty: Option<i32>,
        /// The reaction roll's dice when not the sheet's.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dice: Option<u32>,
        /// A flat bonus added to the sheet's.
        #[serde(default, skip_serializing_if = "is_zero_i")]
        bonus: i32,
    },
    /// `priority A B [surprise WHO N]`: who organises this segment, A's side against B's
    /// (COR-12); a surprised side rolls at −N, even in segment 1.
    Priority {
        /// The first side's member.
        first: String,
        /// The second side's member.
        second: String,
        /// Which of the two is surprised, and the malus on their reaction roll.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        surprise: Option<(String, i32)>,
        /// The GM asks for new reaction rolls: the order matters in this segment (COR-12).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        reroll: bool,
    },
    /// `confidence WHO [N]`: WHO's confidence points left, the sheet's when no N (COR-OP-21).
    Confidence {
        /// Who.
        who: String,
        /// Points left; `None`: back to the sheet's `confidence`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        points: Option<u32>,
    },
}

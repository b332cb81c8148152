//! The point economies, pure: Chance points (ANA-04), players' Anarchy spends (ANA-05),
//! interposing (ANA-06), the GM's pool and its limits (ANA-07), budgets (ANA-OP-02).

use serde::{Deserialize, Serialize};

use crate::engine::RuleError;
use crate::i18n::Arg;

use super::pool::attack_hits;
use super::text::refuse;

/// Anarchy points a player starts each session with (ANA-OP-02, tracker default).
pub const START: i32 = 3;
/// Most Anarchy points a player holds (ANA-OP-02, tracker default).
pub const MAX: i32 = 5;

/// What an Anarchy point buys (ANA-05; the last two are the GM's only, ANA-07).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Spend {
    /// *Bien disposé*: +3 dice.
    WellDisposed,
    /// *Défaillance*: a device or spirit stops briefly.
    Malfunction,
    /// *Interruption*: take one's Narration now.
    Interruption,
    /// *Fonce !*: two Movements this Narration.
    Go,
    /// *Premiers secours*: heal 1 Armor, physical or stun box on another character.
    FirstAid,
    /// *Prise de risque*: a glitch die on one's roll or another player's.
    TakeRisk,
    /// *Riposte*: an offensive action against one's attacker, not a Narration.
    Riposte,
    /// *S'interposer* (ANA-06).
    Interpose,
    /// +1D6 initiative for the Scene (ANA-09).
    Initiative,
    /// GM only: change the players' Narration order for one Turn.
    ChangeOrder,
    /// GM only: *Nouvelle menace*.
    NewThreat,
}

impl Spend {
    /// Every spend, in the digest's order.
    pub const ALL: [Spend; 11] = [
        Spend::WellDisposed,
        Spend::Malfunction,
        Spend::Interruption,
        Spend::Go,
        Spend::FirstAid,
        Spend::TakeRisk,
        Spend::Riposte,
        Spend::Interpose,
        Spend::Initiative,
        Spend::ChangeOrder,
        Spend::NewThreat,
    ];

    /// The word in commands.
    pub fn word(self) -> &'static str {
        match self {
            Spend::WellDisposed => "well-disposed",
            Spend::Malfunction => "malfunction",
            Spend::Interruption => "interruption",
            Spend::Go => "go",
            Spend::FirstAid => "first-aid",
            Spend::TakeRisk => "take-a-risk",
            Spend::Riposte => "riposte",
            Spend::Interpose => "interpose",
            Spend::Initiative => "initiative",
            Spend::ChangeOrder => "change-order",
            Spend::NewThreat => "new-threat",
        }
    }

    /// The spend a command word names.
    pub fn from_word(word: &str) -> Option<Spend> {
        Spend::ALL.into_iter().find(|s| s.word() == word)
    }

    /// Whether only the GM may buy it (ANA-07).
    pub fn gm_only(self) -> bool {
        matches!(self, Spend::ChangeOrder | Spend::NewThreat)
    }

    /// Dice it adds to the test it is spent on (Well disposed: +3).
    pub fn bonus_dice(self) -> u8 {
        if self == Spend::WellDisposed { 3 } else { 0 }
    }
}

/// Who spends, and on whom (the checks of ANA-05 and ANA-07).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spender {
    /// Points held before the spend.
    pub points: i32,
    /// The GM's pool rather than a player's.
    pub gm: bool,
    /// The GM already spent a point in the current Narration.
    pub spent_this_narration: bool,
    /// The spend helps or hinders a player character directly.
    pub on_pc: bool,
    /// The spend's target is the spender themself (First aid never is).
    pub on_self: bool,
}

/// Checks one spend of `count` points and returns the points left, or why it is refused:
/// not enough points, a GM-only spend by a player, First aid on oneself, and the GM's
/// limits (never directly on a PC except Take a risk; one point per Narration, initiative
/// dice excepted: ANA-OP-04).
pub fn spend(spender: Spender, what: Spend, count: i32) -> Result<i32, RuleError> {
    let word = || Arg::from(what.word());
    if count < 1 {
        return Err(refuse("ana-refuse-count", &[]));
    }
    if what.gm_only() && !spender.gm {
        return Err(refuse("ana-refuse-gm-only", &[("spend", word())]));
    }
    if what == Spend::FirstAid && spender.on_self {
        return Err(refuse("ana-refuse-first-aid-self", &[]));
    }
    if spender.gm {
        if spender.on_pc && what != Spend::TakeRisk {
            return Err(refuse("ana-refuse-gm-on-pc", &[("spend", word())]));
        }
        let narration = if what == Spend::Initiative { 0 } else { count };
        if narration > 1 || (narration == 1 && spender.spent_this_narration) {
            return Err(refuse("ana-refuse-gm-narration", &[]));
        }
    }
    if spender.points < count {
        return Err(refuse(
            "ana-refuse-points",
            &[
                ("have", Arg::Number(f64::from(spender.points))),
                ("need", Arg::Number(f64::from(count))),
            ],
        ));
    }
    Ok(spender.points - count)
}

/// Spends one Chance point (ANA-04): the points left, or a refusal when none is left.
pub fn spend_chance(points: i32) -> Result<i32, RuleError> {
    if points < 1 {
        return Err(refuse("ana-refuse-chance", &[]));
    }
    Ok(points - 1)
}

/// Chance points at a session's start: the Chance attribute (ANA-04).
pub fn chance_at_session(chance_attribute: i32) -> i32 {
    chance_attribute.max(0)
}

/// The GM's pool at a session's start: one point per player (ANA-OP-02).
pub fn gm_pool_at_session(players: usize) -> i32 {
    i32::try_from(players).unwrap_or(i32::MAX)
}

/// Points awarded by the GM, kept within the maximum (ANA-OP-02).
pub fn award(points: i32, award: i32, max: i32) -> i32 {
    points.saturating_add(award).clamp(0, max.max(0))
}

/// Who an interposed attack hits (ANA-06).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Interposed {
    /// The attacker still wins: the interposing character takes the effects.
    Interposer,
    /// The interposing character wins: nobody is hit.
    Nobody,
}

/// An interposition (ANA-06): the original defense is ignored and the interposing
/// character's successes face the attacker's; ties go to the attacker.
pub fn interpose(attacker: u32, interposer: u32) -> Interposed {
    if attack_hits(attacker, interposer) {
        Interposed::Interposer
    } else {
        Interposed::Nobody
    }
}

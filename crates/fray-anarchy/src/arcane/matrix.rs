//! The Matrix (ANA-17, ANA-18, ANA-20): marks and servers, brute force and corruption,
//! noise. Pure: what a hacker holds and rolled in, what follows out.

use serde::{Deserialize, Serialize};

use crate::engine::RuleError;
use crate::i18n::Arg;

use super::super::pool::opposed_wins;
use super::super::text::refuse;

/// Most marks a target or action ever needs (ANA-17).
pub const MAX_MARKS: u8 = 3;

/// A Matrix object's security, from the text's examples (ANA-17, ANA-EX-01..03).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Security {
    /// A capsule-hotel vending machine, the simplest servers.
    Trivial,
    /// A McHugh's security camera, normal corporate servers.
    Easy,
    /// A high-security Renraku file server, high-security corporate servers.
    Hard,
}

impl Security {
    /// Every level.
    pub const ALL: [Security; 3] = [Security::Trivial, Security::Easy, Security::Hard];

    /// The opposed pool the object rolls (4, 6, 10 dice).
    pub fn opposed_pool(self) -> u8 {
        match self {
            Security::Trivial => 4,
            Security::Easy => 6,
            Security::Hard => 10,
        }
    }

    /// Marks needed to access it, or to enter a server of this level (1, 2, 3).
    pub fn marks(self) -> u8 {
        match self {
            Security::Trivial => 1,
            Security::Easy => 2,
            Security::Hard => 3,
        }
    }

    /// The word in commands.
    pub fn word(self) -> &'static str {
        match self {
            Security::Trivial => "trivial",
            Security::Easy => "easy",
            Security::Hard => "hard",
        }
    }

    /// The level a word names.
    pub fn from_word(word: &str) -> Option<Security> {
        Security::ALL.into_iter().find(|s| s.word() == word)
    }
}

/// Marks held after gaining `gained` (never past [`MAX_MARKS`]).
pub fn add_marks(held: u8, gained: u8) -> u8 {
    held.saturating_add(gained).min(MAX_MARKS)
}

/// Checks a marks requirement the GM gives (1 to 3, ANA-17).
pub fn check_needed(needed: u8) -> Result<(), RuleError> {
    if (1..=MAX_MARKS).contains(&needed) {
        Ok(())
    } else {
        Err(refuse(
            "ana-refuse-marks-needed",
            &[("n", Arg::Number(f64::from(needed)))],
        ))
    }
}

/// Whether `held` marks give access where `needed` are required.
pub fn access(held: u8, needed: u8) -> bool {
    held >= needed
}

/// A hacker's place in the Matrix, for entering a server (ANA-17).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entering {
    /// The hacker is in VR.
    pub vr: bool,
    /// Marks held on the server.
    pub held: u8,
    /// Marks the server needs.
    pub needed: u8,
    /// The hacker is already in another server.
    pub elsewhere: bool,
}

/// Checks entering a server: VR only, enough marks, one server at a time (ANA-17).
pub fn enter_server(e: Entering) -> Result<(), RuleError> {
    if !e.vr {
        return Err(refuse("ana-refuse-server-vr", &[]));
    }
    if e.elsewhere {
        return Err(refuse("ana-refuse-server-one", &[]));
    }
    if !access(e.held, e.needed) {
        return Err(refuse(
            "ana-refuse-server-marks",
            &[
                ("have", Arg::Number(f64::from(e.held))),
                ("need", Arg::Number(f64::from(e.needed))),
            ],
        ));
    }
    Ok(())
}

/// Whether the server may load extra IC: an intruder's complication or an alarm, here a
/// failed corruption that gave the hacker away (ANA-17; the GM decides how many).
pub fn may_load_ic(complications: u32, alarm: bool) -> bool {
    complications > 0 || alarm
}

/// How a Hacking test is made (ANA-18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Method {
    /// Brute force: a failure costs stun boxes.
    BruteForce,
    /// Corruption: a failure gives the hacker away.
    Corruption,
    /// Cybercombat: no method to declare.
    Cybercombat,
}

impl Method {
    /// Every method.
    pub const ALL: [Method; 3] = [Method::BruteForce, Method::Corruption, Method::Cybercombat];

    /// The word in commands.
    pub fn word(self) -> &'static str {
        match self {
            Method::BruteForce => "brute-force",
            Method::Corruption => "corruption",
            Method::Cybercombat => "cybercombat",
        }
    }

    /// The method a word names.
    pub fn from_word(word: &str) -> Option<Method> {
        Method::ALL.into_iter().find(|m| m.word() == word)
    }
}

/// With the `brute-force` option on, every Hacking test but cybercombat declares brute
/// force or corruption (ANA-18).
pub fn check_method(method: Option<Method>, rule_on: bool) -> Result<(), RuleError> {
    if rule_on && method.is_none() {
        return Err(refuse("ana-refuse-method", &[]));
    }
    Ok(())
}

/// What a Hacking test left behind (ANA-18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Hacked {
    /// The hacker won (more successes than the target).
    Success,
    /// A failure with nothing more (a tie, cybercombat, no method).
    Failed,
    /// Failed brute force: stun boxes to the hacker, one per excess success of the target
    /// (ANA-EX-16).
    Stunned {
        /// Boxes.
        boxes: i32,
    },
    /// Failed corruption: the target detects the hacker.
    Detected,
}

/// A Hacking test's outcome: the hacker must beat the target; a tie follows the option
/// `opposed-ties` (`ties_to_hacker`; by default it has no effect, ANA-OP-01); a failure's
/// cost depends on the method (ANA-18).
pub fn hack(hacker: u32, target: u32, method: Option<Method>, ties_to_hacker: bool) -> Hacked {
    if opposed_wins(hacker, target) || (ties_to_hacker && hacker == target) {
        return Hacked::Success;
    }
    match method {
        Some(Method::BruteForce) if target > hacker => Hacked::Stunned {
            boxes: i32::try_from(target - hacker).unwrap_or(i32::MAX),
        },
        Some(Method::Corruption) => Hacked::Detected,
        _ => Hacked::Failed,
    }
}

/// The range to a hacked target (ANA-20).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Range {
    /// Short: no modifier.
    Short,
    /// Intermediate: −2 dice.
    Intermediate,
    /// Long: −4 dice.
    Long,
}

impl Range {
    /// Every band.
    pub const ALL: [Range; 3] = [Range::Short, Range::Intermediate, Range::Long];

    /// Dice removed from every Hacking test against the target (ANA-EX-04).
    pub fn modifier(self) -> i32 {
        match self {
            Range::Short => 0,
            Range::Intermediate => -2,
            Range::Long => -4,
        }
    }

    /// The band a modifier stands for (as stored in a condition's value).
    pub fn from_modifier(m: i32) -> Option<Range> {
        Range::ALL.into_iter().find(|r| r.modifier() == m)
    }

    /// The word in commands.
    pub fn word(self) -> &'static str {
        match self {
            Range::Short => "short",
            Range::Intermediate => "intermediate",
            Range::Long => "long",
        }
    }

    /// The band a word names.
    pub fn from_word(word: &str) -> Option<Range> {
        Range::ALL.into_iter().find(|r| r.word() == word)
    }
}

/// A Hacking pool after noise: the range band's modifier and the GM's extra modifier for a
/// bad connection (ANA-20), never below 0 dice.
pub fn noisy_pool(dice: u8, range: Range, connection: i32) -> u8 {
    let n = i32::from(dice) + range.modifier() + connection.min(0);
    u8::try_from(n.max(0)).unwrap_or(u8::MAX)
}

//! The sheet read by the rules: stat aliases, the pool score P and its recharges
//! (SRP-01, SRP-02), monitor sizes and the wound modifier (SRP-21), stress and readiness.

use crate::model::{Combatant, DamageTrack, Encounter, Monitor};
use crate::rules::fold_key;

use super::command::{Readiness, Recharge, Stress, Trigger};
use super::{options, text};

/// Sheet aliases: what a GM may type for a stat, and the key it is stored under.
const ALIASES: &[(&str, &str)] = &[
    ("bod", "body"),
    ("physique", "body"),
    ("physical", "body"),
    ("agi", "agility"),
    ("rea", "reaction"),
    ("str", "strength"),
    ("wil", "willpower"),
    ("will", "willpower"),
    ("volonte", "willpower"),
    ("log", "logic"),
    ("logique", "logic"),
    ("int", "intuition"),
    ("cha", "charisma"),
    ("charisme", "charisma"),
    ("pro", "professional"),
    ("professionalism", "professional"),
    ("tactique", "tactics"),
    ("ip", "passes"),
];

/// The stored key for a stat name the GM typed.
pub fn canonical(key: &str) -> String {
    let folded = fold_key(key);
    ALIASES
        .iter()
        .find(|(alias, _)| *alias == folded)
        .map_or(folded, |(_, key)| (*key).to_string())
}

/// The built-in pool types and their formulas (SRP-01).
const BUILT_IN: &[(&str, [&str; 3])] = &[
    ("instinct", ["reaction", "intuition", "professional"]),
    ("tactics", ["logic", "tactics", "professional"]),
];

/// Every pool type known in this encounter: the built-in ones, then the custom ones.
pub fn pool_types(state: &Encounter) -> Vec<String> {
    let mut types: Vec<String> = BUILT_IN.iter().map(|t| t.0.to_string()).collect();
    types.extend(
        state
            .options
            .keys()
            .filter_map(|k| k.strip_prefix("pool-type."))
            .map(str::to_string),
    );
    types
}

/// The stats a pool type adds up, if the type is known.
pub fn formula(state: &Encounter, pool_type: &str) -> Option<Vec<String>> {
    if let Some((_, stats)) = BUILT_IN.iter().find(|t| t.0 == pool_type) {
        return Some(stats.iter().map(|s| s.to_string()).collect());
    }
    state
        .option(&format!("pool-type.{pool_type}"))
        .and_then(options::formula)
        .map(|f| f.0)
}

/// The custom advantage text of a pool type, if any.
pub fn advantage(state: &Encounter, pool_type: &str) -> Option<String> {
    state
        .option(&format!("pool-type.{pool_type}"))
        .and_then(options::formula)
        .map(|f| f.1)
        .filter(|a| !a.is_empty())
}

/// The pool score P (SRP-01): the fixed score, else the type's formula on the sheet.
pub fn pool_score(state: &Encounter, c: &Combatant) -> u32 {
    let Some(pool) = &c.tokens else { return 0 };
    if let Some(score) = pool.score {
        return score;
    }
    let sum: i32 = formula(state, &pool.pool_type)
        .unwrap_or_default()
        .iter()
        .map(|s| c.stat(s))
        .fold(0, i32::saturating_add);
    u32::try_from(sum.max(0)).unwrap_or(0)
}

fn half(state: &Encounter, n: u32) -> u32 {
    if state.option_is("rounding", "nearest") {
        n.div_ceil(2)
    } else {
        n / 2
    }
}

/// The recharge value R = P/2 (SRP-02, SRP-OP-02).
pub fn recharge_value(state: &Encounter, c: &Combatant) -> u32 {
    half(state, pool_score(state, c))
}

/// Tokens a recharge gives: slow R, fast R/2, both R + R/2 (SRP-02).
pub fn recharge_amount(state: &Encounter, c: &Combatant, recharge: Recharge) -> u32 {
    let r = recharge_value(state, c);
    match recharge {
        Recharge::Slow => r,
        Recharge::Fast => half(state, r),
        Recharge::Both => r.saturating_add(half(state, r)),
    }
}

/// The opening recharge for a readiness level (SRP-03).
pub fn opening(readiness: Readiness) -> Recharge {
    match readiness {
        Readiness::None => Recharge::Fast,
        Readiness::Ready => Recharge::Slow,
        Readiness::Position => Recharge::Both,
    }
}

/// A combatant's readiness, from the `readiness` condition (1 ready, 2 in position).
pub fn readiness(c: &Combatant) -> Readiness {
    match condition_value(c, text::READINESS) {
        Some(1) => Readiness::Ready,
        Some(v) if v >= 2 => Readiness::Position,
        _ => Readiness::None,
    }
}

/// A combatant's stress, from the `stress` condition (1 moderate, 2 high).
pub fn stress(c: &Combatant) -> Stress {
    match condition_value(c, text::STRESS) {
        Some(1) => Stress::Moderate,
        Some(v) if v >= 2 => Stress::High,
        _ => Stress::Low,
    }
}

fn condition_value(c: &Combatant, name: &str) -> Option<i32> {
    c.conditions
        .iter()
        .find(|k| k.name.eq_ignore_ascii_case(name))
        .map(|k| k.value.unwrap_or(1))
}

/// A non-negative stat as a count.
pub fn count(c: &Combatant, stat: &str) -> u32 {
    u32::try_from(c.stat(stat).max(0)).unwrap_or(0)
}

/// Initiative passes, at least 1 (SRP-22).
pub fn passes(c: &Combatant) -> u32 {
    if c.stats.contains_key("passes") {
        count(c, "passes").max(1)
    } else {
        1
    }
}

/// The weapon's trigger from the `trigger` stat (0 semi, 1 virtual, 2 auto).
pub fn trigger(c: &Combatant) -> Trigger {
    match c.stat("trigger") {
        1 => Trigger::Virtual,
        v if v >= 2 => Trigger::Auto,
        _ => Trigger::Semi,
    }
}

/// How the monitors are sized under an encounter's options (SRP-21), read once for a
/// whole roster.
pub struct MonitorSizes {
    /// Option `monitor-base`.
    base: u32,
    /// The stat sizing the physical monitor (option `physical-stat`).
    physical: String,
    /// The stat sizing the stun monitor (option `stun-stat`).
    stun: String,
}

impl MonitorSizes {
    /// The options of `state`.
    pub fn of(state: &Encounter) -> Self {
        let stat = |key: &str, default: &str| canonical(state.option(key).unwrap_or(default));
        MonitorSizes {
            base: state.option_number::<u32>("monitor-base", 8),
            physical: stat("physical-stat", "body"),
            stun: stat("stun-stat", "willpower"),
        }
    }

    /// `c`'s monitor sizes: physical = base + ⌈physical stat/2⌉, stun = base + ⌈stun
    /// stat/2⌉.
    pub fn of_combatant(&self, c: &Combatant) -> [(&'static str, u16); 2] {
        let size = |stat: &str| {
            let n = count(c, stat).div_ceil(2);
            u16::try_from(self.base.saturating_add(n)).unwrap_or(u16::MAX)
        };
        [
            ("physical", size(&self.physical)),
            ("stun", size(&self.stun)),
        ]
    }
}

/// A monitor by name.
pub fn monitor<'a>(c: &'a Combatant, name: &str) -> Option<&'a Monitor> {
    match &c.damage {
        DamageTrack::Monitors { tracks } => tracks.iter().find(|m| m.name == name),
        DamageTrack::Locator(_) => None,
    }
}

/// The wound modifier (SRP-21): −1 per `wound-step` filled boxes on each monitor, summed.
pub fn wound_modifier(state: &Encounter, c: &Combatant) -> i32 {
    let step = state.option_number::<u32>("wound-step", 3).max(1);
    let DamageTrack::Monitors { tracks } = &c.damage else {
        return 0;
    };
    tracks
        .iter()
        .map(|m| i32::try_from(u32::from(m.filled) / step).unwrap_or(0))
        .fold(0, i32::saturating_add)
        .saturating_neg()
}

/// How far out of the fight the monitors put someone (SRP-21, tracker defaults): dead when
/// the physical overflow passes the physical stat, dying when the physical monitor is full,
/// unconscious when the stun monitor is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Down {
    /// Stun monitor full.
    Unconscious,
    /// Physical monitor full.
    Dying,
    /// Physical overflow beyond the Body boxes.
    Dead,
}

impl Down {
    /// The state in words.
    pub fn word(self) -> &'static str {
        match self {
            Down::Unconscious => "unconscious",
            Down::Dying => "dying",
            Down::Dead => "dead",
        }
    }
}

/// Whether the monitors put `c` out of the fight, and how.
pub fn down(state: &Encounter, c: &Combatant) -> Option<Down> {
    let physical = monitor(c, "physical");
    let body = count(
        c,
        &canonical(state.option("physical-stat").unwrap_or("body")),
    );
    match physical {
        Some(m) if m.boxes > 0 && m.is_full() && u32::from(m.overflow) > body => Some(Down::Dead),
        Some(m) if m.boxes > 0 && m.is_full() => Some(Down::Dying),
        _ => monitor(c, "stun")
            .filter(|m| m.boxes > 0 && m.is_full())
            .map(|_| Down::Unconscious),
    }
}

/// The stress level in words (SRP-04).
pub fn stress_word(c: &Combatant) -> &'static str {
    text::STRESS_WORDS[stress(c) as usize]
}

/// The readiness in words (SRP-03), when the GM gave one.
pub fn readiness_word(c: &Combatant) -> Option<&'static str> {
    match readiness(c) {
        Readiness::None => None,
        r => Some(text::READINESS_WORDS[r as usize]),
    }
}

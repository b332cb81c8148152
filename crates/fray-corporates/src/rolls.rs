//! The dice the Corporates rules roll, which the GM may give as rolled at the table
//! (`reaction=4,2,6`, `damage=6,3,5`), and the roll of a pool: N d6 summed plus a bonus
//! (COR-OP-21), firearm damage exploding on a 6 (COR-39).

use serde::{Deserialize, Serialize};

use crate::engine::{Dice, RollSlot};

/// A reaction roll's d6 (COR-03, COR-07, COR-11, COR-12).
pub const REACTION: &str = "reaction";
/// An action roll's d6 (COR-08).
pub const CHECK: &str = "check";
/// A damage roll's d6 (COR-39).
pub const DAMAGE: &str = "damage";
/// A soak roll's d6 (COR-39).
pub const SOAK: &str = "soak";
/// One of the critical roll's 2d6 (COR-41).
pub const CRITICAL: &str = "critical";
/// The face wound's d6 (COR-41, result 17).
pub const FACE: &str = "face";
/// The cyberware hit's d100 (COR-42).
pub const CYBER: &str = "cyber";
/// The cyberware breakdown's d6 (COR-42).
pub const BREAKDOWN: &str = "breakdown";

/// The d6 of the hours a head wound keeps a character unconscious (COR-41, line 13).
pub const KNOCKED_OUT: &str = "knocked-out";

/// A d6 for each extra bullet hitting someone moving through covering fire (COR-22).
pub const BULLETS: &str = "bullets";

/// A d100 picking at random who a stray bullet strikes or which weapon hit (COR-22, COR-28).
pub const PICK: &str = "pick";

/// The French words of the dice keys (`jet=6,5` reads as `check=6,5`): read in any
/// language, the first one written in French lines and shown as the dice field's label.
pub const FRENCH: &[(&str, &[&str])] = &[
    (REACTION, &["réaction", "reaction"]),
    (CHECK, &["jet"]),
    (DAMAGE, &["dégâts", "degats"]),
    (SOAK, &["encaissement"]),
    (CRITICAL, &["critique"]),
    (CYBER, &["cybernétique", "cybernetique"]),
    (BREAKDOWN, &["panne"]),
    (BULLETS, &["balles"]),
    (PICK, &["tirage"]),
    (KNOCKED_OUT, &["inconscience"]),
];

/// Every roll the system declares, `what` as catalog keys.
pub const ROLLS: &[RollSlot] = &[
    slot(
        REACTION,
        6,
        "cor-roll-reaction",
        "reaction=N,N,...",
        &[
            "start", "startle", "survival", "priority", "shoot", "break", "duel", "next",
        ],
    ),
    slot(
        CHECK,
        6,
        "cor-roll-check",
        "check=N,N,...",
        &[
            "act",
            "quick",
            "innate",
            "shoot",
            "aim",
            "move",
            "stand",
            "strike",
            "dodge",
            "disengage",
            "follow",
            "trip",
            "grapple",
            "bullrush",
            "repair",
            "break",
            "duel",
            "rest",
        ],
    ),
    slot(
        DAMAGE,
        6,
        "cor-roll-damage",
        "damage=N,N,...",
        &["hurt", "bullrush", "throw"],
    ),
    slot(
        SOAK,
        6,
        "cor-roll-soak",
        "soak=N,N,...",
        &["hurt", "trip", "bullrush", "throw"],
    ),
    slot(
        CRITICAL,
        6,
        "cor-roll-critical",
        "critical=N,N",
        &["hurt", "bullrush", "throw"],
    ),
    slot(
        FACE,
        6,
        "cor-roll-face",
        "face=N",
        &["hurt", "bullrush", "throw"],
    ),
    slot(
        CYBER,
        100,
        "cor-roll-cyber",
        "cyber=N",
        &["hurt", "bullrush", "throw"],
    ),
    slot(
        BREAKDOWN,
        6,
        "cor-roll-breakdown",
        "breakdown=N",
        &["hurt", "bullrush", "throw"],
    ),
    slot(
        BULLETS,
        6,
        "cor-roll-bullets",
        "bullets=N,N,...",
        &["cross"],
    ),
    slot(
        KNOCKED_OUT,
        6,
        "cor-roll-knocked-out",
        "knocked-out=N",
        &["rest"],
    ),
    // cor-fire: who a stray bullet strikes, which covering weapon hit (COR-22, COR-28).
    slot(PICK, 100, "cor-roll-pick", "pick=N", &["shoot", "cross"]),
];

/// The slots whose first verb the system has (a family's slots come with its verbs), their
/// texts in the current language (made once per language).
pub fn slots() -> &'static [RollSlot] {
    static ALL: std::sync::OnceLock<Vec<RollSlot>> = std::sync::OnceLock::new();
    let all = ALL.get_or_init(|| {
        let own = crate::rules::RuleSystem::verbs(super::system()).verbs();
        ROLLS
            .iter()
            .filter(|s| {
                s.verbs
                    .first()
                    .is_some_and(|v| *v == "start" || own.iter().any(|verb| verb.name == *v))
            })
            .cloned()
            .collect()
    });
    crate::i18n::fixed_list("corporates rolls", || {
        all.iter()
            .map(|slot| RollSlot {
                what: crate::i18n::fixed(slot.what),
                ..*slot
            })
            .collect()
    })
}

const fn slot(
    key: &'static str,
    sides: u32,
    what: &'static str,
    give: &'static str,
    verbs: &'static [&'static str],
) -> RollSlot {
    RollSlot {
        key,
        sides,
        what,
        give,
        verbs,
        own_word: false,
    }
}

/// Says whose the next dice are and why (`Vance (stress)`), for a roll whose die does not
/// say it (stress on the action roll's die, an opposed Strength roll, a fall's soak), so a
/// request for dice rolled at the table names both.
pub fn for_whom_why(dice: &mut dyn Dice, who: &str, why: &str) {
    dice.for_whom(&crate::t!("cor-dice-whom", who = who, why = why));
}

/// Every die of a pool roll, kept for the log (COR-OP-21).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolRoll {
    /// The d6 faces in the order rolled, explosions included.
    pub dice: Vec<u32>,
    /// The flat bonus added.
    pub bonus: i32,
    /// The sum of the dice plus the bonus.
    pub total: i32,
    /// What the bonus is made of, term by term (a skill, the weapon's aiming bonus, a
    /// situation, a bonus the GM typed…); empty in saves written before it was recorded,
    /// whose bonus is shown bare.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub terms: Vec<Part>,
}

/// One named term of a roll's bonus (`skill:firearms` +5, `weapon-aim` +2, `given` +9),
/// its name a stable key the log words in the GM's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Part {
    /// What it is: `skill:KEY`, `stat:KEY`, or a term's key (`given`, `weapon-aim`,
    /// `startle`, `back`…).
    pub what: String,
    /// Its value, added to the dice.
    pub value: i32,
}

impl Part {
    /// A term `what` worth `value`.
    pub fn new(what: impl Into<String>, value: i32) -> Self {
        Self {
            what: what.into(),
            value,
        }
    }

    /// A skill's level as a term.
    pub fn skill(key: &str, value: i32) -> Self {
        Self::new(format!("skill:{key}"), value)
    }

    /// A stat's value as a term.
    pub fn stat(key: &str, value: i32) -> Self {
        Self::new(format!("stat:{key}"), value)
    }
}

/// The sum of `parts`, saturating.
pub fn sum(parts: &[Part]) -> i32 {
    parts.iter().fold(0, |s, p| s.saturating_add(p.value))
}

/// Rolls `count` d6 from `slot` plus the sum of `parts`, each kept by name (no explosion).
pub fn roll_parts(
    dice: &mut dyn Dice,
    slot: &'static str,
    count: u32,
    parts: Vec<Part>,
) -> PoolRoll {
    let parts: Vec<Part> = parts.into_iter().filter(|p| p.value != 0).collect();
    PoolRoll {
        terms: parts.clone(),
        ..roll(dice, slot, count, sum(&parts), false)
    }
}

/// The most extra dice a single exploding die may add (a runaway guard for scripted dice
/// that only ever give 6).
pub const MAX_EXPLOSIONS: usize = 20;

/// Rolls `count` d6 from `slot` plus `bonus`; with `explode`, each 6 is rolled again and
/// added (COR-39: firearm damage).
pub fn roll(
    dice: &mut dyn Dice,
    slot: &'static str,
    count: u32,
    bonus: i32,
    explode: bool,
) -> PoolRoll {
    let mut faces = Vec::new();
    for _ in 0..count {
        let mut face = dice.roll_for(6, slot);
        faces.push(face);
        let mut extra = 0;
        while explode && face == 6 && extra < MAX_EXPLOSIONS {
            face = dice.roll_for(6, slot);
            faces.push(face);
            extra += 1;
        }
    }
    let sum: i64 = faces.iter().map(|&f| i64::from(f)).sum();
    let total = i32::try_from(sum + i64::from(bonus)).unwrap_or(i32::MAX);
    PoolRoll {
        dice: faces,
        bonus,
        total,
        terms: Vec::new(),
    }
}

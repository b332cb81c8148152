//! The wound counter (POL-30 to POL-36): the locator grid, overflow, damage thresholds,
//! wound effects, combined maluses and the random hit-location table.
//!
//! Everything here is pure: functions read a [`WoundLocator`] and return values or a
//! [`WoundMark`] for the fold to apply; nothing mutates state or panics.

use crate::rules::words::fold_tight;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::engine::{Dice, RuleError, WoundMark};
use crate::model::{LocatorCell, LocatorLocation, WoundLocator};

/// Severity row index of Light wounds (blessures légères, final damage 5+).
pub const LIGHT: usize = 0;
/// Severity row index of Medium wounds (blessures moyennes, final damage 10+).
pub const MEDIUM: usize = 1;
/// Severity row index of Serious wounds (blessures graves, final damage 15+).
pub const SERIOUS: usize = 2;
/// Severity row index of Critical wounds (blessures critiques, final damage 20+).
pub const CRITICAL: usize = 3;
/// Severity row index of Mortal wounds (blessures mortelles, final damage 25+).
pub const MORTAL: usize = 4;
/// Severity row index of the last row: Death (head, body) or Limb destroyed (limbs), final damage 30+.
pub const DEATH: usize = 5;

/// Location index of the head in [`new_locator`].
pub const HEAD: usize = 0;
/// Location index of the body in [`new_locator`].
pub const BODY: usize = 1;
/// Location index of the right arm in [`new_locator`].
pub const RIGHT_ARM: usize = 2;
/// Location index of the left arm in [`new_locator`].
pub const LEFT_ARM: usize = 3;
/// Location index of the right leg in [`new_locator`].
pub const RIGHT_LEG: usize = 4;
/// Location index of the left leg in [`new_locator`].
pub const LEFT_LEG: usize = 5;

/// Severity keys, lightest first (POL-30).
pub const SEVERITY_KEYS: [&str; 6] = ["light", "medium", "serious", "critical", "mortal", "death"];

/// Location keys in sheet order (POL-30).
pub const LOCATION_KEYS: [&str; 6] = [
    "head",
    "body",
    "right-arm",
    "left-arm",
    "right-leg",
    "left-leg",
];

/// Minimum final damage of each severity row (POL-32): 5, 10, 15, 20, 25, 30.
pub const SEVERITY_THRESHOLDS: [i32; 6] = [5, 10, 15, 20, 25, 30];

/// Test malus of each severity row (POL-35). Mortal's −10 is a tracker default (POL-OP-13);
/// the Death / Limb destroyed row also counts −10 (tracker default, not in the text).
pub const SEVERITY_MALUS: [i32; 6] = [-1, -3, -5, -10, -10, -10];

/// Box counts per location (sheet order) and severity (lightest first), POL-30.
/// The Death cell of head and body is modelled as one box.
const BOXES: [[u8; 6]; 6] = [
    [3, 3, 2, 2, 1, 1], // head
    [4, 3, 3, 2, 2, 1], // body
    [3, 3, 2, 2, 1, 1], // right arm
    [3, 3, 2, 2, 1, 1], // left arm
    [3, 3, 2, 2, 1, 1], // right leg
    [3, 3, 2, 2, 1, 1], // left leg
];

/// Option key for the per-encounter random location table (POL-33, POL-OP-12).
pub const LOCATION_TABLE_OPTION: &str = "location-table";

/// Option key for how wound maluses combine (POL-OP-14): `sum` or `worst`.
pub const WOUND_MALUS_OPTION: &str = "wound-malus";

/// A fresh wound locator with the rules' box counts (POL-30).
///
/// Head and body are `vital` (their last row is Death); the limbs' last row is Limb destroyed.
pub fn new_locator() -> WoundLocator {
    WoundLocator {
        severities: SEVERITY_KEYS.iter().map(|s| (*s).to_string()).collect(),
        locations: LOCATION_KEYS
            .iter()
            .zip(BOXES)
            .enumerate()
            .map(|(i, (key, boxes))| LocatorLocation {
                key: (*key).to_string(),
                vital: i == HEAD || i == BODY,
                cells: boxes
                    .iter()
                    .map(|&boxes| LocatorCell { boxes, checked: 0 })
                    .collect(),
            })
            .collect(),
    }
}

/// The canonical location key (index into [`LOCATION_KEYS`]) for a word, English or French.
fn canonical_location(word: &str) -> Option<usize> {
    match fold_tight(word).as_str() {
        "head" | "h" | "tete" | "t" => Some(HEAD),
        "body" | "b" | "torso" | "chest" | "trunk" | "corps" | "c" => Some(BODY),
        "rightarm" | "rarm" | "ra" | "armright" | "brasdroit" | "bd" => Some(RIGHT_ARM),
        "leftarm" | "larm" | "la" | "armleft" | "brasgauche" | "bg" => Some(LEFT_ARM),
        "rightleg" | "rleg" | "rl" | "legright" | "jambedroite" | "jd" => Some(RIGHT_LEG),
        "leftleg" | "lleg" | "ll" | "legleft" | "jambegauche" | "jg" => Some(LEFT_LEG),
        _ => None,
    }
}

/// Index of a location in `locator` from a word.
///
/// Accepts the locator's own keys (case, spaces and underscores ignored), short forms
/// (`rarm`, `r-arm`, `ra`, `la`, `rleg`, `ll`...) and French names (`tête`/`tete`, `corps`,
/// `bras-droit`, `bras gauche`, `jambe_droite`, `jambe-gauche`...).
pub fn location_index(locator: &WoundLocator, word: &str) -> Option<usize> {
    let wanted = fold_tight(word);
    if wanted.is_empty() {
        return None;
    }
    if let Some(i) = locator
        .locations
        .iter()
        .position(|l| fold_tight(&l.key) == wanted)
    {
        return Some(i);
    }
    let key = LOCATION_KEYS.get(canonical_location(word)?)?;
    locator.locations.iter().position(|l| l.key == *key)
}

/// Severity row index from a word: a key (`light` ... `death`), a French name
/// (`légère(s)`, `moyenne(s)`, `grave(s)`, `critique(s)`, `mortelle(s)`, `mort`, `détruit`)
/// or a row number `1`..`6`.
pub fn severity_index(word: &str) -> Option<usize> {
    match fold_tight(word).as_str() {
        "1" | "light" | "l" | "legere" | "legeres" | "leger" | "legers" => Some(LIGHT),
        "2" | "medium" | "m" | "moyenne" | "moyennes" | "moyen" | "moyens" => Some(MEDIUM),
        "3" | "serious" | "s" | "grave" | "graves" => Some(SERIOUS),
        "4" | "critical" | "crit" | "critique" | "critiques" => Some(CRITICAL),
        "5" | "mortal" | "mortelle" | "mortelles" | "mortel" | "mortels" => Some(MORTAL),
        "6" | "death" | "dead" | "destroyed" | "limbdestroyed" | "mort" | "detruit"
        | "detruite" | "membredetruit" | "mortmembredetruit" => Some(DEATH),
        _ => None,
    }
}

/// English label of a severity row. The last row reads "Death / Limb destroyed";
/// see [`row_label_en`] for the label that fits one location.
pub fn severity_label_en(severity: usize) -> Option<&'static str> {
    [
        "Light",
        "Medium",
        "Serious",
        "Critical",
        "Mortal",
        "Death / Limb destroyed",
    ]
    .get(severity)
    .copied()
}

/// French label of a severity row, as on the sheet ("Mort / Membre détruit" for the last).
pub fn severity_label_fr(severity: usize) -> Option<&'static str> {
    [
        "Légère",
        "Moyenne",
        "Grave",
        "Critique",
        "Mortelle",
        "Mort / Membre détruit",
    ]
    .get(severity)
    .copied()
}

/// English label of a severity row in a location: the last row is "Death" when the
/// location is vital and "Limb destroyed" otherwise.
pub fn row_label_en(vital: bool, severity: usize) -> Option<&'static str> {
    match (severity, vital) {
        (DEATH, true) => Some("Death"),
        (DEATH, false) => Some("Limb destroyed"),
        _ => severity_label_en(severity),
    }
}

/// French label of a severity row in a location ("Mort" or "Membre détruit" for the last).
pub fn row_label_fr(vital: bool, severity: usize) -> Option<&'static str> {
    match (severity, vital) {
        (DEATH, true) => Some("Mort"),
        (DEATH, false) => Some("Membre détruit"),
        _ => severity_label_fr(severity),
    }
}

/// English label of a location, from its key or any word [`location_index`] accepts.
pub fn location_label_en(key: &str) -> Option<&'static str> {
    [
        "Head",
        "Body",
        "Right arm",
        "Left arm",
        "Right leg",
        "Left leg",
    ]
    .get(canonical_location(key)?)
    .copied()
}

/// French label of a location, from its key or any word [`location_index`] accepts.
pub fn location_label_fr(key: &str) -> Option<&'static str> {
    [
        "Tête",
        "Corps",
        "Bras droit",
        "Bras gauche",
        "Jambe droite",
        "Jambe gauche",
    ]
    .get(canonical_location(key)?)
    .copied()
}

/// Severity of a final damage (POL-32): 5–9 Light, 10–14 Medium, 15–19 Serious,
/// 20–24 Critical, 25–29 Mortal, 30+ Death / Limb destroyed. `None` below 5: no wound
/// (POL-OP-10).
pub fn severity_for_damage(final_damage: i32) -> Option<usize> {
    SEVERITY_THRESHOLDS
        .iter()
        .rposition(|&min| final_damage >= min)
}

/// What a mark does to its location's last row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Loss {
    /// The Death cell of head or body: the character dies.
    Death,
    /// The last box of a limb: the limb is destroyed.
    LimbDestroyed,
}

/// A [`WoundMark`] with what it means for the GM.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarkReport {
    /// The mark to put in `Event::WoundMarked`.
    pub mark: WoundMark,
    /// Set when the wound lands on the last row (POL-31).
    pub loss: Option<Loss>,
    /// The wound climbed to a last row already checked: the character was already dead or
    /// the limb already destroyed. The mark then changes nothing (no row is erased either);
    /// flag it to the GM, with no transfer to another location (POL-OP-09).
    pub already_lost: bool,
}

/// A wound of `severity` in `location`, after overflow (POL-31) with the cascade of
/// POL-OP-09, or `None` for an index the locator does not have.
///
/// While the receiving row is full (and is not the last row), the wound moves one row up
/// and the full row is erased. The last row is checked whatever its state. When it was
/// already checked (dead, or limb already destroyed), `landed` is the last row, that cell is
/// already full and `cleared` is empty: the mark changes nothing, and [`mark_report`] flags
/// it. `landed` is never a full row otherwise, so the fold's cap at the row's box count
/// never drops a wound.
pub fn mark(
    locator: &WoundLocator,
    location: usize,
    severity: usize,
    damage: Option<i32>,
) -> Option<WoundMark> {
    mark_report(locator, location, severity, damage).map(|r| r.mark)
}

/// [`mark`], with whether the wound kills, destroys a limb, or hits a location already lost.
pub fn mark_report(
    locator: &WoundLocator,
    location: usize,
    severity: usize,
    damage: Option<i32>,
) -> Option<MarkReport> {
    let place = locator.locations.get(location)?;
    let last = place.cells.len().checked_sub(1)?;
    if severity > last {
        return None;
    }
    let mut landed = severity;
    let mut cleared = Vec::new();
    while landed < last && place.cells.get(landed).is_some_and(LocatorCell::is_full) {
        cleared.push(landed);
        landed += 1;
    }
    let on_last = landed == last;
    let loss = on_last.then_some(if place.vital {
        Loss::Death
    } else {
        Loss::LimbDestroyed
    });
    let already_lost = on_last && place.cells.get(last).is_some_and(LocatorCell::is_full);
    if already_lost {
        // Nowhere to write the wound: erasing the rows it climbed through would make a
        // further blow to a dead character or destroyed limb lower its wound malus.
        cleared.clear();
    }
    Some(MarkReport {
        mark: WoundMark {
            location,
            severity,
            landed,
            cleared,
            damage,
        },
        loss,
        already_lost,
    })
}

/// The kind of body part a location is, which decides its wound effects (POL-35).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BodyPart {
    /// Tête.
    Head,
    /// Corps.
    Body,
    /// Bras droit or bras gauche.
    Arm,
    /// Jambe droite or jambe gauche.
    Leg,
}

impl BodyPart {
    /// The body part of a location key (or any word [`location_index`] accepts).
    pub fn of(key: &str) -> Option<BodyPart> {
        match canonical_location(key)? {
            HEAD => Some(BodyPart::Head),
            BODY => Some(BodyPart::Body),
            RIGHT_ARM | LEFT_ARM => Some(BodyPart::Arm),
            _ => Some(BodyPart::Leg),
        }
    }

    /// Whether reaching the last row kills (head, body).
    pub fn vital(self) -> bool {
        matches!(self, BodyPart::Head | BodyPart::Body)
    }
}

/// Movement cap from wounds (POL-35). Ordered from least to most restrictive.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Pace {
    /// No cap.
    #[default]
    Normal,
    /// At most average pace (Allure moyenne maximum).
    AverageMax,
    /// At most slow pace (Allure lente maximum).
    SlowMax,
    /// No movement (déplacement impossible).
    None,
}

impl Pace {
    /// English label.
    pub fn label_en(self) -> &'static str {
        match self {
            Pace::Normal => "normal pace",
            Pace::AverageMax => "average pace at most",
            Pace::SlowMax => "slow pace at most",
            Pace::None => "no movement",
        }
    }

    /// French label.
    pub fn label_fr(self) -> &'static str {
        match self {
            Pace::Normal => "allure normale",
            Pace::AverageMax => "allure moyenne maximum",
            Pace::SlowMax => "allure lente maximum",
            Pace::None => "déplacement impossible",
        }
    }
}

/// The effects of one wound box (POL-34, POL-35), applying as soon as it is checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WoundEffects {
    /// Malus to every test (and to Réaction, hence initiative).
    pub malus: i32,
    /// Movement cap.
    pub pace: Pace,
    /// Shock test required, with its malus: `Some(0)` is a test with no malus.
    pub shock: Option<i32>,
    /// Stabilisation may be needed: only if the GM marks the wound as bleeding (bullet,
    /// blade, cut, perforation).
    pub stabilisation_possible: bool,
    /// Sequelae (séquelles) are possible.
    pub sequelae: bool,
    /// Prompt the GM: usually unconscious, immediate care needed (POL-OP-13).
    pub unconscious_prompt: bool,
    /// Aggravation risk: infection.
    pub infection_risk: bool,
    /// Aggravation risk: overexertion (suractivité).
    pub overexertion_risk: bool,
    /// The last row: death (head, body) or limb destroyed (limbs).
    pub lost: bool,
}

/// The effects of a wound of `severity` to the location `location_key` (POL-35), or `None`
/// for an unknown key or row.
///
/// Light to Critical follow the table exactly. The text stops at Mortal's description, so
/// for Mortal and the last row the tracker keeps Critical's malus (−10, POL-OP-13), pace cap,
/// stabilisation, sequelae and aggravation risks, replaces the shock test with the
/// "unconscious / immediate care" prompt, and sets `lost` on the last row. Death (head,
/// body) is total: no movement, no prompts.
pub fn effects(location_key: &str, severity: usize) -> Option<WoundEffects> {
    let part = BodyPart::of(location_key)?;
    let malus = *SEVERITY_MALUS.get(severity)?;
    let none = WoundEffects {
        malus,
        pace: Pace::Normal,
        shock: None,
        stabilisation_possible: false,
        sequelae: false,
        unconscious_prompt: false,
        infection_risk: false,
        overexertion_risk: true,
        lost: false,
    };
    let critical_pace = match part {
        BodyPart::Arm => Pace::AverageMax,
        BodyPart::Leg => Pace::None,
        BodyPart::Body | BodyPart::Head => Pace::SlowMax,
    };
    Some(match severity {
        LIGHT => none,
        MEDIUM => WoundEffects {
            infection_risk: true,
            ..none
        },
        SERIOUS => WoundEffects {
            pace: match part {
                BodyPart::Arm => Pace::Normal,
                _ => Pace::AverageMax,
            },
            shock: match part {
                BodyPart::Body => Some(0),
                BodyPart::Head => Some(-5),
                _ => None,
            },
            sequelae: part == BodyPart::Head,
            infection_risk: true,
            ..none
        },
        CRITICAL => WoundEffects {
            pace: critical_pace,
            shock: Some(match part {
                BodyPart::Arm | BodyPart::Leg => 0,
                BodyPart::Body => -5,
                BodyPart::Head => -10,
            }),
            stabilisation_possible: true,
            sequelae: true,
            infection_risk: true,
            ..none
        },
        DEATH if part.vital() => WoundEffects {
            pace: Pace::None,
            overexertion_risk: false,
            lost: true,
            ..none
        },
        _ => WoundEffects {
            pace: critical_pace,
            stabilisation_possible: true,
            sequelae: true,
            unconscious_prompt: true,
            infection_risk: true,
            lost: severity == DEATH,
            ..none
        },
    })
}

/// The effects of every checked row: `(location index, severity, effects)`, in sheet order.
/// A row counts once however many boxes it has checked. Locations with unknown keys are skipped.
pub fn current_effects(locator: &WoundLocator) -> Vec<(usize, usize, WoundEffects)> {
    locator
        .locations
        .iter()
        .enumerate()
        .flat_map(|(i, place)| {
            place
                .cells
                .iter()
                .enumerate()
                .filter(|(_, cell)| cell.checked > 0)
                .filter_map(move |(s, _)| effects(&place.key, s).map(|e| (i, s, e)))
        })
        .collect()
}

/// How several wounds' maluses combine (POL-OP-14).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Combine {
    /// Tracker default: the malus of every checked box in every location, added up.
    #[default]
    Sum,
    /// Only the malus of the worst checked severity.
    Worst,
}

impl Combine {
    /// The word used for the [`WOUND_MALUS_OPTION`] option.
    pub fn word(self) -> &'static str {
        match self {
            Combine::Sum => "sum",
            Combine::Worst => "worst",
        }
    }

    /// Reads the option value (`sum`/`somme`, `worst`/`pire`/`max`).
    pub fn from_word(word: &str) -> Option<Combine> {
        match fold_tight(word).as_str() {
            "sum" | "somme" | "add" | "total" => Some(Combine::Sum),
            "worst" | "pire" | "max" | "worstonly" => Some(Combine::Worst),
            _ => None,
        }
    }
}

/// The total wound malus to tests and Réaction (POL-35, POL-OP-14).
///
/// `Sum` adds [`SEVERITY_MALUS`] for every checked box in every location (the last row
/// counts −10, like Mortal); `Worst` takes the malus of the worst checked row only.
/// 0 when unwounded.
pub fn wound_malus(locator: &WoundLocator, combine: Combine) -> i32 {
    let malus = |severity: usize| SEVERITY_MALUS.get(severity).copied().unwrap_or(0);
    match combine {
        Combine::Sum => locator
            .locations
            .iter()
            .flat_map(|l| l.cells.iter().enumerate())
            .fold(0i32, |acc, (s, cell)| {
                acc.saturating_add(malus(s).saturating_mul(i32::from(cell.checked)))
            }),
        Combine::Worst => locator.worst().map_or(0, malus),
    }
}

/// The most restrictive movement cap among checked rows (POL-35); `Pace::None` when dead.
pub fn worst_pace(locator: &WoundLocator) -> Pace {
    if is_dead(locator) {
        return Pace::None;
    }
    current_effects(locator)
        .into_iter()
        .map(|(_, _, e)| e.pace)
        .max()
        .unwrap_or_default()
}

/// Whether a vital location (head, body) has its Death cell checked (POL-31).
pub fn is_dead(locator: &WoundLocator) -> bool {
    locator.locations.iter().any(|l| l.vital && l.is_lost())
}

/// Indices of the limbs whose last (Limb destroyed) box is checked (POL-31).
pub fn destroyed_limbs(locator: &WoundLocator) -> Vec<usize> {
    locator
        .locations
        .iter()
        .enumerate()
        .filter(|(_, l)| !l.vital && l.is_lost())
        .map(|(i, _)| i)
        .collect()
}

/// The d20 random hit-location table (POL-33), editable per encounter.
///
/// Always covers faces 1 to 20 exactly once: build it with [`Default`] (POL-OP-12),
/// [`LocationTable::parse`] or [`LocationTable::from_ranges`], which check that.
/// Location indices are those of [`new_locator`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocationTable {
    /// Location index for faces 1..=20.
    faces: [usize; 20],
}

impl Default for LocationTable {
    /// POL-OP-12 (a placeholder, not the book's): 1–2 head, 3–10 body, 11–12 right arm,
    /// 13–14 left arm, 15–17 right leg, 18–20 left leg.
    fn default() -> Self {
        let mut faces = [BODY; 20];
        for (face, slot) in (1u8..).zip(faces.iter_mut()) {
            *slot = match face {
                1..=2 => HEAD,
                3..=10 => BODY,
                11..=12 => RIGHT_ARM,
                13..=14 => LEFT_ARM,
                15..=17 => RIGHT_LEG,
                _ => LEFT_LEG,
            };
        }
        LocationTable { faces }
    }
}

/// Formats `lo-hi`, or `lo` alone for a single face.
fn face_range(lo: u8, hi: u8) -> String {
    if lo == hi {
        lo.to_string()
    } else {
        format!("{lo}-{hi}")
    }
}

impl LocationTable {
    /// Faces of the die rolled.
    pub const SIDES: u32 = 20;

    /// A table from `(location index, first face, last face)` ranges, checking that the
    /// indices exist in [`new_locator`] and that faces 1 to 20 are covered once each.
    pub fn from_ranges(ranges: &[(usize, u8, u8)]) -> Result<LocationTable, RuleError> {
        let mut faces: [Option<usize>; 20] = [None; 20];
        for &(location, lo, hi) in ranges {
            let Some(key) = LOCATION_KEYS.get(location) else {
                return Err(RuleError::Invalid(format!(
                    "location table: no location number {location}"
                )));
            };
            if lo == 0 || hi == 0 || lo > 20 || hi > 20 {
                return Err(RuleError::Invalid(format!(
                    "location table: faces go from 1 to 20, but {key} has {}",
                    face_range(lo, hi)
                )));
            }
            if lo > hi {
                return Err(RuleError::Invalid(format!(
                    "location table: {key}:{lo}-{hi} goes backwards (write {key}:{hi}-{lo})"
                )));
            }
            for face in lo..=hi {
                let Some(slot) = faces.get_mut(usize::from(face - 1)) else {
                    continue;
                };
                if let Some(other) = *slot {
                    let other = LOCATION_KEYS.get(other).copied().unwrap_or("?");
                    return Err(RuleError::Invalid(format!(
                        "location table: face {face} is given to both {other} and {key}"
                    )));
                }
                *slot = Some(location);
            }
        }
        let mut gaps: Vec<(u8, u8)> = Vec::new();
        for (face, slot) in (1u8..).zip(faces.iter()) {
            if slot.is_none() {
                match gaps.last_mut() {
                    Some((_, hi)) if *hi + 1 == face => *hi = face,
                    _ => gaps.push((face, face)),
                }
            }
        }
        if !gaps.is_empty() {
            let list: Vec<String> = gaps.iter().map(|&(lo, hi)| face_range(lo, hi)).collect();
            let (noun, verb) = match gaps.as_slice() {
                [(lo, hi)] if lo == hi => ("face", "is"),
                _ => ("faces", "are"),
            };
            return Err(RuleError::Invalid(format!(
                "location table: {noun} {} {verb} not covered (every face 1-20 needs a location)",
                list.join(", ")
            )));
        }
        Ok(LocationTable {
            faces: faces.map(|f| f.unwrap_or(BODY)),
        })
    }

    /// Reads the compact form, e.g.
    /// `head:1-2,body:3-10,right-arm:11-12,left-arm:13-14,right-leg:15-17,left-leg:18-20`.
    ///
    /// Entries are separated by `,` or `;`; `=` may replace `:`; a single face may be
    /// written alone (`head:1`); location names are anything [`location_index`] accepts.
    pub fn parse(text: &str) -> Result<LocationTable, RuleError> {
        let example =
            "e.g. head:1-2,body:3-10,right-arm:11-12,left-arm:13-14,right-leg:15-17,left-leg:18-20";
        let locator = new_locator();
        let mut ranges = Vec::new();
        for entry in text
            .split([',', ';'])
            .map(str::trim)
            .filter(|e| !e.is_empty())
        {
            let Some((name, faces)) = entry.split_once([':', '=']) else {
                return Err(RuleError::Invalid(format!(
                    "location table: '{entry}' should be location:from-to ({example})"
                )));
            };
            let Some(location) = location_index(&locator, name) else {
                return Err(RuleError::Invalid(format!(
                    "location table: unknown location '{}' (use {})",
                    name.trim(),
                    LOCATION_KEYS.join(", ")
                )));
            };
            let faces = faces.trim();
            let (lo, hi) = match faces.split_once(['-', '–']) {
                Some((lo, hi)) => (lo.trim(), hi.trim()),
                None => (faces, faces),
            };
            let (Ok(lo), Ok(hi)) = (lo.parse::<u8>(), hi.parse::<u8>()) else {
                return Err(RuleError::Invalid(format!(
                    "location table: '{faces}' in '{entry}' is not a face range like 3-10"
                )));
            };
            ranges.push((location, lo, hi));
        }
        if ranges.is_empty() {
            return Err(RuleError::Invalid(format!(
                "location table: no entries ({example})"
            )));
        }
        LocationTable::from_ranges(&ranges)
    }

    /// The table as `(location index, first face, last face)` ranges, in face order,
    /// merging consecutive faces of the same location.
    pub fn ranges(&self) -> Vec<(usize, u8, u8)> {
        let mut out: Vec<(usize, u8, u8)> = Vec::new();
        for (face, &location) in (1u8..).zip(self.faces.iter()) {
            match out.last_mut() {
                Some((l, _, hi)) if *l == location => *hi = face,
                _ => out.push((location, face, face)),
            }
        }
        out
    }

    /// The location index for a die face, `None` outside 1..=20.
    pub fn location_for(&self, face: u32) -> Option<usize> {
        let i = usize::try_from(face.checked_sub(1)?).ok()?;
        self.faces.get(i).copied()
    }

    /// The compact form read by [`LocationTable::parse`], with canonical keys.
    pub fn format(&self) -> String {
        self.ranges()
            .iter()
            .map(|&(l, lo, hi)| {
                format!(
                    "{}:{}",
                    LOCATION_KEYS.get(l).copied().unwrap_or("?"),
                    face_range(lo, hi)
                )
            })
            .collect::<Vec<_>>()
            .join(",")
    }
}

impl fmt::Display for LocationTable {
    /// The compact form (see [`LocationTable::format`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.format())
    }
}

impl FromStr for LocationTable {
    type Err = RuleError;

    /// See [`LocationTable::parse`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        LocationTable::parse(s)
    }
}

/// Rolls a d20 on the table (POL-33): `(face, location index)`. A die source answering
/// outside 1..=20 is clamped into it.
pub fn roll_location(table: &LocationTable, dice: &mut dyn Dice) -> (u32, usize) {
    let face = dice
        .roll(LocationTable::SIDES)
        .clamp(1, LocationTable::SIDES);
    let location = table.location_for(face).unwrap_or(BODY);
    (face, location)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Event, ScriptedDice, apply};
    use crate::model::{Combatant, CombatantId, DamageTrack, Encounter, Side, SystemId};
    use proptest::prelude::*;

    const WHO: CombatantId = CombatantId(1);

    fn encounter() -> Encounter {
        let mut state = Encounter::new(SystemId::Polaris3e, "test");
        let c = Combatant::new(
            WHO,
            "Target",
            Side::Enemy,
            DamageTrack::Locator(new_locator()),
        );
        apply(
            &mut state,
            &Event::CombatantAdded {
                combatant: Box::new(c),
            },
        );
        state
    }

    fn locator(state: &Encounter) -> &WoundLocator {
        state
            .combatant(WHO)
            .and_then(|c| c.damage.locator())
            .expect("locator")
    }

    /// Marks through `mark` and the real fold; returns the mark.
    fn wound(state: &mut Encounter, location: usize, severity: usize) -> WoundMark {
        let m = mark(locator(state), location, severity, None).expect("valid indices");
        apply(
            state,
            &Event::WoundMarked {
                who: WHO,
                wound: m.clone(),
            },
        );
        m
    }

    fn checked(state: &Encounter, location: usize) -> Vec<u8> {
        locator(state).locations[location]
            .cells
            .iter()
            .map(|c| c.checked)
            .collect()
    }

    #[test]
    fn pol_30_box_counts() {
        let l = new_locator();
        assert_eq!(l.severities, SEVERITY_KEYS);
        let keys: Vec<&str> = l.locations.iter().map(|l| l.key.as_str()).collect();
        assert_eq!(keys, LOCATION_KEYS);
        let boxes = |k: &str| -> Vec<u8> {
            l.location(k)
                .unwrap()
                .cells
                .iter()
                .map(|c| c.boxes)
                .collect()
        };
        assert_eq!(boxes("head"), [3, 3, 2, 2, 1, 1]);
        assert_eq!(boxes("body"), [4, 3, 3, 2, 2, 1]);
        for limb in ["right-arm", "left-arm", "right-leg", "left-leg"] {
            assert_eq!(boxes(limb), [3, 3, 2, 2, 1, 1], "{limb}");
            assert!(!l.location(limb).unwrap().vital);
        }
        assert!(l.location("head").unwrap().vital && l.location("body").unwrap().vital);
        assert!(
            l.locations
                .iter()
                .all(|l| l.cells.iter().all(|c| c.checked == 0))
        );
        assert_eq!(l.worst(), None);
    }

    #[test]
    fn pol_30_lookups_and_labels() {
        let l = new_locator();
        for (word, want) in [
            ("head", HEAD),
            ("Tête", HEAD),
            ("tete", HEAD),
            ("corps", BODY),
            ("BODY", BODY),
            ("right arm", RIGHT_ARM),
            ("right_arm", RIGHT_ARM),
            ("rarm", RIGHT_ARM),
            ("r-arm", RIGHT_ARM),
            ("bras-droit", RIGHT_ARM),
            ("la", LEFT_ARM),
            ("bras gauche", LEFT_ARM),
            ("jambe-droite", RIGHT_LEG),
            ("rleg", RIGHT_LEG),
            ("jambe_gauche", LEFT_LEG),
            ("l-leg", LEFT_LEG),
        ] {
            assert_eq!(location_index(&l, word), Some(want), "{word}");
        }
        assert_eq!(location_index(&l, "tail"), None);
        assert_eq!(location_index(&l, ""), None);
        for (word, want) in [
            ("light", LIGHT),
            ("légères", LIGHT),
            ("legere", LIGHT),
            ("1", LIGHT),
            ("moyenne", MEDIUM),
            ("grave", SERIOUS),
            ("Critique", CRITICAL),
            ("mortelle", MORTAL),
            ("mort", DEATH),
            ("détruit", DEATH),
            ("6", DEATH),
            ("death", DEATH),
        ] {
            assert_eq!(severity_index(word), Some(want), "{word}");
        }
        assert_eq!(severity_index("7"), None);
        assert_eq!(severity_index("0"), None);
        assert_eq!(severity_label_en(SERIOUS), Some("Serious"));
        assert_eq!(severity_label_fr(CRITICAL), Some("Critique"));
        assert_eq!(severity_label_en(6), None);
        assert_eq!(row_label_en(true, DEATH), Some("Death"));
        assert_eq!(row_label_en(false, DEATH), Some("Limb destroyed"));
        assert_eq!(row_label_fr(false, DEATH), Some("Membre détruit"));
        assert_eq!(location_label_en("left-leg"), Some("Left leg"));
        assert_eq!(location_label_fr("right-arm"), Some("Bras droit"));
        assert_eq!(location_label_fr("head"), Some("Tête"));
        assert_eq!(location_label_en("wing"), None);
    }

    #[test]
    fn pol_31_overflow() {
        let mut state = encounter();
        // Fill the right arm's Light row (3 boxes): no overflow yet.
        for _ in 0..3 {
            let m = wound(&mut state, RIGHT_ARM, LIGHT);
            assert_eq!((m.landed, m.cleared.as_slice()), (LIGHT, &[][..]));
        }
        assert_eq!(checked(&state, RIGHT_ARM), [3, 0, 0, 0, 0, 0]);
        // A 4th Light wound checks Medium and erases the Light row.
        let m = wound(&mut state, RIGHT_ARM, LIGHT);
        assert_eq!(
            (m.severity, m.landed, m.cleared.as_slice()),
            (LIGHT, MEDIUM, &[LIGHT][..])
        );
        assert_eq!(checked(&state, RIGHT_ARM), [0, 1, 0, 0, 0, 0]);
        // Other locations are untouched.
        assert!(
            (0..6)
                .filter(|&i| i != RIGHT_ARM)
                .all(|i| checked(&state, i) == [0; 6])
        );
        // Out-of-range indices give no mark.
        assert_eq!(mark(locator(&state), 6, LIGHT, None), None);
        assert_eq!(mark(locator(&state), HEAD, 6, None), None);
    }

    #[test]
    fn pol_op_09_cascade_and_last_row() {
        let mut state = encounter();
        // Leg: Serious, Critical and Mortal full; a Serious wound climbs to Limb destroyed.
        for s in [SERIOUS, SERIOUS, CRITICAL, CRITICAL, MORTAL] {
            wound(&mut state, LEFT_LEG, s);
        }
        assert_eq!(checked(&state, LEFT_LEG), [0, 0, 2, 2, 1, 0]);
        let r = mark_report(locator(&state), LEFT_LEG, SERIOUS, Some(17)).unwrap();
        assert_eq!(r.mark.cleared, [SERIOUS, CRITICAL, MORTAL]);
        assert_eq!(r.mark.landed, DEATH);
        assert_eq!(r.mark.damage, Some(17));
        assert_eq!((r.loss, r.already_lost), (Some(Loss::LimbDestroyed), false));
        wound(&mut state, LEFT_LEG, SERIOUS);
        assert_eq!(checked(&state, LEFT_LEG), [0, 0, 0, 0, 0, 1]);
        assert_eq!(destroyed_limbs(locator(&state)), [LEFT_LEG]);
        // A destroyed limb hit again stays destroyed, is flagged, and nothing moves to the body.
        let r = mark_report(locator(&state), LEFT_LEG, DEATH, None).unwrap();
        assert_eq!(
            (r.mark.landed, r.loss, r.already_lost),
            (DEATH, Some(Loss::LimbDestroyed), true)
        );
        wound(&mut state, LEFT_LEG, DEATH);
        assert_eq!(checked(&state, LEFT_LEG), [0, 0, 0, 0, 0, 1]);
        assert_eq!(checked(&state, BODY), [0; 6]);
        assert!(!is_dead(locator(&state)));
        // An overflow that climbs into the destroyed box erases nothing on its way.
        wound(&mut state, LEFT_LEG, MORTAL);
        let r = mark_report(locator(&state), LEFT_LEG, MORTAL, None).unwrap();
        assert_eq!((r.mark.landed, r.already_lost), (DEATH, true));
        assert!(r.mark.cleared.is_empty());
        wound(&mut state, LEFT_LEG, MORTAL);
        assert_eq!(checked(&state, LEFT_LEG), [0, 0, 0, 0, 1, 1]);
        // A light wound to the destroyed limb is still written normally.
        wound(&mut state, LEFT_LEG, LIGHT);
        assert_eq!(checked(&state, LEFT_LEG), [1, 0, 0, 0, 1, 1]);
        // A mortal wound on the full mortal row of the body kills.
        wound(&mut state, BODY, MORTAL);
        wound(&mut state, BODY, MORTAL);
        let r = mark_report(locator(&state), BODY, MORTAL, None).unwrap();
        assert_eq!(
            (r.mark.landed, r.loss, r.already_lost),
            (DEATH, Some(Loss::Death), false)
        );
    }

    #[test]
    fn pol_op_09_dead_head_keeps_its_rows() {
        // Found by the proptest: Mortal, Death, then Mortal again to the head.
        let mut state = encounter();
        wound(&mut state, HEAD, MORTAL);
        wound(&mut state, HEAD, DEATH);
        let before = wound_malus(locator(&state), Combine::Sum);
        let m = wound(&mut state, HEAD, MORTAL);
        assert_eq!((m.landed, m.cleared.len()), (DEATH, 0));
        assert_eq!(checked(&state, HEAD), [0, 0, 0, 0, 1, 1]);
        assert_eq!(wound_malus(locator(&state), Combine::Sum), before);
    }

    #[test]
    fn pol_32_damage_thresholds() {
        for (f, want) in [
            (i32::MIN, None),
            (-3, None),
            (0, None),
            (4, None),
            (5, Some(LIGHT)),
            (9, Some(LIGHT)),
            (10, Some(MEDIUM)),
            (14, Some(MEDIUM)),
            (15, Some(SERIOUS)),
            (19, Some(SERIOUS)),
            (20, Some(CRITICAL)),
            (24, Some(CRITICAL)),
            (25, Some(MORTAL)),
            (29, Some(MORTAL)),
            (30, Some(DEATH)),
            (99, Some(DEATH)),
            (i32::MAX, Some(DEATH)),
        ] {
            assert_eq!(severity_for_damage(f), want, "{f}");
        }
    }

    #[test]
    fn pol_op_10_below_five_is_no_wound() {
        assert_eq!(severity_for_damage(4), None);
    }

    #[test]
    fn pol_33_location_table() {
        let t = LocationTable::default();
        let want =
            "head:1-2,body:3-10,right-arm:11-12,left-arm:13-14,right-leg:15-17,left-leg:18-20";
        assert_eq!(t.format(), want);
        assert_eq!(t.to_string(), want);
        assert_eq!(LocationTable::parse(want).unwrap(), t);
        assert_eq!(want.parse::<LocationTable>().unwrap(), t);
        for (face, loc) in [
            (1, HEAD),
            (2, HEAD),
            (3, BODY),
            (10, BODY),
            (11, RIGHT_ARM),
            (14, LEFT_ARM),
            (17, RIGHT_LEG),
            (20, LEFT_LEG),
        ] {
            assert_eq!(t.location_for(face), Some(loc), "face {face}");
        }
        assert_eq!(t.location_for(0), None);
        assert_eq!(t.location_for(21), None);
        let mut dice = ScriptedDice::new([1, 12, 20]);
        assert_eq!(roll_location(&t, &mut dice), (1, HEAD));
        assert_eq!(roll_location(&t, &mut dice), (12, RIGHT_ARM));
        assert_eq!(roll_location(&t, &mut dice), (20, LEFT_LEG));
        // Edited: French names, '=' and ';', single faces, several ranges per location.
        let edited = LocationTable::parse(
            "tête=1; corps:2-12, bras droit:13-14; la:15, ll:16-17, rl:18-19, body:20",
        )
        .unwrap();
        assert_eq!(
            edited.format(),
            "head:1,body:2-12,right-arm:13-14,left-arm:15,left-leg:16-17,right-leg:18-19,body:20"
        );
        assert_eq!(edited.ranges()[0], (HEAD, 1, 1));
        let err = |s: &str| LocationTable::parse(s).unwrap_err().to_string();
        assert!(err("").contains("no entries"));
        assert!(err("head 1-2").contains("should be location:from-to"));
        assert!(err("tail:1-20").contains("unknown location 'tail'"));
        assert!(err("head:one-2").contains("not a face range"));
        assert!(err("head:0-20").contains("faces go from 1 to 20"));
        assert!(err("head:1-21").contains("faces go from 1 to 20"));
        assert!(err("head:5-1,body:6-20").contains("goes backwards"));
        assert!(err("head:1-10,body:10-20").contains("face 10 is given to both head and body"));
        let gaps = err("head:1-2,body:4-10,left-leg:12-19");
        assert!(gaps.contains("faces 3, 11, 20 are not covered"), "{gaps}");
        assert!(err("head:1-19").contains("face 20 is not covered"));
        assert!(LocationTable::from_ranges(&[(6, 1, 20)]).is_err());
    }

    #[test]
    fn pol_34_effects_apply_at_once() {
        let mut state = encounter();
        wound(&mut state, BODY, SERIOUS);
        let l = locator(&state);
        assert_eq!(wound_malus(l, Combine::Sum), -5);
        assert_eq!(worst_pace(l), Pace::AverageMax);
        assert_eq!(
            current_effects(l),
            [(BODY, SERIOUS, effects("body", SERIOUS).unwrap())]
        );
    }

    #[test]
    fn pol_35_effects_table() {
        let e = |k: &str, s: usize| effects(k, s).unwrap();
        for k in LOCATION_KEYS {
            assert_eq!(e(k, LIGHT).malus, -1);
            assert_eq!(e(k, MEDIUM).malus, -3);
            assert_eq!(e(k, SERIOUS).malus, -5);
            assert_eq!(e(k, CRITICAL).malus, -10);
            assert_eq!(e(k, MORTAL).malus, -10);
            for s in [LIGHT, MEDIUM] {
                let x = e(k, s);
                assert_eq!(
                    (
                        x.pace,
                        x.shock,
                        x.stabilisation_possible,
                        x.sequelae,
                        x.unconscious_prompt
                    ),
                    (Pace::Normal, None, false, false, false)
                );
                assert!(x.overexertion_risk);
                assert_eq!(x.infection_risk, s == MEDIUM);
            }
            assert!(e(k, CRITICAL).stabilisation_possible && e(k, CRITICAL).sequelae);
            assert!(e(k, MORTAL).unconscious_prompt);
            assert!(e(k, DEATH).lost && !e(k, MORTAL).lost);
        }
        // Serious.
        assert_eq!(
            (e("right-leg", SERIOUS).pace, e("right-leg", SERIOUS).shock),
            (Pace::AverageMax, None)
        );
        assert_eq!(
            (e("body", SERIOUS).pace, e("body", SERIOUS).shock),
            (Pace::AverageMax, Some(0))
        );
        assert_eq!(
            (e("head", SERIOUS).pace, e("head", SERIOUS).shock),
            (Pace::AverageMax, Some(-5))
        );
        assert_eq!(
            (e("left-arm", SERIOUS).pace, e("left-arm", SERIOUS).shock),
            (Pace::Normal, None)
        );
        assert!(
            e("head", SERIOUS).sequelae
                && !e("body", SERIOUS).sequelae
                && !e("left-arm", SERIOUS).sequelae
        );
        assert!(!e("head", SERIOUS).stabilisation_possible);
        // Critical.
        assert_eq!(
            (e("left-arm", CRITICAL).pace, e("left-arm", CRITICAL).shock),
            (Pace::AverageMax, Some(0))
        );
        assert_eq!(
            (e("left-leg", CRITICAL).pace, e("left-leg", CRITICAL).shock),
            (Pace::None, Some(0))
        );
        assert_eq!(
            (e("body", CRITICAL).pace, e("body", CRITICAL).shock),
            (Pace::SlowMax, Some(-5))
        );
        assert_eq!(
            (e("head", CRITICAL).pace, e("head", CRITICAL).shock),
            (Pace::SlowMax, Some(-10))
        );
        // Death of a vital location; limb destroyed keeps the critical pace cap.
        assert_eq!(e("head", DEATH).pace, Pace::None);
        assert_eq!(e("right-arm", DEATH).pace, Pace::AverageMax);
        assert_eq!(e("right-leg", DEATH).pace, Pace::None);
        assert!(e("right-leg", DEATH).unconscious_prompt && !e("body", DEATH).unconscious_prompt);
        // French keys work; unknown rows and keys do not.
        assert_eq!(effects("tête", CRITICAL), effects("head", CRITICAL));
        assert_eq!(effects("head", 6), None);
        assert_eq!(effects("tail", LIGHT), None);
    }

    #[test]
    fn pol_op_13_mortal() {
        let e = effects("body", MORTAL).unwrap();
        assert_eq!(e.malus, -10);
        assert!(e.unconscious_prompt);
        assert_eq!(e.shock, None);
    }

    #[test]
    fn pol_op_14_combining_maluses() {
        let mut state = encounter();
        assert_eq!(wound_malus(locator(&state), Combine::Sum), 0);
        assert_eq!(wound_malus(locator(&state), Combine::Worst), 0);
        wound(&mut state, HEAD, LIGHT);
        wound(&mut state, HEAD, LIGHT);
        wound(&mut state, LEFT_ARM, MEDIUM);
        wound(&mut state, BODY, SERIOUS);
        let l = locator(&state);
        assert_eq!(wound_malus(l, Combine::Sum), -1 - 1 - 3 - 5);
        assert_eq!(wound_malus(l, Combine::Worst), -5);
        assert_eq!(Combine::default(), Combine::Sum);
        assert_eq!(Combine::from_word("worst"), Some(Combine::Worst));
        assert_eq!(Combine::from_word("Somme"), Some(Combine::Sum));
        assert_eq!(Combine::from_word("avg"), None);
        assert_eq!(
            Combine::from_word(Combine::Worst.word()),
            Some(Combine::Worst)
        );
        // The last row counts as −10 in the sum.
        wound(&mut state, RIGHT_ARM, DEATH);
        assert_eq!(wound_malus(locator(&state), Combine::Sum), -20);
        assert_eq!(wound_malus(locator(&state), Combine::Worst), -10);
    }

    #[test]
    fn pol_ex_19_head_light_overflow() {
        let mut state = encounter();
        for _ in 0..3 {
            wound(&mut state, HEAD, LIGHT);
        }
        assert_eq!(checked(&state, HEAD), [3, 0, 0, 0, 0, 0]);
        let m = wound(&mut state, HEAD, LIGHT);
        assert_eq!((m.landed, m.cleared), (MEDIUM, vec![LIGHT]));
        assert_eq!(checked(&state, HEAD), [0, 1, 0, 0, 0, 0]);
    }

    #[test]
    fn pol_ex_20_body_cascade() {
        let mut state = encounter();
        // Body Light 4/4 and Medium 3/3 (the Medium boxes written directly).
        for _ in 0..3 {
            wound(&mut state, BODY, MEDIUM);
        }
        for _ in 0..4 {
            wound(&mut state, BODY, LIGHT);
        }
        assert_eq!(checked(&state, BODY), [4, 3, 0, 0, 0, 0]);
        let m = wound(&mut state, BODY, LIGHT);
        assert_eq!(
            (m.severity, m.landed, m.cleared),
            (LIGHT, SERIOUS, vec![LIGHT, MEDIUM])
        );
        assert_eq!(checked(&state, BODY), [0, 0, 1, 0, 0, 0]);
    }

    #[test]
    fn pol_ex_21_damage_17_left_arm() {
        let mut state = encounter();
        let severity = severity_for_damage(17).unwrap();
        assert_eq!(severity, SERIOUS);
        let at = location_index(locator(&state), "left-arm").unwrap();
        let m = mark(locator(&state), at, severity, Some(17)).unwrap();
        assert_eq!(m.damage, Some(17));
        apply(&mut state, &Event::WoundMarked { who: WHO, wound: m });
        assert_eq!(checked(&state, LEFT_ARM), [0, 0, 1, 0, 0, 0]);
        let e = effects("left-arm", severity).unwrap();
        assert_eq!((e.malus, e.pace, e.shock), (-5, Pace::Normal, None));
        assert_eq!(wound_malus(locator(&state), Combine::Sum), -5);
        assert_eq!(worst_pace(locator(&state)), Pace::Normal);
    }

    #[test]
    fn pol_ex_22_damage_31() {
        let mut state = encounter();
        let severity = severity_for_damage(31).unwrap();
        assert_eq!(severity, DEATH);
        let r = mark_report(locator(&state), HEAD, severity, Some(31)).unwrap();
        assert_eq!((r.mark.landed, r.loss), (DEATH, Some(Loss::Death)));
        apply(
            &mut state,
            &Event::WoundMarked {
                who: WHO,
                wound: r.mark,
            },
        );
        assert!(is_dead(locator(&state)));
        assert_eq!(worst_pace(locator(&state)), Pace::None);

        let mut state = encounter();
        let r = mark_report(locator(&state), RIGHT_LEG, severity, Some(31)).unwrap();
        assert_eq!((r.mark.landed, r.loss), (DEATH, Some(Loss::LimbDestroyed)));
        apply(
            &mut state,
            &Event::WoundMarked {
                who: WHO,
                wound: r.mark,
            },
        );
        assert!(!is_dead(locator(&state)));
        assert_eq!(destroyed_limbs(locator(&state)), [RIGHT_LEG]);
    }

    #[test]
    fn pol_ex_23_critical_leg() {
        let mut state = encounter();
        wound(&mut state, RIGHT_LEG, CRITICAL);
        let e = effects("right-leg", CRITICAL).unwrap();
        assert_eq!((e.malus, e.pace, e.shock), (-10, Pace::None, Some(0)));
        assert!(e.stabilisation_possible);
        assert_eq!(worst_pace(locator(&state)), Pace::None);
        assert_eq!(wound_malus(locator(&state), Combine::Sum), -10);
    }

    fn weight(location: &LocatorLocation) -> Vec<u8> {
        location.cells.iter().rev().map(|c| c.checked).collect()
    }

    proptest! {
        /// Any sequence of marks through the fold: no panic, never more checks than boxes,
        /// a landed row is full only on the last row, only the marked location changes,
        /// and its rows read from the worst down only ever go up (a wound never makes a
        /// location look healthier); unchanged only when the location was already lost.
        #[test]
        fn marks_through_the_fold_keep_the_grid_sound(
            wounds in proptest::collection::vec((0usize..6, 0usize..6), 0..80)
        ) {
            let mut state = encounter();
            for (location, severity) in wounds {
                let before = locator(&state).clone();
                let report = mark_report(&before, location, severity, None).unwrap();
                let m = &report.mark;
                prop_assert!(m.landed >= severity);
                prop_assert!(m.cleared.iter().all(|&r| r >= severity && r < m.landed));
                let last = before.locations[location].cells.len() - 1;
                if m.landed != last {
                    prop_assert!(!before.locations[location].cells[m.landed].is_full());
                }
                apply(&mut state, &Event::WoundMarked { who: WHO, wound: m.clone() });
                let after = locator(&state);
                for (i, (b, a)) in before.locations.iter().zip(&after.locations).enumerate() {
                    prop_assert!(a.cells.iter().all(|c| c.checked <= c.boxes));
                    if i == location {
                        if report.already_lost {
                            prop_assert_eq!(a, b);
                            prop_assert!(m.cleared.is_empty());
                        } else {
                            prop_assert!(weight(a) > weight(b));
                        }
                    } else {
                        prop_assert_eq!(a, b);
                    }
                }
                prop_assert!(!is_dead(&before) || is_dead(after));
                prop_assert!(wound_malus(after, Combine::Worst) <= wound_malus(&before, Combine::Worst));
            }
        }

        /// Any valid table survives format → parse; any text parses or errs without panicking.
        #[test]
        fn location_tables_round_trip(cuts in proptest::collection::btree_set(1u8..20, 0..6), locs in proptest::collection::vec(0usize..6, 7)) {
            let mut ranges = Vec::new();
            let mut lo = 1u8;
            for (i, &cut) in cuts.iter().chain(std::iter::once(&20)).enumerate() {
                ranges.push((locs[i], lo, cut));
                lo = cut + 1;
            }
            let table = LocationTable::from_ranges(&ranges).unwrap();
            prop_assert_eq!(LocationTable::parse(&table.format()).unwrap(), table);
        }

        /// Parsing arbitrary text never panics.
        #[test]
        fn location_table_parse_never_panics(text in ".{0,80}") {
            let _ = LocationTable::parse(&text);
        }
    }
}

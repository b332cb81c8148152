//! The wound counter (POL-30 to POL-36): the locator grid, overflow, damage thresholds,
//! wound effects, combined maluses and the random hit-location table.
//!
//! This file holds the locator itself: its rows and locations, the words and labels for
//! them, damage thresholds, and marking a wound with its overflow. What wounds do (effects,
//! pace, maluses) is in `wound_effects.rs` and the hit-location table in
//! `location_table.rs`; both are re-exported here, so every item keeps its `wounds::` path.
//!
//! Everything here is pure: functions read a [`WoundLocator`] and return values or a
//! [`WoundMark`] for the fold to apply; nothing mutates state or panics.

use crate::rules::words::fold_tight;

use serde::{Deserialize, Serialize};

use crate::engine::WoundMark;
use crate::model::{LocatorCell, LocatorLocation, WoundLocator};

pub use super::location_table::{LocationTable, roll_location};
pub use super::wound_effects::{
    BodyPart, Combine, DESTROYED_LIMB_MALUS, Pace, WoundEffects, current_effects, effects,
    worst_pace, wound_malus, wound_malus_with,
};

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
/// the Death / Limb destroyed row also counts −10 (tracker default, not in the text; a
/// destroyed limb's is the option `destroyed-limb-malus`).
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

/// The French location words the reader takes for a location key, folded (`tête`: `tete`,
/// `bras-gauche`: `brasgauche`, and their initials): a line typed with one is kept with
/// the English key.
pub const FRENCH_LOCATION_WORDS: [&str; 12] = [
    "tete",
    "t",
    "corps",
    "c",
    "brasdroit",
    "bd",
    "brasgauche",
    "bg",
    "jambedroite",
    "jd",
    "jambegauche",
    "jg",
];

/// The French words the reader takes for each severity, folded, lightest first (`légère`:
/// `legere`, `membre détruit`: `membredetruit`): [`severity_index`] reads them from here.
pub const FRENCH_SEVERITY_WORDS: [&[&str]; 6] = [
    &["legere", "legeres", "leger", "legers"],
    &["moyenne", "moyennes", "moyen", "moyens"],
    &["grave", "graves"],
    &["critique", "critiques"],
    &["mortelle", "mortelles", "mortel", "mortels"],
    &[
        "mort",
        "detruit",
        "detruite",
        "membredetruit",
        "mortmembredetruit",
    ],
];

/// The canonical location key (index into [`LOCATION_KEYS`]) for a word, English or French.
pub(super) fn canonical_location(word: &str) -> Option<usize> {
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
    let folded = fold_tight(word);
    let english = match folded.as_str() {
        "1" | "light" | "l" => Some(LIGHT),
        "2" | "medium" | "m" => Some(MEDIUM),
        "3" | "serious" | "s" => Some(SERIOUS),
        "4" | "critical" | "crit" => Some(CRITICAL),
        "5" | "mortal" => Some(MORTAL),
        "6" | "death" | "dead" | "destroyed" | "limbdestroyed" => Some(DEATH),
        _ => None,
    };
    english.or_else(|| {
        FRENCH_SEVERITY_WORDS
            .iter()
            .position(|words| words.contains(&folded.as_str()))
    })
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
/// POL-OP-09, with whether it kills, destroys a limb, or hits a location already lost;
/// `None` for an index the locator does not have.
///
/// While the receiving row is full (and is not the last row), the wound moves one row up
/// and the full row is erased. The last row is checked whatever its state. When it was
/// already checked (dead, or limb already destroyed), whatever the wound's severity,
/// `landed` is the last row, that cell is already full and `cleared` is empty: the mark
/// changes nothing, and `already_lost` flags it. `landed` is never a full row otherwise,
/// so the fold's cap at the row's box count never drops a wound.
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
    if place.cells.get(last).is_some_and(LocatorCell::is_full) {
        // A location already lost takes no wound at all, however light (POL-OP-09): it
        // lands on the checked last row, where it changes nothing and is flagged.
        landed = last;
    }
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

#[cfg(test)]
#[path = "wounds_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "wounds_words_tests.rs"]
mod words_tests;

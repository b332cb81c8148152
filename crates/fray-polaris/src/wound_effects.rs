//! What wounds do (POL-34, POL-35, POL-OP-13, POL-OP-14): the body part a location is,
//! movement caps, the effects of each checked box, and how several wounds' maluses
//! combine. Pure, like the rest of the wound counter; re-exported from `wounds`.

use serde::{Deserialize, Serialize};

use crate::model::WoundLocator;
use crate::rules::words::fold_tight;

use super::wounds::{
    BODY, CRITICAL, DEATH, HEAD, LEFT_ARM, LIGHT, MEDIUM, RIGHT_ARM, SERIOUS, SEVERITY_MALUS,
    canonical_location, is_dead,
};

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
    /// The body part of a location key (or any word [`location_index`](super::wounds::location_index) accepts).
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
/// for Mortal the tracker keeps Critical's malus (−10, POL-OP-13), pace cap, stabilisation,
/// sequelae and aggravation risks, and replaces the shock test with the "unconscious /
/// immediate care" prompt (« Le blessé est le plus souvent inconscient … il a besoin de
/// soins immédiats »). Death (head, body) is total: no movement, no prompts.
///
/// A destroyed limb (« Membre détruit », the limbs' last row) is given no effect by the
/// text beyond its name: it is `lost`, and the tracker keeps what the wounds below it
/// already mean for that limb (Critical's pace cap, stabilisation, sequelae, aggravation
/// risks), since a full Mortal row turns into it (POL-31). It is not a Mortal wound: no
/// "unconscious / immediate care" prompt. Its malus here is Mortal's −10; the option
/// `destroyed-limb-malus` changes what it counts (see [`wound_malus_with`]).
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
            unconscious_prompt: severity != DEATH,
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
    /// The word used for the [`WOUND_MALUS_OPTION`](super::wounds::WOUND_MALUS_OPTION) option.
    pub fn word(self) -> &'static str {
        match self {
            Combine::Sum => "sum",
            Combine::Worst => "worst",
        }
    }

    /// Reads the option value (`sum`/`somme`, `worst`/`pire`/`max`).
    pub fn from_word(word: &str) -> Option<Combine> {
        // As stored by `option`, without folding.
        match word {
            "sum" => return Some(Combine::Sum),
            "worst" => return Some(Combine::Worst),
            _ => {}
        }
        match fold_tight(word).as_str() {
            "sum" | "somme" | "add" | "total" => Some(Combine::Sum),
            "worst" | "pire" | "max" | "worstonly" => Some(Combine::Worst),
            _ => None,
        }
    }
}

/// The total wound malus to tests and Réaction (POL-35, POL-OP-14), a destroyed limb
/// counting −10 like Mortal (see [`wound_malus_with`]).
pub fn wound_malus(locator: &WoundLocator, combine: Combine) -> i32 {
    wound_malus_with(locator, combine, DESTROYED_LIMB_MALUS)
}

/// The tracker default malus of a destroyed limb: Mortal's (POL-OP-13). The text gives
/// none for « Membre détruit »; a full Mortal row turns into it (POL-31), so counting less
/// would make losing the limb lower the malus.
pub const DESTROYED_LIMB_MALUS: i32 = -10;

/// The total wound malus to tests and Réaction (POL-35, POL-OP-14), a destroyed limb's box
/// counting `destroyed_limb` (option `destroyed-limb-malus`).
///
/// `Sum` adds [`SEVERITY_MALUS`] for every checked box in every location (the death row of
/// the head and body counts −10, like Mortal); `Worst` takes the malus of the worst checked
/// box only. 0 when unwounded.
pub fn wound_malus_with(locator: &WoundLocator, combine: Combine, destroyed_limb: i32) -> i32 {
    let boxes = locator.locations.iter().flat_map(|l| {
        let last = l.cells.len().saturating_sub(1);
        l.cells.iter().enumerate().map(move |(s, cell)| {
            let malus = if s == last && !l.vital {
                destroyed_limb
            } else {
                SEVERITY_MALUS.get(s).copied().unwrap_or(0)
            };
            (malus, cell.checked)
        })
    });
    match combine {
        Combine::Sum => boxes.fold(0i32, |acc, (malus, checked)| {
            acc.saturating_add(malus.saturating_mul(i32::from(checked)))
        }),
        Combine::Worst => boxes
            .filter(|(_, checked)| *checked > 0)
            .map(|(malus, _)| malus)
            .min()
            .unwrap_or(0)
            .min(0),
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

#[cfg(test)]
#[path = "wound_effects_tests.rs"]
mod tests;

//! The d20 random hit-location table (POL-33, POL-OP-12): the default, reading and
//! writing its compact text form, and rolling on it. Re-exported from `wounds`.

use std::fmt;
use std::str::FromStr;

use crate::engine::{Dice, RuleError};

use super::wounds::{
    BODY, HEAD, LEFT_ARM, LEFT_LEG, LOCATION_KEYS, RIGHT_ARM, RIGHT_LEG, location_index,
    new_locator,
};

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
                return Err(RuleError::Invalid(crate::t!(
                    "pol-table-no-location-number",
                    number = location.to_string()
                )));
            };
            if lo == 0 || hi == 0 || lo > 20 || hi > 20 {
                return Err(RuleError::Invalid(crate::t!(
                    "pol-table-face-range",
                    key = *key,
                    faces = face_range(lo, hi)
                )));
            }
            if lo > hi {
                return Err(RuleError::Invalid(crate::t!(
                    "pol-table-backwards",
                    key = *key,
                    lo = lo.to_string(),
                    hi = hi.to_string()
                )));
            }
            for face in lo..=hi {
                let Some(slot) = faces.get_mut(usize::from(face - 1)) else {
                    continue;
                };
                if let Some(other) = *slot {
                    let other = LOCATION_KEYS.get(other).copied().unwrap_or("?");
                    return Err(RuleError::Invalid(crate::t!(
                        "pol-table-face-twice",
                        face = face.to_string(),
                        other = other,
                        key = *key
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
            let count: u8 = match gaps.as_slice() {
                [(lo, hi)] if lo == hi => 1,
                _ => 2,
            };
            return Err(RuleError::Invalid(crate::t!(
                "pol-table-gaps",
                count = count,
                faces = list.join(", ")
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
        let example = crate::t!("pol-table-example");
        let locator = new_locator();
        let mut ranges = Vec::new();
        for entry in text
            .split([',', ';'])
            .map(str::trim)
            .filter(|e| !e.is_empty())
        {
            let Some((name, faces)) = entry.split_once([':', '=']) else {
                return Err(RuleError::Invalid(crate::t!(
                    "pol-table-bad-entry",
                    entry = entry,
                    example = &example
                )));
            };
            let Some(location) = location_index(&locator, name) else {
                return Err(RuleError::Invalid(crate::t!(
                    "pol-table-unknown-location",
                    name = name.trim(),
                    keys = LOCATION_KEYS.join(", ")
                )));
            };
            let faces = faces.trim();
            let (lo, hi) = match faces.split_once(['-', '–']) {
                Some((lo, hi)) => (lo.trim(), hi.trim()),
                None => (faces, faces),
            };
            let (Ok(lo), Ok(hi)) = (lo.parse::<u8>(), hi.parse::<u8>()) else {
                return Err(RuleError::Invalid(crate::t!(
                    "pol-table-bad-faces",
                    faces = faces,
                    entry = entry
                )));
            };
            ranges.push((location, lo, hi));
        }
        if ranges.is_empty() {
            return Err(RuleError::Invalid(crate::t!(
                "pol-table-empty",
                example = &example
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
        .roll_for(LocationTable::SIDES, super::rolls::LOCATION)
        .clamp(1, LocationTable::SIDES);
    let location = table.location_for(face).unwrap_or(BODY);
    (face, location)
}

#[cfg(test)]
#[path = "location_table_tests.rs"]
mod tests;

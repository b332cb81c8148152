//! A combatant's sheet in the report: what every system's sheet shows (its line, wounds,
//! conditions, counters, gear), the fields a system fills through
//! [`SystemReport::fill_sheet`](super::SystemReport::fill_sheet), and its stats.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::model::{Combatant, Encounter, Expiry, Monitor, Pool};

use super::conditions::{Until, rounds_left};
use super::{ConditionLine, DamageLine, LocationWounds, LocatorGrid, SkillLine, TokenSheet};

/// One combatant's line and wound sheet.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Sheet {
    /// Name.
    pub name: String,
    /// Side word.
    pub side: String,
    /// Réaction after maluses.
    pub reaction: i32,
    /// Réaction as the sheet holds it, before maluses (the panes show both when they
    /// differ); left out of `--json`, which keeps its shape.
    #[serde(skip)]
    pub reaction_base: i32,
    /// Current initiative (main marker), if on the ladder.
    pub initiative: Option<i32>,
    /// Declared intent.
    pub declaration: Option<String>,
    /// Whether the declaration is secret (the players' report shows only that there is
    /// one); left out of `--json` unless set.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub declaration_secret: bool,
    /// Checked boxes per location: `[location, [[severity, checked, boxes], ...]]`, only rows with checks.
    pub wounds: Vec<LocationWounds>,
    /// The worst severity checked anywhere.
    pub worst_wound: Option<String>,
    /// Wound malus to tests and initiative.
    pub wound_malus: i32,
    /// Opponents in melee and their malus on opposed tests.
    pub opponents: u8,
    /// Total penalty on an opposed test now (wounds + opponents).
    pub total_penalty: i32,
    /// Pace allowed by the wounds.
    pub pace: String,
    /// Dead.
    pub dead: bool,
    /// Out of the fight by the monitors, in words (`unconscious`, `dying`, `dead`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub down: Option<String>,
    /// Destroyed limbs.
    pub destroyed: Vec<String>,
    /// Conditions, with what ends them.
    pub conditions: Vec<ConditionLine>,
    /// Pools.
    pub pools: Vec<Pool>,
    /// GM note.
    pub note: String,
    /// How hurt they look, when that is all that may be shown (the players' view of an
    /// enemy); `None` on the GM's full sheet.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub health: Option<String>,
    /// The whole wound locator grid, for the sheet's drawing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub locator: Option<LocatorGrid>,
    /// The token pool, face-down values left out; `None` without a pool.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokens: Option<TokenSheet>,
    /// Condition monitors (physical, stun); empty with a wound locator.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub monitors: Vec<Monitor>,
    /// The action under way on a roundless timeline.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<String>,
    /// Stress in words (`low`, `moderate`, `high`), for a token-pool system.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stress: Option<String>,
    /// Readiness in words (`ready`, `in position`), when the GM gave one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub readiness: Option<String>,
    /// The monitors' wound modifier; `None` with a wound locator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wound_modifier: Option<i32>,
    /// Gear carried (weapons), as the sheet holds it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gear: Vec<crate::model::Gear>,
    /// The stats a system shows on its own pane, in its order, as the rules leave them now
    /// and as the sheet holds them; empty when the system shows none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stats: Vec<StatLine>,
    /// Numbers the rules work out for a piece of gear (a weapon's CON min, its recoil
    /// penalty), by gear key then by name; never stored.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub gear_figures: BTreeMap<String, BTreeMap<String, i32>>,
    /// Hidden from the players (`hide`): the GM's screens mark them; left out of `--json`
    /// unless set.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hidden: bool,
    /// Skills as the sheet holds them, named (left out of `--json` when none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skills: Vec<SkillLine>,
    /// What changes the damage dealt or taken, named (left out of `--json` when none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub damage_terms: Vec<DamageLine>,
}

/// A stat on a system's own sheet pane.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StatLine {
    /// The stat's key (`ref`).
    pub key: String,
    /// Its value now, after what the rules take off (wounds, drugs).
    pub value: i32,
    /// Its value on the sheet.
    pub base: i32,
}

impl Sheet {
    /// A declaration's words as the GM's screens show them (`shown`: the text, as the
    /// system words it), marked "(secret)" when [`Sheet::declaration_secret`] says so.
    pub fn declaration_marked(&self, shown: &str) -> String {
        if self.declaration_secret {
            crate::t!("declaration-secret-sign", intent = shown)
        } else {
            shown.to_string()
        }
    }

    /// What any system's sheet shows of `c`, the system's own fields left neutral.
    pub fn shared(state: &Encounter, c: &Combatant) -> Sheet {
        Sheet {
            health: None,
            name: c.name.clone(),
            side: c.side.word().to_string(),
            reaction: 0,
            reaction_base: 0,
            initiative: state
                .ladder
                .get(crate::model::MarkerRef {
                    owner: c.id,
                    marker: 0,
                })
                .map(|e| e.position),
            declaration: c.declaration.clone(),
            declaration_secret: c.declaration_secret,
            wounds: Vec::new(),
            worst_wound: None,
            wound_malus: 0,
            opponents: c.opponents,
            total_penalty: 0,
            pace: "normal".to_string(),
            dead: false,
            down: None,
            destroyed: Vec::new(),
            conditions: c
                .conditions
                .iter()
                .map(|k| ConditionLine {
                    name: k.name.clone(),
                    value: k.value,
                    until: Until::of(state, k.expiry),
                    rounds_left: match k.expiry {
                        Expiry::RoundStart { round } => Some(rounds_left(state, round)),
                        _ => None,
                    },
                    target: k
                        .target
                        .and_then(|t| state.combatant(t))
                        .map(|t| t.name.clone()),
                })
                .collect(),
            pools: c.pools.clone(),
            note: crate::rules::bestiary::shown_note(
                crate::rules::system(state.system).bestiary(),
                c,
            )
            .to_string(),
            locator: None,
            tokens: None,
            wound_modifier: None,
            monitors: super::pool::monitors(c),
            pending: c.pending.clone(),
            stress: None,
            readiness: None,
            gear: c.gear.clone(),
            stats: Vec::new(),
            gear_figures: BTreeMap::new(),
            hidden: c.hidden,
            skills: Vec::new(),
            damage_terms: Vec::new(),
        }
    }
}

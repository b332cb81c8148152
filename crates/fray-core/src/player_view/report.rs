//! The encounter as players see it: [`crate::report::Report`] with the hidden sides'
//! sheets replaced by their coarse health (see [`super`] for what is hidden).

use serde::Serialize;

use crate::model::{Encounter, Step};
use crate::report::{ConditionLine, Report, Rung, Sheet};
use crate::rules::Health;

use super::shown_in_full;

/// The players' report: the ladder, and each combatant in full or coarse.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerReport {
    /// Encounter name.
    pub name: String,
    /// Rule system key.
    pub system: String,
    /// Round number (0 before the fight).
    pub round: u32,
    /// Step of the round.
    pub step: Step,
    /// The phase being resolved.
    pub phase: Option<i32>,
    /// Number of action phases this round.
    pub phases: i32,
    /// Who is declaring or acting now.
    pub current: Option<String>,
    /// The ladder in resolution order; a hidden combatant's rung has its malus at 0.
    pub ladder: Vec<Rung>,
    /// Every combatant, in roster order.
    pub combatants: Vec<PlayerSheet>,
}

/// One combatant as players see them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerSheet {
    /// Name.
    pub name: String,
    /// Side word.
    pub side: String,
    /// How hurt they look.
    pub health: Health,
    /// Current initiative (main marker), if on the ladder.
    pub initiative: Option<i32>,
    /// Declared intent (said aloud at the table).
    pub declaration: Option<String>,
    /// Opponents engaging them in melee.
    pub opponents: u8,
    /// Conditions players see: all of a PC's or ally's; a hidden combatant's without
    /// their values and without the system's wound bookkeeping.
    pub conditions: Vec<ConditionLine>,
    /// The whole sheet, GM note emptied, for a PC or an ally; `None` when hidden.
    pub sheet: Option<Sheet>,
    /// The figures of a hidden sheet the table sees anyway
    /// ([`crate::report::SystemReport::public_figures`]: a place in the order); left out of
    /// the JSON, which keeps its shape.
    #[serde(skip)]
    pub figures: std::collections::BTreeMap<String, std::collections::BTreeMap<String, i32>>,
}

impl PlayerReport {
    /// Derives what players see from a state.
    pub fn of(state: &Encounter) -> PlayerReport {
        // Hidden combatants are not there for the players: not named, not counted.
        let visible = super::hidden::visible(state);
        let state: &Encounter = &visible;
        let report = Report::of(state);
        let system = crate::rules::system(state.system);
        let hidden_name = |name: &str| {
            !state
                .combatants
                .iter()
                .any(|c| c.name == name && shown_in_full(c.side))
        };
        let ladder = report
            .ladder
            .into_iter()
            .map(|rung| {
                let hidden = hidden_name(&rung.name);
                Rung {
                    malus: if hidden { 0 } else { rung.malus },
                    // A hidden combatant's dice stay the GM's, their tie-break d10s too.
                    tiebreak: if hidden { Vec::new() } else { rung.tiebreak },
                    ..rung
                }
            })
            .collect();
        let combatants = state
            .combatants
            .iter()
            .zip(report.combatants)
            .map(|(c, mut sheet)| {
                let health = system.health(state, c);
                sheet.note.clear();
                // A secret declaration: players see that there is one, not what it says.
                if c.declaration_secret && sheet.declaration.is_some() {
                    sheet.declaration = Some(super::text::secret_declaration());
                    sheet.declaration_secret = false;
                }
                sheet.pools.retain(|p| !p.hidden());
                let full = shown_in_full(c.side);
                let figures = public_figures(system.report().public_figures(), &sheet);
                let conditions = if full {
                    sheet.conditions.clone()
                } else {
                    sheet
                        .conditions
                        .iter()
                        .filter(|k| !system.wound_condition(&k.name))
                        .map(|k| ConditionLine {
                            value: None,
                            ..k.clone()
                        })
                        .collect()
                };
                PlayerSheet {
                    name: sheet.name.clone(),
                    side: sheet.side.clone(),
                    health,
                    initiative: sheet.initiative,
                    declaration: sheet.declaration.clone(),
                    opponents: sheet.opponents,
                    conditions,
                    sheet: full.then_some(sheet),
                    figures,
                }
            })
            .collect();
        PlayerReport {
            name: report.name,
            system: report.system,
            round: report.round,
            step: report.step,
            phase: report.phase,
            phases: report.phases,
            current: report.current,
            ladder,
            combatants,
        }
    }
}

/// The figures of `sheet` that `public` names, as (group, key).
fn public_figures(
    public: &[(&str, &str)],
    sheet: &Sheet,
) -> std::collections::BTreeMap<String, std::collections::BTreeMap<String, i32>> {
    let mut out: std::collections::BTreeMap<String, std::collections::BTreeMap<String, i32>> =
        std::collections::BTreeMap::new();
    for (group, key) in public {
        if let Some(v) = sheet.gear_figures.get(*group).and_then(|g| g.get(*key)) {
            out.entry((*group).to_string())
                .or_default()
                .insert((*key).to_string(), *v);
        }
    }
    out
}

impl PlayerReport {
    /// The same view in the shape the panes draw: a hidden combatant's sheet keeps only
    /// name, side, initiative, declaration, opponents and visible conditions, with
    /// [`Sheet::health`] saying how hurt they look. Countdowns are the GM's: none.
    pub fn into_report(self) -> Report {
        let combatants = self
            .combatants
            .into_iter()
            .map(|p| match p.sheet {
                Some(sheet) => sheet,
                None => Sheet {
                    name: p.name,
                    side: p.side,
                    reaction: 0,
                    reaction_base: 0,
                    initiative: p.initiative,
                    declaration: p.declaration,
                    wounds: Vec::new(),
                    worst_wound: None,
                    wound_malus: 0,
                    opponents: p.opponents,
                    total_penalty: 0,
                    pace: String::new(),
                    dead: false,
                    down: None,
                    destroyed: Vec::new(),
                    conditions: p.conditions,
                    pools: Vec::new(),
                    note: String::new(),
                    health: Some(super::text::health_word(p.health)),
                    locator: None,
                    tokens: None,
                    monitors: Vec::new(),
                    pending: None,
                    stress: None,
                    readiness: None,
                    wound_modifier: None,
                    gear: Vec::new(),
                    stats: Vec::new(),
                    gear_figures: p.figures,
                    hidden: false,
                    declaration_secret: false,
                    skills: Vec::new(),
                    damage_terms: Vec::new(),
                },
            })
            .collect();
        Report {
            name: self.name,
            system: self.system,
            round: self.round,
            step: self.step,
            phase: self.phase,
            phases: self.phases,
            current: self.current,
            ladder: self.ladder,
            combatants,
            countdowns: Vec::new(),
            table: Vec::new(),
            for_gm: false,
        }
    }
}

//! The Cyberpunk rules in the transcript: narration of their facts, their parts of the
//! report, what players may see, the notable moments and coarse health.

mod narrate;
#[cfg(test)]
mod narrate_tests;
#[cfg(test)]
mod players_tests;
mod show;
pub mod standing;
pub mod status;
mod terms;

use crate::engine::Event;
use crate::model::{Combatant, Encounter, EntryStatus};
use crate::narrate::SystemNarration;
use crate::player_view::{Seen, Shown, SystemPlayerView};
use crate::report::{Rung, Sheet, StatLine, SystemReport};
use crate::rules::{Health, Moment, moment::common_moments};

use super::fact::{CyberFact, fact_of};
use super::{body, recoil};

/// The stats the sheet pane shows, in the text's order (CPI-18's REF, INT, COOL; CON for
/// saves and recoil; MOUV for running).
pub const STATS: [&str; 5] = ["ref", "int", "cool", "con", "mouv"];
/// A weapon's figure: its CON min (CPI-13).
pub const CON_MIN: &str = "con-min";
/// A weapon's figure: the recoil penalty on a shot by this shooter (CPI-15).
pub const RECOIL: &str = "recoil";

/// The Cyberpunk transcript: narration, report and players' view.
#[derive(Debug)]
pub struct Transcript;

impl SystemNarration for Transcript {
    fn describe(&self, event: &Event, before: &Encounter) -> Option<String> {
        narrate::describe(event, before)
    }
}

impl SystemReport for Transcript {
    /// Rounds in the text's own word, each opened by the choice of the number of actions,
    /// then the actions at their initiative scores (CPI-02, CPI-03).
    fn time_words(&self) -> crate::report::TimeWords {
        crate::report::TimeWords {
            rounds_line: "cpi-export-rounds-line",
            round: "cpi-export-round",
            declarations: "cpi-export-choices",
            actions: "cpi-export-actions",
            round_end: "cpi-export-round-end",
            turn: "cpi-export-action",
            standing_at: "cpi-export-standing-at",
            standing_actions: "cpi-export-standing-actions",
            standing_round_end: "cpi-export-standing-round-end",
            standing_declarations: "cpi-export-standing-choices",
            standing_over_after: "cpi-export-standing-over-after",
            round_begins: "cpi-log-round-begins",
            moment_round: "cpi-log-round-begins",
            timeline_round: "cpi-timeline-round",
            show_title: "cpi-show-title",
        }
    }

    /// The slots from the highest score down, ties by the kept d10s (CPI-03).
    fn ladder(&self, state: &Encounter) -> Vec<Rung> {
        let order = state.ladder.descending();
        let mut out = Vec::new();
        for (i, e) in order.iter().enumerate() {
            let with_previous = i > 0
                && order[i - 1].position == e.position
                && order[i - 1].at.owner != e.at.owner
                && state.ladder.tiebreak(order[i - 1].at.owner)
                    == state.ladder.tiebreak(e.at.owner);
            let mut rung = Rung::of(state, e, with_previous);
            let tied = order.iter().any(|o| {
                o.position == e.position
                    && o.at.owner != e.at.owner
                    && o.status != EntryStatus::Lost
            });
            if tied && e.status != EntryStatus::Lost {
                rung.tiebreak = state.ladder.tiebreak(e.at.owner).to_vec();
            }
            out.push(rung);
        }
        out
    }

    fn fill_sheet(&self, state: &Encounter, c: &Combatant, sheet: &mut Sheet) {
        sheet.initiative = c.initiative.as_ref().map(|i| i.score);
        let level = body::level(state, c);
        sheet.worst_wound = (level > 0).then(|| narrate::level_word(level));
        sheet.wound_malus = if level > 0 {
            body::stun_modifier(level)
        } else {
            0
        };
        sheet.dead = c.has_condition(body::DEAD);
        if sheet.dead {
            // Said once, by `dead` (the sheet's MORT, the roster's wound cell, `show`), not
            // again among the conditions ("MORT mort").
            sheet.conditions.retain(|k| k.name != body::DEAD);
        }
        sheet.reaction = body::effective(state, c, "ref");
        sheet.total_penalty = standing::penalty(state, c);
        if !c.skills.is_empty() {
            sheet
                .gear_figures
                .insert(standing::SKILLS.into(), standing::skills(c));
        }
        sheet.stats = STATS
            .iter()
            .map(|key| StatLine {
                key: (*key).to_string(),
                value: body::effective(state, c, key),
                base: c.stat(key),
            })
            .collect();
        for g in &c.gear {
            if let Some(min) = recoil::con_min(state, g) {
                let figures = sheet.gear_figures.entry(g.key.clone()).or_default();
                figures.insert(CON_MIN.into(), min);
                figures.insert(RECOIL.into(), recoil::penalty(state, c, g));
            }
        }
        super::display::name_counters(sheet);
    }

    fn show_text(&self, report: &crate::report::Report) -> Option<String> {
        Some(show::render(report))
    }
}

impl SystemPlayerView for Transcript {
    /// An enemy's dice and terms stay hidden: their checks and saves, their initiative.
    fn shown(&self, event: &Event, seen: &Seen<'_>) -> Option<Shown> {
        let hidden = match fact_of(event)? {
            CyberFact::CpiInitiative { who, .. }
            | CyberFact::CpiCheck { who, .. }
            | CyberFact::CpiSave { who, .. }
            | CyberFact::CpiFumble { who, .. } => !seen.open(*who),
            CyberFact::CpiShot { who, .. } if !seen.open(*who) => {
                return Some(Shown::Coarse(narrate::shot_coarse(event, seen.state)?));
            }
            _ => false,
        };
        hidden.then_some(Shown::Hidden)
    }

    /// Health reads the sheet it is given (a wound or heal copies that sheet only).
    fn health_reads_own_sheet(&self) -> bool {
        true
    }
}

/// Fumbles, jams, slots lost and deaths, besides the rounds.
pub fn moments(events: &[Event], _after: &Encounter) -> Vec<Moment> {
    let mut out = common_moments(events);
    for event in events {
        match (event, fact_of(event)) {
            (_, Some(CyberFact::CpiShot { who, check, .. }))
            | (_, Some(CyberFact::CpiCheck { who, check }))
                if check.fumble.as_ref().is_some_and(|f| f.confirmed) =>
            {
                out.push(Moment::Fumble { who: *who });
            }
            (_, Some(CyberFact::CpiFumble { who, fumble, .. })) if fumble.confirmed => {
                out.push(Moment::Fumble { who: *who });
            }
            (
                Event::GearFlagSet {
                    who,
                    flag,
                    on: true,
                    ..
                },
                _,
            ) if flag == super::weapon::JAMMED => {
                out.push(Moment::Jam { who: *who });
            }
            (
                Event::MarkerStatus {
                    at,
                    status: EntryStatus::Lost,
                },
                _,
            ) => {
                out.push(Moment::SlotLost { who: at.owner });
            }
            (Event::ConditionAdded { who, condition }, _) if condition.name == body::DEAD => {
                out.push(Moment::Death { who: *who });
            }
            _ => {}
        }
    }
    out
}

/// Coarse health (CPI-18): unhurt; Light or Serious wounded; Critical or Mortal badly
/// wounded; dead, or stunned, down.
pub fn health(state: &Encounter, c: &Combatant) -> Health {
    if c.has_condition(body::DEAD) || c.has_condition(body::STUNNED) {
        return Health::Down;
    }
    match body::level(state, c) {
        0 => Health::Unhurt,
        1 | 2 => Health::Wounded,
        l if l > body::LEVELS => Health::Down,
        _ => Health::BadlyWounded,
    }
}

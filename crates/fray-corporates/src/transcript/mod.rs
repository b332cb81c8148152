//! The Corporates rules in the transcript: narration of their facts (`narrate.rs`, a file
//! per family), their parts of the report (markers in segment order, sheets with the
//! reaction roll, the tracks and the confidence points), what players may see, and coarse
//! health.

mod hurt_terms;
pub(crate) mod labels;
mod narrate;
mod narrate_fire;
mod narrate_gear;
pub(crate) mod narrate_melee;
mod narrate_melee_fact;
#[cfg(test)]
mod narrate_melee_tests;
mod narrate_rest;
mod narrate_time;
mod players_fire;
mod roll_bonus;
mod shot_terms;
pub(super) mod show;
#[cfg(test)]
mod tests;

use crate::engine::Event;
use crate::model::{Combatant, Encounter, EntryStatus, Side};
use crate::narrate::SystemNarration;
use crate::player_view::{Seen, Shown, SystemPlayerView};
use crate::report::{Rung, Sheet, StatLine, SystemReport};
use crate::rules::Health;

use super::conditions::{
    CONFIDENCE, DEAD, FATIGUE, INCAPACITATED, SEGMENT, STUNNED, UNCONSCIOUS, WOUND,
};
use super::fact::{CorporatesFact, fact_of};
use super::options;
use super::schedule::SEGMENTS;

/// The stats the sheet shows, in the text's order (dice counts, COR-OP-21).
pub const STATS: [&str; 8] = [
    "agility",
    "strength",
    "perception",
    "reaction",
    "stress",
    "soak",
    "endurance",
    "size",
];

/// The sheet's readiness word of the one who announces next (COR-03).
pub const ANNOUNCES: &str = "announces-next";

/// The Corporates transcript: narration, report and players' view.
#[derive(Debug)]
pub struct Transcript;

impl SystemNarration for Transcript {
    fn describe(&self, event: &Event, before: &Encounter) -> Option<String> {
        narrate::describe(event, before)
    }
}

impl SystemReport for Transcript {
    /// Segment order, ascending (COR-01); in a segment, the markers in roster order.
    fn ladder(&self, state: &Encounter) -> Vec<Rung> {
        let mut entries: Vec<_> = state.ladder.entries.iter().collect();
        entries.sort_by(|a, b| a.position.cmp(&b.position).then_with(|| a.at.cmp(&b.at)));
        entries
            .into_iter()
            .map(|e| Rung::of(state, e, false))
            .collect()
    }

    /// The current segment during the segments, whoever acts in it (COR-01).
    fn phase(&self, state: &Encounter) -> Option<i32> {
        let segment = super::decide::ledger::segment(state);
        (state.step == crate::model::Step::Resolution && segment > 0).then_some(i32::from(segment))
    }

    fn phases(&self, _state: &Encounter) -> i32 {
        i32::from(SEGMENTS)
    }

    fn fill_sheet(&self, state: &Encounter, c: &Combatant, sheet: &mut Sheet) {
        sheet.initiative = c.initiative.as_ref().map(|i| i.score);
        let malus = super::decide::ledger::ledger_of(state, c.id)
            .malus(super::ledger::Kind::Declared, false, 0)
            .total();
        sheet.wound_malus = -i32::try_from(malus).unwrap_or(0);
        sheet.down = down(c).map(str::to_string);
        sheet.dead = c.has_condition(DEAD);
        if state.step == crate::model::Step::Declaration
            && super::decide::declare::announcing(state) == Some(c.id)
        {
            sheet.readiness = Some(ANNOUNCES.to_string());
        }
        for pool in &mut sheet.pools {
            let crate::model::Pool::Counter { name, max, .. } = pool;
            if name == CONFIDENCE {
                *max = c.stats.get(CONFIDENCE).copied();
            } else if name == WOUND || name == FATIGUE {
                *max = options::track_max(state).and_then(|m| i32::try_from(m).ok());
            }
            // The roster shows the sheet's counters under their names in the GM's language.
            *name = crate::t!("cor-content-pool", name = name.as_str());
        }
        sheet.stats = STATS
            .iter()
            .filter(|key| c.stats.contains_key(**key))
            .map(|key| StatLine {
                key: (*key).to_string(),
                value: c.stat(key),
                base: c.stat(key),
            })
            .collect();
        super::panes::figures::fill(state, c, sheet);
    }

    /// A turn of segments, not a round of phases (COR-01).
    fn time_words(&self) -> crate::report::TimeWords {
        crate::report::TimeWords {
            rounds_line: "cor-export-turns-line",
            round: "cor-export-turn",
            actions: "cor-export-segments",
            round_end: "cor-export-turn-end",
            turn: "cor-export-action",
            standing_at: "cor-export-standing-at",
            standing_actions: "cor-export-standing-segments",
            standing_round_end: "cor-export-standing-turn-end",
            ..crate::report::TimeWords::ROUNDS
        }
    }

    fn show_text(&self, report: &crate::report::Report) -> Option<String> {
        Some(show::render(report))
    }

    fn down_word(&self, key: &str) -> String {
        crate::rules::condition_words::label(key)
    }
}

impl SystemPlayerView for Transcript {
    /// An NPC's dice stay hidden: players see a PC's or an ally's rolls; of an enemy, that
    /// they acted in a segment or switched to survival mode, not the dice (the announced
    /// counts and the grid are open, as at the table).
    fn shown(&self, event: &Event, seen: &Seen<'_>) -> Option<Shown> {
        match event {
            // The segment is the table's (COR-01): players see it begin, as the GM does.
            Event::TableCounterSet { name, .. } if name == SEGMENT => return Some(Shown::Full),
            // The declared segments are on the grid and in the announcement's line: the
            // GM's log words no marker either (never another game's « extra attack »).
            Event::MarkerPlaced { .. } | Event::MarkerMoved { .. } => return Some(Shown::Hidden),
            _ => {}
        }
        let fact = fact_of(event)?;
        if let Some(shown) = players_fire::players(fact, seen) {
            return (shown != Shown::Full).then_some(shown);
        }
        if let Some(shown) = narrate_melee::shown(fact, seen) {
            return Some(shown);
        }
        let who = match fact {
            CorporatesFact::Reacted { who, .. }
            | CorporatesFact::Startled { who, .. }
            | CorporatesFact::Survival { who, .. }
            | CorporatesFact::Acted { who, .. } => *who,
            _ => return None,
        };
        if seen.open(who) {
            return None;
        }
        Some(match fact {
            CorporatesFact::Acted { at, .. } => Shown::Coarse(crate::t!(
                "cor-log-acted-players",
                who = seen.name(who),
                segment = at.segment
            )),
            CorporatesFact::Survival { .. } => {
                Shown::Coarse(crate::t!("cor-log-survival-players", who = seen.name(who)))
            }
            _ => Shown::Hidden,
        })
    }

    /// Health reads the sheet it is given (a wound or heal copies that sheet only).
    fn health_reads_own_sheet(&self) -> bool {
        true
    }
}

/// The word of a combatant out of the fight: dead, unconscious or incapacitated.
fn down(c: &Combatant) -> Option<&'static str> {
    [DEAD, UNCONSCIOUS, INCAPACITATED]
        .into_iter()
        .find(|k| c.has_condition(k))
}

/// Coarse health (COR-41, COR-43): down when dead, unconscious or incapacitated; badly
/// wounded when stunned or with half the Wound track's maximum (3 Wound levels without
/// one); wounded with any Wound or Fatigue level.
pub fn health(state: &Encounter, c: &Combatant) -> Health {
    let wound = c.counter(WOUND).max(0);
    let badly =
        options::track_max(state).map_or(3, |m| i32::try_from(m.div_ceil(2)).unwrap_or(i32::MAX));
    if down(c).is_some() {
        Health::Down
    } else if c.has_condition(STUNNED) || wound >= badly {
        Health::BadlyWounded
    } else if wound > 0 || c.counter(FATIGUE) > 0 {
        Health::Wounded
    } else {
        Health::Unhurt
    }
}

/// Who organises `segment`, as far as the markers tell (COR-12): one side with declared
/// actions there organises it; two sides call for `priority`.
pub fn priority_note(state: &Encounter, segment: u8) -> Option<String> {
    let mut sides: Vec<&'static str> = state
        .ladder
        .entries
        .iter()
        .filter(|e| {
            !e.rushed && e.position == i32::from(segment) && e.status == EntryStatus::Waiting
        })
        .filter_map(|e| state.combatant(e.at.owner))
        .map(|c| match c.side {
            Side::Pc | Side::Ally => "pcs",
            Side::Enemy => "enemies",
            Side::Neutral => "neutral",
        })
        .collect();
    sides.sort_unstable();
    sides.dedup();
    match sides.as_slice() {
        [] => None,
        [one] => Some(crate::t!("cor-log-organises", side = *one)),
        _ => Some(crate::t!("cor-log-both-sides")),
    }
}

/// Where the fight stands, in the text's words: "Turn 2 · Segment 3 of 5", who announces
/// next during the announcements.
pub fn status_line(report: &crate::report::Report) -> String {
    let (word, stage) = status_words(report);
    if stage.is_empty() {
        word
    } else {
        format!("{word} · {stage}")
    }
}

/// The turn and the stage of it, for the status lines.
pub fn status_words(report: &crate::report::Report) -> (String, String) {
    use crate::model::Step;
    let turn = crate::t!("cor-status-turn", turn = report.round);
    let stage = match report.step {
        Step::Setup => crate::t!("cor-status-setup"),
        Step::Declaration => match report
            .combatants
            .iter()
            .find(|c| c.readiness.as_deref() == Some(ANNOUNCES))
            .map(|c| &c.name)
        {
            Some(who) => crate::t!("cor-status-announcing", who = crate::safe_text::escape(who)),
            None => crate::t!("cor-status-announcements"),
        },
        Step::Resolution => {
            let segment = super::screens::current_segment(report);
            crate::t!(
                "cor-status-segment",
                segment = segment,
                of = i32::from(SEGMENTS)
            )
        }
        Step::RoundEnd => crate::t!("cor-status-turn-over"),
        Step::Ended => crate::t!("cor-status-ended"),
    };
    (turn, stage)
}

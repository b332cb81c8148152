//! What players may see (`fray watch`): the encounter and its log with the GM's secrets
//! taken out. Pure functions of the folded state and the records; no I/O.
//!
//! Who is shown in full: **PCs and allies** (the players' own side: their sheets are on the
//! table). **Enemies and neutrals** are hidden: players see their name, side, place on the
//! ladder (initiative, phase, status, rushed), their declarations, the number of opponents
//! engaging them, the conditions visible at the table (`prone`, `surprised`, `behind
//! cover`, with their duration but without their value) and a coarse [`Health`]; never
//! their sheet (stats, skills, pools), wound grid, maluses, Réaction, the system's wound
//! bookkeeping conditions (`shock test`, `mortal wound`...: [`crate::rules::RuleSystem::wound_condition`])
//! nor the bestiary template they came from.
//!
//! Hidden from everyone: GM notes (of every combatant), options, countdowns (the GM's
//! clocks, labelled freely), free rolls (`roll`: the GM's, no owner) and `secret` tests
//! ("the roll and the difficulty are shown to the GM only"), even a PC's: a secret
//! test is not shown at all, a secret attack only as hit or miss.
//!
//! Declarations: a public one is shown as said; a secret one (`declare WHO "TEXT" secret`,
//! an NPC's by default: [`crate::rules::visibility::declaration_secret`]) only as "WHO has
//! declared (secret)", in the log and on the sheet, never its text.
//!
//! This module is the one projection every players' output is built from: `fray watch`
//! (the report and [`redact_line`]), the players' Markdown export ([`event_texts`], the
//! outcome's [`PlayerReport`], [`hidden`] for its turn headings); `tests/integration/players_see_no_secret.rs`
//! proves no secret reaches any of them.
//!
//! In the log, an enemy's test reads "Ganger 2 attacks Lena: hit" or "Ganger 1 tests
//! perception: failure", a wound to an enemy "Ganger 1 is hit in the body: badly
//! wounded"; damage done to a PC or an ally is shown in full (it is their sheet). Undo and
//! redo name the command only when players saw all of it. The ladder stays, so an enemy's
//! marker moving after a wound still shows that the wound slowed them.

pub mod health_after;
pub mod hidden;
mod log;
mod report;
mod tail;
pub mod text;

pub use crate::rules::Health;
pub use log::{PlayerLine, Shown, event_text, event_texts, lines, mark_undone, redact_line};
pub use report::{PlayerReport, PlayerSheet};
pub use tail::{commit_said, fold_last, fold_tail};

use crate::engine::Event;
use crate::model::{CombatantId, Encounter, Side};

/// What a rule system shows players of its events (reached through
/// [`crate::rules::RuleSystem::player_view`]).
pub trait SystemPlayerView: Sync {
    /// What players see of `event` when the system has its own say (its facts, a shared
    /// event that carries its numbers); `None` leaves it to the shared rules.
    fn shown(&self, event: &Event, seen: &Seen<'_>) -> Option<Shown>;

    /// Whether the system's health reads a combatant from the sheet it is given (never
    /// that one again from the state), so the coarse health after a wound or heal line
    /// copies that sheet only ([`health_after::own_sheet`]); by default the whole state
    /// is copied to apply the event ([`health_after::copied`]).
    fn health_reads_own_sheet(&self) -> bool {
        false
    }
}

/// Where an event stands, for [`SystemPlayerView::shown`]: all borrowed.
#[derive(Debug, Clone, Copy)]
pub struct Seen<'a> {
    /// The state just before the event.
    pub state: &'a Encounter,
    /// The record's next event, if any.
    pub next: Option<&'a Event>,
    /// The record's command as typed (some systems read it again, e.g. for a target).
    pub command: &'a str,
}

impl Seen<'_> {
    /// Whether players see `who`'s sheet and rolls (a PC or an ally still on the roster).
    pub fn open(&self, who: CombatantId) -> bool {
        log::open(self.state, who)
    }

    /// `who`'s name as shown.
    pub fn name(&self, who: CombatantId) -> String {
        crate::rules::names::display(self.state, who)
    }

    /// How `who` looks once `event` is applied.
    pub fn health_after(&self, event: &Event, who: CombatantId) -> Health {
        health_after::of(self.state, event, who)
    }
}

/// Whether players see everything about a combatant of this side: PCs and allies.
pub fn shown_in_full(side: Side) -> bool {
    matches!(side, Side::Pc | Side::Ally)
}

/// How a combatant looks to players, by the encounter's rule system; [`Health::Down`]
/// for an id not on the roster (gone from the fight).
pub fn health_of(state: &Encounter, who: CombatantId) -> Health {
    state.combatant(who).map_or(Health::Down, |c| {
        crate::rules::system(state.system).health(state, c)
    })
}

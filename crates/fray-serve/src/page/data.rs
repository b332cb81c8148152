//! The shape of the page's data, as `app.js` reads it (one JSON object per state).

use std::collections::BTreeMap;

use serde::Serialize;

/// Everything the page shows of one state, every text in the GM's language.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PageData {
    /// The last record's sequence number (0 for an empty save): the page keeps the newest.
    pub seq: u64,
    /// The language of every text (`en`, `fr`).
    pub lang: String,
    /// The encounter's name.
    pub title: String,
    /// The rule system's title in that language.
    pub system: String,
    /// Where the fight stands, in the system's words (`round 2, actions at phase 7`).
    pub standing: String,
    /// Whether the fight has started (the page says it is waiting for it until then).
    pub started: bool,
    /// Whether the system plays on an order (rounds, turns); a fight the GM narrates has
    /// none, and the page leaves the order out.
    pub ordered: bool,
    /// Who acts (or declares) now.
    pub current: Option<String>,
    /// Who acts next, by the order as players see it.
    pub next: Option<String>,
    /// The system's order as players see it.
    pub order: Vec<OrderRow>,
    /// Every combatant players see, in roster order (hidden ones absent).
    pub combatants: Vec<Card>,
    /// The last lines of the players' transcript, oldest first.
    pub log: Vec<LogLine>,
    /// Every fixed text the page shows, by the key `app.js` asks for.
    pub labels: BTreeMap<String, String>,
}

/// One place on the order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OrderRow {
    /// Where it stands, in the system's words (`Phase 13`, `Segment 3`, `Narration`).
    pub place: String,
    /// Who holds it.
    pub name: String,
    /// Its status in words (empty while waiting).
    pub status: String,
    /// What else players know of it (a second attack, rushed), in words.
    pub extras: Vec<String>,
    /// Whether it is the one acting (or declaring) now.
    pub current: bool,
    /// Whether it goes at the same time as the row before.
    pub simultaneous: bool,
    /// Whether it is done for this round (acted, lost, cannot act).
    pub done: bool,
}

/// How hurt someone looks, for the page's colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum HealthLevel {
    /// Unhurt.
    Fine,
    /// Wounded.
    Hurt,
    /// Badly wounded.
    BadlyHurt,
    /// Out of the fight.
    Down,
}

/// One combatant's card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Card {
    /// Name.
    pub name: String,
    /// Side word (`PC`, `enemy`…) in the page's language.
    pub side: String,
    /// Whether players see the whole sheet (PCs and allies).
    pub full: bool,
    /// How hurt they look, in words.
    pub health: String,
    /// The same, for colour.
    pub level: HealthLevel,
    /// Whether they are the one acting now.
    pub current: bool,
    /// The sheet's lines, as the players' export writes them (wounds, monitors, counters,
    /// tokens); empty for a combatant shown coarse.
    pub lines: Vec<String>,
    /// The conditions players see (a coarse combatant's without their values).
    pub conditions: Vec<String>,
}

/// One line of the players' transcript.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LogLine {
    /// The record's sequence number.
    pub seq: u64,
    /// What players read of it.
    pub text: String,
    /// Whether it was undone since.
    pub undone: bool,
}

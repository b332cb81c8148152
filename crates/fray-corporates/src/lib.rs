//! Corporates (`COR`), key `corporates`. The pure mechanics sit in their files: time
//! (COR-01 to COR-12: `schedule.rs`, `ledger.rs`, `survival.rs`, `priority.rs`),
//! movement and shooting (COR-13 to COR-28: `movement.rs`, `shooting.rs`, `covering.rs`,
//! `target.rs`), situations and melee (COR-29 to COR-38: `situations.rs`, `melee.rs`),
//! damage (COR-39 to COR-43: `damage.rs`, `critical.rs`, `cyber.rs`). The plug-in's jobs
//! each have a module: the commands ([`command`], a family per file), their decisions
//! (`decide/`, with the ledger every roll reads and the action helper every action takes),
//! the options ([`options`]), the verbs (`verbs/`), the transcript (`transcript/`), the
//! screens (`screens/`) and the moments.
//!
//! Unit: dice (a malus removes dice, COR-08); the state is in the shared vocabulary
//! (`conditions.rs` names it): turn = round, the `segment` table counter, one ladder
//! marker per declared action at its segment.

pub(crate) use fray_core::{
    engine, i18n, model, narrate, own_payloads, player_view, report, rules, safe_text, script, t,
};
pub(crate) use fray_tui::tui;

use std::sync::OnceLock;

use crate::engine::{Command, Dice, Event, RollSlot, RuleError};
use crate::model::{Combatant, DamageTrack, Encounter, SystemId};
use crate::rules::{Bestiary, Health, RuleSystem, common};

pub mod campaign;
pub mod command;
pub mod conditions;
pub mod covering;
pub mod critical;
pub mod cyber;
pub mod damage;
pub mod damage_dice;
pub mod decide;
pub mod fact;
pub mod fact_fire;
pub mod fact_melee;
mod fact_read;
pub mod gear;
pub mod ledger;
pub mod melee;
mod moments;
pub mod movement;
mod open_points;
pub mod options;
pub mod options_fr;
pub mod panes;
pub mod priority;
pub mod rest;
pub mod rolls;
pub mod schedule;
mod screens;
pub mod shooting;
pub mod situations;
pub mod survival;
pub mod target;
pub mod text;
mod transcript;
mod verbs;

#[cfg(test)]
mod actions_tests;
#[cfg(test)]
mod bestiary_tests;
#[cfg(test)]
mod campaign_tests;
#[cfg(test)]
mod damage_tests;
#[cfg(test)]
mod melee_tests;
#[cfg(test)]
mod props_tests;
#[cfg(test)]
mod shooting_tests;
#[cfg(test)]
pub(crate) mod test_support;
#[cfg(test)]
mod time_tests;
#[cfg(test)]
mod turn_tests;
#[cfg(test)]
mod wiring_tests;

pub use command::CorporatesCommand;
pub use fact::CorporatesFact;

/// The shipped bestiary (`assets/bestiary/corporates.json`).
pub const BESTIARY: &str = include_str!("../../../assets/bestiary/corporates.json");

/// The system's id (its key in saves and `fray new --rules`).
pub const ID: SystemId = SystemId::declare("corporates");

crate::own_payloads!(ID, CorporatesCommand, CorporatesFact);

/// Its forms, own keys and panes on the full-screen interface.
pub fn screens() -> &'static dyn crate::tui::SystemScreens {
    &screens::Screens
}

/// The Corporates rule system.
#[derive(Debug)]
pub struct Corporates {
    bestiary: Bestiary,
}

/// The shared Corporates system.
pub fn system() -> &'static Corporates {
    static SYSTEM: OnceLock<Corporates> = OnceLock::new();
    SYSTEM.get_or_init(|| Corporates {
        bestiary: Bestiary::from_json(BESTIARY).unwrap_or_default(),
    })
}

impl RuleSystem for Corporates {
    fn read_fact(
        &self,
        read: &mut dyn erased_serde::Deserializer<'_>,
    ) -> Result<crate::engine::SystemFact, erased_serde::Error> {
        erased_serde::deserialize::<CorporatesFact>(read).map(Into::into)
    }

    fn id(&self) -> SystemId {
        ID
    }

    fn title(&self) -> &'static str {
        crate::i18n::fixed("cor-title")
    }

    /// Wounds are counters (`wound`, `fatigue`, COR-43), not a track of boxes.
    fn new_damage_track(&self) -> DamageTrack {
        DamageTrack::Monitors { tracks: Vec::new() }
    }

    fn shipped_bestiary(&self) -> &Bestiary {
        &self.bestiary
    }

    fn decide(
        &self,
        state: &Encounter,
        command: &Command,
        dice: &mut dyn Dice,
    ) -> Result<Vec<Event>, RuleError> {
        if let Some(result) = common::decide(self, state, command, dice) {
            return result.map(|events| {
                decide::sheet::full_confidence(decide::damage::after_option(state, command, events))
            });
        }
        match command {
            Command::Start => decide::turn::start(state, dice),
            Command::Next => decide::turn::next(state, dice),
            Command::End => decide::turn::end(state),
            Command::System(own) => match <&CorporatesCommand>::try_from(own) {
                Ok(c) => decide::own(state, c, dice),
                Err(()) => Err(RuleError::NotInSystem {
                    command: format!("{own:?}"),
                    system: self.title().into(),
                }),
            },
            other => Err(RuleError::NotInSystem {
                command: format!("{other:?}"),
                system: self.title().into(),
            }),
        }
    }

    fn canonical_stat(&self, key: &str) -> String {
        canonical(key)
    }

    fn apply_fact(&self, state: &mut Encounter, fact: &crate::engine::SystemFact) {
        // Every fact is for the transcript: the state is in the shared events around it.
        let _ = (state, fact);
    }

    fn facts_touch_combatants(&self) -> bool {
        // `apply_fact` changes nothing.
        false
    }

    fn check_option(&self, key: &str, value: &str) -> Result<(), RuleError> {
        options::check(key, value)
    }

    fn options(&self) -> &'static [(&'static str, &'static str, &'static str)] {
        options::described()
    }

    fn option_words(&self) -> &'static [crate::rules::option_words::OptionWords] {
        options_fr::OPTION_WORDS
    }

    fn carried(&self, fighter: &Combatant) -> Combatant {
        campaign::carried(fighter)
    }

    fn between_fights(&self, command: &Command) -> bool {
        campaign::between_fights(command)
    }

    fn open_points(&self) -> &'static [crate::rules::OpenPoint] {
        open_points::OPEN_POINTS
    }

    fn moments(&self, events: &[Event], after: &Encounter) -> Vec<crate::rules::Moment> {
        let mut moments = crate::rules::moment::common_moments(events);
        moments.extend(self::moments::of_events(events, after));
        moments
    }

    fn health(&self, state: &Encounter, combatant: &Combatant) -> Health {
        transcript::health(state, combatant)
    }

    fn wound_condition(&self, name: &str) -> bool {
        [
            conditions::DEAD,
            conditions::UNCONSCIOUS,
            conditions::INCAPACITATED,
            conditions::STUNNED,
        ]
        .iter()
        .any(|k| k.eq_ignore_ascii_case(name))
    }

    fn condition_words(&self) -> &'static [(&'static str, &'static str)] {
        conditions::CONDITION_WORDS
    }

    fn condition_sentences(&self) -> &'static [crate::rules::condition_words::Sentence] {
        conditions::SENTENCES
    }

    fn verbs(&self) -> &dyn crate::script::SystemVerbs {
        &verbs::CorporatesVerbs
    }

    fn narration(&self) -> &dyn crate::narrate::SystemNarration {
        &transcript::Transcript
    }

    fn report(&self) -> &dyn crate::report::SystemReport {
        &transcript::Transcript
    }

    fn player_view(&self) -> &dyn crate::player_view::SystemPlayerView {
        &transcript::Transcript
    }

    fn rolls(&self) -> &'static [RollSlot] {
        rolls::slots()
    }

    fn roll_words(&self) -> &'static [(&'static str, &'static [&'static str])] {
        rolls::FRENCH
    }
}

/// A sheet key as stored: the text's French names read as the English keys the rules use
/// (`agilité` → `agility`, `armes-à-feu` → `firearms`, `réflexes-câblés` →
/// `wired-reflexes`); any other key folded.
pub fn canonical(key: &str) -> String {
    let key = crate::rules::fold_key(key);
    SHEET_WORDS
        .iter()
        .find(|(fr, _)| crate::rules::fold_key(fr) == key)
        .map_or(key, |(_, en)| (*en).to_string())
}

/// The sheet keys' French words, as a French line writes them (read back, accents or not,
/// by [`canonical`]), each with its English key.
const SHEET_WORDS: &[(&str, &str)] = &[
    ("agilité", "agility"),
    ("force", "strength"),
    ("réaction", "reaction"),
    ("encaissement", "soak"),
    ("taille", "size"),
    ("armes-à-feu", "firearms"),
    ("esquive", "dodge"),
    ("athlétisme", "athletics"),
    ("acrobatie", "acrobatics"),
    ("feinte-de-corps", "body-feint"),
    ("mains-nues", "unarmed"),
    ("soins", "care"),
    ("cybernétique", "cybernetics"),
    ("réflexes-câblés", "wired-reflexes"),
    ("jambes-de-vitesse", "speed-legs"),
    ("confiance", "confidence"),
];

/// The French word of a sheet key (`agility`: `agilité`), if it has one.
pub fn french_key(key: &str) -> Option<&'static str> {
    SHEET_WORDS
        .iter()
        .find(|(_, en)| *en == key)
        .map(|(fr, _)| *fr)
}

/// The English sheet key a typed French word stands for (`agilite`: `agility`); any other
/// word as typed.
pub fn typed_key(key: String) -> String {
    let folded = crate::rules::fold_key(&key);
    SHEET_WORDS
        .iter()
        .find(|(fr, _)| crate::rules::fold_key(fr) == folded)
        .map_or(key, |(_, en)| (*en).to_string())
}

/// This crate's messages, in every language fray speaks (installed by the binary).
pub static CATALOG: crate::i18n::Catalog = fray_core::catalog!();

/// This system's tests play it installed alone, as the binary installs every system.
#[cfg(test)]
#[ctor::ctor(unsafe)]
fn install_for_tests() {
    tui::system::install_alone(system(), screens(), &CATALOG);
}

//! Shadowrun: Anarchy (ID prefix `ANA`): dice pools with the glitch and complication dice
//! (ANA-01..03, [`pool`]), Chance and Anarchy points, interposing and the GM's pool
//! (ANA-04..07, [`points`]), initiative and the Narration order (ANA-08..11,
//! [`initiative`]), condition monitors (ANA-21, [`monitor`]). The pure mechanics sit in
//! those files; the plug-in's jobs each have a module: the commands ([`command`]), their
//! decisions (`decide/`), the options ([`options`]), the verbs (`verbs/`), the transcript
//! (`transcript/`) and the screens (`screens/`).
//!
//! Unit: dice (a pool counts dice; a wound modifier removes dice).

pub(crate) use fray_core::{
    engine, i18n, model, narrate, own_payloads, player_view, report, rules, safe_text, script, t,
};
pub(crate) use fray_tui::tui;

pub mod arcane;
pub mod campaign;
pub mod command;
pub mod decide;
pub mod fact;
pub mod initiative;
mod moments;
pub mod monitor;
mod open_points;
pub mod options;
pub mod options_fr;
pub mod points;
pub mod pool;
pub mod rest;
pub mod rolls;
mod screens;
pub mod sheet_pool;
pub mod text;
mod transcript;
mod verbs;

#[cfg(test)]
mod campaign_tests;
#[cfg(test)]
mod initiative_tests;
#[cfg(test)]
mod mechanics_tests;
#[cfg(test)]
mod options_tests;
#[cfg(test)]
mod points_tests;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod turn_tests;
#[cfg(test)]
mod wiring_tests;

use std::sync::OnceLock;

pub use command::{Against, AnarchyCommand};
pub use fact::{AnarchyFact, fact_of};

use crate::engine::{Batch, Command, Dice, Event, RuleError};
use crate::model::{Combatant, DamageTrack, Encounter, SystemId};
use crate::rules::{Bestiary, Health, RuleSystem, common};

/// This system's id: its key in saves and on the command line (`--rules sr-anarchy`).
pub const ID: SystemId = SystemId::declare("sr-anarchy");

crate::own_payloads!(ID, AnarchyCommand, AnarchyFact);

/// Its forms, own keys and panes on the full-screen interface.
pub fn screens() -> &'static dyn crate::tui::SystemScreens {
    &screens::Screens
}

/// The Shadowrun: Anarchy rule system.
#[derive(Debug)]
pub struct Anarchy {
    bestiary: Bestiary,
}

/// The shared Anarchy system.
pub fn system() -> &'static Anarchy {
    static SYSTEM: OnceLock<Anarchy> = OnceLock::new();
    SYSTEM.get_or_init(|| Anarchy {
        bestiary: Bestiary::from_json(BESTIARY).unwrap_or_default(),
    })
}

/// The shipped bestiary's JSON text: runners and the threats a GM fields.
pub const BESTIARY: &str = include_str!("../../../assets/bestiary/sr-anarchy.json");

impl RuleSystem for Anarchy {
    fn read_fact(
        &self,
        read: &mut dyn erased_serde::Deserializer<'_>,
    ) -> Result<crate::engine::SystemFact, erased_serde::Error> {
        erased_serde::deserialize::<AnarchyFact>(read).map(Into::into)
    }

    fn id(&self) -> SystemId {
        ID
    }

    fn title(&self) -> &'static str {
        crate::i18n::fixed("ana-title")
    }

    fn new_damage_track(&self) -> DamageTrack {
        decide::sheet::new_track()
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
            return Ok(after_common(&self.bestiary, state, command, result?));
        }
        match command {
            Command::Start => decide::turn::start(state, dice),
            Command::Next => decide::turn::next(state, dice),
            Command::End => decide::turn::end(state),
            Command::System(own) => match <&AnarchyCommand>::try_from(own) {
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
        if let Ok(fact) = <&AnarchyFact>::try_from(fact) {
            fact::apply(state, fact);
        }
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

    fn open_points(&self) -> &'static [crate::rules::OpenPoint] {
        open_points::OPEN_POINTS
    }

    fn moments(&self, events: &[Event], after: &Encounter) -> Vec<crate::rules::Moment> {
        let mut moments = crate::rules::moment::common_moments(events);
        moments.extend(self::moments::of_events(events, after));
        moments.extend(arcane::moments::of_events(events, after));
        moments
    }

    fn health(&self, state: &Encounter, combatant: &Combatant) -> Health {
        transcript::health(state, combatant)
    }

    fn carried(&self, fighter: &Combatant) -> Combatant {
        campaign::carried(fighter)
    }

    fn between_fights(&self, command: &Command) -> bool {
        campaign::between_fights(command)
    }

    fn wound_condition(&self, name: &str) -> bool {
        let _ = name;
        false
    }

    fn condition_words(&self) -> &'static [(&'static str, &'static str)] {
        arcane::slots::CONDITION_WORDS
    }

    fn verbs(&self) -> &dyn crate::script::SystemVerbs {
        &verbs::AnarchyVerbs
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

    fn rolls(&self) -> &'static [crate::engine::RollSlot] {
        rolls::slots()
    }

    fn roll_words(&self) -> &'static [(&'static str, &'static [&'static str])] {
        rolls::FRENCH
    }
}

/// A sheet key as stored: `STR`, `strength`, `force` → `str`; `WIL`, `volonté` → `wil`;
/// `AGI`, `agilité` → `agi`; `LOG`, `logique` → `log`; `armure` → `armor`; `place` →
/// `seat` (`siège` too); `groupe` → `group`.
pub fn canonical(key: &str) -> String {
    let key = crate::rules::fold_key(key);
    match key.as_str() {
        "strength" | "force" | "for" => "str".into(),
        "willpower" | "volonte" | "vol" => "wil".into(),
        "agility" | "agilite" => "agi".into(),
        "logic" | "logique" => "log".into(),
        "cha" | "charisme" => "charisma".into(),
        "armure" | "arm" => "armor".into(),
        "place" | "siege" => "seat".into(),
        "groupe" => "group".into(),
        _ => key,
    }
}

/// After a shared command: NPCs added from a template that comes in a group linked in
/// one group (ANA-10), the monitors resized to the stats and options, a new PC's points
/// set to the session's start (ANA-21, ANA-OP-02).
fn after_common(
    bestiary: &Bestiary,
    state: &Encounter,
    command: &Command,
    mut events: Vec<Event>,
) -> Vec<Event> {
    if matches!(command, Command::Add { .. }) {
        decide::group::link_added(state, bestiary, &mut events);
    }
    if !matches!(
        command,
        Command::Add { .. } | Command::Set { .. } | Command::Option { .. }
    ) {
        return events;
    }
    let mut batch = Batch::new(state);
    batch.extend(events);
    decide::sheet::settle(&mut batch, state);
    batch.into_events()
}

/// This crate's messages, in every language fray speaks (installed by the binary).
pub static CATALOG: crate::i18n::Catalog = fray_core::catalog!();

/// This system's tests play it installed alone, as the binary installs every system.
#[cfg(test)]
#[ctor::ctor(unsafe)]
fn install_for_tests() {
    tui::system::install_alone(system(), screens(), &CATALOG);
}

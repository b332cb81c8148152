//! The Shadowrun combat-pool house rule (ID prefix `SRP`): token pools instead of
//! initiative, stress, face-down defense tokens, a roundless narrated timeline, and
//! physical and stun condition monitors.
//!
//! Unit: modifiers and conditions count successes or tokens.

pub(crate) use fray_core::{
    engine, i18n, model, narrate, own_payloads, player_view, report, rules, safe_text, script, t,
};
#[cfg(test)]
pub(crate) use fray_core::{session, store};
#[cfg(test)]
pub(crate) use fray_tui::settings;
pub(crate) use fray_tui::tui;

pub mod ammo;
pub mod area;
pub mod bag;
mod between_fights;
#[cfg(test)]
mod campaign_tests;
mod command;
pub mod ctx;
pub mod defense;
mod event;
mod fact;
pub mod harm;
mod health;
mod intent_moves;
mod keep;
pub mod melee;
mod open_points;
pub mod options;
pub mod options_fr;
pub mod pool_moves;
pub mod rolls;
pub mod screens;
pub mod sheet;
pub mod shot;
pub mod stress;
pub mod text;
mod transcript;
pub mod turn;
mod verbs;

#[cfg(test)]
mod ammo_tests;
#[cfg(test)]
mod examples_tests;
#[cfg(test)]
mod french_content_tests;
#[cfg(test)]
mod keep_tests;
#[cfg(test)]
mod letter_tests;
#[cfg(test)]
mod mechanics_attack_tests;
#[cfg(test)]
mod mechanics_tests;
#[cfg(test)]
mod scatter_tests;
#[cfg(test)]
mod test_support;

use std::sync::OnceLock;

pub use command::{
    Amount, Blast, DamageKind, Defence, FireMode, Harm, IntentCost, Melee, MeleeEffect,
    PoolCommand, Range, Readiness, Recharge, Risk, Shot, Stress, Successes, Suppression, Throw,
    Track, Trigger,
};
pub use event::{PoolEvent, fact_of};
pub use fact::{PoolFact, Score};

use crate::engine::{Batch, Command, Dice, Event, RuleError};
use crate::model::{Combatant, DamageTrack, Encounter, Monitor, SystemId};

use crate::rules::{Bestiary, Health, RuleSystem, common};

/// The combat-pool rule system.
#[derive(Debug)]
pub struct CombatPool {
    bestiary: Bestiary,
}

/// This system's id: its key in saves and on the command line.
pub const ID: SystemId = SystemId::declare("sr-combat-pool");

crate::own_payloads!(ID, PoolCommand, PoolEvent);

/// Its forms, own keys and panes on the full-screen interface.
pub fn screens() -> &'static dyn crate::tui::SystemScreens {
    &screens::Screens
}

/// The shared combat-pool system.
pub fn system() -> &'static CombatPool {
    static SYSTEM: OnceLock<CombatPool> = OnceLock::new();
    SYSTEM.get_or_init(|| CombatPool {
        bestiary: Bestiary::from_json(BESTIARY).unwrap_or_default(),
    })
}

/// The shipped bestiary's JSON text.
pub const BESTIARY: &str = include_str!("../../../assets/bestiary/sr-combat-pool.json");

impl RuleSystem for CombatPool {
    fn read_fact(
        &self,
        read: &mut dyn erased_serde::Deserializer<'_>,
    ) -> Result<crate::engine::SystemFact, erased_serde::Error> {
        erased_serde::deserialize::<PoolEvent>(read).map(Into::into)
    }

    fn facts_touch_combatants(&self) -> bool {
        // `apply_fact` is the default, which changes nothing: every fact is for the
        // transcript, the state changes are the shared events around it.
        false
    }

    fn id(&self) -> SystemId {
        ID
    }

    fn has_rounds(&self) -> bool {
        false
    }

    fn title(&self) -> &'static str {
        text::fixed("pool-title")
    }

    // The command language (`script`): this system's verbs.
    fn verbs(&self) -> &dyn crate::script::SystemVerbs {
        &verbs::PoolVerbs
    }

    fn new_damage_track(&self) -> DamageTrack {
        DamageTrack::Monitors {
            tracks: vec![Monitor::new("physical", 8), Monitor::new("stun", 8)],
        }
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
            let events = result?;
            return Ok(self.after_common(state, command, events));
        }
        match command {
            Command::Start => turn::start(state),
            Command::Next => turn::next(state),
            Command::End => turn::end(state),
            Command::System(own) => match <&PoolCommand>::try_from(own) {
                Ok(p) => decide_pool(state, p, dice),
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

    fn decide_after(
        &self,
        state: &Encounter,
        last: &[Event],
        command: &Command,
        dice: &mut dyn Dice,
    ) -> Result<Vec<Event>, RuleError> {
        match command {
            Command::System(own) => match <&PoolCommand>::try_from(own) {
                Ok(PoolCommand::Keep { value }) => keep::keep(state, last, *value),
                _ => self.decide(state, command, dice),
            },
            _ => self.decide(state, command, dice),
        }
    }

    fn canonical_stat(&self, key: &str) -> String {
        sheet::canonical(key)
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

    fn carried(&self, fighter: &Combatant) -> Combatant {
        between_fights::carried(fighter)
    }

    fn between_fights(&self, command: &Command) -> bool {
        between_fights::between_fights(command)
    }

    fn health(&self, _state: &Encounter, combatant: &Combatant) -> Health {
        health::health(combatant)
    }

    fn wound_condition(&self, name: &str) -> bool {
        health::wound_condition(name)
    }

    fn condition_words(&self) -> &'static [(&'static str, &'static str)] {
        &[
            (text::TOTAL_DEFENSE, "words-pool-total-defense"),
            (text::KNOCKED_DOWN, "words-pool-knocked-down"),
            (text::THROWN_BACK, "words-pool-thrown-back"),
            (text::HELD, "words-pool-held"),
            (text::KNOCKED_OUT, "words-pool-knocked-out"),
            (text::LETHAL, "words-pool-lethal"),
            (text::READINESS, "words-pool-readiness"),
        ]
    }

    // --- The transcript (narration, report, players' view): `transcript/`. ---

    fn narration(&self) -> &dyn crate::narrate::SystemNarration {
        &transcript::Transcript
    }

    fn report(&self) -> &dyn crate::report::SystemReport {
        &transcript::Transcript
    }

    fn player_view(&self) -> &dyn crate::player_view::SystemPlayerView {
        &transcript::Transcript
    }

    // --- Dice from the table: `rolls.rs`. ---

    fn rolls(&self) -> &'static [crate::engine::RollSlot] {
        rolls::slots()
    }

    fn face_down_draws(&self) -> &'static [(&'static str, &'static [&'static str])] {
        rolls::FACE_DOWN
    }

    fn roll_words(&self) -> &'static [(&'static str, &'static [&'static str])] {
        rolls::FRENCH
    }
}

impl CombatPool {
    /// After a shared command: the pool type of a template's combatants, and every
    /// monitor whose size the sheet or the options changed (SRP-01, SRP-21).
    fn after_common(&self, state: &Encounter, command: &Command, events: Vec<Event>) -> Vec<Event> {
        let mut batch = Batch::new(state);
        batch.extend(events);
        if let Command::Add { name, template, .. } = command {
            let t = match template {
                Some(key) => self.bestiary.find(key),
                None => self.bestiary.find(name),
            };
            let added: Vec<_> = batch
                .state()
                .combatants
                .iter()
                .filter(|c| state.combatant(c.id).is_none())
                .map(|c| c.id)
                .collect();
            if let Some(pool_type) = t.and_then(|t| t.pool.clone()) {
                for who in &added {
                    batch.push(Event::PoolTypeSet {
                        who: *who,
                        pool_type: pool_type.clone(),
                        score: None,
                    });
                }
            }
        }
        if matches!(
            command,
            Command::Add { .. } | Command::Set { .. } | Command::Option { .. }
        ) {
            let mut resized = Vec::new();
            let sizes = sheet::MonitorSizes::of(batch.state());
            for c in &batch.state().combatants {
                for (track, boxes) in sizes.of_combatant(c) {
                    if sheet::monitor(c, track).map(|m| m.boxes) != Some(boxes) {
                        resized.push(Event::MonitorResized {
                            who: c.id,
                            track: track.into(),
                            boxes,
                        });
                    }
                }
            }
            batch.extend(resized);
        }
        batch.into_events()
    }
}

fn decide_pool(
    state: &Encounter,
    command: &PoolCommand,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    use PoolCommand as P;
    match command {
        P::PoolType {
            who,
            pool_type,
            score,
        } => pool_moves::pool_type(state, who, pool_type, *score),
        P::Readiness { who, level } => pool_moves::readiness(state, who, *level),
        P::Stress { who, level } => pool_moves::set_stress(state, who, *level),
        P::Recharge { who, recharge } => pool_moves::recharge(state, who, *recharge),
        P::Allocate { who, amount } => pool_moves::allocate(state, who, *amount, dice),
        P::TotalDefense { who } => pool_moves::total_defense(state, who, dice),
        P::ReduceDefense { who, tokens } => pool_moves::reduce_defense(state, who, *tokens),
        P::ResetDefense { who, count } => pool_moves::reset_defense(state, who, *count),
        P::Spend {
            who,
            count,
            other_pool,
            purpose,
        } => pool_moves::spend(state, who, *count, *other_pool, purpose.as_deref(), dice),
        P::Intend {
            who,
            cost,
            text,
            secret,
        } => pool_moves::intend(state, who, *cost, text, *secret, dice),
        P::Pending { who, action } => pool_moves::pending(state, who, action.as_deref()),
        P::Coordinate { who, tokens } => pool_moves::coordinate(state, who, *tokens),
        P::Free { who, text } => pool_moves::free(state, who, text),
        P::Aim { who } => pool_moves::aim(state, who),
        P::Reload {
            who,
            weapon,
            magazine,
        } => ammo::reload(state, who, weapon.as_deref(), *magazine),
        // Without the last record (a bare `decide`), nothing to amend.
        P::Keep { value } => keep::keep(state, &[], *value),
        P::Attack(shot) => shot::attack(state, shot, dice),
        P::Suppress(fire) => shot::suppress(state, fire, dice),
        P::Throw(t) => area::throw(state, t, dice),
        P::Blast(b) => area::blast(state, b, dice),
        P::Evade { who, tokens } => area::evade(state, who, *tokens),
        P::Melee(m) => melee::melee(state, m, dice),
        P::Lethality { who, risk, care } => harm::lethality(state, who, *risk, *care, dice),
        P::Opposed {
            first,
            second,
            hits,
        } => melee::opposed(state, first, second, *hits, dice),
        P::Damage {
            who,
            boxes,
            track,
            soak,
        } => harm::damage(state, who, *boxes, *track, *soak),
        P::Heal { who, boxes, track } => harm::heal(state, who, *boxes, *track),
        P::Rest { days, who } => between_fights::rest(state, *days, who.as_deref()),
    }
}

/// This crate's messages, in every language fray speaks (installed by the binary).
pub static CATALOG: crate::i18n::Catalog = fray_core::catalog!();

/// This system's tests play it installed alone, as the binary installs every system.
#[cfg(test)]
#[ctor::ctor(unsafe)]
fn install_for_tests() {
    tui::system::install_alone(system(), screens(), &CATALOG);
}

//! The Cyberpunk interval-initiative house rule (ID prefix `CPI`): one initiative roll
//! gives several actions ten points apart at −3 per extra action, delays push the later
//! ones down and out of the round; action costs, weapons as gear (manual action, ROF
//! budget, bursts, recoil, jams), aiming, running, and a 40-point body track.
//!
//! Unit: maluses and condition values are points on the 1D10 checks.

pub(crate) use fray_core::{
    engine, i18n, model, narrate, own_payloads, player_view, report, rules, safe_text, script, t,
};
pub(crate) use fray_tui::tui;

pub mod aim;
mod between_fights;
pub mod body;
#[cfg(test)]
mod campaign_tests;
pub mod check;
mod command;
pub mod display;
mod fact;
pub mod initiative;
pub mod ladder;
pub mod moves;
mod open_points;
pub mod options;
pub mod options_fr;
pub mod recoil;
pub mod rolls;
mod screens;
pub mod shoot;
pub mod skill_words;
pub mod slots;
pub mod spend;
pub mod text;
mod transcript;
pub mod turn;
mod verbs;
pub mod weapon;

#[cfg(test)]
mod examples_tests;
#[cfg(test)]
mod mechanics_shots_wounds_tests;
#[cfg(test)]
mod mechanics_tests;
#[cfg(test)]
mod options_tests;
#[cfg(test)]
mod test_support;

use std::sync::OnceLock;

pub use command::{Activity, CyberCommand, FireMode, SaveKind, Stance, Support};
pub use fact::{CheckRecord, CyberFact, FumbleRecord, Term, fact_of};

use crate::engine::{Batch, Command, Dice, Event, RuleError};
use crate::model::{Combatant, DamageTrack, Encounter, SystemId};
use crate::rules::{Bestiary, Health, RuleSystem, common};

/// The Cyberpunk interval-initiative rule system.
#[derive(Debug)]
pub struct Cyberpunk {
    bestiary: Bestiary,
}

/// This system's id: its key in saves and on the command line.
pub const ID: SystemId = SystemId::declare("cyberpunk-interval");

crate::own_payloads!(ID, CyberCommand, CyberFact);

/// Its forms, own keys and panes on the full-screen interface.
pub fn screens() -> &'static dyn crate::tui::SystemScreens {
    &screens::Screens
}

/// The shared Cyberpunk system.
pub fn system() -> &'static Cyberpunk {
    static SYSTEM: OnceLock<Cyberpunk> = OnceLock::new();
    SYSTEM.get_or_init(|| Cyberpunk {
        bestiary: Bestiary::from_json(BESTIARY).unwrap_or_default(),
    })
}

/// The shipped bestiary's JSON text.
pub const BESTIARY: &str = include_str!("../../../assets/bestiary/cyberpunk-interval.json");

impl RuleSystem for Cyberpunk {
    fn read_fact(
        &self,
        read: &mut dyn erased_serde::Deserializer<'_>,
    ) -> Result<crate::engine::SystemFact, erased_serde::Error> {
        erased_serde::deserialize::<CyberFact>(read).map(Into::into)
    }

    fn facts_touch_combatants(&self) -> bool {
        // `apply_fact` is the default, which changes nothing: every fact is for the
        // transcript, the state changes are the shared events around it.
        false
    }

    fn id(&self) -> SystemId {
        ID
    }

    fn title(&self) -> &'static str {
        display::title()
    }

    fn new_damage_track(&self) -> DamageTrack {
        body::new_track(40)
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
            return Ok(after_common(state, command, result?));
        }
        match command {
            Command::Start => turn::start(state, dice),
            Command::Next => turn::next(state, dice),
            Command::End => turn::end(state),
            Command::System(own) => match <&CyberCommand>::try_from(own) {
                Ok(c) => decide_own(state, c, dice),
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

    fn moments(&self, events: &[Event], after: &Encounter) -> Vec<crate::rules::Moment> {
        transcript::moments(events, after)
    }

    fn health(&self, state: &Encounter, combatant: &Combatant) -> Health {
        transcript::health(state, combatant)
    }

    fn wound_condition(&self, name: &str) -> bool {
        matches!(name, body::STUNNED | body::DEATH_SAVE | body::DEAD)
    }

    fn condition_words(&self) -> &'static [(&'static str, &'static str)] {
        display::CONDITION_WORDS
    }

    fn condition_sentences(&self) -> &'static [crate::rules::condition_words::Sentence] {
        display::SENTENCES
    }

    fn verbs(&self) -> &dyn crate::script::SystemVerbs {
        &verbs::CyberVerbs
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

/// A sheet key as stored: `REF`, `reflexes` → `ref`; `CON`, `constitution` → `con`;
/// `MA`, `move` → `mouv`; `sens du combat` → `combat-sense`, `armes de poing` → `handgun`.
pub fn canonical(key: &str) -> String {
    let key = crate::rules::fold_key(key);
    match key.as_str() {
        "reflexes" | "reflexe" | "reflexes-ref" => "ref".into(),
        "constitution" | "body" | "bod" => "con".into(),
        "ma" | "move" | "mouvement" | "movement" => "mouv".into(),
        "intelligence" => "int".into(),
        "sang-froid" => "cool".into(),
        "sens-du-combat" => "combat-sense".into(),
        // A skill by its sheet name (`armes-de-poing`: `handgun`).
        _ => skill_words::read(&key).map_or(key, str::to_string),
    }
}

/// After a shared command: the body track resized when option `level-boxes` changes it
/// or a combatant joins under it (CPI-18).
fn after_common(state: &Encounter, command: &Command, events: Vec<Event>) -> Vec<Event> {
    if !matches!(command, Command::Add { .. } | Command::Option { .. }) {
        return events;
    }
    let mut batch = Batch::new(state);
    batch.extend(events);
    let size = body::track_size(batch.state());
    let resize: Vec<Event> = batch
        .state()
        .combatants
        .iter()
        .filter(|c| match &c.damage {
            DamageTrack::Monitors { tracks } => tracks
                .iter()
                .find(|m| m.name == body::TRACK)
                .is_none_or(|m| m.boxes != size),
            DamageTrack::Locator(_) => false,
        })
        .map(|c| Event::MonitorResized {
            who: c.id,
            track: body::TRACK.into(),
            boxes: size,
        })
        .collect();
    batch.extend(resize);
    batch.into_events()
}

fn decide_own(
    state: &Encounter,
    command: &CyberCommand,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    use CyberCommand as C;
    use moves::Fix;
    match command {
        C::Initiative { who, boost } => initiative::initiative(state, who, *boost, dice),
        C::Actions { who, count } => initiative::actions(state, who, *count, dice),
        C::Delay { who, to } => initiative::delay(state, who, *to, dice),
        C::Weapon { who, gear } => moves::give(state, who, gear),
        C::Draw { who, weapon, stow } => moves::draw(state, who, weapon, *stow),
        C::Shoot {
            who,
            weapon,
            mode,
            target,
            skill,
            difficulty,
            modifier,
            running,
        } => shoot::shoot(
            state,
            who,
            weapon.as_deref(),
            *mode,
            shoot::Aim {
                target: target.as_deref(),
                skill: *skill,
                difficulty: *difficulty,
                modifier: *modifier,
                running: *running,
            },
            dice,
        ),
        C::Chamber {
            who,
            weapon,
            running,
        } => moves::fix(state, who, weapon.as_deref(), Fix::Chamber, *running),
        C::Reload {
            who,
            weapon,
            running,
        } => moves::fix(state, who, weapon.as_deref(), Fix::Reload, *running),
        C::Unjam {
            who,
            weapon,
            running,
        } => moves::fix(state, who, weapon.as_deref(), Fix::Unjam, *running),
        C::Aim { who, target } => aim::aim(state, who, target.as_deref()),
        C::Unseen { target } => aim::unseen(state, target),
        C::Run { who, actions } => moves::run(state, who, *actions),
        C::Stance { who, stance } => moves::stance(state, who, *stance),
        C::Act {
            who,
            activity,
            running,
        } => moves::act(state, who, *activity, *running),
        C::Support { who, support } => moves::support(state, who, *support),
        C::Check {
            who,
            stat,
            skill,
            difficulty,
            modifier,
        } => check::check(
            state,
            who,
            stat,
            skill.as_deref(),
            *difficulty,
            *modifier,
            dice,
        ),
        C::Fumble { who, skill, weapon } => {
            check::fumble(state, who, *skill, weapon.as_deref(), dice)
        }
        C::Damage {
            who,
            points,
            dice: rolled,
        } => body::damage(state, who, *points, rolled.as_deref(), dice),
        C::Heal { who, points } => body::heal(state, who, *points),
        C::Save { who, kind } => body::save(state, who, *kind, dice),
        C::Rest { days, who } => between_fights::rest(state, *days, who.as_deref()),
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

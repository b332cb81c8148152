//! Polaris 3rd edition (ID prefix `POL`): d20 roll-under tests, the initiative ladder of
//! action phases, surprise, and the hit-location wound counter.

pub(crate) use fray_core::{
    engine, i18n, model, narrate, own_payloads, player_view, report, rules, safe_text, script, t,
};
#[cfg(test)]
pub(crate) use fray_core::{session, setup, store};
pub(crate) use fray_tui::tui;

pub mod actions;
pub mod arms;
mod attack;
mod between_fights;
#[cfg(test)]
mod campaign_tests;
pub mod combat;
mod command;
pub mod difficulty;
mod fact;
pub mod gear_words;
mod health;
pub mod initiative;
mod injury;
pub mod ladder_moves;
mod location_table;
mod melee_reach;
mod moments;
mod open_points;
pub mod options;
pub mod options_fr;
mod outcome;
pub mod resolution;
mod risks;
pub mod rolls;
pub mod screens;
pub mod simultaneous;
pub mod skill_words;
mod techniques;
mod transcript;
pub mod turn;
mod verbs;
mod wound_effects;
pub mod wounds;

use std::sync::OnceLock;

pub use command::{
    Defence, Harm, PolarisCommand, Retry, Strike, Technique, TestAgainst, TestSpec, TestTerms,
    WeaponProfile,
};
pub use fact::{PolarisFact, test_of};
pub use outcome::{Chance, Degree, OtherParts, Outcome, TestRecord, Tested};

use crate::engine::{Command, Dice, Event, RuleError};
use crate::model::{Combatant, DamageTrack, Encounter, SystemId};

use crate::rules::{Bestiary, Health, RuleSystem, common, fold_key};

/// The Polaris 3e rule system.
#[derive(Debug)]
pub struct Polaris {
    bestiary: Bestiary,
}

/// This system's id: its key in saves and on the command line.
pub const ID: SystemId = SystemId::declare("polaris-3e");

crate::own_payloads!(ID, PolarisCommand, PolarisFact);

/// Its forms, own keys and panes on the full-screen interface.
pub fn screens() -> &'static dyn crate::tui::SystemScreens {
    &screens::Screens
}

/// The shared Polaris system.
pub fn system() -> &'static Polaris {
    static SYSTEM: OnceLock<Polaris> = OnceLock::new();
    SYSTEM.get_or_init(|| Polaris {
        bestiary: Bestiary::from_json(BESTIARY).unwrap_or_default(),
    })
}

/// The demo encounter: a Polaris fight ready to start.
pub const DEMO: &str = include_str!("../../../saves/polaris-demo.fray.jsonl");

/// The same demo for a French GM: the same fight (seed, roster, commands), with the
/// encounter's name and the GM's notes in French.
pub const DEMO_FR: &str = include_str!("../../../saves/polaris-demo.fr.fray.jsonl");

/// The shipped bestiary's JSON text.
pub const BESTIARY: &str = include_str!("../../../assets/bestiary/polaris-3e.json");

/// Sheet aliases: what a GM may type for a stat, and the key it is stored under.
const ALIASES: &[(&str, &str)] = &[
    ("rea", initiative::REACTION),
    ("reac", initiative::REACTION),
    ("strength", "for"),
    ("force", "for"),
    ("constitution", "con"),
    ("coordination", "coo"),
    ("adaptation", "ada"),
    ("perception", "per"),
    ("intelligence", "int"),
    ("volonte", "vol"),
    ("will", "vol"),
    ("presence", "pre"),
    ("luck", "chance"),
    ("dommages-au-contact", injury::MELEE_DAMAGE),
    ("resistance-aux-dommages", injury::DAMAGE_RESISTANCE),
];

impl Polaris {
    /// The stored key for a stat or skill name the GM typed.
    pub fn canonical(&self, key: &str) -> String {
        let folded = fold_key(key);
        ALIASES
            .iter()
            .find(|(alias, _)| *alias == folded)
            .map(|(_, key)| *key)
            .or_else(|| skill_words::skill_key(&folded))
            .map_or(folded, str::to_string)
    }
}

impl RuleSystem for Polaris {
    fn read_fact(
        &self,
        read: &mut dyn erased_serde::Deserializer<'_>,
    ) -> Result<crate::engine::SystemFact, erased_serde::Error> {
        erased_serde::deserialize::<PolarisFact>(read).map(Into::into)
    }

    fn id(&self) -> SystemId {
        ID
    }

    /// The book's own title in French (a name, so not in the catalog).
    fn title(&self) -> &'static str {
        match crate::i18n::current() {
            crate::i18n::Lang::En => "Polaris 3rd edition",
            crate::i18n::Lang::Fr => "Polaris 3e édition",
        }
    }

    // The command language (`script`): this system's verbs.
    fn verbs(&self) -> &dyn crate::script::SystemVerbs {
        &verbs::PolarisVerbs
    }

    fn new_damage_track(&self) -> DamageTrack {
        DamageTrack::Locator(wounds::new_locator())
    }

    fn shipped_bestiary(&self) -> &Bestiary {
        &self.bestiary
    }

    fn demo(&self) -> Option<&'static str> {
        Some(match crate::i18n::current() {
            crate::i18n::Lang::En => DEMO,
            crate::i18n::Lang::Fr => DEMO_FR,
        })
    }

    fn decide(
        &self,
        state: &Encounter,
        command: &Command,
        dice: &mut dyn Dice,
    ) -> Result<Vec<Event>, RuleError> {
        if let Some(result) = common::decide(self, state, command, dice) {
            return result;
        }
        match command {
            Command::Start => turn::start(state),
            Command::Next => turn::next(state),
            Command::End => turn::end(state),
            Command::System(own) => match <&PolarisCommand>::try_from(own) {
                Ok(p) => decide_polaris(state, p, dice),
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
        self.canonical(key)
    }

    fn apply_fact(&self, state: &mut Encounter, fact: &crate::engine::SystemFact) {
        if let Ok(fact) = <&PolarisFact>::try_from(fact) {
            fact::apply(state, fact);
        }
    }

    fn facts_touch_combatants(&self) -> bool {
        // `apply_fact` writes only the held wounds (`state.held`), outside the roster.
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
        moments::moments(events, after)
    }

    fn health(&self, _state: &Encounter, combatant: &Combatant) -> Health {
        health::health(combatant)
    }

    fn wound_condition(&self, name: &str) -> bool {
        health::wound_condition(name)
    }

    fn condition_words(&self) -> &'static [(&'static str, &'static str)] {
        &[
            (injury::SHOCK_TEST, "words-pol-shock-test"),
            (injury::STABILISATION, "words-pol-stabilisation"),
            (injury::MORTAL, "words-pol-mortal-wound"),
            (injury::DEAD, "words-pol-dead"),
            (turn::SURPRISED, "words-pol-surprised"),
            (turn::SURPRISE_INITIATIVE, "words-pol-surprise-initiative"),
            (turn::DOES_NOTHING, "words-pol-does-nothing"),
            ("powerful strike", "words-pol-powerful-strike"),
            ("incapacitating strike", "words-pol-incapacitating-strike"),
            ("precise strike", "words-pol-precise-strike"),
            ("combination", "words-pol-combination"),
            ("two-weapon fighting", "words-pol-two-weapon-fighting"),
            (attack::DISTANCE_CLOSED, "words-pol-distance-closed"),
        ]
    }

    fn carried(&self, fighter: &Combatant) -> Combatant {
        between_fights::carried(fighter)
    }

    fn between_fights(&self, command: &Command) -> bool {
        between_fights::between_fights(command)
    }

    fn roll_purposes(&self) -> &'static [(&'static str, &'static str)] {
        &[
            (rolls::DAMAGE, "words-pol-purpose-damage"),
            (injury::HIT_LOCATION, "words-pol-purpose-location"),
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

    fn roll_words(&self) -> &'static [(&'static str, &'static [&'static str])] {
        rolls::FRENCH
    }
}

fn decide_polaris(
    state: &Encounter,
    command: &PolarisCommand,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    use PolarisCommand as P;
    match command {
        P::Test { spec, opposed } => actions::test(state, spec, *opposed, dice),
        P::NonRandom { who, what, success } => actions::non_random(state, who, what, *success),
        P::Oppose { attacker, defender } => actions::oppose(state, attacker, defender, dice),
        P::Attack { spec, strike } => actions::attack(state, spec, strike, dice),
        P::Wound {
            who,
            location,
            harm,
            bleeding,
            shock_malus,
        } => actions::wound(
            state,
            who,
            location.as_deref(),
            harm,
            *bleeding,
            *shock_malus,
            dice,
        ),
        P::Heal {
            who,
            location,
            severity,
            boxes,
        } => actions::heal(state, who, location, severity, *boxes),
        P::Surprise { who, modifier } => actions::surprise(state, who, *modifier, dice),
        P::Rest { days, who } => between_fights::rest(state, *days, who.as_deref()),
        P::Declare {
            who,
            intent,
            next,
            rush,
            secret,
        } => ladder_moves::declare(state, who, intent, *next, *rush, *secret),
        P::Rush { who } => ladder_moves::rush(state, who),
        P::Confused { who } => ladder_moves::confused(state, who),
        P::Delay { who, phase } => ladder_moves::delay(state, who, *phase),
        P::Act { who } => ladder_moves::act(state, who),
        P::Slow { who, points, .. } => ladder_moves::slow(state, who, *points),
        P::Initiative { who, value } => ladder_moves::set_initiative(state, who, *value),
        P::Marker { who, phase, malus } => ladder_moves::marker(state, who, *phase, *malus),
        P::Opponents { who, count } => actions::opponents(state, who, *count),
        P::Shock { who, chance } => actions::shock(state, who, *chance, dice),
        P::Stabilise { who } => actions::stabilise(state, who),
        P::Combination {
            who,
            attacks,
            phases,
        } => techniques::combination(state, who, *attacks, phases),
        P::Weapon { who, key, profile } => arms::give_weapon(state, who, key, profile.as_ref()),
        P::Armour {
            who,
            key,
            cover,
            name,
        } => arms::give_armour(state, who, key, cover, name),
    }
}

#[cfg(test)]
#[path = "french_tests.rs"]
mod french_tests;
#[cfg(test)]
#[path = "french_words_tests.rs"]
mod french_words_tests;
#[cfg(test)]
mod shows_tests;

#[cfg(test)]
#[path = "demo_tests.rs"]
mod demo_tests;

/// This crate's messages, in every language fray speaks (installed by the binary).
pub static CATALOG: crate::i18n::Catalog = fray_core::catalog!();

/// This system's tests play it installed alone, as the binary installs every system.
#[cfg(test)]
#[ctor::ctor(unsafe)]
fn install_for_tests() {
    tui::system::install_alone(system(), screens(), &CATALOG);
}

//! The recipe for a sixth rule system (`docs/architecture.md`, section 6), tried with a
//! throwaway one written outside every fray crate, with their public API only: its own
//! command and fact (`own_payloads!`), its verb, its narration, its players' view and its
//! screens, installed beside the five as the registry installs them (the one line a real
//! system adds). It plays a fight through a session, the save reads back, replays and
//! shows, and the five others still play.
//!
//! Alone in its test binary: it installs the systems itself, a list of its own.

use std::sync::OnceLock;

use fray::engine::{Command, Dice, Event, Header, RuleError, SystemCommand, SystemFact};
use fray::model::{Combatant, CombatantId, DamageTrack, Encounter, Monitor, SystemId};
use fray::narrate::SystemNarration;
use fray::player_view::{Seen, Shown, SystemPlayerView};
use fray::report::{Sheet, SystemReport};
use fray::rules::bestiary::Bestiary;
use fray::rules::health::Health;
use fray::rules::{OwnFact, RuleSystem, common};
use fray::script::cursor::Cursor;
use fray::script::{Expected, ParseError, SystemVerbs, Verb, Words};
use fray::session::Session;
use fray::tui::SystemScreens;
use fray::tui::form::{Context, Plan};
use fray::tui::keymap::Action;
use serde::{Deserialize, Serialize};

/// The throwaway system's key.
const ID: SystemId = SystemId::declare("skirmish");

/// Its own command: `strike WHO`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
enum SkirmishCommand {
    Strike { who: String },
}

/// Its own fact: someone was struck.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
enum SkirmishFact {
    Struck { who: CombatantId },
}

fray::own_payloads!(ID, SkirmishCommand, SkirmishFact);

impl OwnFact for SkirmishFact {
    fn combatants(&self) -> Vec<CombatantId> {
        match self {
            SkirmishFact::Struck { who } => vec![*who],
        }
    }
}

/// The system.
struct Skirmish;

/// Its one verb.
const VERBS: &[Verb] = &[Verb {
    name: "strike",
    aliases: &[],
    fr: &["frappe"],
    usage: "strike WHO",
    summary: "Strikes a combatant.",
    examples: &["strike ana"],
    system: Some("skirmish"),
}];

impl SystemVerbs for Skirmish {
    fn name(&self) -> &'static str {
        "Skirmish"
    }
    fn verbs(&self) -> &'static [Verb] {
        VERBS
    }
    fn keywords(&self) -> &'static [&'static str] {
        &[]
    }
    fn parse(
        &self,
        verb: &Verb,
        cursor: &mut Cursor<'_>,
    ) -> Result<Option<SystemCommand>, ParseError> {
        if verb.name != "strike" {
            return Ok(None);
        }
        let who = cursor.name(Expected::Combatant)?;
        Ok(Some(SkirmishCommand::Strike { who }.into()))
    }
    fn format(&self, command: &SystemCommand, words: &mut Words) {
        if let Ok(SkirmishCommand::Strike { who }) = <&SkirmishCommand>::try_from(command) {
            words.bare("strike").word(who);
        }
    }
}

impl SystemNarration for Skirmish {
    fn describe(&self, event: &Event, before: &Encounter) -> Option<String> {
        let fact = event.fact::<SkirmishFact>()?;
        let SkirmishFact::Struck { who } = fact;
        let name = before
            .combatant(*who)
            .map_or("someone", |c| c.name.as_str());
        Some(format!("{name} is struck"))
    }
}

impl SystemReport for Skirmish {
    fn fill_sheet(&self, _state: &Encounter, _c: &Combatant, _sheet: &mut Sheet) {}
}

impl SystemPlayerView for Skirmish {
    fn shown(&self, _event: &Event, _seen: &Seen<'_>) -> Option<Shown> {
        Some(Shown::Full)
    }
}

impl SystemScreens for Skirmish {
    fn plan(&self, _action: Action, _ctx: &Context) -> Option<Plan> {
        None
    }
}

impl RuleSystem for Skirmish {
    fn id(&self) -> SystemId {
        ID
    }
    fn title(&self) -> &'static str {
        "Skirmish"
    }
    fn new_damage_track(&self) -> DamageTrack {
        DamageTrack::Monitors {
            tracks: vec![Monitor::new("physical", 3)],
        }
    }
    fn shipped_bestiary(&self) -> &Bestiary {
        static EMPTY: OnceLock<Bestiary> = OnceLock::new();
        EMPTY.get_or_init(|| Bestiary::from_json("[]").unwrap_or_default())
    }
    fn read_fact(
        &self,
        read: &mut dyn erased_serde::Deserializer<'_>,
    ) -> Result<SystemFact, erased_serde::Error> {
        erased_serde::deserialize::<SkirmishFact>(read).map(Into::into)
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
        let Some(SkirmishCommand::Strike { who }) = command.own::<SkirmishCommand>() else {
            return Err(RuleError::Invalid("not a skirmish command".into()));
        };
        let who = fray::rules::names::resolve(state, who)?;
        Ok(vec![Event::System(SkirmishFact::Struck { who }.into())])
    }
    fn check_option(&self, key: &str, _value: &str) -> Result<(), RuleError> {
        Err(RuleError::Invalid(format!("no option {key}")))
    }
    fn options(&self) -> &'static [(&'static str, &'static str, &'static str)] {
        &[]
    }
    fn health(&self, _state: &Encounter, _combatant: &Combatant) -> Health {
        Health::Unhurt
    }
    fn wound_condition(&self, _name: &str) -> bool {
        false
    }
    fn verbs(&self) -> &dyn SystemVerbs {
        self
    }
    fn narration(&self) -> &dyn SystemNarration {
        self
    }
    fn report(&self) -> &dyn SystemReport {
        self
    }
    fn player_view(&self) -> &dyn SystemPlayerView {
        self
    }
}

static SKIRMISH: Skirmish = Skirmish;

/// The five systems and the throwaway one, installed as the registry installs its list.
fn install() {
    static RULES: OnceLock<Vec<&'static dyn RuleSystem>> = OnceLock::new();
    static SCREENS: OnceLock<Vec<(SystemId, &'static dyn SystemScreens)>> = OnceLock::new();
    let rules = RULES.get_or_init(|| {
        let mut all = fray::systems::all().to_vec();
        all.push(&SKIRMISH);
        all
    });
    let screens = SCREENS.get_or_init(|| {
        let mut all = fray::systems::screens().to_vec();
        all.push((ID, &SKIRMISH));
        all
    });
    fray::i18n::install(fray::systems::catalogs());
    fray::rules::registry::install(rules);
    fray::tui::system::install(screens);
}

#[test]
fn a_sixth_system_written_outside_fray_plays_saves_and_replays_beside_the_five() {
    install();
    assert_eq!(fray::rules::registry::all().len(), 6);
    assert!(fray::rules::registry::ids().any(|id| id == ID));
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("skirmish.fray.jsonl");
    let mut session = Session::create(&path, Header::new(ID, "Yard", 7, 0)).expect("created");
    for line in ["add ana pc", "add orc enemy", "strike orc", "frappe ana"] {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    let refused = session.execute("strike nobody");
    assert!(refused.is_err(), "a name no one answers to is refused");
    drop(session);

    let loaded = fray::store::load(&path).expect("the save reads back");
    assert_eq!(loaded.header.system, ID);
    assert_eq!(loaded.records.len(), 4);
    let struck: Vec<&SkirmishFact> = loaded
        .records
        .iter()
        .flat_map(|r| r.events.iter())
        .filter_map(|e| e.fact::<SkirmishFact>())
        .collect();
    assert_eq!(struck.len(), 2, "both strikes are in the save");
    let text = std::fs::read_to_string(&path).expect("the save");
    assert!(text.contains(r#"{"event":"struck","who":2}"#), "{text}");

    let line = fray::narrate::describe(&loaded.records[2], &Encounter::new(ID, "Yard"), &[]);
    assert!(line.contains("struck"), "{line}");

    for id in fray::systems::all().iter().map(|s| s.id()) {
        let path = dir.path().join(format!("{}.fray.jsonl", id.key()));
        let mut other = Session::create(&path, Header::new(id, "Other", 7, 0)).expect("created");
        other
            .execute("add vlad enemy")
            .expect("the five still play");
        assert!(
            other.execute("strike vlad").is_err(),
            "{id:?} has no strike"
        );
    }
}

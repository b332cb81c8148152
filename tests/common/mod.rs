//! A table for rule tests: given commands, when a command (with scripted dice), then
//! events or a refusal.
#![allow(dead_code)]

/// Every test plays with the systems installed, as `main` installs them.
#[ctor::ctor(unsafe)]
fn install_systems() {
    fray::systems::install();
}

pub mod anarchy_script;
pub mod campaigns;
pub mod catalogs;
pub mod cli;
pub mod corporates_script;
pub mod counting;
pub mod cut_marks;
pub mod cyberpunk_script;
pub mod english;
pub mod fight_app;
pub mod french_cli;
pub mod french_reading;
pub mod french_screens;
pub mod french_table;
pub mod gm_lines;
pub mod http;
pub mod key_driver;
pub mod lcg;
pub mod lines;
pub mod players_page;
pub mod replay_app;
pub mod results_shown;
pub mod saves;
pub mod secrets;
pub mod tmux;
pub mod webdriver;

use fray::engine::{Command, Event, Header, Record, RuleError, ScriptedDice, Timeline};
use fray::model::{Combatant, CombatantId, Encounter};
use fray::script::{self, Line};

/// A Polaris encounter driven by command lines.
pub struct Table {
    pub timeline: Timeline,
}

fn command(line: &str) -> Command {
    match script::parse(line) {
        Ok(Line::Command(c)) => c,
        other => panic!("'{line}' is not a command: {other:?}"),
    }
}

impl Table {
    /// An empty Polaris encounter.
    pub fn new() -> Table {
        Table {
            timeline: Timeline::new(Header::new(fray::systems::polaris::ID, "test", 7, 0)),
        }
    }

    /// Runs every line with seeded dice; panics on a refusal.
    pub fn given(lines: &[&str]) -> Table {
        let mut table = Table::new();
        for line in lines {
            table.run(line);
        }
        table
    }

    /// Runs a line with the encounter's seeded dice.
    pub fn run(&mut self, line: &str) -> Vec<Event> {
        let record = self
            .timeline
            .prepare(line, &command(line))
            .unwrap_or_else(|e| panic!("'{line}' refused: {e}"));
        let events = record.events.clone();
        self.timeline.commit(record);
        events
    }

    /// Runs a line with these die results first.
    pub fn roll(&mut self, line: &str, dice: &[u32]) -> Vec<Event> {
        let mut scripted = ScriptedDice::new(dice.iter().copied());
        let events = self
            .timeline
            .decide(&command(line), &mut scripted)
            .unwrap_or_else(|e| panic!("'{line}' refused: {e}"));
        let record = Record {
            seq: self.timeline.next_seq(),
            command: line.to_string(),
            at: None,
            events: events.clone(),
        };
        self.timeline.commit(record);
        events
    }

    /// The refusal a line meets (nothing is recorded).
    pub fn refuse(&mut self, line: &str) -> RuleError {
        match self.timeline.prepare(line, &command(line)) {
            Ok(record) => panic!("'{line}' was accepted: {:?}", record.events),
            Err(e) => e,
        }
    }

    /// The current state.
    pub fn state(&self) -> &Encounter {
        self.timeline.state()
    }

    /// A combatant by name.
    pub fn who(&self, name: &str) -> &Combatant {
        let id = fray::rules::names::resolve(self.state(), name)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        self.state().combatant(id).expect("resolved")
    }

    /// A combatant's id.
    pub fn id(&self, name: &str) -> CombatantId {
        self.who(name).id
    }

    /// The main marker's phase.
    pub fn phase(&self, name: &str) -> i32 {
        let id = self.id(name);
        self.state()
            .ladder
            .of(id)
            .find(|e| e.at.marker == 0)
            .map(|e| e.position)
            .expect("on the ladder")
    }

    /// Who is declaring or acting now.
    pub fn current(&self) -> Option<String> {
        self.state().current.map(|m| {
            self.state()
                .combatant(m.owner)
                .expect("exists")
                .name
                .clone()
        })
    }

    /// Checked boxes at (location, severity) keys.
    pub fn boxes(&self, name: &str, location: &str, severity: &str) -> u8 {
        let locator = self.who(name).damage.locator().expect("locator");
        let s = locator
            .severities
            .iter()
            .position(|k| k == severity)
            .expect("severity");
        locator.location(location).expect("location").cells[s].checked
    }
}

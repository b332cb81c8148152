//! Test fixtures: an Anarchy encounter built with the command language, commands decided
//! through the system with scripted dice and folded.

use crate::engine::{Command, Event, RuleError, ScriptedDice, apply_all};
use crate::model::{Combatant, Encounter};
use crate::rules::RuleSystem;
use crate::script::{Line, parse_in};

/// A table under the Anarchy rules.
pub struct T {
    /// The state.
    pub state: Encounter,
}

impl T {
    /// Kira (PC: STR 5, WIL 3, AGI 4, LOG 6, Chance 3, Armor 6) and Ganger (NPC: STR 4,
    /// WIL 2, AGI 3, LOG 2, Chance 1, Armor 3).
    pub fn new() -> T {
        let mut t = T {
            state: Encounter::new(super::ID, "test"),
        };
        t.ok("add Kira pc str=5 wil=3 agi=4 log=6 chance=3 armor=6", &[]);
        t.ok(
            "add Ganger enemy str=4 wil=2 agi=3 log=2 chance=1 armor=3",
            &[],
        );
        t
    }

    /// Decides a command with these dice first, and folds it.
    pub fn run(&mut self, command: &Command, dice: &[u32]) -> Result<Vec<Event>, RuleError> {
        let mut d = ScriptedDice::new(dice.iter().copied());
        let events = super::system().decide(&self.state, command, &mut d)?;
        apply_all(&mut self.state, &events);
        assert!(
            self.state.problems().is_empty(),
            "{:?}",
            self.state.problems()
        );
        Ok(events)
    }

    /// Decides a line of the command language.
    pub fn line(&mut self, line: &str, dice: &[u32]) -> Result<Vec<Event>, RuleError> {
        match parse_in(super::ID, line) {
            Ok(Line::Command(command)) => self.run(&command, dice),
            other => panic!("{line}: {other:?}"),
        }
    }

    /// A line that must be accepted.
    pub fn ok(&mut self, line: &str, dice: &[u32]) -> Vec<Event> {
        self.line(line, dice)
            .unwrap_or_else(|e| panic!("{line}: {e:?}"))
    }

    /// A line that must be refused: the refusal's text.
    pub fn refused(&mut self, line: &str, dice: &[u32]) -> String {
        match self.line(line, dice) {
            Err(e) => e.to_string(),
            Ok(events) => panic!("{line} accepted: {events:?}"),
        }
    }

    /// A combatant by name.
    pub fn who(&self, name: &str) -> &Combatant {
        self.state
            .combatants
            .iter()
            .find(|c| c.name == name)
            .unwrap_or_else(|| panic!("no {name}"))
    }

    /// The transcript line of the events of the last command, given the state before.
    pub fn narrate(before: &Encounter, events: &[Event]) -> String {
        let mut state = before.clone();
        let mut parts = Vec::new();
        for e in events {
            if let Some(text) = crate::narrate::describe_event(e, &state, &[]) {
                parts.push(text);
            }
            apply_all(&mut state, std::slice::from_ref(e));
        }
        parts.join(" | ")
    }
}

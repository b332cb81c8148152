//! Test fixtures: a Corporates encounter built with the command language, commands decided
//! through the system with scripted dice and folded.

use crate::engine::{Command, Event, RuleError, ScriptedDice, apply_all};
use crate::model::{Combatant, CombatantId, Encounter};
use crate::rules::RuleSystem;
use crate::script::{Line, parse_in};

/// A table under the Corporates rules.
pub struct T {
    /// The state.
    pub state: Encounter,
}

impl T {
    /// Ana (PC: reaction 3, vigilance 2, agility 4, firearms 5, confidence 2) and Vlad
    /// (enemy: reaction 2, agility 3, firearms 4).
    pub fn new() -> T {
        let mut t = T {
            state: Encounter::new(super::ID, "test"),
        };
        t.ok(
            "add Ana pc reaction=3 vigilance=2+0 agility=4 firearms=5+0 confidence=2",
            &[],
        );
        t.ok("add Vlad enemy reaction=2 agility=3 firearms=4+0", &[]);
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

    /// A combatant's id by name.
    pub fn id(&self, name: &str) -> CombatantId {
        self.who(name).id
    }

    /// `start` with Ana rolling `ana` and Vlad `vlad` on the reaction roll (3 and 2 dice),
    /// then each announcing their count, lowest roll first.
    pub fn turn(&mut self, ana: [u32; 3], vlad: [u32; 2], counts: (u8, u8)) {
        let dice: Vec<u32> = ana.iter().chain(vlad.iter()).copied().collect();
        self.ok("start", &dice);
        let ana_first = ana.iter().sum::<u32>() + 2 <= vlad.iter().sum::<u32>();
        let lines = [
            format!("declare ana {}", counts.0),
            format!("declare vlad {}", counts.1),
        ];
        if ana_first {
            self.ok(&lines[0], &[]);
            self.ok(&lines[1], &[]);
        } else {
            self.ok(&lines[1], &[]);
            self.ok(&lines[0], &[]);
        }
    }

    /// The transcript of `events`, given the state before them.
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

    /// A line run, and its transcript.
    pub fn said(&mut self, line: &str, dice: &[u32]) -> String {
        let before = self.state.clone();
        let events = self.ok(line, dice);
        T::narrate(&before, &events)
    }
}

/// Reads a whole line of the movement and shooting verbs through the family's own parser.
pub fn parse_fire_line(
    line: &str,
) -> Result<super::command::fire::FireCommand, crate::script::ParseError> {
    use super::verbs::fire::{VERBS, parse};
    let tokens = crate::script::lexer::lex(line)?;
    let mut c = crate::script::cursor::Cursor::new(line, tokens);
    let first = c.expect(crate::script::Expected::Combatant)?;
    let lower = first.text.to_lowercase();
    let verb = VERBS
        .iter()
        .find(|v| v.name == lower || v.fr.contains(&lower.as_str()))
        .ok_or_else(|| c.unexpected_at(&first))?;
    parse(verb, &mut c).map(|command| command.unwrap_or_else(|| unreachable!()))
}

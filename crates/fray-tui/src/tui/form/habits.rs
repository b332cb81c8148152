//! What each combatant did last, read back from the save: the last target they attacked,
//! the last skill they used per verb, their last declared intent, and the last record in
//! effect (the hit a damage form follows, the test a re-roll repeats). The forms default
//! to it.
//!
//! Read from the records in effect (undone ones do not count), so it survives a resume and
//! follows an undo; each system says what a command tells ([`SystemScreens::habit`]).
//!
//! [`SystemScreens::habit`]: crate::tui::SystemScreens::habit

use std::collections::BTreeMap;

use crate::engine::{Command, Event, Timeline};
use crate::model::{CombatantId, Encounter};
use crate::rules::names;
use crate::script::{self, Line};

/// What one command says about its actor's habits; names as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Habit {
    /// Who acted.
    pub actor: String,
    /// The verb family the skill belongs to (`test`, `attack`...): a skill used for one is
    /// not offered for another.
    pub verb: &'static str,
    /// Whom they attacked.
    pub target: Option<String>,
    /// The skill they used.
    pub skill: Option<String>,
    /// The intent they declared.
    pub intent: Option<String>,
}

impl Habit {
    /// `actor` attacked `target`, with no skill named.
    pub fn attacked(actor: &str, target: &str) -> Habit {
        Habit {
            actor: actor.to_string(),
            verb: "attack",
            target: Some(target.to_string()),
            ..Habit::default()
        }
    }
}

/// The last record in effect, for the forms that follow on from it: a damage form after a
/// hit, a re-roll after a test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastRecord {
    /// Its command, as parsed.
    pub command: Command,
    /// What it did.
    pub events: Vec<Event>,
}

/// Per combatant, what they did last (see the module doc).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Habits {
    targets: BTreeMap<CombatantId, CombatantId>,
    skills: BTreeMap<(CombatantId, &'static str), String>,
    intents: BTreeMap<CombatantId, String>,
    last: Option<LastRecord>,
}

impl Habits {
    /// The habits the records in effect show, names read against the state now (every
    /// command read again: the fight screen keeps a [`super::HabitLog`] instead).
    pub fn of(timeline: &Timeline) -> Habits {
        super::HabitLog::default().habits(timeline).clone()
    }

    /// Habits made of their parts (see [`super::HabitLog`]).
    pub fn from_parts(
        targets: BTreeMap<CombatantId, CombatantId>,
        skills: BTreeMap<(CombatantId, &'static str), String>,
        intents: BTreeMap<CombatantId, String>,
        last: Option<LastRecord>,
    ) -> Habits {
        Habits {
            targets,
            skills,
            intents,
            last,
        }
    }

    /// The last record in effect, its command parsed again.
    pub fn last_of(timeline: &Timeline) -> Option<LastRecord> {
        let record = timeline
            .records()
            .iter()
            .rev()
            .find(|r| timeline.history().is_effective(r.seq))?;
        match script::parse_in(timeline.state().system, &record.command) {
            Ok(Line::Command(command)) => Some(LastRecord {
                command,
                events: record.events.clone(),
            }),
            _ => None,
        }
    }

    /// The last record in effect (`None` before any, or when it no longer parses).
    pub fn last_record(&self) -> Option<&LastRecord> {
        self.last.as_ref()
    }

    /// Adds what `habit` says (later habits win).
    pub fn remember(&mut self, state: &Encounter, habit: &Habit) {
        self.remember_with(habit, |name| names::resolve(state, name).ok());
    }

    /// [`Habits::remember`], names resolved by `resolve`.
    fn remember_with<'h>(
        &mut self,
        habit: &'h Habit,
        mut resolve: impl FnMut(&'h str) -> Option<CombatantId>,
    ) {
        let Some(actor) = resolve(&habit.actor) else {
            return;
        };
        if let Some(target) = habit.target.as_deref()
            && let Some(target) = resolve(target)
            && target != actor
        {
            self.targets.insert(actor, target);
        }
        if let Some(skill) = &habit.skill {
            self.skills.insert((actor, habit.verb), skill.clone());
        }
        if let Some(intent) = &habit.intent {
            self.intents.insert(actor, intent.clone());
        }
    }

    /// The last combatant `who` attacked.
    pub fn last_target(&self, who: CombatantId) -> Option<CombatantId> {
        self.targets.get(&who).copied()
    }

    /// The skill `who` last used for `verb`, as typed.
    pub fn last_skill(&self, who: CombatantId, verb: &str) -> Option<&str> {
        self.skills
            .iter()
            .find(|((id, v), _)| *id == who && *v == verb)
            .map(|(_, s)| s.as_str())
    }

    /// The intent `who` last declared (last round's, until they declare again).
    pub fn last_intent(&self, who: CombatantId) -> Option<&str> {
        self.intents.get(&who).map(String::as_str)
    }
}

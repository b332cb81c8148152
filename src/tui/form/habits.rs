//! What each combatant did last, read back from the save: the last target they attacked,
//! the last skill they used per verb, their last declared intent, and the last record in
//! effect (the hit a damage form follows, the test a re-roll repeats). The forms default
//! to it.
//!
//! Read from the records in effect (undone ones do not count), so it survives a resume and
//! follows an undo; each system says what a command tells ([`SystemScreens::habit`]).
//!
//! [`SystemScreens::habit`]: crate::tui::SystemScreens::habit

use std::collections::{BTreeMap, HashMap};

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

/// Each record's habit, read once (records are only ever appended), and the habits of the
/// records in effect, worked out again only when the timeline has changed: opening a form
/// on a long-running fight does not read its whole log again.
#[derive(Debug, Default)]
pub struct HabitLog {
    /// What each record's command says, in record order.
    parsed: Vec<Option<Habit>>,
    /// The habits as of a timeline of this many records.
    gathered: Option<(usize, Habits)>,
}

impl HabitLog {
    /// Reads the habit of every record not read yet (the fight screen does it while the
    /// GM looks at the first frame, so the first form opens without reading the log).
    pub fn read(&mut self, timeline: &Timeline) {
        let records = timeline.records();
        if self.parsed.len() > records.len() {
            // Another timeline: start over.
            *self = HabitLog::default();
        }
        let system = timeline.state().system;
        let screens = crate::tui::system::screens(system);
        let start = self.parsed.len();
        self.parsed.extend(records[start..].iter().map(|record| {
            match script::parse_in(system, &record.command) {
                Ok(Line::Command(command)) => screens.habit(&command),
                _ => None,
            }
        }));
    }

    /// The habits the records in effect show, names read against the state now.
    pub fn habits(&mut self, timeline: &Timeline) -> &Habits {
        self.read(timeline);
        let len = timeline.records().len();
        if !matches!(&self.gathered, Some((at, _)) if *at == len) {
            self.gathered = None;
        }
        let parsed = &self.parsed;
        &self
            .gathered
            .get_or_insert_with(|| (len, Habits::gathered(timeline, parsed)))
            .1
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
    /// command read again: the fight screen keeps a [`HabitLog`] instead).
    pub fn of(timeline: &Timeline) -> Habits {
        HabitLog::default().habits(timeline).clone()
    }

    /// The habits of the records in effect, each record's habit already read (`parsed`,
    /// one per record), names read against the state now, each name resolved once.
    fn gathered(timeline: &Timeline, parsed: &[Option<Habit>]) -> Habits {
        let state = timeline.state();
        let mut known: HashMap<&str, Option<CombatantId>> = HashMap::new();
        let mut habits = Habits::default();
        for (record, habit) in timeline.records().iter().zip(parsed) {
            let Some(habit) = habit else {
                continue;
            };
            if !timeline.history().is_effective(record.seq) {
                continue;
            }
            habits.remember_with(habit, |name| {
                *known
                    .entry(name)
                    .or_insert_with(|| names::resolve(state, name).ok())
            });
        }
        habits.last = Self::last_of(timeline);
        habits
    }

    /// The last record in effect, its command parsed again.
    fn last_of(timeline: &Timeline) -> Option<LastRecord> {
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

//! The fight screen's memory of habits: each record's habit read once (records are only
//! ever appended) into an index by who acted, so that gathering the habits of the records
//! in effect after a command costs the names and habits the log holds, not its length.
//!
//! A long save is read on another thread while the GM looks at the first frame (reading
//! 100,000 commands takes longer than a frame); the first form that needs the habits before
//! that thread is done waits for it.

use std::collections::{BTreeMap, HashMap};
use std::thread::JoinHandle;

use crate::engine::Timeline;
use crate::model::{CombatantId, SystemId};
use crate::rules::names;
use crate::script::{self, Line};

use super::habits::{Habit, Habits};

/// From how many records a save's habits are read on another thread.
pub const READ_APART_FROM: usize = 2_000;

/// Each record's habit, read once, and the habits of the records in effect, gathered
/// again only when the timeline has changed.
#[derive(Debug, Default)]
pub struct HabitLog {
    /// The first records' habits, being read on another thread.
    reading: Option<Reading>,
    /// How many records are in [`HabitLog::index`].
    indexed: usize,
    /// What the records indexed say, by actor as typed.
    index: HabitIndex,
    /// Names as typed, resolved against the roster they were resolved on.
    names: NameCache,
    /// The habits as of a timeline of this many records.
    gathered: Option<(usize, Habits)>,
}

/// A thread reading the habits of a timeline's first `count` records.
#[derive(Debug)]
struct Reading {
    count: usize,
    worker: JoinHandle<HabitIndex>,
}

/// What the records say, by actor as typed (names are resolved when gathering: the
/// roster changes).
#[derive(Debug, Default)]
struct HabitIndex(HashMap<String, ActorHabits>);

/// What the records naming one actor (as typed) say, record indexes in increasing order.
#[derive(Debug, Default)]
struct ActorHabits {
    /// Per target as typed, the records attacking them.
    targets: HashMap<String, Vec<usize>>,
    /// Per verb family, the records naming a skill, and the skill.
    skills: HashMap<&'static str, Vec<(usize, String)>>,
    /// The records declaring an intent, and the intent.
    intents: Vec<(usize, String)>,
}

impl HabitIndex {
    /// Reads the habits of `commands`, the first of them being record `from`.
    fn read<'c>(&mut self, system: SystemId, from: usize, commands: impl Iterator<Item = &'c str>) {
        let screens = crate::tui::system::screens(system);
        for (i, command) in (from..).zip(commands) {
            if let Ok(Line::Command(command)) = script::parse_in(system, command)
                && let Some(habit) = screens.habit(&command)
            {
                self.add(i, habit);
            }
        }
    }

    /// Adds what record `i` says.
    fn add(&mut self, i: usize, habit: Habit) {
        let Habit {
            actor,
            verb,
            target,
            skill,
            intent,
        } = habit;
        if target.is_none() && skill.is_none() && intent.is_none() {
            return;
        }
        let actor = self.0.entry(actor).or_default();
        if let Some(target) = target {
            actor.targets.entry(target).or_default().push(i);
        }
        if let Some(skill) = skill {
            actor.skills.entry(verb).or_default().push((i, skill));
        }
        if let Some(intent) = intent {
            actor.intents.push((i, intent));
        }
    }
}

/// Names as typed resolved against a roster, kept while the roster's names stay the same.
#[derive(Debug, Default)]
struct NameCache {
    roster: Vec<(CombatantId, String)>,
    /// The roster's slugs: a name no slug starts with names nobody, without asking
    /// [`names::resolve`] for the nearest ones.
    slugs: Vec<String>,
    resolved: HashMap<String, Option<CombatantId>>,
}

impl NameCache {
    /// Forgets what was resolved when the roster's names have changed.
    fn follow(&mut self, timeline: &Timeline) {
        let combatants = &timeline.state().combatants;
        let same = self.roster.len() == combatants.len()
            && self
                .roster
                .iter()
                .zip(combatants)
                .all(|((id, name), c)| *id == c.id && *name == c.name);
        if !same {
            self.roster = combatants.iter().map(|c| (c.id, c.name.clone())).collect();
            self.slugs = combatants.iter().map(|c| c.slug()).collect();
            self.resolved.clear();
        }
    }

    /// Who `name` names now.
    fn resolve(&mut self, timeline: &Timeline, name: &str) -> Option<CombatantId> {
        if let Some(known) = self.resolved.get(name) {
            return *known;
        }
        let wanted = crate::model::combatant::slug(name);
        let someone = !wanted.is_empty() && self.slugs.iter().any(|s| s.starts_with(&wanted));
        let id = someone
            .then(|| names::resolve(timeline.state(), name).ok())
            .flatten();
        self.resolved.insert(name.to_string(), id);
        id
    }
}

/// Keeps `(at, value)` under `key` when it is later than what is there.
fn keep_latest<K: Ord, V>(map: &mut BTreeMap<K, (usize, V)>, key: K, at: usize, value: V) {
    match map.get(&key) {
        Some((was, _)) if *was > at => {}
        _ => {
            map.insert(key, (at, value));
        }
    }
}

impl HabitLog {
    /// A log over `timeline`, a long one read on another thread (see the module doc).
    pub fn start(timeline: &Timeline) -> HabitLog {
        let mut log = HabitLog::default();
        let records = timeline.records();
        if records.len() >= READ_APART_FROM {
            let system = timeline.state().system;
            let lang = crate::i18n::current();
            let commands: Vec<String> = records.iter().map(|r| r.command.clone()).collect();
            let spawned = std::thread::Builder::new()
                .name("habits".into())
                .spawn(move || {
                    crate::i18n::with_lang(lang, || {
                        let mut index = HabitIndex::default();
                        index.read(system, 0, commands.iter().map(String::as_str));
                        index
                    })
                });
            // Without a thread, the first form reads them.
            if let Ok(worker) = spawned {
                log.reading = Some(Reading {
                    count: records.len(),
                    worker,
                });
            }
        }
        log
    }

    /// Whether the first records' habits are being read on another thread (for tests).
    #[cfg(any(test, feature = "test-support"))]
    pub fn is_reading(&self) -> bool {
        self.reading.is_some()
    }

    /// How many records' habits are read into the index (for tests).
    #[cfg(any(test, feature = "test-support"))]
    pub fn indexed(&self) -> usize {
        self.indexed
    }

    /// Reads the habit of every record not read yet, without waiting for the thread
    /// reading the first ones (the fight screen calls it while no key is pressed).
    pub fn read(&mut self, timeline: &Timeline) {
        if self
            .reading
            .as_ref()
            .is_some_and(|r| !r.worker.is_finished())
        {
            return;
        }
        self.read_all(timeline);
    }

    /// Reads the habit of every record not read yet, waiting for the thread if need be.
    fn read_all(&mut self, timeline: &Timeline) {
        let records = timeline.records();
        if let Some(reading) = self.reading.take() {
            match reading.worker.join() {
                Ok(index) if reading.count <= records.len() => {
                    self.index = index;
                    self.indexed = reading.count;
                }
                // The thread failed, or this is another timeline: read here.
                _ => *self = HabitLog::default(),
            }
        }
        if self.indexed > records.len() {
            // Another timeline: start over.
            *self = HabitLog::default();
        }
        let system = timeline.state().system;
        let from = self.indexed;
        self.index.read(
            system,
            from,
            records[from..].iter().map(|r| r.command.as_str()),
        );
        self.indexed = records.len();
    }

    /// The habits the records in effect show, names read against the state now.
    pub fn habits(&mut self, timeline: &Timeline) -> &Habits {
        self.read_all(timeline);
        let len = timeline.records().len();
        let habits = match self.gathered.take() {
            Some((at, habits)) if at == len => habits,
            _ => self.gather(timeline),
        };
        &self.gathered.insert((len, habits)).1
    }

    /// The habits of the records in effect: per actor, target and verb as typed, the last
    /// record in effect; per combatant they name now, the latest of those.
    fn gather(&mut self, timeline: &Timeline) -> Habits {
        let records = timeline.records();
        let history = timeline.history();
        let in_effect = |i: usize| records.get(i).is_some_and(|r| history.is_effective(r.seq));
        self.names.follow(timeline);
        let mut targets = BTreeMap::new();
        let mut skills = BTreeMap::new();
        let mut intents = BTreeMap::new();
        for (actor, said) in &self.index.0 {
            let Some(id) = self.names.resolve(timeline, actor) else {
                continue;
            };
            for (target, at) in &said.targets {
                let Some(target) = self
                    .names
                    .resolve(timeline, target)
                    .filter(|target| *target != id)
                else {
                    continue;
                };
                if let Some(&i) = at.iter().rev().find(|i| in_effect(**i)) {
                    keep_latest(&mut targets, id, i, target);
                }
            }
            for (verb, at) in &said.skills {
                if let Some((i, skill)) = at.iter().rev().find(|(i, _)| in_effect(*i)) {
                    keep_latest(&mut skills, (id, *verb), *i, skill.clone());
                }
            }
            if let Some((i, intent)) = said.intents.iter().rev().find(|(i, _)| in_effect(*i)) {
                keep_latest(&mut intents, id, *i, intent.clone());
            }
        }
        Habits::from_parts(
            targets.into_iter().map(|(k, (_, v))| (k, v)).collect(),
            skills.into_iter().map(|(k, (_, v))| (k, v)).collect(),
            intents.into_iter().map(|(k, (_, v))| (k, v)).collect(),
            Habits::last_of(timeline),
        )
    }
}

//! What each combatant did last, read back from the save: the last target they attacked,
//! the last skill they used per verb, their last declared intent. The forms default to it.
//!
//! Read from the records in effect (undone ones do not count), so it survives a resume and
//! follows an undo; each system says what a command tells ([`SystemScreens::habit`]).
//!
//! [`SystemScreens::habit`]: crate::tui::SystemScreens::habit

use std::collections::BTreeMap;

use crate::engine::Timeline;
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

/// Per combatant, what they did last (see the module doc).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Habits {
    targets: BTreeMap<CombatantId, CombatantId>,
    skills: BTreeMap<(CombatantId, &'static str), String>,
    intents: BTreeMap<CombatantId, String>,
}

impl Habits {
    /// The habits the records in effect show, names read against the state now.
    pub fn of(timeline: &Timeline) -> Habits {
        let state = timeline.state();
        let screens = crate::tui::system::screens(state.system);
        let mut habits = Habits::default();
        for record in timeline.records() {
            if !timeline.history().is_effective(record.seq) {
                continue;
            }
            let Ok(Line::Command(command)) = script::parse_in(state.system, &record.command) else {
                continue;
            };
            if let Some(habit) = screens.habit(&command) {
                habits.remember(state, &habit);
            }
        }
        habits
    }

    /// Adds what `habit` says (later habits win).
    pub fn remember(&mut self, state: &Encounter, habit: &Habit) {
        let Ok(actor) = names::resolve(state, &habit.actor) else {
            return;
        };
        if let Some(target) = habit.target.as_deref()
            && let Ok(target) = names::resolve(state, target)
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

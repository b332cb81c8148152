//! What a Polaris command says about its actor's habits, for the forms' defaults.

use crate::tui::form::Habit;
use crate::{PolarisCommand, TestAgainst, TestSpec};

/// The habit `command` shows: a test's skill, an attack's target and skill, a declaration.
pub fn of(command: &PolarisCommand) -> Option<Habit> {
    let skill = |spec: &TestSpec| match &spec.against {
        TestAgainst::Sheet { name } => Some(name.clone()),
        TestAgainst::Chance { .. } => None,
    };
    Some(match command {
        PolarisCommand::Test { spec, .. } => Habit {
            actor: spec.who.clone(),
            verb: "test",
            skill: skill(spec),
            ..Habit::default()
        },
        PolarisCommand::Attack { spec, strike } => Habit {
            actor: spec.who.clone(),
            verb: "attack",
            target: Some(strike.target.clone()),
            skill: skill(spec),
            ..Habit::default()
        },
        PolarisCommand::Declare { who, intent, .. } => Habit {
            actor: who.clone(),
            verb: "declare",
            intent: Some(intent.clone()).filter(|i| !i.is_empty()),
            ..Habit::default()
        },
        _ => return None,
    })
}

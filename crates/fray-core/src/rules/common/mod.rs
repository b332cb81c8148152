//! Decisions every system shares: the roster, sheet values, notes, conditions, free rolls,
//! options and countdowns. A system's `decide` hands these commands here.

use crate::engine::{Command, Dice, Event, RuleError};
use crate::model::{Encounter, combatant::slug};

mod conditions;
mod rolls;
mod roster;
mod sheet;

use conditions::{add_condition, remove_condition};
use rolls::{countdown, roll, tick};
use roster::{add, add_sheet, rename};
use sheet::set;

use super::RuleSystem;
use super::names::resolve;

/// Longest name accepted, in characters.
pub const MAX_NAME: usize = 60;
/// Longest note or intent accepted, in characters.
pub const MAX_TEXT: usize = 2000;
/// Most combatants one `add` may create ([`crate::rules::limits::GROUP`]).
pub const MAX_GROUP: u32 = crate::rules::limits::GROUP.max as u32;

/// Whether `value` suits the option `key` under `system`: the shared options (table dice,
/// visibility) first, then the system's own. Also what `fray.toml` checks its
/// `[systems.X]` defaults against.
pub fn check_option(system: &dyn RuleSystem, key: &str, value: &str) -> Result<(), RuleError> {
    crate::engine::table_dice::check_option(key, value)
        .or_else(|| crate::rules::visibility::check_option(key, value))
        .unwrap_or_else(|| system.check_option(key, value))
}

/// Decides a shared command, or `None` when the command is not a shared one.
pub fn decide(
    system: &dyn RuleSystem,
    state: &Encounter,
    command: &Command,
    dice: &mut dyn Dice,
) -> Option<Result<Vec<Event>, RuleError>> {
    Some(match command {
        Command::Add {
            name,
            side,
            count,
            template,
            assigns,
            hidden,
        } => add(
            system,
            state,
            name,
            *side,
            *count,
            template.as_deref(),
            assigns,
        )
        .map(|events| {
            if *hidden {
                crate::rules::visibility::added_hidden(events)
            } else {
                events
            }
        }),
        Command::AddSheet { sheet, side } => add_sheet(system, state, sheet, *side),
        Command::Hide { who } => crate::rules::visibility::decide(state, who, true),
        Command::Reveal { who } => crate::rules::visibility::decide(state, who, false),
        Command::Remove { who } => {
            resolve(state, who).map(|who| vec![Event::CombatantRemoved { who }])
        }
        Command::Rename { who, name } => rename(state, who, name),
        Command::SetSide { who, side } => {
            resolve(state, who).map(|who| vec![Event::SideChanged { who, side: *side }])
        }
        Command::Set { who, assigns } => {
            resolve(state, who).and_then(|id| set(system, state, id, assigns))
        }
        Command::Note { who, text } => resolve(state, who).and_then(|who| {
            Ok(vec![Event::NoteSet {
                who,
                text: clean_text(text, &crate::t!("rule-what-note"))?,
            }])
        }),
        Command::Condition {
            who,
            name,
            value,
            lasting,
        } => add_condition(state, who, name, *value, lasting),
        Command::Uncondition { who, name } => remove_condition(state, who, name),
        Command::Roll {
            notation: text,
            purpose,
        } => roll(text, purpose.as_deref(), dice),
        Command::Option { key, value } => check_option(system, key, value).map(|()| {
            vec![Event::OptionSet {
                key: key.to_ascii_lowercase(),
                value: value.clone(),
            }]
        }),
        Command::Countdown { label, attempts } => countdown(label, *attempts),
        Command::Tick { label, attempts } => tick(state, label, *attempts),
        Command::Party { source, .. } => {
            crate::rules::campaign::party(system, state, source.as_deref())
        }
        Command::Sync { source, .. } => crate::rules::campaign::sync(state, source.as_deref()),
        _ => return None,
    })
}

/// Checks a name: not empty, not too long, no control characters.
pub fn clean_name(name: &str) -> Result<String, RuleError> {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(RuleError::Invalid(crate::t!("rule-name-empty")));
    }
    if name.chars().any(char::is_control) {
        return Err(RuleError::Invalid(crate::t!("rule-name-control")));
    }
    if name.chars().count() > MAX_NAME {
        return Err(RuleError::Invalid(crate::t!(
            "rule-name-too-long",
            max = MAX_NAME.to_string()
        )));
    }
    // The name must be typed back as its slug: it needs a letter or a digit, and a slug
    // of digits alone would be read as a number.
    let typed = slug(&name);
    if typed.is_empty() {
        return Err(RuleError::Invalid(crate::t!(
            "rule-name-no-letter",
            name = &name
        )));
    }
    if typed.chars().all(|c| c.is_ascii_digit() || c == '-') {
        return Err(RuleError::Invalid(crate::t!(
            "rule-name-number",
            name = &name
        )));
    }
    Ok(name)
}

/// Checks a free text (note, intent): no control characters, bounded length.
pub fn clean_text(text: &str, what: &str) -> Result<String, RuleError> {
    if text.chars().any(char::is_control) {
        return Err(RuleError::Invalid(crate::t!(
            "rule-text-control",
            what = what
        )));
    }
    if text.chars().count() > MAX_TEXT {
        return Err(RuleError::Invalid(crate::t!(
            "rule-text-too-long",
            what = what,
            max = MAX_TEXT.to_string()
        )));
    }
    Ok(text.trim().to_string())
}

/// Test support: a text in both languages.
#[cfg(any(test, feature = "test-support"))]
pub mod test_support;

#[cfg(test)]
mod french_tests;

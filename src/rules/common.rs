//! Decisions every system shares: the roster, sheet values, notes, conditions, free rolls,
//! options and countdowns. A system's `decide` hands these commands here.

use crate::engine::{
    Assign, AssignValue, Command, Dice, EndReason, Event, Lasting, RuleError, notation,
};
use crate::model::{
    Combatant, CombatantId, Condition, Encounter, Expiry, Side, Skill, combatant::slug,
};

use super::RuleSystem;
use super::names::resolve;

/// Longest name accepted, in characters.
pub const MAX_NAME: usize = 60;
/// Longest note or intent accepted, in characters.
pub const MAX_TEXT: usize = 2000;
/// Most combatants one `add` may create ([`super::limits::GROUP`]).
pub const MAX_GROUP: u32 = super::limits::GROUP.max as u32;

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
                super::visibility::added_hidden(events)
            } else {
                events
            }
        }),
        Command::Hide { who } => super::visibility::decide(state, who, true),
        Command::Reveal { who } => super::visibility::decide(state, who, false),
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
        Command::Option { key, value } => crate::engine::table_dice::check_option(key, value)
            .or_else(|| super::visibility::check_option(key, value))
            .unwrap_or_else(|| system.check_option(key, value))
            .map(|()| {
                vec![Event::OptionSet {
                    key: key.to_ascii_lowercase(),
                    value: value.clone(),
                }]
            }),
        Command::Countdown { label, attempts } => countdown(label, *attempts),
        Command::Tick { label, attempts } => tick(state, label, *attempts),
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

fn name_free(state: &Encounter, name: &str, except: Option<CombatantId>) -> Result<(), RuleError> {
    let wanted = slug(name);
    if state
        .combatants
        .iter()
        .any(|c| Some(c.id) != except && c.slug() == wanted)
    {
        return Err(RuleError::DuplicateName(name.to_string()));
    }
    Ok(())
}

fn add(
    system: &dyn RuleSystem,
    state: &Encounter,
    name: &str,
    side: Option<Side>,
    count: u32,
    template: Option<&str>,
    assigns: &[Assign],
) -> Result<Vec<Event>, RuleError> {
    if count == 0 || count > MAX_GROUP {
        return Err(RuleError::Invalid(crate::t!(
            "rule-add-group",
            max = MAX_GROUP.to_string()
        )));
    }
    let bestiary = system.bestiary();
    let given = template.is_some();
    let template = match template {
        Some(key) => Some(
            bestiary
                .find(key)
                .ok_or_else(|| RuleError::UnknownTemplate(key.to_string()))?,
        ),
        None => bestiary.find(name),
    };
    let base = match template {
        Some(t) if named_after(bestiary, name, t, given) => t.name_for_word(name).to_string(),
        _ => clean_name(name)?,
    };
    let names = group_names(state, &base, count, template.is_some());
    let mut events = Vec::new();
    for (offset, name) in names.into_iter().enumerate() {
        name_free(state, &name, None)?;
        let offset = u32::try_from(offset).unwrap_or(u32::MAX);
        let id = CombatantId(state.next_id.saturating_add(offset));
        let side = side.or(template.map(|t| t.side)).unwrap_or(Side::Enemy);
        let mut combatant = Combatant::new(id, name, side, system.new_damage_track());
        if let Some(t) = template {
            combatant.template = Some(t.key.clone());
            combatant.stats = t.stats.clone();
            combatant.skills = t.skills.clone();
            combatant.note = t.note.clone();
            combatant.gear = t.gear.clone();
        }
        for assign in assigns {
            write_assign(system, &mut combatant, assign)?;
        }
        events.push(Event::CombatantAdded {
            combatant: Box::new(combatant),
        });
    }
    Ok(events)
}

/// Whether an `add` names its combatants after their template rather than as typed:
/// `add 3 gangers` and `add ganger` do; with the template given by `from`, only a plural
/// of it does (`add 3 gangers from ganger`), and a name typed as such is kept (`add Kurt
/// from ganger`, `add Drone from drone`: the GM's words, even when they are the key).
fn named_after(
    bestiary: &super::bestiary::Bestiary,
    name: &str,
    template: &super::bestiary::Template,
    given: bool,
) -> bool {
    let Some(found) = bestiary.find(name) else {
        return false;
    };
    if !given {
        return true;
    }
    let typed = slug(name);
    found.key == template.key && typed != template.key && typed != slug(&template.name)
}

/// Names for `count` new combatants: the base name alone when it is one and free,
/// else `Base N` continuing after the highest number already used.
fn group_names(
    state: &Encounter,
    base: &str,
    count: u32,
    numbered_by_default: bool,
) -> Vec<String> {
    let base_slug = slug(base);
    let taken = state.combatants.iter().any(|c| c.slug() == base_slug);
    if count == 1 && taken && !numbered_by_default {
        // A second "Kurt" is refused by name rather than quietly numbered.
        return vec![base.to_string()];
    }
    if count == 1 && !taken && !(numbered_by_default && numbered_exists(state, &base_slug)) {
        return vec![base.to_string()];
    }
    let highest = state
        .combatants
        .iter()
        .filter_map(|c| {
            c.slug()
                .strip_prefix(&format!("{base_slug}-"))
                .and_then(|n| n.parse::<u32>().ok())
        })
        .max()
        .unwrap_or(0);
    (1..=count)
        .map(|n| format!("{base} {}", u64::from(highest) + u64::from(n)))
        .collect()
}

fn numbered_exists(state: &Encounter, base_slug: &str) -> bool {
    state
        .combatants
        .iter()
        .any(|c| c.slug().starts_with(&format!("{base_slug}-")))
}

fn write_assign(
    system: &dyn RuleSystem,
    combatant: &mut Combatant,
    assign: &Assign,
) -> Result<(), RuleError> {
    let key = system.canonical_stat(&assign.key);
    match assign.value {
        AssignValue::Number { value } => {
            combatant.stats.insert(key, value);
        }
        AssignValue::Skill { base, mastery } => {
            combatant.skills.insert(
                key,
                Skill {
                    base,
                    mastery,
                    reserved: false,
                },
            );
        }
        AssignValue::Reserved { base } => {
            combatant.skills.insert(
                key,
                Skill {
                    base,
                    mastery: 0,
                    reserved: true,
                },
            );
        }
        AssignValue::Remove => {
            let had =
                combatant.stats.remove(&key).is_some() | combatant.skills.remove(&key).is_some();
            if !had {
                return Err(RuleError::unknown_skill(combatant, &key));
            }
        }
    }
    Ok(())
}

fn set(
    system: &dyn RuleSystem,
    state: &Encounter,
    id: CombatantId,
    assigns: &[Assign],
) -> Result<Vec<Event>, RuleError> {
    let Some(before) = state.combatant(id) else {
        return Err(RuleError::UnknownCombatant(format!("#{}", id.0)));
    };
    let mut after = before.clone();
    for assign in assigns {
        write_assign(system, &mut after, assign)?;
    }
    let mut events = Vec::new();
    for (stat, value) in &after.stats {
        if before.stats.get(stat) != Some(value) {
            events.push(Event::StatSet {
                who: id,
                stat: stat.clone(),
                value: Some(*value),
            });
        }
    }
    for stat in before
        .stats
        .keys()
        .filter(|s| !after.stats.contains_key(*s))
    {
        events.push(Event::StatSet {
            who: id,
            stat: stat.clone(),
            value: None,
        });
    }
    for (skill, value) in &after.skills {
        if before.skills.get(skill) != Some(value) {
            events.push(Event::SkillSet {
                who: id,
                skill: skill.clone(),
                value: Some(*value),
            });
        }
    }
    for skill in before
        .skills
        .keys()
        .filter(|s| !after.skills.contains_key(*s))
    {
        events.push(Event::SkillSet {
            who: id,
            skill: skill.clone(),
            value: None,
        });
    }
    if events.is_empty() {
        return Err(RuleError::Invalid(crate::t!(
            "rule-same-values",
            name = &before.name
        )));
    }
    Ok(events)
}

fn rename(state: &Encounter, who: &str, name: &str) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let name = clean_name(name)?;
    name_free(state, &name, Some(id))?;
    Ok(vec![Event::CombatantRenamed { who: id, name }])
}

fn add_condition(
    state: &Encounter,
    who: &str,
    name: &str,
    value: Option<i32>,
    lasting: &Lasting,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let name = clean_name(name)?;
    let expiry = match lasting {
        Lasting::Manual => Expiry::Manual,
        Lasting::Rounds { rounds } => {
            if *rounds == 0 {
                return Err(RuleError::Invalid(crate::t!("rule-condition-rounds")));
            }
            Expiry::RoundStart {
                round: state.round.max(1).saturating_add(*rounds),
            }
        }
        Lasting::StartOfAction { of } => Expiry::ActionStart {
            of: resolve(state, of)?,
        },
        Lasting::EndOfAction { of } => Expiry::ActionEnd {
            of: resolve(state, of)?,
        },
    };
    Ok(vec![Event::ConditionAdded {
        who: id,
        condition: Condition {
            target: None,
            name,
            value,
            expiry,
        },
    }])
}

fn remove_condition(state: &Encounter, who: &str, name: &str) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let combatant = state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(who.to_string()))?;
    let found = combatant
        .conditions
        .iter()
        .find(|c| c.name.eq_ignore_ascii_case(name.trim()))
        .ok_or_else(|| RuleError::UnknownCondition {
            who: combatant.name.clone(),
            name: name.to_string(),
        })?;
    Ok(vec![Event::ConditionEnded {
        who: id,
        name: found.name.clone(),
        reason: EndReason::Removed,
        target: found.target,
    }])
}

fn roll(text: &str, purpose: Option<&str>, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
    let given = notation::parse_given(text).map_err(|e| RuleError::Invalid(e.to_string()))?;
    let purpose = purpose
        .map(|p| clean_text(p, &crate::t!("rule-what-roll-purpose")))
        .transpose()?;
    let mut roll = given.roll_for(dice, crate::engine::table_dice::FREE_ROLL.key);
    roll.purpose = purpose.filter(|p| !p.is_empty());
    Ok(vec![Event::DiceRolled { roll }])
}

fn countdown(label: &str, attempts: i32) -> Result<Vec<Event>, RuleError> {
    let label = clean_name(label)?;
    if !super::limits::ATTEMPTS.contains(i64::from(attempts)) {
        return Err(RuleError::Invalid(crate::t!("rule-countdown-attempts")));
    }
    Ok(vec![Event::CountdownStarted { label, attempts }])
}

fn tick(state: &Encounter, label: &str, attempts: i32) -> Result<Vec<Event>, RuleError> {
    let found = state
        .countdowns
        .iter()
        .find(|c| slug(&c.label) == slug(label))
        .ok_or_else(|| RuleError::Invalid(crate::t!("rule-no-countdown", label = label)))?;
    if attempts < 1 {
        return Err(RuleError::Invalid(crate::t!("rule-tick-one")));
    }
    if found.left == 0 {
        return Err(RuleError::Invalid(crate::t!(
            "rule-countdown-over",
            label = &found.label
        )));
    }
    let left = found.left.saturating_sub(attempts).max(0);
    Ok(vec![Event::CountdownTicked {
        label: found.label.clone(),
        used: attempts,
        left,
    }])
}

#[cfg(test)]
#[path = "common_french_tests.rs"]
mod french_tests;

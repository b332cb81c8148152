//! The roster's shared decisions: adding combatants (named as typed or after their
//! template, numbered in groups) and renaming them, each name free on the roster.

use crate::engine::{Assign, Event, RuleError};
use crate::model::{Combatant, CombatantId, Encounter, Side, combatant::slug};
use crate::rules::RuleSystem;
use crate::rules::bestiary::{Bestiary, Template};
use crate::rules::names::resolve;

use super::sheet::write_assign;
use super::{MAX_GROUP, clean_name};

/// Refuses a name already on the roster (but `except`'s own, when renaming).
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

/// Adds `count` combatants, from their template when there is one, with the sheet values
/// typed.
pub(super) fn add(
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
fn named_after(bestiary: &Bestiary, name: &str, template: &Template, given: bool) -> bool {
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

/// Whether a numbered `base-N` combatant is on the roster.
fn numbered_exists(state: &Encounter, base_slug: &str) -> bool {
    state
        .combatants
        .iter()
        .any(|c| c.slug().starts_with(&format!("{base_slug}-")))
}

/// Adds one combatant made from a whole sheet (`sheet`), on `side`: its name must be free.
pub(super) fn add_sheet(
    system: &dyn RuleSystem,
    state: &Encounter,
    sheet: &Template,
    side: Side,
) -> Result<Vec<Event>, RuleError> {
    let name = clean_name(&sheet.name)?;
    name_free(state, &name, None)?;
    let id = CombatantId(state.next_id);
    let mut combatant = Combatant::new(id, name, side, system.new_damage_track());
    combatant.template = system.bestiary().by_key(&sheet.key).map(|t| t.key.clone());
    combatant.stats = sheet.stats.clone();
    combatant.skills = sheet.skills.clone();
    combatant.note = sheet.note.clone();
    combatant.gear = sheet.gear.clone();
    Ok(vec![Event::CombatantAdded {
        combatant: Box::new(combatant),
    }])
}

/// Renames a combatant to a free name.
pub(super) fn rename(state: &Encounter, who: &str, name: &str) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let name = clean_name(name)?;
    name_free(state, &name, Some(id))?;
    Ok(vec![Event::CombatantRenamed { who: id, name }])
}

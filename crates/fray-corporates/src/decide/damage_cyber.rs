//! Cyberware damage (COR-42): a wounded character with `cyber` gear rolls a d100 for the
//! kind of gear hit, one matching piece is chosen at random, 1d6 + the hit's levels gives
//! its breakdown and repair difficulty; protections lose a level per wound level and an
//! injector spills doses. `repair` is the Cybernetics roll that undoes it.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Encounter, Gear};

use super::super::command::melee::Roll;
use super::super::critical::hit_levels;
use super::super::cyber::{PROTECTION_REPAIR, Site, Status, breakdown, protection_after, site};
use super::super::damage::Split;
use super::super::fact::CorporatesFact;
use super::super::fact_melee::{Check, MeleeFact, Repair};
use super::super::options;
use super::super::rolls::{BREAKDOWN, CHECK, CYBER, Part, roll_parts};
use super::super::text::refuse;
use super::act_melee::{fact, melee, skill, stat_or, who};

/// The word of a gear's `site` a d100 result hits (COR-42).
pub fn site_word(site: Site) -> Option<&'static str> {
    Some(match site {
        Site::Nothing => return None,
        Site::Growth => "growth",
        Site::Hand => "hand",
        Site::Arm => "arm",
        Site::Foot => "foot",
        Site::Leg => "leg",
        Site::Face => "face",
        Site::EyeEar => "eye",
        Site::Connection => "connection",
        Site::General => "general",
        Site::Organ => "organ",
        Site::Power => "power",
        Site::Other => "other",
    })
}

/// A status's word, as the gear's `status` keeps it.
pub fn status_word(status: Status) -> &'static str {
    match status {
        Status::Cosmetic => "cosmetic",
        Status::Light => "light",
        Status::Major => "major",
        Status::Breakdown => "breakdown",
        Status::Destroyed => "destroyed",
    }
}

fn rank(word: Option<&str>) -> u8 {
    match word {
        Some("cosmetic") => 1,
        Some("light") => 2,
        Some("major") => 3,
        Some("breakdown") => 4,
        Some("destroyed") => 5,
        _ => 0,
    }
}

/// Rolls the cyberware hit of a wound, when the character has cyberware (COR-42).
pub fn cyber(batch: &mut Batch, dice: &mut dyn Dice, who: CombatantId, hit: Split) {
    let state = batch.state();
    let levels = hit_levels(hit, options::critical_whole_hit(state));
    let Some(c) = state.combatant(who) else {
        return;
    };
    if levels == 0 || !c.gear.iter().any(|g| g.flag("cyber")) {
        return;
    }
    let d100 = dice.roll_for(100, CYBER);
    let hit_site = site(d100);
    let matches: Vec<&Gear> = site_word(hit_site).map_or_else(Vec::new, |word| {
        c.gear
            .iter()
            .filter(|g| g.flag("cyber") && g.word("site") == Some(word))
            .filter(|g| g.word("status") != Some("destroyed"))
            .collect()
    });
    let mut fact_of = CorporatesFact::Cyber {
        who,
        d100,
        site: hit_site,
        d6: None,
        status: None,
        gear: None,
        pick: None,
        protection: None,
        doses: None,
    };
    if matches.is_empty() {
        batch.push(fact(fact_of));
        return;
    }
    let count = u32::try_from(matches.len()).unwrap_or(1);
    let pick = (count > 1).then(|| dice.roll(count));
    let mut gear = matches[pick.map_or(0, |n| n.clamp(1, count) as usize - 1)].clone();
    let d6 = dice.roll_for(6, BREAKDOWN);
    let (mut status, mut repair) = breakdown(d6, levels);
    let protection = gear.value("protection").map(|p| {
        let p = u32::try_from(p.max(0)).unwrap_or(0);
        gear.values
            .entry("protection-max".into())
            .or_insert(i32::try_from(p).unwrap_or(0));
        protection_after(p, levels)
    });
    if protection == Some(0) {
        (status, repair) = (Status::Destroyed, 20);
    }
    let malfunction = matches!(status, Status::Light | Status::Major | Status::Breakdown);
    let doses = (gear.flag("injector") && malfunction).then(|| {
        [
            dice.roll_for(6, BREAKDOWN).saturating_sub(2),
            dice.roll_for(6, BREAKDOWN).saturating_sub(2),
        ]
    });
    if rank(Some(status_word(status))) >= rank(gear.word("status")) {
        gear.words
            .insert("status".into(), status_word(status).into());
        gear.values
            .insert("repair".into(), i32::try_from(repair).unwrap_or(20));
    }
    if let Some(p) = protection {
        gear.values
            .insert("protection".into(), i32::try_from(p).unwrap_or(0));
    }
    if let CorporatesFact::Cyber {
        d6: f_d6,
        status: f_status,
        gear: f_gear,
        pick: f_pick,
        protection: f_protection,
        doses: f_doses,
        ..
    } = &mut fact_of
    {
        *f_d6 = Some(d6);
        *f_status = Some((status, repair));
        *f_gear = Some(gear.key.clone());
        *f_pick = pick.map(|n| (n, count));
        *f_protection = protection;
        *f_doses = doses;
    }
    batch.push(fact(fact_of));
    batch.push(Event::GearAdded { who, gear });
}

/// Decides `repair WHO GEAR [by REPAIRER] [dice N] [bonus N]` (COR-42): a Cybernetics roll
/// (the repairer's Agility dice by default, + Cybernetics level) against the gear's repair
/// difficulty; a success mends it (destroyed gear is taken out), or restores one
/// protection level at 15 when only its protection was lost. It heals no wound level.
pub fn repair(
    state: &Encounter,
    owner: &str,
    key: &str,
    by: Option<&str>,
    asked: Roll,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = who(state, owner)?;
    let repairer = by.map_or(Ok(id), |name| who(state, name))?;
    let gear = super::damage::weapon(state, id, key)?.clone();
    let damaged = gear.word("status").is_some();
    let worn = gear.value("protection") < gear.value("protection-max");
    if !gear.flag("cyber") || !(damaged || worn) {
        return Err(refuse(
            "cor-melee-refuse-nothing-to-repair",
            &[("gear", gear.key.as_str().into())],
        ));
    }
    let difficulty = if damaged {
        gear.value("repair").unwrap_or(10)
    } else {
        i32::try_from(PROTECTION_REPAIR).unwrap_or(15)
    };
    let pool = asked
        .dice
        .map_or_else(|| stat_or(state, repairer, "agility", 2), u32::from);
    // Each term by name: the Cybernetics level and a bonus the GM typed.
    let rolled = roll_parts(
        dice,
        CHECK,
        pool,
        vec![
            Part::skill("cybernetics", skill(state, repairer, "cybernetics")),
            Part::new("given", asked.bonus),
        ],
    );
    let success = options::reaches(state, rolled.total, difficulty);
    let mut events = vec![melee(MeleeFact::Checked {
        who: repairer,
        check: Check::Repair,
        roll: rolled,
        difficulty,
    })];
    let outcome = match (success, damaged, gear.word("status")) {
        (false, ..) => Repair::Failed,
        (true, true, Some("destroyed")) => Repair::Removed,
        (true, true, _) => Repair::Fixed,
        (true, false, _) => Repair::Protection,
    };
    events.push(melee(MeleeFact::Repaired {
        who: id,
        gear: gear.key.clone(),
        outcome,
    }));
    match outcome {
        Repair::Failed => {}
        Repair::Removed => events.push(Event::GearRemoved {
            who: id,
            key: gear.key.clone(),
        }),
        Repair::Fixed | Repair::Protection => {
            let mut mended = gear.clone();
            if outcome == Repair::Fixed {
                mended.words.remove("status");
                mended.values.remove("repair");
            } else if let Some(p) = mended.values.get_mut("protection") {
                *p += 1;
            }
            events.push(Event::GearAdded {
                who: id,
                gear: mended,
            });
        }
    }
    Ok(events)
}

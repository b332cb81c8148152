//! The Cyberpunk damage form (CPI-18): after a shot that hit, the one hit, its title
//! naming the shooter and the weapon, the weapon's damage dice ready to roll; else the
//! selected combatant.

use crate::i18n::fixed;
use crate::safe_text::escape;
use crate::tui::form::{Context, Field, Form, Hit, Piece, Plan};

use super::forms::who;

/// `damage WHO N|DICE` (CPI-18): right after a shot that hit (or with no difficulty
/// given, for the GM to judge), on its target rather than the shooter selected, its title
/// naming the shooter and the weapon, the weapon's damage dice in the points field so Enter
/// rolls them (typing a number replaces them: the points after armour); else on the
/// selected combatant. After a hit it is chained: it opens by itself once the shot is
/// carried out from the keys, and Esc leaves it.
pub(super) fn damage(ctx: &Context) -> Option<Plan> {
    let hit = last_hit(ctx);
    let c = hit
        .as_ref()
        .and_then(|h| ctx.hit_victim(h))
        .or_else(|| ctx.selected())?;
    let title = match hit.as_ref().and_then(|h| Some((ctx.hit_attacker(h)?, h))) {
        Some((by, h)) => crate::t!(
            "cpi-keys-form-damage-hit",
            victim = escape(&c.name),
            attacker = escape(&by.name),
            weapon = escape(h.weapon.as_deref().unwrap_or(""))
        ),
        None => fixed("cpi-form-damage").to_string(),
    };
    let hit_seen = hit.as_ref().is_some_and(|h| ctx.hit_victim(h).is_some()) && shot_hit(ctx);
    let dice = hit.and_then(|h| h.damage).unwrap_or_default();
    let mut form = Form::new(
        title,
        "damage",
        vec![
            who(ctx, c),
            Field::text(fixed("cpi-keys-field-damage"), dice)
                .required()
                .piece(Piece::Keyword)
                .hint(fixed("cpi-keys-hint-damage")),
        ],
    );
    form.focus = 1;
    // Right after the hit, the form follows the shot by itself (see `follow_up`).
    if hit_seen {
        form = form.chained();
    }
    Some(Plan::Form(form))
}

/// The shot of the last record, when it named a target and did not miss: its target, its
/// shooter, the weapon fired (its name as the sheet shows it) and the weapon's damage dice.
fn last_hit(ctx: &Context) -> Option<Hit> {
    use super::super::{CyberCommand, fact::CyberFact};
    let last = ctx.habits.last_record()?;
    let Some(CyberCommand::Shoot {
        target: Some(target),
        ..
    }) = last.command.own::<CyberCommand>()
    else {
        return None;
    };
    let (shooter, key, check) =
        last.events
            .iter()
            .find_map(|e| match e.fact::<CyberFact>()? {
                CyberFact::CpiShot {
                    who, weapon, check, ..
                } => Some((*who, weapon, check)),
                _ => None,
            })?;
    if check.success() == Some(false) {
        return None;
    }
    let gear = ctx
        .state
        .combatant(shooter)
        .and_then(|c| c.gear.iter().find(|g| &g.key == key));
    Some(Hit {
        victim: Some(crate::rules::names::resolve(ctx.state, target).ok()?),
        attacker: Some(shooter),
        weapon: Some(gear.map_or_else(
            || key.clone(),
            |g| crate::rules::gear_labels::shown(crate::ID, g).to_string(),
        )),
        damage: gear
            .and_then(|g| g.word("damage"))
            .filter(|d| crate::engine::notation::parse(d).is_ok())
            .map(str::to_string),
        ..Hit::default()
    })
}

/// Whether the last record is a shot the rules call a hit (a difficulty was given and
/// met): only then does the damage form open by itself.
fn shot_hit(ctx: &Context) -> bool {
    use super::super::fact::CyberFact;
    ctx.habits.last_record().is_some_and(|last| {
        last.events.iter().any(|e| {
            matches!(
                e.fact::<CyberFact>(),
                Some(CyberFact::CpiShot { check, .. }) if check.success() == Some(true)
            )
        })
    })
}

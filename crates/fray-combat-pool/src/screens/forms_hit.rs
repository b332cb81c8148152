//! The damage form (SRP-15, SRP-21) after a blow that landed: on the one the last record
//! damaged rather than the selected attacker, on the track the blow hit (stun for stun and
//! electrical damage), its title naming who struck and the boxes the blow already marked,
//! so that the boxes typed are only what comes on top and an Enter never marks them twice.

use crate::model::CombatantId;
use crate::safe_text::escape;
use crate::tui::form::{Context, Field, Form, Hit};

use super::super::command::DamageKind;
use super::super::{PoolFact, fact_of};
use super::text;

/// The damage form: after a blow that landed, for the one it damaged; else on the selected.
pub fn damage(ctx: &Context) -> Form {
    let landed = last_blow(ctx);
    let victim = landed.as_ref().and_then(|(hit, _, _)| ctx.hit_victim(hit));
    let who = match victim {
        Some(c) => Field::choice(text::FIELD_WHO, ctx.names(), c.name.clone()).required(),
        None => ctx.who(text::FIELD_WHO),
    };
    let stun = landed
        .as_ref()
        .is_some_and(|(_, kind, _)| *kind != DamageKind::Physical);
    let mut track = super::forms::track();
    if stun {
        track.value = "stun".into();
    }
    let title = match (&landed, victim) {
        (Some((hit, _, boxes)), Some(c)) => match ctx.hit_attacker(hit) {
            Some(by) => crate::t!(
                "pool-ui-form-damage-hit",
                victim = escape(&c.name),
                attacker = escape(&by.name),
                boxes = *boxes
            ),
            None => crate::t!(
                "pool-ui-form-damage-landed",
                victim = escape(&c.name),
                boxes = *boxes
            ),
        },
        _ => text::form_damage().to_string(),
    };
    Form::new(
        title,
        "damage",
        vec![
            who,
            Field::number(text::FIELD_BOXES, "").required(),
            track,
            super::forms::keyed(text::field_soak(), "soak", text::hint_soak()),
        ],
    )
}

/// The first blow the last record in effect landed: who it damaged and who struck, its
/// kind of damage and the boxes it marked.
fn last_blow(ctx: &Context) -> Option<(Hit, DamageKind, u32)> {
    let last = ctx.habits.last_record()?;
    let facts: Vec<&PoolFact> = last.events.iter().filter_map(fact_of).collect();
    let (victim, kind, total) = facts.iter().find_map(|f| match f {
        PoolFact::Damaged {
            who, kind, total, ..
        } => Some((*who, *kind, *total)),
        _ => None,
    })?;
    let attacker: Option<CombatantId> = facts.iter().find_map(|f| match f {
        PoolFact::Scored { who, .. } => Some(*who),
        PoolFact::MeleeSettled { winner, .. } => *winner,
        _ => None,
    });
    let hit = Hit {
        victim: Some(victim),
        attacker: attacker.filter(|a| *a != victim),
        ..Hit::default()
    };
    Some((hit, kind, total))
}

//! The combat pool's forms (SRP): recharge, allocate, spend, change of intention, total
//! and reduced defense, stress, aim, pool type, ranged attack, melee, throw, blast, evade,
//! damage, heal and the action under way. Each writes one line of the command language.

use crate::model::Combatant;
use crate::script;
use crate::tui::form::{Context, Field, Form, Piece, Plan};
use crate::tui::keymap::Action;

use super::text;

/// The plan for an action in a combat-pool encounter; `None` for actions shared by every
/// system (the caller handles them).
pub fn build(action: Action, ctx: &Context) -> Option<Plan> {
    // Every own key but the blast (which names its targets) acts on the selected one.
    if matches!(action, Action::Own(w) if w != "blast") && ctx.selected().is_none() {
        return Some(Plan::Refuse(text::NOBODY_SELECTED.to_string()));
    }
    let c = ctx.selected();
    let name = ctx.selected_name();
    Some(Plan::Form(match action {
        Action::Own("aim") => return Some(Plan::Line(format!("aim {}", script::word(&name)))),
        Action::Own("recharge") => Form::new(
            text::FORM_RECHARGE,
            "recharge",
            vec![
                ctx.who(text::FIELD_WHO),
                choice(text::FIELD_RECHARGE, &["fast", "slow", "both"], "fast")
                    .hint(text::HINT_RECHARGE),
            ],
        ),
        Action::Own("allocate") => Form::new(
            text::FORM_ALLOCATE,
            "allocate",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::text(text::FIELD_TOKENS, "all")
                    .required()
                    .suggest(counts(&["all"], undrawn(c)))
                    .piece(Piece::Keyword)
                    .hint(text::HINT_ALLOCATE),
            ],
        ),
        Action::Own("reduce-defense") => Form::new(
            text::FORM_REDUCE_DEFENSE,
            "reduce-defense",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(text::FIELD_TOKENS, "1")
                    .required()
                    .hint(text::HINT_REDUCE),
            ],
        ),
        Action::Own("spend") => Form::new(
            text::FORM_SPEND,
            "spend",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(text::FIELD_TOKENS, "1").required(),
                yes_no(text::FIELD_OTHER_POOL, "other").hint(text::HINT_OTHER_POOL),
                Field::text(text::FIELD_PURPOSE, "")
                    .piece(Piece::Framed("for", ""))
                    .hint(text::HINT_PURPOSE),
            ],
        ),
        Action::Declare => Form::new(
            text::FORM_INTEND,
            "intend",
            vec![
                ctx.who(text::FIELD_WHO),
                choice(text::FIELD_COST, &["free", "token", "action"], "free")
                    .hint(text::HINT_COST),
                Field::text(text::FIELD_INTENTION, "")
                    .required()
                    .piece(Piece::Text)
                    .hint(text::HINT_INTENT),
            ],
        ),
        Action::Own("total-defense") => Form::confirm(
            text::FORM_TOTAL_DEFENSE,
            text::confirm_total_defense(&name, undrawn(c)),
            "total-defense",
            vec![ctx.who(text::FIELD_WHO)],
        ),
        Action::Own("stress") => Form::new(
            text::FORM_STRESS,
            "stress",
            vec![
                ctx.who(text::FIELD_WHO),
                choice(
                    text::FIELD_LEVEL,
                    &["low", "moderate", "high"],
                    c.map_or("low", crate::systems::combat_pool::sheet::stress_word),
                ),
            ],
        ),
        Action::Own("pool-type") => Form::new(
            text::FORM_POOL_TYPE,
            "pool",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::text(text::FIELD_POOL_TYPE, pool_type(c))
                    .required()
                    .suggest(vec!["instinct".into(), "tactics".into()])
                    .hint(text::HINT_POOL_TYPE),
                Field::number(
                    text::FIELD_SCORE,
                    c.and_then(|c| c.tokens.as_ref())
                        .and_then(|t| t.score)
                        .map_or_else(String::new, |p| p.to_string()),
                )
                .piece(Piece::Keyed("score"))
                .hint(text::HINT_SCORE),
            ],
        ),
        Action::Attack => Form::new(
            text::FORM_SHOT,
            "attack",
            vec![
                ctx.who(text::FIELD_ATTACKER),
                targets(ctx).piece(Piece::Framed("at", "")).required(),
                hits(),
                dice(),
                range(),
                keyed(text::FIELD_THRESHOLD, "threshold", text::HINT_THRESHOLD),
                keyed(text::FIELD_SPEND, "spend", ""),
                choice(
                    text::FIELD_FIRE_MODE,
                    &["single", "multiple", "spray"],
                    "single",
                ),
                Field::number(text::FIELD_BULLETS, "")
                    .piece(Piece::Glued("="))
                    .hint(text::HINT_BULLETS),
                keyed(text::FIELD_ADJUST, "adjust", text::HINT_ADJUST),
                keyed(text::FIELD_DAMAGE, "damage", text::HINT_POOL_DAMAGE),
                kind(),
                risk(),
                keyed(text::FIELD_CARE, "care", text::HINT_CARE),
                keyed(text::FIELD_SOAK, "soak", text::HINT_SOAK),
            ],
        ),
        Action::Own("melee") => Form::new(
            text::FORM_MELEE,
            "melee",
            vec![
                ctx.who(text::FIELD_ATTACKER),
                opponent(ctx),
                hits(),
                dice(),
                choice(text::FIELD_DEFENCE, &["dodge", "back", "backdice"], "dodge"),
                Field::number(text::FIELD_DEFENDER_ROLL, "")
                    .piece(Piece::Glued("="))
                    .hint(text::HINT_DEFENDER_ROLL),
                keyed(text::FIELD_DAMAGE, "damage", text::HINT_POOL_DAMAGE),
                keyed(
                    text::FIELD_THEIR_DAMAGE,
                    "their-damage",
                    text::HINT_POOL_DAMAGE,
                ),
                kind(),
                yes_no(text::FIELD_RANGED, "ranged"),
                Field::choice(
                    text::FIELD_EFFECT,
                    words(&["", "damage", "ground", "hold", "advantage"]),
                    "",
                )
                .piece(Piece::Keyed("effect"))
                .hint(text::HINT_EFFECT),
                keyed(text::FIELD_SPEND, "spend", ""),
                keyed(text::FIELD_SOAK, "soak", text::HINT_SOAK),
                risk(),
            ],
        ),
        Action::Own("throw") => Form::new(
            text::FORM_THROW,
            "throw",
            vec![
                ctx.who(text::FIELD_WHO),
                targets(ctx).piece(Piece::Framed("at", "")),
                hits(),
                dice(),
                range(),
                keyed(text::FIELD_THRESHOLD, "threshold", text::HINT_THRESHOLD),
                keyed(text::FIELD_SPEND, "spend", ""),
            ],
        ),
        Action::Own("blast") => Form::new(
            text::FORM_BLAST,
            "blast",
            vec![
                Field::text(
                    text::FIELD_TARGETS,
                    c.map_or_else(String::new, |c| c.slug()),
                )
                .required()
                .suggest(slugs(ctx))
                .piece(Piece::Keyword)
                .hint(text::HINT_TARGETS),
                keyed(text::FIELD_DAMAGE, "damage", "").required(),
                kind(),
                risk(),
                keyed(text::FIELD_SOAK, "soak", text::HINT_SOAK),
                Field::choice(text::FIELD_BY, with_none(slugs(ctx)), "")
                    .piece(Piece::Framed("by", "")),
            ],
        ),
        Action::Own("evade") => Form::new(
            text::FORM_EVADE,
            "evade",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(text::FIELD_TOKENS, "1")
                    .required()
                    .hint(text::HINT_EVADE),
            ],
        ),
        Action::Wound => Form::new(
            text::FORM_DAMAGE,
            "damage",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(text::FIELD_BOXES, "").required(),
                track(),
                keyed(text::FIELD_SOAK, "soak", text::HINT_SOAK),
            ],
        ),
        Action::Heal => Form::new(
            text::FORM_POOL_HEAL,
            "heal",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(text::FIELD_BOXES, "1").required(),
                track(),
            ],
        ),
        Action::Own("pending") => Form::new(
            text::FORM_PENDING,
            "pending",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::text(
                    text::FIELD_PENDING,
                    c.and_then(|c| c.pending.clone()).unwrap_or_default(),
                )
                .piece(Piece::Text)
                .hint(text::HINT_PENDING),
            ],
        ),
        _ => return None,
    }))
}

fn words(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

fn with_none(mut list: Vec<String>) -> Vec<String> {
    list.insert(0, String::new());
    list
}

fn choice(label: &'static str, options: &[&str], value: &str) -> Field {
    Field::choice(label, words(options), value)
        .required()
        .piece(Piece::Keyword)
}

fn yes_no(label: &'static str, word: &'static str) -> Field {
    Field::choice(label, vec![text::NO.into(), word.into()], text::NO).piece(Piece::Flag)
}

fn keyed(label: &'static str, key: &'static str, hint: &'static str) -> Field {
    Field::number(label, "").piece(Piece::Keyed(key)).hint(hint)
}

fn hits() -> Field {
    keyed(text::FIELD_HITS, "hits", text::HINT_HITS)
}

fn dice() -> Field {
    keyed(text::FIELD_ROLL_DICE, "dice", text::HINT_DICE)
}

fn range() -> Field {
    choice(
        text::FIELD_RANGE,
        &["short", "medium", "long", "extreme"],
        "short",
    )
}

fn kind() -> Field {
    Field::choice(text::FIELD_KIND, words(&["", "stun", "electrical"]), "")
        .piece(Piece::Keyword)
        .hint(text::HINT_KIND)
}

fn risk() -> Field {
    Field::choice(text::FIELD_RISK, words(&["", "low", "high"]), "")
        .piece(Piece::Keyed("risk"))
        .hint(text::HINT_RISK)
}

fn track() -> Field {
    Field::choice(text::FIELD_TRACK, words(&["", "stun"]), "")
        .piece(Piece::Keyword)
        .hint(text::HINT_KIND)
}

fn undrawn(c: Option<&Combatant>) -> u32 {
    c.and_then(|c| c.tokens.as_ref()).map_or(0, |t| t.undrawn)
}

fn pool_type(c: Option<&Combatant>) -> String {
    c.and_then(|c| c.tokens.as_ref())
        .map(|t| t.pool_type.clone())
        .filter(|t| !t.is_empty())
        .unwrap_or_else(|| "instinct".into())
}

/// `all`, then 1 to `max`.
fn counts(first: &[&str], max: u32) -> Vec<String> {
    let mut out = words(first);
    out.extend((1..=max).map(|n| n.to_string()));
    out
}

fn slugs(ctx: &Context) -> Vec<String> {
    ctx.state.combatants.iter().map(|c| c.slug()).collect()
}

/// The first combatant on another side than the selected one.
fn foe<'a>(ctx: &Context<'a>) -> Option<&'a Combatant> {
    let me = ctx.selected()?;
    ctx.last_target
        .filter(|t| *t != me.id)
        .and_then(|t| ctx.state.combatant(t))
        .or_else(|| ctx.state.combatants.iter().find(|c| c.side != me.side))
}

/// Targets as slugs, several joined with commas; on a foe of the selected one.
fn targets(ctx: &Context) -> Field {
    Field::text(
        text::FIELD_TARGETS,
        foe(ctx).map_or_else(String::new, |c| c.slug()),
    )
    .suggest(slugs(ctx))
    .hint(text::HINT_TARGETS)
}

/// One opponent, by name.
fn opponent(ctx: &Context) -> Field {
    Field::choice(
        text::FIELD_TARGET,
        ctx.names(),
        foe(ctx).map_or_else(String::new, |c| c.name.clone()),
    )
    .required()
}

#[cfg(test)]
#[path = "forms_tests.rs"]
mod tests;

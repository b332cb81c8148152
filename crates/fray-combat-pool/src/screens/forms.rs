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
            text::form_recharge(),
            "recharge",
            vec![
                ctx.who(text::FIELD_WHO),
                choice(text::field_recharge(), &["fast", "slow", "both"], "fast")
                    .hint(text::hint_recharge()),
            ],
        ),
        Action::Own("allocate") => {
            // `all` in the GM's language (`tout`), which the line reads back.
            let all = french(&words(&["all"]))
                .pop()
                .unwrap_or_else(|| "all".into());
            let mut fields = vec![
                ctx.who(text::FIELD_WHO),
                Field::text(text::field_tokens(), &all)
                    .required()
                    .suggest(counts(&[all.as_str()], undrawn(c)))
                    .piece(Piece::Keyword)
                    .hint(text::hint_allocate()),
            ];
            // At a real bag the faces may stay unknown until the tokens are turned over.
            if crate::engine::table_dice::table_mode(ctx.state) {
                fields.push(
                    Field::text(
                        crate::engine::table_dice_words::slot_word(
                            ctx.state.system,
                            crate::rolls::BAG,
                        ),
                        "",
                    )
                    .piece(Piece::Keyed(crate::rolls::BAG))
                    .hint(text::hint_face_down_bag()),
                );
            }
            Form::new(text::form_allocate(), "allocate", fields)
        }
        Action::Own("reduce-defense") => Form::new(
            text::form_reduce_defense(),
            "reduce-defense",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(text::field_tokens(), "1")
                    .required()
                    .hint(text::hint_reduce()),
            ],
        ),
        Action::Own("spend") => Form::new(
            text::form_spend(),
            "spend",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(text::field_tokens(), "1").required(),
                yes_no(text::field_other_pool(), "other").hint(text::hint_other_pool()),
                Field::text(text::field_purpose(), "")
                    .piece(Piece::Framed("for", ""))
                    .hint(text::hint_purpose()),
            ],
        ),
        Action::Declare => Form::new(
            text::form_intend(),
            "intend",
            vec![
                ctx.who(text::FIELD_WHO),
                choice(text::field_cost(), &["free", "token", "action"], "free")
                    .hint(text::hint_cost()),
                Field::text(text::field_intention(), "")
                    .required()
                    .piece(Piece::Text)
                    .hint(text::HINT_INTENT),
                crate::tui::form::secrecy::field(ctx.state, c),
            ],
        ),
        Action::Own("total-defense") => Form::confirm(
            text::form_total_defense(),
            text::confirm_total_defense(&name, undrawn(c)),
            "total-defense",
            vec![ctx.who(text::FIELD_WHO)],
        ),
        Action::Own("stress") => Form::new(
            text::form_stress(),
            "stress",
            vec![
                ctx.who(text::FIELD_WHO),
                choice(
                    text::field_level(),
                    &["low", "moderate", "high"],
                    c.map_or("low", crate::sheet::stress_word),
                ),
            ],
        ),
        Action::Own("pool-type") => Form::new(
            text::form_pool_type(),
            "pool",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::text(text::field_pool_type(), pool_type(c))
                    .required()
                    .suggest(pool_types())
                    .hint(text::hint_pool_type()),
                Field::number(
                    text::field_score(),
                    c.and_then(|c| c.tokens.as_ref())
                        .and_then(|t| t.score)
                        .map_or_else(String::new, |p| p.to_string()),
                )
                .piece(Piece::Keyed("score"))
                .hint(text::hint_score()),
            ],
        ),
        Action::Attack => Form::new(
            text::form_shot(),
            "attack",
            vec![
                ctx.who(text::FIELD_ATTACKER),
                targets(ctx).piece(Piece::Names("at")).required(),
                hits(),
                dice(),
                range(),
                keyed(text::field_threshold(), "threshold", text::hint_threshold()),
                keyed(text::field_spend(), "spend", ""),
                choice(
                    text::field_fire_mode(),
                    &["single", "multiple", "spray"],
                    "single",
                ),
                Field::number(text::field_bullets(), "")
                    .piece(Piece::Glued("="))
                    .hint(text::hint_bullets()),
                keyed(text::field_adjust(), "adjust", text::hint_adjust()),
                keyed(text::FIELD_DAMAGE, "damage", text::hint_pool_damage()),
                kind(),
                risk(),
                keyed(text::field_care(), "care", text::hint_care()),
                keyed(text::field_soak(), "soak", text::hint_soak()),
                keyed(text::field_token(), "token", text::hint_token()),
            ],
        ),
        Action::Own("melee") => Form::new(
            text::form_melee(),
            "melee",
            vec![
                ctx.who(text::FIELD_ATTACKER),
                opponent(ctx),
                hits(),
                dice(),
                choice(
                    text::field_defence(),
                    &["dodge", "back", "backdice"],
                    "dodge",
                ),
                Field::number(text::field_defender_roll(), "")
                    .piece(Piece::Glued("="))
                    .hint(text::hint_defender_roll()),
                keyed(text::FIELD_DAMAGE, "damage", text::hint_pool_damage()),
                keyed(
                    text::field_their_damage(),
                    "their-damage",
                    text::hint_pool_damage(),
                ),
                kind(),
                yes_no(text::field_ranged(), "ranged"),
                keywords(
                    text::field_effect(),
                    &["", "damage", "ground", "hold", "advantage"],
                    "",
                )
                .piece(Piece::Keyed("effect"))
                .hint(text::hint_effect()),
                keyed(text::field_spend(), "spend", ""),
                keyed(text::field_soak(), "soak", text::hint_soak()),
                risk(),
            ],
        ),
        Action::Own("throw") => Form::new(
            text::form_throw(),
            "throw",
            vec![
                ctx.who(text::FIELD_WHO),
                targets(ctx).piece(Piece::Names("at")),
                hits(),
                dice(),
                range(),
                keyed(text::field_threshold(), "threshold", text::hint_threshold()),
                keyed(text::field_spend(), "spend", ""),
            ],
        ),
        Action::Own("blast") => Form::new(
            text::form_blast(),
            "blast",
            vec![
                Field::text(
                    text::field_targets(),
                    c.map_or_else(String::new, |c| c.slug()),
                )
                .required()
                .suggest(slugs(ctx))
                .piece(Piece::Names(""))
                .hint(text::hint_targets()),
                keyed(text::FIELD_DAMAGE, "damage", "").required(),
                kind(),
                risk(),
                keyed(text::field_soak(), "soak", text::hint_soak()),
                Field::choice(text::field_by(), with_none(slugs(ctx)), "")
                    .piece(Piece::Named("by")),
            ],
        ),
        Action::Own("evade") => Form::new(
            text::form_evade(),
            "evade",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(text::field_tokens(), "1")
                    .required()
                    .hint(text::hint_evade()),
            ],
        ),
        Action::Wound => super::forms_hit::damage(ctx),
        Action::Heal => Form::new(
            text::form_pool_heal(),
            "heal",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(text::FIELD_BOXES, "1").required(),
                track(),
            ],
        ),
        Action::Own("pending") => Form::new(
            text::form_pending(),
            "pending",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::text(
                    text::field_pending(),
                    c.and_then(|c| c.pending.clone()).unwrap_or_default(),
                )
                .piece(Piece::Text)
                .hint(text::hint_pending()),
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

/// In French, each keyword shown as the first French word the reader takes for it
/// (`rapide` for `fast`, `faible` for `low`); the line still gets the keyword. Nothing in
/// English, where the keywords are the words.
fn french(options: &[String]) -> Vec<String> {
    if crate::i18n::current() != crate::i18n::Lang::Fr {
        return Vec::new();
    }
    options
        .iter()
        .map(|o| {
            super::super::verbs::words::FRENCH
                .iter()
                .find(|(en, _)| en == o)
                .and_then(|(_, fr)| fr.first())
                .map_or_else(|| o.clone(), |fr| (*fr).to_string())
        })
        .collect()
}

/// A choice among keywords, shown in the GM's language.
fn keywords(label: &'static str, options: &[&str], value: &str) -> Field {
    let options = words(options);
    let labels = french(&options);
    Field::choice(label, options, value).labels(labels)
}

fn choice(label: &'static str, options: &[&str], value: &str) -> Field {
    keywords(label, options, value)
        .required()
        .piece(Piece::Keyword)
}

/// A flag field: « non » or the keyword, shown in the GM's language (`autre` for
/// `other`); the line gets the keyword.
fn yes_no(label: &'static str, word: &'static str) -> Field {
    let options = vec![text::NO.to_string(), word.to_string()];
    let mut labels = french(&options);
    if let Some(no) = labels.first_mut() {
        *no = crate::i18n::fixed("form-flag-no").to_string();
    }
    Field::choice(label, options, text::NO)
        .labels(labels)
        .piece(Piece::Flag)
}

/// A `key=N` number field with its hint.
pub(super) fn keyed(label: &'static str, key: &'static str, hint: &'static str) -> Field {
    Field::number(label, "").piece(Piece::Keyed(key)).hint(hint)
}

fn hits() -> Field {
    keyed(text::field_hits(), "hits", text::hint_hits())
}

fn dice() -> Field {
    keyed(text::field_roll_dice(), "dice", text::hint_dice())
}

fn range() -> Field {
    choice(
        text::field_range(),
        &["short", "medium", "long", "extreme"],
        "short",
    )
}

fn kind() -> Field {
    keywords(text::field_kind(), &["", "stun", "electrical"], "")
        .piece(Piece::Keyword)
        .hint(text::hint_kind())
}

fn risk() -> Field {
    keywords(text::field_risk(), &["", "low", "high"], "")
        .piece(Piece::Keyed("risk"))
        .hint(text::hint_risk())
}

/// The monitor a damage or heal goes to: physical (none) or stun.
pub(super) fn track() -> Field {
    keywords(text::field_track(), &["", "stun"], "")
        .piece(Piece::Keyword)
        .hint(text::hint_kind())
}

fn undrawn(c: Option<&Combatant>) -> u32 {
    c.and_then(|c| c.tokens.as_ref()).map_or(0, |t| t.undrawn)
}

/// The shipped pool types, in the GM's words.
fn pool_types() -> Vec<String> {
    let types = words(&["instinct", "tactics"]);
    let shown = french(&types);
    if shown.is_empty() { types } else { shown }
}

/// The pool type the form starts at, in the GM's words (`tactique` in French, which the
/// reader keeps as `tactics`).
fn pool_type(c: Option<&Combatant>) -> String {
    let stored = c
        .and_then(|c| c.tokens.as_ref())
        .map(|t| t.pool_type.clone())
        .filter(|t| !t.is_empty())
        .unwrap_or_else(|| "instinct".into());
    french(std::slice::from_ref(&stored))
        .pop()
        .unwrap_or(stored)
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

/// Whom the selected one means to attack: named in their intention, else attacked last,
/// else the nearest enemy; never themselves.
fn foe<'a>(ctx: &Context<'a>) -> Option<&'a Combatant> {
    ctx.guess_target(ctx.selected()?)
}

/// Targets as slugs, several joined with commas; on a foe of the selected one.
fn targets(ctx: &Context) -> Field {
    Field::text(
        text::field_targets(),
        foe(ctx).map_or_else(String::new, |c| c.slug()),
    )
    .suggest(slugs(ctx))
    .hint(text::hint_targets())
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

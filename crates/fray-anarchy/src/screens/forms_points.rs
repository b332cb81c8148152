//! The Anarchy points forms (ANA-05 to ANA-07, ANA-OP-02): a player's spend, the GM's
//! spend from the GM's pool, an interposition, the GM's reorder for one Turn, New threat,
//! an award and a new session. The engine refuses what the pools do not allow, on the form.

use crate::i18n::fixed;
use crate::model::Combatant;
use crate::tui::form::{Context, Field, Form, Piece};

use super::choice_words::keywords;
use super::forms::{Build, default_target, framed, target_field, who};

/// The spends a player (or the GM for an NPC) makes with `spend`, with their effect.
const SPENDS: &[&str] = &[
    "well-disposed",
    "malfunction",
    "interruption",
    "go",
    "first-aid",
    "take-a-risk",
    "riposte",
];

/// The spends the GM makes from the GM's pool (ANA-07).
const GM_SPENDS: &[&str] = &[
    "take-a-risk",
    "new-threat",
    "well-disposed",
    "malfunction",
    "interruption",
    "go",
    "riposte",
];

/// The form for a points key; `None`: not one of them.
pub fn build(word: &str) -> Option<Build> {
    Some(match word {
        "ana-spend" => spend,
        "ana-gm-spend" => gm_spend,
        "ana-interpose" => interpose,
        "ana-reorder" => reorder,
        "ana-new-threat" => new_threat,
        "ana-award" => award,
        "ana-session" => session,
        _ => return None,
    })
}

/// The GM as the spender: the line gets `gm`, the GM reads "GM" / "MJ".
fn gm() -> Field {
    keywords(fixed("ana-field-who"), &["gm"], "gm").required()
}

/// The target of a spend that names one (first aid, take a risk): empty by default.
fn spend_target(ctx: &Context) -> Field {
    target_field(ctx, None)
        .piece(Piece::Named("on"))
        .hint(fixed("ana-keys-hint-spend-target"))
}

/// A player's spend; the title says the points the spender holds.
fn spend(ctx: &Context, c: &Combatant) -> Form {
    let held = c.counter(super::super::decide::sheet::ANARCHY);
    Form::new(
        crate::t!("ana-keys-form-spend", name = c.name.clone(), points = held),
        "spend",
        vec![
            who(ctx, c),
            keywords(fixed("ana-keys-field-spend"), SPENDS, "well-disposed").required(),
            spend_target(ctx),
            keywords(
                fixed("ana-keys-field-first-aid"),
                &["", "armor", "physical", "stun"],
                "",
            )
            .hint(fixed("ana-keys-hint-first-aid")),
        ],
    )
}

/// The GM's spend: a take-a-risk lands on the player narrating (the selected one); the
/// title says the points left in the GM's pool.
fn gm_spend(ctx: &Context, c: &Combatant) -> Form {
    let on = (c.side == crate::model::Side::Pc).then_some(c);
    let left = super::super::decide::gm::pool(ctx.state);
    Form::new(
        crate::t!("ana-keys-form-gm-spend", points = left),
        "spend",
        vec![
            gm(),
            keywords(fixed("ana-keys-field-spend"), GM_SPENDS, "take-a-risk").required(),
            spend_target(ctx).with_value(on),
        ],
    )
}

fn new_threat(_ctx: &Context, _c: &Combatant) -> Form {
    Form::new(
        fixed("ana-keys-form-new-threat"),
        "spend",
        vec![
            gm(),
            keywords(fixed("ana-keys-field-spend"), &["new-threat"], "new-threat").required(),
        ],
    )
}

/// `c` takes the hit meant for the target (ANA-06): the one narrating's target by default.
fn interpose(ctx: &Context, c: &Combatant) -> Form {
    let protected = super::forms::actor(&Context {
        selected: None,
        ..*ctx
    })
    .filter(|a| a.id != c.id)
    .or_else(|| default_target(ctx, c).filter(|o| o.side == c.side));
    Form::new(
        fixed("ana-keys-form-interpose"),
        "interpose",
        vec![
            who(ctx, c),
            Field::number(fixed("ana-keys-field-defense"), "").required(),
            target_field(ctx, protected)
                .required()
                .piece(Piece::Named("for")),
            framed(fixed("ana-keys-field-attack-hits"), "vs").required(),
        ],
    )
}

/// The GM's one-Turn change of the players' order: reversed, random or as typed.
fn reorder(_ctx: &Context, _c: &Combatant) -> Form {
    let mut field = keywords(
        fixed("ana-keys-field-order"),
        &["reverse", "random"],
        "reverse",
    );
    field.free = true;
    Form::new(
        fixed("ana-keys-form-reorder"),
        "reorder",
        vec![
            field
                .required()
                .piece(Piece::Words)
                .hint(fixed("ana-keys-hint-order")),
        ],
    )
}

/// Points to a player or to the GM's pool: the line gets `gm` bare, a name as a word.
fn award(ctx: &Context, c: &Combatant) -> Form {
    let mut options = vec!["gm".to_string()];
    options.extend(
        ctx.state
            .combatants
            .iter()
            .map(|o| crate::script::word(&o.name)),
    );
    let mut labels = vec![super::choice_words::word_label("gm")];
    labels.extend(ctx.names());
    Form::new(
        fixed("ana-keys-form-award"),
        "award",
        vec![
            Field::choice(
                fixed("ana-field-who"),
                options,
                crate::script::word(&c.name),
            )
            .labels(labels)
            .required()
            .piece(Piece::Keyword),
            Field::number(fixed("ana-keys-field-points"), "1").required(),
        ],
    )
}

fn session(_ctx: &Context, _c: &Combatant) -> Form {
    Form::confirm(
        fixed("ana-keys-form-session"),
        fixed("ana-keys-confirm-session").to_string(),
        "session",
        Vec::new(),
    )
}

/// Sets a choice field's value to a combatant's name, when there is one.
trait WithValue {
    fn with_value(self, c: Option<&Combatant>) -> Self;
}

impl WithValue for Field {
    fn with_value(mut self, c: Option<&Combatant>) -> Field {
        if let Some(c) = c {
            self.value = c.name.clone();
        }
        self
    }
}

//! The time family's forms (COR-01 to COR-12): the declared count, the declared action due
//! now and the undeclared one in its place, an undeclared, innate or long action, a delay,
//! a reaction to a sudden event, survival mode, priority in a segment and confidence
//! points. Rolls name their sheet keys (`with`) or their dice; the table's dice come as
//! extra fields under `dice=table`.

use crate::i18n::fixed;
use crate::model::Combatant;
use crate::tui::form::{Context, Field, Form, Piece};
use crate::tui::keymap::Action;

use super::choice_words::{counts, flag};
use super::forms::{
    Build, default_target, framed, other_field, skills_of, stats_of, who, with_field,
};

/// The form of a key of the time family; `None`: not one of them.
pub fn build(action: Action) -> Option<Build> {
    Some(match action {
        Action::Declare => declare,
        Action::Test => act,
        Action::Own("cor-instead") => instead,
        Action::Own("cor-quick") => quick,
        Action::Own("cor-innate") => innate,
        Action::Own("cor-long") => long,
        Action::Delay => delay,
        Action::Surprise => startle,
        Action::Own("cor-survival") => survival,
        Action::Own("cor-priority") => priority,
        Action::Own("cor-confidence") => confidence,
        _ => return None,
    })
}

/// The habit verb under which a fighter's last announced count is remembered.
pub const DECLARED_COUNT: &str = "declare";

/// `declare WHO N [force]` (COR-03, COR-04): 0 to 5, out of the announcement order with
/// `force`. While counts are announced, on the one whose turn it is to announce (not the
/// selection, who may have announced already), the focus on the count, and the next
/// announcer's opens after it. The count is the one this fighter announced last turn
/// (1 the first time).
fn declare(ctx: &Context, c: &Combatant) -> Form {
    let due = (ctx.state.step == crate::model::Step::Declaration)
        .then(|| super::super::decide::declare::announcing(ctx.state))
        .flatten()
        .and_then(|id| ctx.state.combatant(id));
    let whom = due.unwrap_or(c);
    let last = ctx
        .habits
        .last_skill(whom.id, DECLARED_COUNT)
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    let mut form = Form::new(
        fixed("cor-form-declare"),
        "declare",
        vec![
            who(ctx, whom),
            counts(fixed("cor-field-count"), 0, 5, last),
            flag(fixed("cor-keys-field-force"), "force", false),
        ],
    );
    if due.is_some() {
        form.focus_on(1);
        form.chained()
    } else {
        form
    }
}

/// The fields of an action's roll: what, a stat, a skill, dice, bonus, difficulty, and
/// (`spends`) confidence points and the double action (COR-02, COR-08).
fn roll_fields(c: &Combatant, spends: bool) -> Vec<Field> {
    let mut fields = vec![
        Field::text(fixed("cor-field-what"), "").piece(Piece::Framed("what", "")),
        with_field(fixed("cor-keys-field-stat"), stats_of(c), ""),
        with_field(fixed("cor-keys-field-skill"), skills_of(c), ""),
        framed(fixed("cor-field-dice"), "dice").hint(fixed("cor-keys-hint-dice")),
        framed(fixed("cor-field-bonus"), "bonus"),
        framed(fixed("cor-field-vs"), "vs"),
    ];
    if spends {
        fields.push(framed(fixed("cor-keys-field-confidence"), "confidence"));
        fields.push(flag(fixed("cor-keys-field-double"), "double", false));
    }
    fields
}

fn action(ctx: &Context, c: &Combatant, title: &'static str, verb: &'static str) -> Form {
    let mut fields = vec![who(ctx, c)];
    fields.extend(roll_fields(c, true));
    Form::new(title, verb, fields)
}

/// `act WHO …`: the declared action due in this segment (COR-04, COR-08).
fn act(ctx: &Context, c: &Combatant) -> Form {
    action(ctx, c, fixed("cor-form-act"), "act")
}

/// `act WHO instead …`: an undeclared action in place of the declared one (COR-06).
fn instead(ctx: &Context, c: &Combatant) -> Form {
    let mut fields = vec![
        who(ctx, c),
        Field::choice(
            fixed("cor-keys-field-kind"),
            vec!["instead".into()],
            "instead",
        )
        .labels(vec![crate::t!("cor-keys-word-instead")])
        .piece(Piece::Keyword),
    ];
    fields.extend(roll_fields(c, true));
    Form::new(fixed("cor-keys-form-instead"), "act", fields)
}

/// `quick WHO …`: an undeclared action, −1d on every later one (COR-06).
fn quick(ctx: &Context, c: &Combatant) -> Form {
    action(ctx, c, fixed("cor-keys-form-quick"), "quick")
}

/// `innate WHO … [malus N]`: no ledger malus, the GM's malus in points (COR-09).
fn innate(ctx: &Context, c: &Combatant) -> Form {
    let mut fields = vec![who(ctx, c)];
    fields.extend(roll_fields(c, false));
    fields.push(framed(fixed("cor-keys-field-malus"), "malus"));
    Form::new(fixed("cor-keys-form-innate"), "innate", fields)
}

/// `long WHO TEXT` (COR-10).
fn long(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cor-keys-form-long"),
        "long",
        vec![
            who(ctx, c),
            Field::text(fixed("cor-field-what"), "")
                .required()
                .piece(Piece::Text),
        ],
    )
}

/// `delay WHO N` (COR-05).
fn delay(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cor-keys-form-delay"),
        "delay",
        vec![
            who(ctx, c),
            counts(fixed("cor-keys-field-segments"), 1, 5, 1),
        ],
    )
}

/// `startle WHO vs N [dice N] [bonus N] [freeze]` (COR-07).
fn startle(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cor-keys-form-startle"),
        "startle",
        vec![
            who(ctx, c),
            framed(fixed("cor-field-vs"), "vs")
                .required()
                .hint(fixed("cor-keys-hint-startle")),
            framed(fixed("cor-field-dice"), "dice").hint(fixed("cor-keys-hint-reaction")),
            framed(fixed("cor-field-bonus"), "bonus"),
            flag(fixed("cor-keys-field-freeze"), "freeze", false),
        ],
    )
}

/// `survival WHO [vs N] [dice N] [bonus N]` (COR-11).
fn survival(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cor-keys-form-survival"),
        "survival",
        vec![
            who(ctx, c),
            framed(fixed("cor-field-vs"), "vs").hint(fixed("cor-keys-hint-survival")),
            framed(fixed("cor-field-dice"), "dice").hint(fixed("cor-keys-hint-reaction")),
            framed(fixed("cor-field-bonus"), "bonus"),
        ],
    )
}

/// `priority WHO WHO [surprise WHO N] [reroll]` (COR-12).
fn priority(ctx: &Context, c: &Combatant) -> Form {
    // The surprised one by slug (a name may hold spaces), shown by name; none by default.
    let mut slugs = vec![String::new()];
    let mut names = vec![crate::t!("cor-keys-word-none")];
    for o in &ctx.state.combatants {
        slugs.push(o.slug());
        names.push(o.name.clone());
    }
    Form::new(
        fixed("cor-keys-form-priority"),
        "priority",
        vec![
            who(ctx, c),
            other_field(ctx, fixed("cor-keys-field-against"), default_target(ctx, c)),
            Field::choice(fixed("cor-keys-field-surprised"), slugs, "")
                .labels(names)
                .piece(Piece::Named("surprise")),
            Field::number(fixed("cor-keys-field-surprise-malus"), "")
                .hint(fixed("cor-keys-hint-surprise")),
            flag(fixed("cor-letter-field-reroll"), "reroll", false),
        ],
    )
}

/// `confidence WHO [N]` (COR-08, COR-OP-21): back to the sheet's without N.
fn confidence(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cor-keys-form-confidence"),
        "confidence",
        vec![
            who(ctx, c),
            Field::number(fixed("cor-keys-field-points"), "").hint(fixed("cor-keys-hint-points")),
        ],
    )
}

//! The Polaris 3e forms: test, attack, wound, heal, declare, delay, marker, surprise.

use crate::i18n::fixed;
use crate::model::{Combatant, Step};
use crate::tui::form::{Context, Field, Form, Piece, Plan};
use crate::tui::keymap::Action;
use crate::tui::text;

use super::attack_guess;
use super::form_fields::{
    difficulty_field, french_labels, harder, location, modifiers, retry_field, severity, weapon,
    yes_no,
};

/// The plan for a Polaris action.
pub fn build(action: Action, ctx: &Context) -> Option<Plan> {
    let c = ctx.selected();
    Some(Plan::Form(match action {
        Action::Declare => return Some(Plan::Form(declare(ctx))),
        Action::Test => Form::new(
            fixed("pol-form-test"),
            "test",
            vec![
                ctx.who(text::FIELD_WHO),
                skill(ctx, c, "test", None),
                difficulty_field(),
                modifiers(),
                retry_field(),
                yes_no(fixed("pol-field-secret"), "secret"),
                harder(),
            ],
        ),
        Action::Attack => attack(ctx),
        Action::Wound => Form::new(
            fixed("pol-form-wound"),
            "wound",
            vec![
                wounded(ctx),
                location(),
                severity(false),
                Field::number(text::FIELD_DAMAGE, "")
                    .piece(Piece::Keyed("damage"))
                    .hint(fixed("pol-hint-wound-damage")),
                yes_no(fixed("pol-field-bleeding"), "bleeding"),
            ],
        ),
        Action::Heal => Form::new(
            fixed("pol-form-heal"),
            "heal",
            vec![
                ctx.who(text::FIELD_WHO),
                location().required(),
                severity(true),
                Field::number(text::FIELD_BOXES, "1"),
            ],
        ),
        Action::Delay => Form::new(
            fixed("pol-form-delay"),
            "delay",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(fixed("pol-field-phase"), "").hint(fixed("pol-hint-delay-phase")),
            ],
        ),
        Action::Marker => Form::new(
            fixed("pol-form-marker"),
            "marker",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(fixed("pol-field-phase"), "").required(),
                Field::number(fixed("pol-field-malus"), "").hint(text::HINT_OPTIONAL),
            ],
        ),
        Action::Surprise => Form::new(
            fixed("pol-form-surprise"),
            "surprise",
            vec![
                Field::text(
                    fixed("pol-field-who-several"),
                    ctx.selected().map_or_else(String::new, |c| c.slug()),
                )
                .required()
                .piece(Piece::Words)
                .suggest(slugs(ctx))
                .hint(fixed("pol-hint-several")),
                Field::number(fixed("pol-field-modifier"), "").hint(text::HINT_OPTIONAL),
            ],
        ),
        _ => return None,
    }))
}

/// The skill field for `verb` (`test` or `attack`): on `guessed` (an attack's declared
/// weapon or melee), else the skill `c` last used for that verb, else their best weapon
/// skill for an attack (those of the weapons they carry first), their best other skill
/// for a test. An attack offers the skills of the attacker's weapons first. Each is shown
/// by its readable name (`Combat armé`, `Armed combat`).
fn skill(ctx: &Context, c: Option<&Combatant>, verb: &str, guessed: Option<String>) -> Field {
    let attack = verb == "attack";
    let options: Vec<String> = match c {
        Some(c) if attack => attack_guess::attack_skills(c),
        Some(c) => c.skills.keys().chain(c.stats.keys()).cloned().collect(),
        None => Vec::new(),
    };
    let canonical = |s: &str| crate::system().canonical(s);
    let default = c
        .and_then(|c| {
            guessed
                .filter(|s| options.contains(s))
                .or_else(|| {
                    ctx.guess_skill(c, verb, |s| options.contains(&canonical(s)))
                        .map(|s| canonical(&s))
                })
                .or_else(|| attack.then(|| attack_guess::carried_skill(c)).flatten())
                .or_else(|| crate::skill_words::best(c, attack))
        })
        .or_else(|| options.first().cloned())
        .unwrap_or_default();
    // Shown by their names in the GM's language, each a name the parser reads back as
    // the same skill; the line keeps the sheet's key.
    let labels = options
        .iter()
        .map(|key| crate::skill_words::label(key))
        .collect();
    Field::text(text::FIELD_SKILL, default)
        .required()
        .suggest(options)
        .labels(labels)
        .hint(fixed("pol-hint-skill"))
}

/// The attack form: attacker, target and skill, then the dice a GM with dice in hand
/// gives (the d20, the damage roll, the location die; empty: fray rolls them, or asks
/// for them when the table rolls), then the rest. Prefilled from the attacker's declared
/// intent (its weapon, melee, a charge); when the target and skill are guessed, the focus
/// is on the d20.
fn attack(ctx: &Context) -> Form {
    let c = attacker(ctx);
    let intent = c.map(attack_guess::of_intent).unwrap_or_default();
    let table = crate::engine::table_dice::table_mode(ctx.state);
    let (d20_hint, location_hint) = if table {
        ("pol-hint-d20-table", "pol-hint-location-die-table")
    } else {
        ("pol-hint-d20", "pol-hint-location-die")
    };
    let flag = |label, word: &'static str, on: bool| {
        let mut field = yes_no(label, word);
        if on {
            field.value = word.to_string();
        }
        field
    };
    let mut weapon = weapon(c);
    if let Some(key) = intent.weapon.filter(|k| weapon.options.contains(k)) {
        weapon.value = key;
    }
    let mut form = Form::new(
        fixed("pol-form-attack"),
        "attack",
        vec![
            named(ctx, text::FIELD_ATTACKER, c),
            target(ctx, c),
            skill(ctx, c, "attack", intent.skill),
            Field::text(fixed("pol-field-d20"), "")
                .piece(Piece::Keyed(crate::rolls::D20))
                .hint(fixed(d20_hint)),
            Field::text(text::FIELD_DAMAGE, "")
                .piece(Piece::Keyed("damage"))
                .hint(fixed("pol-hint-damage")),
            Field::text(fixed("pol-field-location-die"), "")
                .piece(Piece::Keyed(crate::rolls::LOCATION))
                .hint(fixed(location_hint)),
            location().piece(Piece::Framed("at", "")),
            difficulty_field(),
            modifiers(),
            flag(fixed("pol-field-melee"), "melee", intent.melee),
            flag(fixed("pol-field-charge"), "charge", intent.charge),
            Field::choice(
                fixed("pol-field-technique"),
                vec![
                    String::new(),
                    "powerful".into(),
                    "incapacitating".into(),
                    "precise".into(),
                ],
                "",
            )
            .piece(Piece::Flag),
            yes_no(fixed("pol-field-bleeding"), "bleeding"),
            yes_no(fixed("pol-field-secret"), "secret"),
            // Last, so the fields a GM fills most stay a few keys away.
            weapon,
            Field::choice(
                fixed("pol-field-two-weapons"),
                vec![String::new(), "two-weapons".into(), "second-weapon".into()],
                "",
            )
            .piece(Piece::Flag),
            harder(),
            Field::number(fixed("pol-field-aim"), "")
                .piece(Piece::Keyed("aim"))
                .hint(fixed("pol-hint-aim")),
            Field::text(fixed("pol-field-defence"), "")
                .piece(Piece::Framed("vs", ""))
                .hint(fixed("pol-hint-defence")),
        ],
    );
    if form.fields[..3].iter().all(|f| !f.value.is_empty()) {
        form.focus = 3;
    }
    form
}

fn attacker<'a>(ctx: &Context<'a>) -> Option<&'a Combatant> {
    (ctx.state.step == Step::Resolution)
        .then(|| ctx.state.current.and_then(|m| ctx.state.combatant(m.owner)))
        .flatten()
        .or_else(|| ctx.selected())
}

/// A choice of combatant on `c` (else on the selected one).
fn named(ctx: &Context, label: &'static str, c: Option<&Combatant>) -> Field {
    match c {
        Some(c) => Field::choice(label, ctx.names(), c.name.clone()).required(),
        None => ctx.who(label),
    }
}

/// The target: whom the attacker declared, else whom they attacked last, else the nearest
/// enemy; never the attacker.
fn target(ctx: &Context, attacker: Option<&Combatant>) -> Field {
    let default = attacker
        .and_then(|me| ctx.guess_target(me))
        .map_or_else(String::new, |c| c.name.clone());
    Field::choice(text::FIELD_TARGET, ctx.names(), default).required()
}

/// The declaration: during declarations, for whoever declares now (whatever the
/// selection), prefilled with what they declared last, rushed or not, and passing the word
/// on when done (`declare WHO "TEXT" rush next`); at another time, for the selected
/// combatant.
fn declare(ctx: &Context) -> Form {
    let current = (ctx.state.step == Step::Declaration)
        .then(|| ctx.state.current.and_then(|m| ctx.state.combatant(m.owner)))
        .flatten();
    let c = current.or_else(|| ctx.selected());
    let who = named(ctx, text::FIELD_WHO, c);
    let intent = c
        .and_then(|c| {
            c.declaration
                .clone()
                .filter(|d| !d.is_empty())
                .or_else(|| ctx.habits.last_intent(c.id).map(str::to_string))
        })
        .unwrap_or_default();
    let mut fields = vec![
        who,
        Field::text(fixed("pol-field-intent"), intent)
            .required()
            .piece(Piece::Text)
            .hint(text::HINT_INTENT),
    ];
    if current.is_some() {
        let rush = [text::NO.to_string(), "rush".to_string()];
        fields.push(
            Field::choice(fixed("pol-field-rush"), rush.to_vec(), text::NO)
                .labels(french_labels(&rush, |k| {
                    (k == "rush").then(|| fixed("pol-rush-yes"))
                }))
                .piece(Piece::Flag)
                .hint(fixed("pol-hint-rush")),
        );
        fields.push(
            Field::choice(
                fixed("pol-field-then"),
                vec![text::NO.to_string(), "next".to_string()],
                "next",
            )
            .labels(french_labels(
                &[text::NO.to_string(), "next".to_string()],
                |k| (k == "next").then(|| fixed("pol-then-next")),
            ))
            .piece(Piece::Flag)
            .hint(fixed("pol-hint-then")),
        );
    }
    fields.push(crate::tui::form::secrecy::field(ctx.state, c));
    // The intent has the focus, prefilled or not: Enter keeps it, typing changes it.
    let mut form = Form::new(fixed("pol-form-declare"), "declare", fields);
    form.focus = 1;
    form
}

fn slugs(ctx: &Context) -> Vec<String> {
    ctx.state.combatants.iter().map(|c| c.slug()).collect()
}

#[cfg(test)]
#[path = "forms_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "forms_guess_tests.rs"]
mod guess_tests;

/// The wound form's `who`: the one the last record's attack hit when that blow could deal
/// no damage (no damage roll given, a weapon with no damage dice: the GM gives the wound by
/// hand), else the selected combatant.
fn wounded(ctx: &Context) -> Field {
    use crate::PolarisCommand;
    use crate::fact::PolarisFact;
    let hit = ctx.habits.last_record().and_then(|last| {
        let no_damage = last
            .events
            .iter()
            .any(|e| matches!(e.fact::<PolarisFact>(), Some(PolarisFact::NoDamage { .. })));
        let Some(PolarisCommand::Attack { strike, .. }) = last.command.own::<PolarisCommand>()
        else {
            return None;
        };
        no_damage
            .then(|| crate::rules::names::resolve(ctx.state, &strike.target).ok())
            .flatten()
            .and_then(|id| ctx.state.combatant(id))
    });
    match hit {
        Some(victim) => Field::choice(text::FIELD_WHO, ctx.names(), victim.name.clone()).required(),
        None => ctx.who(text::FIELD_WHO),
    }
}

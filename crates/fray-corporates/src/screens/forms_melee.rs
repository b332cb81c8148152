//! The special situations, melee and damage forms (COR-29 to COR-43): a strike with its
//! special kind and situation, a dodge, engagement and disengagement (and following it), a
//! trip, a grapple and a throw, a bull rush, drawing (and drawing to use at once), held at
//! gunpoint and trying to act, a duel, damage against soak, healing and repairs.

use crate::i18n::fixed;
use crate::model::Combatant;
use crate::tui::form::{Context, Field, Form, Hit, Piece};
use crate::tui::keymap::Action;

use super::choice_words::{flag, gear_words, keyword_choice};
use super::forms::{Build, default_target, framed, other_field, who};

/// The form of a key of the melee family; `None`: not one of them.
pub fn build(action: Action) -> Option<Build> {
    Some(match action {
        Action::Wound => hurt,
        Action::Heal => heal,
        Action::Own("cor-strike") => strike,
        Action::Own("cor-dodge") => dodge,
        Action::Own("cor-engage") => engage,
        Action::Own("cor-disengage") => disengage,
        Action::Own("cor-follow") => follow,
        Action::Own("cor-trip") => trip,
        Action::Own("cor-grapple") => grapple,
        Action::Own("cor-throw") => throw,
        Action::Own("cor-bullrush") => bullrush,
        Action::Own("cor-draw") => draw,
        Action::Own("cor-draw-use") => draw_use,
        Action::Own("cor-gunpoint") => gunpoint,
        Action::Own("cor-break") => break_free,
        Action::Own("cor-duel") => duel,
        Action::Own("cor-repair") => repair,
        _ => return None,
    })
}

/// The opponent, written bare after the actor (`trip A D`).
fn opponent(ctx: &Context, c: &Combatant) -> Field {
    other_field(
        ctx,
        fixed("cor-keys-field-opponent"),
        default_target(ctx, c),
    )
}

/// Dice, bonus and confidence points of a roll.
fn pool() -> Vec<Field> {
    vec![
        framed(fixed("cor-field-dice"), "dice").hint(fixed("cor-keys-hint-shot-dice")),
        framed(fixed("cor-field-bonus"), "bonus"),
        framed(fixed("cor-keys-field-confidence"), "confidence"),
    ]
}

/// The attack situation (COR-34): back turned, higher or lower ground, attackers.
fn situation() -> Vec<Field> {
    vec![
        flag(fixed("cor-keys-field-back"), "back", false),
        flag(fixed("cor-keys-field-higher"), "higher", false),
        flag(fixed("cor-keys-field-lower"), "lower", false),
        framed(fixed("cor-keys-field-attackers"), "attackers")
            .hint(fixed("cor-keys-hint-attackers")),
    ]
}

/// `c`'s melee weapons (those with a defense or an attack value, or a blade or club).
fn blades(c: &Combatant) -> Vec<String> {
    c.gear
        .iter()
        .filter(|g| {
            g.value("defense").is_some()
                || g.value("attack").is_some()
                || matches!(
                    g.word("kind"),
                    Some("melee" | "blunt" | "hard-blunt" | "cutting" | "thrusting")
                )
        })
        .map(|g| g.key.clone())
        .collect()
}

/// A gear field written after `word`, among `keys` (none first).
fn gear_field(label: &'static str, word: &'static str, keys: Vec<String>, value: &str) -> Field {
    let mut options = vec![String::new()];
    options.extend(keys);
    let words = gear_words(&options);
    let field = Field::choice(label, options, value).labels(words);
    if word.is_empty() {
        field.piece(Piece::Word)
    } else {
        field.piece(Piece::Framed(word, ""))
    }
}

/// `strike A at D [with W] [power|acrobatic [distance M]] [situation] [charge …] [run] [draw] [pool]`
/// (COR-33 to COR-35, COR-38).
fn strike(ctx: &Context, c: &Combatant) -> Form {
    let weapons = blades(c);
    let first = weapons.first().cloned().unwrap_or_default();
    let mut fields = vec![
        who(ctx, c),
        opponent(ctx, c).piece(Piece::Named("at")),
        gear_field(fixed("cor-keys-field-weapon"), "with", weapons, &first),
        keyword_choice(
            fixed("cor-keys-field-special"),
            "",
            &["", "power", "acrobatic"],
        ),
        framed(fixed("cor-melee-field-acrobatic-distance"), "distance"),
    ];
    fields.extend(situation());
    fields.push(keyword_choice(
        fixed("cor-keys-field-charge"),
        "charge",
        &["", "foot", "mounted", "both"],
    ));
    fields.push(flag(fixed("cor-keys-field-run"), "run", false));
    fields.push(flag(fixed("cor-keys-field-drawn"), "draw", false));
    fields.extend(pool());
    Form::new(fixed("cor-keys-form-strike"), "strike", fields)
}

/// `hurt WHO [by A] [with W] [kind K] [dice N] [bonus N] [margin M] [protection P]`
/// (COR-39 to COR-43). Right after a shot or a strike that landed, on the one hit, by the
/// one who hit, with their weapon and the margin (the first bullet's for a burst).
fn hurt(ctx: &Context, actor: &Combatant) -> Form {
    let hit = last_hit(ctx);
    let c = hit
        .as_ref()
        .and_then(|h| ctx.hit_victim(h))
        .unwrap_or(actor);
    let by = hit
        .as_ref()
        .and_then(|h| ctx.hit_attacker(h))
        .or_else(|| {
            ctx.state
                .ladder
                .entries
                .iter()
                .filter(|e| e.at.owner != c.id)
                .find(|e| e.status == crate::model::EntryStatus::Acting)
                .and_then(|e| ctx.state.combatant(e.at.owner))
        })
        .or_else(|| default_target(ctx, c));
    // Who struck may change on the form: every gear key is offered, the striker's first.
    let mut gear: Vec<String> = by
        .map(|a| a.gear.iter().map(|g| g.key.clone()).collect())
        .unwrap_or_default();
    for g in ctx.state.combatants.iter().flat_map(|o| o.gear.iter()) {
        if !gear.contains(&g.key) {
            gear.push(g.key.clone());
        }
    }
    let mut names = vec![String::new()];
    names.extend(ctx.names());
    let weapon = hit
        .as_ref()
        .and_then(|h| h.weapon.clone())
        .unwrap_or_default();
    let mut margin =
        framed(fixed("cor-keys-field-margin"), "margin").hint(fixed("cor-keys-hint-margin"));
    if let Some(m) = hit.as_ref().and_then(|h| h.margin) {
        margin.value = m.to_string();
    }
    Form::new(
        fixed("cor-keys-form-hurt"),
        "hurt",
        vec![
            who(ctx, c),
            Field::choice(
                fixed("cor-keys-field-by"),
                names,
                by.map_or_else(String::new, |a| a.name.clone()),
            )
            .piece(Piece::Named("by")),
            Field::text(fixed("cor-keys-field-weapon"), weapon)
                .suggest(gear.clone())
                .labels(gear_words(&gear))
                .piece(Piece::Named("with"))
                .hint(fixed("cor-keys-hint-what-hit")),
            damage_kind(),
            framed(fixed("cor-field-dice"), "dice").hint(fixed("cor-keys-hint-damage-dice")),
            framed(fixed("cor-field-bonus"), "bonus"),
            margin,
            framed(fixed("cor-keys-field-protection"), "protection"),
        ],
    )
}

/// The blow the last record landed: a shot with a bullet through (its first margin) or
/// a strike with a margin; the strike's weapon is the one its command names.
fn last_hit(ctx: &Context) -> Option<Hit> {
    use super::super::command::{CorporatesCommand, MeleeCommand};
    use super::super::fact::CorporatesFact as F;
    let last = ctx.habits.last_record()?;
    last.events.iter().rev().find_map(|e| match e.fact::<F>()? {
        F::Shot(shot) => Some(Hit {
            victim: Some(shot.target),
            attacker: Some(shot.shooter),
            weapon: shot.weapon.clone(),
            margin: Some(*shot.margins.first()?),
            ..Hit::default()
        }),
        F::Struck {
            attacker,
            defender,
            margin: Some(m),
            ..
        } => Some(Hit {
            victim: Some(*defender),
            attacker: Some(*attacker),
            weapon: match last.command.own::<CorporatesCommand>() {
                Some(CorporatesCommand::Melee(MeleeCommand::Strike { with, .. })) => with.clone(),
                _ => None,
            },
            margin: Some(*m),
            ..Hit::default()
        }),
        _ => None,
    })
}

/// The weapon kind of COR-39 and COR-40 (`hand` is a punch or a kick here, not a size).
fn damage_kind() -> Field {
    let kinds = [
        "",
        "firearm",
        "thrown",
        "melee",
        "hand",
        "soft",
        "blunt",
        "hard-blunt",
        "cutting",
        "thrusting",
        "bullet",
        "explosion",
    ];
    let labels = kinds
        .iter()
        .map(|k| match *k {
            "hand" => crate::t!("cor-keys-word-hand-foot"),
            other => super::choice_words::word_label(other),
        })
        .collect();
    keyword_choice(fixed("cor-keys-field-damage-kind"), "kind", &kinds).labels(labels)
}

/// `heal WHO wound|fatigue N` (COR-43).
fn heal(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cor-keys-form-heal"),
        "heal",
        vec![
            who(ctx, c),
            keyword_choice(fixed("cor-keys-field-track"), "", &["wound", "fatigue"]).required(),
            Field::number(fixed("cor-keys-field-levels"), "1").required(),
        ],
    )
}

/// `repair WHO GEAR [by REPAIRER] [dice N] [bonus N]` (COR-42).
fn repair(ctx: &Context, c: &Combatant) -> Form {
    let cyber: Vec<String> = c
        .gear
        .iter()
        .filter(|g| g.flag("cyber"))
        .map(|g| g.key.clone())
        .collect();
    let first = cyber.first().cloned().unwrap_or_default();
    let mut names = vec![String::new()];
    names.extend(ctx.names());
    Form::new(
        fixed("cor-keys-form-repair"),
        "repair",
        vec![
            who(ctx, c),
            Field::choice(fixed("cor-keys-field-gear"), cyber.clone(), first)
                .labels(gear_words(&cyber))
                .required()
                .piece(Piece::Word),
            Field::choice(fixed("cor-keys-field-repairer"), names, "").piece(Piece::Named("by")),
            framed(fixed("cor-field-dice"), "dice"),
            framed(fixed("cor-field-bonus"), "bonus"),
        ],
    )
}

/// `dodge WHO [acrobatic] [directed] [against shot|blow] [fumble] [pool]` (COR-32).
fn dodge(ctx: &Context, c: &Combatant) -> Form {
    let mut fields = vec![
        who(ctx, c),
        flag(fixed("cor-keys-field-acrobatic"), "acrobatic", false),
        flag(fixed("cor-keys-field-directed"), "directed", false),
        keyword_choice(
            fixed("cor-keys-field-against"),
            "against",
            &["", "shot", "blow"],
        ),
        flag(fixed("cor-melee-field-fumble"), "fumble", false),
    ];
    fields.extend(pool());
    Form::new(fixed("cor-keys-form-dodge"), "dodge", fields)
}

/// `engage A B` or `engage A off` (COR-33).
fn engage(ctx: &Context, c: &Combatant) -> Form {
    let mut names = vec!["off".to_string()];
    names.extend(ctx.names().into_iter().filter(|n| *n != c.name));
    let mut labels = vec![crate::t!("cor-keys-word-off")];
    labels.extend(names.iter().skip(1).cloned());
    let value = default_target(ctx, c).map_or_else(|| "off".to_string(), |o| o.name.clone());
    Form::new(
        fixed("cor-keys-form-engage"),
        "engage",
        vec![
            who(ctx, c),
            Field::choice(fixed("cor-keys-field-opponent"), names, value)
                .labels(labels)
                .required()
                .piece(Piece::Word),
        ],
    )
}

/// `disengage WHO [acrobatic] [pool]` (COR-33).
fn disengage(ctx: &Context, c: &Combatant) -> Form {
    let mut fields = vec![
        who(ctx, c),
        flag(fixed("cor-keys-field-acrobatic"), "acrobatic", false),
    ];
    fields.extend(pool());
    Form::new(fixed("cor-keys-form-disengage"), "disengage", fields)
}

/// `follow WHO TARGET [pool]` (COR-33).
fn follow(ctx: &Context, c: &Combatant) -> Form {
    let mut fields = vec![who(ctx, c), opponent(ctx, c)];
    fields.extend(pool());
    Form::new(fixed("cor-keys-form-follow"), "follow", fields)
}

/// `trip A D agility|strength [situation] [run] [pool]` (COR-36).
fn trip(ctx: &Context, c: &Combatant) -> Form {
    let mut fields = vec![
        who(ctx, c),
        opponent(ctx, c),
        keyword_choice(
            fixed("cor-keys-field-opposed"),
            "",
            &["agility", "strength"],
        )
        .required(),
    ];
    fields.extend(situation());
    fields.push(flag(fixed("cor-keys-field-run"), "run", false));
    fields.extend(pool());
    Form::new(fixed("cor-keys-form-trip"), "trip", fields)
}

/// `grapple A D [situation] [pool]` (COR-37).
fn grapple(ctx: &Context, c: &Combatant) -> Form {
    let mut fields = vec![who(ctx, c), opponent(ctx, c)];
    fields.extend(situation());
    fields.extend(pool());
    Form::new(fixed("cor-keys-form-grapple"), "grapple", fields)
}

/// `throw A D` (COR-37): the one held, by default.
fn throw(ctx: &Context, c: &Combatant) -> Form {
    let held = ctx
        .state
        .combatants
        .iter()
        .find(|o| {
            o.conditions
                .iter()
                .any(|k| k.name == "grappled" && k.target == Some(c.id))
        })
        .or_else(|| default_target(ctx, c));
    Form::new(
        fixed("cor-keys-form-throw"),
        "throw",
        vec![
            who(ctx, c),
            other_field(ctx, fixed("cor-keys-field-opponent"), held),
        ],
    )
}

/// `bullrush A D [charge …] [run] [situation] [pool]` (COR-38).
fn bullrush(ctx: &Context, c: &Combatant) -> Form {
    let mut fields = vec![
        who(ctx, c),
        opponent(ctx, c),
        keyword_choice(
            fixed("cor-keys-field-charge"),
            "charge",
            &["", "foot", "mounted", "both"],
        ),
        flag(fixed("cor-keys-field-run"), "run", false),
    ];
    fields.extend(situation());
    fields.extend(pool());
    Form::new(fixed("cor-keys-form-bullrush"), "bullrush", fields)
}

fn weapon_to_draw(c: &Combatant) -> Field {
    let keys: Vec<String> = c
        .gear
        .iter()
        .filter(|g| !g.flag("cyber") && g.word("kind") != Some("armour"))
        .map(|g| g.key.clone())
        .collect();
    let first = keys.first().cloned().unwrap_or_default();
    let words = gear_words(&keys);
    Field::choice(fixed("cor-keys-field-weapon"), keys, first)
        .labels(words)
        .required()
        .piece(Piece::Word)
}

/// `draw WHO WEAPON` (COR-31): innate.
fn draw(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cor-keys-form-draw"),
        "draw",
        vec![who(ctx, c), weapon_to_draw(c)],
    )
}

/// `draw-use WHO WEAPON` (COR-31): a declared double action.
fn draw_use(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cor-keys-form-draw-use"),
        "draw-use",
        vec![who(ctx, c), weapon_to_draw(c)],
    )
}

/// `gunpoint WHO by CAPTOR` or `gunpoint WHO off` (COR-29).
fn gunpoint(ctx: &Context, c: &Combatant) -> Form {
    let mut options = vec!["off".to_string()];
    let mut labels = vec![crate::t!("cor-keys-word-off")];
    for o in ctx.state.combatants.iter().filter(|o| o.id != c.id) {
        options.push(format!("by {}", crate::script::word(&o.name)));
        labels.push(crate::t!("cor-keys-word-by", name = o.name.as_str()));
    }
    let value = default_target(ctx, c).map_or_else(
        || "off".to_string(),
        |o| format!("by {}", crate::script::word(&o.name)),
    );
    Form::new(
        fixed("cor-keys-form-gunpoint"),
        "gunpoint",
        vec![
            who(ctx, c),
            Field::choice(fixed("cor-keys-field-captor"), options, value)
                .labels(labels)
                .required()
                .piece(Piece::Words),
        ],
    )
}

/// `break WHO [level N] [adjust N] [first]` (COR-29).
fn break_free(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cor-keys-form-break"),
        "break",
        vec![
            who(ctx, c),
            framed(fixed("cor-keys-field-level"), "level").hint(fixed("cor-keys-hint-level")),
            framed(fixed("cor-keys-field-adjust"), "adjust").hint(fixed("cor-keys-hint-adjust")),
            flag(fixed("cor-keys-field-first"), "first", false),
        ],
    )
}

/// `duel A B [break]` (COR-30).
fn duel(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cor-keys-form-duel"),
        "duel",
        vec![
            who(ctx, c),
            opponent(ctx, c),
            flag(fixed("cor-keys-field-break"), "break", false),
        ],
    )
}

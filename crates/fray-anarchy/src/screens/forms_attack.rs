//! A Narration's attack and the damage its hit deals (ANA-06, ANA-21). The attack form
//! opens with the attacker's usual target (whom they attacked last, else the nearest
//! enemy; → goes through their enemies nearest first), their first weapon and its pool
//! (attribute + the weapon's skill), the focus on the defense's successes right under the
//! target (after the pool when the sheet gives none); on an armed character whose
//! Narration it is, it is chained: `n` opens it on the next Narration's character. After a
//! hit, the damage form opens on the one hit, by the attacker, with the weapon, its damage
//! value plus the net hits and the monitor it marks.

use crate::i18n::fixed;
use crate::model::{Combatant, EntryStatus, Gear, Step};
use crate::tui::form::{Context, Field, Form, Hit, Piece};

use super::choice_words::{flag, keywords};
use super::forms::{default_target, framed, who};

/// A weapon's damage value on the sheet (`values.damage`).
const DAMAGE: &str = "damage";
/// The monitor a weapon's damage marks (`words.monitor`: `stun`; physical when not said).
const MONITOR: &str = "monitor";

/// The one whose Narration it is, during a Turn.
pub fn narrating<'a>(ctx: &Context<'a>) -> Option<&'a Combatant> {
    if ctx.state.step != Step::Resolution {
        return None;
    }
    let acting = ctx
        .state
        .ladder
        .entries
        .iter()
        .find(|e| e.status == EntryStatus::Acting)?;
    ctx.state.combatant(acting.at.owner)
}

/// `c`'s weapons: the gear with a damage value.
fn weapons(c: &Combatant) -> Vec<&Gear> {
    c.gear
        .iter()
        .filter(|g| g.value(DAMAGE).is_some())
        .collect()
}

/// The pool a weapon is used with: its attribute plus its skill's level; `None` when the
/// sheet has neither.
fn pool_of(c: &Combatant, g: &Gear) -> Option<i32> {
    super::super::sheet_pool::of(c, g).map(|p| p.total())
}

/// `test WHO POOL [at TARGET] [with WEAPON] [vs N] …`: the attack (ANA-06) by `c`;
/// chained from one Narration to the next when `c` narrates now and carries a weapon.
pub fn attack(ctx: &Context, c: &Combatant) -> Form {
    let target = default_target(ctx, c);
    let arms = weapons(c);
    let first = arms.first().copied();
    // Chained for an armed narrator: an unarmed one's Narration opens no attack.
    let narrates = first.is_some() && narrating(ctx).is_some_and(|n| n.id == c.id);
    let mut keys = vec![String::new()];
    let mut labels = vec![String::new()];
    for g in &arms {
        keys.push(g.key.clone());
        labels.push(crate::safe_text::escape(crate::rules::gear_labels::shown(
            crate::ID,
            g,
        )));
    }
    let names = targets(ctx, c);
    let pool = first
        .and_then(|g| pool_of(c, g))
        .map_or_else(String::new, |n| n.to_string());
    let known = !pool.is_empty();
    let mut fields = vec![
        who(ctx, c),
        Field::choice(
            fixed("ana-keys-field-target"),
            names,
            target.map_or_else(String::new, |o| o.name.clone()),
        )
        .piece(Piece::Named("at")),
        framed(fixed("ana-field-vs"), "vs"),
        Field::choice(
            fixed("ana-keys-field-weapon"),
            keys,
            first.map_or_else(String::new, |g| g.key.clone()),
        )
        .labels(labels)
        .piece(Piece::Named("with")),
        Field::number(fixed("ana-field-pool"), pool).required(),
        flag(fixed("ana-keys-field-glitch"), "glitch", false),
        framed(fixed("ana-field-complications"), "complications"),
        flag(fixed("ana-keys-field-chance"), "chance", false),
    ];
    // What the GM types sits right under the target, in the order typed: the defense's
    // successes, after the pool when the sheet does not give it. In the line the pool
    // comes right after who: `test WHO POOL at T with W vs N`.
    let line_order = if known {
        vec![0, 4, 1, 3, 2, 5, 6, 7]
    } else {
        let pool = fields.remove(4);
        fields.insert(2, pool);
        vec![0, 2, 1, 4, 3, 5, 6, 7]
    };
    let mut line_order = line_order;
    if let Some(field) = first
        .and_then(|g| pool_of(c, g))
        .and_then(|n| table_pool(ctx, c, n))
    {
        line_order.push(fields.len());
        fields.push(field);
    }
    let mut form = Form::new(fixed("ana-keys-form-attack"), "test", fields);
    form.line_order = line_order;
    if known {
        form.focus = 2;
    }
    if narrates { form.chained() } else { form }
}

/// Under `option dice table`, the field for the pool's dice rolled at the table: its hint
/// says how many dice fray expects for the Pool the form opens with, and why (Well
/// disposed's +3, the wound dice taken off: ANA-05, ANA-21), so a GM who changes the Pool
/// still knows what to add or take off.
fn table_pool(ctx: &Context, c: &Combatant, pool: i32) -> Option<Field> {
    use super::super::decide::test::prepare;
    use super::super::rolls::POOL;
    if !crate::engine::table_dice::table_mode(ctx.state) {
        return None;
    }
    let asked = u8::try_from(pool.clamp(0, 60)).unwrap_or(0);
    let ready = prepare(ctx.state, c, asked);
    let terms: Vec<String> = ready
        .terms(asked)
        .into_iter()
        .skip(1)
        .filter(|(_, n)| *n != 0)
        .map(|(what, n)| {
            if n > 0 {
                format!("{what} +{n}")
            } else {
                format!("{what} −{}", n.unsigned_abs())
            }
        })
        .collect();
    let n = u32::from(ready.dice);
    let pool = u32::from(asked);
    let hint = if terms.is_empty() {
        crate::t!("ana-field-pool-dice-plain", n = n, pool = pool)
    } else {
        crate::t!(
            "ana-field-pool-dice",
            n = n,
            pool = pool,
            terms = terms.join(", ")
        )
    };
    Some(
        Field::text(POOL, "")
            .piece(Piece::Keyed(POOL))
            .hint(interned(hint)),
    )
}

/// A text made once for the whole run (a form's hint is `&'static str`); the same text
/// again gives the same one, so a fight's hints stay few.
fn interned(text: String) -> &'static str {
    use std::collections::HashSet;
    use std::sync::{Mutex, OnceLock};
    static TEXTS: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    let mut texts = TEXTS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(t) = texts.get(text.as_str()) {
        return t;
    }
    let t: &'static str = Box::leak(text.into_boxed_str());
    texts.insert(t);
    t
}

/// The names an attack's target field offers, in the order → goes through them: `c`'s
/// enemies nearest first on the Narration order, then everyone else in roster order
/// (`c` too: who acts may change on the form), then none.
fn targets(ctx: &Context, c: &Combatant) -> Vec<String> {
    let rank = |o: &Combatant| {
        let place = |who: &Combatant| {
            ctx.state
                .ladder
                .of(who.id)
                .map(|e| e.position)
                .min()
                .unwrap_or(i32::MAX / 2)
        };
        (place(o) - place(c)).unsigned_abs()
    };
    let others = || ctx.state.combatants.iter().filter(|o| o.id != c.id);
    let mut foes: Vec<&Combatant> = others()
        .filter(|o| crate::tui::form::hostile(c.side, o.side))
        .collect();
    foes.sort_by_key(|o| rank(o));
    let mut names: Vec<String> = foes.iter().map(|o| o.name.clone()).collect();
    names.extend(
        ctx.state
            .combatants
            .iter()
            .filter(|o| !foes.iter().any(|f| f.id == o.id))
            .map(|o| o.name.clone()),
    );
    names.push(String::new());
    names
}

/// The attack the last record made, when it hit: a test or its re-roll against a defense
/// whose successes it matched (ANA-06), with its target and weapon when it named them.
fn last_hit(ctx: &Context) -> Option<Hit> {
    use super::super::{AnarchyFact as F, command::Against};
    let last = ctx.habits.last_record()?;
    last.events.iter().rev().find_map(|e| match e.fact::<F>()? {
        F::AnaTest {
            who,
            roll,
            against: Some(Against::Defense(n)),
            target,
            weapon,
            ..
        }
        | F::AnaReroll {
            who,
            roll,
            against: Some(Against::Defense(n)),
            target,
            weapon,
        } if roll.successes() >= *n => Some(Hit {
            victim: *target,
            attacker: Some(*who),
            weapon: weapon.clone(),
            margin: i32::try_from(roll.successes() - n).ok(),
            ..Hit::default()
        }),
        _ => None,
    })
}

/// The damage a hit deals: the weapon's damage value plus the net hits, and whether it is
/// stun; `None` without a weapon the attacker carries with a damage value.
fn dealt(ctx: &Context, hit: &Hit) -> Option<(i32, bool)> {
    let attacker = ctx.hit_attacker(hit)?;
    let key = hit.weapon.as_deref()?;
    let g = attacker.gear.iter().find(|g| g.key == key)?;
    let value = g.value(DAMAGE)?;
    Some((
        value + hit.margin.unwrap_or(0).max(0),
        g.word(MONITOR) == Some("stun"),
    ))
}

/// `damage WHO N [stun|physical] [no-armor] [by A] [with W]` (ANA-21): Armor first unless
/// `no-armor`. Right after an attack that hit, on the one it hit, by the attacker, with
/// the weapon, its damage value plus the net hits and its monitor.
pub fn damage(ctx: &Context, actor: &Combatant) -> Form {
    let hit = last_hit(ctx);
    let victim = hit.as_ref().and_then(|h| ctx.hit_victim(h));
    let c = victim.unwrap_or(actor);
    let by = hit.as_ref().and_then(|h| ctx.hit_attacker(h));
    let dealt = hit.as_ref().and_then(|h| dealt(ctx, h));
    let mut names = vec![String::new()];
    names.extend(ctx.names());
    let mut gear: Vec<String> = by
        .map(|a| weapons(a).iter().map(|g| g.key.clone()).collect())
        .unwrap_or_default();
    let weapon = hit
        .as_ref()
        .and_then(|h| h.weapon.clone())
        .unwrap_or_default();
    if !weapon.is_empty() && !gear.contains(&weapon) {
        gear.insert(0, weapon.clone());
    }
    // Each weapon's key as the GM types it (its French word in French).
    let gear_words = gear
        .iter()
        .map(|k| crate::rules::gear_labels::typed(crate::ID, k))
        .collect();
    let form = Form::new(
        fixed("ana-form-damage"),
        "damage",
        vec![
            who(ctx, c),
            Field::number(
                fixed("ana-field-boxes"),
                dealt.map_or_else(String::new, |(n, _)| n.to_string()),
            )
            .required()
            .hint(fixed("ana-keys-hint-damage")),
            keywords(
                fixed("ana-field-kind"),
                &["", "stun", "physical"],
                if dealt.is_some_and(|(_, stun)| stun) {
                    "stun"
                } else {
                    ""
                },
            ),
            flag(fixed("ana-keys-field-no-armor"), "no-armor", false),
            Field::choice(
                fixed("ana-keys-field-by"),
                names,
                by.map_or_else(String::new, |a| a.name.clone()),
            )
            .piece(Piece::Named("by")),
            Field::text(fixed("ana-keys-field-weapon"), weapon)
                .suggest(gear)
                .labels(gear_words)
                .piece(Piece::Named("with")),
        ],
    );
    if victim.is_some() {
        form.chained()
    } else {
        form
    }
}

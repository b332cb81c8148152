//! What a hit does (SRP-15, SRP-16, SRP-19 to SRP-21): damage from base and tokens, boxes on
//! the monitors with stun overflowing into physical, knockdown, the Style rule, lethality.

use crate::PoolEvent;
use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Condition, Token};

use super::bag::free_draws;
use super::command::{DamageKind, Harm, Risk, Track};
use super::fact::PoolFact;
use super::{ctx, options, sheet, text};

/// One hit about to be dealt.
#[derive(Debug, Clone)]
pub struct Hit {
    /// Who dealt it, for free draws from their pool and the `weapon` stat.
    pub attacker: Option<CombatantId>,
    /// Base damage (in melee, the weapon's code plus the margin's bonus).
    pub base: i32,
    /// The weapon's damage code alone, for knockdown (SRP-16).
    pub code: i32,
    /// Damage tokens drawn; the highest is chosen.
    pub tokens: Vec<Token>,
    /// Taken off before soak (area weapons: defense tokens held).
    pub defense: u32,
    /// Careful use points (SRP-19).
    pub care: u32,
    /// The value of the token the player keeps (SRP-12); `None` keeps the highest.
    pub keep: Option<u8>,
}

/// The base damage: given, else the attacker's `weapon` stat; refused when neither.
pub fn base(batch: &Batch, harm: &Harm, attacker: Option<CombatantId>) -> Result<i32, RuleError> {
    if let Some(d) = harm.damage {
        return Ok(d);
    }
    match attacker.and_then(|a| batch.state().combatant(a)) {
        Some(c) if c.stats.contains_key("weapon") => Ok(c.stat("weapon")),
        Some(c) => Err(text::invalid(text::no_weapon(&c.name))),
        None => Err(text::invalid(text::no_damage())),
    }
}

/// Whether token values add to damage of that kind (SRP-20, SRP-OP-10).
pub fn tokens_add(batch: &Batch, kind: DamageKind) -> bool {
    kind != DamageKind::Electrical || batch.state().option_is("electrical", "tokens")
}

/// Draws `n` damage tokens (free draws, SRP-OP-06), using `spent` values first.
pub fn damage_tokens(
    batch: &mut Batch,
    attacker: Option<CombatantId>,
    n: u32,
    spent: &[Token],
    dice: &mut dyn Dice,
) -> Vec<Token> {
    let mut tokens: Vec<Token> = spent.to_vec();
    tokens.sort_by_key(|t| std::cmp::Reverse(t.value));
    tokens.truncate(n as usize);
    let rest = n.saturating_sub(tokens.len() as u32);
    tokens.extend(free_draws(batch, attacker, rest, dice));
    tokens
}

/// Deals a hit to `target`: the damage fact, boxes, knockdown, Style, lethality.
pub fn deal(
    batch: &mut Batch,
    target: CombatantId,
    harm: &Harm,
    hit: Hit,
    dice: &mut dyn Dice,
) -> Result<u32, RuleError> {
    let chosen = chosen_token(&hit)?;
    let token_value = if tokens_add(batch, harm.kind) {
        chosen.map_or(0, |t| i32::from(t.value))
    } else {
        0
    };
    // Widened: a hand-edited save may hold any value (typed ones are bounded).
    let power = (i64::from(hit.base) + i64::from(token_value) - i64::from(hit.defense)).max(0);
    let total = u32::try_from((power - i64::from(harm.soak)).max(0)).unwrap_or(u32::MAX);
    batch.push(
        PoolEvent::CombatPool {
            fact: PoolFact::Damaged {
                who: target,
                base: hit.base,
                tokens: hit.tokens.clone(),
                chosen: chosen.filter(|_| tokens_add(batch, harm.kind)),
                defense: hit.defense,
                soak: harm.soak,
                total,
                kind: harm.kind,
                margin: hit.base.saturating_sub(hit.code),
            },
        }
        .event(),
    );
    let track = match harm.kind {
        DamageKind::Physical => Track::Physical,
        DamageKind::Stun | DamageKind::Electrical => Track::Stun,
    };
    mark(batch, target, total, track);
    knockdown(batch, target, hit.code, hit.attacker);
    if let Some(risk) = harm.risk
        && harm.kind != DamageKind::Physical
    {
        let c = ctx::now(batch, target)?;
        let threshold = c
            .stat("body")
            .saturating_mul(2)
            .saturating_add(c.stat("armor"));
        if power > i64::from(threshold) {
            check_lethality(batch, target, risk, hit.care, dice);
        }
    }
    Ok(total)
}

/// The damage token used (SRP-12, SRP-15): the one of the kept value, else the highest.
/// « La joueuse ou le joueur choisit le jeton qui sera utilisé pour le calcul des dégâts. »
fn chosen_token(hit: &Hit) -> Result<Option<Token>, RuleError> {
    let Some(value) = hit.keep else {
        return Ok(hit.tokens.iter().copied().max_by_key(|t| t.value));
    };
    match hit.tokens.iter().copied().find(|t| t.value == value) {
        Some(t) => Ok(Some(t)),
        None => {
            let mut drawn: Vec<u8> = hit.tokens.iter().map(|t| t.value).collect();
            drawn.sort_unstable();
            drawn.dedup();
            let drawn: Vec<String> = drawn.iter().map(u8::to_string).collect();
            Err(text::invalid(text::token_not_drawn(
                value,
                &drawn.join(", "),
            )))
        }
    }
}

/// Checks boxes (SRP-21): physical on the physical monitor; stun on the stun monitor, the
/// boxes past it into physical.
pub fn mark(batch: &mut Batch, who: CombatantId, boxes: u32, track: Track) {
    let boxes = u16::try_from(boxes).unwrap_or(u16::MAX);
    if boxes == 0 {
        return;
    }
    let room = batch
        .state()
        .combatant(who)
        .and_then(|c| sheet::monitor(c, "stun"))
        .map(|m| m.boxes.saturating_sub(m.filled));
    let (stun, physical) = match (track, room) {
        (Track::Stun, Some(room)) => (boxes.min(room), boxes - boxes.min(room)),
        _ => (0, boxes),
    };
    for (track, n) in [("stun", stun), ("physical", physical)] {
        if n > 0 {
            batch.push(Event::MonitorMarked {
                who,
                track: track.into(),
                boxes: n,
            });
        }
    }
}

fn add_condition(batch: &mut Batch, who: CombatantId, name: &str) {
    if batch
        .state()
        .combatant(who)
        .is_some_and(|c| !c.has_condition(name))
    {
        batch.push(Event::ConditionAdded {
            who,
            condition: Condition::manual(name),
        });
    }
}

/// Knockdown (SRP-16): a weapon damage code ≥ `knockdown-damage` (10) knocks down; with the
/// Style rule, the attacker's Style (their own, else their team's) above the target's `media`
/// threshold throws an enemy back; a target with no `media` stat has no threshold to beat.
pub fn knockdown(batch: &mut Batch, target: CombatantId, code: i32, attacker: Option<CombatantId>) {
    // « une arme ayant un code de dégât de 10 ou plus »: the weapon's code, not the damage
    // a melee margin adds to it.
    let limit = batch.state().option_number::<u32>("knockdown-damage", 10) as i32;
    if code >= limit {
        add_condition(batch, target, text::KNOCKED_DOWN);
    }
    // « les ennemis seront projetés en arrière si le score de Style de l'équipe ou du tireur
    // est supérieur au seuil de Résistance Médiatique de la cible »: the attacker's side
    // throws its enemies back; no threshold written, nothing to beat, not thrown back.
    let state = batch.state();
    let (Some(shooter), Some(victim)) = (
        attacker.and_then(|a| state.combatant(a)),
        state.combatant(target),
    ) else {
        return;
    };
    if let Some(style) = options::style(state, shooter)
        && !options::same_team(shooter.side, victim.side)
        && victim
            .stats
            .get("media")
            .is_some_and(|media| style > *media)
    {
        add_condition(batch, target, text::THROWN_BACK);
    }
}

/// The risk after careful use: one step lower per point (SRP-19).
pub fn lowered(risk: Risk, care: u32) -> Risk {
    match (risk, care) {
        (r, 0) => r,
        (Risk::High, 1) => Risk::Low,
        _ => Risk::None,
    }
}

/// A reduced-lethality check (SRP-19): high risk one free token, a failure is lethal; low
/// risk two, lethal only if both fail; none knocks out without a check.
pub fn check_lethality(
    batch: &mut Batch,
    who: CombatantId,
    risk: Risk,
    care: u32,
    dice: &mut dyn Dice,
) {
    let risk = lowered(risk, care);
    let n = match risk {
        Risk::None => 0,
        Risk::Low => 2,
        Risk::High => 1,
    };
    let tokens = free_draws(batch, Some(who), n, dice);
    let lethal = n > 0 && tokens.iter().all(|t| !t.is_success());
    batch.push(
        PoolEvent::CombatPool {
            fact: PoolFact::Lethality {
                who,
                risk,
                care,
                tokens,
                lethal,
            },
        }
        .event(),
    );
    add_condition(
        batch,
        who,
        if lethal {
            text::LETHAL
        } else {
            text::KNOCKED_OUT
        },
    );
}

/// `lethality WHO low|high [care=N]` (SRP-19) on its own.
pub fn lethality(
    state: &crate::model::Encounter,
    who: &str,
    risk: Risk,
    care: u32,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let mut batch = Batch::new(state);
    check_lethality(&mut batch, c.id, risk, care, dice);
    Ok(batch.into_events())
}

/// `damage WHO N [stun] [soak=N]` (SRP-21).
pub fn damage(
    state: &crate::model::Encounter,
    who: &str,
    boxes: u32,
    track: Track,
    soak: u32,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let boxes = ctx::bounded(boxes, "boxes")?.saturating_sub(soak);
    if boxes == 0 {
        return Err(text::invalid(text::no_boxes(&c.name)));
    }
    let mut batch = Batch::new(state);
    mark(&mut batch, c.id, boxes, track);
    Ok(batch.into_events())
}

/// `heal WHO N [stun]` (SRP-21): overflow first.
pub fn heal(
    state: &crate::model::Encounter,
    who: &str,
    boxes: u32,
    track: Track,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let name = match track {
        Track::Physical => "physical",
        Track::Stun => "stun",
    };
    let hurt = sheet::monitor(c, name).map_or(0, |m| u32::from(m.filled) + u32::from(m.overflow));
    if hurt == 0 || boxes == 0 {
        return Err(text::invalid(text::nothing_to_heal(&c.name, name)));
    }
    Ok(vec![Event::MonitorHealed {
        who: c.id,
        track: name.into(),
        boxes: u16::try_from(boxes.min(hurt)).unwrap_or(u16::MAX),
    }])
}

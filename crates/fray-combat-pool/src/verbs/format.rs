//! The canonical text of the combat-pool commands: verbs by their full name, keywords in
//! lower case, defaults left out, names quoted when they could be misread.
//! `parse_in(crate::ID, &format(c))` gives `c` back.

use crate::{
    Amount, Blast, DamageKind, Defence, FireMode, Harm, IntentCost, Melee, MeleeEffect,
    PoolCommand, Range, Shot, Successes, Suppression, Throw, Track,
};

use super::words::{
    COSTS, EFFECTS, KEYWORDS, KINDS, RANGES, READINESS, RECHARGES, RISKS, STRESS, TRACKS, TRIGGERS,
    canonical, word_of,
};
use crate::script::{Words, quote, word};

/// A name as it must be typed in a combat-pool line: as [`word`] has it, and quoted too when
/// it is a combat-pool keyword or holds a comma (which separates the names of a list).
/// A weapon's key as it must be typed in this line: its French word in a French line.
fn gear(w: &Words, key: &str) -> String {
    name(&crate::rules::gear_labels::written(
        super::super::ID,
        key,
        w.is_french(),
    ))
}

fn name(text: &str) -> String {
    let lower = text.to_ascii_lowercase();
    if text.contains(',') || KEYWORDS.contains(&lower.as_str()) || canonical(&lower) != lower {
        quote(text)
    } else {
        word(text)
    }
}

/// Whether every name reads back bare, so the list can be written `a,b`.
fn all_bare(names: &[String]) -> bool {
    names.iter().all(|n| name(n) == *n)
}

/// A list of names: `a,b` when every one is bare, else each as a word of its own.
fn list(w: &mut Words, names: &[String]) {
    if all_bare(names) {
        w.bare(names.join(","));
    } else {
        for n in names {
            w.bare(name(n));
        }
    }
}

/// `hits=N` or `dice=N`.
fn successes(successes: Successes) -> String {
    match successes {
        Successes::Given { hits } => format!("hits={hits}"),
        Successes::Roll { dice } => format!("dice={dice}"),
    }
}

/// The successes, range, threshold and tokens spent of a roll at range.
fn roll(w: &mut Words, s: Successes, range: Range, threshold: i32, spend: u32) {
    w.bare(successes(s));
    if range != Range::Short {
        w.bare(word_of(&RANGES, range));
    }
    if threshold != 0 {
        w.bare(format!("threshold={threshold:+}"));
    }
    spent(w, spend);
}

/// `spend=N`, unless nothing is spent.
fn spent(w: &mut Words, spend: u32) {
    if spend != 0 {
        w.bare(format!("spend={spend}"));
    }
}

/// What a hit does.
fn harm(w: &mut Words, harm: &Harm) {
    if let Some(damage) = harm.damage {
        w.bare(format!("damage={damage}"));
    }
    if harm.kind != DamageKind::Physical {
        w.bare(word_of(&KINDS, harm.kind));
    }
    if let Some(risk) = harm.risk {
        w.bare(format!("risk={}", word_of(&RISKS, risk)));
    }
    if harm.soak != 0 {
        w.bare(format!("soak={}", harm.soak));
    }
}

/// `VERB WHO`.
fn verb<'a>(w: &'a mut Words, verb: &str, who: &str) -> &'a mut Words {
    w.bare(verb).bare(name(who))
}

/// Writes the canonical words of a combat-pool command.
pub(super) fn pool(w: &mut Words, command: &PoolCommand) {
    match command {
        PoolCommand::PoolType {
            who,
            pool_type,
            score,
        } => {
            verb(w, "pool", who).bare(name(pool_type));
            if let Some(score) = score {
                w.bare(format!("score={score}"));
            }
        }
        PoolCommand::Readiness { who, level } => {
            verb(w, "ready", who).bare(word_of(&READINESS, *level));
        }
        PoolCommand::Stress { who, level } => {
            verb(w, "stress", who).bare(word_of(&STRESS, *level));
        }
        PoolCommand::Recharge { who, recharge } => {
            verb(w, "recharge", who).bare(word_of(&RECHARGES, *recharge));
        }
        PoolCommand::Allocate { who, amount } => {
            let amount = match amount {
                Amount::Count { count } => count.to_string(),
                Amount::All => "all".to_string(),
            };
            verb(w, "allocate", who).bare(amount);
        }
        PoolCommand::TotalDefense { who } => {
            verb(w, "total-defense", who);
        }
        PoolCommand::ReduceDefense { who, tokens } => {
            verb(w, "reduce-defense", who).bare(tokens);
        }
        PoolCommand::ResetDefense { who, count } => optional(w, "reset-defense", who, *count),
        PoolCommand::Spend {
            who,
            count,
            other_pool,
            purpose,
        } => {
            verb(w, "spend", who).bare(count).flag(*other_pool, "other");
            if let Some(purpose) = purpose {
                w.bare("for").text(purpose, None);
            }
        }
        PoolCommand::Intend {
            who,
            cost,
            text,
            secret,
        } => {
            verb(w, "intend", who);
            let first = text.split_whitespace().next().unwrap_or_default();
            let looks_like_cost = COSTS.iter().any(|(c, _)| c.eq_ignore_ascii_case(first));
            if *cost != IntentCost::Free || looks_like_cost {
                w.bare(word_of(&COSTS, *cost));
            }
            match secret {
                Some(secret) => {
                    w.bare(crate::script::quote(text)).bare(if *secret {
                        "secret"
                    } else {
                        "public"
                    });
                }
                None => {
                    w.text(text, None);
                }
            }
        }
        PoolCommand::Pending { who, action } => {
            verb(w, "pending", who);
            if let Some(action) = action {
                w.text(action, None);
            }
        }
        PoolCommand::Coordinate { who, tokens } => optional(w, "coordinate", who, *tokens),
        PoolCommand::Free { who, text } => {
            verb(w, "free", who).text(text, None);
        }
        PoolCommand::Aim { who } => {
            verb(w, "aim", who);
        }
        PoolCommand::Reload {
            who,
            weapon,
            magazine,
        } => {
            verb(w, "reload", who);
            if let Some(weapon) = weapon {
                let weapon = gear(w, weapon);
                w.bare(weapon);
            }
            if let Some(m) = magazine {
                w.bare(format!("magazine={m}"));
            }
        }
        PoolCommand::Keep { value } => {
            w.bare("keep").bare(value);
        }
        PoolCommand::Attack(shot) => attack(w, shot),
        PoolCommand::Suppress(s) => suppress(w, s),
        PoolCommand::Throw(t) => throw(w, t),
        PoolCommand::Blast(b) => blast(w, b),
        PoolCommand::Evade { who, tokens } => {
            verb(w, "evade", who).bare(tokens);
        }
        PoolCommand::Melee(m) => melee(w, m),
        PoolCommand::Lethality { who, risk, care } => {
            verb(w, "lethality", who).bare(word_of(&RISKS, *risk));
            if *care != 0 {
                w.bare(format!("care={care}"));
            }
        }
        PoolCommand::Opposed {
            first,
            second,
            hits,
        } => {
            verb(w, "opposed", first).bare(name(second));
            if let Some((a, b)) = hits {
                w.bare(format!("hits={a},{b}"));
            }
        }
        PoolCommand::Damage {
            who,
            boxes,
            track,
            soak,
        } => {
            verb(w, "damage", who).bare(boxes);
            w.flag(*track == Track::Stun, word_of(&TRACKS, *track));
            if *soak != 0 {
                w.bare(format!("soak={soak}"));
            }
        }
        PoolCommand::Heal { who, boxes, track } => {
            verb(w, "heal", who).bare(boxes);
            w.flag(*track == Track::Stun, word_of(&TRACKS, *track));
        }
        PoolCommand::Rest { days, who } => {
            w.bare("rest").bare(days);
            if let Some(who) = who {
                w.bare(name(who));
            }
        }
    }
}

/// `VERB WHO [N]`.
fn optional(w: &mut Words, name: &str, who: &str, count: Option<u32>) {
    verb(w, name, who);
    if let Some(count) = count {
        w.bare(count);
    }
}

fn attack(w: &mut Words, shot: &Shot) {
    verb(w, "attack", &shot.who).bare("at");
    list(w, &shot.targets);
    roll(w, shot.successes, shot.range, shot.threshold, shot.spend);
    match shot.mode {
        FireMode::Single => {}
        FireMode::Multiple { bullets } => {
            w.bare(format!("multiple={bullets}"));
        }
        FireMode::Spray { bullets: None } => {
            w.bare("spray");
        }
        FireMode::Spray {
            bullets: Some(bullets),
        } => {
            w.bare(format!("spray={bullets}"));
        }
    }
    if let Some(trigger) = shot.trigger {
        w.bare(word_of(&TRIGGERS, trigger));
    }
    for (key, value) in [("rc", shot.rc), ("skill", shot.skill)] {
        if let Some(value) = value {
            w.bare(format!("{key}={value}"));
        }
    }
    if shot.adjust != 0 {
        w.bare(format!("adjust={}", shot.adjust));
    }
    harm(w, &shot.harm);
    if shot.care != 0 {
        w.bare(format!("care={}", shot.care));
    }
    match shot.ignore {
        None => {}
        Some(u32::MAX) => {
            w.bare("ignore=all");
        }
        Some(n) => {
            w.bare(format!("ignore={n}"));
        }
    }
    w.flag(shot.spent_for_damage, "spent");
    if let Some(v) = shot.token {
        w.bare(format!("token={v}"));
    }
    if let Some(weapon) = &shot.weapon {
        let weapon = gear(w, weapon);
        w.bare("with").bare(weapon);
    }
}

fn suppress(w: &mut Words, s: &Suppression) {
    verb(w, "suppress", &s.who).bare("at");
    list(w, &s.targets);
    roll(w, s.successes, s.range, s.threshold, s.spend);
    if !s.defy.is_empty() {
        if all_bare(&s.defy) {
            w.bare(format!("defy={}", s.defy.join(",")));
        } else {
            w.bare("defy");
            list(w, &s.defy);
        }
    }
    harm(w, &s.harm);
}

fn throw(w: &mut Words, t: &Throw) {
    verb(w, "throw", &t.who);
    if let Some(target) = &t.target {
        w.bare("at").bare(name(target));
    }
    roll(w, t.successes, t.range, t.threshold, t.spend);
}

fn blast(w: &mut Words, b: &Blast) {
    w.bare("blast");
    list(w, &b.targets);
    harm(w, &b.harm);
    if let Some(by) = &b.by {
        w.bare("by").bare(name(by));
    }
}

fn melee(w: &mut Words, m: &Melee) {
    verb(w, "melee", &m.who)
        .bare(name(&m.target))
        .bare(successes(m.successes));
    w.bare(match m.defence {
        Defence::Dodge => "dodge".to_string(),
        Defence::FightBack {
            successes: Successes::Given { hits },
        } => format!("back={hits}"),
        Defence::FightBack {
            successes: Successes::Roll { dice },
        } => format!("backdice={dice}"),
    });
    harm(w, &m.harm);
    if let Some(damage) = m.their_damage {
        w.bare(format!("their-damage={damage}"));
    }
    w.flag(m.ranged, "ranged");
    if m.effect != MeleeEffect::Damage {
        w.bare(format!("effect={}", word_of(&EFFECTS, m.effect)));
    }
    spent(w, m.spend);
}

#[cfg(test)]
#[path = "format_tests.rs"]
mod tests;

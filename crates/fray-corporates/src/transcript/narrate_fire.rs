//! The log lines of the movement and shooting facts (COR-13 to COR-28): every die, and a
//! shot's difficulty written out term by term ("difficulty 13 = medium 15 − 5 point blank
//! + 7 size + 1 moving on the axis").

use crate::model::{CombatantId, Encounter};
use crate::t;

use super::super::command::fire::Posture;
use super::super::fact::CorporatesFact;
use super::super::fact_fire::{
    AcquiredFact, CoveringFact, DodgeFrom, FireFact, RiddledFact, ShotFact, Stray,
};
use super::super::movement::Terrain;
use super::super::options;
use super::super::rolls::PoolRoll;
use super::super::shooting::{Difficulty, Stance};
use super::super::verbs::fire_words::{TERRAINS, USES, word_of};

fn name(state: &Encounter, id: CombatantId) -> String {
    state
        .combatant(id)
        .map_or_else(|| format!("#{}", id.0), |c| c.name.clone())
}

/// A roll: its faces, bonus term by term and total ("[4, 5, 6] + 6 (Armes à feu) = 21").
pub fn rolled(roll: &PoolRoll) -> String {
    let faces: Vec<String> = roll.dice.iter().map(u32::to_string).collect();
    let bonus = super::roll_bonus::bonus_words(roll);
    format!("[{}]{bonus} = {}", faces.join(", "), roll.total)
}

fn term_word(label: &str, value: i32) -> String {
    match label {
        "range" => match value {
            5 => t!("cor-fire-term-short"),
            15 => t!("cor-fire-term-medium"),
            20 => t!("cor-fire-term-long"),
            _ => t!("cor-fire-term-extreme"),
        },
        "snap" => t!("cor-fire-term-snap"),
        "point-blank" => t!("cor-fire-term-point-blank"),
        "size" => t!("cor-fire-term-size"),
        "moving" => t!("cor-fire-term-moving"),
        "moving-axis" => t!("cor-fire-term-moving-axis"),
        "falling" => t!("cor-fire-term-falling"),
        "draw-use" => t!("cor-fire-term-draw-use"),
        "cover" => t!("cor-fire-term-cover"),
        "engaged" => t!("cor-fire-term-engaged"),
        "crowd" => t!("cor-fire-term-crowd"),
        "visibility" => t!("cor-fire-term-visibility"),
        "reflex" => t!("cor-fire-term-reflex"),
        "combat-move" => t!("cor-fire-term-combat-move"),
        "exposed" => t!("cor-fire-term-exposed"),
        "gm" => t!("cor-fire-term-gm"),
        other => other.to_string(),
    }
}

/// A difficulty written out: "13 = medium 15 − 5 point blank + 7 size".
pub fn difficulty(d: &Difficulty) -> String {
    let mut out = format!("{} =", d.total());
    for (i, term) in d.terms().iter().enumerate() {
        let word = term_word(&term.label, term.value);
        if i == 0 {
            out.push_str(&format!(" {word} {}", term.value));
        } else if term.value < 0 {
            out.push_str(&format!(" − {} {word}", -term.value));
        } else {
            out.push_str(&format!(" + {} {word}", term.value));
        }
    }
    out
}

/// Centimetres per second as metres per second ("3.5", "3,5" in French).
pub(super) fn m_s(cm: u32) -> String {
    let text = if cm.is_multiple_of(100) {
        (cm / 100).to_string()
    } else if cm.is_multiple_of(10) {
        format!("{}.{}", cm / 100, (cm % 100) / 10)
    } else {
        format!("{}.{:02}", cm / 100, cm % 100)
    };
    if crate::i18n::current() == crate::i18n::Lang::Fr {
        text.replace('.', ",")
    } else {
        text
    }
}

fn terrain(t: Terrain) -> String {
    match word_of(TERRAINS, t) {
        "flat" => t!("cor-fire-terrain-flat"),
        "rough" => t!("cor-fire-terrain-rough"),
        "stairs-down" => t!("cor-fire-terrain-stairs-down"),
        "stairs-up" => t!("cor-fire-terrain-stairs-up"),
        "crouched" => t!("cor-fire-terrain-crouched"),
        "ladder" => t!("cor-fire-terrain-ladder"),
        "crawling" => t!("cor-fire-terrain-crawling"),
        "crowd" => t!("cor-fire-terrain-crowd"),
        _ => t!("cor-fire-terrain-dense-crowd"),
    }
}

/// The line of a movement or shooting fact; `None` for any other fact.
pub fn narrate(state: &Encounter, fact: &CorporatesFact) -> Option<String> {
    Some(match fact {
        CorporatesFact::Shot(f) => shot(state, f),
        CorporatesFact::Acquired(f) => acquired(state, f),
        CorporatesFact::Covering(f) => covering(state, f),
        CorporatesFact::Riddled(f) => riddled(state, f),
        CorporatesFact::Fire(f) => movement(state, f),
        _ => return None,
    })
}

fn shot(state: &Encounter, f: &ShotFact) -> String {
    let mut line = t!(
        "cor-fire-shot",
        shooter = name(state, f.shooter),
        target = name(state, f.target),
        weapon = f
            .weapon
            .as_ref()
            .map(|w| {
                let w = super::super::gear::weapon_shown(state, f.shooter, w);
                t!("cor-fire-shot-with", weapon = w)
            })
            .unwrap_or_default(),
        difficulty = difficulty(&f.difficulty),
        roll = super::shot_terms::shot_roll(state, f.shooter, f.aim, &f.roll)
    );
    if let Some(r) = &f.reflex {
        line.push_str(&t!("cor-fire-shot-reflex", roll = rolled(r)));
        if let Some(against) = f.reflex_against {
            line.push_str(&t!("cor-fire-shot-reflex-against", against = against));
        }
    }
    // The aim is a term of the roll (`shot_roll`): said there, once.
    if f.burst != 0 || f.rounds > 1 {
        line.push_str(&t!(
            "cor-fire-shot-burst",
            bonus = f.burst,
            rounds = f.rounds
        ));
    }
    if let Some(d) = f.dodge {
        line.push_str(&t!(
            "cor-fire-shot-dodge",
            target = name(state, f.target),
            dodge = d
        ));
    }
    line.push_str(&t!("cor-fire-shot-against", against = f.against));
    if f.margins.is_empty() {
        line.push_str(&t!("cor-fire-shot-miss", by = f.against - f.roll.total));
    } else {
        let each: Vec<String> = f
            .margins
            .iter()
            .map(|m| {
                t!(
                    "cor-fire-shot-margin",
                    margin = *m,
                    extra = super::super::damage::margin_dice(*m)
                )
            })
            .collect();
        let next = match (state.combatant(f.target), state.combatant(f.shooter)) {
            (Some(t), Some(c)) => shown_lines(
                state,
                super::super::decide::fire_hurt_lines(t, c, f.weapon.as_deref(), &f.margins),
            ),
            _ => String::new(),
        };
        line.push_str(&t!(
            "cor-fire-shot-hits",
            bullets = f.margins.len(),
            margins = each.join(", "),
            next = next
        ));
    }
    match &f.stray {
        Some(Stray::Obstacle { protection }) if options::protection_stops(state) => {
            line.push_str(&t!(
                "cor-fire-stray-stopped",
                obstacle = protection_word(*protection)
            ))
        }
        Some(Stray::Obstacle { protection }) => line.push_str(&t!(
            "cor-fire-stray-obstacle",
            obstacle = protection_word(*protection),
            bonus = protection.bonus()
        )),
        Some(Stray::Other {
            who: Some(who),
            d100,
        }) => line.push_str(&t!(
            "cor-fire-stray-other",
            who = name(state, *who),
            d100 = d100.unwrap_or(0)
        )),
        Some(Stray::Other { who: None, .. }) => line.push_str(&t!("cor-fire-stray-bystander")),
        None => {}
    }
    line
}

fn protection_word(p: super::super::target::Protection) -> String {
    match super::super::verbs::fire_words::protection_word(p) {
        "plaster" => t!("cor-fire-cover-plaster"),
        "wood" => t!("cor-fire-cover-wood"),
        "stone" => t!("cor-fire-cover-stone"),
        "concrete" => t!("cor-fire-cover-concrete"),
        "reinforced" => t!("cor-fire-cover-reinforced"),
        "interior-door" => t!("cor-fire-cover-interior-door"),
        "front-door" => t!("cor-fire-cover-front-door"),
        "armoured-door" => t!("cor-fire-cover-armoured-door"),
        "car-door" => t!("cor-fire-cover-car-door"),
        "car" => t!("cor-fire-cover-car"),
        "mound" => t!("cor-fire-cover-mound"),
        "sandbag" => t!("cor-fire-cover-sandbag"),
        _ => t!("cor-fire-cover-counter"),
    }
}

fn stance(s: Stance) -> String {
    match s {
        Stance::Standing => t!("cor-fire-stance-standing"),
        Stance::Braced => t!("cor-fire-stance-braced"),
        Stance::Prone => t!("cor-fire-stance-prone"),
    }
}

fn acquired(state: &Encounter, f: &AcquiredFact) -> String {
    let head = t!(
        "cor-fire-aim",
        who = name(state, f.who),
        target = name(state, f.target),
        stance = stance(f.stance),
        difficulty = difficulty(&f.difficulty),
        roll = rolled(&f.roll)
    );
    let tail = if f.success {
        t!("cor-fire-aim-success", raw = f.raw, bonus = f.bonus)
    } else {
        t!("cor-fire-aim-failure")
    };
    format!("{head}{tail}")
}

fn use_word(u: super::super::covering::Use) -> String {
    match word_of(USES, u) {
        "single" => t!("cor-fire-use-single"),
        "shotgun" => t!("cor-fire-use-shotgun"),
        "3" => t!("cor-fire-use-3"),
        "free" => t!("cor-fire-use-free"),
        "heavy" => t!("cor-fire-use-heavy"),
        _ => t!("cor-fire-use-heavy-burst"),
    }
}

fn covering(state: &Encounter, f: &CoveringFact) -> String {
    let uses: Vec<String> = f.uses.iter().map(|u| use_word(*u)).collect();
    let mut line = t!(
        "cor-fire-covering",
        who = name(state, f.who),
        from = u32::from(f.from),
        to = u32::from(f.to),
        firepower = f.firepower,
        skill = f.skill,
        uses = uses.join(" + "),
        metres = f.metres,
        rounds = f.rounds
    );
    if f.under_fire {
        line.push_str(&t!("cor-fire-covering-halved"));
    }
    if !f.exposed.is_empty() {
        let names: Vec<String> = f.exposed.iter().map(|id| name(state, *id)).collect();
        line.push_str(&t!("cor-fire-covering-exposed", names = names.join(", ")));
    }
    line
}

fn riddled(state: &Encounter, f: &RiddledFact) -> String {
    let mut line = t!(
        "cor-fire-cross",
        who = name(state, f.who),
        shooter = name(state, f.shooter),
        firepower = f.firepower,
        feint = f.feint
    );
    if f.slowed > 0 {
        line.push_str(&t!("cor-fire-cross-slowed", speed = m_s(f.slowed)));
    }
    if !f.must_dodge {
        line.push_str(&t!("cor-fire-cross-free"));
    } else if f.bullets == 0 {
        let dodge = f.dodge.unwrap_or(0);
        line.push_str(&match f.dodge_from {
            Some(DodgeFrom::Given) => t!("cor-fire-cross-dodged-given", dodge = dodge),
            Some(DodgeFrom::Segment) => t!("cor-fire-cross-dodged-segment", dodge = dodge),
            None => t!("cor-fire-cross-dodged", dodge = dodge),
        });
    } else {
        let faces: Vec<String> = f.d6.iter().map(u32::to_string).collect();
        let next = match (state.combatant(f.who), state.combatant(f.shooter)) {
            (Some(t), Some(c)) => shown_lines(
                state,
                super::super::decide::fire_hurt_lines(
                    t,
                    c,
                    f.weapon.as_deref(),
                    &vec![0; f.bullets as usize],
                ),
            ),
            _ => String::new(),
        };
        line.push_str(&t!(
            "cor-fire-cross-hit",
            next = next,
            bullets = f.bullets,
            dice = format!("[{}]", faces.join(", ")),
            weapon = f
                .weapon
                .as_ref()
                .map(|w| {
                    let w = super::super::gear::weapon_shown(state, f.shooter, w);
                    t!("cor-fire-shot-with", weapon = w)
                })
                .unwrap_or_default()
        ));
    }
    line
}

fn movement(state: &Encounter, f: &FireFact) -> String {
    match f {
        FireFact::Moved {
            who,
            terrain: ground,
            base,
            roll,
            malus: _,
            acceleration,
            exposed,
            combat,
            speed,
        } => {
            let mut line = t!(
                "cor-fire-moved",
                who = name(state, *who),
                terrain = terrain(*ground),
                base = m_s(*base)
            );
            if let Some(r) = roll {
                line.push_str(&t!(
                    "cor-fire-moved-fast",
                    acceleration = m_s(*acceleration),
                    roll = rolled(r)
                ));
            }
            if *exposed > 0 {
                line.push_str(&t!("cor-fire-moved-exposed", malus = *exposed));
            }
            if *combat > 0 {
                line.push_str(&t!("cor-fire-moved-combat", speed = m_s(*combat)));
            }
            line.push_str(&t!("cor-fire-moved-speed", speed = m_s(*speed)));
            line
        }
        FireFact::CombatMove {
            who,
            on: true,
            feint,
        } => {
            t!(
                "cor-fire-combat-on",
                who = name(state, *who),
                feint = *feint
            )
        }
        FireFact::CombatMove { who, .. } => t!("cor-fire-combat-off", who = name(state, *who)),
        FireFact::Posture {
            who,
            posture,
            seconds,
            roll,
            malus: _,
        } => {
            let who = name(state, *who);
            let mut line = match posture {
                Posture::Stand => t!("cor-fire-stand", who = who, seconds = *seconds),
                Posture::Crouch => t!("cor-fire-crouch", who = who),
                Posture::Prone => t!("cor-fire-prone", who = who),
            };
            if let Some(r) = roll {
                line.push_str(&t!("cor-fire-stand-roll", roll = rolled(r)));
            }
            line
        }
        FireFact::Fell {
            who, segment: 0, ..
        } => t!("cor-fire-fall-over", who = name(state, *who)),
        FireFact::Fell {
            who,
            segment,
            speed,
            metres,
            modifier,
        } => t!(
            "cor-fire-fell",
            who = name(state, *who),
            segment = *segment,
            speed = *speed,
            metres = *metres,
            modifier = *modifier
        ),
    }
}

/// The next steps a hit leaves (canonical `hurt` lines joined by ` | `), each in the GM's
/// language.
fn shown_lines(state: &Encounter, lines: Option<String>) -> String {
    lines
        .unwrap_or_default()
        .split(" | ")
        .map(|line| crate::script::shown(state.system, line))
        .collect::<Vec<_>>()
        .join(" | ")
}

#[cfg(test)]
#[path = "narrate_fire_tests.rs"]
mod tests;

//! One transcript line per magic or Matrix fact, for the GM and for the players: the
//! secret convergence die and the surveillance score are the GM's alone (ANA-19).

use crate::model::{CombatantId, Encounter};
use crate::player_view::{Seen, Shown};
use crate::t;

use super::super::pool::PoolRoll;
use super::fact::ArcaneFact;
use super::magic::{Effect, ResistWith, Source};
use super::matrix::{self, Hacked, Method, Security};

fn name(state: &Encounter, id: CombatantId) -> String {
    state
        .combatant(id)
        .map_or_else(|| format!("#{}", id.0), |c| c.name.clone())
}

fn faces(dice: &[u8]) -> String {
    let faces: Vec<String> = dice.iter().map(u8::to_string).collect();
    format!("[{}]", faces.join(", "))
}

/// A roll's dice and successes, then what else it showed: Chance before the roll, the
/// glitch die and its complication or exploit, the complication dice (ANA-02 to ANA-04).
fn rolled(roll: &PoolRoll) -> String {
    let base = t!(
        "ana-arc-rolled",
        dice = faces(&roll.dice),
        hits = roll.successes()
    );
    let extras = super::super::transcript::roll_extras(roll);
    if extras.is_empty() {
        base
    } else {
        t!(
            "ana-arc-rolled-extras",
            roll = base,
            extras = extras.join(", ")
        )
    }
}

fn source(source: Source, spell: &str) -> String {
    match source {
        Source::CombatSpell { amp } => t!("ana-arc-what-combat", spell = spell, amp = amp),
        Source::EffectSpell { amp } => t!("ana-arc-what-effect", spell = spell, amp = amp),
        Source::ComplexForm { amp } => t!("ana-arc-what-form", spell = spell, amp = amp),
        Source::Summon { category } => t!("ana-arc-what-summon", category = category.word()),
        Source::Compile { category } => t!("ana-arc-what-compile", category = category.word()),
    }
}

fn effect(e: Effect) -> String {
    match e {
        Effect::Physical => t!("ana-arc-effect-physical"),
        Effect::Mental => t!("ana-arc-effect-mental"),
        Effect::Social => t!("ana-arc-effect-social"),
    }
}

fn with(w: ResistWith) -> String {
    match w {
        ResistWith::Best => t!("ana-arc-with-best"),
        ResistWith::Own => t!("ana-arc-with-own"),
        ResistWith::Counterspeller => t!("ana-arc-with-counterspeller"),
    }
}

fn method(m: Option<Method>) -> String {
    match m {
        None => String::new(),
        Some(Method::BruteForce) => t!("ana-arc-method-brute-force"),
        Some(Method::Corruption) => t!("ana-arc-method-corruption"),
        Some(Method::Cybercombat) => t!("ana-arc-method-cybercombat"),
    }
}

fn outcome(state: &Encounter, target: CombatantId, o: Hacked) -> String {
    match o {
        Hacked::Success => t!("ana-arc-hack-success"),
        Hacked::Failed => t!("ana-arc-hack-failed"),
        Hacked::Stunned { boxes } => t!("ana-arc-hack-stunned", boxes = boxes),
        Hacked::Detected => t!("ana-arc-hack-detected", target = name(state, target)),
    }
}

/// The GM's line for a fact, with the dice the actor's wounds took off (ANA-21).
pub fn narrate(state: &Encounter, fact: &ArcaneFact) -> String {
    let line = line(state, fact);
    // A hack's pool names every term itself.
    if matches!(fact, ArcaneFact::Hack { .. }) {
        return line;
    }
    let line = match fact.bought() {
        0 => line,
        n => t!("ana-arc-with-bought", line = line, n = u32::from(n)),
    };
    match fact.wounds() {
        0 => line,
        n => t!("ana-log-with-wounds", line = line, n = u32::from(n)),
    }
}

/// A fact's line without the wound note.
fn line(state: &Encounter, fact: &ArcaneFact) -> String {
    match fact {
        ArcaneFact::Dispel {
            who,
            sustainer,
            spell,
            roll,
            against,
            dispelled,
            ..
        } => t!(
            "ana-arc-dispel",
            who = name(state, *who),
            spell = spell.as_str(),
            sustainer = name(state, *sustainer),
            roll = rolled(roll),
            against = rolled(against),
            outcome = if *dispelled {
                t!("ana-arc-dispelled")
            } else {
                t!("ana-arc-holds")
            }
        ),
        ArcaneFact::Counter {
            who,
            target,
            roll,
            own,
            with: w,
            resists,
            ..
        } => t!(
            "ana-arc-counter",
            who = name(state, *who),
            target = name(state, *target),
            roll = rolled(roll),
            own = *own,
            with = with(*w),
            resists = *resists
        ),
        ArcaneFact::Drain {
            who,
            source: s,
            name: spell,
            roll,
            drain,
            boxes,
            wounds,
            bought,
        } => t!(
            "ana-arc-drain",
            who = name(state, *who),
            what = source(*s, spell),
            test = roll.as_ref().map_or_else(String::new, |r| {
                let pool = (*wounds == 0 && *bought == 0)
                    .then(|| spell_pool(state, *who, *s, r))
                    .flatten();
                match pool {
                    Some(pool) => {
                        format!(", {}", t!("ana-log-pool", line = rolled(r), pool = pool))
                    }
                    None => format!(", {}", rolled(r)),
                }
            }),
            drain = faces(drain),
            boxes = *boxes
        ),
        ArcaneFact::Resist {
            caster,
            effect: e,
            roll,
            defenses,
            ..
        } => {
            let each: Vec<String> = defenses
                .iter()
                .map(|d| {
                    let part = if d.affected {
                        t!(
                            "ana-arc-affected",
                            who = name(state, d.who),
                            roll = rolled(&d.roll)
                        )
                    } else {
                        t!(
                            "ana-arc-resisted",
                            who = name(state, d.who),
                            roll = rolled(&d.roll)
                        )
                    };
                    match d.wounds {
                        0 => part,
                        n => t!("ana-log-with-wounds", line = part, n = u32::from(n)),
                    }
                })
                .collect();
            t!(
                "ana-arc-resist",
                who = name(state, *caster),
                effect = effect(*e),
                roll = rolled(roll),
                each = crate::i18n::typography::join_list(&each)
            )
        }
        ArcaneFact::Hack {
            who,
            target,
            method: m,
            noise,
            roll,
            against,
            outcome: o,
            marks,
            wounds,
            bought,
            security,
        } => t!(
            "ana-arc-hack-terms",
            line = t!(
                "ana-arc-hack",
                who = name(state, *who),
                target = name(state, *target),
                method = method(*m),
                roll = rolled(roll),
                against = rolled(against),
                outcome = outcome(state, *target, *o),
                marks = format!(
                    "{}{}",
                    marks.map_or_else(String::new, |m| t!("ana-arc-marks", marks = m)),
                    if matrix::may_load_ic(roll.complications(), *o == Hacked::Detected) {
                        t!("ana-arc-ic-may-load")
                    } else {
                        String::new()
                    }
                )
            ),
            pool = hack_pool(roll, *noise, *wounds, *bought),
            against = opposition(against, *security)
        ),
        ArcaneFact::Convergence {
            who,
            die,
            points,
            god,
        } => {
            let line = t!(
                "ana-arc-convergence",
                who = name(state, *who),
                die = *die,
                points = *points
            );
            if *god {
                format!("{line}. {}", t!("ana-arc-god"))
            } else {
                line
            }
        }
        ArcaneFact::Checked { who, points } => {
            t!("ana-arc-checked", who = name(state, *who), points = *points)
        }
        ArcaneFact::Reboot { who } => t!("ana-arc-reboot", who = name(state, *who)),
        ArcaneFact::Rebooting { who, left } => {
            t!("ana-arc-rebooting", who = name(state, *who), left = *left)
        }
        ArcaneFact::MagicDrain { who, boxes } => {
            t!(
                "ana-arc-magic-drain",
                who = name(state, *who),
                boxes = *boxes
            )
        }
    }
}

/// The players' line: the secret die shows nothing, unless GOD comes (the G-men are seen
/// at the table); the score checked stays between the GM and the hacker.
pub fn for_players(state: &Encounter, fact: &ArcaneFact) -> Option<String> {
    match fact {
        ArcaneFact::Convergence { god: true, .. } => Some(t!("ana-arc-god")),
        ArcaneFact::Convergence { .. } => None,
        ArcaneFact::Checked { who, points } => Some(t!(
            "ana-arc-checked",
            who = name(state, *who),
            points = *points
        )),
        _ => Some(narrate(state, fact)),
    }
}

/// What players see of a fact: a hidden actor's dice are hidden (as the plug-in's own
/// tests); the secret die is hidden, GOD's coming told; a checked score left out.
pub fn shown(fact: &ArcaneFact, seen: &Seen<'_>) -> Option<Shown> {
    let actor = fact.combatants().first().copied();
    match fact {
        ArcaneFact::Convergence { god: true, .. } | ArcaneFact::Checked { .. } => {
            for_players(seen.state, fact).map(Shown::Coarse)
        }
        ArcaneFact::Convergence { .. } => Some(Shown::Hidden),
        _ if actor.is_some_and(|a| !seen.open(a)) => Some(Shown::Hidden),
        _ => None,
    }
}

/// A combat spell's pool by its sheet terms when it rolled exactly Sorcery + Willpower
/// (ANA-14: « 5 (Sorcellerie) + 5 (Volonté) = 10 dés »); `None` otherwise.
fn spell_pool(
    state: &Encounter,
    who: CombatantId,
    source: Source,
    roll: &PoolRoll,
) -> Option<String> {
    if !matches!(source, Source::CombatSpell { .. }) {
        return None;
    }
    let n = u32::try_from(roll.dice.len()).unwrap_or(u32::MAX);
    let asked = i32::try_from(n).unwrap_or(i32::MAX);
    let (first, second) = super::super::sheet_pool::spell_terms(state.combatant(who)?, asked)?;
    Some(t!(
        "ana-log-pool-terms",
        terms = crate::narrate::terms::explained(&first, &[second]),
        n = n
    ))
}

/// A hack's pool by its parts (ANA-17, ANA-18, ANA-21): the Hacking dice asked, Well
/// disposed's dice, the noise and the range, the wound dice: `4 − 1 (bruit) = 3 dés`;
/// `4 dés` when nothing was added or taken off.
fn hack_pool(roll: &PoolRoll, noise: i32, wounds: u8, bought: u8) -> String {
    use crate::narrate::terms::{Term, explained};
    let n = u32::try_from(roll.dice.len()).unwrap_or(u32::MAX);
    if noise == 0 && wounds == 0 && bought == 0 {
        return t!("ana-log-pool-dice", n = n);
    }
    let asked = i32::try_from(n)
        .unwrap_or(i32::MAX)
        .saturating_add(i32::from(wounds))
        .saturating_sub(i32::from(bought))
        .saturating_sub(noise);
    let mut rest = Vec::new();
    if bought > 0 {
        rest.push(Term::new(i32::from(bought), t!("ana-spend-well-disposed")));
    }
    if noise != 0 {
        rest.push(Term::new(noise, t!("ana-arc-noise-term")));
    }
    if wounds > 0 {
        rest.push(Term::new(-i32::from(wounds), t!("ana-pool-wounds")));
    }
    t!(
        "ana-log-pool-terms",
        terms = explained(&Term::new(asked, String::new()), &rest),
        n = n
    )
}

/// The object's dice, with the security level they come from when one was named
/// (ANA-17: « facile [réserve de dés opposée de 6 dés] »).
fn opposition(against: &PoolRoll, security: Option<Security>) -> String {
    let n = u32::try_from(against.dice.len()).unwrap_or(u32::MAX);
    let dice = t!("ana-log-pool-dice", n = n);
    match security {
        None => dice,
        Some(level) => t!(
            "ana-arc-opposition-level",
            dice = dice,
            level = match level {
                Security::Trivial => t!("ana-keys-word-trivial"),
                Security::Easy => t!("ana-keys-word-easy"),
                Security::Hard => t!("ana-keys-word-hard"),
            }
        ),
    }
}

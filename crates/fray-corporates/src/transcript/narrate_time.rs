//! Transcript lines of the time family's facts (COR-01 to COR-12): every die and every
//! term of the malus.

use super::super::options;
use crate::model::{CombatantId, Encounter};
use crate::t;

use super::super::fact::CorporatesFact as F;
use super::super::ledger::{Kind, Malus};
use super::super::priority::Lead;
use super::super::rolls::PoolRoll;
use super::super::schedule::declared_malus;

fn name(state: &Encounter, id: CombatantId) -> String {
    crate::rules::names::display(state, id)
}

/// A roll's dice, bonus and total: `4, 2, 6 + 2 = 14`.
pub fn roll_words(roll: &PoolRoll) -> String {
    let dice = roll
        .dice
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let bonus = super::roll_bonus::bonus_words(roll);
    t!(
        "cor-log-roll",
        dice = dice,
        bonus = bonus,
        total = roll.total
    )
}

/// The malus term by term (`−1d declared, −1d undeclared`), or "no malus".
pub fn malus_words(m: &Malus) -> String {
    let mut parts = Vec::new();
    for (n, key) in [
        (m.declared, "declared"),
        (m.undeclared, "undeclared"),
        (m.double, "double"),
        (m.situational, "situational"),
    ] {
        if n > 0 {
            parts.push(t!("cor-log-malus-term", n = n, term = key));
        }
    }
    if parts.is_empty() {
        t!("cor-log-no-malus")
    } else {
        crate::i18n::typography::join_list(&parts)
    }
}

fn kind_word(kind: Kind) -> String {
    let word = match kind {
        Kind::Declared => "declared",
        Kind::Undeclared => "undeclared",
        Kind::Substitute => "substitute",
        Kind::Innate => "innate",
        Kind::Long => "long",
    };
    t!("cor-log-kind", kind = word)
}

/// The roll read against its difficulty: success or failure and the margin.
fn against(s: &Encounter, total: i32, difficulty: Option<i32>) -> String {
    match difficulty {
        Some(d) if options::reaches(s, total, d) => {
            t!("cor-log-success", difficulty = d, margin = total - d)
        }
        Some(d) => t!("cor-log-failure", difficulty = d, margin = d - total),
        None => String::new(),
    }
}

/// The line of a time fact; `None` for a fact of another family.
pub fn describe(fact: &F, s: &Encounter) -> Option<String> {
    Some(match fact {
        F::Reacted { who, roll, at } => t!(
            "cor-log-reacted",
            who = name(s, *who),
            roll = roll_words(roll),
            segment = at.segment
        ),
        F::Declared {
            who,
            count,
            segments,
            forced,
        } => {
            let list = segments
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            let line = t!(
                "cor-log-declared",
                who = name(s, *who),
                count = *count,
                segments = list,
                malus = declared_malus(*count)
            );
            let owed = s
                .combatant(*who)
                .and_then(|c| {
                    c.conditions
                        .iter()
                        .find(|k| k.is(super::super::conditions::LOSES_ACTIONS, None))
                })
                .map_or(0, |k| {
                    u8::try_from(k.value.unwrap_or(1).clamp(0, 5)).unwrap_or(0)
                });
            let mut line = line;
            if *forced {
                line = format!("{line} {}", t!("cor-log-forced"));
            }
            let lost = owed.min(*count);
            if lost > 0 {
                line = format!("{line}{}", t!("cor-log-lost-at-once", n = lost));
            }
            line
        }
        F::Announces { who } => t!("cor-log-announces-next", who = name(s, *who)),
        F::Delayed { who, by, lost } => t!(
            "cor-log-delayed",
            who = name(s, *who),
            by = *by,
            lost = *lost
        ),
        F::Acted {
            who,
            kind,
            at,
            malus,
            dice,
            confidence,
            double,
            label,
            roll,
            difficulty,
            startled,
            gm_malus,
            fallen,
            wounded,
        } => {
            let mut parts = vec![t!(
                "cor-log-acted",
                who = name(s, *who),
                kind = kind_word(*kind),
                segment = at.segment,
                what = label.as_deref().map_or_else(String::new, |l| format!(
                    " {}",
                    super::labels::action_label(l)
                ))
            )];
            if *kind != Kind::Innate {
                parts.push(t!(
                    "cor-log-dice-left",
                    malus = malus_words(malus),
                    dice = *dice
                ));
            }
            if *double {
                parts.push(t!("cor-log-double"));
            }
            if *confidence > 0 {
                parts.push(t!("cor-log-confidence", n = *confidence));
            }
            if *startled > 0 {
                parts.push(t!("cor-log-startled-used", n = *startled));
            }
            if *gm_malus > 0 {
                parts.push(t!("cor-log-gm-malus", n = *gm_malus));
            }
            if *fallen > 0 {
                parts.push(t!("cor-letter-log-fallen", n = *fallen));
            }
            if *wounded > 0 {
                parts.push(t!("cor-letter-log-wounded", n = *wounded));
            }
            if let Some(r) = roll {
                let read = against(s, r.total, *difficulty);
                parts.push(if read.is_empty() {
                    roll_words(r)
                } else {
                    format!("{} {read}", roll_words(r))
                });
            }
            parts.join(" · ")
        }
        F::Startled {
            who,
            roll,
            difficulty,
            malus,
        } => t!(
            "cor-log-startled",
            who = name(s, *who),
            roll = roll_words(roll),
            difficulty = *difficulty,
            malus = *malus,
            freeze = u32::from(*malus >= super::super::survival::NO_REACTION_MARGIN)
        ),
        F::Survival {
            who,
            roll,
            difficulty,
            from,
        } => t!(
            "cor-log-survival",
            who = name(s, *who),
            roll = roll_words(roll),
            difficulty = *difficulty,
            success = u32::from(options::reaches(s, roll.total, *difficulty)),
            turn = from.turn,
            segment = from.segment
        ),
        F::LongBegun { who, label, at } => t!(
            "cor-log-long",
            who = name(s, *who),
            what = label,
            segment = at.segment
        ),
        F::Led {
            at,
            first,
            second,
            lead,
        } => match lead {
            Lead::First => t!("cor-log-led", segment = at.segment, who = name(s, *first)),
            Lead::Second => t!("cor-log-led", segment = at.segment, who = name(s, *second)),
            Lead::Simultaneous => t!(
                "cor-log-simultaneous",
                segment = at.segment,
                first = name(s, *first),
                second = name(s, *second)
            ),
        },
        _ => return None,
    })
}

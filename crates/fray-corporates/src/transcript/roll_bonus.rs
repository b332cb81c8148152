//! What a roll adds to its dice, said term by term (« + 5 (Armes à feu) + 2 (bonus de
//! visée de l’arme) »), from the terms its fact recorded; a roll from a save written
//! before they were recorded shows its bonus bare (« + 7 »).

use crate::narrate::terms::{Term, explained};
use crate::t;

use super::super::panes::words;
use super::super::rolls::{Part, PoolRoll, sum};

/// The bonus of `roll` after its dice, with its leading space (« + 2 (Vigilance) »), or
/// nothing when it adds nothing. Terms that do not add up to the bonus (a hand-edited
/// save) leave the difference as « autres modificateurs ».
pub fn bonus_words(roll: &PoolRoll) -> String {
    if roll.terms.is_empty() {
        return match roll.bonus {
            0 => String::new(),
            b if b > 0 => format!(" + {b}"),
            b => format!(" − {}", b.unsigned_abs()),
        };
    }
    let mut terms: Vec<Term> = roll
        .terms
        .iter()
        .map(|p| Term::new(p.value, part_name(p)))
        .collect();
    let rest = roll.bonus.saturating_sub(sum(&roll.terms));
    if rest != 0 {
        terms.push(Term::new(rest, t!("cor-shot-term-other")));
    }
    // `explained` starts from a first term: start from a bare 0 and leave it out.
    let named = explained(&Term::new(0, ""), &terms);
    let named = named.strip_prefix('0').unwrap_or(&named);
    named.to_string()
}

/// A term's name in the GM's language: a skill's or a stat's label, else the term's.
pub(super) fn part_name(p: &Part) -> String {
    if let Some(key) = p.what.strip_prefix("skill:") {
        return words::skill(key);
    }
    if let Some(key) = p.what.strip_prefix("stat:") {
        return words::stat(key);
    }
    match p.what.as_str() {
        "given" => t!("cor-roll-part-given"),
        "aim" => t!("cor-shot-term-aim"),
        "weapon-aim" => t!("cor-roll-part-weapon-aim"),
        "startle" => t!("cor-roll-part-startle"),
        "gm-malus" => t!("cor-roll-part-gm-malus"),
        "fallen" => t!("cor-roll-part-fallen"),
        "wounds" => t!("cor-roll-part-wounds"),
        "weapon" => t!("cor-roll-part-weapon"),
        "attackers" => t!("cor-roll-part-attackers"),
        "higher" => t!("cor-roll-part-higher"),
        "back" => t!("cor-roll-part-back"),
        "lower" => t!("cor-roll-part-lower"),
        "run" => t!("cor-roll-part-run"),
        "disengaging" => t!("cor-roll-part-disengaging"),
        "draw-use" => t!("cor-roll-part-draw-use"),
        "low-posture" => t!("cor-roll-part-low-posture"),
        "directed" => t!("cor-roll-part-directed"),
        "jumping-legs" => t!("cor-roll-part-jumping-legs"),
        "exposed" => t!("cor-roll-part-exposed"),
        "duel" => t!("cor-roll-part-duel"),
        "surprise" => t!("cor-roll-part-surprise"),
        "action-level" => t!("cor-roll-part-action-level"),
        "weapon-damage" => t!("cor-hurt-bonus"),
        "armour" => t!("cor-hurt-armour"),
        "charge" => t!("cor-hurt-bonus-charge"),
        "strike" => t!("cor-hurt-bonus-strike"),
        _ => t!("cor-shot-term-other"),
    }
}

#[cfg(test)]
#[path = "roll_bonus_tests.rs"]
mod tests;

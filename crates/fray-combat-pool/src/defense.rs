//! Defense against an attack score (SRP-07): revealed successes count first, then the
//! face-down tokens are turned up in order until D = S or none are left. Hit iff S > D.

use crate::PoolEvent;
use crate::engine::{Batch, Dice, Event};
use crate::model::{CombatantId, Token};

use super::bag::Bag;
use super::fact::PoolFact;

/// The GM's `ignore=all`: the attack ignores the whole defense.
pub const IGNORE_ALL: u32 = u32::MAX;

/// Who attacks, and with what weapon as the sheet names it (none named or tracked: `None`).
pub struct Blow {
    /// The attacker.
    pub attacker: CombatantId,
    /// The weapon's label on the attacker's sheet, or as the GM named it.
    pub weapon: Option<String>,
}

/// Meets an attack of score `score` by `blow` on `target`: reveals what is needed, records
/// the fact (who attacked whom, with what), and returns the defense score D and whether it hit. A token drawn from a real bag with no
/// face (dice at the table) is given its face as it is turned over: a draw from `dice`, the
/// table's `bag=S5` for that combatant.
pub fn defend(
    batch: &mut Batch,
    target: CombatantId,
    blow: &Blow,
    score: i32,
    ignore: Option<u32>,
    dice: &mut dyn Dice,
) -> (u32, bool) {
    let ignored = ignore.unwrap_or(0);
    let bag = Bag::of(batch.state());
    let mut faces = Vec::new();
    let (reveal, defense) = match batch
        .state()
        .combatant(target)
        .and_then(|c| c.tokens.as_ref().map(|p| (c, p)))
    {
        Some(_) if ignored == IGNORE_ALL => (0, 0),
        Some((c, pool)) => {
            let mut d = pool.defense_score();
            let mut reveal = 0u32;
            if score > 0 {
                for t in pool.defense.iter().filter(|t| !t.revealed) {
                    if i64::from(d.saturating_sub(ignored)) >= i64::from(score) {
                        break;
                    }
                    reveal += 1;
                    let face = match t.token {
                        Some(face) => face,
                        None => {
                            let face = bag.draw_for(&c.name, 1, dice);
                            let face = face.first().copied().unwrap_or(Token::failure(1));
                            faces.push(face);
                            face
                        }
                    };
                    if face.is_success() {
                        d += 1;
                    }
                }
            }
            (reveal, d.saturating_sub(ignored))
        }
        None => (0, 0),
    };
    if reveal > 0 {
        batch.push(Event::DefenseRevealed {
            who: target,
            count: reveal,
            faces,
        });
    }
    let hit = i64::from(score) > i64::from(defense);
    batch.push(
        PoolEvent::CombatPool {
            fact: PoolFact::Defended {
                target,
                attacker: Some(blow.attacker),
                weapon: blow.weapon.clone(),
                score,
                defense,
                ignored: ignore,
                hit,
            },
        }
        .event(),
    );
    (defense, hit)
}

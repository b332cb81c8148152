//! The dice and draws the combat pool makes, which the GM may give as rolled or drawn at
//! the table.

use crate::engine::RollSlot;

/// A d6 of a rolled success pool (`dice=N`: hits on 5-6).
pub const D6: &str = "d6";
/// A token drawn from the bag (with replacement): its face, e.g. `S5` or `F2`.
pub const BAG: &str = "bag";

/// The scatter direction die of an area weapon that misses (SRP-17): a d12 read as a
/// clock face (option `scatter-die`).
pub const DIRECTION: &str = "direction";

/// The French words of the dice and draws the table gives: the bag is « le sac ».
pub const FRENCH: &[(&str, &[&str])] = &[(BAG, &["sac"])];

/// Every roll the combat pool declares.
pub const ROLLS: &[RollSlot] = &[
    RollSlot {
        key: D6,
        sides: 6,
        what: "a d6 of the rolled pool",
        give: "d6=N,N,... (one value per die)",
        verbs: &["attack", "suppress", "throw", "melee", "opposed"],
        own_word: false,
    },
    RollSlot {
        key: BAG,
        sides: 0,
        what: "a token drawn from the bag",
        give: "bag=S5,F2,... (one face per token)",
        verbs: &[
            "allocate",
            "total-defense",
            "spend",
            "intend",
            "attack",
            "suppress",
            "throw",
            "blast",
            "melee",
            "lethality",
            "opposed",
        ],
        own_word: false,
    },
    RollSlot {
        key: DIRECTION,
        sides: 12,
        what: "the scatter direction die",
        give: "direction=N (the die as rolled)",
        verbs: &["throw"],
        own_word: false,
    },
];

/// The draws made face down: tokens allocated to defense (SRP-03, SRP-07), and every
/// undrawn token on a total defense (SRP-09). Their faces are seen when revealed.
pub const FACE_DOWN: &[(&str, &[&str])] = &[(BAG, &["allocate", "total-defense"])];

/// Every roll the combat pool declares, its texts in the current language (the engine's
/// [`RollSlot`] holds `&'static str`): made once per language; the die words (`d6=N`,
/// `bag=S5`) stay the command language's.
pub fn slots() -> &'static [RollSlot] {
    use crate::i18n::fixed;
    crate::i18n::fixed_list("combat_pool rolls", || {
        ROLLS
            .iter()
            .map(|slot| match slot.key {
                D6 => RollSlot {
                    what: fixed("pool-roll-d6"),
                    give: fixed("pool-roll-d6-give"),
                    ..*slot
                },
                BAG => RollSlot {
                    what: fixed("pool-roll-bag"),
                    give: fixed("pool-roll-bag-give"),
                    ..*slot
                },
                DIRECTION => RollSlot {
                    what: fixed("pool-roll-direction"),
                    give: fixed("pool-roll-direction-give"),
                    ..*slot
                },
                _ => *slot,
            })
            .collect()
    })
}

#[cfg(test)]
#[path = "rolls_tests.rs"]
mod tests;

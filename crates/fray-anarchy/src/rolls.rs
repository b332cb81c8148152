//! The dice the Anarchy rules roll, which the GM may give as rolled at the table
//! (`pool=5,2,6`, `glitch=1`, `complication=1,4`).

use crate::engine::{Dice, RollSlot};

use super::arcane::slots as arcane;

/// A pool's ordinary d6s (ANA-01).
pub const POOL: &str = "pool";
/// The glitch die (ANA-02).
pub const GLITCH: &str = "glitch";
/// A complication die (ANA-03).
pub const COMPLICATION: &str = "complication";

/// An initiative's 2D6 (ANA-09).
pub const INITIATIVE: &str = "initiative";
/// An initiative bonus d6 bought with an Anarchy point (ANA-09).
pub const BONUS: &str = "bonus";

/// A d6 per player for the GM's random order (ANA-07).
pub const ORDER: &str = "order";

/// Every verb that makes a test: each may roll a glitch die and complication dice
/// (ANA-02, ANA-03: Take a risk on any roll, complication dice from Amps and Flaws).
const TESTS: &[&str] = &[
    "test",
    "reroll",
    "interpose",
    "counterspell",
    "cast",
    "summon",
    "compile",
    "form",
    "resist",
    "hack",
];

/// The French words of the dice keys (`réserve=6,5` reads as `pool=6,5`): read in any
/// language, the first one written in French lines and shown as the dice field's label.
pub const FRENCH: &[(&str, &[&str])] = &[
    (POOL, &["réserve", "reserve"]),
    (GLITCH, &["imprévu", "imprevu"]),
    (arcane::OPPOSED, &["opposition"]),
    (arcane::DEFENSE, &["défense", "defense"]),
    (ORDER, &["ordre"]),
];

/// Every roll the system declares; `what` is a catalog key, and so is `give` when it
/// starts with `ana-`.
pub const ROLLS: &[RollSlot] = &[
    RollSlot {
        key: POOL,
        sides: 6,
        what: "ana-roll-pool",
        give: "ana-give-pool",
        verbs: TESTS,
        own_word: false,
    },
    RollSlot {
        key: GLITCH,
        sides: 6,
        what: "ana-roll-glitch",
        give: "ana-give-glitch",
        verbs: TESTS,
        own_word: false,
    },
    RollSlot {
        key: COMPLICATION,
        sides: 6,
        what: "ana-roll-complication",
        give: "ana-give-complication",
        verbs: TESTS,
        own_word: false,
    },
    RollSlot {
        key: INITIATIVE,
        sides: 6,
        what: "ana-roll-initiative",
        give: "initiative=N,N",
        verbs: &["initiative", "start", "next"],
        own_word: false,
    },
    RollSlot {
        key: BONUS,
        sides: 6,
        what: "ana-roll-bonus",
        give: "bonus=N",
        verbs: &["initiative", "start"],
        own_word: false,
    },
    RollSlot {
        key: arcane::OPPOSED,
        sides: 6,
        what: "ana-roll-opposed",
        give: "ana-give-opposed",
        verbs: &["counterspell", "hack", "reroll"],
        own_word: false,
    },
    RollSlot {
        key: arcane::DRAIN,
        sides: 6,
        what: "ana-roll-drain",
        give: "ana-give-drain",
        verbs: &["cast", "summon", "compile", "form", "reroll"],
        own_word: false,
    },
    RollSlot {
        key: arcane::DEFENSE,
        sides: 6,
        what: "ana-roll-defense",
        give: "ana-give-defense",
        verbs: &["resist", "reroll"],
        own_word: false,
    },
    RollSlot {
        key: arcane::CONVERGENCE,
        sides: 6,
        what: "ana-roll-convergence",
        give: "ana-give-convergence",
        verbs: &["hack", "reroll"],
        own_word: false,
    },
    RollSlot {
        key: ORDER,
        sides: 6,
        what: "ana-roll-order",
        give: "ana-give-order",
        verbs: &["reorder"],
        own_word: false,
    },
];

/// Every roll the system declares, its texts in the current language (the engine's
/// [`RollSlot`] holds `&'static str`): made once per language.
pub fn slots() -> &'static [RollSlot] {
    crate::i18n::fixed_list("anarchy rolls", || {
        ROLLS
            .iter()
            .map(|slot| RollSlot {
                what: crate::i18n::fixed(slot.what),
                // The pool's and the test's dice are said in the GM's words.
                give: if slot.give.starts_with("ana-") {
                    crate::i18n::fixed(slot.give)
                } else {
                    slot.give
                },
                ..*slot
            })
            .collect()
    })
}

/// A d6 for a slot.
pub fn d6(dice: &mut dyn Dice, slot: &'static str) -> u8 {
    u8::try_from(dice.roll_for(6, slot))
        .unwrap_or(1)
        .clamp(1, 6)
}

/// `n` d6s for a slot.
pub fn d6s(dice: &mut dyn Dice, slot: &'static str, n: u8) -> Vec<u8> {
    (0..n).map(|_| d6(dice, slot)).collect()
}

//! The dice the Cyberpunk interval rules roll, which the GM may give as rolled at the
//! table (`initiative=7`, `check=4`, `fumble=2`, ...).

use crate::engine::{Dice, RollSlot};

/// The initiative d10 (CPI-02, CPI-OP-01).
pub const INITIATIVE: &str = "initiative";
/// A tie-break d10 (CPI-03).
pub const TIE: &str = "tie";
/// A check's d10 (shots included).
pub const CHECK: &str = "check";
/// The d10 confirming a natural 1, also deciding a jam (CPI-16, CPI-17).
pub const FUMBLE: &str = "fumble";
/// The bullets actually fired under the ±20 % variation (CPI-09, CPI-OP-06).
pub const BURST: &str = "burst";
/// A stun or death save's d10 (CPI-18).
pub const SAVE: &str = "save";

/// The damage dice of a `damage` line (`damage rita 2d6+3`, or `2d6+3:4,5` from the
/// table): given in the line itself, not as `KEY=N`.
pub const DAMAGE: &str = "damage";

/// The French words of the dice keys (`jet=4` reads as `check=4`): read in any language,
/// the first one written in French lines and shown as the dice field's label.
pub const FRENCH: &[(&str, &[&str])] = &[
    (TIE, &["départage", "departage"]),
    (CHECK, &["jet"]),
    (FUMBLE, &["confirmation"]),
    (BURST, &["rafale"]),
    (SAVE, &["sauvegarde"]),
    (DAMAGE, &["dégâts", "degats"]),
];

/// Every roll the system declares, `what` and the longer `give` texts as catalog keys
/// (see [`slots`]).
pub const ROLLS: &[RollSlot] = &[
    RollSlot {
        key: INITIATIVE,
        sides: 10,
        what: "cpi-roll-initiative",
        give: "cpi-roll-initiative-give",
        verbs: &["initiative", "start", "next"],
        own_word: false,
    },
    RollSlot {
        key: TIE,
        sides: 10,
        what: "cpi-roll-tie",
        give: "cpi-roll-tie-give",
        verbs: &["initiative", "actions", "delay", "start", "next"],
        own_word: false,
    },
    RollSlot {
        key: CHECK,
        sides: 10,
        what: "cpi-roll-check",
        give: "cpi-roll-check-give",
        verbs: &["shoot", "check"],
        own_word: false,
    },
    RollSlot {
        key: FUMBLE,
        sides: 10,
        what: "cpi-roll-fumble",
        give: "cpi-roll-fumble-give",
        verbs: &["shoot", "check", "fumble"],
        own_word: false,
    },
    RollSlot {
        key: BURST,
        sides: 0,
        what: "cpi-roll-burst",
        give: "cpi-roll-burst-give",
        verbs: &["shoot"],
        own_word: false,
    },
    RollSlot {
        key: SAVE,
        sides: 10,
        what: "cpi-roll-save",
        give: "cpi-roll-save-give",
        verbs: &["damage", "save"],
        own_word: false,
    },
    RollSlot {
        key: DAMAGE,
        sides: 0,
        what: "cpi-roll-damage",
        give: "cpi-roll-damage-give",
        verbs: &["damage"],
        own_word: true,
    },
];

/// Every roll the system declares, its texts in the current language (the engine's
/// [`RollSlot`] holds `&'static str`): made once per language.
pub fn slots() -> &'static [RollSlot] {
    crate::i18n::fixed_list("cyberpunk rolls", || {
        ROLLS
            .iter()
            .map(|slot| RollSlot {
                what: crate::i18n::fixed(slot.what),
                give: if slot.give.starts_with("cpi-") {
                    crate::i18n::fixed(slot.give)
                } else {
                    slot.give
                },
                ..*slot
            })
            .collect()
    })
}

/// A d10 for a slot.
pub fn d10(dice: &mut dyn Dice, slot: &'static str) -> i32 {
    i32::try_from(dice.roll_for(10, slot)).unwrap_or(1)
}

/// The bullets a burst fires: a uniform pick in `lo..=hi` (CPI-OP-06).
pub fn burst(dice: &mut dyn Dice, lo: u32, hi: u32) -> u32 {
    let faces: Vec<(String, u32)> = (lo..=hi).map(|n| (n.to_string(), 1)).collect();
    let at = dice.pick_for(BURST, &faces);
    lo.saturating_add(u32::try_from(at).unwrap_or(0)).min(hi)
}

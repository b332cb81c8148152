//! The words a French GM reads for what the Cyberpunk rules store in English: condition
//! names ([`CONDITION_WORDS`], for [`RuleSystem::condition_words`](crate::rules::RuleSystem::condition_words)),
//! counter names on the sheet ([`counter_word`]) and the system's title. The save keeps
//! the English key; only the display changes with the language.

use crate::model::Pool;
use crate::report::Sheet;

use super::{body, recoil, text, weapon};

/// The conditions these rules create, each with the catalog key of its name.
pub const CONDITION_WORDS: &[(&str, &str)] = &[
    (text::RUNNING, "cpi-cond-running"),
    (text::HURRIED, "cpi-cond-hurried"),
    (text::DOUBLE_TIME, "cpi-cond-double-time"),
    (text::REROLLED, "cpi-cond-rerolled"),
    (text::CROUCHED, "cpi-cond-crouched"),
    (body::DEATH_SAVE, "cpi-cond-death-save"),
    (body::CON_LOSS, "cpi-cond-con-loss"),
    (recoil::SUPPORT, "cpi-cond-support"),
];

/// A death save due says what it takes off CON, the mortal level stored as its value
/// (CPI-18: "death save every round at −(mortal level)"): « jet contre la mort dû à −3 »,
/// the same on the roster, in the log and in `fray show`.
pub const SENTENCES: &[crate::rules::condition_words::Sentence] =
    &[crate::rules::condition_words::Sentence {
        name: body::DEATH_SAVE,
        key: "cpi-cond-death-save-at",
        value: true,
        target: false,
    }];

/// The counters these rules keep on a combatant.
pub const COUNTERS: [&str; 4] = [text::SPENT, text::CHOSEN, text::AIM, text::RUN];

/// A counter's name as the GM reads it (`actions-chosen` → "actions chosen", "actions
/// choisies"); a counter the GM made up stays as typed.
pub fn counter_word(name: &str) -> String {
    match name {
        text::SPENT => crate::t!("cpi-counter-spent"),
        text::CHOSEN => crate::t!("cpi-counter-chosen"),
        text::AIM => crate::t!("cpi-counter-aim"),
        text::RUN => crate::t!("cpi-counter-run"),
        other => other.to_string(),
    }
}

/// A weapon flag as the GM reads it (`in-hand` → "in hand", "en main"); `smartgun` and a
/// flag the GM set stay as written.
pub fn flag_word(flag: &str) -> String {
    match flag {
        weapon::IN_HAND => crate::t!("cpi-flag-in-hand"),
        weapon::JAMMED => crate::t!("cpi-flag-jammed"),
        weapon::UNCHAMBERED => crate::t!("cpi-flag-unchambered"),
        weapon::UNLOADED => crate::t!("cpi-flag-unloaded"),
        weapon::DROPPED => crate::t!("cpi-flag-dropped"),
        weapon::SMARTGUN => crate::t!("cpi-flag-smartgun"),
        other => other.to_string(),
    }
}

/// The sheet's counters under their display names (the sheet is what screens and `fray
/// show` draw; the state keeps the keys).
pub fn name_counters(sheet: &mut Sheet) {
    for pool in &mut sheet.pools {
        let Pool::Counter { name, .. } = pool;
        *name = counter_word(name);
    }
}

/// The system's title, in the current language.
pub fn title() -> &'static str {
    crate::i18n::fixed("cpi-title")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, with_lang};
    use crate::rules::condition_words::label;

    #[test]
    fn conditions_and_counters_read_in_french_and_stay_keys_in_english() {
        with_lang(Lang::Fr, || {
            assert_eq!(label(text::RUNNING), "en course");
            assert_eq!(label(body::DEATH_SAVE), "jet contre la mort dû");
            assert_eq!(counter_word(text::CHOSEN), "actions choisies");
            assert_eq!(counter_word("grenades"), "grenades");
            assert_eq!(flag_word(weapon::IN_HAND), "en main");
            assert_eq!(flag_word(weapon::SMARTGUN), "superarme");
            assert_eq!(
                title(),
                "Cyberpunk, initiative par intervalles (règle maison)"
            );
        });
        with_lang(Lang::En, || {
            assert_eq!(label(text::RUNNING), "running");
            assert_eq!(counter_word(text::CHOSEN), "actions chosen");
        });
    }
}

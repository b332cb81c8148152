//! Strings of the combat pool (SRP) on the full-screen interface: the timeline pane, the
//! token pane, its forms and the messages for keys of the other system. The shared
//! strings are re-exported so a form reads every label from one module.

pub use super::form_text::*;
pub(crate) use crate::text::fixed;
pub use crate::text::{down_word, readiness_level, stress_level};
pub(super) use crate::tui::text::*;

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use crate::i18n::{self, Lang};
use crate::t;

/// A list of labels kept once per language, like [`fixed`].
fn fixed_list(keys: &'static [&'static str]) -> &'static [&'static str] {
    type Lists = HashMap<(Lang, usize), &'static [&'static str]>;
    static CACHE: OnceLock<Mutex<Lists>> = OnceLock::new();
    let lang = i18n::current();
    let mut cache = CACHE
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    cache
        .entry((lang, keys.as_ptr() as usize))
        .or_insert_with(|| {
            let list: Vec<&'static str> = keys
                .iter()
                .map(|k| if k.is_empty() { "" } else { fixed(k) })
                .collect();
            Box::leak(list.into_boxed_slice())
        })
}

/// A face-down token: its value is never drawn.
pub const FACE_DOWN: &str = "▮";
/// A token given up unseen.
pub const UNSEEN: &str = "▯";
/// Before the intention on the timeline.
pub const TIMELINE_INTENTION: &str = "→ ";
/// Before the pending action on the timeline.
pub const TIMELINE_PENDING: &str = "⋯ ";
/// The timeline with nobody on it.
pub fn timeline_empty() -> &'static str {
    fixed("pool-ui-timeline-empty")
}
/// Roster headings of a combat-pool fight, wide.
pub fn roster_header_pool_wide() -> &'static [&'static str] {
    const KEYS: [&str; 7] = [
        "",
        "pool-ui-roster-name",
        "pool-ui-roster-pool",
        "pool-ui-roster-boxes",
        "pool-ui-roster-mod",
        "pool-ui-roster-conditions",
        "pool-ui-roster-counters",
    ];
    fixed_list(&KEYS)
}
/// Roster headings of a combat-pool fight, narrow.
pub fn roster_header_pool() -> &'static [&'static str] {
    const KEYS: [&str; 5] = [
        "",
        "pool-ui-roster-name",
        "pool-ui-roster-pool",
        "pool-ui-roster-mod",
        "pool-ui-roster-boxes-conditions",
    ];
    fixed_list(&KEYS)
}
/// Token pane label.
pub fn pool() -> &'static str {
    fixed("pool-ui-pool")
}
/// Token pane label.
pub fn defense() -> &'static str {
    fixed("pool-ui-defense")
}
/// Token pane label.
pub fn discard() -> &'static str {
    fixed("pool-ui-discard")
}
/// Token pane label.
pub fn lost() -> &'static str {
    fixed("pool-ui-lost")
}
/// Token pane label.
pub fn gained() -> &'static str {
    fixed("pool-ui-gained")
}
/// Token pane label.
pub fn stress() -> &'static str {
    fixed("pool-ui-stress")
}
/// Detail label for the intention (SRP-05).
pub fn intention() -> &'static str {
    fixed("pool-ui-intention")
}
/// Detail label for the action under way (SRP-11).
pub fn pending() -> &'static str {
    fixed("pool-ui-pending")
}
/// Detail label for the counters (aim, advantage, spray).
pub fn counters() -> &'static str {
    fixed("pool-ui-counters")
}
/// No token pool yet.
pub fn no_pool() -> &'static str {
    fixed("pool-ui-no-pool")
}
/// The status line's system word.
pub fn system_word() -> &'static str {
    fixed("pool-ui-system-word")
}
/// The timeline pane's title, padded: ` Timeline `.
pub fn timeline_title() -> &'static str {
    static TITLES: OnceLock<Mutex<HashMap<Lang, &'static str>>> = OnceLock::new();
    let mut titles = TITLES
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    titles.entry(i18n::current()).or_insert_with(|| {
        Box::leak(format!(" {} ", t!("pool-ui-timeline-title")).into_boxed_str())
    })
}

/// The pool line: `instinct · 4 left · P 12`.
pub fn pool_line(pool_type: &str, undrawn: u32, score: u32, recharge: u32) -> String {
    t!(
        "pool-ui-pool-line",
        kind = pool_type,
        undrawn = undrawn,
        score = score.to_string(),
        recharge = recharge.to_string()
    )
}

/// The defense score after the defense row: `D 2`.
pub fn defense_score(d: usize) -> String {
    format!("D {d}")
}

/// The stress level, short, for the timeline (low says nothing).
pub fn stress_short(stress: &str) -> &'static str {
    match stress {
        "moderate" => fixed("pool-ui-stress-short-moderate"),
        "high" => fixed("pool-ui-stress-short-high"),
        _ => "",
    }
}

/// A Polaris key pressed in a combat-pool encounter.
pub fn not_in_combat_pool(what: &str) -> String {
    t!("pool-ui-not-in-combat-pool", what = what)
}

/// A combat-pool key pressed in another system's encounter.
pub fn only_in_combat_pool(what: &str) -> String {
    t!("pool-ui-only-in-combat-pool", what = what)
}

/// The total defense question.
pub fn confirm_total_defense(name: &str, pool: u32) -> String {
    t!("pool-ui-confirm-total-defense", name = name, pool = pool)
}

/// The combat pool's own fight keys: word, default keys, and the key of what `?` says.
const OWN_KEYS: [(&str, &[&str], &str); 15] = [
    ("recharge", &["R"], "pool-ui-key-recharge"),
    ("allocate", &["o"], "pool-ui-key-allocate"),
    ("reduce-defense", &["O"], "pool-ui-key-reduce-defense"),
    ("spend", &["s"], "pool-ui-key-spend"),
    ("total-defense", &["T"], "pool-ui-key-total-defense"),
    ("stress", &["x"], "pool-ui-key-stress"),
    ("aim", &["f"], "pool-ui-key-aim"),
    ("pool-type", &["P"], "pool-ui-key-pool-type"),
    ("melee", &["M"], "pool-ui-key-melee"),
    ("throw", &["B"], "pool-ui-key-throw"),
    ("blast", &["b"], "pool-ui-key-blast"),
    ("evade", &["v"], "pool-ui-key-evade"),
    ("pending", &["I"], "pool-ui-key-pending"),
    ("reload", &["ctrl-l"], "pool-ui-key-reload"),
    ("keep", &["ctrl-k"], "pool-ui-key-keep"),
];

/// The combat pool's own fight keys, their labels in the current language.
pub fn own_keys() -> &'static [crate::tui::OwnKey] {
    type Keys = HashMap<Lang, &'static [crate::tui::OwnKey]>;
    static CACHE: OnceLock<Mutex<Keys>> = OnceLock::new();
    let mut cache = CACHE
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    cache.entry(i18n::current()).or_insert_with(|| {
        let keys: Vec<crate::tui::OwnKey> = OWN_KEYS
            .iter()
            .map(|(word, keys, label)| crate::tui::OwnKey {
                word,
                keys,
                label: fixed(label),
            })
            .collect();
        Box::leak(keys.into_boxed_slice())
    })
}

/// What a shared action does in a combat-pool fight, where some keys open other forms.
pub fn pool_action_label(action: crate::tui::keymap::Action) -> Option<&'static str> {
    use crate::tui::keymap::Action;
    Some(match action {
        Action::Declare => fixed("pool-ui-action-declare"),
        Action::Attack => fixed("pool-ui-action-attack"),
        Action::Wound => fixed("pool-ui-action-wound"),
        Action::Heal => fixed("pool-ui-action-heal"),
        Action::StartRound => fixed("pool-ui-action-start-round"),
        _ => return None,
    })
}

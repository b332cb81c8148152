//! Strings of the selected-combatant pane.

/// Detail header: Réaction after maluses.
pub const DETAIL_REACTION: &str = "Réaction";
/// Detail header: initiative (main marker's phase).
pub const DETAIL_INITIATIVE: &str = "Init";
/// Detail header: wound malus to tests and initiative.
pub const DETAIL_WOUNDS: &str = "Wounds";
/// Detail header: total penalty on an opposed test (wounds and opponents).
pub const DETAIL_PENALTY: &str = "Penalty";
/// Detail header: opponents in melee.
pub const DETAIL_OPPONENTS: &str = "Opponents";
/// Detail header: the combatant is dead.
pub const DETAIL_DEAD: &str = "DEAD";
/// Detail section: declared intent.
pub const DETAIL_DECLARED: &str = "Declared";
/// Detail section: conditions.
pub const DETAIL_CONDITIONS: &str = "Conditions";
/// Detail section: pools.
pub const DETAIL_POOLS: &str = "Pools";
/// Detail section: the GM note.
pub const DETAIL_NOTE: &str = "Note";
/// Detail header: destroyed limbs, already joined.
pub fn detail_destroyed(limbs: &str) -> String {
    format!("DESTROYED {limbs}")
}

/// A token pool: counts of success and failure tokens, and how many are face down.
pub fn detail_tokens(success: usize, failure: usize, hidden: usize) -> String {
    let hidden = if hidden > 0 {
        format!(" ({hidden} hidden)")
    } else {
        String::new()
    };
    format!("{success} success, {failure} failure{hidden}")
}

/// The wound modifier's label under the monitors.
pub const WOUND_MODIFIER: &str = "Wound modifier";
/// A filled monitor box.
pub const BOX_FILLED: &str = "■";
/// An empty monitor box.
pub const BOX_EMPTY: &str = "□";
/// A box past the end of a monitor (overflow).
pub const BOX_OVERFLOW: &str = "×";

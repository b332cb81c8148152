//! Strings of the selected-combatant pane.

use crate::t;

texts! {
    /// Detail header: Réaction after maluses.
    detail_reaction => "tui-detail-reaction";
    /// Detail header: initiative (main marker's phase).
    detail_initiative => "tui-detail-initiative";
    /// Detail header: wound malus to tests and initiative.
    detail_wounds => "tui-detail-wounds";
    /// Detail header: total penalty on an opposed test (wounds and opponents).
    detail_penalty => "tui-detail-penalty";
    /// Detail header: opponents in melee.
    detail_opponents => "tui-detail-opponents";
    /// Detail header: the combatant is dead.
    detail_dead => "tui-detail-dead";
    /// Detail section: declared intent.
    detail_declared => "tui-detail-declared";
    /// Detail section: conditions.
    detail_conditions => "tui-detail-conditions";
    /// Detail section: pools.
    detail_pools => "tui-detail-pools";
    /// Detail section: the GM note.
    detail_note => "tui-detail-note";
    /// The wound modifier's label under the monitors.
    wound_modifier => "tui-wound-modifier";
}

/// The GM note's heading in English, for the rule systems' panes not yet translated
/// (they should use [`detail_note`]).
pub const DETAIL_NOTE: &str = "Note";

/// Detail header: destroyed limbs, already joined.
pub fn detail_destroyed(limbs: &str) -> String {
    t!("tui-detail-destroyed", limbs = limbs)
}

/// A token pool: counts of success and failure tokens, and how many are face down.
pub fn detail_tokens(success: usize, failure: usize, hidden: usize) -> String {
    if hidden > 0 {
        t!(
            "tui-detail-tokens-hidden",
            success = success,
            failure = failure,
            hidden = hidden
        )
    } else {
        t!("tui-detail-tokens", success = success, failure = failure)
    }
}

/// A filled monitor box.
pub const BOX_FILLED: &str = "■";
/// An empty monitor box.
pub const BOX_EMPTY: &str = "□";
/// A box past the end of a monitor (overflow).
pub const BOX_OVERFLOW: &str = "×";

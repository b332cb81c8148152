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
/// Last row of the locator, "Death / Limb destroyed" shortened.
pub const LOCATOR_LAST_ROW: &str = "Death/Destr.";
/// Under the body figure: digits are severity rows (1 = light), `x` a lost part.
pub const BODY_LEGEND: &str = "1-5, x lost";

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

/// Locator row label in narrow layouts, by severity key.
pub fn severity_short(key: &str) -> Option<&'static str> {
    let i = ["light", "medium", "serious", "critical", "mortal", "death"]
        .iter()
        .position(|k| *k == key)?;
    ["Lgt", "Med", "Ser", "Cri", "Mor", "D/D"].get(i).copied()
}

/// Locator column header by location key: `R.arm` (long) or `RA` (short).
pub fn location_short(key: &str, long: bool) -> Option<&'static str> {
    let i = crate::systems::polaris::wounds::LOCATION_KEYS
        .iter()
        .position(|k| *k == key)?;
    let table = if long {
        ["Head", "Body", "R.arm", "L.arm", "R.leg", "L.leg"]
    } else {
        ["Hd", "Bd", "RA", "LA", "RL", "LL"]
    };
    table.get(i).copied()
}

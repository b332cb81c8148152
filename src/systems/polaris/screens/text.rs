//! Strings of the wound locator and the body figure.

/// Last row of the locator, "Death / Limb destroyed" shortened.
pub const LOCATOR_LAST_ROW: &str = "Death/Destr.";
/// Under the body figure: digits are severity rows (1 = light), `x` a lost part.
pub const BODY_LEGEND: &str = "1-5, x lost";

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

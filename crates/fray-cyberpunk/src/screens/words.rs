//! The words of the Cyberpunk panes (the interval ladder and the sheet), in the current
//! language.

use crate::i18n::fixed;
use crate::t;

/// The ladder pane's title.
pub fn ladder_title() -> &'static str {
    fixed("cpi-pane-ladder-title")
}

/// The ladder before the fight.
pub fn ladder_empty_setup() -> &'static str {
    fixed("cpi-pane-ladder-empty-setup")
}

/// The ladder of a round whose slots are not chosen yet.
pub fn ladder_empty() -> &'static str {
    fixed("cpi-pane-ladder-empty")
}

/// `1st`, `2e`: which of its owner's actions a slot is, short.
pub fn slot_short(k: u8) -> String {
    t!("cpi-pane-slot-short", k = k)
}

/// `1st action`, `2e action`.
pub fn slot_long(k: u8) -> String {
    t!("cpi-pane-slot-long", k = k)
}

/// A slot waiting its turn.
pub fn state_to_come() -> String {
    t!("cpi-pane-state-to-come")
}

/// The slot that acts next.
pub fn state_next() -> String {
    t!("cpi-pane-state-next")
}

/// The slot that acts next, moved by a delay.
pub fn state_next_delayed(from: i32) -> String {
    t!("cpi-pane-state-next-delayed", from = from.to_string())
}

/// The slot acting now.
pub fn state_acting() -> String {
    t!("cpi-pane-state-acting")
}

/// A slot used.
pub fn state_used() -> String {
    t!("cpi-pane-state-used")
}

/// A slot moved down by a delay.
pub fn state_delayed(from: i32) -> String {
    t!("cpi-pane-state-delayed", from = from.to_string())
}

/// A slot pushed below 1.
pub fn state_lost() -> String {
    t!("cpi-pane-state-lost")
}

/// A slot given up for a re-rolled initiative.
pub fn state_skipped() -> String {
    t!("cpi-pane-state-skipped")
}

/// `delayed`, in the narrow ladder's legend.
pub fn legend_delayed() -> String {
    t!("cpi-pane-legend-delayed")
}

/// `lost`, in the narrow ladder's legend.
pub fn legend_lost() -> String {
    t!("cpi-pane-legend-lost")
}

/// `tie d10`, in the narrow ladder's legend.
pub fn legend_tie() -> String {
    t!("cpi-pane-legend-tie")
}

/// The tie-break d10s kept for the round.
pub fn tie_long(rolls: &str) -> String {
    t!("cpi-pane-tie", rolls = rolls)
}

/// A stat's short name on the sheet (REF, INT, COOL, CON, MOUV: the text's own words).
pub fn stat(key: &str) -> String {
    match key {
        "ref" => t!("cpi-pane-stat-ref"),
        "int" => t!("cpi-pane-stat-int"),
        "cool" => t!("cpi-pane-stat-cool"),
        "con" => t!("cpi-pane-stat-con"),
        "mouv" => t!("cpi-pane-stat-mouv"),
        other => other.to_uppercase(),
    }
}

/// The short label under a wound level's four boxes (1 Light … 10 Mortal 6).
pub fn level_short(level: i32) -> String {
    match level {
        1 => t!("cpi-pane-level-light"),
        2 => t!("cpi-pane-level-serious"),
        3 => t!("cpi-pane-level-critical"),
        l => t!("cpi-pane-level-mortal", n = (l - 4).to_string()),
    }
}

/// `Initiative 28`.
pub fn initiative(score: i32) -> String {
    t!("cpi-pane-initiative", score = score.to_string())
}

/// `actions 1 of 3 used`.
pub fn actions(spent: i32, chosen: i32) -> String {
    t!("cpi-pane-actions", spent = spent, chosen = chosen)
}

/// The body track's heading with the points taken.
pub fn body(points: i32, boxes: i32) -> String {
    t!(
        "cpi-pane-body",
        points = points.to_string(),
        boxes = boxes.to_string()
    )
}

/// Unhurt, on the body line.
pub fn unhurt() -> String {
    t!("cpi-pane-unhurt")
}

/// No effect at this level.
pub fn no_effect() -> String {
    t!("cpi-pane-no-effect")
}

/// `stun save −2`.
pub fn stun_save(modifier: &str) -> String {
    t!("cpi-pane-stun-save", modifier = modifier)
}

/// `death save −1 each round`.
pub fn death_save(modifier: &str) -> String {
    t!("cpi-pane-death-save", modifier = modifier)
}

/// The weapons' heading.
pub fn weapons() -> &'static str {
    fixed("cpi-pane-weapons")
}

/// A weapon flag in words (jammed, unchambered, unloaded, in hand, dropped, smartgun).
pub fn flag(key: &str) -> Option<String> {
    use crate::weapon::{DROPPED, IN_HAND, JAMMED, SMARTGUN, UNCHAMBERED, UNLOADED};
    [JAMMED, UNCHAMBERED, UNLOADED, IN_HAND, DROPPED, SMARTGUN]
        .contains(&key)
        .then(|| crate::display::flag_word(key))
}

/// `ROF 3, 2 fired`.
pub fn rof(rof: i32, fired: i32) -> String {
    t!("cpi-pane-rof", rof = rof.to_string(), fired = fired)
}

/// `ammo 9/10`.
pub fn ammo(left: i32, full: Option<i32>) -> String {
    match full {
        Some(full) => t!(
            "cpi-pane-ammo-of",
            left = left.to_string(),
            full = full.to_string()
        ),
        None => t!("cpi-pane-ammo", left = left.to_string()),
    }
}

/// `CON min 12, recoil −3`.
pub fn con_min(min: i32, recoil: &str) -> String {
    t!("cpi-pane-con-min", min = min.to_string(), recoil = recoil)
}

/// A weapon's reliability word (CPI-17).
pub fn reliability(word: &str) -> String {
    match word {
        "unreliable" => t!("cpi-pane-reliability-unreliable"),
        "very-reliable" => t!("cpi-pane-reliability-very"),
        _ => t!("cpi-pane-reliability-standard"),
    }
}

/// A weapon's action type (CPI-06, CPI-07).
pub fn action_kind(word: &str) -> String {
    match word {
        "manual" => t!("cpi-pane-action-manual"),
        "single" => t!("cpi-pane-action-single"),
        "auto" => t!("cpi-pane-action-auto"),
        _ => t!("cpi-pane-action-semi"),
    }
}

/// `Support CON 12` (CPI-14).
pub fn support(con: i32) -> String {
    t!("cpi-pane-support", con = con.to_string())
}

/// `Aim +2` (CPI-10).
pub fn aim(bonus: i32) -> String {
    t!("cpi-pane-aim", bonus = format!("+{bonus}"))
}

/// `Running, 16 m this round` (CPI-11).
pub fn running(metres: Option<i32>) -> String {
    match metres {
        Some(m) => t!("cpi-pane-running-metres", metres = m.to_string()),
        None => t!("cpi-pane-running"),
    }
}

/// A skill's name on the sheet; a key no list knows is shown as stored.
pub fn skill(key: &str) -> String {
    crate::skill_words::label(key)
}

/// The roster's counters heading.
pub fn roster_actions() -> &'static str {
    fixed("cpi-pane-roster-actions")
}

/// The roster's mark of `n` jammed weapons.
pub fn roster_jammed(n: usize) -> String {
    t!("cpi-pane-roster-jammed", n = n)
}

/// The state of a slot whose owner is stunned: the round passes over it (CPI-18).
pub fn state_stunned() -> String {
    t!("cpi-pane-state-stunned")
}

/// The state of a slot whose owner is dead.
pub fn state_dead() -> String {
    t!("cpi-pane-state-dead")
}

/// The legend of the mark of a slot whose owner cannot act.
pub fn legend_out() -> String {
    t!("cpi-pane-legend-out")
}

//! Strings of the combat pool (SRP) on the full-screen interface: the timeline pane, the
//! token pane, its forms and the messages for keys of the other system. The shared
//! strings are re-exported so a form reads every label from one module.

pub(super) use crate::tui::text::*;

/// A face-down token: its value is never drawn.
pub const FACE_DOWN: &str = "▮";
/// A token given up unseen.
pub const UNSEEN: &str = "▯";
/// Before the intention on the timeline.
pub const TIMELINE_INTENTION: &str = "→ ";
/// Before the pending action on the timeline.
pub const TIMELINE_PENDING: &str = "⋯ ";
/// The timeline with nobody on it.
pub const TIMELINE_EMPTY: &str =
    "No rounds in the combat pool: add combatants (+), give them a pool (P) and a recharge (R).";
/// Roster headings of a combat-pool fight, wide.
pub const ROSTER_HEADER_POOL_WIDE: [&str; 7] =
    ["", "Name", "Pool", "Boxes", "Mod", "Conditions", "Counters"];
/// Roster headings of a combat-pool fight, narrow.
pub const ROSTER_HEADER_POOL: [&str; 5] = ["", "Name", "Pool", "Mod", "Boxes, conditions"];
/// Token pane label.
pub const POOL: &str = "Pool";
/// Token pane label.
pub const DEFENSE: &str = "Defense";
/// Token pane label.
pub const DISCARD: &str = "Discard";
/// Token pane label.
pub const LOST: &str = "lost";
/// Token pane label.
pub const GAINED: &str = "gained";
/// Token pane label.
pub const STRESS: &str = "Stress";
/// Detail label for the intention (SRP-05).
pub const INTENTION: &str = "Intention";
/// Detail label for the action under way (SRP-11).
pub const PENDING: &str = "Pending";
/// Detail label for the counters (aim, advantage, spray).
pub const COUNTERS: &str = "Counters";
/// No token pool yet.
pub const NO_POOL: &str = "No pool yet: P sets its type, R recharges it.";
/// The status line's system word.
pub const SYSTEM_WORD: &str = "combat pool";
/// The timeline pane's title.
pub const TIMELINE_TITLE: &str = " Timeline ";

/// The pool line: `instinct · 4 left · P 12`.
pub fn pool_line(pool_type: &str, undrawn: u32, score: u32, recharge: u32) -> String {
    format!("{pool_type} · {undrawn} left · P {score} R {recharge}")
}

/// The defense score after the defense row: `D 2`.
pub fn defense_score(d: usize) -> String {
    format!("D {d}")
}

/// The stress level, short, for the timeline (low says nothing).
pub fn stress_short(stress: &str) -> &'static str {
    match stress {
        "moderate" => "mod",
        "high" => "high",
        _ => "",
    }
}

/// A Polaris key pressed in a combat-pool encounter.
pub fn not_in_combat_pool(what: &str) -> String {
    format!("{what}: not in the combat pool (no rounds, no ladder) — ? lists the keys")
}

/// A combat-pool key pressed in another system's encounter.
pub fn only_in_combat_pool(what: &str) -> String {
    format!("{what}: only in a combat-pool encounter — ? lists the keys")
}

/// Form title.
pub const FORM_RECHARGE: &str = "Recharge";
/// Form title.
pub const FORM_ALLOCATE: &str = "Allocate to defense";
/// Form title.
pub const FORM_SPEND: &str = "Spend tokens";
/// Form title.
pub const FORM_INTEND: &str = "Change of intention";
/// Form title.
pub const FORM_TOTAL_DEFENSE: &str = "Total defense";
/// Form title.
pub const FORM_REDUCE_DEFENSE: &str = "Reduce defense";
/// Form title.
pub const FORM_STRESS: &str = "Stress";
/// Form title.
pub const FORM_POOL_TYPE: &str = "Pool type";
/// Form title.
pub const FORM_SHOT: &str = "Ranged attack";
/// Form title.
pub const FORM_MELEE: &str = "Melee";
/// Form title.
pub const FORM_THROW: &str = "Throw (area weapon)";
/// Form title.
pub const FORM_BLAST: &str = "Blast (area weapon goes off)";
/// Form title.
pub const FORM_EVADE: &str = "Evade the blast";
/// Form title.
pub const FORM_DAMAGE: &str = "Damage";
/// Form title.
pub const FORM_POOL_HEAL: &str = "Heal boxes";
/// Form title.
pub const FORM_PENDING: &str = "Pending action";

/// Field label.
pub const FIELD_RECHARGE: &str = "Recharge";
/// Field label.
pub const FIELD_TOKENS: &str = "Tokens";
/// Field label.
pub const FIELD_OTHER_POOL: &str = "Other pool";
/// Field label.
pub const FIELD_PURPOSE: &str = "For";
/// Field label.
pub const FIELD_COST: &str = "Cost";
/// Field label.
pub const FIELD_INTENTION: &str = "Intention";
/// Field label.
pub const FIELD_LEVEL: &str = "Level";
/// Field label.
pub const FIELD_POOL_TYPE: &str = "Type";
/// Field label.
pub const FIELD_SCORE: &str = "Score P";
/// Field label.
pub const FIELD_TARGETS: &str = "Target(s)";
/// Field label.
pub const FIELD_HITS: &str = "Hits";
/// Field label.
pub const FIELD_ROLL_DICE: &str = "or dice";
/// Field label.
pub const FIELD_RANGE: &str = "Range";
/// Field label.
pub const FIELD_THRESHOLD: &str = "Threshold ±";
/// Field label.
pub const FIELD_SPEND: &str = "Spend";
/// Field label.
pub const FIELD_FIRE_MODE: &str = "Fire mode";
/// Field label.
pub const FIELD_BULLETS: &str = "Bullets";
/// Field label.
pub const FIELD_ADJUST: &str = "Adjust";
/// Field label.
pub const FIELD_KIND: &str = "Kind";
/// Field label.
pub const FIELD_RISK: &str = "Risk";
/// Field label.
pub const FIELD_CARE: &str = "Care";
/// Field label.
pub const FIELD_SOAK: &str = "Soak";
/// Field label.
pub const FIELD_DEFENCE: &str = "Defender";
/// Field label.
pub const FIELD_DEFENDER_ROLL: &str = "Their hits/dice";
/// Field label.
pub const FIELD_THEIR_DAMAGE: &str = "Their damage";
/// Field label.
pub const FIELD_RANGED: &str = "Ranged weapon";
/// Field label.
pub const FIELD_EFFECT: &str = "Winner takes";
/// Field label.
pub const FIELD_BY: &str = "Thrown by";
/// Field label.
pub const FIELD_TRACK: &str = "Monitor";
/// Field label.
pub const FIELD_PENDING: &str = "Action";

/// Hint.
pub const HINT_RECHARGE: &str = "fast R/2, slow R, both (in position at the start)";
/// Hint.
pub const HINT_ALLOCATE: &str = "a number, or all";
/// Hint.
pub const HINT_OTHER_POOL: &str = "an action on another pool (stress cost)";
/// Hint.
pub const HINT_PURPOSE: &str = "what for (optional)";
/// Hint.
pub const HINT_COST: &str = "free if obvious, token if subtle, action if unpaid";
/// Hint.
pub const HINT_REDUCE: &str = "pool tokens back, 2 face-down each";
/// Hint.
pub const HINT_POOL_TYPE: &str = "instinct, tactics or a custom type";
/// Hint.
pub const HINT_SCORE: &str = "empty: from the sheet";
/// Hint.
pub const HINT_TARGETS: &str = "name, or several: a,b";
/// Hint.
pub const HINT_HITS: &str = "successes rolled at the table";
/// Hint.
pub const HINT_DICE: &str = "or dice the tracker rolls (hits 5–6)";
/// Hint.
pub const HINT_THRESHOLD: &str = "visibility, movement, cover: +1 harder";
/// Hint.
pub const HINT_BULLETS: &str = "multiple: N; spray: optional";
/// Hint.
pub const HINT_ADJUST: &str = "−1 score, +1 damage token each";
/// Hint.
pub const HINT_POOL_DAMAGE: &str = "empty: the weapon stat";
/// Hint.
pub const HINT_KIND: &str = "physical";
/// Hint.
pub const HINT_RISK: &str = "stun weapons: low or high";
/// Hint.
pub const HINT_CARE: &str = "−N to hit, risk N steps lower";
/// Hint.
pub const HINT_SOAK: &str = "damage resisted";
/// Hint.
pub const HINT_DEFENDER_ROLL: &str = "fight back: their hits or dice";
/// Hint.
pub const HINT_EFFECT: &str = "instead of damage";
/// Hint.
pub const HINT_EVADE: &str = "defense tokens spent, 1 m each";
/// Hint.
pub const HINT_PENDING: &str = "empty clears it";

/// The total defense question.
pub fn confirm_total_defense(name: &str, pool: u32) -> String {
    format!(
        "{name} goes to total defense: abandons the intention, {pool} pool token(s) to defense?"
    )
}

/// The combat pool's own fight keys: word, default keys, what `?` says.
pub const OWN_KEYS: &[crate::tui::OwnKey] = &[
    own("recharge", &["R"], "combat pool: recharge (fast, slow, both)"),
    own("allocate", &["o"], "combat pool: tokens to defense, face down"),
    own("reduce-defense", &["O"], "combat pool: reduce defense (2 face-down for 1)"),
    own("spend", &["s"], "combat pool: spend tokens on an action"),
    own("total-defense", &["T"], "combat pool: total defense"),
    own("stress", &["x"], "combat pool: stress level"),
    own("aim", &["f"], "combat pool: aim (+1 on the next shot)"),
    own("pool-type", &["P"], "combat pool: pool type and score"),
    own("melee", &["M"], "combat pool: melee exchange"),
    own("throw", &["B"], "combat pool: throw (area weapon roll)"),
    own("blast", &["b"], "combat pool: blast (area weapon goes off)"),
    own("evade", &["v"], "combat pool: evade a blast (defense tokens, 1 m each)"),
    own("pending", &["I"], "combat pool: action under way"),
];

const fn own(
    word: &'static str,
    keys: &'static [&'static str],
    label: &'static str,
) -> crate::tui::OwnKey {
    crate::tui::OwnKey { word, keys, label }
}

/// What a shared action does in a combat-pool fight, where some keys open other forms.
pub fn pool_action_label(action: crate::tui::keymap::Action) -> Option<&'static str> {
    use crate::tui::keymap::Action;
    Some(match action {
        Action::Declare => "change of intention (free, token or action)",
        Action::Attack => "ranged attack",
        Action::Wound => "damage: boxes on a monitor",
        Action::Heal => "heal boxes of a monitor",
        Action::StartRound => "start the fight",
        _ => return None,
    })
}

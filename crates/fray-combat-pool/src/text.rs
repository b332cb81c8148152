//! Every English word the combat-pool rules show: refusals, condition and counter names.
//! Kept in one place so they can be localised. Narration lives in `transcript/narrate.rs`.

use crate::engine::RuleError;

use crate::i18n::{self};
use crate::t;

/// The total-defense condition and intention (SRP-09).
pub const TOTAL_DEFENSE: &str = "total defense";
/// The condition holding the stress level (SRP-04): 1 moderate, 2 high.
pub const STRESS: &str = "stress";
/// The stress levels in words: low (no condition), moderate, high.
pub const STRESS_WORDS: [&str; 3] = ["low", "moderate", "high"];
/// The readiness levels in words: none (no condition), ready, in position.
pub const READINESS_WORDS: [&str; 3] = ["not ready", "ready for combat", "in position"];
/// The condition holding the readiness (SRP-03): 1 ready, 2 in position.
pub const READINESS: &str = "readiness";
/// The pending action of an unpaid change of intention (SRP-05).
pub const CHANGING_INTENTION: &str = "changing intention (simple action)";
/// The aim counter (SRP-12).
pub const AIM: &str = "aim";
/// The melee advantage counter (SRP-18).
pub const ADVANTAGE: &str = "advantage";
/// The spray bullets counter (SRP-14).
pub const SPRAY: &str = "spray";
/// Condition: knocked down (SRP-16, SRP-18).
pub const KNOCKED_DOWN: &str = "knocked down";
/// Condition: thrown back (SRP-16 Style rule).
pub const THROWN_BACK: &str = "thrown back";
/// Condition: held (SRP-18).
pub const HELD: &str = "held";
/// Condition: knocked out (SRP-19).
pub const KNOCKED_OUT: &str = "knocked out";
/// Condition: lethal (SRP-19).
pub const LETHAL: &str = "lethal";

/// A refusal.
pub fn invalid(message: String) -> RuleError {
    RuleError::Invalid(message)
}

/// No pool yet.
pub fn no_pool(who: &str) -> String {
    t!("pool-refuse-no-pool", who = who)
}

/// Too large a count.
pub fn too_many(what: &str, most: u32) -> String {
    t!("pool-refuse-too-many", what = what, most = most.to_string())
}

/// A token pool's type as the GM reads it (`tactics`: « tactique » in French); a table's
/// own type as typed, escaped.
pub fn pool_type_word(kind: &str) -> String {
    t!("pool-type-word", kind = crate::safe_text::escape(kind))
}

/// Not enough undrawn tokens.
pub fn not_enough(who: &str, have: u32, want: u32, action: PoolAction) -> String {
    t!(
        "pool-refuse-not-enough",
        who = who,
        have = have,
        want = want.to_string(),
        action = match action {
            PoolAction::Spend => "spend",
            PoolAction::Allocate => "allocate",
        }
    )
}

/// What a refusal for too few tokens was asked to do with them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PoolAction {
    /// Spend them (`spend`).
    Spend,
    /// Allocate them to defense (`allocate`).
    Allocate,
}

/// More tokens to draw at once than any pool holds (a damaged save).
pub fn too_many_to_draw(who: &str, n: u32, most: i64) -> String {
    t!(
        "pool-refuse-too-many-to-draw",
        who = who,
        n = n,
        most = most.to_string()
    )
}

/// Unknown pool type.
pub fn unknown_pool_type(typed: &str, known: &[String]) -> String {
    t!(
        "pool-refuse-unknown-pool-type",
        typed = typed,
        known = known.join(", ")
    )
}

/// Nothing changes.
pub fn already(who: &str, what: &str) -> String {
    t!("pool-refuse-already", who = who, what = what)
}

/// Both recharges only at the start.
pub fn both_only_in_setup(who: &str) -> String {
    t!("pool-refuse-both-only-in-setup", who = who)
}

/// Allocating nothing.
pub fn nothing_to_allocate(who: &str, undrawn: u32) -> String {
    t!(
        "pool-refuse-nothing-to-allocate",
        who = who,
        undrawn = undrawn
    )
}

/// Reduce defense needs 2N face-down tokens.
pub fn reduce_needs(who: &str, hidden: u32, tokens: u32) -> String {
    t!(
        "pool-refuse-reduce-needs",
        who = who,
        hidden = hidden,
        tokens = tokens.to_string(),
        needed = tokens.saturating_mul(2).max(2).to_string()
    )
}

/// Reset defense needs revealed successes.
pub fn reset_needs(who: &str, revealed: u32, n: u32) -> String {
    t!(
        "pool-refuse-reset-needs",
        who = who,
        revealed = revealed,
        n = n.to_string()
    )
}

/// A cost the pool cannot pay.
pub fn cannot_pay(who: &str, undrawn: u32, cost: u32) -> String {
    t!(
        "pool-refuse-cannot-pay",
        who = who,
        undrawn = undrawn,
        cost = cost.to_string()
    )
}

/// Spend at least one.
pub fn spend_at_least_one() -> String {
    t!("pool-refuse-spend-at-least-one")
}

/// An empty intention.
pub fn empty_intention() -> String {
    t!("pool-refuse-empty-intention")
}

/// No token to pay for an intention.
pub fn intend_pool_empty(who: &str) -> String {
    t!("pool-refuse-intend-pool-empty", who = who)
}

/// The pending action is already that.
pub fn pending_unchanged(who: &str) -> String {
    t!("pool-refuse-pending-unchanged", who = who)
}

/// An empty free action.
pub fn empty_free_action() -> String {
    t!("pool-refuse-empty-free-action")
}

/// No weapon stat.
pub fn no_weapon(who: &str) -> String {
    t!("pool-refuse-no-weapon", who = who)
}

/// No damage given.
pub fn no_damage() -> String {
    t!("pool-refuse-no-damage")
}

/// Damage fully soaked.
pub fn no_boxes(who: &str) -> String {
    t!("pool-refuse-no-boxes", who = who)
}

/// Nothing to heal.
pub fn nothing_to_heal(who: &str, track: &str) -> String {
    let track = match track {
        "physical" => t!("pool-track-physical"),
        "stun" => t!("pool-track-stun"),
        other => other.to_string(),
    };
    t!("pool-refuse-nothing-to-heal", who = who, track = track)
}

/// No target named.
pub fn no_target() -> String {
    t!("pool-refuse-no-target")
}

/// More targets than passes.
pub fn too_many_targets(who: &str, n: usize, passes: u32) -> String {
    t!(
        "pool-refuse-too-many-targets",
        who = who,
        n = n,
        passes = passes
    )
}

/// Multiple shots above skill.
pub fn multiple_skill(who: &str, bullets: u32, skill: u32) -> String {
    t!(
        "pool-refuse-multiple-skill",
        who = who,
        bullets = bullets.to_string(),
        skill = skill
    )
}

/// Multiple shots above the cap of a physical trigger (semi or auto), SRP-14.
pub fn multiple_physical(who: &str, bullets: u32, cap: u32) -> String {
    t!(
        "pool-refuse-multiple-physical",
        who = who,
        bullets = bullets.to_string(),
        cap = cap
    )
}

/// A kept damage token of a value none of the drawn ones has (SRP-12).
pub fn token_not_drawn(value: u8, drawn: &str) -> String {
    t!(
        "pool-refuse-token-not-drawn",
        value = value.to_string(),
        drawn = drawn
    )
}

/// A weapon named that is not on the sheet (SRP-14 ammunition).
pub fn no_such_weapon(who: &str, weapon: &str) -> String {
    t!("pool-refuse-no-such-weapon", who = who, weapon = weapon)
}

/// `reload` with no weapon with a magazine on the sheet.
pub fn no_tracked_weapon(who: &str) -> String {
    t!("pool-refuse-no-tracked-weapon", who = who)
}

/// A shot needing more rounds than are left.
pub fn too_few_rounds(who: &str, weapon: &str, left: u32, needed: u32) -> String {
    t!(
        "pool-refuse-too-few-rounds",
        who = who,
        weapon = weapon,
        left = left.to_string(),
        needed = needed.to_string()
    )
}

/// `reload` with the magazine full.
pub fn already_full(who: &str, weapon: &str, rounds: i32) -> String {
    t!(
        "pool-refuse-already-full",
        who = who,
        weapon = weapon,
        rounds = rounds
    )
}

/// `keep N` with no attack with several damage tokens just before (SRP-12).
pub fn keep_nothing() -> String {
    t!("pool-refuse-keep-nothing")
}

/// `keep N` with no drawn token of that value (SRP-12).
pub fn keep_not_drawn(value: u8, drawn: &str) -> String {
    t!(
        "pool-refuse-keep-not-drawn",
        value = value.to_string(),
        drawn = drawn
    )
}

/// `keep N` when the N is already the kept token (SRP-12).
pub fn keep_already(value: u8) -> String {
    t!("pool-refuse-keep-already", value = value.to_string())
}

/// Too many spray bullets.
pub fn spray_bullets(who: &str, fired: u32, most: u32) -> String {
    t!(
        "pool-refuse-spray-bullets",
        who = who,
        fired = fired.to_string(),
        most = most
    )
}

/// A defier outside the fire zone.
pub fn defier_not_target(who: &str) -> String {
    t!("pool-refuse-defier-not-target", who = who)
}

/// Evade needs defense tokens.
pub fn evade_needs(who: &str, held: u32, tokens: u32) -> String {
    t!(
        "pool-refuse-evade-needs",
        who = who,
        held = held,
        tokens = tokens
    )
}

/// Melee against oneself.
pub fn melee_self() -> String {
    t!("pool-refuse-melee-self")
}

/// Opposed against oneself.
pub fn opposed_self() -> String {
    t!("pool-refuse-opposed-self")
}

/// Start or next once the fight runs.
pub fn no_rounds() -> String {
    t!("pool-refuse-no-rounds")
}

/// The fight already ended.
pub fn already_ended() -> String {
    t!("pool-refuse-already-ended")
}

/// The stress level of the report (`low`, `moderate`, `high`) in the current language.
pub fn stress_level(stress: &str) -> String {
    match stress {
        "low" => t!("pool-stress-low"),
        "moderate" => t!("pool-stress-moderate"),
        "high" => t!("pool-stress-high"),
        other => other.to_string(),
    }
}

/// The readiness of the report (`not ready`, `ready for combat`, `in position`) in the
/// current language.
pub fn readiness_level(readiness: &str) -> String {
    match readiness {
        "not ready" => t!("pool-ui-readiness-none"),
        "ready for combat" => t!("pool-ui-readiness-ready"),
        "in position" => t!("pool-ui-readiness-position"),
        other => other.to_string(),
    }
}

/// Who is down (`unconscious`, `dying`, `dead`, as the report holds it) in the current
/// language.
pub fn down_word(down: &str) -> String {
    match down {
        "unconscious" => t!("pool-down-unconscious"),
        "dying" => t!("pool-down-dying"),
        "dead" => t!("pool-down-dead"),
        other => other.to_string(),
    }
}

/// The message `key` in the current language, as a `&'static str` (see [`i18n::fixed`]).
pub(crate) fn fixed(key: &'static str) -> &'static str {
    i18n::fixed(key)
}

//! Every English word the combat-pool rules show: refusals, condition and counter names.
//! Kept in one place so they can be localised. Narration lives in `transcript/narrate.rs`.

use crate::engine::RuleError;

/// The total-defense condition and intention (SRP-09).
pub const TOTAL_DEFENSE: &str = "total defense";
/// The condition holding the stress level (SRP-04): 1 moderate, 2 high.
pub const STRESS: &str = "stress";
/// The stress levels in words: low (no condition), moderate, high.
pub const STRESS_WORDS: [&str; 3] = ["low", "moderate", "high"];
/// The readiness levels in words: none (no condition), ready, in position.
pub const READINESS_WORDS: [&str; 3] = ["not ready", "ready for combat", "in position"];
/// The transcript line when the fight starts (SRP-11).
pub const FIGHT_ON: &str = "the fight is on: no rounds, the GM narrates";

/// `Kestrel: stress moderate`; readiness needs no name: `Kestrel: in position`.
pub fn level_set(who: &str, what: &str, level: &str) -> String {
    if what.eq_ignore_ascii_case(READINESS) {
        format!("{who}: {level}")
    } else {
        format!("{who}: {what} {level}")
    }
}

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
    format!(
        "{who} has no combat pool yet (SRP-01): give one with 'pool {who} instinct' or 'pool {who} tactics'"
    )
}

/// Too large a count.
pub fn too_many(what: &str, most: u32) -> String {
    format!("at most {most} {what} at a time")
}

/// Not enough undrawn tokens.
pub fn not_enough(who: &str, have: u32, want: u32, verb: &str) -> String {
    format!("{who} has {have} tokens in the pool; {verb} {want} is not possible")
}

/// Unknown pool type.
pub fn unknown_pool_type(typed: &str, known: &[String]) -> String {
    format!(
        "no pool type '{typed}' (SRP-01; known: {}; a custom one is set with option pool-type.KEY)",
        known.join(", ")
    )
}

/// Nothing changes.
pub fn already(who: &str, what: &str) -> String {
    format!("{who}: {what} is already so")
}

/// Both recharges only at the start.
pub fn both_only_in_setup(who: &str) -> String {
    format!(
        "{who} cannot take both recharges now: only a character in position gets both, when the fight starts (SRP-03)"
    )
}

/// Allocating nothing.
pub fn nothing_to_allocate(who: &str, undrawn: u32) -> String {
    format!("{who} has {undrawn} tokens in the pool; allocate at least 1 (SRP-07)")
}

/// Reduce defense needs 2N face-down tokens.
pub fn reduce_needs(who: &str, hidden: u32, tokens: u32) -> String {
    format!(
        "{who} has {hidden} face-down defense tokens; getting {tokens} back into the pool needs {} (2 for 1, SRP-08)",
        tokens.saturating_mul(2).max(2)
    )
}

/// Reset defense needs revealed successes.
pub fn reset_needs(who: &str, revealed: u32, n: u32) -> String {
    format!(
        "{who} has {revealed} revealed defense successes; cancelling {n} is not possible (SRP-07)"
    )
}

/// A cost the pool cannot pay.
pub fn cannot_pay(who: &str, undrawn: u32, cost: u32) -> String {
    format!("{who} has {undrawn} tokens in the pool and cannot pay {cost} (SRP-04, SRP-10)")
}

/// Spend at least one.
pub fn spend_at_least_one() -> String {
    "spend at least 1 token (SRP-04)".into()
}

/// An empty intention.
pub fn empty_intention() -> String {
    "an intention needs words (SRP-05)".into()
}

/// No token to pay for an intention.
pub fn intend_pool_empty(who: &str) -> String {
    format!(
        "{who} has no token left to pay for the change of intention (SRP-05): use 'intend {who} action ...', which takes a simple action"
    )
}

/// The pending action is already that.
pub fn pending_unchanged(who: &str) -> String {
    format!("{who}'s pending action is already that")
}

/// An empty free action.
pub fn empty_free_action() -> String {
    "a free action needs words (SRP-06)".into()
}

/// No weapon stat.
pub fn no_weapon(who: &str) -> String {
    format!("{who} has no 'weapon' stat: give damage=N or set {who} weapon=N (SRP-15)")
}

/// No damage given.
pub fn no_damage() -> String {
    "give the weapon's base damage with damage=N (SRP-15)".into()
}

/// Damage fully soaked.
pub fn no_boxes(who: &str) -> String {
    format!("no boxes left to check on {who} after soak (SRP-21)")
}

/// Nothing to heal.
pub fn nothing_to_heal(who: &str, track: &str) -> String {
    format!("{who} has no {track} boxes to clear (SRP-21)")
}

/// No target named.
pub fn no_target() -> String {
    "name at least one target".into()
}

/// More targets than passes.
pub fn too_many_targets(who: &str, n: usize, passes: u32) -> String {
    format!(
        "{who} has {passes} initiative passes and cannot attack {n} targets in one action (SRP-22)"
    )
}

/// Multiple shots above skill.
pub fn multiple_skill(who: &str, bullets: u32, skill: u32) -> String {
    format!(
        "{who} can fire at most {skill} bullets or bursts (skill rating, SRP-14), not {bullets}; set {who} firearms=N or give skill=N"
    )
}

/// Multiple shots above 2 with a physical trigger.
pub fn multiple_semi(bullets: u32) -> String {
    format!(
        "a physical trigger fires at most 2 bullets per action in multiple-shot mode, not {bullets} (SRP-14, SRP-EX-03)"
    )
}

/// Too many spray bullets.
pub fn spray_bullets(who: &str, fired: u32, most: u32) -> String {
    format!("{who}'s weapon sprays at most {most} bullets per action, not {fired} (SRP-14)")
}

/// A defier outside the fire zone.
pub fn defier_not_target(who: &str) -> String {
    format!("{who} defies the suppression but is not in the fire zone (SRP-14)")
}

/// Evade needs defense tokens.
pub fn evade_needs(who: &str, held: u32, tokens: u32) -> String {
    format!("{who} holds {held} defense tokens; moving {tokens} metres is not possible (SRP-17)")
}

/// Melee against oneself.
pub fn melee_self() -> String {
    "a melee exchange needs two different combatants (SRP-18)".into()
}

/// Opposed against oneself.
pub fn opposed_self() -> String {
    "an opposed roll needs two different combatants (SRP-11)".into()
}

/// Start or next once the fight runs.
pub fn no_rounds() -> &'static str {
    "the combat pool has no rounds and no initiative passes (SRP-11): the GM narrates; use 'start' once, before the fight, and 'end' to end it"
}

/// The fight already ended.
pub fn already_ended() -> &'static str {
    "the fight has already ended"
}

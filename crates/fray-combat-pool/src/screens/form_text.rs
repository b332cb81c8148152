//! The combat pool's form titles, field labels and hints, in the current language (held
//! as `&'static str` by the form machinery: each made once per language).

use crate::text::fixed;

/// Form title.
pub fn form_recharge() -> &'static str {
    fixed("pool-ui-form-recharge")
}
/// Form title.
pub fn form_allocate() -> &'static str {
    fixed("pool-ui-form-allocate")
}
/// Form title.
pub fn form_spend() -> &'static str {
    fixed("pool-ui-form-spend")
}
/// Form title.
pub fn form_intend() -> &'static str {
    fixed("pool-ui-form-intend")
}
/// Form title.
pub fn form_total_defense() -> &'static str {
    fixed("pool-ui-form-total-defense")
}
/// Form title.
pub fn form_reduce_defense() -> &'static str {
    fixed("pool-ui-form-reduce-defense")
}
/// Form title.
pub fn form_stress() -> &'static str {
    fixed("pool-ui-form-stress")
}
/// Form title.
pub fn form_pool_type() -> &'static str {
    fixed("pool-ui-form-pool-type")
}
/// Form title.
pub fn form_shot() -> &'static str {
    fixed("pool-ui-form-shot")
}
/// Form title.
pub fn form_melee() -> &'static str {
    fixed("pool-ui-form-melee")
}
/// Form title.
pub fn form_throw() -> &'static str {
    fixed("pool-ui-form-throw")
}
/// Form title.
pub fn form_blast() -> &'static str {
    fixed("pool-ui-form-blast")
}
/// Form title.
pub fn form_evade() -> &'static str {
    fixed("pool-ui-form-evade")
}
/// Form title.
pub fn form_damage() -> &'static str {
    fixed("pool-ui-form-damage")
}
/// Form title.
pub fn form_pool_heal() -> &'static str {
    fixed("pool-ui-form-pool-heal")
}
/// Form title.
pub fn form_pending() -> &'static str {
    fixed("pool-ui-form-pending")
}

/// Field label.
pub fn field_recharge() -> &'static str {
    fixed("pool-ui-field-recharge")
}
/// Field label.
pub fn field_tokens() -> &'static str {
    fixed("pool-ui-field-tokens")
}
/// Field label.
pub fn field_other_pool() -> &'static str {
    fixed("pool-ui-field-other-pool")
}
/// Field label.
pub fn field_purpose() -> &'static str {
    fixed("pool-ui-field-purpose")
}
/// Field label.
pub fn field_cost() -> &'static str {
    fixed("pool-ui-field-cost")
}
/// Field label.
pub fn field_intention() -> &'static str {
    fixed("pool-ui-field-intention")
}
/// Field label.
pub fn field_level() -> &'static str {
    fixed("pool-ui-field-level")
}
/// Field label.
pub fn field_pool_type() -> &'static str {
    fixed("pool-ui-field-pool-type")
}
/// Field label.
pub fn field_score() -> &'static str {
    fixed("pool-ui-field-score")
}
/// Field label.
pub fn field_targets() -> &'static str {
    fixed("pool-ui-field-targets")
}
/// Field label.
pub fn field_hits() -> &'static str {
    fixed("pool-ui-field-hits")
}
/// Field label.
pub fn field_roll_dice() -> &'static str {
    fixed("pool-ui-field-roll-dice")
}
/// Field label.
pub fn field_range() -> &'static str {
    fixed("pool-ui-field-range")
}
/// Field label.
pub fn field_threshold() -> &'static str {
    fixed("pool-ui-field-threshold")
}
/// Field label.
pub fn field_spend() -> &'static str {
    fixed("pool-ui-field-spend")
}
/// Field label.
pub fn field_fire_mode() -> &'static str {
    fixed("pool-ui-field-fire-mode")
}
/// Field label.
pub fn field_bullets() -> &'static str {
    fixed("pool-ui-field-bullets")
}
/// Field label.
pub fn field_adjust() -> &'static str {
    fixed("pool-ui-field-adjust")
}
/// Field label.
pub fn field_kind() -> &'static str {
    fixed("pool-ui-field-kind")
}
/// Field label.
pub fn field_risk() -> &'static str {
    fixed("pool-ui-field-risk")
}
/// Field label.
pub fn field_care() -> &'static str {
    fixed("pool-ui-field-care")
}
/// Field label.
pub fn field_soak() -> &'static str {
    fixed("pool-ui-field-soak")
}
/// Field label.
pub fn field_defence() -> &'static str {
    fixed("pool-ui-field-defence")
}
/// Field label.
pub fn field_defender_roll() -> &'static str {
    fixed("pool-ui-field-defender-roll")
}
/// Field label.
pub fn field_their_damage() -> &'static str {
    fixed("pool-ui-field-their-damage")
}
/// Field label.
pub fn field_ranged() -> &'static str {
    fixed("pool-ui-field-ranged")
}
/// Field label.
pub fn field_effect() -> &'static str {
    fixed("pool-ui-field-effect")
}
/// Field label.
pub fn field_by() -> &'static str {
    fixed("pool-ui-field-by")
}
/// Field label.
pub fn field_track() -> &'static str {
    fixed("pool-ui-field-track")
}
/// Field label.
pub fn field_pending() -> &'static str {
    fixed("pool-ui-field-pending")
}

/// Hint.
pub fn hint_recharge() -> &'static str {
    fixed("pool-ui-hint-recharge")
}
/// Hint.
pub fn hint_allocate() -> &'static str {
    fixed("pool-ui-hint-allocate")
}
/// Hint of the faces of tokens allocated at a real bag: they may be left unknown.
pub fn hint_face_down_bag() -> &'static str {
    fixed("pool-ui-hint-face-down-bag")
}
/// Hint.
pub fn hint_other_pool() -> &'static str {
    fixed("pool-ui-hint-other-pool")
}
/// Hint.
pub fn hint_purpose() -> &'static str {
    fixed("pool-ui-hint-purpose")
}
/// Hint.
pub fn hint_cost() -> &'static str {
    fixed("pool-ui-hint-cost")
}
/// Hint.
pub fn hint_reduce() -> &'static str {
    fixed("pool-ui-hint-reduce")
}
/// Hint.
pub fn hint_pool_type() -> &'static str {
    fixed("pool-ui-hint-pool-type")
}
/// Hint.
pub fn hint_score() -> &'static str {
    fixed("pool-ui-hint-score")
}
/// Hint.
pub fn hint_targets() -> &'static str {
    fixed("pool-ui-hint-targets")
}
/// Hint.
pub fn hint_hits() -> &'static str {
    fixed("pool-ui-hint-hits")
}
/// Hint.
pub fn hint_dice() -> &'static str {
    fixed("pool-ui-hint-dice")
}
/// Hint.
pub fn hint_threshold() -> &'static str {
    fixed("pool-ui-hint-threshold")
}
/// Hint.
pub fn hint_bullets() -> &'static str {
    fixed("pool-ui-hint-bullets")
}
/// Hint.
pub fn hint_adjust() -> &'static str {
    fixed("pool-ui-hint-adjust")
}
/// Hint.
pub fn hint_pool_damage() -> &'static str {
    fixed("pool-ui-hint-pool-damage")
}
/// Hint.
pub fn hint_kind() -> &'static str {
    fixed("pool-ui-hint-kind")
}
/// Hint.
pub fn hint_risk() -> &'static str {
    fixed("pool-ui-hint-risk")
}
/// Hint.
pub fn hint_care() -> &'static str {
    fixed("pool-ui-hint-care")
}
/// Field label: the kept damage token (SRP-12).
pub fn field_token() -> &'static str {
    fixed("pool-ui-field-token")
}
/// Hint: empty keeps the highest damage token (SRP-12).
pub fn hint_token() -> &'static str {
    fixed("pool-ui-hint-token")
}
/// Hint.
pub fn hint_soak() -> &'static str {
    fixed("pool-ui-hint-soak")
}
/// Hint.
pub fn hint_defender_roll() -> &'static str {
    fixed("pool-ui-hint-defender-roll")
}
/// Hint.
pub fn hint_effect() -> &'static str {
    fixed("pool-ui-hint-effect")
}
/// Hint.
pub fn hint_evade() -> &'static str {
    fixed("pool-ui-hint-evade")
}
/// Hint.
pub fn hint_pending() -> &'static str {
    fixed("pool-ui-hint-pending")
}
/// Form title (SRP-14 ammunition).
pub fn form_reload() -> &'static str {
    fixed("pool-ui-form-reload")
}
/// Field label: the weapon reloaded.
pub fn field_weapon() -> &'static str {
    fixed("pool-ui-field-weapon")
}
/// Hint: which weapon, empty for the first with a magazine.
pub fn hint_weapon() -> &'static str {
    fixed("pool-ui-hint-weapon")
}
/// Field label: the magazine's capacity.
pub fn field_magazine() -> &'static str {
    fixed("pool-ui-field-magazine")
}
/// Hint: empty keeps the magazine; a number sets it.
pub fn hint_magazine() -> &'static str {
    fixed("pool-ui-hint-magazine")
}
/// Form title (SRP-12 keep).
pub fn form_keep() -> &'static str {
    fixed("pool-ui-form-keep")
}
/// Hint: the drawn value the player keeps instead of the highest.
pub fn hint_keep() -> &'static str {
    fixed("pool-ui-hint-keep")
}

//! Strings of the forms: titles, field labels, hints, messages.
//!
//! The titles, labels, hints and field messages are message keys, kept as `&'static str`
//! so the rule systems build their forms from them; the form view and the status line
//! show them through [`super::shown`] (a rule system's own English label goes through
//! unchanged).

use crate::t;

/// The "no" choice of a yes/no field.
pub const NO: &str = "no";
/// A required field left empty.
pub const REQUIRED: &str = "tui-required";
/// A number field holding something else.
pub const NOT_A_NUMBER: &str = "tui-not-a-number";
/// An action about the selected combatant with nobody selected.
pub const NOBODY_SELECTED: &str = "tui-nobody-selected";
/// A confirmation question's keys.
pub fn confirm_keys() -> String {
    t!("tui-confirm-keys")
}
/// The keys of a form.
pub fn form_keys() -> String {
    t!("tui-form-keys")
}

/// A field's label right-aligned in `width` columns, then its colon and a space:
/// `   Who: ` (French puts a no-break space before the colon).
pub fn field_label(label: &str, width: usize) -> String {
    let pad = width.saturating_sub(crate::tui::view::cells::width_of(label));
    format!("{:pad$}{} ", "", t!("tui-field-label", label = label))
}

/// A choice field holding something that is not an option.
pub fn pick_one(options: &[String]) -> String {
    let shown: Vec<&str> = options
        .iter()
        .filter(|o| !o.is_empty())
        .take(8)
        .map(String::as_str)
        .collect();
    t!("tui-pick-one", options = shown.join(", "))
}

/// Asks before removing a combatant.
pub fn confirm_remove(name: &str) -> String {
    t!("tui-confirm-remove", name = name)
}

/// Uncondition on someone without conditions.
pub fn no_conditions(name: &str) -> String {
    t!("tui-no-conditions", name = name)
}

/// Asks before ending the fight.
pub fn confirm_end() -> String {
    t!("tui-confirm-end")
}

/// Form titles.
pub const FORM_ADD: &str = "tui-form-add";
/// Form title.
pub const FORM_REMOVE: &str = "tui-form-remove";
/// Form title.
pub const FORM_END: &str = "tui-form-end";
/// Form title.
pub const FORM_CONDITION: &str = "tui-form-condition";
/// Form title.
pub const FORM_UNCONDITION: &str = "tui-form-uncondition";
/// Form title.
pub const FORM_NOTE: &str = "tui-form-note";
/// Form title.
pub const FORM_ROLL: &str = "tui-form-roll";

/// Field label.
pub const FIELD_WHO: &str = "tui-field-who";
/// Field label.
pub const FIELD_ATTACKER: &str = "tui-field-attacker";
/// Field label.
pub const FIELD_TARGET: &str = "tui-field-target";
/// Field label.
pub const FIELD_SKILL: &str = "tui-field-skill";
/// Field label.
pub const FIELD_DAMAGE: &str = "tui-field-damage";
/// Field label.
pub const FIELD_BOXES: &str = "tui-field-boxes";
/// Field label.
pub const FIELD_COUNT: &str = "tui-field-count";
/// Field label.
pub const FIELD_NAME: &str = "tui-field-name";
/// Field label.
pub const FIELD_SIDE: &str = "tui-field-side";
/// The add form's field hiding the new combatants from the players.
pub const FIELD_HIDDEN: &str = "tui-field-hidden";
/// Field label.
pub const FIELD_TEMPLATE: &str = "tui-field-template";
/// Field label.
pub const FIELD_VALUES: &str = "tui-field-values";
/// Field label.
pub const FIELD_CONDITION: &str = "tui-field-condition";
/// Field label.
pub const FIELD_VALUE: &str = "tui-field-value";
/// Field label.
pub const FIELD_ENDS: &str = "tui-field-ends";
/// Field label.
pub const FIELD_NOTE: &str = "tui-field-note";
/// Field label.
pub const FIELD_DICE: &str = "tui-field-dice";
/// Field label.
pub const FIELD_FOR: &str = "tui-field-for";

/// Field hint.
pub const HINT_OPTIONAL: &str = "tui-hint-optional";
/// Field hint.
pub const HINT_NOTE: &str = "tui-hint-note";
/// Field hint.
pub const HINT_COUNT: &str = "tui-hint-count";
/// Field hint.
pub const HINT_TEMPLATE: &str = "tui-hint-template";
/// Field hint.
pub const HINT_VALUES: &str = "tui-hint-values";
/// Field hint.
pub const HINT_ENDS: &str = "tui-hint-ends";
/// Field hint.
pub const HINT_INTENT: &str = "tui-hint-intent";

//! Strings of the forms: titles, field labels, hints, messages.

/// The "no" choice of a yes/no field.
pub const NO: &str = "no";
/// A required field left empty.
pub const REQUIRED: &str = "required";
/// A number field holding something else.
pub const NOT_A_NUMBER: &str = "a whole number, please";
/// An action about the selected combatant with nobody selected.
pub const NOBODY_SELECTED: &str = "Nobody is selected: add a combatant first (+).";
/// A confirmation question's keys.
pub const CONFIRM_KEYS: &str = "Enter or y: yes · Esc or n: no";
/// The keys of a form.
pub const FORM_KEYS: &str = "Enter: do it · Esc: cancel · Tab/↑↓: field · ←→: choices";

/// A choice field holding something that is not an option.
pub fn pick_one(options: &[String]) -> String {
    let shown: Vec<&str> = options
        .iter()
        .filter(|o| !o.is_empty())
        .take(8)
        .map(String::as_str)
        .collect();
    format!("pick one with ←→: {}", shown.join(", "))
}

/// Asks before removing a combatant.
pub fn confirm_remove(name: &str) -> String {
    format!("Remove {name} from the fight?")
}

/// Uncondition on someone without conditions.
pub fn no_conditions(name: &str) -> String {
    format!("{name} has no condition to remove.")
}

/// Asks before ending the fight.
pub const CONFIRM_END: &str = "End the fight? (undo brings it back)";

/// Form titles.
pub const FORM_ADD: &str = "Add combatants";
/// Form title.
pub const FORM_REMOVE: &str = "Remove a combatant";
/// Form title.
pub const FORM_END: &str = "End the fight";
/// Form title.
pub const FORM_CONDITION: &str = "Condition";
/// Form title.
pub const FORM_UNCONDITION: &str = "Remove a condition";
/// Form title.
pub const FORM_NOTE: &str = "Note";
/// Form title.
pub const FORM_ROLL: &str = "Roll dice";
/// Form title.
pub const FORM_DECLARE: &str = "Declare an intent";
/// Form title.
pub const FORM_TEST: &str = "Test";
/// Form title.
pub const FORM_ATTACK: &str = "Attack";
/// Form title.
pub const FORM_WOUND: &str = "Wound";
/// Form title.
pub const FORM_HEAL: &str = "Heal";
/// Form title.
pub const FORM_DELAY: &str = "Delay";
/// Form title.
pub const FORM_MARKER: &str = "Extra marker (multi-attack)";
/// Form title.
pub const FORM_SURPRISE: &str = "Surprise";

/// Field label.
pub const FIELD_WHO: &str = "Who";
/// Field label.
pub const FIELD_WHO_SEVERAL: &str = "Who (several)";
/// Field label.
pub const FIELD_ATTACKER: &str = "Attacker";
/// Field label.
pub const FIELD_TARGET: &str = "Target";
/// Field label.
pub const FIELD_SKILL: &str = "Skill";
/// Field label.
pub const FIELD_DIFFICULTY: &str = "Difficulty";
/// Field label.
pub const FIELD_MODIFIERS: &str = "Modifiers";
/// Field label.
pub const FIELD_MODIFIER: &str = "Modifier";
/// Field label.
pub const FIELD_RETRY: &str = "Retry";
/// Field label.
pub const FIELD_SECRET: &str = "Secret";
/// Field label.
pub const FIELD_DAMAGE: &str = "Damage roll";
/// Field label.
pub const FIELD_LOCATION: &str = "Location";
/// Field label.
pub const FIELD_SEVERITY: &str = "Severity";
/// Field label.
pub const FIELD_BOXES: &str = "Boxes";
/// Field label.
pub const FIELD_MELEE: &str = "Melee";
/// Field label.
pub const FIELD_CHARGE: &str = "Charge";
/// Field label.
pub const FIELD_TECHNIQUE: &str = "Technique";
/// Field label.
pub const FIELD_BLEEDING: &str = "Bleeding";
/// Field label.
pub const FIELD_INTENT: &str = "Intent";
/// Field label.
pub const FIELD_PHASE: &str = "Phase";
/// Field label.
pub const FIELD_MALUS: &str = "Malus";
/// Field label.
pub const FIELD_COUNT: &str = "How many";
/// Field label.
pub const FIELD_NAME: &str = "Name";
/// Field label.
pub const FIELD_SIDE: &str = "Side";
/// Field label.
pub const FIELD_TEMPLATE: &str = "Template";
/// Field label.
pub const FIELD_VALUES: &str = "Values";
/// Field label.
pub const FIELD_CONDITION: &str = "Condition";
/// Field label.
pub const FIELD_VALUE: &str = "Value";
/// Field label.
pub const FIELD_ENDS: &str = "Ends";
/// Field label.
pub const FIELD_NOTE: &str = "Note";
/// Field label.
pub const FIELD_DICE: &str = "Dice";
/// Field label.
pub const FIELD_FOR: &str = "For";

/// Field hint.
pub const HINT_OPTIONAL: &str = "optional";
/// Field hint.
pub const HINT_NOTE: &str = "empty clears the note";
/// Field hint.
pub const HINT_COUNT: &str = "1 if empty; 3 makes Name 1..3";
/// Field hint.
pub const HINT_TEMPLATE: &str = "←→ bestiary (fray rules)";
/// Field hint.
pub const HINT_VALUES: &str = "e.g. reaction=12 firearms=14";
/// Field hint.
pub const HINT_ENDS: &str = "←→; empty: until removed";
/// Field hint.
pub const HINT_INTENT: &str = "e.g. shoots ganger-1";
/// Field hint.
pub const HINT_SKILL: &str = "←→ the sheet's skills, or a number (chance)";
/// Field hint.
pub const HINT_DIFFICULTY: &str = "←→ words; empty: average";
/// Field hint.
pub const HINT_MODIFIERS: &str = "e.g. +2 -1";
/// Field hint.
pub const HINT_DAMAGE: &str = "the weapon's damage roll; empty: no wound";
/// Field hint.
pub const HINT_WOUND_DAMAGE: &str = "final damage, instead of a severity";
/// Field hint.
pub const HINT_LOCATION: &str = "←→; empty: rolled";
/// Field hint.
pub const HINT_SEVERITY: &str = "←→ light … death";
/// Field hint.
pub const HINT_DELAY_PHASE: &str = "empty: until it acts (e)";
/// Field hint.
pub const HINT_SEVERAL: &str = "names separated by spaces";

/// Conditions offered in the condition form.
pub const COMMON_CONDITIONS: &[&str] = &[
    "stunned",
    "prone",
    "blinded",
    "grappled",
    "unconscious",
    "aiming",
    "in-cover",
    "bleeding",
];

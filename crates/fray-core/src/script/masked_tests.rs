//! Tests for masking the values drawn face down, over every system that draws any.

use super::*;
use crate::engine::table_dice::GivenDie;
use crate::script::test_play::face_down;

#[test]
fn face_down_values_are_masked_one_mask_per_value_and_the_rest_kept() {
    for (id, slot, verb) in face_down() {
        let line = format!("{verb} \"Kes {slot}=S5\" 4 {slot}=S5,F2,S4,F1  # {slot}=F1");
        let shown = masked(id, &line);
        assert_eq!(
            shown,
            format!("{verb} \"Kes {slot}=S5\" 4 {slot}=?,?,?,?  # {slot}=F1"),
            "{id:?} {verb}: the quoted name and the comment are the typed text"
        );
        let upper = format!("{verb} kes {}=S5", slot.to_uppercase());
        assert_eq!(
            masked(id, &upper),
            format!("{verb} kes {}=?", slot.to_uppercase())
        );
        let unclosed = format!("{verb} \"kes {slot}=S5,F1");
        assert!(!masked(id, &unclosed).contains("S5"), "{unclosed}");
    }
}

#[test]
fn other_verbs_and_systems_keep_their_lines() {
    for id in SystemId::all() {
        for line in ["attack a b d20=5 bag=S5", "note kes bag=S5", "", "   "] {
            let secret = face_down_slots(id, line);
            assert!(secret.is_empty(), "{id:?} {line}");
            assert!(matches!(masked(id, line), Cow::Borrowed(_)));
        }
    }
}

#[test]
fn table_dice_of_a_face_down_slot_are_masked_and_the_others_kept() {
    let die = |slot: &str, value: &str| GivenDie {
        slot: slot.into(),
        value: value.into(),
        who: Some("Kestrel".into()),
    };
    let event = Event::TableDice {
        dice: vec![die("bag", "S5"), die("d6", "4")],
    };
    let Event::TableDice { dice } = masked_event(&event, &["bag"]).into_owned() else {
        panic!("still table dice");
    };
    assert_eq!(dice, vec![die("bag", MASK), die("d6", "4")]);
    assert!(matches!(masked_event(&event, &["d20"]), Cow::Borrowed(_)));
}

//! French elision: « de » and « que » before a vowel or a mute h, and nowhere else.

use proptest::prelude::*;

use super::*;

#[test]
fn de_elides_before_a_vowel_or_a_mute_h_only() {
    for word in ["Ana", "Éloïse", "Hugo", "orc", "Ulf"] {
        assert!(elides(word), "{word}");
    }
    for word in ["hache", "Kurt", "Yann", "", "3 gardes"] {
        assert!(!elides(word), "{word}");
    }
}

#[test]
fn apply_elides_only_before_the_given_values() {
    assert_eq!(
        apply("Jet de réaction de Ana", &["Ana"]),
        "Jet de réaction d’Ana"
    );
    assert_eq!(
        apply("plus rapide que Orso", &["Orso"]),
        "plus rapide qu’Orso"
    );
    assert_eq!(apply("De Ana, rien", &["Ana"]), "D’Ana, rien");
    // « de » inside a word, or before a value that does not elide, is left alone.
    assert_eq!(apply("la garde Ana", &["Ana"]), "la garde Ana");
    assert_eq!(
        apply("tir de Kurt sur Ana", &["Kurt", "Ana"]),
        "tir de Kurt sur Ana"
    );
    assert_eq!(apply("de Ana et de Ana", &["Ana"]), "d’Ana et d’Ana");
}

#[test]
fn a_name_holding_de_elides_as_taken_value_by_value() {
    // The first value ends right before another « de »: the words are taken value by
    // value, as the text elided so far reads.
    assert_eq!(
        apply("de Ana de Orso", &["Orso", "Ana de"]),
        "de Ana d’Orso"
    );
    assert_eq!(
        apply("de Ana de Orso", &["Ana de Orso", "Orso"]),
        "d’Ana d’Orso"
    );
}

/// Pieces of French messages and names, « de » and « que » among them.
fn a_piece() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "de ", "De ", "que ", "Que ", "d", "e", " ", "Ana", "Orso", "hache", "Hugo", "Kurt",
        "monde ", "lorsque ", "’", ", ", "é", "1",
    ])
}

proptest! {
    #[test]
    fn one_pass_elides_as_value_by_value(
        text in prop::collection::vec(a_piece(), 0..12),
        values in prop::collection::vec(prop::collection::vec(a_piece(), 1..4), 0..4),
    ) {
        let text = text.concat();
        let values: Vec<String> = values.iter().map(|v| v.concat()).collect();
        let values: Vec<&str> = values.iter().map(String::as_str).collect();
        let eliding: Vec<&str> = values.iter().copied().filter(|v| elides(v)).collect();
        prop_assert_eq!(apply(&text, &values).into_owned(), value_by_value(&text, &eliding));
    }
}

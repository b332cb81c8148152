//! French elision: « de » and « que » before a vowel or a mute h, and nowhere else.

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

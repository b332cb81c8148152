//! Tests for French lines: every command written in French reads back as itself, in every
//! system, and is written with French words.

use proptest::prelude::*;

use crate::engine::{Command, Lasting};
use crate::i18n::Lang;
use crate::script::test_play::{command, every_example};
use crate::script::usage_fr::usage_in;
use crate::script::{Line, format_in, parse_in, verbs_in};

#[test]
fn every_verb_with_a_french_word_is_written_with_it() {
    for (system, _, example) in every_example() {
        let c = command(system, example);
        // The verb of the command the example makes (`breath` makes a `recharge`).
        let english = crate::script::format(&c);
        let name = english.split(' ').next().unwrap_or_default();
        let verb = crate::script::find_verb_in(system, name).expect("its own verb");
        let Some(fr) = verb.fr.first() else { continue };
        let french = format_in(Lang::Fr, &c);
        let first = french.split(' ').next().unwrap_or_default();
        // The first French word, in its accented spelling when the table has one.
        assert_eq!(
            crate::rules::words::fold(first),
            crate::rules::words::fold(fr),
            "{}: `{example}` written `{french}`",
            system.key()
        );
        assert!(verb.fr.contains(&first), "{first}");
    }
}

/// Names the GM may give: plain, accented, with spaces, and words that are keywords in
/// either language.
fn a_name() -> impl Strategy<Value = String> {
    prop_oneof![
        "[A-Za-z][a-z]{0,8}",
        "[A-Z][a-zéèà]{1,6} [A-Z][a-z]{1,6}",
        Just("pendant".to_string()),
        Just("tour".to_string()),
        Just("comme".to_string()),
        Just("caché".to_string()),
        Just("début".to_string()),
        Just("fin".to_string()),
        Just("de".to_string()),
        Just("pour".to_string()),
        Just("ennemi".to_string()),
        Just("à".to_string()),
        Just("tête".to_string()),
    ]
}

fn a_lasting() -> impl Strategy<Value = Lasting> {
    prop_oneof![
        Just(Lasting::Manual),
        (1u32..20).prop_map(|rounds| Lasting::Rounds { rounds }),
        a_name().prop_map(|of| Lasting::StartOfAction { of }),
        a_name().prop_map(|of| Lasting::EndOfAction { of }),
    ]
}

proptest! {
    #[test]
    fn a_shared_command_with_any_names_and_numbers_reads_back_from_french(
        who in a_name(),
        other in a_name(),
        value in proptest::option::of(-20i32..20),
        lasting in a_lasting(),
        count in 1u32..9,
        side in proptest::option::of(prop_oneof![
            Just(crate::model::Side::Pc),
            Just(crate::model::Side::Enemy),
            Just(crate::model::Side::Ally),
            Just(crate::model::Side::Neutral),
        ]),
        hidden in any::<bool>(),
    ) {
        let commands = [
            Command::Condition { who: who.clone(), name: "prone".to_string(), value, lasting },
            Command::Add {
                name: who.clone(),
                side,
                count,
                template: Some(other.clone()),
                assigns: Vec::new(),
                hidden,
            },
            Command::Rename { who: who.clone(), name: other.clone() },
            Command::Hide { who: vec![who.clone(), other.clone()] },
        ];
        for system in crate::rules::registry::ids() {
            for c in &commands {
                let french = format_in(Lang::Fr, c);
                prop_assert_eq!(
                    parse_in(system, &french),
                    Ok(Line::Command(c.clone())),
                    "{}: `{}`",
                    system.key(),
                    french
                );
            }
        }
    }
}

#[test]
fn every_usage_in_french_starts_with_the_verb_s_french_word() {
    for system in crate::rules::registry::ids() {
        for verb in verbs_in(system) {
            let usage = usage_in(Lang::Fr, verb);
            if let Some(fr) = verb.fr.first() {
                let first = usage.split(' ').next().unwrap_or_default();
                assert!(
                    crate::rules::words::fold(first) == crate::rules::words::fold(fr),
                    "{}: `{}` written `{usage}`",
                    system.key(),
                    verb.usage
                );
            }
            assert_eq!(usage_in(Lang::En, verb), verb.usage);
        }
    }
}

/// The written French word is the first one, in its spelling with the most accents among
/// those that read the same; a word that reads otherwise never takes its place.
#[test]
fn the_accented_spelling_is_the_first_words_with_most_accents() {
    assert_eq!(super::accented(&[]), None);
    assert_eq!(super::accented(&["suivant"]), Some("suivant"));
    assert_eq!(super::accented(&["priorite", "priorité"]), Some("priorité"));
    assert_eq!(super::accented(&["a", "é", "à"]), Some("à"));
    assert_eq!(
        super::accented(&["tete", "tête", "têté", "têtè"]),
        Some("têté")
    );
    assert_eq!(super::accented(&["etat", "été"]), Some("etat"));
}

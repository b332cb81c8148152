//! Tests for French lines: every command written in French reads back as itself, in every
//! system, and is written with French words.

use proptest::prelude::*;

use super::*;
use crate::engine::{Command, Lasting};
use crate::i18n::Lang;
use crate::script::usage_fr::usage_in;
use crate::script::{Line, format_in, parse_in, verbs_in};

/// Every example of every verb of every system (the shared verbs in each), with its system.
fn every_example() -> Vec<(SystemId, &'static str, &'static str)> {
    let mut out = Vec::new();
    for system in crate::rules::registry::ids() {
        for verb in verbs_in(system) {
            if verb.name == "help" {
                continue;
            }
            for example in verb.examples {
                out.push((system, verb.name, *example));
            }
        }
    }
    out
}

fn command(system: SystemId, line: &str) -> Command {
    match parse_in(system, line) {
        Ok(Line::Command(c)) => c,
        other => panic!("{} `{line}`: {other:?}", system.key()),
    }
}

#[test]
fn every_example_of_every_system_written_in_french_reads_back_as_the_same_command() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (system, _, example) in every_example() {
        let c = command(system, example);
        let french = format_in(Lang::Fr, &c);
        let read = parse_in(system, &french);
        if read != Ok(Line::Command(c.clone())) {
            wrong.push(format!(
                "{}: `{example}` written `{french}`: {read:?}",
                system.key()
            ));
        }
        checked += 1;
    }
    println!("{checked} examples written in French and read back");
    assert!(checked > 300, "only {checked} examples");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

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

#[test]
fn shared_lines_read_in_french_words() {
    let first = SystemId::default_system();
    for (canonical, french) in [
        (
            "condition baral prone -2 for 2 rounds",
            "état baral à-terre -2 pendant 2 tours",
        ),
        (
            "condition kurt aiming until end of kurt",
            "état kurt en-visée jusqu'à la fin de kurt",
        ),
        (
            "condition kurt aiming until start of baral",
            "état kurt en-visée jusqu'au début de baral",
        ),
        (
            "add 3 gangers enemy from ganger hidden",
            // The template's French key (the bestiary's `keys`), read back as `ganger`.
            "ajoute 3 gangers ennemi comme voyou caché",
        ),
        ("roll 2d6+3 for damage", "lance 2d6+3 pour damage"),
        ("undo", "annule"),
        ("redo", "rétablis"),
        ("side kurt ally", "camp kurt allié"),
    ] {
        assert_eq!(format_in(Lang::Fr, &command(first, canonical)), french);
    }
}

#[test]
fn an_attack_of_the_first_system_reads_in_french_with_its_location_and_damage_words() {
    let first = SystemId::default_system();
    let c = command(
        first,
        "attack baral kurt firearms damage=12 at head melee bleeding",
    );
    let french = format_in(Lang::Fr, &c);
    assert!(
        french.starts_with("attaque baral kurt firearms"),
        "{french}"
    );
    assert!(french.contains(" à tête"), "{french}");
    assert!(french.contains("saignement"), "{french}");
    assert_eq!(parse_in(first, &french), Ok(Line::Command(c)));
}

#[test]
fn a_stored_line_is_shown_in_french_and_in_english_as_stored() {
    let first = SystemId::default_system();
    assert_eq!(shown_in(Lang::Fr, first, "undo"), "annule");
    assert_eq!(shown_in(Lang::En, first, "undo"), "undo");
    // A line that no longer reads is shown as stored.
    assert_eq!(shown_in(Lang::Fr, first, "frobnicate x"), "frobnicate x");
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
fn help_shows_a_verb_s_usage_and_examples_in_french() {
    let first = SystemId::default_system();
    let help = crate::i18n::with_lang(Lang::Fr, || {
        crate::script::help_in(first, Some("état")).expect("help")
    });
    assert!(
        help.starts_with(
            "état QUI NOM [VALEUR] [pendant N tours | jusqu'au début de QUI | jusqu'à la fin de QUI]\n"
        ),
        "{help}"
    );
    assert!(help.contains("\n  état baral à-terre\n"), "{help}");
    assert!(
        help.contains("\n  état kurt en-visée jusqu'à la fin de kurt\n"),
        "{help}"
    );
    let english = crate::i18n::with_lang(Lang::En, || {
        crate::script::help_in(first, Some("cond")).expect("help")
    });
    assert!(
        english.starts_with("condition WHO NAME [VALUE] [for N rounds"),
        "{english}"
    );
    assert!(
        english.contains("\n  cond kurt aiming until end of kurt\n"),
        "{english}"
    );
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

//! Commands written in French (`script::format_fr`) and read back by the real rule systems.
//! These are the tests that need real systems; the module's other tests stay beside it in
//! its crate.

use crate::i18n::Lang;
use crate::model::SystemId;
use crate::script::test_play::{command, every_example};
use crate::script::{Line, format_in, parse_in, shown_in};

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

//! The combat pool in French (issue 15, leftovers): its verbs' summaries in help and the `?`
//! overlay, its name and title, the refusals of `option` and of the token bag, the options'
//! accepted values in `fray rules`, and its bestiary's notes; the English text unchanged.

use crate::i18n::{Lang, with_lang};
use crate::rules::RuleSystem;
use crate::script::summary;

use crate::engine::Event;

use super::bag::Bag;
use super::options::{check, described};
use super::test_support::{A, B, given};
use super::transcript::narrate;
use super::verbs::PoolVerbs;
use super::{system, text};

fn refusal(lang: Lang, key: &str, value: &str) -> String {
    with_lang(lang, || check(key, value))
        .expect_err("refused")
        .to_string()
}

#[test]
fn verb_summaries_are_french_in_french_and_the_table_in_english() {
    use crate::script::SystemVerbs;
    for verb in PoolVerbs.verbs() {
        assert_eq!(
            with_lang(Lang::En, || summary(verb)),
            verb.summary,
            "{}",
            verb.name
        );
        let fr = with_lang(Lang::Fr, || summary(verb));
        assert_ne!(fr, verb.summary, "{}", verb.name);
        assert!(fr.ends_with('.'), "{}: {fr}", verb.name);
    }
    let attack = PoolVerbs.verbs().iter().find(|v| v.name == "attack");
    let attack = attack.expect("attack");
    assert!(
        with_lang(Lang::Fr, || summary(attack))
            .starts_with("Une attaque \u{e0} distance\u{a0}: score")
    );
}

#[test]
fn the_system_name_and_title_follow_the_language() {
    use crate::script::SystemVerbs;
    assert_eq!(
        with_lang(Lang::En, || PoolVerbs.name()),
        "Shadowrun combat pool"
    );
    assert_eq!(
        with_lang(Lang::Fr, || PoolVerbs.name()),
        "R\u{e9}serve de combat de Shadowrun"
    );
    assert_eq!(
        with_lang(Lang::En, || system().title()),
        "Shadowrun combat pool (house rule)"
    );
    assert_eq!(
        with_lang(Lang::Fr, || system().title()),
        "R\u{e9}serve de combat de Shadowrun (r\u{e8}gle maison)"
    );
}

#[test]
fn option_refusals_are_french_in_french() {
    assert_eq!(
        refusal(Lang::Fr, "rounding", "up"),
        "option arrondi\u{a0}: inf\u{e9}rieur ou proche attendu, \u{ab}\u{a0}up\u{a0}\u{bb} trouv\u{e9}"
    );
    assert_eq!(
        refusal(Lang::Fr, "wound-step", "50"),
        "option cases-par-malus\u{a0}: un nombre de 1 \u{e0} 10 attendu, \u{ab}\u{a0}50\u{a0}\u{bb} trouv\u{e9}"
    );
    assert!(refusal(Lang::Fr, "stun-stat", "a b").contains("un nom de caract\u{e9}ristique"));
    assert!(refusal(Lang::Fr, "pool-type.x!", "a").contains("lettres, chiffres et tirets"));
    assert!(refusal(Lang::Fr, "pool-type.x", "+").contains("texte de l\u{2019}avantage"));
    assert!(
        refusal(Lang::Fr, "foo", "1")
            .starts_with("pas d\u{2019}option \u{ab}\u{a0}foo\u{a0}\u{bb}")
    );
    assert_eq!(
        refusal(Lang::Fr, "bag", "S4x0"),
        "option sac\u{a0}: poids incorrect dans \u{ab}\u{a0}S4x0\u{a0}\u{bb} (1 \u{e0} 100)"
    );
}

#[test]
fn option_refusals_are_unchanged_in_english() {
    assert_eq!(
        refusal(Lang::En, "rounding", "up"),
        "option rounding: expected down or nearest, found 'up'"
    );
    assert_eq!(
        refusal(Lang::En, "wound-step", "50"),
        "option wound-step: expected a number from 1 to 10, found '50'"
    );
    assert_eq!(
        refusal(Lang::En, "stun-stat", "a b"),
        "option stun-stat: expected a stat name, found 'a b'"
    );
    assert_eq!(
        refusal(Lang::En, "pool-type.x!", "a"),
        "option pool-type.x!: expected a key of letters, digits and dashes after 'pool-type.', \
         found 'a'"
    );
    assert_eq!(
        refusal(Lang::En, "pool-type.x", "+"),
        "option pool-type.x: expected 'stat+stat+stat | advantage text', found '+'"
    );
    assert!(refusal(Lang::En, "foo", "1").starts_with("no option 'foo' (options: rounding, bag,"));
    assert_eq!(
        refusal(Lang::En, "bag", "S4x0"),
        "option bag: bad weight in 'S4x0' (1 to 100)"
    );
}

#[test]
fn bag_refusals_in_both_languages() {
    let both = |text: &str| {
        (
            with_lang(Lang::En, || Bag::parse(text)).expect_err("refused"),
            with_lang(Lang::Fr, || Bag::parse(text)).expect_err("refused"),
        )
    };
    assert_eq!(
        both("X5"),
        (
            "'X5' is not a face like S5 or F2".to_string(),
            "\u{ab}\u{a0}X5\u{a0}\u{bb} n\u{2019}est pas une face comme S5 ou F2".to_string()
        )
    );
    assert_eq!(
        both("Sq"),
        (
            "'Sq' needs a value like S5 or F2".to_string(),
            "\u{ab}\u{a0}Sq\u{a0}\u{bb} demande une valeur, comme S5 ou F2".to_string()
        )
    );
    assert_eq!(
        both(""),
        (
            "a bag needs at least one face".to_string(),
            "un sac demande au moins une face".to_string()
        )
    );
    let many = vec!["S5"; 101].join(" ");
    assert_eq!(
        both(&many),
        (
            "a bag has at most 100 faces".to_string(),
            "un sac a au plus 100 faces".to_string()
        )
    );
}

#[test]
fn option_values_are_translated_and_option_words_left_to_the_table() {
    let values = |lang| {
        with_lang(lang, || {
            described()
                .iter()
                .map(|(k, v, _)| format!("{k} {v}"))
                .collect::<Vec<_>>()
        })
    };
    let (en, fr) = (values(Lang::En), values(Lang::Fr));
    assert!(en.contains(&"wound-step 1 to 10".to_string()), "{en:?}");
    assert!(en.contains(&"pool-type.KEY stat+stat+stat | advantage".to_string()));
    assert!(en.contains(&"stun-stat a stat".to_string()));
    assert!(fr.contains(&"wound-step 1 \u{e0} 10".to_string()), "{fr:?}");
    assert!(fr.contains(&"style non | 0 \u{e0} 99".to_string()));
    assert!(fr.contains(&"type-r\u{e9}serve.CL\u{c9} stat+stat+stat | avantage".to_string()));
    assert!(fr.contains(&"stun-stat une caract\u{e9}ristique".to_string()));
    assert!(fr.contains(&"rounding down | nearest".to_string()));
}

/// The narration of `event` in `lang` on a table with Kestrel (A) and Target (B).
fn told(lang: Lang, event: &Event) -> String {
    let state = given(&[]);
    with_lang(lang, || narrate::describe(event, &state)).expect("narrated")
}

#[test]
fn counters_and_the_rules_own_intentions_are_told_in_french() {
    let aim = Event::CounterSet {
        who: A,
        name: text::AIM.into(),
        value: 1,
    };
    assert_eq!(told(Lang::Fr, &aim), "Kestrel\u{a0}: vis\u{e9}e 1");
    assert_eq!(told(Lang::En, &aim), "Kestrel: aim 1");
    let total = Event::Declared {
        who: B,
        intent: text::TOTAL_DEFENSE.into(),
        secret: false,
    };
    assert_eq!(
        told(Lang::Fr, &total),
        "Target d\u{e9}clare\u{a0}: d\u{e9}fense totale"
    );
    assert_eq!(told(Lang::En, &total), "Target declares: total defense");
    let pending = Event::PendingSet {
        who: A,
        action: Some(text::CHANGING_INTENTION.into()),
    };
    assert_eq!(
        told(Lang::Fr, &pending),
        "Kestrel\u{a0}: en cours, changement d\u{2019}intention (action simple)"
    );
    assert_eq!(
        told(Lang::En, &pending),
        "Kestrel: under way, changing intention (simple action)"
    );
    // The GM's own words stay as written.
    assert_eq!(
        with_lang(Lang::Fr, || narrate::said("covers the door")),
        "covers the door"
    );
    assert_eq!(
        with_lang(Lang::Fr, || narrate::counter_word("rage")),
        "rage"
    );
}

#[test]
fn the_stage_and_the_monitors_read_in_french() {
    use crate::model::Step;
    use crate::tui::system::SystemScreens;
    let screens = super::screens::Screens;
    let mut report = crate::report::Report::of(&given(&[]));
    report.step = Step::Ended;
    assert_eq!(
        with_lang(Lang::Fr, || screens.status_words(&report)),
        Some((
            "r\u{e9}serve de combat".to_string(),
            "termin\u{e9}".to_string()
        ))
    );
    assert_eq!(
        with_lang(Lang::En, || screens.status_words(&report)),
        Some(("combat pool".to_string(), "over".to_string()))
    );
    assert_eq!(
        with_lang(Lang::Fr, || narrate::track_word("stun")),
        "\u{e9}tourdissant"
    );
    assert_eq!(with_lang(Lang::En, || narrate::track_word("stun")), "stun");
}

#[test]
fn dice_given_at_the_table_are_described_in_french() {
    let en = with_lang(Lang::En, || system().rolls());
    assert_eq!(en, super::rolls::ROLLS);
    let fr = with_lang(Lang::Fr, || system().rolls());
    let d6 = fr.iter().find(|s| s.key == "d6").expect("d6");
    assert_eq!(d6.what, "un d6 de la r\u{e9}serve lanc\u{e9}e");
    assert_eq!(d6.give, "d6=N,N,... (une valeur par d\u{e9})");
    let bag = fr.iter().find(|s| s.key == "bag").expect("bag");
    assert_eq!(bag.what, "un jeton tir\u{e9} du sac");
    assert_eq!((bag.sides, bag.verbs), (0, super::rolls::ROLLS[1].verbs));
}

#[test]
fn a_line_shown_in_french_still_masks_what_was_drawn_face_down() {
    let pool = super::ID;
    let line = "allocate kestrel 4 bag=S5,F2,S4,F1";
    let french = crate::script::shown_in(Lang::Fr, pool, line);
    assert!(french.contains("sac=?,?,?,?"), "{french}");
    assert!(!french.contains("S5"), "{french}");
    assert!(!french.starts_with("allocate"), "{french}");
    assert_eq!(
        crate::script::shown_in(Lang::En, pool, line),
        "allocate kestrel 4 bag=?,?,?,?"
    );
}

//! The risks each wound brings, read from the effects table (POL-35).

use super::{Risk, current, of, said};
use crate::i18n::{Lang, with_lang};
use crate::model::LocatorCell;
use crate::wounds::{self, CRITICAL, DEATH, LIGHT, MEDIUM, SERIOUS};

fn risks(key: &str, severity: usize) -> Vec<Risk> {
    of(&wounds::effects(key, severity).unwrap_or_else(|| panic!("{key} {severity}")))
}

#[test]
fn pol_35_each_row_brings_the_risks_the_text_lists() {
    // « Légères … Aggravation : Suractivité. »
    assert_eq!(risks("body", LIGHT), [Risk::Overexertion]);
    // « Moyennes … Aggravation : Infection, Suractivité. »
    assert_eq!(
        risks("left-arm", MEDIUM),
        [Risk::Infection, Risk::Overexertion]
    );
    // « Graves … Séquelles (Tête seulement) »
    assert_eq!(
        risks("body", SERIOUS),
        [Risk::Infection, Risk::Overexertion]
    );
    assert_eq!(risks("head", SERIOUS), Risk::ALL);
    // « Critiques … Séquelles ; Aggravation : Infection, Suractivité. »
    assert_eq!(risks("right-leg", CRITICAL), Risk::ALL);
    // Death brings no risk: there is nothing left to worsen.
    assert!(risks("head", DEATH).is_empty());
}

#[test]
fn pol_35_the_log_says_the_risks_in_both_languages() {
    let all = Risk::ALL;
    let en = with_lang(Lang::En, || said(&all));
    assert_eq!(
        en.as_deref(),
        Some("risks: sequelae, infection, overexertion")
    );
    let fr = with_lang(Lang::Fr, || said(&all));
    assert_eq!(
        fr.as_deref(),
        Some("risques\u{a0}: séquelles, infection, suractivité")
    );
    assert_eq!(said(&[]), None);
}

fn cells(checked: &[usize]) -> Vec<LocatorCell> {
    (0..6)
        .map(|s| LocatorCell {
            boxes: 3,
            checked: u8::from(checked.contains(&s)),
        })
        .collect()
}

#[test]
fn pol_35_current_risks_name_the_locations_that_bring_them() {
    let head = cells(&[SERIOUS]);
    let arm = cells(&[LIGHT]);
    let leg = cells(&[]);
    let found = current([
        ("head", head.as_slice()),
        ("left-arm", arm.as_slice()),
        ("right-leg", leg.as_slice()),
    ]);
    assert_eq!(
        found,
        vec![
            (Risk::Sequelae, vec!["head".to_string()]),
            (Risk::Infection, vec!["head".to_string()]),
            (
                Risk::Overexertion,
                vec!["head".to_string(), "left-arm".to_string()]
            ),
        ]
    );
    assert!(current([("body", cells(&[]).as_slice())]).is_empty());
}

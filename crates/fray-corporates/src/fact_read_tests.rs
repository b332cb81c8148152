use serde_json::{Map, Value};

use crate::engine::tag_first::{Agreement, TagFirst};

use super::CorporatesFact;

/// The shipped Corporates fight.
const ROOFTOP: &str = include_str!("../../../saves/cor-rooftop.fray.jsonl");

/// Melee facts as the rules write them (the shipped fight has one).
const MELEE: &[&str] = &[
    r#"{"event":"dodged","who":5,"against":"blow","roll":{"dice":[3],"bonus":5,"total":8,"terms":[{"what":"skill:dodge","value":5}]},"disengage":true}"#,
    r#"{"event":"checked","who":10,"check":"fall","roll":{"dice":[1,1,3],"bonus":3,"total":8,"terms":[{"what":"armour","value":3}]},"difficulty":15}"#,
    r#"{"event":"held","holder":33,"held":10,"rolls":[{"dice":[5,2,3,5],"bonus":0,"total":15},{"dice":[6,3],"bonus":0,"total":9}],"hold":2}"#,
    r#"{"event":"rushed","attacker":21,"defender":13,"levels":2,"effect":"falls"}"#,
    r#"{"event":"freed","held":15,"holder":25}"#,
    r#"{"event":"drew","who":1,"gear":"dermal"}"#,
    r#"{"event":"stood_up","who":16}"#,
    r#"{"event":"repaired","who":9,"gear":"plate","outcome":"failed"}"#,
    r#"{"event":"healed","who":13,"track":"fatigue","levels":1,"left":2}"#,
];

/// Every Corporates fact of the shipped fight, then the melee facts, as maps.
fn facts() -> Vec<Map<String, Value>> {
    let shipped = ROOFTOP
        .lines()
        .skip(1)
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .flat_map(|record| record["events"].as_array().cloned().unwrap_or_default())
        .filter(|event| CorporatesFact::derived(event).is_ok());
    shipped
        .chain(
            MELEE
                .iter()
                .filter_map(|line| serde_json::from_str(line).ok()),
        )
        .filter_map(|event| match event {
            Value::Object(map) => Some(map),
            _ => None,
        })
        .collect()
}

/// A map written with `entries` in their order (the tag where fray writes it, or
/// elsewhere).
fn written(entries: &[(String, Value)]) -> String {
    let fields: Vec<String> = entries
        .iter()
        .map(|(key, value)| format!("{}:{value}", Value::String(key.clone())))
        .collect();
    format!("{{{}}}", fields.join(","))
}

/// Lines made from one fact: as written, its tag last, its tag given twice, a field
/// dropped, an unknown field added, its tag swapped for another kind's.
fn variations(fact: &Map<String, Value>, other_tag: &str) -> Vec<String> {
    let entries: Vec<(String, Value)> = fact.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
    let tag = ("event".to_string(), fact["event"].clone());
    let rest: Vec<(String, Value)> = entries
        .iter()
        .filter(|(k, _)| k != "event")
        .cloned()
        .collect();
    let first: Vec<_> = std::iter::once(tag.clone())
        .chain(rest.iter().cloned())
        .collect();
    // As written, its tag last, its tag given twice.
    let tag_after =
        |entries: &[(String, Value)]| written(&[entries, std::slice::from_ref(&tag)].concat());
    let mut lines = vec![written(&first), tag_after(&rest), tag_after(&first)];
    if rest.len() > 1 {
        lines.push(written(&first[..first.len() - 1]));
    }
    let mut more = first.clone();
    more.push(("later".into(), Value::from(vec![1, 2])));
    lines.push(written(&more));
    let mut swapped = first.clone();
    swapped[0].1 = Value::from(other_tag);
    lines.push(written(&swapped));
    lines
}

#[test]
fn a_fact_read_by_its_tag_is_what_the_derived_reading_gives() {
    let facts = facts();
    let kinds: std::collections::BTreeSet<&str> =
        facts.iter().filter_map(|f| f["event"].as_str()).collect();
    assert!(kinds.len() >= 20, "{kinds:?}");
    let mut agreement = Agreement::default();
    for (n, fact) in facts.iter().enumerate() {
        let other = facts[(n + 1) % facts.len()]["event"].as_str().unwrap_or("");
        for line in variations(fact, other) {
            let derived = CorporatesFact::derived(&mut serde_json::Deserializer::from_str(&line));
            let by_tag = serde_json::from_str::<CorporatesFact>(&line);
            agreement.compare(&line, derived, by_tag);
        }
    }
    let Agreement { taken, refused } = agreement;
    assert!(
        taken > 3 * facts.len() && refused > facts.len(),
        "{taken} taken, {refused} refused"
    );
}

#[test]
fn a_melee_fact_read_by_its_tag_is_a_melee_fact() {
    for line in MELEE {
        let fact: CorporatesFact = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}"));
        assert!(matches!(fact, CorporatesFact::Melee(_)), "{line}");
        assert_eq!(
            serde_json::to_value(&fact).ok(),
            serde_json::from_str::<Value>(line).ok()
        );
    }
    let unknown = r#"{"event":"cor_nothing","who":1}"#;
    assert!(serde_json::from_str::<CorporatesFact>(unknown).is_err());
    assert!(CorporatesFact::deserialize(&mut serde_json::Deserializer::from_str(unknown)).is_err());
}

//! Tests of reading a system fact as its save's system (`store::fact_of`), which need real
//! rule systems (the facts are every shipped save's, of every system). They are the whole
//! of the module's tests.

use std::path::Path;

use serde::de::DeserializeSeed;

use crate::engine::Event;
use crate::engine::SystemFact;
use crate::model::SystemId;
use crate::store::fact_of::FactOf;

/// Every system fact of every shipped save, each with its save's name and system.
fn shipped_facts() -> Vec<(String, SystemId, SystemFact)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(".fray.jsonl"))
        .collect();
    paths.sort();
    let mut facts = Vec::new();
    for path in paths {
        let loaded = crate::store::load(&path).unwrap_or_else(|e| panic!("{e}"));
        let name = path.to_string_lossy().into_owned();
        for event in loaded.records.into_iter().flat_map(|r| r.events) {
            if let Event::System(fact) = event {
                facts.push((name.clone(), loaded.header.system, fact));
            }
        }
    }
    facts
}

/// `text` read as `system`'s fact, or as any system's when `None`.
fn read(system: Option<SystemId>, text: &str) -> Option<SystemFact> {
    let mut json = serde_json::Deserializer::from_str(text);
    match system {
        Some(system) => FactOf(system).deserialize(&mut json).ok(),
        None => serde_json::from_str(text).ok(),
    }
}

#[test]
fn a_fact_read_as_its_saves_system_is_the_fact_read_trying_every_system() {
    let facts = shipped_facts();
    for (name, system, fact) in &facts {
        let text = serde_json::to_string(fact).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(read(Some(*system), &text).as_ref(), Some(fact), "{name}");
        assert_eq!(read(None, &text).as_ref(), Some(fact), "{name}");
    }
    println!("{} system facts read as their save's system", facts.len());
    assert!(
        facts.len() > 100,
        "the shipped saves hold {} facts",
        facts.len()
    );
    assert!(
        crate::rules::registry::ids().all(|id| facts.iter().any(|f| f.1 == id)),
        "a shipped save of every system"
    );
}

#[test]
fn a_fact_read_as_another_systems_is_refused_and_read_trying_every_system() {
    let mut refused = 0;
    let mut seen = Vec::new();
    for (name, system, fact) in shipped_facts() {
        if seen.contains(&system) {
            continue;
        }
        seen.push(system);
        let text = serde_json::to_string(&fact).unwrap_or_else(|e| panic!("{e}"));
        for other in crate::rules::registry::ids().filter(|id| *id != system) {
            assert_eq!(read(Some(other), &text), None, "{name} read as {other:?}");
            refused += 1;
        }
        assert_eq!(read(None, &text), Some(fact), "{name}");
    }
    println!("{refused} facts read as another system's refused");
    assert!(refused >= 4 * 4, "{refused} readings refused");
}

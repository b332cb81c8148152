//! Combatant slugs can always be typed back: no quote, space, `#` or control character,
//! and the slug typed in a command finds the combatant it names (issue 19).

use crate::common;

use common::Table;
use fray::engine::RuleError;
use fray::model::combatant::slug;
use fray::model::{Combatant, CombatantId, Encounter, Side};
use proptest::prelude::*;

/// A name as a quoted word of the command line.
fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
}

#[test]
fn a_quoted_nickname_gives_a_slug_that_types_back() {
    assert_eq!(slug("Doc \"Patch\" Walsh"), "doc-patch-walsh");
    assert_eq!(slug("Ganger #2"), "ganger-2");
    assert_eq!(slug("L'Épée"), "l-epee");
    // A decomposed accent reads as the composed one.
    assert_eq!(slug("E\u{301}loi\u{308}se"), slug("Éloïse"));
    // An older slug still finds its combatant: slugs of slugs are themselves.
    assert_eq!(slug("doc-\"patch\"-walsh"), "doc-patch-walsh");
    let mut table = Table::given(&[r#"add "Doc \"Patch\" Walsh" pc"#, "add Éloïse pc"]);
    table.run("note doc-patch-walsh wounded");
    table.run("note eloise shaken");
    table.run("note Éloïse shaken");
    let state = table.timeline.state();
    assert_eq!(state.combatants[0].note, "wounded");
    assert_eq!(state.combatants[1].note, "shaken");
}

#[test]
fn names_with_one_slug_are_refused_as_duplicates() {
    let mut table = Table::given(&["add Bob! pc"]);
    assert!(matches!(
        table.refuse("add Bob? pc"),
        RuleError::DuplicateName(_)
    ));
}

#[test]
fn a_name_without_letter_or_digit_is_refused() {
    let mut table = Table::new();
    let refused = table.refuse(r#"add "?!" pc"#);
    assert!(
        refused.to_string().contains("no letter or digit"),
        "{refused}"
    );
    // Digits alone would be read as a number.
    assert!(
        table
            .refuse(r#"add "3!" pc"#)
            .to_string()
            .contains("is a number")
    );
}

#[test]
fn two_combatants_of_an_older_save_with_one_slug_are_told_apart_by_name() {
    // An older fray let both in: "bob!" and "bob?" were different slugs then.
    let mut state = Encounter::new(fray::systems::polaris::ID, "old");
    let track = fray::rules::system(fray::systems::polaris::ID).new_damage_track();
    for (id, name) in [(1, "Bob!"), (2, "Bob?")] {
        state.combatants.push(Combatant::new(
            CombatantId(id),
            name,
            Side::Enemy,
            track.clone(),
        ));
    }
    let names = fray::rules::names::resolve;
    match names(&state, "bob") {
        Err(RuleError::AmbiguousName { candidates, .. }) => {
            assert_eq!(candidates, ["\"Bob!\"", "\"Bob?\""]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(names(&state, "Bob?").ok(), Some(CombatantId(2)));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_name_has_a_typeable_slug_that_finds_it(name in "\\PC{1,24}") {
        let s = slug(&name);
        prop_assert!(!s.chars().any(|c| c == '"' || c == '\'' || c == '#'
            || c.is_whitespace() || c.is_control()), "{s:?}");
        prop_assert!(!s.starts_with('-') && !s.ends_with('-') && !s.contains("--"), "{s:?}");
        prop_assert_eq!(slug(&s), s.clone());
        let mut table = Table::new();
        let add = format!("add {} pc", quoted(&name));
        let Ok(Line::Command(command)) = fray::script::parse(&add) else {
            return Ok(());
        };
        if table.timeline.prepare(&add, &command).is_err() {
            // Refused names (no letter, digits alone, too long) are not added at all.
            return Ok(());
        }
        table.run(&add);
        table.run(&format!("note {s} found"));
        prop_assert_eq!(&table.timeline.state().combatants[0].note, "found");
    }
}

use fray::script::Line;

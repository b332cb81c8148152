//! Tests for the canonical text of the combat-pool commands: examples, and a property test
//! that every command the parser can produce formats to a line that parses back to it.

use proptest::prelude::*;

use super::super::command_strategies::command;
use crate::engine::Command;
use crate::script::{Line, format, parse_in};

/// Parses `line` in a combat-pool encounter, formats it, and checks it reads back the same.
fn round_trip(line: &str) -> String {
    let Ok(Line::Command(c)) = parse_in(crate::ID, line) else {
        panic!("{line}: {:?}", parse_in(crate::ID, line));
    };
    let text = format(&c);
    assert_eq!(
        parse_in(crate::ID, &text),
        Ok(Line::Command(c)),
        "{line} -> {text}"
    );
    text
}

#[test]
fn canonical_text_of_combat_pool_commands() {
    for (typed, canonical) in [
        (
            "POOL Baral Instinct SCORE=12",
            "pool Baral Instinct score=12",
        ),
        ("stress kurt 1", "stress kurt moderate"),
        ("breath kurt", "recharge kurt fast"),
        ("assess kurt", "recharge kurt slow"),
        ("defend kurt ALL", "allocate kurt all"),
        ("td kurt", "total-defense kurt"),
        ("intend kurt free covers", "intend kurt covers"),
        ("intend kurt free token ring", "intend kurt free token ring"),
        ("spend kurt 2 for the lock", "spend kurt 2 for the lock"),
        (
            "shoot baral hits=3 short at a b single damage=4 physical",
            "attack baral at a,b hits=3 damage=4",
        ),
        (
            "attack baral spent ignore=999 at kurt dice=4 long spray",
            "attack baral at kurt dice=4 long spray ignore=999 spent",
        ),
        (
            "attack baral at kurt hits=2 jeton=2 adjust=1",
            "attack baral at kurt hits=2 adjust=1 token=2",
        ),
        ("garde 2", "keep 2"),
        (
            r#"attack baral at "Big Kurt" ganger-1 hits=1"#,
            r#"attack baral at "Big Kurt" ganger-1 hits=1"#,
        ),
        (
            "suppress kurt at baral hits=2 defy baral",
            "suppress kurt at baral hits=2 defy=baral",
        ),
        (
            r#"suppress kurt at baral hits=2 defy=baral,"#,
            "suppress kurt at baral hits=2 defy=baral",
        ),
        ("blast a by kurt stun", "blast a stun by kurt"),
        (
            "melee kurt baral dodge hits=2 effect=damage spend=1",
            "melee kurt baral hits=2 dodge spend=1",
        ),
        ("lethality kurt high care=0", "lethality kurt high"),
        ("damage kurt 3 physical soak=0", "damage kurt 3"),
        ("heal kurt 3 STUN", "heal kurt 3 stun"),
        (r#"aim "short""#, r#"aim "short""#),
    ] {
        assert_eq!(round_trip(typed), canonical, "{typed}");
    }
}

proptest! {
    /// Every combat-pool command formats to a line that parses back to it.
    #[test]
    fn every_pool_command_reads_back_from_its_canonical_text(command in command()) {
        let command = Command::System(command.into());
        let text = format(&command);
        prop_assert_eq!(
            parse_in(crate::ID, &text),
            Ok(Line::Command(command)),
            "{}",
            text
        );
    }

    /// Every combat-pool command written in French (values after `=` too) reads back.
    #[test]
    fn every_pool_command_reads_back_from_its_french_text(command in command()) {
        let command = Command::System(command.into());
        let text = crate::script::format_in(crate::i18n::Lang::Fr, &command);
        prop_assert_eq!(
            parse_in(crate::ID, &text),
            Ok(Line::Command(command)),
            "{}",
            text
        );
    }
}

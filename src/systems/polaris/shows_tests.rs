//! What the rules compute, shown and corrected (issue 20): the risks a wound brings in the
//! log (POL-35), the marker with no action phase (POL-19), the phases counted from the
//! markers that act, the destroyed limb (POL-31, POL-OP-13) and the automatic failure
//! (POL-11, POL-OP-17).

use crate::engine::{Command, Header, Record, ScriptedDice, Timeline};
use crate::i18n::{Lang, with_lang};
use crate::narrate;
use crate::script::{self, Line};

use super::ID;

fn command(line: &str) -> Command {
    match script::parse_in(ID, line) {
        Ok(Line::Command(command)) => command,
        other => panic!("'{line}' is not a command: {other:?}"),
    }
}

/// Runs `line` with `dice` first and returns the GM's transcript line for it.
fn play(t: &mut Timeline, line: &str, dice: &[u32]) -> String {
    let mut scripted = ScriptedDice::new(dice.iter().copied());
    let events = t
        .decide(&command(line), &mut scripted)
        .unwrap_or_else(|e| panic!("'{line}' refused: {e}"));
    let record = Record {
        seq: t.next_seq(),
        command: line.into(),
        at: None,
        events,
    };
    let before = t.state().clone();
    let text = narrate::describe(&record, &before, t.records());
    t.commit(record);
    text
}

fn fight(lines: &[&str]) -> Timeline {
    let mut t = Timeline::new(Header::new(ID, "t", 7, 0));
    for line in lines {
        play(&mut t, line, &[]);
    }
    t
}

#[test]
fn pol_35_a_wound_says_the_risks_it_brings() {
    let mut t = fight(&["add Goblin enemy reaction=10"]);
    let light = play(&mut t, "wound goblin body light", &[]);
    assert!(light.ends_with(", risks: overexertion"), "{light}");
    let critical = play(&mut t, "wound goblin left-leg critical", &[]);
    assert!(
        critical.contains("risks: sequelae, infection, overexertion"),
        "{critical}"
    );
    let french = with_lang(Lang::Fr, || play(&mut t, "wound goblin tete grave", &[]));
    assert!(
        french.contains("risques\u{a0}: séquelles, infection, suractivité"),
        "{french}"
    );
    // Death: nothing left to worsen.
    play(&mut t, "wound goblin head mortal", &[]);
    let dead = play(&mut t, "wound goblin head death", &[]);
    assert!(!dead.contains("risks"), "{dead}");
}

//! The magic and Matrix verbs: every example reads and writes back the same command,
//! French words read too, and a wrong word is pointed at.

use crate::script::Words;
use crate::script::cursor::Cursor;
use crate::script::lexer::lex;

use super::command::{Against, ArcaneCommand as C, SpellKind};
use super::magic::{Category, Effect, ResistWith};
use super::matrix::{Method, Range, Security};
use super::verbs::{VERBS, parse};
use super::verbs_format::format;

/// Reads a whole line (verb first) with these verbs.
fn read(line: &str) -> Result<C, String> {
    let tokens = lex(line).map_err(|e| e.to_string())?;
    let mut c = Cursor::new(line, tokens);
    let first = c.next().ok_or("empty")?;
    let lower = first.text.to_lowercase();
    let verb = VERBS
        .iter()
        .find(|v| v.name == lower || v.fr.contains(&lower.as_str()))
        .ok_or_else(|| format!("no verb {lower}"))?;
    parse(verb, &mut c)
        .map_err(|e| e.to_string())?
        .ok_or_else(|| "not read".to_string())
}

fn write(command: &C) -> String {
    let mut w = Words::default();
    format(&mut w, command);
    w.line()
}

#[test]
fn every_example_reads_and_writes_back() {
    for verb in VERBS {
        assert_eq!(verb.system, Some("sr-anarchy"));
        for example in verb.examples {
            let command = read(example).unwrap_or_else(|e| panic!("{example}: {e}"));
            let text = write(&command);
            assert_eq!(read(&text), Ok(command), "{example} → {text}");
        }
    }
}

#[test]
fn verbs_read_their_commands() {
    assert_eq!(
        read("counterspell mage for decker 8 own 1 own"),
        Ok(C::Counter {
            extras: Default::default(),
            who: "mage".into(),
            target: "decker".into(),
            dice: 8,
            own: 1,
            with: ResistWith::Own,
        })
    );
    assert_eq!(
        read("cast mage effect Levitate amp 2"),
        Ok(C::Cast {
            extras: Default::default(),
            who: "mage".into(),
            kind: SpellKind::Effect,
            spell: "Levitate".into(),
            amp: 2,
            dice: 0,
        })
    );
    assert_eq!(
        read("hack decker camera 8 vs hard corruption noise -1 mark"),
        Ok(C::Hack {
            extras: Default::default(),
            who: "decker".into(),
            target: "camera".into(),
            dice: 8,
            against: Against::Level(Security::Hard),
            method: Some(Method::Corruption),
            noise: -1,
            mark: true,
        })
    );
    assert_eq!(
        read("compile decker 8"),
        Ok(C::Compile {
            extras: Default::default(),
            who: "decker".into(),
            category: None,
            dice: 8,
        })
    );
}

#[test]
fn french_words_read_as_the_english_ones() {
    assert_eq!(
        read("invoque mage majeur 9"),
        Ok(C::Summon {
            extras: Default::default(),
            who: "mage".into(),
            category: Category::Major,
            dice: 9,
        })
    );
    assert_eq!(
        read("portée decker camera intermédiaire"),
        Ok(C::Range {
            who: "decker".into(),
            target: "camera".into(),
            range: Range::Intermediate,
        })
    );
    assert!(matches!(
        read("resiste mage physique 9 ganger"),
        Ok(C::Resist {
            effect: Effect::Physical,
            ..
        })
    ));
    assert!(matches!(
        read("pirate decker camera 8 vs facile force-brute"),
        Ok(C::Hack {
            method: Some(Method::BruteForce),
            ..
        })
    ));
}

#[test]
fn a_wrong_word_is_refused() {
    assert!(read("summon mage huge 9").is_err());
    assert!(read("range decker camera far").is_err());
    assert!(read("marks decker camera 4").is_err(), "at most 3");
    assert!(read("hack decker camera 8 6").is_err(), "vs is needed");
}

/// ANA-02 to ANA-04: any magic or Matrix test ends with `glitch`, `complications N` and
/// `chance` (in any order, French `imprévu` too), read into its extras and written back;
/// a resist's targets stop where they start.
#[test]
fn every_test_reads_and_writes_its_glitch_complication_and_chance_words() {
    use super::super::command::Extras;
    let all = Extras {
        glitch: true,
        complications: 2,
        chance: true,
        paid: false,
    };
    for line in [
        "cast hex combat bolt amp 2 dice 3 chance imprévu complications 2",
        "summon hex minor 4 glitch complications 2 chance",
        "resist hex mental 5 ganger jax complications 2 chance glitch",
        "hack decker camera 8 vs easy mark glitch complications 2 chance",
        "counterspell hex for jax 4 own 1 glitch complications 2 chance",
    ] {
        let command = read(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(command.extras(), Some(all), "{line}");
        let text = write(&command);
        assert!(text.ends_with("glitch complications 2 chance"), "{text}");
        assert_eq!(read(&text), Ok(command), "{line} → {text}");
    }
    let Ok(C::Resist { targets, .. }) = read("resist hex mental 5 ganger glitch") else {
        panic!("not read");
    };
    assert_eq!(targets, ["ganger"]);
}

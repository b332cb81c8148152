//! The special situations, melee and damage verbs: every example reads and writes back the
//! same command, French words read too, and a wrong word is pointed at.

use crate::script::Words;
use crate::script::cursor::Cursor;
use crate::script::lexer::lex;

use super::super::command::melee::{DamageKind, MeleeCommand as C, Roll, Terms, Track};
use super::super::melee::Charge;
use super::melee::{VERBS, parse};
use super::melee_format::format;

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
fn cor_melee_every_example_reads_and_writes_back() {
    for verb in VERBS {
        assert_eq!(verb.system, Some("corporates"));
        assert!(super::melee::summary(verb.name).is_some(), "{}", verb.name);
        for example in verb.examples {
            let command = read(example).unwrap_or_else(|e| panic!("{example}: {e}"));
            assert_eq!(&write(&command), example, "canonical");
            assert_eq!(read(&write(&command)), Ok(command));
        }
    }
}

#[test]
fn cor_melee_french_words_read() {
    assert_eq!(
        read("frappe kira sur bob avec couteau dos charge pied dés 4"),
        Ok(C::Strike {
            attacker: "kira".into(),
            defender: "bob".into(),
            // `couteau` is the French word of the bestiary's `knife`.
            with: Some("knife".into()),
            special: None,
            terms: Terms {
                back: true,
                charge: Some(Charge::OnFoot),
                ..Terms::default()
            },
            draw: false,
            roll: Roll {
                dice: Some(4),
                ..Roll::default()
            },
            distance: None,
        })
    );
    assert_eq!(
        read("blesse bob type balle dés 3"),
        Ok(C::Hurt {
            who: "bob".into(),
            by: None,
            with: None,
            kind: Some(DamageKind::Bullet),
            roll: Roll {
                dice: Some(3),
                ..Roll::default()
            },
            margin: 0,
            protection: 0,
        })
    );
    assert_eq!(
        read("soigne bob blessure 2"),
        Ok(C::Heal {
            who: "bob".into(),
            track: Track::Wound,
            levels: 2
        })
    );
}

#[test]
fn cor_melee_wrong_words_are_refused() {
    for line in [
        "strike kira bob",
        "strike kira at bob power acrobatic",
        "strike kira at bob back back",
        "hurt bob kind laser",
        "heal bob armor 2",
        "trip kira bob sideways",
        "dodge bob against rain",
        "throw kira bob hard",
        "hurt bob confidence 1",
    ] {
        assert!(read(line).is_err(), "{line}");
    }
}

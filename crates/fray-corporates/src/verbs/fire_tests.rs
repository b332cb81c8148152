//! The movement and shooting verbs: every example reads, writes back the same line and
//! reads again to the same command; French words; refusals name what was expected.

use crate::script::Words;

use super::VERBS;
use crate::command::fire::{Answer, FireCommand as C, Mode, Pace, Reach, Term};
use crate::shooting::Range;
use crate::target::{Protection, Size};
use crate::test_support::parse_fire_line as parse_line;
use crate::verbs::fire_format::format;

fn round_trip(line: &str) -> C {
    let command = parse_line(line).unwrap_or_else(|e| panic!("{line}: {e:?}"));
    let mut w = Words::default();
    format(&mut w, &command);
    let again = parse_line(&w.line()).unwrap_or_else(|e| panic!("{}: {e:?}", w.line()));
    assert_eq!(again, command, "{line} → {}", w.line());
    command
}

#[test]
fn every_example_reads_and_writes_back() {
    for verb in VERBS {
        for example in verb.examples {
            round_trip(example);
        }
    }
}

#[test]
fn a_full_shot_line_keeps_every_term_in_order() {
    let line = "shoot Rook at Ganger with rifle range long snap burst free pointblank size head \
                moving 12 axis falling 2 cover car 3 engaged 2 crowd 7 unshouldered \
                visibility verypoor 30 la reflex side improbable guard mod -2 dice 5 bonus 3 confidence 1";
    let C::Shoot(shot) = round_trip(line) else {
        panic!("a shot");
    };
    assert_eq!(shot.reach, Reach::Band(Range::Long));
    assert_eq!(shot.mode, Mode::Snap);
    assert_eq!(shot.terms.len(), 10);
    assert_eq!(shot.terms[0], Term::Size { size: Size::Head });
    assert_eq!(
        shot.terms[1],
        Term::Moving {
            pace: Pace::Speed(12),
            axis: true
        }
    );
    assert_eq!(
        shot.terms[3],
        Term::Cover {
            protection: Protection::Car(3)
        }
    );
    assert_eq!(
        (shot.pool.dice, shot.pool.bonus, shot.pool.confidence),
        (Some(5), Some(3), 1)
    );
}

#[test]
fn other_lines_round_trip() {
    for line in [
        "move Rook dense-crowd fast confidence 2",
        "stand Rook acrobatics dice 3",
        "aim Rook at Ganger distance 20 braced size torso",
        "cover Rook with rifle smg skill 5 burst 3 second free metres 2 from 2 to 3 under-fire exposed Ganger Sniper",
        "cross Ganger through Rook protection 3 fumble",
        "shoot Rook at 'at' range short",
    ] {
        round_trip(line);
    }
    assert_eq!(
        round_trip("cross Ganger through Rook"),
        C::Cross {
            who: "Ganger".into(),
            shooter: "Rook".into(),
            protection: 0,
            answer: Answer::Unsaid
        }
    );
}

#[test]
fn french_words_read_as_the_english_ones() {
    assert_eq!(
        parse_line("tire Rook sur Ganger avec rifle portée courte au-jugé rafale libre taille tête abri béton").ok(),
        parse_line("shoot Rook at Ganger with rifle range short snap burst free size head cover concrete").ok()
    );
    assert_eq!(
        parse_line("déplace Rook foule-dense vite").ok(),
        parse_line("move Rook dense-crowd fast").ok()
    );
    assert_eq!(
        parse_line(
            "couvre Rook compétence 6 rafale libre mètres 4 depuis 3 jusqu-à 5 exposés Ganger"
        )
        .ok(),
        parse_line("cover Rook skill 6 burst free metres 4 from 3 to 5 exposed Ganger").ok()
    );
}

#[test]
fn wrong_words_are_refused_where_they_stand() {
    assert!(parse_line("move Rook swamp").is_err());
    assert!(parse_line("shoot Rook at Ganger range near").is_err());
    assert!(parse_line("shoot Rook Ganger range short").is_err());
    assert!(parse_line("shoot Rook at Ganger range short size elephant").is_err());
    assert!(
        parse_line("shoot Rook at Ganger range short crowd 12").is_err(),
        "5 to 10"
    );
    assert!(
        parse_line("cover Rook burst free metres 4 from 6 to 5").is_err(),
        "segments 1 to 5"
    );
    assert!(parse_line("fall Rook 0").is_err());
    assert!(parse_line("shoot Rook at Ganger range short extra").is_err());
}

#[test]
fn no_french_word_reads_as_two_keywords_across_families() {
    let all = super::super::all_french().to_vec();
    for (i, (en, frs)) in all.iter().enumerate() {
        for fr in *frs {
            for (other, others) in &all[i + 1..] {
                assert!(
                    en == other || !others.contains(fr),
                    "{fr} reads as {en} and as {other}"
                );
            }
        }
    }
}

mod props {
    use proptest::prelude::*;

    use super::{parse_line, round_trip};

    const PIECES: &[&str] = &[
        "snap",
        "aimed",
        "standard",
        "burst 3",
        "burst free",
        "pointblank",
        "size eye",
        "size leg",
        "moving",
        "moving walk",
        "moving 30 axis",
        "falling",
        "falling 4",
        "cover plaster",
        "cover car",
        "cover car-door 2",
        "engaged 1",
        "crowd 10",
        "unshouldered",
        "visibility reduced 10",
        "visibility verypoor 80 la",
        "reflex front",
        "reflex side aiming",
        "reflex front improbable guard",
        "mod 4",
        "mod -7",
        "double",
        "dice 0",
        "bonus -2",
        "confidence 3",
        "with",
        "at",
        "'quoted name'",
        "range",
        "extra",
    ];

    proptest! {
        #[test]
        fn any_shot_line_that_reads_writes_back_to_itself(
            pieces in prop::collection::vec(prop::sample::select(PIECES), 0..6),
            reach in prop::sample::select(&["range short", "range extreme", "distance 0", "distance 999"][..]),
            verb in prop::sample::select(&["shoot", "aim"][..]),
        ) {
            let line = format!("{verb} Rook at 'Big Ganger' {reach} {}", pieces.join(" "));
            if parse_line(&line).is_ok() {
                round_trip(&line);
            }
        }
    }
}

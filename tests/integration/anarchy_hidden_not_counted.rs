//! ANA-07: a Turn's Narrations, one per combatant. A hidden combatant is not there for the
//! players: their transcript counts the Narrations they see (« Narration 1 of 2 »), never
//! the hidden one's, which would tell them someone is hiding.

use fray::engine::{Header, Timeline};
use fray::i18n::{Lang, with_lang};
use fray::script::test_play::prepared;

fn played(lines: &[&str]) -> Timeline {
    let mut timeline = Timeline::new(Header::new(fray::systems::anarchy::ID, "Docks", 11, 0));
    for line in lines {
        let record = prepared(&timeline, line);
        timeline.commit(record);
    }
    timeline
}

#[test]
fn the_players_count_the_narrations_they_see_only() {
    let with_hidden = played(&[
        "add Kira pc agi=4 log=6 wil=4 chance=3 seat=1",
        "add Ganger enemy agi=3 log=2 wil=1",
        "add Lurker enemy agi=2 log=1 wil=1 hidden",
        "start",
        "next",
    ]);
    for lang in Lang::ALL {
        let lines: Vec<String> = with_lang(lang, || fray::player_view::lines(&with_hidden))
            .into_iter()
            .map(|l| l.text)
            .collect();
        let all = lines.join("\n");
        let (two, three) = match lang {
            Lang::En => ("1 of 2", "of 3"),
            Lang::Fr => ("1 sur 2", "sur 3"),
        };
        assert!(all.contains(two), "{}: {all}", lang.code());
        assert!(!all.contains(three), "{}: {all}", lang.code());
        assert!(!all.contains("Lurker"), "{}: {all}", lang.code());
    }
    // The GM's transcript counts everyone.
    let gm = with_lang(Lang::En, || {
        fray::narrate::fold(
            with_hidden.header().clone(),
            with_hidden.records().to_vec(),
            usize::MAX,
        )
        .1
        .join("\n")
    });
    assert!(gm.contains("of 3"), "{gm}");
}

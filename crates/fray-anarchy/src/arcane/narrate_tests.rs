//! The magic and Matrix lines in both languages: every die for the GM, the secret
//! convergence die and the surveillance score never for the players (ANA-19).

use crate::i18n::{Lang, with_lang};
use crate::model::{Combatant, CombatantId, DamageTrack, Encounter, Side, SystemId};

use super::super::pool::{HIT, PoolRoll};
use super::fact::ArcaneFact;
use super::magic::{Category, Source};
use super::matrix::{Hacked, Method};
use super::narrate::{for_players, narrate};

fn table() -> Encounter {
    let mut s = Encounter::new(SystemId::default_system(), "t");
    for (id, name) in [(1, "Dodger"), (2, "Camera")] {
        s.combatants.push(Combatant::new(
            CombatantId(id),
            name,
            Side::Pc,
            DamageTrack::Monitors { tracks: Vec::new() },
        ));
    }
    s
}

fn roll(dice: &[u8]) -> PoolRoll {
    PoolRoll {
        dice: dice.to_vec(),
        glitch: None,
        complications: Vec::new(),
        hit: HIT,
        glitch_hit: None,
    }
}

#[test]
fn ana_19_the_secret_die_is_the_gms_alone_until_god_comes() {
    let s = table();
    let die = |god| ArcaneFact::Convergence {
        who: CombatantId(1),
        die: 1,
        points: if god { 3 } else { 1 },
        god,
    };
    let gm = narrate(&s, &die(false));
    assert!(gm.contains("Dodger") && gm.contains('1'), "{gm}");
    assert_eq!(for_players(&s, &die(false)), None);
    let players = for_players(&s, &die(true)).unwrap_or_default();
    assert!(
        players.contains("GOD") && !players.contains("surveillance"),
        "{players}"
    );
    let checked = ArcaneFact::Checked {
        who: CombatantId(1),
        points: 2,
    };
    assert!(narrate(&s, &checked).ends_with('2'));
    // The hacker spent the Narration finding the score out: it is theirs to say.
    let players = for_players(&s, &checked).unwrap_or_default();
    assert!(players.ends_with('2'), "{players}");
}

#[test]
fn ana_14_ana_18_drain_and_brute_force_read_in_both_languages() {
    let s = table();
    let drain = ArcaneFact::Drain {
        who: CombatantId(1),
        source: Source::Summon {
            category: Category::Major,
        },
        name: String::new(),
        roll: Some(roll(&[5, 2])),
        drain: vec![1, 1, 1, 4, 5, 6],
        boxes: 3,
        wounds: 0,
        bought: 0,
    };
    let en = narrate(&s, &drain);
    assert!(
        en.contains("[1, 1, 1, 4, 5, 6]") && en.contains("3 stun"),
        "{en}"
    );
    let fr = with_lang(Lang::Fr, || narrate(&s, &drain));
    assert!(
        fr.contains("3 cases étourdissantes") && fr.contains("\u{a0}:"),
        "{fr}"
    );
    let hack = ArcaneFact::Hack {
        who: CombatantId(1),
        target: CombatantId(2),
        method: Some(Method::BruteForce),
        noise: -2,
        roll: roll(&[5]),
        against: roll(&[5, 5, 5, 1]),
        outcome: Hacked::Stunned { boxes: 2 },
        marks: None,
        wounds: 0,
        bought: 0,
        security: None,
    };
    let en = narrate(&s, &hack);
    assert!(
        en.contains("brute force") && en.contains("3 − 2 (noise) = 1 die") && en.contains("2 stun"),
        "{en}"
    );
    let fr = with_lang(Lang::Fr, || narrate(&s, &hack));
    assert!(fr.contains("force brute"), "{fr}");
}

#[test]
fn ana_19_god_and_ana_14_drain_knocking_out_are_notable() {
    use super::moments::moments;
    use crate::model::Monitor;
    use crate::rules::Moment;
    let mut s = table();
    let god = ArcaneFact::Convergence {
        who: CombatantId(1),
        die: 1,
        points: 3,
        god: true,
    };
    assert_eq!(
        moments(&god, &s),
        vec![Moment::Alert {
            who: CombatantId(1)
        }]
    );
    let drain = ArcaneFact::Drain {
        who: CombatantId(1),
        source: Source::CombatSpell { amp: 2 },
        name: "Manabolt".into(),
        roll: None,
        drain: vec![1, 1],
        boxes: 2,
        wounds: 0,
        bought: 0,
    };
    assert!(moments(&drain, &s).is_empty());
    s.combatants[0].damage = DamageTrack::Monitors {
        tracks: vec![Monitor {
            name: "stun".into(),
            boxes: 10,
            filled: 10,
            overflow: 0,
        }],
    };
    assert_eq!(
        moments(&drain, &s),
        vec![Moment::KnockedOut {
            who: CombatantId(1)
        }]
    );
}

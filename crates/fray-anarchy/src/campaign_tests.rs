//! Between fights, in a campaign (ANA-04, ANA-OP-02, ANA-OP-15, ANA-OP-16): what a runner
//! carries out of a fight, which commands a campaign takes, and the rests.

use crate::arcane::slots::SURVEILLANCE;
use crate::engine::Command;
use crate::model::SaveKind;
use crate::rules::RuleSystem;
use crate::script::{Line, parse_in};

use super::decide::gm;
use super::decide::points::{TAKE_A_RISK, WELL_DISPOSED};
use super::decide::sheet::{self, ANARCHY, CHANCE};
use super::test_support::T;

/// Kira and Ganger, then Jax (Chance 2), in a campaign save.
fn campaign() -> T {
    let mut t = T::new();
    t.ok("add Jax pc str=3 wil=3 agi=4 log=2 chance=2 armor=2", &[]);
    t.state.kind = SaveKind::Campaign;
    t
}

fn command(line: &str) -> Command {
    match parse_in(super::ID, line) {
        Ok(Line::Command(c)) => c,
        other => panic!("{line}: {other:?}"),
    }
}

fn filled(t: &T, who: &str, track: &str) -> i32 {
    let m = sheet::monitors(t.who(who));
    match track {
        "armor" => m.armor.filled,
        "physical" => m.physical.filled,
        _ => m.stun.filled,
    }
}

/// « Une fois tous dépensés, il faudra attendre la prochaine séance pour reconstituer sa
/// réserve » (ANA-04): the points left and the boxes stay after a fight; Well disposed's
/// dice and Take a risk's glitch die, bought for a roll of that fight, go (ANA-OP-16).
#[test]
fn ana_op_16_a_fight_leaves_points_and_boxes_and_takes_unused_spends() {
    let mut t = T::new();
    t.ok("session", &[]);
    t.ok("spend kira well-disposed", &[]);
    t.ok("spend kira take-a-risk", &[]);
    t.ok("damage kira 9", &[]);
    let fighter = t.who("Kira").clone();
    assert_eq!(fighter.counter(WELL_DISPOSED), 3);
    assert_eq!(fighter.counter(TAKE_A_RISK), 1);
    let kept = super::system().carried(&fighter);
    assert_eq!(kept.counter(WELL_DISPOSED), 0);
    assert_eq!(kept.counter(TAKE_A_RISK), 0);
    assert!(
        kept.pools
            .iter()
            .all(|p| p.name() != WELL_DISPOSED && p.name() != TAKE_A_RISK)
    );
    assert_eq!(kept.counter(ANARCHY), fighter.counter(ANARCHY));
    assert_eq!(kept.counter(CHANCE), 3);
    assert_eq!(kept.damage, fighter.damage);
}

/// The campaign takes the rests, a session, awards, damage, healing and First aid (ANA-05:
/// « soigne un point d'Armure, de dommages physiques ou étourdissants à un autre
/// personnage »); tests, initiative and a Turn's spends stay in the fights.
#[test]
fn ana_05_between_fights_takes_healing_and_points_not_the_fight() {
    let system = super::system();
    for line in [
        "rest session",
        "rest days 2 kira",
        "session",
        "award kira 1",
        "damage kira 2",
        "heal kira 1",
        "spend kira first-aid on jax physical",
    ] {
        assert!(system.between_fights(&command(line)), "{line}");
    }
    for line in [
        "test kira 6",
        "initiative kira",
        "spend kira interruption",
        "spend kira well-disposed",
        "reroll kira 3",
        "shift kira first",
        "reorder reverse",
        "reboot kira",
    ] {
        assert!(!system.between_fights(&command(line)), "{line}");
    }
}

/// « Un joueur dispose d'un nombre de points de Chance égal à l'attribut Chance de son
/// personnage à chaque séance » (ANA-04): `rest session` gives it back to every player,
/// with the Anarchy points' start (ANA-OP-02) and the GM's pool.
#[test]
fn ana_04_rest_session_gives_chance_and_anarchy_back_to_every_player() {
    let mut t = campaign();
    t.ok("option anarchy-start 2", &[]);
    t.ok("award gm 4", &[]);
    let events = t.ok("rest session", &[]);
    assert_eq!(t.who("Kira").counter(CHANCE), 3);
    assert_eq!(t.who("Jax").counter(CHANCE), 2);
    assert_eq!(t.who("Kira").counter(ANARCHY), 2);
    assert_eq!(t.who("Jax").counter(ANARCHY), 2);
    assert_eq!(gm::pool(&t.state), 2, "one point per player");
    assert!(!events.is_empty());
}

/// `rest session WHO`: one player's points, the GM's pool untouched; an NPC has none.
#[test]
fn ana_04_rest_session_for_one_player_leaves_the_others() {
    let mut t = campaign();
    t.ok("session", &[]);
    t.ok("reroll kira 1", &[1]);
    t.ok("reroll jax 1", &[1]);
    let pool = gm::pool(&t.state);
    t.ok("rest session kira", &[]);
    assert_eq!(t.who("Kira").counter(CHANCE), 3);
    assert_eq!(t.who("Jax").counter(CHANCE), 1);
    assert_eq!(gm::pool(&t.state), pool);
    assert!(t.refused("rest session ganger", &[]).contains("Ganger"));
}

/// The text heals nothing over time (ANA-OP-15): a day of rest clears 1 physical box, the
/// whole stun monitor and the whole Armor track, by default.
#[test]
fn ana_op_15_days_of_rest_heal_at_the_options_pace() {
    let mut t = campaign();
    t.ok("damage kira 10", &[]);
    t.ok("damage kira 3 stun no-armor", &[]);
    assert_eq!(filled(&t, "Kira", "armor"), 6);
    assert_eq!(filled(&t, "Kira", "physical"), 4);
    assert_eq!(filled(&t, "Kira", "stun"), 3);
    t.ok("rest days 1", &[]);
    assert_eq!(filled(&t, "Kira", "physical"), 3);
    assert_eq!(filled(&t, "Kira", "stun"), 0);
    assert_eq!(filled(&t, "Kira", "armor"), 0);
    t.ok("option rest-physical 2", &[]);
    t.ok("rest days 1 kira", &[]);
    assert_eq!(filled(&t, "Kira", "physical"), 1);
    t.ok("rest days 30", &[]);
    assert_eq!(filled(&t, "Kira", "physical"), 0);
}

/// The surveillance score only a reboot clears (ANA-19) goes back to 0 with any rest
/// (ANA-OP-16).
#[test]
fn ana_op_16_a_rest_clears_the_surveillance_score() {
    let mut t = campaign();
    let kira = t.who("Kira").id;
    crate::engine::apply_all(
        &mut t.state,
        &[crate::engine::Event::CounterSet {
            who: kira,
            name: SURVEILLANCE.into(),
            value: 2,
        }],
    );
    t.ok("rest days 1", &[]);
    assert_eq!(t.who("Kira").counter(SURVEILLANCE), 0);
}

/// A rest is refused in a fight, with the word that brings the fight back.
#[test]
fn ana_op_15_rest_is_refused_in_a_fight() {
    let mut t = T::new();
    let refusal = t.refused("rest days 1", &[]);
    assert!(refusal.contains("sync"), "{refusal}");
    t.refused("rest session", &[]);
}

/// The French line reads as the English one and the French words come back out.
#[test]
fn ana_op_15_rest_reads_and_writes_in_french() {
    assert_eq!(command("repos jours 3 kira"), command("rest days 3 kira"));
    assert_eq!(command("repos séance"), command("rest session"));
    assert_eq!(command("rest 3 kira"), command("rest days 3 kira"));
    assert_eq!(command("repos 2"), command("rest days 2"));
    let line = crate::script::format_in(crate::i18n::Lang::Fr, &command("rest days 3 kira"));
    assert_eq!(line, "repos jours 3 kira");
    assert_eq!(command(&line), command("rest days 3 kira"));
}

//! Tests of Polaris between fights: what a character carries (POL-31, POL-35), which
//! commands a campaign takes, and what a rest heals (POL-35 read for a campaign).

use super::*;
use crate::engine::{Command, apply};
use crate::model::{Condition, SaveKind, Side};

const BARAL: CombatantId = CombatantId(1);
const KIRA: CombatantId = CombatantId(2);

fn campaign() -> Encounter {
    let mut state = Encounter::new(crate::ID, "Les Ombres");
    state.kind = SaveKind::Campaign;
    for (id, name) in [(BARAL, "Baral"), (KIRA, "Kira")] {
        let c = Combatant::new(
            id,
            name,
            Side::Pc,
            DamageTrack::Locator(wounds::new_locator()),
        );
        apply(
            &mut state,
            &Event::CombatantAdded {
                combatant: Box::new(c),
            },
        );
    }
    state
}

fn check(state: &mut Encounter, who: CombatantId, location: usize, severity: usize, n: u8) {
    if let Some(cell) = state
        .combatants
        .iter_mut()
        .find(|c| c.id == who)
        .and_then(|c| c.damage.locator_mut())
        .and_then(|l| l.locations.get_mut(location))
        .and_then(|l| l.cells.get_mut(severity))
    {
        cell.checked = n;
    }
}

fn checked(state: &Encounter, who: CombatantId, location: usize, severity: usize) -> u8 {
    state
        .combatant(who)
        .and_then(|c| c.damage.locator())
        .map_or(0, |l| l.locations[location].cells[severity].checked)
}

fn rested(state: &Encounter, days: u32, who: Option<&str>) -> Encounter {
    let events = rest(state, days, who).expect("a rest in a campaign");
    let mut after = state.clone();
    for event in &events {
        apply(&mut after, event);
    }
    after
}

#[test]
fn pol_35_light_wounds_heal_on_their_own_one_box_a_day_per_location() {
    let mut state = campaign();
    check(&mut state, BARAL, wounds::BODY, wounds::LIGHT, 3);
    check(&mut state, BARAL, wounds::LEFT_ARM, wounds::LIGHT, 1);
    check(&mut state, KIRA, wounds::HEAD, wounds::LIGHT, 2);
    let after = rested(&state, 2, None);
    assert_eq!(checked(&after, BARAL, wounds::BODY, wounds::LIGHT), 1);
    assert_eq!(checked(&after, BARAL, wounds::LEFT_ARM, wounds::LIGHT), 0);
    assert_eq!(checked(&after, KIRA, wounds::HEAD, wounds::LIGHT), 0);
}

#[test]
fn pol_35_graver_wounds_wait_for_care_unless_the_option_says_medium() {
    let mut state = campaign();
    check(&mut state, BARAL, wounds::BODY, wounds::MEDIUM, 2);
    check(&mut state, BARAL, wounds::BODY, wounds::SERIOUS, 1);
    let after = rested(&state, 5, Some("baral"));
    assert_eq!(checked(&after, BARAL, wounds::BODY, wounds::MEDIUM), 2);
    assert_eq!(checked(&after, BARAL, wounds::BODY, wounds::SERIOUS), 1);

    state
        .options
        .insert(options::REST_HEALS.into(), "medium".into());
    let after = rested(&state, 5, Some("baral"));
    assert_eq!(checked(&after, BARAL, wounds::BODY, wounds::MEDIUM), 0);
    assert_eq!(
        checked(&after, BARAL, wounds::BODY, wounds::SERIOUS),
        1,
        "a serious wound never heals on its own"
    );

    state
        .options
        .insert(options::REST_HEALS.into(), "none".into());
    check(&mut state, BARAL, wounds::BODY, wounds::LIGHT, 1);
    let after = rested(&state, 5, Some("baral"));
    assert_eq!(checked(&after, BARAL, wounds::BODY, wounds::LIGHT), 1);
}

#[test]
fn pol_35_a_rest_names_who_still_bleeds_and_refuses_in_a_fight_or_for_the_dead() {
    let mut state = campaign();
    state.combatants[1]
        .conditions
        .push(Condition::manual(STABILISATION));
    let events = rest(&state, 1, None).expect("rest");
    let Some(PolarisFact::Rested {
        days,
        who,
        untended,
    }) = events[0].fact::<PolarisFact>()
    else {
        panic!("the rest first: {events:?}");
    };
    assert_eq!((*days, who.as_slice()), (1, &[BARAL, KIRA][..]));
    assert_eq!(untended, &[KIRA]);

    let mut fight = state.clone();
    fight.kind = SaveKind::Fight;
    assert!(rest(&fight, 1, None).is_err(), "no rest in a fight");

    state.combatants[0].conditions.push(Condition::manual(DEAD));
    assert!(rest(&state, 1, Some("baral")).is_err());
    let events = rest(&state, 1, None).expect("Kira still rests");
    assert!(
        events
            .iter()
            .all(|e| e.combatants().iter().all(|id| *id != BARAL)),
        "the dead do not rest: {events:?}"
    );
}

#[test]
fn pol_31_pol_35_lasting_wound_conditions_and_destroyed_limbs_are_carried() {
    let mut state = campaign();
    check(&mut state, BARAL, wounds::LEFT_LEG, wounds::DEATH, 1);
    let mut baral = state.combatants[0].clone();
    for name in [
        STABILISATION,
        MORTAL,
        super::super::injury::SHOCK_TEST,
        "prone",
    ] {
        baral.conditions.push(Condition::manual(name));
    }
    let kept = carried(&baral);
    let names: Vec<&str> = kept.conditions.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(names, [STABILISATION, MORTAL]);
    assert_eq!(
        kept.damage, baral.damage,
        "the destroyed leg stays destroyed"
    );
}

#[test]
fn campaign_takes_care_gear_and_rests_but_not_the_fight() {
    let line = |text: &str| -> Command {
        match crate::script::parse_in(crate::ID, text) {
            Ok(crate::script::Line::Command(c)) => c,
            other => panic!("{text}: {other:?}"),
        }
    };
    for text in [
        "rest 3",
        "heal baral body light",
        "stabilise baral",
        "wound baral body light",
        "test baral 12",
        "weapon baral dague damage=1d6 melee",
        "armour baral gilet body=6",
    ] {
        assert!(between_fights(&line(text)), "{text}");
    }
    for text in [
        "attack baral kurt 12 damage=6",
        "declare baral \"shoots\"",
        "surprise baral",
        "init baral 12",
        "shock baral 9",
        "rush baral",
    ] {
        assert!(!between_fights(&line(text)), "{text}");
    }
}

#[test]
fn rest_reads_and_writes_back_in_both_languages() {
    use crate::script::{Line, format, parse_in};
    for (typed, canonical) in [
        ("rest 3", "rest 3"),
        ("rest 7 baral", "rest 7 baral"),
        ("repos 7 baral", "rest 7 baral"),
    ] {
        let Ok(Line::Command(command)) = parse_in(crate::ID, typed) else {
            panic!("{typed}");
        };
        assert_eq!(
            command.own::<PolarisCommand>(),
            Some(&PolarisCommand::Rest {
                days: canonical[5..6].parse().expect("days"),
                who: (canonical.len() > 6).then(|| "baral".to_string()),
            }),
            "{typed}"
        );
        assert_eq!(format(&command), canonical);
    }
    assert!(parse_in(crate::ID, "rest").is_err(), "days are needed");
    assert!(parse_in(crate::ID, "rest 0").is_err(), "at least a day");
}

#[test]
fn rest_is_written_in_french_with_the_french_verb() {
    let Ok(crate::script::Line::Command(command)) = crate::script::parse_in(crate::ID, "rest 2")
    else {
        panic!("rest 2");
    };
    assert_eq!(
        crate::script::format_in(crate::i18n::Lang::Fr, &command),
        "repos 2"
    );
}

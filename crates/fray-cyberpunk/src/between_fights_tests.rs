//! Tests of Cyberpunk between fights: what a character carries (CPI-04, CPI-10, CPI-11,
//! CPI-12, CPI-17), which commands a campaign takes, and how `rest` reads and writes back.

use super::*;
use crate::model::{CombatantId, Condition, Gear, Side};
use crate::script::{Line, format, format_in, parse_in};

fn command(text: &str) -> Command {
    match parse_in(crate::ID, text) {
        Ok(Line::Command(c)) => c,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn cpi_10_cpi_11_round_counters_go_cpi_12_cpi_17_con_loss_jams_and_ammunition_stay() {
    let mut c = Combatant::new(CombatantId(1), "Vic", Side::Pc, body::new_track(40));
    for name in [
        text::SPENT,
        text::CHOSEN,
        text::RUN,
        text::AIM,
        "aim@razor",
        "favours",
    ] {
        c.pools.push(Pool::Counter {
            name: name.into(),
            value: 2,
            max: None,
            hidden: false,
        });
    }
    let mut pistol = Gear {
        key: "pistol".into(),
        ..Gear::default()
    };
    pistol.values.insert(weapon::AMMO.into(), 7);
    pistol.values.insert(weapon::FIRED.into(), 3);
    pistol.flags.insert(weapon::JAMMED.into());
    c.gear.push(pistol);
    for name in [CON_LOSS, DEAD, body::STUNNED, text::PRONE] {
        c.conditions.push(Condition::manual(name));
    }
    let kept = carried(&c);
    let counters: Vec<(String, i32)> = kept
        .pools
        .iter()
        .map(|Pool::Counter { name, value, .. }| (name.clone(), *value))
        .collect();
    assert_eq!(counters, [("favours".to_string(), 2)]);
    let pistol = kept.gear("pistol").expect("the pistol stays");
    assert_eq!(pistol.value(weapon::AMMO), Some(7), "ammunition is carried");
    assert_eq!(
        pistol.value(weapon::FIRED),
        None,
        "bullets fired were this round's"
    );
    assert!(pistol.flag(weapon::JAMMED), "a jam stays until cleared");
    let names: Vec<&str> = kept.conditions.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(names, [CON_LOSS, DEAD]);
}

#[test]
fn a_campaign_takes_weapons_checks_wounds_and_rest_only() {
    for text in [
        "weapon vic pistol damage=2D6+3 ammo=12 magazine=12",
        "reload vic",
        "unjam vic pistol",
        "chamber vic shotgun",
        "check vic int mod=2",
        "damage vic 3",
        "heal vic 2",
        "rest 3",
    ] {
        assert!(between_fights(&command(text)), "{text}");
    }
    for text in [
        "initiative vic",
        "actions vic 2",
        "shoot vic single vs=15",
        "aim vic",
        "run vic 1",
        "save vic stun",
        "draw vic pistol",
    ] {
        assert!(!between_fights(&command(text)), "{text}");
    }
}

#[test]
fn rest_reads_and_writes_back_in_both_languages() {
    for (typed, days, who, canonical) in [
        ("rest 3", 3, None, "rest 3"),
        ("rest 7 vic", 7, Some("vic"), "rest 7 vic"),
        ("repos 7 vic", 7, Some("vic"), "rest 7 vic"),
    ] {
        let c = command(typed);
        assert_eq!(
            c.own::<CyberCommand>(),
            Some(&CyberCommand::Rest {
                days,
                who: who.map(str::to_string),
            })
        );
        assert_eq!(format(&c), canonical);
    }
    assert_eq!(
        format_in(crate::i18n::Lang::Fr, &command("rest 2")),
        "repos 2"
    );
    assert!(parse_in(crate::ID, "rest").is_err());
    assert!(parse_in(crate::ID, "rest 0").is_err());
}

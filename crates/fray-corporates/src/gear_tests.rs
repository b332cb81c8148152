//! The gear shapes: every piece of the shipped bestiary reads as exactly one of a weapon, a
//! protection or a cyberware device, and writes back as the same sheet gear, so a piece
//! given by command and one from the bestiary are the same shape.

use crate::rules::Bestiary;

use super::super::BESTIARY;
use super::{Device, Protection, Weapon, cover_use};
use crate::model::Gear;

#[test]
fn every_bestiary_piece_is_one_weapon_protection_or_device_and_writes_back_unchanged() {
    let b = Bestiary::from_json(BESTIARY).expect("the Corporates bestiary parses");
    let mut seen = 0;
    for t in &b.templates {
        for g in &t.gear {
            let read = [
                Weapon::of(g).map(|w| w.gear()),
                Protection::of(g).map(|p| p.gear()),
                Device::of(g).map(|d| d.gear()),
            ];
            let shapes: Vec<&Gear> = read.iter().flatten().collect();
            assert_eq!(shapes.len(), 1, "{}/{}: one shape", t.key, g.key);
            assert_eq!(shapes[0], g, "{}/{}: written back unchanged", t.key, g.key);
            seen += 1;
        }
    }
    println!("{seen} bestiary pieces read and written back");
    assert!(seen > 10, "the bestiary carries gear");
}

#[test]
fn a_shotgun_or_a_heavy_weapon_changes_the_covering_fire_use_others_do_not() {
    use super::super::covering::Use;
    let mut g = Gear::default();
    assert_eq!(cover_use(&g, Use::Single), Use::Single);
    g.words.insert("class".into(), "shotgun".into());
    assert_eq!(cover_use(&g, Use::Single), Use::Shotgun);
    g.words.insert("class".into(), "heavy".into());
    assert_eq!(cover_use(&g, Use::Single), Use::Heavy);
    assert_eq!(cover_use(&g, Use::FreeBurst), Use::HeavyBurst);
}

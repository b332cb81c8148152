//! The digest's worked examples of resolution, run as tests (POL-EX-01, POL-EX-02,
//! POL-EX-07 to POL-EX-15).

use super::*;
use crate::model::Skill;

/// The outcome of a skill test at C0 13 (mastery 9), Average, as in POL-EX-07 to 10.
fn pistol(script: &[u32]) -> TestRecord {
    roll(skill(9), chance(13, 0), script)
}

#[test]
fn pol_ex_01_sheet_line_athletisme() {
    let athletisme = Skill {
        base: 5,
        mastery: 4,
        reserved: false,
    };
    assert_eq!(athletisme.total(), 9);
}

#[test]
fn pol_ex_02_sheet_lines_global_and_mastery() {
    for (base, mastery, global) in [(4, 9, 13), (4, 11, 15), (6, 6, 12)] {
        let line = Skill {
            base,
            mastery,
            reserved: false,
        };
        assert_eq!(line.total(), global);
        // The mastery, not the global level, is what a critical success adds.
        let record = roll(
            skill(line.mastery),
            chance(line.total(), 0),
            &[global as u32],
        );
        assert!(record.outcome.critical_success);
        assert_eq!(record.outcome.margin, global + mastery);
    }
}

#[test]
fn pol_ex_07_success_good() {
    let record = pistol(&[9]);
    assert_eq!(record.dice, [9]);
    let o = record.outcome;
    assert!(o.success && !o.critical_success);
    assert_eq!((o.margin, o.degree, o.modifier), (9, Degree::Good, 3));
}

#[test]
fn pol_ex_08_critical_success_extraordinary() {
    let o = pistol(&[13]).outcome;
    assert!(o.success && o.critical_success);
    assert_eq!(
        (o.margin, o.degree, o.modifier),
        (22, Degree::Extraordinary, 7)
    );
}

#[test]
fn pol_ex_09_failure_barely() {
    let o = pistol(&[15]).outcome;
    assert!(!o.success && !o.critical_failure);
    assert_eq!((o.margin, o.degree, o.modifier), (2, Degree::Barely, 0));
}

#[test]
fn pol_ex_10_critical_failure_catastrophic() {
    let record = pistol(&[20, 11]);
    assert_eq!(record.dice, [20, 11]);
    let o = record.outcome;
    assert!(!o.success && o.critical_failure && o.catastrophe);
    assert_eq!(
        (o.margin, o.degree, o.modifier),
        (18, Degree::Catastrophic, -6)
    );
}

#[test]
fn pol_ex_11_twenty_at_chance_twenty() {
    let o = roll(skill(11), chance(15, 5), &[20]).outcome;
    assert!(o.success && o.critical_success && !o.critical_failure);
    assert_eq!((o.margin, o.degree, o.modifier), (31, Degree::Heroic, 8));
}

#[test]
fn pol_ex_12_twenty_above_chance_twenty() {
    let o = roll(skill(10), chance(25, 0), &[20]).outcome;
    assert!(o.success && o.critical_success);
    assert_eq!(o.margin, 20 + 10);
}

#[test]
fn pol_ex_13_no_critical_below_twenty() {
    let o = roll(skill(10), chance(25, 0), &[18]).outcome;
    assert!(o.success && !o.critical_success);
    assert_eq!((o.margin, o.degree, o.modifier), (18, Degree::Perfect, 6));
}

#[test]
fn pol_ex_14_secret_impossible_difficulty() {
    let secret = Chance {
        hidden: true,
        ..chance(13, -20)
    };
    assert_eq!(secret.total(), -7);
    let record = roll(skill(9), secret, &[12]);
    assert_eq!(record.dice, [12]);
    let o = record.outcome;
    assert!(!o.success && o.automatic);
    assert_eq!((o.margin, o.degree, o.modifier), (12, Degree::VeryBad, -4));
}

#[test]
fn pol_ex_15_attribute_critical() {
    let vol = Tested::Attribute {
        name: "vol".into(),
        level: 17,
    };
    let o = roll(vol, chance(17, 0), &[17]).outcome;
    assert!(o.success && o.critical_success);
    assert_eq!((o.margin, o.degree, o.modifier), (25, Degree::Heroic, 8));
}

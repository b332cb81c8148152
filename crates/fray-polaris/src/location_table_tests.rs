//! Tests for the hit-location table: the default, its text form, errors and rolling (POL-33, POL-OP-12).

use super::*;
use crate::engine::ScriptedDice;
use proptest::prelude::*;

#[test]
fn pol_33_location_table() {
    let t = LocationTable::default();
    let want = "head:1-2,body:3-10,right-arm:11-12,left-arm:13-14,right-leg:15-17,left-leg:18-20";
    assert_eq!(t.format(), want);
    assert_eq!(t.to_string(), want);
    assert_eq!(LocationTable::parse(want).unwrap(), t);
    assert_eq!(want.parse::<LocationTable>().unwrap(), t);
    for (face, loc) in [
        (1, HEAD),
        (2, HEAD),
        (3, BODY),
        (10, BODY),
        (11, RIGHT_ARM),
        (14, LEFT_ARM),
        (17, RIGHT_LEG),
        (20, LEFT_LEG),
    ] {
        assert_eq!(t.location_for(face), Some(loc), "face {face}");
    }
    assert_eq!(t.location_for(0), None);
    assert_eq!(t.location_for(21), None);
    let mut dice = ScriptedDice::new([1, 12, 20]);
    assert_eq!(roll_location(&t, &mut dice), (1, HEAD));
    assert_eq!(roll_location(&t, &mut dice), (12, RIGHT_ARM));
    assert_eq!(roll_location(&t, &mut dice), (20, LEFT_LEG));
    // Edited: French names, '=' and ';', single faces, several ranges per location.
    let edited = LocationTable::parse(
        "tête=1; corps:2-12, bras droit:13-14; la:15, ll:16-17, rl:18-19, body:20",
    )
    .unwrap();
    assert_eq!(
        edited.format(),
        "head:1,body:2-12,right-arm:13-14,left-arm:15,left-leg:16-17,right-leg:18-19,body:20"
    );
    assert_eq!(edited.ranges()[0], (HEAD, 1, 1));
    let err = |s: &str| LocationTable::parse(s).unwrap_err().to_string();
    assert!(err("").contains("no entries"));
    assert!(err("head 1-2").contains("should be location:from-to"));
    assert!(err("tail:1-20").contains("unknown location 'tail'"));
    assert!(err("head:one-2").contains("not a face range"));
    assert!(err("head:0-20").contains("faces go from 1 to 20"));
    assert!(err("head:1-21").contains("faces go from 1 to 20"));
    assert!(err("head:5-1,body:6-20").contains("goes backwards"));
    assert!(err("head:1-10,body:10-20").contains("face 10 is given to both head and body"));
    let gaps = err("head:1-2,body:4-10,left-leg:12-19");
    assert!(gaps.contains("faces 3, 11, 20 are not covered"), "{gaps}");
    assert!(err("head:1-19").contains("face 20 is not covered"));
    assert!(LocationTable::from_ranges(&[(6, 1, 20)]).is_err());
}

proptest! {
    /// Any valid table survives format → parse; any text parses or errs without panicking.
    #[test]
    fn location_tables_round_trip(cuts in proptest::collection::btree_set(1u8..20, 0..6), locs in proptest::collection::vec(0usize..6, 7)) {
        let mut ranges = Vec::new();
        let mut lo = 1u8;
        for (i, &cut) in cuts.iter().chain(std::iter::once(&20)).enumerate() {
            ranges.push((locs[i], lo, cut));
            lo = cut + 1;
        }
        let table = LocationTable::from_ranges(&ranges).unwrap();
        prop_assert_eq!(LocationTable::parse(&table.format()).unwrap(), table);
    }

    /// Parsing arbitrary text never panics.
    #[test]
    fn location_table_parse_never_panics(text in ".{0,80}") {
        let _ = LocationTable::parse(&text);
    }
}

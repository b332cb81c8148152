use super::*;

use crate::model::combatant::slug;

/// The remembered slug is the one built afresh, for every name, after renames (a new name
/// is a new key), and after the memo starts over.
#[test]
fn the_remembered_slug_equals_the_built_one_after_renames_and_a_full_memo() {
    let names = [
        "Éloïse",
        "Doc \"Patch\" Walsh",
        "ganger 3",
        "Baral",
        "BARAL",
        "  ",
        "Œdipe #2",
    ];
    for round in 0..3 {
        for name in names {
            assert_eq!(&*slug_of(name), slug(name), "{name} (round {round})");
        }
        // Past the bound the memo starts over; the slugs stay right.
        for i in 0..KEPT + 10 {
            let name = format!("Ganger {i} Ünter");
            assert_eq!(&*slug_of(&name), slug(&name));
        }
    }
}

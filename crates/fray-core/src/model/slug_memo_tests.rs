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

/// The slugs by place are the ones built afresh, for the same roster, after a rename, an
/// arrival, a departure, and from inside another roster's walk.
#[test]
fn each_slug_gives_every_combatant_their_slug_as_the_roster_changes() {
    use crate::model::{Combatant, CombatantId, DamageTrack, Side};
    let make = |names: &[&str]| -> Vec<Combatant> {
        names
            .iter()
            .zip(0u32..)
            .map(|(name, id)| {
                let damage = DamageTrack::Monitors { tracks: Vec::new() };
                Combatant::new(CombatantId(id), *name, Side::Enemy, damage)
            })
            .collect()
    };
    let check = |roster: &[Combatant]| {
        let mut seen = Vec::new();
        each_slug(roster, |c, their| {
            assert_eq!(their, slug(&c.name), "{}", c.name);
            seen.push(c.id);
            // Asked again from inside: still right.
            each_slug(roster, |c, their| assert_eq!(their, slug(&c.name)));
        });
        let ids: Vec<CombatantId> = roster.iter().map(|c| c.id).collect();
        assert_eq!(seen, ids);
    };
    check(&make(&["Éloïse", "Baral", "Ganger 3"]));
    check(&make(&["Éloïse", "Baral", "Ganger 3"]));
    check(&make(&[
        "Éloïse",
        "Kurt",
        "Ganger 3",
        "Doc \"Patch\" Walsh",
    ]));
    check(&make(&["Kurt", "Doc \"Patch\" Walsh"]));
    check(&make(&[]));
    check(&make(&["Œdipe #2", "Baral"]));
}

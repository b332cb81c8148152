//! A new French-speaking GM plays one Polaris fight in French in the real binary, in tmux,
//! with the players' `fray watch` beside it: declarations, an attack named by its French
//! skill and weapon with a difficulty, a wound by location, the shock test it asks for, an
//! undo and a redo, the next round; then the key help and the replay. At each step both
//! screens are read (`common::french_table`): no English word, no rule ID, no count at
//! odds with its noun, and the attack's chance is shown term by term and adds up.
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`.

use crate::common;

use common::french_table::FrenchTable;

/// The terms of a chance as the screen writes it (`chances 8 = 13 (base) − 5 (difficulté)`),
/// from the first line of `screen` that holds one whole: the total, and each term's
/// signed value and name.
fn chance_terms(screen: &str) -> Option<(i64, Vec<(i64, String)>)> {
    screen.lines().find_map(|line| {
        let after = &line[line.find("chances ")? + "chances ".len()..];
        common::french_reading::terms_of(after)
    })
}

#[test]
fn a_polaris_fight_in_french_shows_no_english_no_rule_id_and_no_wrong_count_on_either_screen() {
    let Some(mut table) = FrenchTable::start(
        "polaris-3e",
        fray::systems::polaris::ID,
        "POL-",
        "Quai",
        "quai",
        "Personne pour l’instant",
    ) else {
        return;
    };
    table.read_both("a new fight");

    // The roster in French words: side `pj`, bestiary `comme`, the template's French key.
    table.command("a PC", "ajoute Baral pj comme mercenaire", "Baral", "Baral");
    table.command("two thugs", "ajoute 2 voyou", "Voyou 2", "Voyou 2");

    // The round: initiative, then each one's declaration, passing the word on.
    table.command("the first round", "commence", "tour 1", "tour 1");
    for (who, what) in [
        ("baral", "tire sur voyou-1"),
        ("voyou-1", "frappe Baral"),
        ("voyou-2", "se met à couvert"),
    ] {
        table.command(
            "a declaration",
            &format!("déclare {who} \"{what}\" suivant"),
            what,
            "déclar",
        );
    }

    // Baral shoots with his heavy pistol, a hard shot: the chance reads its base and the
    // difficulty by name, and adds up.
    let gm = table.command(
        "an attack",
        "attaque baral voyou-1 armes-de-poing avec pistolet-lourd difficile d20=3 dommages=12",
        "chances",
        "Baral",
    );
    let (total, terms) =
        chance_terms(&gm).unwrap_or_else(|| panic!("no chance term by term:\n{gm}"));
    assert_eq!(
        terms.iter().map(|(v, _)| v).sum::<i64>(),
        total,
        "{terms:?} in:\n{gm}"
    );
    assert!(terms.iter().any(|(_, n)| n == "base"), "{terms:?}");
    assert!(
        terms.iter().any(|(_, n)| n.contains("difficulté")),
        "{terms:?}"
    );
    let players = table.screen_of(&table.players.clone());
    assert!(
        players.contains(&format!("chances {total} = ")),
        "{players}"
    );

    // A serious wound to the head, then the shock test it asks for.
    table.command(
        "a wound by location",
        "blesse voyou-2 tête grave",
        "blessure grave",
        "Voyou 2",
    );
    table.command("a shock test", "choc voyou-2 25 d20=4", "Choc", "Voyou 2");

    // Undo and redo in French.
    table.command("undo", "annule", "annul", "annul");
    table.command("redo", "rétablis", "rétabli", "rétabli");

    // The next round: the word passes until round 2 begins.
    for _ in 0..12 {
        if table.screen_of(&table.gm.clone()).contains("tour 2") {
            break;
        }
        table.command("next", "suivant", "Quai", "Quai");
    }
    table.wait_on(&table.gm.clone(), "tour 2");
    table.wait_on(&table.players.clone(), "tour 2");
    table.read_both("the second round");

    // The key help in French on both screens, then the replay record by record.
    table.key_help_then_quit();
    table.replay("quai");

    table.assert_nothing_found();
}

/// The reading can fail: an English word, a rule ID and a count at odds with its noun on a
/// French screen are each found.
#[test]
fn the_reading_finds_an_english_word_a_rule_id_and_a_wrong_count() {
    let mut reader = common::french_reading::Reader::new(fray::systems::polaris::ID, "POL-", None);
    reader.read(
        "clean",
        "Baral : blessure grave à la tête ; 2 blessures, 1 blessure",
    );
    assert!(reader.found.is_empty(), "{:?}", reader.found);
    for (screen, wanted) in [
        ("Baral : serious wound to the head", "English word"),
        ("Baral : blessure grave (POL-31)", "rule ID"),
        ("Baral : 1 blessures", "count"),
        ("Baral : 0 blessures", "count"),
        ("Baral : 3 blessure", "count"),
        ("Baral : 1 cases", "count"),
        ("Baral : 2 jeton", "count"),
    ] {
        reader.found.clear();
        reader.read("wrong", screen);
        assert!(
            reader.found.iter().any(|f| f.contains(wanted)),
            "{screen}: {:?}",
            reader.found
        );
    }
}

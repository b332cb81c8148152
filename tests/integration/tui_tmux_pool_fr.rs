//! A new French-speaking GM plays one fight under the Shadowrun combat-pool house rule in
//! French in the real binary, in tmux, with the players' `fray watch` beside it: runners
//! and guards added with French words, a recharge drawing tokens, defense tokens drawn face
//! down, an attack on a defender with tokens, damage and stress, an undo; then the key
//! help and the replay. At each step both screens are read (`common::french_table`): no
//! English word, no rule ID, no count at odds with its noun; the attack's score and the
//! damage read term by term. A guard's full physical monitor reads the same on the GM's
//! screen and in the GM's export: « Le joueur coche le nombre de cases correspondantes sur
//! son moniteur de blessures selon le fonctionnement habituel des dégâts » (the usual
//! monitor: full, dying).
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`.

use crate::common;

use common::french_table::FrenchTable;

#[test]
fn a_combat_pool_fight_in_french_shows_no_english_no_rule_id_and_no_wrong_count_on_either_screen() {
    let Some(mut table) = FrenchTable::start(
        "sr-combat-pool",
        fray::systems::combat_pool::ID,
        "SRP-",
        "Quai",
        "quai",
        "réserve de combat",
    ) else {
        return;
    };
    table.read_both("a new fight");

    // The roster in French words: side `pj`, bestiary `comme`, the templates' French keys.
    table.command(
        "a runner",
        "ajoute Kestrel pj comme samourai-des-rues",
        "Kestrel",
        "Kestrel",
    );
    table.command(
        "a second runner",
        "ajoute Juno pj comme face",
        "Juno",
        "Juno",
    );
    table.command("two guards", "ajoute 2 garde", "Garde 2", "Garde 2");
    table.command(
        "readiness",
        "prêt kestrel en-position",
        "en position",
        "Kestrel",
    );
    table.command("stress", "stress kestrel modéré", "modéré", "Kestrel");

    // The opening: everyone recharges, tokens drawn.
    let gm = table.command("the opening", "début", "recharge", "recharge");
    // The roster's boxes by the monitors' French initials: physique, étourdissant.
    assert!(gm.contains("P0 É0"), "{gm}");
    assert!(!gm.contains("P0 S0"), "{gm}");

    // Defense face down: Kestrel three tokens, the guards one each, Juno none yet.
    table.command("defense tokens", "alloue kestrel 3", "3 jetons", "Kestrel");
    for who in ["garde-1", "garde-2"] {
        table.command(
            "a guard's defense token",
            &format!("alloue {who} 1"),
            "1 jeton",
            "Garde",
        );
    }

    // A guard shoots Kestrel, who defends with his tokens; then Kestrel shoots back.
    table.command(
        "an attack on a defender",
        "attaque garde-1 sur kestrel succès=3 moyenne",
        "Kestrel",
        "Garde 1",
    );
    let gm = table.command(
        "an attack with damage",
        "attaque kestrel sur garde-2 succès=4 courte dégâts=6",
        "dégâts physiques = ",
        "Kestrel",
    );
    // « Les dégâts de l'attaque sont égaux aux dégâts de base de l'arme + valeur du jeton
    // le plus haut »: the damage reads its base and the token by name, and adds up.
    let damage = gm
        .lines()
        .find_map(|l| {
            l.split_once("dégâts physiques = ").map(|(before, after)| {
                let total = before.rsplit(' ').nth(1).unwrap_or_default();
                format!("{total} = {after}")
            })
        })
        .unwrap_or_else(|| panic!("no damage term by term:\n{gm}"));
    let (total, terms) = common::french_reading::terms_of(&damage)
        .unwrap_or_else(|| panic!("{damage:?} does not read term by term"));
    assert_eq!(terms.iter().map(|(v, _)| v).sum::<i64>(), total, "{damage}");
    assert!(terms.iter().any(|(_, n)| n == "base"), "{damage}");
    assert!(
        terms.iter().any(|(_, n)| n.starts_with("jeton de dégâts")),
        "{damage}"
    );

    // Damage and stress typed, then a slip undone.
    table.command("damage", "dégâts garde-1 3 physique", "3 cases", "Garde 1");
    table.command("a slip", "dégâts juno 2 étourdissant", "Juno", "Juno");
    table.command("undo", "annule", "annul", "annul");
    // The players read the undone line in French, as the GM does.
    let players = table.screen_of(&table.players.clone());
    assert!(
        players.contains("#13 dégâts juno 2 étourdissant"),
        "{players}"
    );
    assert!(!players.contains("damage juno"), "{players}");

    // A guard's physical monitor filled: « mourant » on the GM's timeline and in the GM's
    // export alike (SRP-21's usual monitor: full, dying); the players, who cannot tell
    // dying from dead or knocked out, read « hors de combat » and never the GM's word.
    let gm = table.command(
        "a full physical monitor",
        "dégâts garde-1 7 physique",
        "mourant",
        "hors de combat",
    );
    assert!(!gm.contains("hors de combat"), "{gm}");
    let players = table.screen_of(&table.players.clone());
    assert!(!players.contains("mourant"), "{players}");
    let mut export = common::cli::command(&table.t.saves, &["export", "quai", "--gm"]);
    export.env("FRAY_LANG", "fr");
    let gm_export = common::cli::text(&common::cli::feed(export, "").stdout);
    let guard = gm_export
        .lines()
        .find(|l| l.contains("**Garde 1**"))
        .unwrap_or_default();
    assert!(
        guard.contains("**mourant**") && guard.ends_with("physique 10/10"),
        "{gm_export}"
    );
    assert!(!gm_export.contains("hors de combat"), "{gm_export}");

    // The key help in French on both screens, then the replay record by record.
    table.key_help_then_quit();
    table.replay("quai");

    table.assert_nothing_found();
}

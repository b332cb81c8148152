//! A Shadowrun: Anarchy fight typed in French as a GM plays it (dice given at the table),
//! its lines read as the GM and the players read them: one damage is one line for the
//! players, a clause after « ; » starts in lower case, a reroll says whose attack against
//! whom, Bien disposé is a term of the pool, and a hack names every term of its pool and
//! of its opposition.

use crate::common;

use common::anarchy_script::Scene;

/// Razor (a street samurai, a player), Mara (a ganger boss, 6 Armor) and Roto (a drone);
/// the table rolls; Razor's Narration first.
const CAST: &str = "ajoute Razor pj comme street-samurai siège=1
ajoute Hex pj agi=3 log=4 vol=5 chance=2 siège=2
ajoute Mara ennemi comme ganger-boss
ajoute Roto ennemi agi=3 log=3
option dice table
début initiative=6,6,1,1,3,3,1,2";

/// A French scene with the cast, in Razor's Narration.
fn scene() -> Scene {
    let scene = Scene::in_lang("fr");
    scene.play(CAST);
    scene
}

/// The players' export (markdown) in French.
fn players_export(scene: &Scene) -> String {
    let out = scene.fray(&["export", "t", "--players"], "");
    assert!(out.status.success(), "{}", common::cli::text(&out.stderr));
    common::cli::text(&out.stdout)
}

/// Drain is « appliqué directement sur le moniteur de condition étourdissant en ignorant
/// l'Armure »: any other damage fills the Armor first. One hit that goes through Mara's
/// Armor into her Physical monitor is one damage, so the players read one line saying how she looks after it (they read
/// « Mara encaisse un coup : indemne » for the Armor, then a second line for the Physical).
#[test]
fn one_damage_through_armor_is_one_line_for_the_players() {
    let scene = scene();
    scene.play("dégâts mara 9 par razor avec katana");
    assert_eq!(scene.filled("Mara", "armor"), 6);
    assert_eq!(scene.filled("Mara", "physical"), 3);
    let export = players_export(&scene);
    let hits: Vec<&str> = export
        .lines()
        .filter(|l| l.contains("Mara encaisse un coup"))
        .collect();
    assert_eq!(hits.len(), 1, "{export}");
    assert!(!hits[0].contains("indemne"), "{export}");
}

/// The GM's points are never spent on a player « à l'exception de Prise de risque pour
/// ajouter un dé d'imprévu »: that spend's clause, joined after « ; » in French
/// typography, goes on the same sentence in lower case (« réserve du MJ : 1 point
/// d’Anarchy ; le MJ dépense… »; it read « ; Le MJ »).
#[test]
fn a_clause_after_a_semicolon_starts_in_lower_case() {
    let scene = scene();
    let line = scene.play("dépense mj prise-de-risque sur razor");
    assert!(line.contains("\u{202f}; le MJ dépense"), "{line}");
    for capital in ["; Le ", "; La ", "; Une ", "; Un "] {
        assert!(!line.contains(capital), "{capital}: {line}");
    }
}

/// « En dépensant un point de Chance après avoir lancé les dés et pris connaissance du
/// résultat, un joueur peut décider de relancer tous les dés »: the reroll's line says
/// whose attack is rolled again and against whom (it named only the roller).
#[test]
fn a_reroll_names_whose_attack_against_whom() {
    let scene = scene();
    scene.play("teste razor 5 cible mara avec katana contre 1 réserve=1,2,1,2,3");
    let line = scene.play("relance razor 5 cible mara avec katana contre 1 réserve=5,6,1,2,3");
    assert!(line.contains("son attaque contre Mara"), "{line}");
}

/// « Bien disposé : ajouter 3 dés si l'un de vos Comportements […] s'applique »: the
/// three dice are a term of the pool, by name (« 5 + 3 (Bien disposé) = 8 dés »), not a
/// clause of their own before the roll (« La réserve de Razor gagne 3 dés »).
#[test]
fn well_disposed_dice_are_a_term_of_the_pool() {
    let scene = scene();
    scene.play("dépense razor bien-disposé");
    let line = scene.play("teste razor 5 cible mara avec katana contre 1 réserve=5,6,1,2,3,5,4,6");
    assert!(
        line.contains("réserve\u{a0}: 5 + 3 (Bien disposé) = 8 dés"),
        "{line}"
    );
    assert!(!line.contains("gagne"), "{line}");
}

/// « hacker […] sera facile [réserve de dés opposée de 6 dés] »; « Courte OK, Intermédiaire
/// -2, Longue -4 »: a hack's line names its pool term by term (the Hacking dice, the
/// noise) and its opposition's dice with the difficulty they come from.
#[test]
fn a_hack_names_every_term_of_its_pool_and_its_opposition() {
    let scene = scene();
    let line = scene.play(
        "pirate razor roto 4 contre facile bruit -1 réserve=5,5,1 opposition=1,1,1,1,1,6 convergence=3",
    );
    assert!(
        line.contains("réserve\u{a0}: 4 − 1 (bruit) = 3 dés"),
        "{line}"
    );
    assert!(line.contains("opposition\u{a0}: 6 dés (facile)"), "{line}");
    let line =
        scene.play("pirate razor roto 4 contre 3 réserve=5,5,1,2 opposition=1,1,5 convergence=3");
    assert!(line.contains("réserve\u{a0}: 4 dés"), "{line}");
    assert!(line.contains("opposition\u{a0}: 3 dés"), "{line}");
}

/// The same hack in English names the same terms in English words.
#[test]
fn a_hack_names_every_term_in_english_too() {
    let scene = Scene::new();
    scene.play(
        "add Razor pc from street-samurai seat=1\nadd Roto enemy agi=3 log=3\noption dice table\nstart initiative=6,6,1,1",
    );
    let line = scene
        .play("hack razor roto 4 vs easy noise -1 pool=5,5,1 opposed=1,1,1,1,1,6 convergence=3");
    assert!(line.contains("pool: 4 − 1 (noise) = 3 dice"), "{line}");
    assert!(line.contains("opposition: 6 dice (easy)"), "{line}");
}

/// « pour chaque succès excédentaire de la cible »: an opposed test's opposition is
/// counted in successes, with its noun (« échoue contre 2 succès »; it read « échoue
/// contre 2 », a bare number the GM could not check).
#[test]
fn an_opposed_test_counts_the_opposition_in_successes() {
    let scene = scene();
    let line = scene.play("teste razor 6 opposé 2 réserve=2,4,3,4,1,1");
    assert!(line.contains("échoue contre 2 succès"), "{line}");
}

//! Every Shadowrun: Anarchy test as the French text gives it, typed as a GM types it with
//! the dice given at the table (`option dice table`): the glitch die a Take a risk bought
//! is taken by every rolling verb and its complication or exploit is said; complication
//! dice and a Chance point before the roll go with any test; `reroll` rolls any test
//! again; a counterspell's tie dispels, a hack's tie follows `opposed-ties`; the
//! alternative drain counts the complications of every magic test.

use crate::common;

use common::anarchy_script::Scene;

/// Kira (a magician and hacker, Chance 3), Mage (another player), a ganger, a camera;
/// the table rolls.
const CAST: &str = "add Kira pc agi=4 log=6 wil=4 chance=3 seat=1
add Mage pc agi=3 log=4 wil=5 chance=2 seat=2
add Ganger enemy agi=3 log=2 wil=1
add Camera neutral
option technodrain on
option dice table";

/// A scene with the cast, after `more`.
fn scene(more: &str) -> Scene {
    let scene = Scene::new();
    scene.play(&format!("{CAST}\n{more}"));
    scene
}

/// Each rolling verb's line with its table dice, and what must be set up before it.
const ROLLING: [(&str, &str); 8] = [
    ("", "cast kira combat bolt amp 2 dice 2 pool=5,2 drain=4,3"),
    ("", "summon kira minor 2 pool=5,2 drain=4"),
    ("", "compile kira minor 2 pool=5,2 drain=4"),
    ("", "form kira puppeteer amp 1 dice 2 pool=5,2 drain=4"),
    ("", "resist kira mental 2 ganger pool=5,2 defense=2,2,3"),
    (
        "sustain ganger armor",
        "counterspell kira armor of ganger 2 vs 2 pool=5,2 opposed=5,6",
    ),
    ("", "counterspell kira for mage 2 own 1 pool=5,2"),
    (
        "",
        "hack kira camera 2 vs 1 pool=5,2 opposed=2 convergence=4",
    ),
];

/// ANA-05, « Prise de risque : ajouter un dé d'imprévu à son jet ou à celui d'un autre
/// joueur »; ANA-02, « Si le dé d'imprévu donne un 1, alors une complication se
/// produit »: after a Take a risk every rolling verb takes `glitch=N` and says the
/// complication (it once asked for the die and refused the word: a dead end).
#[test]
fn ana_02_ana_05_a_take_a_risk_glitch_die_is_given_at_the_table_to_every_rolling_verb_and_its_complication_said()
 {
    let mut lines = ROLLING.to_vec();
    lines.push(("", "interpose kira 2 for mage vs 1 pool=5,2"));
    for (setup, line) in lines {
        let scene = scene(setup);
        scene.play("spend kira take-a-risk");
        let log = scene.play(&format!("{line} glitch=1"));
        assert!(log.contains("1 complication"), "{line}: {log}");
        assert_eq!(
            scene.counter("Kira", "take-a-risk"),
            0,
            "{line}: the die is used"
        );
    }
}

/// ANA-02, « Si le dé d'imprévu donne un 5 ou un 6, alors un exploit se produit »: a
/// magic or Matrix roll says its exploit; ANA-17, « Des CI supplémentaires peuvent être
/// chargées par un serveur si un intrus obtient une complication sur un test »: a hack's
/// complication says the server may load extra IC.
#[test]
fn ana_02_ana_17_magic_and_matrix_results_say_the_exploit_and_that_a_complication_may_load_ic() {
    let scene = scene("spend kira take-a-risk");
    let log = scene.play("summon kira minor 2 glitch pool=5,2 glitch=6 drain=4");
    assert!(log.contains("exploit"), "{log}");
    let log =
        scene.play("hack kira camera 2 vs 1 glitch pool=5,2 glitch=1 opposed=2 convergence=4");
    assert!(log.contains("the server may load extra IC"), "{log}");
    let log = scene.play("hack kira camera 2 vs 1 pool=5,2 opposed=2 convergence=4");
    assert!(!log.contains("extra IC"), "no complication, no IC: {log}");
}

/// ANA-04, « En dépensant un point de Chance avant de lancer les dés, chaque dé est un
/// succès sur un résultat de 4, 5 ou 6 »: `chance` on every rolling verb spends the
/// point and counts the 4s (two 4s: 2 successes, not 0).
#[test]
fn ana_04_chance_before_the_roll_is_taken_by_every_rolling_verb_and_makes_fours_hit() {
    let mut lines: Vec<(&str, String)> = ROLLING
        .iter()
        .map(|(setup, line)| (*setup, line.replace("pool=5,2", "pool=4,4")))
        .collect();
    lines.push(("", "interpose kira 2 for mage vs 1 pool=4,4".to_string()));
    for (setup, line) in lines {
        let scene = scene(setup);
        let log = scene.play(&format!("{line} chance"));
        assert!(log.contains("2 successes"), "{line}: {log}");
        assert_eq!(
            scene.counter("Kira", "chance"),
            2,
            "{line}: one point spent"
        );
    }
}

/// ANA-03, « Certains Atouts et Défauts peuvent imposer l'utilisation d'un dé d'imprévu
/// qui ne peut pas générer de succès ni d'exploit, seulement des complications »: any
/// test takes `complications N` and `complication=N` from the table.
#[test]
fn ana_03_complication_dice_go_with_every_rolling_verb() {
    for (setup, line) in ROLLING {
        let scene = scene(setup);
        let log = scene.play(&format!("{line} complications 1 complication=1"));
        assert!(log.contains("1 complication"), "{line}: {log}");
    }
}

/// ANA-04, « En dépensant un point de Chance après avoir lancé les dés et pris
/// connaissance du résultat, un joueur peut décider de relancer tous les dés »: `reroll`
/// rolls any test again (a spell, a summoning, a hack, a defense), a Chance point spent.
#[test]
fn ana_04_reroll_rolls_any_test_again_for_a_chance_point() {
    let mut lines = ROLLING.to_vec();
    lines.push(("", "interpose kira 2 for mage vs 1 pool=5,2"));
    for (setup, line) in lines {
        let scene = scene(setup);
        scene.play(line);
        // The GM's secret convergence die belongs to the action, not to the test's dice.
        let again = line
            .replace("pool=5,2", "pool=6,6")
            .replace(" convergence=4", "");
        let log = scene.play(&format!("reroll {again}"));
        assert!(
            log.contains("every die of the test rolled again"),
            "{line}: {log}"
        );
        assert!(log.contains("2 successes"), "{line}: {log}");
        assert_eq!(
            scene.counter("Kira", "chance"),
            2,
            "{line}: one point spent"
        );
        if line.contains(" for mage ") {
            assert_eq!(
                scene.counter("Kira", "anarchy"),
                2,
                "{line}: its Anarchy point once"
            );
        }
    }
}

/// ANA-12, « Contrer un sort d'effet est une action d'attaque »; ANA-06, the attacker
/// wins ties (« l'attaquant a obtenu autant ou plus de succès »): a counterspell tied with
/// the sustainer dispels the spell.
#[test]
fn ana_12_a_counterspell_tied_with_the_sustainer_dispels_the_spell() {
    let scene = scene("sustain ganger armor");
    scene.play("counterspell kira armor of ganger 1 vs 1 pool=5 opposed=6");
    let conditions = scene.combatant("Ganger")["conditions"].to_string();
    assert!(
        !conditions.contains("armor"),
        "still sustained: {conditions}"
    );
}

/// ANA-OP-01's one option `opposed-ties`: a Hacking test's tie goes to the hacker under
/// `actor` (the mark is placed) and has no effect by default.
#[test]
fn ana_op_01_a_hacks_tie_follows_the_opposed_ties_option() {
    let scene = scene("option marks on");
    scene.play("hack kira camera 1 vs 1 mark pool=5 opposed=6 convergence=4");
    assert!(
        !scene.combatant("Kira")["conditions"]
            .to_string()
            .contains("marks"),
        "a tie has no effect by default"
    );
    scene.play(
        "option opposed-ties actor\nhack kira camera 1 vs 1 mark pool=5 opposed=6 convergence=4",
    );
    let conditions = scene.combatant("Kira")["conditions"].to_string();
    assert!(
        conditions.contains("marks"),
        "the tie goes to the hacker: {conditions}"
    );
}

/// ANA-14, « Alternativement, vous pouvez aussi décider qu'un magicien subit du drain en
/// cas de complication sur un test lié à la magie »: under `drain any-complication`, a
/// complication on the Sorcery roll against effect spells or on a counterspell drains a
/// stun box.
#[test]
fn ana_14_the_alternative_drain_counts_complications_on_resist_and_counterspell() {
    for (setup, line) in [
        ("", "resist kira mental 2 ganger pool=5,2 defense=2,2,3"),
        (
            "sustain ganger armor",
            "counterspell kira armor of ganger 2 vs 1 pool=5,2 opposed=2",
        ),
        ("", "counterspell kira for mage 2 own 1 pool=5,2"),
    ] {
        let scene = scene(&format!("{setup}\noption drain any-complication"));
        scene.play(&format!("{line} complications 1 complication=1"));
        assert_eq!(scene.filled("Kira", "stun"), 1, "{line}");
    }
}

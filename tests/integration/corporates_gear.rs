//! Corporates gear given by command (`weapon`, `armour`, `cyber`, and their French words)
//! and the rules that read it, played as a GM types them: `fray run --script` with every
//! die given at the table, the outcome read from `fray show --json`, `fray show` or the
//! log. Each doc comment quotes the sentence of `/work/shared/rules/corporates.fr.txt` it
//! rests on.

use crate::common;

use common::corporates_script::Scene;

/// Two fighters, the table's dice.
const TWO: &str = "\
option dice table
add Ana pc reaction=3 agility=4 strength=3 combat=3+0 dodge=2+0 firearms=5+0 soak=1
add Vlad enemy reaction=2 agility=3 strength=3 combat=2+0 dodge=2+0 acrobatics=2+0 firearms=4+0 soak=1";

/// The turn begun: Ana's reaction roll 18, Vlad's 2.
const START: &str = "start reaction=6,6,6,1,1";

/// COR-21: « Le bonus de rafale est égal à : … +2 pour chaque arme de type shotgun. » A
/// shotgun given by command and fired shot by shot lays firepower 5 + 2 = 7, not the
/// single shot's 5 + 1.
#[test]
fn a_shotgun_given_by_command_adds_two_to_the_covering_fire() {
    let scene = Scene::in_lang("en");
    let log = scene.play(&format!(
        "{TWO}\nweapon ana pump name \"Pump shotgun\" kind=shotgun damage=5 rounds=8\n{START}\n\
         cover ana with pump burst single metres 0 from 1 to 2 exposed vlad"
    ));
    assert!(log.contains("firepower 7"), "{log}");
    assert_eq!(scene.condition("Vlad", "exposed"), Some(7));
    let pump = scene.gear("Ana", "pump").expect("the shotgun");
    assert_eq!(pump["values"]["rounds"], 6, "two rounds spent: {pump}");
}

/// COR-21: « +4 pour chaque arme lourde. » and « +5 pour chaque arme lourde utilisée en
/// rafale. » A heavy weapon in free bursts over 2 m: 4 + 5 − 2 = 7 (a free burst of any
/// other weapon: 4 + 3 − 2 = 5); in single shots 4 + 4 = 8.
#[test]
fn a_heavy_weapon_given_by_command_adds_four_or_five_in_bursts_to_the_covering_fire() {
    let scene = Scene::in_lang("en");
    scene.play(&format!(
        "{TWO}\nweapon vlad mg kind=heavy damage=7 rounds=100\n{START}\n\
         cover vlad with mg burst free metres 2 from 1 to 1 exposed ana"
    ));
    assert_eq!(scene.condition("Ana", "exposed"), Some(7));
    let single = Scene::in_lang("en");
    single.play(&format!(
        "{TWO}\nweapon vlad mg kind=lourde damage=7 rounds=100\n{START}\n\
         cover vlad with mg burst single metres 0 from 1 to 1 exposed ana"
    ));
    assert_eq!(single.condition("Ana", "exposed"), Some(8));
}

/// COR-40: « Arme molle (flash-ball, balle plastique...) 100% Fatigue ». A flash-ball given
/// by command: 3 + 3 + 2 = 8 against soak 1, 2 levels, all on Fatigue.
#[test]
fn a_soft_weapon_given_by_command_hurts_fatigue_only() {
    let scene = Scene::in_lang("en");
    scene.play(&format!(
        "{TWO}\nweapon ana flash kind=soft damage=3\nhurt vlad by ana with flash damage=3,3,2 soak=1"
    ));
    assert_eq!(scene.counter("Vlad", "fatigue"), 2);
    assert_eq!(scene.counter("Vlad", "wound"), 0);
}

/// COR-40: « Explosion 100% Blessure », and only firearms reroll their sixes (« Les jets de
/// dégâts des armes à feu sont résolus de manière particulière : on rejette et ajoute chaque
/// dé dont le résultat est un 6 »). A grenade given by command: 6 + 4 = 10 against soak 1,
/// 2 Wound levels, the 6 not rerolled (no third die asked).
#[test]
fn an_explosive_given_by_command_hurts_wound_only_without_rerolling_sixes() {
    let scene = Scene::in_lang("en");
    scene.play(&format!(
        "{TWO}\nweapon ana grenade kind=explosif damage=2\nhurt vlad by ana with grenade damage=6,4 soak=1"
    ));
    assert_eq!(scene.counter("Vlad", "wound"), 2);
    assert_eq!(scene.counter("Vlad", "fatigue"), 0);
}

/// COR-39: « Le jet d'encaissement est calculé comme ceci : Encaissement + protection du
/// personnage. » A vest of protection 5 given by command: 8 against 1 + 5 = 6, 1 level
/// (2 without it).
#[test]
fn a_protection_given_by_command_adds_its_levels_to_the_soak() {
    let scene = Scene::in_lang("en");
    let log = scene.play(&format!(
        "{TWO}\narmour vlad vest protection=5\nhurt vlad kind bullet dice 2 damage=4,4 soak=1"
    ));
    assert!(log.contains("soak 1d: 1 = 1 + 5 (protection) = 6"), "{log}");
    assert_eq!(scene.counter("Vlad", "wound"), 1);
}

/// COR-EX-21 (COR-42): « 54-59 Bras », « 6-7 Dysfonctionnements importants Cybernétique
/// diff. 10 + 3 x Niv Blessures ». A cyberarm given by command, a hit of 3 levels, d100 55,
/// 1d6 4: the arm is hit, 4 + 3 = 7, a major malfunction, repair difficulty 19.
#[test]
fn cor_ex_21_a_cyberarm_given_by_command_takes_a_major_malfunction_repair_19() {
    let scene = Scene::in_lang("en");
    scene.play(&format!(
        "{TWO}\ncyber vlad cyberarm\n\
         hurt vlad kind bullet dice 3 damage=5,5,5 soak=1 critical=1,1 cyber=55 breakdown=4"
    ));
    let arm = scene.gear("Vlad", "cyberarm").expect("the cyberarm");
    assert_eq!(arm["words"]["site"], "arm", "{arm}");
    assert_eq!(arm["words"]["status"], "major", "{arm}");
    assert_eq!(arm["values"]["repair"], 19, "{arm}");
}

/// The segment-3 shot a dodge answers: both declare one action, Ana shoots first.
fn shot_then_dodge(cyberware: &str) -> (Scene, Result<String, String>) {
    let scene = Scene::in_lang("en");
    scene.play(&format!(
        "{TWO}\n{cyberware}\n{START}\ndeclare vlad 1\ndeclare ana 1\nnext\nnext\n\
         shoot ana at vlad range short check=6,6,6,6"
    ));
    let out = scene.fray(
        &["run", "t", "--script", "-"],
        "dodge vlad against shot check=6,6,6\n",
    );
    let said = if out.status.success() {
        Ok(common::cli::text(&out.stdout))
    } else {
        Err(common::cli::text(&out.stderr))
    };
    (scene, said)
}

/// COR-32: « Face à un tir, l'esquive ne peut être réactive elle doit être déclarée en
/// début de segment, sauf si le personnage est équipé d'un coprocesseur réflexes et voit
/// le coup de feu ». After a shot in the segment, a reflex coprocessor given by command
/// lets Vlad dodge it (6 + 6 + 6 + dodge 2 = 20); without one the dodge is refused.
#[test]
fn cor_32_a_reflex_coprocessor_given_by_command_lets_a_shot_be_dodged_after_it() {
    let (_, refused) = shot_then_dodge("note vlad none");
    let refused = refused.expect_err("no coprocessor: too late");
    assert!(refused.contains("reflex coprocessor"), "{refused}");
    let (scene, dodged) = shot_then_dodge("cyber vlad coprocesseur");
    let dodged = dodged.expect("the coprocessor sees the shot");
    assert!(dodged.contains("20"), "{dodged}");
    assert_eq!(scene.condition("Vlad", "dodge"), Some(20));
}

/// COR-32: « Si un personnage équipé de jambes cybernétiques de saut effectue une esquive
/// acrobatique et réussit son jet d'acrobatie, alors il ajoute le niveau de ses jambes à
/// son esquive. » Jumping legs of level 3 given by command: the acrobatics check 6 + 6 + 6
/// + 2 = 20 succeeds, the dodge is 6 + 6 + 6 + dodge 2 + acrobatics 2 + legs 3 = 25.
#[test]
fn cor_32_jumping_cyberlegs_add_their_level_to_a_successful_acrobatic_dodge() {
    let scene = Scene::in_lang("en");
    scene.play(&format!(
        "{TWO}\ncyber vlad jumping-legs level=3\n{START}\ndeclare vlad 1\ndeclare ana 1\n\
         dodge vlad acrobatic check=6,6,6,6,6,6"
    ));
    assert_eq!(scene.condition("Vlad", "dodge"), Some(25));
}

/// COR-34: « Défenseur engagé : Compétence de combat + Esquive + Bonus de défense des
/// armes + Niveau réflexes câblés. » Wired reflexes of level 2 given as cyberware: Vlad's
/// engaged defense is combat 2 + dodge 2 + 2 = 6.
#[test]
fn wired_reflexes_given_as_cyberware_add_their_level_to_the_engaged_defense() {
    let scene = Scene::in_lang("en");
    let log = scene.play(&format!(
        "{TWO}\ncyber vlad wired-reflexes level=2\n{START}\ndeclare vlad 1\ndeclare ana 1\n\
         engage ana vlad\nnext\nnext\nstrike ana at vlad check=1,1,1,1"
    ));
    assert!(log.contains("against defense 6"), "{log}");
}

/// Every piece shows in `fray show` and `show --json` with its figures, in French too, is
/// given and taken away with the French words, and taking away a piece not carried is
/// refused with a clear message.
#[test]
fn gear_given_in_french_shows_in_both_languages_and_is_taken_away() {
    let scene = Scene::in_lang("fr");
    let log = scene.play(&format!(
        "{TWO}\narme ana pompe nom \"Fusil à pompe\" type=fusil-a-pompe degats=5 munitions=8 porte=bandouliere\n\
         armure ana gilet protection=5\ncyber ana bras appareil=cyberbras\ncyber ana injecteur doses=2"
    ));
    assert!(
        log.contains("Ana porte Fusil à pompe\u{a0}: fusil à pompe"),
        "{log}"
    );
    let shown = scene.shown();
    for said in [
        "Fusil à pompe — fusil à pompe, dégâts 5d, 8 coups, en bandoulière",
        "gilet — protection 5",
        "bras — cyberbras, bras",
        "injecteur — injecteur, autre",
    ] {
        assert!(shown.contains(said), "{said:?} in:\n{shown}");
    }
    let pump = scene
        .gear("Ana", "pompe")
        .expect("the shotgun in show --json");
    assert_eq!(pump["words"]["class"], "shotgun");
    assert_eq!(pump["words"]["kind"], "firearm");
    assert_eq!(pump["words"]["carried"], "sling");
    let injector = scene.gear("Ana", "injecteur").expect("the injector");
    assert_eq!(injector["words"]["site"], "other");
    let english = scene.fray(&["--lang", "en", "show", "t"], "");
    let english = common::cli::text(&english.stdout);
    assert!(
        english.contains("bras — cyberarm, arm, working"),
        "{english}"
    );
    scene.play("arme ana pompe retire\ncyber ana bras retire");
    assert!(scene.gear("Ana", "pompe").is_none());
    assert!(scene.gear("Ana", "bras").is_none());
    assert!(scene.gear("Ana", "gilet").is_some());
    let refused = scene.refused("armure ana casque retire");
    assert!(
        refused.contains("Ana n’a pas de «\u{a0}casque\u{a0}» à retirer"),
        "{refused}"
    );
}

/// Untrusted words are refused with a clear message and nothing is written: a key with
/// nothing of a name, a piece to take away that is not carried, a figure out of range.
#[test]
fn bad_gear_lines_are_refused_with_a_clear_message() {
    let scene = Scene::in_lang("en");
    scene.play(TWO);
    let empty = scene.refused("weapon ana \"!!\" damage=3");
    assert!(
        empty.contains("needs a key made of letters or digits"),
        "{empty}"
    );
    let missing = scene.refused("cyber ana cyberarm remove");
    assert!(
        missing.contains("Ana has no “cyberarm” to take away"),
        "{missing}"
    );
    let range = scene.refused("weapon ana pistol damage=1000");
    assert!(range.contains("0 to 60"), "{range}");
    assert!(scene.gear("Ana", "pistol").is_none(), "nothing written");
}

/// COR-13: « Si un personnage est équipé de jambes de vitesse, il ajoute 25cm par niveau
/// de jambes à la vitesse de son déplacement sans malus (sur un terrain plat). » Speed legs
/// of level 4 given as cyberware: agility 3 m/s + 4 × 25 cm = 4 m/s on flat ground.
#[test]
fn speed_legs_given_as_cyberware_add_25_cm_a_level_on_flat_ground() {
    let scene = Scene::in_lang("en");
    let log = scene.play(
        "option dice table\nadd Vlad enemy reaction=2 agility=3\ncyber vlad speed-legs level=4\n\
         start reaction=1,1\ndeclare vlad 1\nmove vlad flat",
    );
    assert!(log.contains("base 4 m/s = 4 m/s"), "{log}");
}

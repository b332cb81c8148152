//! Who may strike, before any die, as the French text says: an acrobatic attack prepared 2
//! to 5 m from its target (COR-35), and in a charge the clearly longer weapon first
//! (COR-38, COR-OP-26), played as a GM types them (`fray run --script`, the dice given at
//! the table) and read from the log, the refusal or `fray show --json`.

use crate::common;

use common::corporates_script::play;

/// Ana (agility 3, acrobatics 4) with two actions (segments 2 and 4), in segment 2.
const ACROBAT: &str = "\
option dice table
add Ana pc reaction=3 agility=3 strength=3 combat=2+0 acrobatics=4+0
add Vlad enemy reaction=2 agility=3 soak=3
start reaction=6,6,6,1,1
declare vlad 1
declare ana 2
next
";

/// COR-35: « une première action de préparation où le personnage doit se trouver entre 2
/// et 5m de la cible ». Prepared without a distance, or from 7 m or 1 m: refused, in both
/// languages; from 3 m: prepared.
#[test]
fn an_acrobatic_attack_is_prepared_only_two_to_five_metres_from_its_target() {
    let unsaid = play("en", &format!("{ACROBAT}strike ana at vlad acrobatic\n"));
    unsaid.refuses(&["How far is Ana from the target? An acrobatic attack starts 2 to 5 m away: add “distance M”."]);
    assert_eq!(unsaid.condition("Ana", "preparing"), None);
    let far = play(
        "en",
        &format!("{ACROBAT}strike ana at vlad acrobatic distance 7\n"),
    );
    far.refuses(&[
        "Ana cannot prepare an acrobatic attack 7 m from Vlad: it starts 2 to 5 m from the target.",
    ]);
    let near = play(
        "fr",
        &format!("{ACROBAT}strike ana at vlad acrobatic distance 1\n"),
    );
    near.refuses(&["Ana est à 1\u{a0}m de sa cible, Vlad\u{a0}: une attaque acrobatique se prépare entre 2 et 5\u{a0}m de la cible."]);
    let fr = play("fr", &format!("{ACROBAT}frappe ana sur vlad acrobatique\n"));
    fr.refuses(&["À quelle distance de la cible est Ana\u{a0}?"]);
    let ready = play(
        "en",
        &format!("{ACROBAT}strike ana at vlad acrobatic distance 3\n"),
    );
    ready.says(&["Ana prepares an acrobatic attack"]);
    assert_eq!(ready.condition("Ana", "preparing"), Some(Some(2)));
}

/// COR-35: « Le personnage doit réussir un jet d'acrobatie difficulté 15 (sur un terrain
/// dégagé) s'il réussit, il effectue un jet normal pour toucher et les dégâts sont augmentés
/// de son niveau en acrobatie. S'il rate, il est déséquilibré et aura -1d supplémentaire
/// jusqu'à la fin du tour. » From 3 m: acrobatics 16 against 15, the blow lands with damage
/// + 4 (5 + 4 = 9 against soak 3: 2 levels); acrobatics 13: unbalanced, no blow.
#[test]
fn an_acrobatic_attack_rolls_acrobatics_at_15_then_adds_its_level_or_unbalances() {
    let prepared = format!("{ACROBAT}strike ana at vlad acrobatic distance 3\nnext\nnext\n");
    let landed = play(
        "en",
        &format!(
            "{prepared}strike ana at vlad acrobatic check=4,4,4,4,4\n\
             hurt vlad by ana kind hand damage=1,1,1,1,1 soak=1,1,1\n"
        ),
    );
    landed.says(&[
        "Ana: acrobatics roll 4, 4, 4 + 4 (Acrobatics) = 16 against 15: success",
        "Ana makes an acrobatic attack on Vlad: 4, 4 + 2 (Combat) = 10, against defense -10: lands by 20, damage bonus 4",
        "damage 5d (3d from Strength + 2d from the margin): 1, 1, 1, 1, 1 = 5 + 4 (the blow’s damage bonus) = 9 against soak 3d: 1, 1, 1 = 3: margin 6: +2 Fatigue",
    ]);
    let failed = play(
        "en",
        &format!("{prepared}strike ana at vlad acrobatic check=4,4,1\n"),
    );
    failed.says(&["Ana: acrobatics roll 4, 4, 1 + 4 (Acrobatics) = 13 against 15: failure"]);
    assert!(
        !failed.log.contains("makes an acrobatic attack"),
        "{}",
        failed.log
    );
    assert_eq!(failed.condition("Ana", "unbalanced"), Some(Some(1)));
}

/// A sword (90 cm) against a spear (200 cm), both charging, both acting in segment 3.
const CHARGE: &str = "\
option dice table
add Ana pc reaction=3 agility=3 strength=3 combat=2+0
add Vlad enemy reaction=2 agility=3 strength=3 combat=2+0 soak=3
weapon ana sword kind=cutting bonus=2 length=90
weapon vlad spear kind=thrusting bonus=2 length=200
start reaction=6,6,6,1,1
declare vlad 1
declare ana 1
next
next
priority ana vlad
";

/// COR-38: « Lors d'une charge, si deux adversaires ont des armes de taille sensiblement
/// différentes (comme une lance et une épée), alors on résout d'abord celui porté avec
/// l'arme la plus longue. » Ana organises the segment, yet her sword's blow waits for the
/// spear's: refused first (in both languages), accepted once Vlad has struck.
#[test]
fn in_a_charge_the_clearly_longer_weapon_strikes_first() {
    let sword = "strike ana at vlad with sword charge both check=4,4,4";
    let early = play("en", &format!("{CHARGE}{sword}\n"));
    early.refuses(&["Ana strikes second: Vlad holds a clearly longer weapon (spear), and in a charge the longer weapon strikes first. Type that blow first."]);
    assert_eq!(early.condition("Ana", "strike-attack"), None);
    let fr = play("fr", &format!("{CHARGE}{sword}\n"));
    fr.refuses(&["Ana frappe en second\u{a0}: Vlad tient une arme nettement plus longue (spear)"]);
    let ordered = play(
        "en",
        &format!("{CHARGE}strike vlad at ana with spear charge both check=4,4,4\n{sword}\n"),
    );
    ordered.says(&[
        "Vlad strikes Ana: 4, 4, 4 + 2 (Combat) = 14",
        "Ana strikes Vlad: 4, 4, 4 + 2 (Combat) = 14",
    ]);
}

/// COR-38: a bull rush is « une charge » too, made with no weapon: against the spear of a
/// defender who still has this segment's action, it waits for the spear's blow.
#[test]
fn a_bull_rush_waits_for_a_clearly_longer_weapon() {
    let rush = "bullrush ana vlad charge foot check=4,4,4";
    let early = play("en", &format!("{CHARGE}{rush}\n"));
    early.refuses(&["Ana strikes second: Vlad holds a clearly longer weapon (spear)"]);
    assert_eq!(early.condition("Vlad", "engaged"), None);
    let ordered = play(
        "en",
        &format!(
            "{CHARGE}strike vlad at ana with spear charge foot check=1,1,1\n\
             {rush} damage=1,1,1,1 soak=6,6,6\n"
        ),
    );
    ordered.says(&["Ana bull-rushes Vlad: 4, 4, 4 + 2 (Combat) = 14"]);
}

/// COR-OP-26: the text gives no lengths; `option longer-first off` leaves the order of the
/// blows to the GM, and weapons less than the difference apart strike as typed. `fray rules
/// corporates` lists the open point with the sentence it rests on.
#[test]
fn the_longer_weapon_rule_is_an_open_point_the_gm_may_turn_off() {
    let sword = "strike ana at vlad with sword charge both check=4,4,4";
    let off = play("en", &format!("option longer-first off\n{CHARGE}{sword}\n"));
    off.says(&["Ana strikes Vlad: 4, 4, 4 + 2 (Combat) = 14"]);
    let close = play("en", &format!("option longer-first 150\n{CHARGE}{sword}\n"));
    close.says(&["Ana strikes Vlad: 4, 4, 4 + 2 (Combat) = 14"]);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let rules = common::cli::fray_within(dir.path(), &["rules", "corporates"], "", 60);
    let rules = common::cli::text(&rules.stdout);
    let flat = rules.split_whitespace().collect::<Vec<_>>().join(" ");
    let label = common::cli::open_point_label(fray::systems::corporates::ID, "COR-OP-26");
    assert!(flat.contains(&format!("{label} ")), "{rules}");
    assert!(
        flat.contains("on résout d’abord celui porté avec l’arme la plus longue"),
        "{rules}"
    );
    assert!(flat.contains("longer-first off"), "{rules}");
}

/// COR-35 from the keys: the strike form has a field for the metres to the target, and an
/// acrobatic attack chosen there is written with its distance, so its preparation stands.
#[test]
fn the_strike_form_writes_an_acrobatic_attacks_distance() {
    use common::fight_app::{chars, fight_after, form_field, press, saved, tab};
    use ratatui::crossterm::event::KeyCode;
    let (_dir, path, mut app) = fight_after(
        fray::systems::corporates::ID,
        "Acro",
        7,
        &[
            "add Ana pc reaction=3 agility=3 acrobatics=4+0",
            "add Vlad enemy reaction=2 agility=3",
            "start",
            "declare Vlad 1 force",
            "declare Ana 2 force",
            "next",
        ],
    );
    press(&mut app, KeyCode::Char('-'));
    tab(&mut app, 3);
    for _ in 0..3 {
        if form_field(&app, "type of strike") == "acrobatic" {
            break;
        }
        press(&mut app, KeyCode::Right);
    }
    tab(&mut app, 1);
    chars(&mut app, "3");
    assert_eq!(
        form_field(&app, "metres to the target (acrobatic attack, 2 to 5)"),
        "3"
    );
    press(&mut app, KeyCode::Enter);
    let lines = saved(&path);
    assert_eq!(
        lines.last().map(String::as_str),
        Some("strike Ana at Vlad acrobatic distance 3"),
        "{lines:#?}"
    );
}

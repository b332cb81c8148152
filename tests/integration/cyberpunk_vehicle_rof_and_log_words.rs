//! The Cyberpunk interval house rule's smaller points, from the lines a GM types (`fray
//! run` with the table's dice): leaving a vehicle in one action offers the text's choice
//! and its −3 lands on the next action only; single shots count against the ROF; the
//! `con-loss` condition is in `fray rules`; the log words what happened (a varied burst,
//! a weapon taken with nothing in hand, a crossbow bolt, a support). Vic (3 actions at 23,
//! 13 and 3, −6 each), Razor at 18, Kay (no weapon in hand) at 12.

use crate::common;

use common::cli::{fray_in, text};
use common::cyberpunk_script::{Played, played};

/// The cast and the first round's choices, every die from the table.
const CAST: &str = "\
add Vic pc from solo
add Razor from booster-boss
add Kay pc ref=8 con=7 mouv=6
weapon kay pistol damage=2d6 rof=2 action=semi hands=one reliability=standard
option dice table
start initiative=7,8,4
actions vic 3
";

/// The cast, then `script`, in `lang`.
fn fight(lang: &str, script: &str) -> Played {
    played(lang, &format!("{CAST}{script}"))
}

/// « On peut le faire plus rapidement en une, mais avec une pénalité de -3 à sa prochaine
/// action, ou le double de temps que celle-çi devrait normalement prendre. »: `fast double`
/// makes the shot at 13 take two actions, 13 and 3.
#[test]
fn leaving_a_vehicle_in_one_action_may_double_the_time_of_the_next_action() {
    let f = fight(
        "en",
        "next\nact vic vehicle fast double\nnext\nnext\nshoot vic pistol single vs=15 check=5\n",
    );
    assert!(f.err.is_empty(), "{}", f.err);
    assert!(
        f.line_with(&["vehicle"]).contains("twice its time"),
        "{}",
        f.out
    );
    assert_eq!(f.slot("Vic", 2), "acted", "{}", f.out);
    assert_eq!(
        f.slot("Vic", 3),
        "acted",
        "the shot took 13 and 3: {}",
        f.out
    );
    assert_eq!(f.counter("Vic", "actions spent"), Some(3), "{}", f.state);
}

/// « … avec une pénalité de -3 à sa prochaine action »: not on a check at the vehicle's own
/// slot (23), on the shot at the next (13), and no more on the check at 3.
#[test]
fn leaving_a_vehicle_fast_puts_minus_3_on_the_next_action_only() {
    let script = "\
next
act vic vehicle fast
check vic ref check=4
next
next
shoot vic pistol single vs=15 check=5
next
next
check vic ref check=6
";
    let f = fight("en", script);
    assert!(
        !f.line_with(&["Vic checks", "d10 4"]).contains("hurried"),
        "{}",
        f.out
    );
    assert!(
        f.line_with(&["fires", "d10 5"]).contains("hurried −3"),
        "{}",
        f.out
    );
    assert!(
        !f.line_with(&["Vic checks", "d10 6"]).contains("hurried"),
        "{}",
        f.out
    );
}

/// « il n'est pas possible de tirer un nombre de balles par round supérieur à la cadence de
/// tir de l'arme »: 29 bullets at 23 and a single shot at 13 make 30 of ROF 30; the single
/// shot at 3 is refused.
#[test]
fn single_shots_from_an_automatic_weapon_count_against_the_rof() {
    let script = "\
weapon vic ar rof=30 ammo=60 magazine=60 action=auto damage=5d6 hands=stock skill=rifle reliability=standard
next
shoot vic ar auto 29 vs=15 check=5
next
next
shoot vic ar single vs=15 check=6
next
next
shoot vic ar single vs=15 check=9
";
    let f = fight("en", script);
    assert!(f.out.contains("29 bullets"), "{}", f.out);
    assert!(
        f.line_with(&["fires", "d10 6"]).contains("1 bullet"),
        "{}",
        f.out
    );
    assert!(!f.out.contains("d10 9"), "a 31st bullet: {}", f.out);
    assert!(
        f.err.contains("has 0 of its ROF 30 left this round"),
        "{}",
        f.err
    );
}

/// The `con-loss` condition (« le personnage peut être malade, drogué ou encore blessé et
/// voir sa Constitution diminuer ») is told to the GM by `fray rules`, in both languages.
#[test]
fn fray_rules_tells_how_to_lower_con_with_con_loss() {
    for (lang, words) in [
        ("en", "condition WHO con-loss N"),
        ("fr", "état QUI con-diminuée N"),
    ] {
        let saves = tempfile::tempdir().expect("a saves folder");
        let config = tempfile::tempdir().expect("a settings folder");
        let args = ["rules", "cyberpunk-interval"];
        let out = fray_in(saves.path(), config.path(), lang, &args, "", 60);
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(
            text(&out.stdout).contains(words),
            "{lang}: {}",
            text(&out.stdout)
        );
    }
}

/// The log's words: a varied burst's total then « (wanted 10) » apart; a weapon taken with
/// nothing in hand drops nothing; a crossbow fires no bullet; a bipod is a support of CON 12,
/// not a +12; a CON lowered by 2 says so.
#[test]
fn the_log_words_a_varied_burst_a_first_weapon_a_crossbow_bolt_and_a_support() {
    let script = "\
option burst-variation on
support vic bipod
condition vic con-loss 2
next
shoot vic crossbow single vs=15 check=5
next
shoot razor smg auto 10 check=5 burst=9
next
next
draw kay pistol
";
    let f = fight("en", script);
    let burst = f.line_with(&["9 bullets"]);
    assert!(burst.contains(" (wanted 10)"), "{burst}");
    assert!(
        !burst.contains(")(") && !burst.contains("8(wanted"),
        "{burst}"
    );
    let bolt = f.line_with(&["fires Crossbow"]);
    assert!(!bolt.contains("bullet"), "{bolt}");
    let draw = f.line_with(&["Kay spends"]);
    assert!(!draw.contains("dropped"), "{draw}");
    assert!(draw.contains("taking a weapon in hand"), "{draw}");
    let support = f.line_with(&["Vic", "support"]);
    assert!(support.contains("CON 12"), "{support}");
    assert!(!support.contains("+12"), "{support}");
    assert!(f.out.contains("Vic’s CON lowered by 2"), "{}", f.out);
}

/// The same words in French: « appui » with its CON, the bolt, the first weapon.
#[test]
fn the_log_words_them_in_french_too() {
    let script = "\
support vic bipod
état vic con-diminuée 2
next
shoot vic crossbow single vs=15 check=5
next
next
next
draw kay pistol
";
    let f = fight("fr", script);
    let support = f.line_with(&["Vic", "appui"]);
    assert!(support.contains("CON 12"), "{support}");
    assert!(!support.contains("+12"), "{support}");
    assert!(!f.line_with(&["Arbalète"]).contains("balle"), "{}", f.out);
    assert!(f.out.contains("prendre une arme en main"), "{}", f.out);
    assert!(f.out.contains("CON de Vic diminuée de 2"), "{}", f.out);
}

//! The Cyberpunk interval house rule played to the letter, from the lines a GM types
//! (`fray run` with the table's dice): running is an action (or several) of its own and what
//! is done while running says so; each action is taken at its owner's slot, the log giving
//! its score; a check after the slot's action keeps the slot's penalty; the run divides
//! MOUV × 3 by the actions still held. Vic (REF 10, combat sense 6, MOUV 8) rolls 7: 23,
//! so 3 actions at 23, 13 and 3, −6 each; Razor rolls 8: 18.

use crate::common;

use common::cyberpunk_script::{Played, played};

/// The cast and the first round's choices, every die from the table.
const CAST: &str = "\
add Vic pc from solo
add Razor from booster-boss
option dice table
start initiative=7,8
actions vic 3
";

/// The cast, then `script`, in `lang`.
fn fight(lang: &str, script: &str) -> Played {
    played(lang, &format!("{CAST}{script}"))
}

/// « Un personnage qui a 3 actions et un MOUV de 8, pourra courir sur 16 mètres et
/// effectuer une troisième action, ou courir sur 24 mètres. »: two actions run (16 m),
/// then a crouch at the third slot takes its one action; or all three run (24 m).
#[test]
fn running_two_of_three_actions_covers_16_m_and_leaves_the_third_action_whole_or_all_three_24_m() {
    let f = fight("en", "next\nrun vic 2\nnext\nnext\nstance vic crouch\n");
    assert!(f.out.contains("Vic runs 16 m"), "{}", f.out);
    assert!(
        f.combatant("Vic")["conditions"]
            .to_string()
            .contains("crouched"),
        "the crouch at 3 was refused: {}\n{}",
        f.err,
        f.out
    );
    assert_eq!(f.slot("Vic", 3), "acted", "{}", f.out);
    let f = fight("en", "next\nrun vic 3\n");
    assert!(f.out.contains("Vic runs 24 m"), "{}\n{}", f.err, f.out);
}

/// « Il est possible de tirer pendant la course, mais avec une pénalité de -5. »: a shot
/// typed `running` takes −5 and runs its action's 8 m; the next shot, not running, has no −5.
#[test]
fn a_shot_while_running_says_so_takes_minus_5_and_runs_its_action() {
    let f = fight(
        "en",
        "next\nshoot vic pistol single running vs=15 check=5\nnext\nnext\nshoot vic pistol single vs=15 check=5\n",
    );
    let first = f.line_with(&["fires", "(at 23, while running)"]);
    assert!(first.contains("running −5"), "{first}");
    assert!(first.contains("while running"), "{first}");
    assert!(f.out.contains("Vic runs 8 m"), "{}", f.out);
    let second = f.line_with(&["fires", "(at 13)"]);
    assert!(!second.contains("running"), "{second}");
    assert_eq!(f.counter("Vic", "metres run"), Some(8), "{}", f.state);
}

/// « Il va donc agir à 33, 23 et 13. »: a second shot at 23 is refused (his next action is
/// at 13), a shot in Razor's slot at 18 too; 13 stays his, and the log says where each
/// action was taken.
#[test]
fn an_action_is_taken_at_its_owners_slot_and_the_log_says_at_which_score() {
    let script = "\
next
shoot vic pistol single vs=15 check=5
shoot vic pistol single vs=15 check=6
next
shoot vic pistol single vs=15 check=7
next
shoot vic pistol single vs=15 check=8
";
    let f = fight("en", script);
    assert!(
        f.line_with(&["fires", "d10 5"]).contains("(at 23)"),
        "{}",
        f.out
    );
    assert!(
        f.err
            .contains("Vic already acted at 23; the next action is at 13"),
        "{}",
        f.err
    );
    assert!(
        f.err.contains("Vic acts at 13, not in Razor's slot at 18"),
        "{}",
        f.err
    );
    assert!(
        f.line_with(&["fires", "d10 8"]).contains("(at 13)"),
        "{}",
        f.out
    );
    assert_eq!(f.slot("Vic", 2), "acted", "{}", f.out);
    assert_eq!(f.slot("Vic", 3), "waiting", "{}", f.out);
}

/// The same refusal in French, with French typography.
#[test]
fn an_action_outside_its_slot_is_refused_in_french() {
    let f = fight("fr", "next\nnext\nshoot vic pistol single vs=15 check=7\n");
    assert!(
        f.err
            .contains("Vic agit à 13, pas à la place de Razor à 18\u{a0}: attendre"),
        "{}",
        f.err
    );
}

/// « Il va donc agir à 33, 23 et 13 » with 3 actions « avec -6 de pénalité »: the melee
/// check typed after the last slot's `act` keeps that slot's −6.
#[test]
fn a_check_after_the_last_act_of_the_round_keeps_the_multi_action_penalty() {
    let script = "\
next
act vic melee
next
next
act vic melee
next
act vic melee
check vic ref check=5
";
    let f = fight("en", script);
    let check = f.line_with(&["Vic checks", "d10 5"]);
    assert!(check.contains("actions −6"), "{check}");
}

/// « Ce total peut être divisé par son nombre d'action du round »: Vic delays to 12, his
/// third slot falls below 1 and is lost; running both actions he still has covers the
/// round's 24 m (MOUV 8 × 3), not 16.
#[test]
fn running_after_a_delay_lost_a_slot_divides_by_the_actions_still_held() {
    let f = fight("en", "delay vic 12\nnext\nnext\nrun vic 2\n");
    assert!(f.out.contains("1 slot lost"), "{}\n{}", f.err, f.out);
    assert!(f.out.contains("Vic runs 24 m"), "{}\n{}", f.err, f.out);
}

//! Under `option dice table`, a command whose dice are missing is refused with a request
//! that counts them and names, in order, whose they are, in the GM's language, never a
//! catalog key; given too few, it says how many were given and how many are missing.
//! Driven through the real binary (`fray run --script -`) for each of the five systems.

use crate::common;

use common::cli::{command, feed_within, text};

/// The longest one `fray` call may take before it is killed and the test fails.
const DEADLINE_SECS: u64 = 60;

/// Catalog key prefixes of the dice texts: none may reach the GM.
const KEYS: &[&str] = &[
    "cor-roll-",
    "ana-roll-",
    "cpi-roll-",
    "pol-roll-",
    "pool-roll-",
    "dice-needs",
];

/// `fray ARGS` in `lang` on `saves`, fed `stdin`, killed past the deadline.
fn fray(saves: &std::path::Path, lang: &str, args: &[&str], stdin: &str) -> std::process::Output {
    let config = tempfile::tempdir().expect("a settings folder");
    let mut cmd = command(saves, args);
    cmd.env("FRAY_LANG", lang)
        .env("FRAY_CONFIG_DIR", config.path());
    feed_within(cmd, stdin.as_bytes(), DEADLINE_SECS)
}

/// The refusal of `line` (on standard error) in an encounter of `system` made by `setup`
/// under `option dice table`.
fn refusal(system: &str, lang: &str, setup: &str, line: &str) -> String {
    let dir = tempfile::tempdir().expect("temp");
    let out = fray(
        dir.path(),
        lang,
        &["new", "-r", system, "--seed", "7", "--no-open", "T"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let script = format!("{setup}\noption dice table\n");
    let out = fray(dir.path(), lang, &["run", "t", "--script", "-"], &script);
    assert!(out.status.success(), "{script}: {}", text(&out.stderr));
    let out = fray(
        dir.path(),
        lang,
        &["run", "t", "--script", "-"],
        &format!("{line}\n"),
    );
    assert_eq!(
        out.status.code(),
        Some(3),
        "'{line}' is refused: {}",
        text(&out.stderr)
    );
    let message = text(&out.stderr);
    for key in KEYS {
        assert!(!message.contains(key), "a catalog key in: {message}");
    }
    assert!(
        !message.contains('{') && !message.contains('}'),
        "{message}"
    );
    message
}

/// The words of each language around a request.
struct Words {
    dice: &'static str,
    order: &'static str,
    given: &'static str,
    missing: &'static str,
}

fn words(lang: &str) -> Words {
    match lang {
        "fr" => Words {
            dice: " dés à lancer à la table",
            order: ", dans cet ordre\u{a0}: ",
            given: " donnés, ",
            missing: " manquants)",
        },
        _ => Words {
            dice: " dice to roll at the table",
            order: ", in this order: ",
            given: " given, ",
            missing: " missing)",
        },
    }
}

/// The request's count and its list `(name, dice)` in order; the counts add up.
fn counted(message: &str, lang: &str) -> (usize, Vec<(String, usize)>) {
    let w = words(lang);
    let at = message
        .find(w.dice)
        .unwrap_or_else(|| panic!("no count of dice in: {message}"));
    let n: usize = message[..at]
        .rsplit(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no number before the dice in: {message}"));
    let rest = &message[at + w.dice.len()..];
    let Some(list) = rest.strip_prefix(w.order) else {
        panic!("no order in: {message}");
    };
    let colon = if lang == "fr" { "\u{a0}: " } else { ": " };
    let end = [list.find(" ("), list.find(colon), list.find('\n')]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(list.len());
    let named: Vec<(String, usize)> = list[..end]
        .split(", ")
        .map(|entry| {
            let (name, k) = entry.rsplit_once(" ×").expect("name ×count");
            (name.to_string(), k.parse().expect("a count"))
        })
        .collect();
    let sum: usize = named.iter().map(|(_, k)| k).sum();
    assert_eq!(sum, n, "the counts add up to the total: {message}");
    (n, named)
}

const CORPORATES: &str = "add Vance pc from team-leader seat=1\n\
    add Kade pc from operative seat=2\n\
    add Mira pc from medic seat=3\n\
    add Crow from sniper\n\
    add 3 Bystander from passer-by";

#[test]
fn corporates_start_counts_each_fighters_reaction_dice_and_what_is_missing() {
    for lang in ["en", "fr"] {
        let message = refusal("corporates", lang, CORPORATES, "start");
        let (n, named) = counted(&message, lang);
        let names: Vec<&str> = named.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(&names[..4], ["Vance", "Kade", "Mira", "Crow"], "{message}");
        assert_eq!(names.len(), 7, "every fighter rolls: {message}");
        assert!(named.iter().all(|(_, k)| *k > 0), "{message}");
        let w = words(lang);
        assert!(!message.contains(w.given), "nothing given yet: {message}");
        let message = refusal("corporates", lang, CORPORATES, "start reaction=3,4,5");
        let (again, _) = counted(&message, lang);
        assert_eq!(again, n, "{message}");
        let told = format!("(3{}{}{}", w.given, n - 3, w.missing);
        assert!(message.contains(&told), "expected '{told}' in: {message}");
    }
}

#[test]
fn anarchy_start_counts_two_initiative_dice_for_each_character() {
    let setup = "add Hex pc from street-mage seat=1\n\
        add Razor pc from street-samurai seat=2\n\
        add Mara from ganger-boss\n\
        session";
    for lang in ["en", "fr"] {
        let message = refusal("sr-anarchy", lang, setup, "start");
        let (n, named) = counted(&message, lang);
        assert_eq!(n, 6, "{message}");
        assert_eq!(
            named,
            vec![
                ("Hex".to_string(), 2),
                ("Razor".to_string(), 2),
                ("Mara".to_string(), 2)
            ],
            "{message}"
        );
    }
}

#[test]
fn cyberpunk_start_names_each_initiative_die_and_a_tie_names_who_is_tied() {
    let setup = "add Vic pc from solo\nadd Jade pc from corp-guard";
    for lang in ["en", "fr"] {
        let message = refusal("cyberpunk-interval", lang, setup, "start");
        let (n, named) = counted(&message, lang);
        assert_eq!(n, 2, "{message}");
        assert_eq!(named[0].0, "Vic", "{message}");
        assert_eq!(named[1].0, "Jade", "{message}");
        // Two boosters of one template rolling the same die are tied: the tie-break dice
        // name both.
        let message = refusal(
            "cyberpunk-interval",
            lang,
            "add 2 boosters",
            "start initiative=5,5",
        );
        let (n, named) = counted(&message, lang);
        assert_eq!(n, 2, "{message}");
        assert_eq!(named.len(), 2, "{message}");
        assert!(
            named
                .iter()
                .all(|(name, k)| name.starts_with("Booster") && *k == 1),
            "{message}"
        );
    }
}

#[test]
fn polaris_and_combat_pool_requests_say_how_many_and_for_whom() {
    for (lang, one) in [
        ("en", "one die to roll at the table for "),
        ("fr", "un dé à lancer à la table pour "),
    ] {
        let message = refusal(
            "polaris-3e",
            lang,
            "add Baral pc from mercenary\nadd Kurt enemy reaction=12",
            "test baral fusils",
        );
        assert!(message.contains(&format!("{one}Baral")), "{message}");
        let message = refusal(
            "sr-combat-pool",
            lang,
            "add Baral pc from street-samurai\nadd Kurt enemy from guard\n\
             pool baral instinct\npool kurt tactics\nrecharge baral both",
            "shoot kurt at baral dice=2",
        );
        let plural = if lang == "fr" {
            " dés à lancer à la table pour "
        } else {
            " dice to roll at the table for "
        };
        assert!(message.contains(plural), "{message}");
        assert!(
            message.contains("Kurt") || message.contains("Baral"),
            "{message}"
        );
    }
}

#[test]
fn anarchy_a_given_pool_is_checked_against_the_pool_fray_computes_with_its_terms() {
    let setup = "add Razor pc from street-samurai seat=1\n\
        add Mara from ganger-boss\n\
        session\n\
        spend razor well-disposed";
    for (lang, told, needs) in [
        (
            "en",
            "pool: 11 given, but the pool is 8 dice (5 asked + 3 Well disposed)",
            "8 dice to roll at the table for Razor (5 asked + 3 Well disposed) (3 given, 5 missing)",
        ),
        (
            "fr",
            "réserve\u{a0}: 11 donnés, mais la réserve est de 8 dés (5 demandés + 3 Bien disposé)",
            "8 dés à lancer à la table pour Razor (5 demandés + 3 Bien disposé) (3 donnés, 5 manquants)",
        ),
    ] {
        let message = refusal(
            "sr-anarchy",
            lang,
            setup,
            "test razor 5 pool=1,2,3,4,5,6,6,6,6,6,6",
        );
        assert!(message.contains(told), "{message}");
        let message = refusal("sr-anarchy", lang, setup, "test razor 5 pool=1,2,3");
        assert!(message.contains(needs), "{message}");
    }
}

#[test]
fn anarchy_the_log_names_the_dice_well_disposed_adds() {
    for (lang, named) in [
        ("en", "5 + 3 (Well disposed) = 8 dice"),
        ("fr", "5 + 3 (Bien disposé) = 8 dés"),
    ] {
        let dir = tempfile::tempdir().expect("temp");
        let out = fray(
            dir.path(),
            lang,
            &["new", "-r", "sr-anarchy", "--seed", "7", "--no-open", "T"],
            "",
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        let script = "add Razor pc from street-samurai seat=1\nadd Mara from ganger-boss\nsession\n\
            spend razor well-disposed\ntest razor 5\n";
        let out = fray(dir.path(), lang, &["run", "t", "--script", "-"], script);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let log = text(&out.stdout);
        let line = log
            .lines()
            .find(|l| l.starts_with("#5 "))
            .expect("the test's line");
        assert!(line.starts_with("#5 Razor "), "{line}");
        assert!(line.contains(named), "{line}");
    }
}

//! End to end: three Shadowrun: Anarchy Turns of the shipped example cast
//! (`saves/ana-docks`) played from the keys alone in a 160×48 tmux pane, once with fray's
//! dice and once with every die from the table (`option dice table`), counting every key
//! pressed.
//!
//! The encounter is made beforehand with a fixed seed (`fray new --seed`, not counted),
//! so the dice fall the same on every run; the driver opens it from the start screen,
//! adds the cast through the add form and plays the plan: each Narration an attack test
//! at the planned target with the planned pool, and the damage of each hit. It reads each
//! form and presses only what makes it right (see `common::key_driver`), so the same
//! driver measured the code before issue 33 (`KEYS_BEFORE_FRAY`). With the table's dice,
//! every form of table dice (the Turn's initiative, the pool's dice under the attack form)
//! is filled with the table's planned dice, as many as the form says. `--nocapture`
//! prints the keys of each step (`STEP …`).
//!
//! Needs tmux: skipped without it unless `FRAY_REQUIRE_TMUX=1`.

use crate::common;

use common::key_driver::{
    Driver, commands_in_effect, count_verb, field, form_labels, form_rows, judge_count, row_value,
    status, the_save,
};
use common::tmux::{FRAY, Tmux};

/// The encounter's name and dice seed.
const NAME: &str = "Docks";
const SEED: u64 = 2077;

/// The cast of `saves/ana-docks`: (how many, template, name, side, values, the name typed
/// where the add form wants one the template does not give).
type Cast = (
    Option<usize>,
    &'static str,
    Option<&'static str>,
    Option<&'static str>,
    Option<&'static str>,
    &'static str,
);
const CAST: &[Cast] = &[
    (
        None,
        "street-mage",
        Some("Hex"),
        None,
        Some("seat=1"),
        "Hex",
    ),
    (
        None,
        "street-samurai",
        Some("Razor"),
        None,
        Some("seat=2"),
        "Razor",
    ),
    (
        None,
        "decker",
        Some("Glitch"),
        None,
        Some("seat=3"),
        "Glitch",
    ),
    (Some(3), "ganger", None, None, None, "Ganger"),
    (None, "ganger-boss", Some("Mara"), None, None, "Mara"),
    (None, "drone", Some("Roto"), None, None, "Roto"),
];

/// Each fighter's Narration: (who, target, dice pool, the target's defense successes,
/// the weapon's damage value). The pools are the weapon skill plus Agility, as fray
/// computes them; Hex and Glitch carry no weapon on their sheets: the GM rules a light
/// pistol (3). A hit marks the damage value plus the net successes.
const PLAN: &[(&str, &str, &str, &str, usize)] = &[
    ("Hex", "Ganger 1", "4", "1", 3),
    ("Razor", "Ganger 1", "11", "1", 5),
    ("Glitch", "Ganger 2", "5", "1", 3),
    ("Ganger 1", "Razor", "5", "2", 3),
    ("Ganger 2", "Razor", "5", "2", 3),
    ("Ganger 3", "Glitch", "5", "1", 3),
    ("Mara", "Razor", "7", "2", 6),
    ("Roto", "Glitch", "7", "1", 6),
];

/// The keys the same driver pressed on the code before issue 33 (commit f1e9fc0).
const KEYS_BEFORE_FRAY: usize = 374;

/// Issue 33's target: at least 40% fewer keys with fray's dice (at most 60%).
const TARGET_FRAY_PERCENT: usize = 60;

/// The keys the same driver pressed with the table's dice on the code before issue 33
/// (commit f1e9fc0: the `start` line and the refused tests typed again with the dice).
const KEYS_BEFORE_TABLE: usize = 883;

/// Issue 33's target with the table's dice: a third fewer keys (at most 67%).
const TARGET_TABLE_PERCENT: usize = 67;

fn plan_of(who: &str) -> (&'static str, &'static str, &'static str, usize) {
    PLAN.iter()
        .find(|(name, ..)| *name == who)
        .map(|(_, target, pool, defense, damage)| (*target, *pool, *defense, *damage))
        .unwrap_or_else(|| panic!("no plan for {who:?}"))
}

/// Sets a field to `value`: a choice by →, a text by typing.
fn set(d: &Driver, label: &str, value: &str) {
    let screen = d.settled();
    if field(&screen, label).is_some_and(|v| v == value) {
        return;
    }
    let screen = d.focus(label);
    let is_choice = screen
        .lines()
        .any(|l| l.contains(&format!("{label}:")) && l.contains('‹'));
    if is_choice {
        d.choose(label, |v| v == value);
    } else {
        d.fill(label, value);
    }
}

/// The successes a test result says ("… (3 successes): hit …").
fn successes(told: &str) -> usize {
    told.split('(')
        .filter_map(|part| {
            let (n, rest) = part.split_once(' ')?;
            rest.starts_with("success").then(|| n.parse().ok())?
        })
        .next()
        .unwrap_or(0)
}

/// The dice the table rolls, taken in turn wherever a form of table dice asks for some.
const TABLE_DICE: &[u8] = &[5, 2, 6, 3, 4, 1, 6, 5, 2, 4, 3, 5, 1, 6];

/// The next `n` dice of the table, as typed ("5,2,6"); counted in `rolled`.
fn table_dice(n: usize, rolled: &mut usize) -> String {
    let values: Vec<String> = (0..n)
        .map(|k| TABLE_DICE[(*rolled + k) % TABLE_DICE.len()].to_string())
        .collect();
    *rolled += n;
    values.join(",")
}

/// How many dice a row of the table-dice form asks for ("3 dice (…)", "one die (…)").
fn dice_asked(row: &str) -> usize {
    if row.contains("one die") {
        return 1;
    }
    let words: Vec<&str> = row.split_whitespace().collect();
    words
        .windows(2)
        .find(|w| w[1] == "dice")
        .and_then(|w| w[0].parse().ok())
        .unwrap_or(1)
}

/// Fills every form of table dice open (one field per combatant and die group) with the
/// table's dice, then Enter; the count of dice rolled so far in `rolled`.
fn table_forms(d: &Driver, rolled: &mut usize) {
    for _ in 0..4 {
        let screen = d.settled();
        if !screen.contains("┌ Dice rolled at the table") {
            return;
        }
        for (i, (_, row)) in form_rows(&screen).into_iter().enumerate() {
            if !row_value(&row).is_empty() {
                continue;
            }
            d.fill_nth(i, &table_dice(dice_asked(&row), rolled));
        }
        d.press(&["Enter"]);
    }
    panic!("the table-dice form stays open:\n{}", d.settled());
}

/// The dice a refusal asks for ("… rolled at the table: add pool=N,N"), when the screen
/// shows one: the key to give them with.
fn asked_at_the_table(screen: &str) -> Option<String> {
    let flat = screen.replace('│', " ");
    let after = flat.split_once("rolled at the table: add ")?.1;
    let example = after.split_whitespace().next()?;
    Some(example.split_once('=')?.0.to_string())
}

/// Whether the `:` prompt is open (a refused line stays in it).
fn prompt_open(screen: &str) -> bool {
    screen
        .lines()
        .rev()
        .filter(|l| !l.trim().is_empty())
        .take(3)
        .any(|l| l.starts_with(':'))
}

/// Older screens (before issue 33): a form whose command needs the table's dice is
/// refused with the key to add and has no field for them; the GM closes it and types the
/// line the form showed with the pool's dice, one die less each time the prompt refuses
/// it (wound dice).
fn older_test_line(d: &Driver, rolled: &mut usize) {
    let screen = d.settled();
    let Some(key) = asked_at_the_table(&screen) else {
        return;
    };
    if form_labels(&screen).is_empty() {
        return;
    }
    let line = screen
        .lines()
        .find_map(|l| {
            let at = l.find("test ")?;
            Some(l[at..].split('│').next()?.trim().to_string())
        })
        .unwrap_or_else(|| panic!("no line shown in the form:\n{screen}"));
    d.press(&["Escape"]);
    let pool: usize = line
        .split_whitespace()
        .nth(2)
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    d.line(&format!("{line} {key}={}", table_dice(pool, rolled)));
    for _ in 0..12 {
        if !prompt_open(&d.settled()) {
            return;
        }
        d.press(&["BSpace", "BSpace", "Enter"]);
        *rolled -= 1;
    }
    panic!("the test line is refused:\n{}", d.settled());
}

/// Older screens: `n` under the table's dice is refused until the `start` line carries
/// the initiative dice; the GM types it with two dice a combatant, then one more die each
/// time the prompt refuses it.
fn older_start_line(d: &Driver, rolled: &mut usize) {
    let screen = d.settled();
    let Some(key) = asked_at_the_table(&screen) else {
        return;
    };
    if !form_labels(&screen).is_empty() {
        return;
    }
    let count: usize = screen
        .split_once("Roster (")
        .and_then(|(_, rest)| rest.split(')').next()?.parse().ok())
        .unwrap_or(1);
    d.line(&format!("start {key}={}", table_dice(2 * count, rolled)));
    for _ in 0..12 {
        if !prompt_open(&d.settled()) {
            return;
        }
        d.type_text(&format!(",{}", table_dice(1, rolled)));
        d.press(&["Enter"]);
    }
    panic!("the start line is refused:\n{}", d.settled());
}

/// One Narration: the attack test, the damage of a hit, then `n`.
fn narrate(d: &Driver, who: &str, tests: &mut usize, hits: &mut usize, rolled: &mut usize) {
    let (target, pool, defense, damage) = plan_of(who);
    let start = d.keys.get();
    if form_labels(&d.settled()).is_empty() {
        // Older screens open no form at the Narration's start.
        d.press(&["t"]);
    }
    let screen = d.settled();
    assert!(!form_labels(&screen).is_empty(), "no test form:\n{screen}");
    set(d, "Who", who);
    if form_labels(&d.settled()).iter().any(|l| l == "Target") {
        set(d, "Target", target);
    }
    set(d, "Pool", pool);
    d.fill("Defense successes", defense);
    // With the table's dice, the form asks for the pool's dice rolled: the GM rolls as
    // many as the pool.
    let labels = form_labels(&d.settled());
    if let Some(at) = labels.iter().position(|l| l == "pool") {
        d.fill_nth(at, &table_dice(pool.parse().unwrap_or(0), rolled));
    }
    d.press(&["Enter"]);
    // Wound dice leave fewer dice than the pool: the form says how many to roll.
    let screen = d.settled().replace('│', " ");
    if let Some(n) = screen
        .split_once("but the pool is ")
        .and_then(|(_, rest)| rest.split_whitespace().next()?.parse().ok())
    {
        let at = form_labels(&d.settled()).iter().position(|l| l == "pool");
        d.fill_nth(at.expect("a pool dice field"), &table_dice(n, rolled));
        d.press(&["Enter"]);
    }
    // Older screens: fewer dice than given are rolled (wound dice), without saying how
    // many: the GM gives one die less until the form takes them.
    for _ in 0..12 {
        let screen = d.settled();
        if !screen.contains("this command rolls fewer") {
            break;
        }
        let at = form_labels(&screen).iter().position(|l| l == "pool");
        let given = at
            .and_then(|at| form_rows(&screen).get(at).map(|(_, r)| row_value(r)))
            .unwrap_or_default();
        let fewer = given.split(',').count().saturating_sub(1);
        *rolled -= 1;
        let values: Vec<&str> = given.split(',').take(fewer).collect();
        d.fill_nth(at.expect("a pool dice field"), &values.join(","));
        d.press(&["Enter"]);
    }
    older_test_line(d, rolled);
    table_forms(d, rolled);
    println!("  test form of {who}: {} keys", d.keys.get() - start);
    let start = d.keys.get();
    let screen = d.settled();
    // The message: the lines between the panes' bottom and the status line.
    let lines: Vec<&str> = screen.lines().filter(|l| !l.trim().is_empty()).collect();
    let bottom = lines.iter().rposition(|l| l.starts_with('└')).unwrap_or(0);
    let told = lines[bottom + 1..lines.len().saturating_sub(1)].join(" ");
    assert!(
        told.contains(" successes") || told.contains(" success"),
        "the test was refused:\n{screen}"
    );
    *tests += 1;
    if told.contains(": hit") {
        *hits += 1;
        let screen = d.settled();
        if form_labels(&screen).is_empty() {
            d.press(&["w"]);
        }
        set(d, "Who", target);
        let labels = form_labels(&d.settled());
        let boxes = labels
            .iter()
            .find(|l| l.starts_with("Boxes") || l.starts_with("Damage") || l.starts_with("Value"))
            .cloned()
            .unwrap_or_else(|| panic!("no damage field: {labels:?}"));
        let net = successes(&told).saturating_sub(defense.parse().unwrap_or(0));
        d.fill(&boxes, &(damage + net).to_string());
        d.press(&["Enter"]);
        table_forms(d, rolled);
        let screen = d.settled();
        assert!(
            form_labels(&screen).is_empty(),
            "the damage was refused:\n{screen}"
        );
        println!("  damage form of {target}: {} keys", d.keys.get() - start);
    }
    d.press(&["n"]);
}

/// What a played fight left: the keys pressed, the tests and hits the driver saw, the
/// commands in effect in the save and the Turn reached.
struct Played {
    keys: usize,
    tests: usize,
    hits: usize,
    commands: Vec<String>,
    turn: u32,
}

/// Plays the three Turns from the keys, with the table's dice when `table`; `None`
/// without tmux.
fn play(table: bool) -> Option<Played> {
    let t = Tmux::start_with(&format!(
        "{FRAY} new {NAME} -r sr-anarchy --seed {SEED} --no-open && exec {FRAY}"
    ))?;
    t.tmux(&["resize-window", "-t", "e2e", "-x", "160", "-y", "48"]);
    let d = Driver::new(t);
    d.open_from_start(NAME);
    d.t.wait_for("setting up");
    for (count, template, name, side, values, group) in CAST {
        let before = d.keys.get();
        d.add_with(*count, template, *name, *side, *values, group);
        println!("STEP add {template}: {} keys", d.keys.get() - before);
    }
    if table {
        d.line("option dice table");
    }
    println!("STEP setup (open, add the cast): {} keys", d.keys.get());
    let (mut tests, mut hits, mut guard, mut rolled) = (0, 0, 0, 0);
    loop {
        guard += 1;
        assert!(guard < 120, "the fight does not move on:\n{}", d.t.screen());
        let screen = d.settled();
        let (turn, step, who) = status(&screen);
        assert!(
            form_labels(&screen).is_empty()
                || step.starts_with("Narration")
                || screen.contains("┌ Dice rolled at the table"),
            "a form stays open:\n{screen}"
        );
        if turn == "Turn 4" {
            break;
        }
        let before = d.keys.get();
        if screen.contains("┌ Dice rolled at the table") {
            table_forms(&d, &mut rolled);
        } else if step.starts_with("Narration") {
            narrate(&d, &who, &mut tests, &mut hits, &mut rolled);
        } else if turn == "Turn 3" {
            break;
        } else {
            d.press(&["n"]);
            older_start_line(&d, &mut rolled);
        }
        println!(
            "STEP {turn} · {step} · {who}: {} keys",
            d.keys.get() - before
        );
    }
    let keys = d.keys.get();
    d.t.keys(&["q"]);
    let (commands, turn) = commands_in_effect(&the_save(&d.t.saves));
    Some(Played {
        keys,
        tests,
        hits,
        commands,
        turn,
    })
}

/// Writes the count to `file`, checks from the save that the fight happened as the
/// driver saw it, then fails above the target.
fn judge(played: &Played, dice: &str, file: &str, before: usize, percent: usize) {
    let Played {
        keys,
        tests,
        hits,
        commands,
        turn,
    } = played;
    let what = format!("three Anarchy Turns, {dice}");
    judge_count(file, &what, *keys, before, percent, || {
        let count = |verb: &str| count_verb(commands, verb);
        assert_eq!(count("test"), *tests, "{commands:#?}");
        assert!(*tests >= 12, "{tests} tests: {commands:#?}");
        assert_eq!(count("damage"), *hits, "{commands:#?}");
        assert!(*hits > 0, "no attack hit: {commands:#?}");
        assert!(*turn >= 3, "Turn {turn} reached");
    });
}

#[test]
fn three_anarchy_turns_with_fray_dice_from_the_keys_are_counted() {
    let Some(played) = play(false) else {
        return;
    };
    judge(
        &played,
        "fray's dice",
        "key-count-anarchy-fray.txt",
        KEYS_BEFORE_FRAY,
        TARGET_FRAY_PERCENT,
    );
}

#[test]
fn three_anarchy_turns_with_table_dice_from_the_keys_are_counted() {
    let Some(played) = play(true) else {
        return;
    };
    assert!(
        played.commands.iter().any(|c| c == "option dice table"),
        "{:#?}",
        played.commands
    );
    judge(
        &played,
        "table dice",
        "key-count-anarchy-table.txt",
        KEYS_BEFORE_TABLE,
        TARGET_TABLE_PERCENT,
    );
}

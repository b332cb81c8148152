//! End to end: three Corporates turns of the shipped example cast (`saves/cor-rooftop`)
//! played from the keys alone in a 160×48 tmux pane, counting every key pressed, once
//! with fray's dice and once with every die from the table (`option dice table`).
//!
//! The encounter is made beforehand with a fixed seed (`fray new --seed`, not counted),
//! so fray's dice fall the same on every run; the driver opens it from the start screen,
//! adds the cast through the add form and plays the plan: each turn's announcements
//! (`d`), then in each segment every fighter whose declared action comes shoots at their
//! planned target (`a`), and each hit is hurt with the margin just announced (the damage
//! form). It reads each form and presses only what makes it right (see
//! `common::key_driver`), so the same driver measured the code before issue 33
//! (`KEYS_BEFORE_*`).
//!
//! With the table's dice, the driver gives the dice the rules ask for, as a GM who knows
//! the sheets would: how many of each it learns from the rules themselves (the command
//! tried on the save's state, uncounted); the values come from a fixed cycle. A form's
//! dice field is filled where the form has one (the turn's reaction dice in the form `n`
//! opens, one field per fighter); where a screen cannot take a step from a form, the
//! driver types the `:` line, each key counted.
//!
//! Needs tmux: skipped without it unless `FRAY_REQUIRE_TMUX=1`.

use crate::common;

use std::cell::Cell;
use std::path::Path;

use common::key_driver::{
    Driver, commands_in_effect, count_verb, field, form_labels, form_rows, judge_count, status,
    the_save,
};
use common::tmux::{FRAY, Tmux};

/// The encounter's name and dice seed.
const NAME: &str = "Rooftop";
const SEED: u64 = 2088;

/// The cast of `saves/cor-rooftop`: (how many, template, name, side, values, the name
/// typed where the add form wants one the template does not give).
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
        "team-leader",
        Some("Vance"),
        Some("pc"),
        Some("seat=1"),
        "Vance",
    ),
    (
        None,
        "operative",
        Some("Kade"),
        Some("pc"),
        Some("seat=2"),
        "Kade",
    ),
    (
        None,
        "medic",
        Some("Mira"),
        Some("pc"),
        Some("seat=3"),
        "Mira",
    ),
    (None, "sniper", Some("Crow"), None, None, "Crow"),
    (
        Some(3),
        "passer-by",
        Some("Bystander"),
        None,
        None,
        "Bystander",
    ),
];

/// Each fighter's plan: (who, declared actions in turns 1, 2 and 3, weapon, target).
/// Every declared action is a single shot at the target, at medium range; the
/// passers-by declare nothing.
const PLAN: &[(&str, [usize; 3], &str, &str)] = &[
    ("Vance", [1, 2, 1], "rifle", "Crow"),
    ("Kade", [1, 1, 2], "smg", "Crow"),
    ("Mira", [1, 1, 1], "pistol", "Crow"),
    ("Crow", [2, 1, 1], "rifle", "Vance"),
];

/// The range of every shot, as the shot form's range field shows it.
const RANGE: &str = "medium range (15)";

/// The values the table's dice show, taken in turn (never a 1 or a 6: nothing explodes
/// or fumbles, so the count of dice does not hang on the values).
const FACES: &[&str] = &["4", "3", "5", "2", "4", "5", "3", "2", "5"];

/// The keys the same driver pressed on the code before issue 33 (commit f1e9fc0). With the
/// table's dice, about two keys in three are dice values and their commas, then and now.
const KEYS_BEFORE_FRAY: usize = 453;
const KEYS_BEFORE_TABLE: usize = 1266;

/// Issue 33's targets: at least 40% fewer keys with fray's dice (at most 60% of the
/// "before" count), a third fewer with the table's (at most 67%).
const TARGET_FRAY_PERCENT: usize = 60;
const TARGET_TABLE_PERCENT: usize = 67;

/// A fighter's plan: (declared actions in turns 1 to 3, weapon, target).
fn plan_of(who: &str) -> Option<([usize; 3], &'static str, &'static str)> {
    PLAN.iter()
        .find(|(name, ..)| *name == who)
        .map(|(_, counts, weapon, target)| (*counts, *weapon, *target))
}

/// The game being played: the driver, the dice mode, what was done.
struct Game {
    d: Driver,
    table: bool,
    faces: Cell<usize>,
    shots: Cell<usize>,
    hits: Cell<usize>,
}

impl Game {
    /// Sets a field to `value`: a choice by →, a text by typing.
    fn set(&self, label: &str, value: &str) {
        let screen = self.d.settled();
        if field(&screen, label).is_some_and(|v| v == value) {
            return;
        }
        let screen = self.d.focus(label);
        if field(&screen, label).is_some_and(|v| v == value) {
            return;
        }
        let is_choice = screen
            .lines()
            .any(|l| l.contains(&format!("{label}:")) && l.contains('‹'));
        if is_choice {
            self.d.choose(label, |v| v == value);
        } else {
            self.d.fill(label, value);
        }
    }

    /// The next face of the table's dice.
    fn face(&self) -> &'static str {
        let i = self.faces.get();
        self.faces.set(i + 1);
        FACES[i % FACES.len()]
    }

    /// The table's dice that `line` needs on the save's state, key by key: the GM knows
    /// from the sheets how many dice each roll takes (asked of the rules, not counted).
    fn dice_for(&self, line: &str) -> Vec<(String, Vec<&'static str>)> {
        let mut given: Vec<(String, Vec<&'static str>)> = Vec::new();
        if !self.table {
            return given;
        }
        for _ in 0..120 {
            match try_line(&self.d.t.saves, &with_dice(line, &given)) {
                Ok(()) => return given,
                Err(refusal) => {
                    // A die the outcome no longer needs is taken back; else one more
                    // die of the first roll still short.
                    let unused = unused_keys(&refusal);
                    if !unused.is_empty() {
                        for key in unused {
                            if let Some((_, values)) = given.iter_mut().find(|(k, _)| *k == key) {
                                values.pop();
                            }
                        }
                        given.retain(|(_, values)| !values.is_empty());
                        continue;
                    }
                    let Some(key) = wanted_keys(&refusal).into_iter().next() else {
                        panic!("{line:?}: no die to give fits: {refusal}");
                    };
                    let face = self.face();
                    match given.iter_mut().find(|(k, _)| *k == key) {
                        Some((_, values)) => values.push(face),
                        None => given.push((key, vec![face])),
                    }
                }
            }
        }
        panic!("{line:?}: the rules keep asking for dice");
    }

    /// Gives the table's dice `dice` in the open form's fields named after them, the
    /// values run together where the field says they may (`452`), comma-separated
    /// otherwise; false when a die has no field (the GM must type the line).
    fn fill_dice(&self, dice: &[(String, Vec<&'static str>)]) -> bool {
        let screen = self.d.settled();
        let rows = form_rows(&screen);
        if dice
            .iter()
            .any(|(key, _)| !rows.iter().any(|(l, _)| l == key))
        {
            return false;
        }
        for (key, values) in dice {
            let together = rows
                .iter()
                .any(|(l, row)| l == key && row.contains("452 or"));
            self.d
                .fill(key, &values.join(if together { "" } else { "," }));
        }
        true
    }

    /// Gives the table's dice `dice` (one slot's, in the rules' order) in a form of one
    /// field per fighter that says how many dice it wants ("3 dice"), each fighter's
    /// values run together (`435`: d6 faces); false, touching nothing, when a row says no
    /// count or the counts do not add up to the dice (the GM must type the line).
    fn fill_runs(&self, dice: &[(String, Vec<&'static str>)]) -> bool {
        let [(_, values)] = dice else {
            return false;
        };
        let rows = form_rows(&self.d.settled());
        let wanted: Option<Vec<usize>> = rows.iter().map(|(_, row)| dice_count(row)).collect();
        let Some(wanted) = wanted else {
            return false;
        };
        if wanted.iter().sum::<usize>() != values.len() {
            return false;
        }
        let mut from = 0;
        for (i, n) in wanted.into_iter().enumerate() {
            self.d.fill_nth(i, &values[from..from + n].concat());
            from += n;
        }
        true
    }

    /// Starts a turn: `n`; with the table's dice, the reaction dice (a form's fields, or
    /// the typed `start` line).
    fn start_turn(&self) {
        let dice = self.dice_for("start");
        self.d.press(&["n"]);
        if !self.table {
            return;
        }
        let screen = self.d.settled();
        if !form_labels(&screen).is_empty() && (self.fill_dice(&dice) || self.fill_runs(&dice)) {
            self.d.press(&["Enter"]);
        } else {
            if !form_labels(&screen).is_empty() {
                self.d.press(&["Escape"]);
            }
            self.d.line(&with_dice("start", &dice));
        }
        let screen = self.d.settled();
        assert!(
            !prompt_open(&screen) && form_labels(&screen).is_empty(),
            "the turn does not start:\n{screen}"
        );
    }

    /// One announcement: the one who announces now says how many actions (`d`, the
    /// form kept open where it goes on to the next).
    fn announce(&self, who: &str, turn: usize) {
        let count = plan_of(who).map_or(0, |(counts, ..)| counts[turn - 1]);
        if form_labels(&self.d.settled()).is_empty() {
            self.d.press(&["d"]);
        }
        let screen = self.d.settled();
        assert!(
            !form_labels(&screen).is_empty(),
            "no announcement form:\n{screen}"
        );
        self.set("who", who);
        self.set("how many", &count.to_string());
        self.d.press(&["Enter"]);
        // A loaded machine may draw the next frame late: wait for the step to move on
        // (a refused announcement keeps it, and fails after the deadline).
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        let mut screen = self.d.settled();
        while status(&screen).1 == format!("{who} announces")
            && std::time::Instant::now() < deadline
        {
            screen = self.d.settled();
        }
        let (_, step, _) = status(&screen);
        assert!(
            step != format!("{who} announces"),
            "the announcement was refused:\n{screen}"
        );
        if !step.ends_with("announces") && !form_labels(&screen).is_empty() {
            // The form stays open after the last announcement: the GM closes it.
            self.d.press(&["Escape"]);
        }
    }

    /// A shot of `who` (their declared action of this segment), then the damage of a hit.
    fn shoot(&self, who: &str) {
        let (_, weapon, target) = plan_of(who).unwrap_or_else(|| panic!("no plan for {who}"));
        let line = format!(
            "shoot {} at {} with {weapon} range medium",
            who.to_lowercase(),
            target.to_lowercase()
        );
        let dice = self.dice_for(&line);
        if form_labels(&self.d.settled()).is_empty() {
            self.d.press(&["a"]);
        }
        let screen = self.d.settled();
        assert!(!form_labels(&screen).is_empty(), "no shot form:\n{screen}");
        self.set("who", who);
        self.set("weapon", weapon);
        self.set("target", target);
        self.set("range", RANGE);
        if self.fill_dice(&dice) {
            self.d.press(&["Enter"]);
        } else {
            self.d.press(&["Escape"]);
            self.d.line(&with_dice(&line, &dice));
        }
        let screen = self.d.settled();
        let told = told(&screen);
        assert!(
            told.contains(" shoots at "),
            "the shot was refused:\n{screen}"
        );
        self.shots.set(self.shots.get() + 1);
        if let Some(margin) = margin(&told) {
            self.hits.set(self.hits.get() + 1);
            self.hurt(who, weapon, target, margin);
        }
    }

    /// The damage of a hit, through the damage form: for the one hit, by the shooter,
    /// with the weapon and the margin announced.
    fn hurt(&self, by: &str, weapon: &str, target: &str, margin: u32) {
        let line = format!(
            "hurt {} by {} with {weapon} margin {margin}",
            target.to_lowercase(),
            by.to_lowercase()
        );
        let dice = self.dice_for(&line);
        if form_labels(&self.d.settled()).is_empty() {
            self.d.press(&["w"]);
        }
        let screen = self.d.settled();
        assert!(
            !form_labels(&screen).is_empty(),
            "no damage form:\n{screen}"
        );
        self.set("who", target);
        self.set("by", by);
        self.set("weapon", weapon);
        self.set("attack margin", &margin.to_string());
        if self.fill_dice(&dice) {
            self.d.press(&["Enter"]);
        } else {
            self.d.press(&["Escape"]);
            self.d.line(&with_dice(&line, &dice));
        }
        let screen = self.d.settled();
        assert!(
            told(&screen).contains(" is hit by "),
            "the damage was refused:\n{screen}"
        );
    }
}

/// `line` with the table's dice `dice` after it (`key=v,v,…` each).
fn with_dice(line: &str, dice: &[(String, Vec<&'static str>)]) -> String {
    let mut out = line.to_string();
    for (key, values) in dice {
        out.push_str(&format!(" {key}={}", values.join(",")));
    }
    out
}

/// Tries `line` on the state of the one save in `saves`: nothing is written.
fn try_line(saves: &Path, line: &str) -> Result<(), String> {
    let loaded = fray::store::load(&the_save(saves)).expect("the save loads");
    let system = loaded.header.system;
    let timeline = fray::engine::Timeline::from_records(loaded.header, loaded.records);
    let command = match fray::script::parse_in(system, line) {
        Ok(fray::script::Line::Command(c)) => c,
        other => panic!("{line:?} is not a command: {other:?}"),
    };
    timeline
        .prepare(line, &command)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// The keys of the dice a refusal asks for (`… add check=N,N,…`), in its order.
fn wanted_keys(refusal: &str) -> Vec<String> {
    let mut keys: Vec<String> = Vec::new();
    for (at, _) in refusal.match_indices("=N") {
        let key: String = refusal[..at]
            .chars()
            .rev()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        if !key.is_empty() && !keys.contains(&key) {
            keys.push(key);
        }
    }
    keys
}

/// The keys of the given dice a refusal says were not used (`critical=5: not used`),
/// one per die.
fn unused_keys(refusal: &str) -> Vec<String> {
    refusal
        .split(';')
        .filter(|part| part.contains(": not used"))
        .filter_map(|part| part.trim().split_once('='))
        .map(|(key, _)| key.to_string())
        .collect()
}

/// The margin of a hit the result says ("… 1 bullet hits, margin 8; …"), if it hit.
fn margin(told: &str) -> Option<u32> {
    let (_, after) = told.split_once(" hits, margin ")?;
    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Whether the `:` prompt is still open (a refused line stays in it).
fn prompt_open(screen: &str) -> bool {
    screen
        .lines()
        .rev()
        .filter(|l| !l.trim().is_empty())
        .take(3)
        .any(|l| l.starts_with(':'))
}

/// The message lines above the status line (the panes' lines left out), joined.
fn told(screen: &str) -> String {
    let lines: Vec<&str> = screen.lines().filter(|l| !l.trim().is_empty()).collect();
    let n = lines.len();
    lines[n.saturating_sub(5)..n.saturating_sub(1)]
        .iter()
        .filter(|l| !l.contains('│') && !l.contains('└') && !l.contains('┘'))
        .map(|l| l.trim())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The fighters whose declared action of segment `segment` is still to come, read from
/// the segments grid (`○` in the segment's column).
fn to_come(screen: &str, segment: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_grid = false;
    for line in screen.lines() {
        let cell: String = line.chars().skip(1).take_while(|c| *c != '│').collect();
        let words: Vec<&str> = cell.split_whitespace().collect();
        if words.first() == Some(&"Name") && words.get(1) == Some(&"D") {
            in_grid = true;
            continue;
        }
        if !in_grid {
            continue;
        }
        let words: Vec<&str> = words
            .into_iter()
            .skip_while(|w| w.chars().all(|c| !c.is_alphanumeric()))
            .collect();
        let Some(name) = words
            .first()
            .map(|w| w.trim_start_matches(|c: char| !c.is_alphanumeric()))
        else {
            break;
        };
        if plan_of(name).is_none() {
            if !name.starts_with("Bystand") {
                break;
            }
            continue;
        }
        // Name, D, then one cell per segment.
        if words.get(1 + segment).is_some_and(|c| c.contains('○')) {
            out.push((*name).to_string());
        }
    }
    out
}

/// What the driver did: keys pressed, shots and hits; and the save's commands in effect
/// and the turn it reached.
struct Played {
    keys: usize,
    shots: usize,
    hits: usize,
    commands: Vec<String>,
    turn: u32,
}

/// The number in "Turn 2", "Segment 3 of 5" (0 when none).
fn number(text: &str) -> usize {
    text.split_whitespace()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// Plays the three turns.
fn play(table: bool) -> Option<Played> {
    let t = Tmux::start_with(&format!(
        "{FRAY} new {NAME} -r corporates --seed {SEED} --no-open && exec {FRAY}"
    ))?;
    t.tmux(&["resize-window", "-t", "e2e", "-x", "160", "-y", "48"]);
    let g = Game {
        d: Driver::new(t),
        table,
        faces: Cell::new(0),
        shots: Cell::new(0),
        hits: Cell::new(0),
    };
    g.d.open_from_start(NAME);
    g.d.t.wait_for("before the fight");
    if table {
        g.d.line("option dice table");
    }
    for (count, template, name, side, values, group) in CAST {
        g.d.add_with(*count, template, *name, *side, *values, group);
    }
    println!("opening and the cast: {} keys", g.d.keys.get());
    let mut guard = 0;
    loop {
        guard += 1;
        assert!(
            guard < 200,
            "the fight does not move on:\n{}",
            g.d.t.screen()
        );
        let screen = g.d.settled();
        let (turn, step, _) = status(&screen);
        let turn_n = number(&turn);
        if turn_n >= 4 {
            break;
        }
        let before = g.d.keys.get();
        if let Some(who) = step.strip_suffix(" announces") {
            g.announce(who, turn_n);
        } else if step.starts_with("Segment") {
            let segment = number(&step);
            match to_come(&screen, segment).first() {
                Some(who) => g.shoot(who),
                None => g.d.press(&["n"]),
            }
        } else if turn_n == 3 {
            break;
        } else {
            g.start_turn();
        }
        // Where the keys go (shown with --nocapture).
        println!("{turn} · {step}: {} keys", g.d.keys.get() - before);
        let screen = g.d.settled();
        assert!(
            form_labels(&screen).is_empty() || status(&screen).1.ends_with("announces"),
            "a form stays open:\n{screen}"
        );
    }
    let keys = g.d.keys.get();
    g.d.t.keys(&["q"]);
    let (commands, turn) = commands_in_effect(&the_save(&g.d.t.saves));
    Some(Played {
        keys,
        shots: g.shots.get(),
        hits: g.hits.get(),
        commands,
        turn,
    })
}

/// The fight really happened: every shot and hit the driver gave is in the save, every
/// planned fighter announced in each of the three turns, and the third turn reached.
fn check_fight(p: &Played) {
    let count = |verb: &str| count_verb(&p.commands, verb);
    assert_eq!(count("shoot"), p.shots, "{:#?}", p.commands);
    assert!(p.shots >= 10, "{} shots: {:#?}", p.shots, p.commands);
    assert_eq!(count("hurt"), p.hits, "{:#?}", p.commands);
    assert!(p.hits > 0, "no shot hit: {:#?}", p.commands);
    assert_eq!(count("declare"), 3 * 7, "{:#?}", p.commands);
    assert!(p.turn >= 3, "turn {} reached", p.turn);
}

/// Says the count, then checks the fight and the target.
fn report(p: &Played, dice: &str, file: &str, before: usize, percent: usize) {
    let what = format!("three Corporates turns, {dice}");
    judge_count(file, &what, p.keys, before, percent, || check_fight(p));
}

#[test]
fn three_corporates_turns_with_fray_dice_from_the_keys_are_counted() {
    let Some(p) = play(false) else {
        return;
    };
    report(
        &p,
        "fray's dice",
        "key-count-corporates-fray.txt",
        KEYS_BEFORE_FRAY,
        TARGET_FRAY_PERCENT,
    );
}

#[test]
fn three_corporates_turns_with_table_dice_from_the_keys_are_counted() {
    let Some(p) = play(true) else {
        return;
    };
    report(
        &p,
        "table dice",
        "key-count-corporates-table.txt",
        KEYS_BEFORE_TABLE,
        TARGET_TABLE_PERCENT,
    );
}

/// How many dice a table-dice form's row wants, from its hint ("3 dice", "1 die").
fn dice_count(row: &str) -> Option<usize> {
    let words: Vec<&str> = row.split_whitespace().collect();
    words
        .windows(2)
        .find(|w| w[1].starts_with("dice") || w[1].starts_with("die"))
        .and_then(|w| w[0].trim_start_matches(['–', '(']).parse().ok())
}

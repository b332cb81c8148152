//! End to end: three Cyberpunk rounds of the shipped example cast (`saves/cpi-alley`)
//! played from the keys alone in a 160×48 tmux pane, counting every key pressed, once
//! with fray's dice and once with every die from the table (`option dice table`).
//!
//! The encounter is made beforehand with a fixed seed (`fray new --seed`, not counted),
//! so fray's dice fall the same on every run; the driver opens it from the start screen,
//! adds the cast through the add form and plays the plan. It reads each form and presses
//! only what makes it right (see `common::key_driver`), so the same driver measured the
//! code before issue 33 (`KEYS_BEFORE_*`). Where a screen cannot take a step from its
//! fields (the older initiative under table dice; a table-dice form that asks for other
//! dice than the round start rolls), the driver types the `:` line, each key counted.
//! It prints each count beside its "before" figure and writes it for `.ci/run`.
//!
//! Needs tmux: skipped without it unless `FRAY_REQUIRE_TMUX=1`.

use crate::common;

use common::key_driver::{
    Driver, commands_in_effect, count_verb, field, form_labels, form_rows, judge_count,
    label_starting, row_value, status, the_save,
};
use common::tmux::{FRAY, Tmux};

/// The encounter's name and dice seed.
const NAME: &str = "Alley";
const SEED: u64 = 2020;

/// The cast of `saves/cpi-alley`: (how many, template, name, side, the name typed where
/// the add form wants one the template does not give).
type Cast = (
    Option<usize>,
    &'static str,
    Option<&'static str>,
    Option<&'static str>,
    &'static str,
);
const CAST: &[Cast] = &[
    (None, "solo", Some("Vic"), Some("pc"), "Vic"),
    (None, "corp-guard", Some("Jade"), Some("pc"), "Jade"),
    (Some(2), "booster", None, None, "Booster"),
    (None, "booster-boss", Some("Razor"), None, "Razor"),
];

/// Each fighter's round: (who, actions taken, weapon, target). Every action is a single
/// shot at the target, at difficulty [`DIFFICULTY`]; each hit deals [`DAMAGE`].
const PLAN: &[(&str, usize, &str, &str)] = &[
    ("Vic", 2, "pistol", "Razor"),
    ("Jade", 1, "pistol", "Booster 1"),
    ("Booster 1", 1, "pistol", "Jade"),
    ("Booster 2", 1, "pistol", "Vic"),
    ("Razor", 1, "smg", "Vic"),
];

/// The difficulty of every shot (medium range).
const DIFFICULTY: &str = "15";

/// The damage rolled for every hit.
const DAMAGE: &str = "3";

/// The table's dice: each fighter's initiative d10 (no two slots tie: Vic at 21 and 11,
/// Razor 18, Jade 15, Booster 2 14, Booster 1 13).
const INITIATIVE: &[(&str, &str)] = &[
    ("Vic", "5"),
    ("Jade", "6"),
    ("Booster 1", "5"),
    ("Booster 2", "6"),
    ("Razor", "8"),
];

/// The table's check d10s, taken in turn (never a 1 or a 10: no fumble, no reroll).
const CHECKS: &[&str] = &["7", "4", "8", "3", "6", "9", "2", "5"];

/// The table's d10 for a save (stun or death) and for a tie.
const SAVE: &str = "2";
const TIE: &str = "4";

/// The tie-break d10s of the table, one per tied fighter (all different: no new tie).
const TIES: &[&str] = &["4", "7", "2", "9", "3", "8"];

/// The keys the same driver pressed on the code before issue 33 (commit f1e9fc0).
const KEYS_BEFORE_FRAY: usize = 332;
const KEYS_BEFORE_TABLE: usize = 593;

/// Issue 33's targets: at least 40% fewer keys with fray's dice (at most 60% of the
/// "before" count), a third fewer with the table's (at most 67%).
const TARGET_FRAY_PERCENT: usize = 60;
const TARGET_TABLE_PERCENT: usize = 67;

fn plan_of(who: &str) -> (usize, &'static str, &'static str) {
    PLAN.iter()
        .find(|(name, ..)| *name == who)
        .map(|(_, n, weapon, target)| (*n, *weapon, *target))
        .unwrap_or_else(|| panic!("no plan for {who:?}"))
}

/// Who plays with the table's dice, and the checks given so far.
struct Game {
    d: Driver,
    table: bool,
    checks: std::cell::Cell<usize>,
    shots: std::cell::Cell<usize>,
    hits: std::cell::Cell<usize>,
    /// Keys per kind of step (`--nocapture` prints them): where the keys go.
    tally: std::cell::RefCell<Vec<(&'static str, usize, usize)>>,
}

impl Game {
    /// Runs `step`, adding the keys it pressed to the tally of `kind`.
    fn counted(&self, kind: &'static str, step: impl FnOnce()) {
        let before = self.d.keys.get();
        step();
        let spent = self.d.keys.get() - before;
        let mut tally = self.tally.borrow_mut();
        match tally.iter_mut().find(|(k, ..)| *k == kind) {
            Some((_, keys, times)) => {
                *keys += spent;
                *times += 1;
            }
            None => tally.push((kind, spent, 1)),
        }
    }

    /// Prints the keys per kind of step.
    fn print_tally(&self, dice: &str) {
        println!("keys per step ({dice}):");
        for (kind, keys, times) in self.tally.borrow().iter() {
            println!("  {kind:<14} {keys:>4} keys in {times:>3} steps");
        }
    }

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

    /// Fills a form of table dice (one field per fighter and die group): initiative,
    /// ties (a different d10 for each tied fighter), saves.
    fn table_form(&self) {
        let screen = self.d.settled();
        let mut ties = TIES.iter().cycle();
        for (i, (label, row)) in form_rows(&screen).into_iter().enumerate() {
            if !row_value(&row).is_empty() {
                // Given on the first Enter: the form asks for more dice under it.
                continue;
            }
            let initiative = INITIATIVE.iter().find(|(who, _)| *who == label);
            let value = match initiative {
                Some((_, v)) if row.contains("initiative") => *v,
                _ if row.contains("save") => SAVE,
                _ => ties.next().copied().unwrap_or(TIE),
            };
            self.d.fill_nth(i, value);
        }
        self.d.press(&["Enter"]);
        let screen = self.d.settled();
        if screen.contains("┌ Dice rolled at the table") && screen.contains("not used") {
            // The form asked for dice the command then does not roll (see the report):
            // the GM empties those fields and tries again.
            for (i, (_, row)) in form_rows(&screen).into_iter().enumerate() {
                if row.contains("tie-break") || row_value(&row).is_empty() {
                    continue;
                }
                let label_says_tie = form_rows(&screen)
                    .iter()
                    .take(i)
                    .filter(|(l, _)| l == &form_rows(&screen)[i].0)
                    .count()
                    > 0;
                if label_says_tie {
                    self.d.focus_nth(i);
                    self.d.press(&["C-u"]);
                }
            }
            self.d.press(&["Enter"]);
        }
        let screen = self.d.settled();
        let all_given = form_rows(&screen)
            .iter()
            .all(|(_, row)| !row_value(row).is_empty());
        if screen.contains("┌ Dice rolled at the table") && all_given {
            // The form has no field for every die the round start wants (see the report):
            // the GM closes it and types the line, with as many tie dice as it says.
            let ties = dice_wanted(&screen, "a tie-break d10").unwrap_or(0);
            self.d.press(&["Escape"]);
            let tie_part = if ties > 0 {
                let given: Vec<&str> = TIES.iter().cycle().take(ties).copied().collect();
                format!(" tie={}", given.join(","))
            } else {
                String::new()
            };
            self.d.line(&format!(
                "start initiative={}{tie_part}",
                initiative_values().join(",")
            ));
            let mut screen = self.d.settled();
            let mut initiative = true;
            let mut ties = ties;
            for _ in 0..3 {
                if !prompt_open(&screen) {
                    break;
                }
                // What the refusal says: the initiative kept from the first round (no
                // initiative d10 then), tie dice missing or too many.
                if screen.contains("initiative=") && screen.contains("not used") {
                    initiative = false;
                }
                if dice_wanted(&screen, "the initiative d10").is_some() {
                    initiative = true;
                }
                let unused = screen.matches("tie-break d10); ").count()
                    + usize::from(screen.contains("tie-break d10)\n"));
                ties = dice_wanted(&screen, "a tie-break d10")
                    .unwrap_or_else(|| ties.saturating_sub(unused));
                let given: Vec<&str> = TIES.iter().cycle().take(ties).copied().collect();
                let mut line = "start".to_string();
                if initiative {
                    line.push_str(&format!(" initiative={}", initiative_values().join(",")));
                }
                if ties > 0 {
                    line.push_str(&format!(" tie={}", given.join(",")));
                }
                self.d.press(&["C-u"]);
                self.d.type_text(&line);
                self.d.press(&["Enter"]);
                screen = self.d.settled();
            }
            assert!(!prompt_open(&screen), "the round does not start:\n{screen}");
        }
    }

    fn next_check(&self) -> &'static str {
        let i = self.checks.get();
        self.checks.set(i + 1);
        CHECKS[i % CHECKS.len()]
    }

    /// Starts a round: `n`; with the table's dice, the initiative form (or, where `n` opens
    /// none, the typed `start` line with every d10).
    fn start_round(&self) {
        let (round, ..) = status(&self.d.settled());
        self.d.press(&["n"]);
        if !self.table {
            return;
        }
        let screen = self.d.settled();
        if screen.contains("┌ Dice rolled at the table") {
            self.table_form();
        } else if status(&screen).0 == round {
            self.d.line(&format!(
                "start initiative={}",
                initiative_values().join(",")
            ));
            // The older prompt asks for tie-break dice without saying for whom: a d10
            // per tied fighter: two, then one more until the prompt takes them.
            let more = [",2", ",9", ",3", ",8"];
            let tries = std::iter::once(format!(" tie={TIE},7")).chain(more.map(String::from));
            for ties in tries {
                if !prompt_open(&self.d.settled()) {
                    break;
                }
                self.d.type_text(&ties);
                self.d.press(&["Enter"]);
            }
            let screen = self.d.settled();
            assert!(!prompt_open(&screen), "the round does not start:\n{screen}");
        }
        self.more_dice();
    }

    /// Answers a form of table dice that a command opened (ties, saves), if any.
    fn more_dice(&self) {
        for _ in 0..3 {
            let screen = self.d.settled();
            if !screen.contains("┌ Dice rolled at the table") {
                return;
            }
            self.table_form();
        }
    }

    /// The declarations: who takes more than one action says so; then `n`. A form that
    /// goes on to the next fighter once one is done is closed (Esc) when nobody else
    /// has more to say.
    fn declarations(&self) {
        let mut open = false;
        for (who, n, ..) in PLAN {
            if *n == 1 {
                continue;
            }
            if !open {
                self.d.press(&["*"]);
                self.d.t.wait_for("┌ Actions this round");
            }
            self.set("who", who);
            self.d.fill("actions", &n.to_string());
            self.d.press(&["Enter"]);
            let mut screen = self.d.settled();
            let same = |screen: &str| {
                screen.contains("┌ Actions this round")
                    && field(screen, "who").is_some_and(|w| w == *who)
            };
            if same(&screen) && self.table {
                // A tie with another's slot: one d10 per tied fighter.
                self.d.fill("tie", &format!("{TIE},7"));
                self.d.press(&["Enter"]);
                screen = self.d.settled();
            }
            assert!(!same(&screen), "the actions were refused:\n{screen}");
            self.more_dice();
            open = self.d.settled().contains("┌ Actions this round");
        }
        if open {
            self.d.press(&["Escape"]);
        }
        self.d.press(&["n"]);
        self.more_dice();
    }

    /// One action of the one whose slot it is: a shot, damage after a hit; then `n`, each
    /// step's keys tallied.
    fn act(&self, who: &str) {
        let mut hit = None;
        self.counted("shot", || hit = self.shoot(who));
        if let Some(target) = hit {
            self.counted("damage", || self.damage(target));
        }
        self.counted("next", || {
            self.d.press(&["n"]);
            self.more_dice();
        });
    }

    /// A shot of the one whose slot it is; the target when it hits.
    fn shoot(&self, who: &str) -> Option<&'static str> {
        let (_, weapon, target) = plan_of(who);
        self.d.press(&["a"]);
        self.d.t.wait_for("┌ Shoot");
        self.set("who", who);
        self.set("weapon", weapon);
        self.set("mode", "single");
        self.set("target", target);
        self.d.fill("difficulty", DIFFICULTY);
        let check = self.table.then(|| self.next_check());
        if let Some(check) = check {
            if form_labels(&self.d.settled()).iter().any(|l| l == "check") {
                self.d.fill("check", check);
            } else {
                self.d.fill("modifier", &format!("check={check}"));
            }
        }
        self.d.press(&["Enter"]);
        let screen = self.d.settled();
        assert!(
            !screen.contains("┌ Shoot"),
            "the shot was refused:\n{screen}"
        );
        self.shots.set(self.shots.get() + 1);
        let told = told(&screen);
        if told.contains(": success") || told.contains(", hit") {
            self.hits.set(self.hits.get() + 1);
            return Some(target);
        }
        None
    }

    /// The damage of a hit, through the damage form (open already after a hit).
    fn damage(&self, target: &str) {
        // A hit opens the damage form by itself; `w` where it does not.
        if !self.d.settled().contains("┌ Damage") {
            self.d.press(&["w"]);
            self.d.t.wait_for("┌ Damage");
        }
        self.set("who", target);
        let screen = self.d.settled();
        let points = label_starting(&screen, "points")
            .unwrap_or_else(|| panic!("no points in the damage form:\n{screen}"));
        self.d.fill(&points, DAMAGE);
        if self.table && form_labels(&self.d.settled()).iter().any(|l| l == "save") {
            self.d.fill("save", SAVE);
        }
        self.d.press(&["Enter"]);
        let screen = self.d.settled();
        assert!(
            !screen.contains("┌ Damage"),
            "the damage was refused:\n{screen}"
        );
        self.more_dice();
    }
}

/// The fighters in the order they were added (the order of `start initiative=`).
const CAST_ORDER: &[&str] = &["Vic", "Jade", "Booster 1", "Booster 2", "Razor"];

/// The initiative d10s in roster order (the order of `start initiative=`).
fn initiative_values() -> Vec<&'static str> {
    CAST_ORDER
        .iter()
        .map(|who| {
            INITIATIVE
                .iter()
                .find(|(w, _)| w == who)
                .map_or("5", |(_, v)| *v)
        })
        .collect()
}

/// How many dice of `what` a refusal on screen says to roll ("…: 6 dice to roll").
fn dice_wanted(screen: &str, what: &str) -> Option<usize> {
    let flat = screen.replace('│', " ");
    let after = flat.split_once(&format!("{what}: "))?.1;
    after.split_whitespace().next()?.parse().ok()
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

/// The message line above the status line.
fn told(screen: &str) -> String {
    let lines: Vec<&str> = screen.lines().filter(|l| !l.trim().is_empty()).collect();
    let n = lines.len();
    lines[n.saturating_sub(4)..n.saturating_sub(1)]
        .iter()
        .filter(|l| !l.contains('│') && !l.contains('└'))
        .map(|l| l.trim())
        .collect::<Vec<_>>()
        .join(" ")
}

/// What the driver did: keys pressed, shots and hits; and the save's commands in effect
/// and the round it reached.
struct Played {
    keys: usize,
    shots: usize,
    hits: usize,
    commands: Vec<String>,
    round: u32,
}

/// Plays the three rounds.
fn play(table: bool) -> Option<Played> {
    let t = Tmux::start_with(&format!(
        "{FRAY} new {NAME} -r cyberpunk-interval --seed {SEED} --no-open && exec {FRAY}"
    ))?;
    t.tmux(&["resize-window", "-t", "e2e", "-x", "160", "-y", "48"]);
    let g = Game {
        d: Driver::new(t),
        table,
        checks: std::cell::Cell::new(0),
        shots: std::cell::Cell::new(0),
        hits: std::cell::Cell::new(0),
        tally: Default::default(),
    };
    g.counted("setup", || {
        g.d.open_from_start(NAME);
        g.d.t.wait_for("before round 1");
        if table {
            g.d.line("option dice table");
        }
        for (count, template, name, side, group) in CAST {
            g.d.add(*count, template, *name, *side, group);
        }
    });
    let mut guard = 0;
    loop {
        guard += 1;
        assert!(
            guard < 120,
            "the fight does not move on:\n{}",
            g.d.t.screen()
        );
        let screen = g.d.settled();
        assert!(
            form_rows(&screen).is_empty(),
            "a form stays open:\n{screen}"
        );
        let (round, step, who) = status(&screen);
        if round == "round 4" || (round == "round 3" && step == "everyone has acted") {
            break;
        }
        if step == "choosing actions" {
            g.counted("declarations", || g.declarations());
        } else if step.starts_with("initiative") {
            g.act(&who);
        } else {
            g.counted("round start", || g.start_round());
        }
    }
    let keys = g.d.keys.get();
    g.print_tally(if table { "table dice" } else { "fray's dice" });
    g.d.t.keys(&["q"]);
    let (commands, round) = commands_in_effect(&the_save(&g.d.t.saves));
    Some(Played {
        keys,
        shots: g.shots.get(),
        hits: g.hits.get(),
        commands,
        round,
    })
}

/// The fight really happened: every shot and damage the driver gave is in the save, at
/// least the planned shots of the first round, and the third round reached.
fn check_fight(p: &Played) {
    let count = |verb: &str| count_verb(&p.commands, verb);
    let per_round: usize = PLAN.iter().map(|(_, n, ..)| n).sum();
    assert_eq!(count("shoot"), p.shots, "{:#?}", p.commands);
    assert!(
        p.shots >= 2 * per_round,
        "{} shots: {:#?}",
        p.shots,
        p.commands
    );
    assert_eq!(count("damage"), p.hits, "{:#?}", p.commands);
    assert!(p.hits > 0, "no shot hit: {:#?}", p.commands);
    assert!(p.round >= 3, "round {} reached", p.round);
}

/// Says the count, then checks the fight and the target.
fn report(p: &Played, dice: &str, file: &str, before: usize, percent: usize) {
    let what = format!("three Cyberpunk rounds, {dice}");
    judge_count(file, &what, p.keys, before, percent, || check_fight(p));
}

#[test]
fn three_cyberpunk_rounds_with_fray_dice_from_the_keys_are_counted() {
    let Some(p) = play(false) else {
        return;
    };
    report(
        &p,
        "fray's dice",
        "key-count-cyberpunk-fray.txt",
        KEYS_BEFORE_FRAY,
        TARGET_FRAY_PERCENT,
    );
}

#[test]
fn three_cyberpunk_rounds_with_table_dice_from_the_keys_are_counted() {
    let Some(p) = play(true) else {
        return;
    };
    report(
        &p,
        "table dice",
        "key-count-cyberpunk-table.txt",
        KEYS_BEFORE_TABLE,
        TARGET_TABLE_PERCENT,
    );
}

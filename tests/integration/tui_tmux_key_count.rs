//! End to end: three Polaris rounds of the demo fight played from the keys alone in a
//! 160×48 tmux pane, counting every key pressed (a typed character counts as one key).
//!
//! The driver plays like a GM who knows what they want: it reads each form on screen and
//! presses only what is needed to make it right (a default that is already right costs
//! nothing), so the count measures how well the screens guess. It prints the count.
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`
//! (`.ci/run` sets it, after installing tmux).

use crate::common;

use std::cell::RefCell;

use common::key_driver::{Driver, raw_field as field, raw_focused as focused, status};
use common::tmux::{FRAY, Tmux};

/// What each combatant declares, and whom they shoot (first one standing).
const PLAN: &[(&str, &str, &str)] = &[
    ("Baral Faadhi", "shoots ganger-1", "Ganger 1"),
    ("Lena Orsini", "shoots ganger-2", "Ganger 2"),
    ("Ganger 1", "shoots baral-faadhi", "Baral Faadhi"),
    ("Ganger 2", "shoots baral-faadhi", "Baral Faadhi"),
    ("Ganger 3", "shoots lena-orsini", "Lena Orsini"),
];

/// The damage roll typed for every attack (the weapon's roll, told by the table).
const DAMAGE: &str = "9";

/// The keys the same driver pressed before issue 19 (commit d6eb152): forms that did
/// not guess the declared target or the actor's skill, and a declaration that took `d`,
/// the text, Enter and `n`.
const KEYS_BEFORE: usize = 462;

fn plan_of(who: &str) -> (&'static str, &'static str) {
    PLAN.iter()
        .find(|(name, _, _)| *name == who)
        .map(|(_, intent, target)| (*intent, *target))
        .unwrap_or_else(|| panic!("no plan for {who:?}"))
}

/// One declaration: open the form if it is not open, make the intent right, Enter, and
/// pass to the next declarer if Enter did not.
fn declare(d: &Driver, who: &str) {
    let (intent, _) = plan_of(who);
    let mut screen = d.settled();
    if !screen.contains("┌ Declare an intent") {
        d.press(&["d"]);
        screen = d.t.wait_for("┌ Declare an intent");
    }
    let shown = field(&screen, "Intent").unwrap_or_default();
    if !shown.starts_with(intent) {
        if !shown.is_empty() && !shown.starts_with("e.g.") {
            d.press(&["C-u"]);
        }
        d.type_text(intent);
    }
    d.press(&["Enter"]);
    let screen = d.settled();
    let (_, step, now) = status(&screen);
    if step == "declarations" && now == who && !screen.contains("┌ Declare an intent") {
        d.press(&["n"]);
    }
}

/// One attack by the current actor: open the form, make the target right, type the
/// damage, Enter; then pass the turn.
fn attack(d: &Driver, after_attacks: &RefCell<Vec<String>>, who: &str) {
    let (_, target) = plan_of(who);
    let before = d.t.screen();
    if !before.contains("┌ Attack") {
        d.press(&["a"]);
        d.t.wait_for("┌ Attack");
    }
    let mut screen = d.settled();
    for _ in 0..12 {
        if field(&screen, "Target").is_some_and(|v| v.contains(target)) {
            break;
        }
        if !focused(&screen, "Target") {
            d.press(&["Tab"]);
        } else {
            d.press(&["Right"]);
        }
        screen = d.settled();
    }
    assert!(
        field(&screen, "Target").is_some_and(|v| v.contains(target)),
        "{who} cannot aim at {target}:\n{screen}"
    );
    for _ in 0..40 {
        if field(&screen, "Skill").is_some_and(|v| v.contains("Handguns")) {
            break;
        }
        if !focused(&screen, "Skill") {
            d.press(&["Tab"]);
        } else {
            d.press(&["Right"]);
        }
        screen = d.settled();
    }
    assert!(
        field(&screen, "Skill").is_some_and(|v| v.contains("Handguns")),
        "{who} cannot use Handguns (armes-de-poing):\n{screen}"
    );
    for _ in 0..16 {
        if focused(&screen, "Damage roll") {
            break;
        }
        d.press(&["Tab"]);
        screen = d.settled();
    }
    assert!(
        focused(&screen, "Damage roll"),
        "no damage field:\n{screen}"
    );
    d.type_text(DAMAGE);
    d.press(&["Enter"]);
    let screen = d.settled();
    assert!(
        !screen.contains("┌ Attack"),
        "the attack was refused:\n{screen}"
    );
    after_attacks.borrow_mut().push(screen);
    d.press(&["n"]);
}

#[test]
fn three_polaris_rounds_of_the_demo_from_the_keys_are_counted() {
    let Some(t) = Tmux::start_with(&format!("exec {FRAY}")) else {
        return;
    };
    t.tmux(&["resize-window", "-t", "e2e", "-x", "160", "-y", "48"]);
    t.wait_for("Open a copy of the demo");
    let d = Driver::new(t);
    let after_attacks = RefCell::new(Vec::new());
    d.press(&["d"]);
    d.t.wait_for("Docks of Equinoxe");
    d.t.wait_for("before round 1");

    let mut guard = 0;
    loop {
        guard += 1;
        assert!(guard < 80, "the fight does not move on:\n{}", d.t.screen());
        let screen = d.settled();
        let (round, step, who) = status(&screen);
        if round == "round 4" {
            break;
        }
        if step == "declarations" {
            declare(&d, &who);
        } else if step.starts_with("phase") {
            attack(&d, &after_attacks, &who);
        } else {
            d.press(&["n"]);
        }
    }
    let count = d.keys.get();
    let said =
        format!("three Polaris rounds of the demo: {count} keys (before issue 19: {KEYS_BEFORE})");
    common::key_driver::write_count("key-count.txt", &said);
    assert!(
        count * 3 <= KEYS_BEFORE * 2,
        "{count} keys: not a third fewer than {KEYS_BEFORE}"
    );
    d.t.keys(&["q"]);
    let save = std::fs::read_dir(&d.t.saves)
        .expect("saves folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.to_string_lossy().ends_with(".fray.jsonl"))
        .expect("the demo copy is saved");
    let loaded = fray::store::load(&save).expect("the save loads");
    let timeline = fray::engine::Timeline::from_records(loaded.header, loaded.records);
    let results: Vec<String> = fray::tui::log_lines::all(&timeline)
        .into_iter()
        .filter(|l| l.narration.contains(" tests Handguns"))
        .map(|l| l.narration)
        .collect();
    let screens = after_attacks.borrow();
    assert_eq!(results.len(), 15, "fifteen attacks: {results:#?}");
    assert_eq!(screens.len(), results.len());
    for (result, screen) in results.iter().zip(screens.iter()) {
        assert!(
            shows_whole(screen, result),
            "the attack result is not all on screen:\n{result}\n{screen}"
        );
    }
}

/// Whether `text`'s words are all on `screen`, in order and together, however the screen
/// wrapped them (pane borders left out).
fn shows_whole(screen: &str, text: &str) -> bool {
    let words = |s: &str| -> Vec<String> {
        s.split(|c: char| c.is_whitespace() || ('\u{2500}'..='\u{257f}').contains(&c))
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    let on_screen = words(screen);
    let wanted = words(text);
    !wanted.is_empty()
        && on_screen
            .windows(wanted.len())
            .any(|w| w == wanted.as_slice())
}

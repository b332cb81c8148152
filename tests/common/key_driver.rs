//! A tmux pane driven like a GM who knows what they want, counting every key pressed (a
//! typed character counts as one key), for the end-to-end key-count tests.
//!
//! The driver is adaptive: it reads each form on screen and presses only what is needed
//! to make it right (a default that is already right costs nothing), so the same driver
//! measures old screens and new ones.

use std::cell::Cell;
use std::path::{Path, PathBuf};
use std::thread::sleep;
use std::time::{Duration, Instant};

use super::tmux::Tmux;

/// A tmux pane whose key presses are counted.
pub struct Driver {
    /// The pane.
    pub t: Tmux,
    /// The keys pressed so far.
    pub keys: Cell<usize>,
}

impl Driver {
    /// A driver over `t`, no key counted yet.
    pub fn new(t: Tmux) -> Driver {
        Driver {
            t,
            keys: Cell::new(0),
        }
    }

    /// Presses named keys, each counted. After an Enter (a form or line sent), waits until
    /// the screen shows fray took it (up to three seconds), so that a loaded machine's slow
    /// redraw is never read as the screen settled before the key.
    pub fn press(&self, keys: &[&str]) {
        self.keys.set(self.keys.get() + keys.len());
        let before = keys.contains(&"Enter").then(|| self.t.screen());
        self.t.keys(keys);
        if let Some(before) = before {
            let start = Instant::now();
            while self.t.screen() == before && start.elapsed() < Duration::from_secs(3) {
                sleep(Duration::from_millis(40));
            }
        }
    }

    /// Types text, each character counted.
    pub fn type_text(&self, text: &str) {
        self.keys.set(self.keys.get() + text.chars().count());
        self.t.type_text(text);
    }

    /// The screen once it has stopped changing.
    pub fn settled(&self) -> String {
        let mut last = self.t.screen();
        let start = Instant::now();
        loop {
            sleep(Duration::from_millis(120));
            let now = self.t.screen();
            if now == last || start.elapsed() > Duration::from_secs(10) {
                return now;
            }
            last = now;
        }
    }

    /// Types a line at the `:` prompt and Enter (every key counted).
    pub fn line(&self, text: &str) {
        self.press(&[":"]);
        self.type_text(text);
        self.press(&["Enter"]);
    }

    /// Moves the focus of the open form to the field `label`, by Tab or ↑, whichever is
    /// shorter. Panics when the form has no such field.
    pub fn focus(&self, label: &str) -> String {
        let screen = self.settled();
        let Some(want) = form_labels(&screen).iter().position(|l| l == label) else {
            panic!("no field {label:?} in the form:\n{screen}");
        };
        self.focus_nth(want)
    }

    /// Moves the focus of the open form to its `want`th field (from 0), by Tab or ↑.
    pub fn focus_nth(&self, want: usize) -> String {
        let mut screen = self.settled();
        for _ in 0..3 {
            let rows = form_rows(&screen);
            let labels = form_labels(&screen);
            let Some(now) = rows
                .iter()
                .position(|(_, l)| l.trim_start().starts_with('›'))
            else {
                panic!("no focused field in the form:\n{screen}");
            };
            if now == want {
                return screen;
            }
            let n = labels.len();
            let forward = (want + n - now) % n;
            if want < now && now - want < forward {
                for _ in 0..now - want {
                    self.press(&["Up"]);
                }
            } else {
                for _ in 0..forward {
                    self.press(&["Tab"]);
                }
            }
            screen = self.settled();
        }
        panic!("cannot focus field {want}:\n{screen}");
    }

    /// Makes the `n`th field (from 0) read `value`, typing over what it shows.
    pub fn fill_nth(&self, n: usize, value: &str) {
        self.fill_row(n, value);
    }

    /// Makes the `n`th field (from 0) read `value`; returns whether it typed.
    fn fill_row(&self, n: usize, value: &str) -> bool {
        let screen = self.settled();
        let rows = form_rows(&screen);
        let shown = rows.get(n).map(|(_, r)| row_value(r)).unwrap_or_default();
        if shown == value {
            return false;
        }
        let screen = self.focus_nth(n);
        let replaced = form_rows(&screen)
            .get(n)
            .is_some_and(|(_, r)| r.contains("typing replaces"));
        if !shown.is_empty() && !replaced {
            self.press(&["C-u"]);
        }
        self.type_text(value);
        true
    }

    /// Makes the choice field `label` show a value that `ok` accepts, with → presses
    /// (nothing when it already does). Panics when no choice does.
    pub fn choose(&self, label: &str, ok: impl Fn(&str) -> bool) {
        let screen = self.settled();
        if field(&screen, label).is_some_and(|v| ok(&v)) {
            return;
        }
        let mut screen = self.focus(label);
        for _ in 0..40 {
            if field(&screen, label).is_some_and(|v| ok(&v)) {
                return;
            }
            self.press(&["Right"]);
            screen = self.settled();
        }
        panic!("no choice of {label:?} fits:\n{screen}");
    }

    /// Makes the text field `label` read `value` (nothing when it already does: the
    /// driver accepts a prefilled value only when it is the one it wants).
    pub fn fill(&self, label: &str, value: &str) {
        let screen = self.settled();
        let shown = field(&screen, label).unwrap_or_default();
        if shown == value {
            return;
        }
        let screen = self.focus(label);
        let shown = field(&screen, label).unwrap_or_default();
        if shown != value {
            // A prefilled value that typing replaces needs no clearing.
            let replaced =
                field_line(&screen, label).is_some_and(|l| l.contains("typing replaces"));
            if !is_empty_field(&screen, label) && !replaced {
                self.press(&["C-u"]);
            }
            self.type_text(value);
        }
    }

    /// Opens the save whose line shows `name` from the start screen (↓ then Enter).
    pub fn open_from_start(&self, name: &str) {
        let mut screen = self.t.wait_for(name);
        for _ in 0..20 {
            let on = screen
                .lines()
                .find(|l| l.contains('▸'))
                .is_some_and(|l| l.contains(name));
            if on {
                self.press(&["Enter"]);
                return;
            }
            self.press(&["Down"]);
            screen = self.settled();
        }
        panic!("no line for {name:?} on the start screen:\n{screen}");
    }

    /// Adds `count` combatants (1 when `None`) from `template` through the add form, with
    /// `name` and `side` when given. Where the form wants a name the template does not
    /// give (older screens), the driver types `group_name` (its NPCs are numbered).
    pub fn add(
        &self,
        count: Option<usize>,
        template: &str,
        name: Option<&str>,
        side: Option<&str>,
        group_name: &str,
    ) {
        self.add_with(count, template, name, side, None, group_name);
    }

    /// [`Driver::add`], with sheet values typed in the form's Values field.
    pub fn add_with(
        &self,
        count: Option<usize>,
        template: &str,
        name: Option<&str>,
        side: Option<&str>,
        values: Option<&str>,
        group_name: &str,
    ) {
        self.press(&["+"]);
        self.t.wait_for("┌ Add combatants");
        if let Some(count) = count {
            self.fill("How many", &count.to_string());
        }
        let shown = template_names(template);
        self.choose("Template", |v| {
            shown
                .iter()
                .any(|name| v.trim_matches(['‹', '›', ' ']) == name)
        });
        if let Some(name) = name {
            self.fill("Name", name);
        }
        if let Some(side) = side {
            self.choose("Side", |v| v.trim_matches(['‹', '›', ' ']) == side);
        }
        if let Some(values) = values {
            self.fill("Values", values);
        }
        self.press(&["Enter"]);
        let mut screen = self.settled();
        if screen.contains("┌ Add combatants") && name.is_none() {
            self.fill("Name", group_name);
            self.press(&["Enter"]);
            screen = self.settled();
        }
        assert!(
            !screen.contains("┌ Add combatants"),
            "the add form was refused:\n{screen}"
        );
    }
}

/// The status line's parts: (round, step, who), read from the screen's last line.
pub fn status(screen: &str) -> (String, String, String) {
    let line = screen
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("");
    let left = line.split("  ").next().unwrap_or("");
    let parts: Vec<&str> = left.split(" · ").map(str::trim).collect();
    let get = |i: usize| parts.get(i).copied().unwrap_or("").to_string();
    (get(1), get(2), get(3))
}

/// The inside of the open form's lines (a box whose last line is the form's help,
/// "Enter: …"), from its left border on, or nothing when no form is open.
fn form_lines(screen: &str) -> Vec<String> {
    let lines: Vec<&str> = screen.lines().collect();
    let Some(end) = lines
        .iter()
        .position(|l| l.contains("Enter: do it") || l.contains("Enter: create"))
    else {
        return Vec::new();
    };
    // The form's left border: the column of the `│` just before its help line.
    let help: Vec<char> = lines[end].chars().collect();
    let Some(at) =
        (0..help.len()).find(|&i| help[i..].starts_with(&['E', 'n', 't', 'e', 'r', ':']))
    else {
        return Vec::new();
    };
    let column = at.saturating_sub(1);
    let Some(top) = lines[..end]
        .iter()
        .rposition(|l| l.chars().nth(column) == Some('┌'))
    else {
        return Vec::new();
    };
    lines[top + 1..end]
        .iter()
        .map(|l| l.chars().skip(column + 1).collect())
        .collect()
}

/// Whether a line inside a form is a field's (`label: value`), not a message under one.
fn is_field_row(line: &str) -> bool {
    line.split_once(':').is_some_and(|(label, _)| {
        let label = label.trim_start_matches(['›', ' ']).trim();
        !label.is_empty()
            && !label.contains(['│', '=', '('])
            && label.split_whitespace().count() <= 4
    })
}

/// The label of a field row.
fn row_label(line: &str) -> String {
    line.split_once(':')
        .map(|(label, _)| label.trim_start_matches(['›', ' ']).trim().to_string())
        .unwrap_or_default()
}

/// The value a field row shows (its hint left out; "" when empty: "–", or the cursor
/// alone before the hint).
pub fn row_value(line: &str) -> String {
    let after = line.split_once(':').map_or("", |(_, v)| v);
    let value = after.split('│').next().unwrap_or("");
    let value = value.strip_prefix(' ').unwrap_or(value);
    if value.starts_with("  ") {
        return String::new();
    }
    let value = value.trim_start().split("  ").next().unwrap_or("").trim();
    let value = value.trim_matches(['‹', '›']).trim();
    if value == "–" || value == "_" || value == "[_]" {
        String::new()
    } else {
        value.to_string()
    }
}

/// The open form's field rows: (label, the whole row with its hint), top to bottom.
/// Labels are right-aligned: a line whose `:` is elsewhere is a message, not a field.
pub fn form_rows(screen: &str) -> Vec<(String, String)> {
    let rows: Vec<String> = form_lines(screen)
        .into_iter()
        .filter(|l| is_field_row(l))
        .collect();
    let colon = |l: &str| l.chars().position(|c| c == ':');
    let mut columns: Vec<usize> = rows.iter().filter_map(|l| colon(l)).collect();
    columns.sort_unstable();
    let common = columns
        .iter()
        .max_by_key(|c| columns.iter().filter(|d| d == c).count())
        .copied();
    rows.into_iter()
        .filter(|l| colon(l) == common)
        .map(|l| (row_label(&l), l))
        .collect()
}

/// The labels of the open form's fields, top to bottom.
pub fn form_labels(screen: &str) -> Vec<String> {
    form_rows(screen)
        .into_iter()
        .map(|(label, _)| label)
        .collect()
}

/// The open form's first field whose label starts with `prefix` (labels that grew words
/// over time, "points" then "points or dice").
pub fn label_starting(screen: &str, prefix: &str) -> Option<String> {
    form_labels(screen)
        .into_iter()
        .find(|l| l.starts_with(prefix))
}

/// The open form's field line `label` (its inside), else the first line of the screen
/// that shows `label:`.
fn field_line(screen: &str, label: &str) -> Option<String> {
    let key = format!("{label}:");
    let found = form_rows(screen)
        .into_iter()
        .find(|(l, _)| l == label)
        .map(|(_, row)| row);
    found.or_else(|| {
        screen
            .lines()
            .find(|l| l.contains(&key))
            .map(str::to_string)
    })
}

/// The text of a form's field (after `label:`, without its hint), or nothing when no
/// such field shows. An empty field reads "".
pub fn field(screen: &str, label: &str) -> Option<String> {
    let line = field_line(screen, label)?;
    let after = line.split_once(&format!("{label}:"))?.1;
    Some(row_value(&format!("x:{after}")))
}

/// Whether the field `label` shows nothing typed (an empty field or its hint only).
fn is_empty_field(screen: &str, label: &str) -> bool {
    field(screen, label).is_none_or(|v| v.is_empty())
}

/// The text of a field line (all after `label:` up to the box's edge, hint included),
/// found anywhere on the screen, or nothing when no such line shows.
pub fn raw_field(screen: &str, label: &str) -> Option<String> {
    let line = screen.lines().find(|l| l.contains(&format!("{label}:")))?;
    let after = line.split_once(&format!("{label}:"))?.1;
    Some(after.split('│').next().unwrap_or("").trim().to_string())
}

/// Whether the focus marker is on the first line showing `label:` anywhere on the screen.
pub fn raw_focused(screen: &str, label: &str) -> bool {
    screen
        .lines()
        .find(|l| l.contains(&format!("{label}:")))
        .is_some_and(|l| {
            l.split(&format!("{label}:"))
                .next()
                .unwrap_or("")
                .contains('›')
        })
}

/// Whether the focus marker is on the field line `label`.
pub fn focused(screen: &str, label: &str) -> bool {
    field_line(screen, label).is_some_and(|l| {
        l.split(&format!("{label}:"))
            .next()
            .unwrap_or("")
            .contains('›')
    })
}

/// The one save fray wrote in `saves`.
pub fn the_save(saves: &Path) -> PathBuf {
    std::fs::read_dir(saves)
        .expect("saves folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.to_string_lossy().ends_with(".fray.jsonl"))
        .expect("a save is written")
}

/// The command lines in effect in the save at `path` (undone ones left out), and the
/// round the fight reached.
pub fn commands_in_effect(path: &Path) -> (Vec<String>, u32) {
    let loaded = fray::store::load(path).expect("the save loads");
    let timeline = fray::engine::Timeline::from_records(loaded.header, loaded.records);
    let commands = timeline
        .records()
        .iter()
        .filter(|r| timeline.history().is_effective(r.seq))
        .map(|r| r.command.clone())
        .collect();
    (commands, timeline.state().round)
}

/// Writes `said` to `file` in the test's target folder: `.ci/run` prints it after the
/// tests (cargo shows a passing test's output only with --nocapture).
pub fn write_count(file: &str, said: &str) {
    println!("KEYS {said}");
    std::fs::write(
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(file),
        format!("{said}\n"),
    )
    .expect("the key count is written");
}

/// Writes `what`'s count line to `file` ("{what}: N keys (before issue 33: B)", with
/// "TARGET NOT MET" when `keys` is above `percent`% of `before`), runs `check` (the fight
/// really happened, read from the save), then fails when the count misses its target.
pub fn judge_count(
    file: &str,
    what: &str,
    keys: usize,
    before: usize,
    percent: usize,
    check: impl FnOnce(),
) {
    let most = before * percent / 100;
    let met = keys * 100 <= before * percent;
    let verdict = if met {
        String::new()
    } else {
        format!(" TARGET NOT MET: at most {most}")
    };
    write_count(
        file,
        &format!("{what}: {keys} keys (before issue 33: {before}){verdict}"),
    );
    check();
    assert!(
        met,
        "{what}: {keys} keys, not {}% fewer than {before} (issue 33's target: {most})",
        100 - percent
    );
}

/// How many of `commands` (lines as saved) start with `verb`.
pub fn count_verb(commands: &[String], verb: &str) -> usize {
    commands
        .iter()
        .filter(|c| c.split_whitespace().next() == Some(verb))
        .count()
}

/// The English names the add form may show for the bestiary template `key` (the form
/// lists templates by name, the line it writes keeps the key; a key may be in several
/// systems' bestiaries).
fn template_names(key: &str) -> Vec<String> {
    let names: Vec<String> = fray::model::SystemId::all()
        .into_iter()
        .filter_map(|id| {
            fray::rules::system(id)
                .bestiary()
                .templates
                .iter()
                .find(|t| t.key == key)
                .map(|t| t.name.clone())
        })
        .collect();
    assert!(!names.is_empty(), "no template {key:?} in any bestiary");
    names
}

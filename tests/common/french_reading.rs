//! Reading a French screen as a new French-speaking GM would: no English word (the list
//! of `common::english`, the save's own names and lines left out), no rule ID, no count at
//! odds with its noun (« 1 blessures », « 0 jetons », « 3 jeton »). What is found is
//! gathered, each with the screen it was on, and reported at the end. With
//! `FRENCH_TABLE_DUMP=DIR` set, each screen read is also written to `DIR`, to look at.

use std::collections::BTreeSet;
use std::path::PathBuf;

use fray::model::SystemId;

use super::english::Audit;

/// The screens read so far and what they showed wrong.
pub struct Reader {
    system: SystemId,
    /// The rule-ID prefix no screen may show (`POL-`).
    rule_id: &'static str,
    /// The save whose names and typed lines are its own words, not English.
    save: Option<PathBuf>,
    plurals: Plurals,
    /// Everything wrong found: one line each, with the screen's name.
    pub found: Vec<String>,
    /// How many screens were read.
    pub screens: usize,
}

impl Reader {
    /// A reader of the screens of a `system` fight, whose save is `save`.
    pub fn new(system: SystemId, rule_id: &'static str, save: Option<PathBuf>) -> Reader {
        Reader {
            system,
            rule_id,
            save,
            plurals: Plurals::from_catalogs(),
            found: Vec::new(),
            screens: 0,
        }
    }

    /// Reads one screen: English words, rule IDs, counts at odds with their nouns.
    pub fn read(&mut self, name: &str, screen: &str) {
        self.screens += 1;
        if let Some(dir) = std::env::var_os("FRENCH_TABLE_DUMP") {
            let _ = std::fs::write(
                std::path::Path::new(&dir).join(format!("{:03} {name}.txt", self.screens)),
                screen,
            );
        }
        let mut audit = Audit::for_systems(&[self.system]);
        if let Some(save) = self.save.as_ref().filter(|s| s.exists()) {
            audit.own.save(save);
        }
        audit.scan_screen(name, screen);
        for hit in audit.without_typed_syntax().hits {
            self.found.push(format!(
                "[{name}] English word « {} »: {}",
                hit.word, hit.line
            ));
        }
        for line in screen.lines() {
            if line.contains(self.rule_id) {
                self.found
                    .push(format!("[{name}] rule ID: {}", line.trim()));
            }
            for wrong in self.plurals.wrong_counts(line) {
                self.found
                    .push(format!("[{name}] count « {wrong} »: {}", line.trim()));
            }
        }
    }

    /// Fails with everything found, if anything was.
    pub fn assert_nothing_found(&self) {
        assert!(
            self.found.is_empty(),
            "{} problem(s) on {} French screens:\n{}",
            self.found.len(),
            self.screens,
            self.found.join("\n")
        );
        assert!(self.screens > 0, "no screen was read");
    }
}

/// The nouns of the French catalogs' plurals: the words only a `*[other]` variant writes
/// (« blessures », « jetons ») and those only its `[one]` writes (« blessure », « jeton »).
pub struct Plurals {
    plural: BTreeSet<String>,
    singular: BTreeSet<String>,
}

impl Plurals {
    /// The nouns of every `[one]`/`*[other]` pair of the French catalogs.
    pub fn from_catalogs() -> Plurals {
        let mut plural = BTreeSet::new();
        let mut singular = BTreeSet::new();
        for (_, text) in super::catalogs::messages("fr") {
            let lines: Vec<&str> = text.lines().map(str::trim).collect();
            for pair in lines.windows(2) {
                let (Some(one), Some(other)) = (
                    pair[0].strip_prefix("[one]"),
                    pair[1].strip_prefix("*[other]"),
                ) else {
                    continue;
                };
                let one = words(one);
                let other = words(other);
                plural.extend(other.iter().filter(|w| !one.contains(w)).cloned());
                singular.extend(one.iter().filter(|w| !other.contains(w)).cloned());
            }
        }
        // Only nouns that have both forms: « blessure » and « blessures », not the verbs
        // and adjectives a variant also changes (« est », « sont »).
        let pairs = |w: &String, other: &BTreeSet<String>| {
            other.contains(&format!("{w}s"))
                || other.contains(&format!("{w}x"))
                || w.strip_suffix(['s', 'x'])
                    .is_some_and(|stem| other.contains(stem))
        };
        let plural_nouns = plural
            .iter()
            .filter(|w| pairs(w, &singular))
            .cloned()
            .collect();
        let singular_nouns = singular
            .iter()
            .filter(|w| pairs(w, &plural))
            .cloned()
            .collect();
        let mut plurals = Plurals {
            plural: plural_nouns,
            singular: singular_nouns,
        };
        // A noun a screen counts that no catalog variant happens to pair.
        plurals.singular.insert("blessure".to_string());
        plurals.plural.insert("blessures".to_string());
        plurals
    }

    /// The counts of `line` at odds with the noun after them: 0 or 1 before a plural,
    /// 2 or more before a singular.
    pub fn wrong_counts(&self, line: &str) -> Vec<String> {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let mut wrong = Vec::new();
        for (i, pair) in tokens.windows(2).enumerate() {
            // A number standing alone (not `1/3`, `#12`, `d20`), then a word; not the
            // number of a name (« Voyou 2 passe », « Garde 1 est »).
            let Ok(n) = pair[0].parse::<u64>() else {
                continue;
            };
            if i > 0 && tokens[i - 1].starts_with(char::is_uppercase) {
                continue;
            }
            let noun: String = pair[1]
                .chars()
                .take_while(|c| c.is_alphabetic())
                .collect::<String>()
                .to_lowercase();
            if (n <= 1 && self.plural.contains(&noun)) || (n >= 2 && self.singular.contains(&noun))
            {
                wrong.push(format!("{} {}", pair[0], pair[1]));
            }
        }
        wrong
    }
}

/// The words of a variant's text (letters only, lower-cased), placeables left out.
fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut plain = String::new();
    while let Some(open) = rest.find('{') {
        plain.push_str(&rest[..open]);
        plain.push(' ');
        rest = rest[open..].split_once('}').map_or("", |(_, r)| r);
    }
    plain.push_str(rest);
    for word in plain.split(|c: char| !c.is_alphabetic()) {
        if word.chars().count() >= 3 {
            out.push(word.to_lowercase());
        }
    }
    out
}

/// A result as the screens write it term by term, `N = A (name) ± B (name)…` (the text
/// after may follow): the total and each term's signed value and name.
pub fn terms_of(text: &str) -> Option<(i64, Vec<(i64, String)>)> {
    let (total, mut rest) = text.split_once(" = ")?;
    let total: i64 = total.trim().parse().ok()?;
    let mut terms = Vec::new();
    let mut sign = 1;
    loop {
        rest = rest.trim_start();
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let value: i64 = digits.parse().ok()?;
        let (name, after) = rest[digits.len()..]
            .trim_start()
            .strip_prefix('(')?
            .split_once(')')?;
        terms.push((sign * value, name.to_string()));
        rest = after.trim_start();
        if let Some(r) = rest.strip_prefix('+') {
            sign = 1;
            rest = r;
        } else if let Some(r) = rest.strip_prefix('−') {
            sign = -1;
            rest = r;
        } else {
            return Some((total, terms));
        }
    }
}

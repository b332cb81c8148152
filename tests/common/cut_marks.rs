//! Finding words cut at an area's edge without `…` on a drawn screen: a word on screen
//! that is not a word fray knows but only the start of one (« préci » for « précision »,
//! « suiva » for « suivant ») was cut to fit and lost its sign.
//!
//! The words fray knows are every word of the catalogs and data files (`assets/`) in both
//! languages, of the saves shown and of the code's string literals (its French command
//! words, its data labels); a cut word ending with `…` is marked, so it passes. Numbers
//! with a letter (`5d`, `A3`) are not words; a cut leaving a word that is whole itself
//! (« hors de » of « hors de combat ») or one letter (a key looks the same) cannot be told
//! from a shorter text.

use std::collections::BTreeSet;
use std::path::Path;

/// The words fray may show whole, lowercased.
pub struct Vocabulary(BTreeSet<String>);

/// Characters that separate words on screen: spaces (the no-break ones too) and the
/// box-drawing and block characters of borders, bars and the timeline.
fn separates(c: char) -> bool {
    c.is_whitespace() || ('\u{2500}'..='\u{25FF}').contains(&c) || "·❚│".contains(c)
}

/// Signs around a word that are not part of it.
fn surrounds(c: char) -> bool {
    !c.is_alphanumeric() && c != '…' && c != '-' && c != '\'' && c != '’'
}

/// The words of `text`, as they would be compared (punctuation around them left out).
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(separates)
        .map(|w| w.trim_matches(surrounds))
        .filter(|w| !w.is_empty())
}

impl Vocabulary {
    /// The words of every file under `assets/` (catalogs, bestiaries) and of `saves`.
    pub fn of(saves: &[&Path]) -> Vocabulary {
        let mut known = BTreeSet::new();
        let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
        let mut stack = vec![assets];
        let mut texts = Vec::new();
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).expect("assets").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                } else if let Ok(text) = std::fs::read_to_string(&path) {
                    texts.push(text);
                }
            }
        }
        for save in saves {
            texts.push(std::fs::read_to_string(save).expect("the save reads"));
        }
        // Words written in the code (command words in French, data labels): the contents
        // of its string literals, whole (a letter alone there is a key: `ctrl-c`, `c`).
        let mut code = Vec::new();
        let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).expect("src").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.to_string_lossy().ends_with("tests.rs") {
                    // Tests hold cut texts on purpose.
                } else if let Ok(text) = std::fs::read_to_string(&path) {
                    code.extend(literals(&text));
                }
            }
        }
        for text in &texts {
            // JSON and Fluent punctuation separates words too.
            let text = text.replace(['"', '{', '}', '[', ']', '=', '$', ','], " ");
            for word in words(&text) {
                known.insert(word.to_lowercase());
                // A word joined by hyphens is also known by its parts.
                for part in word.split(['-', '/', '.', ':']) {
                    known.insert(part.to_lowercase());
                }
            }
        }
        for text in &code {
            for word in words(text).filter(|w| w.chars().count() > 1) {
                known.insert(word.to_lowercase());
            }
        }
        Vocabulary(known)
    }

    /// Whether `word` is only the start of a known word (and no known word itself).
    fn is_cut(&self, word: &str) -> bool {
        let word = word.to_lowercase();
        // Numbers with a unit or a letter (`5d`, `A3`, `(1r)`) are not words; a letter
        // alone is a key (`z`, `c`) as often as a cut.
        if word.ends_with('…')
            || word.chars().any(|c| c.is_ascii_digit())
            || word.chars().count() < 2
        {
            return false;
        }
        if self.0.contains(&word) {
            return false;
        }
        self.0
            .range(word.clone()..)
            .next()
            .is_some_and(|next| next.starts_with(&word))
    }

    /// The words of a drawn screen (rows as `TestBackend` prints them) that were cut without
    /// `…`: each word, and its row.
    pub fn cuts(&self, screen: &str) -> Vec<(String, String)> {
        let mut found = Vec::new();
        for (y, row) in screen.lines().enumerate() {
            let row = row.strip_prefix('"').unwrap_or(row);
            let row = row.strip_suffix('"').unwrap_or(row);
            for word in words(row) {
                if self.is_cut(word) {
                    found.push((word.to_string(), format!("row {y}: {row}")));
                }
            }
        }
        found
    }
}

/// The contents of the string literals of Rust `code` (between unescaped double quotes
/// on one line; enough to gather the words the code shows).
fn literals(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in code.lines() {
        let mut inside = false;
        let mut escaped = false;
        let mut text = String::new();
        for c in line.chars() {
            match c {
                '\\' if inside && !escaped => escaped = true,
                '"' if !escaped => {
                    if inside {
                        out.push(std::mem::take(&mut text));
                    }
                    inside = !inside;
                }
                c => {
                    escaped = false;
                    if inside {
                        text.push(c);
                    }
                }
            }
        }
    }
    out
}

/// What a popup (form, key overlay) drawn over a screen shows, row by row: the part of
/// each row of `over` that differs from `under` (the same screen before), widened to whole
/// words, so the words the popup hides are not taken for cut ones; a screen changed all
/// over is kept whole.
pub fn changed_only(under: &str, over: &str) -> String {
    let under: Vec<Vec<char>> = under.lines().map(|l| l.chars().collect()).collect();
    let mut out = Vec::new();
    for (y, row) in over.lines().enumerate() {
        let row: Vec<char> = row.chars().collect();
        let before = under.get(y);
        let differs = |x: usize| before.and_then(|b| b.get(x)) != row.get(x);
        let (Some(mut first), Some(mut last)) = (
            (0..row.len()).find(|&x| differs(x)),
            (0..row.len()).rev().find(|&x| differs(x)),
        ) else {
            out.push(String::new());
            continue;
        };
        while first > 0 && !separates(row[first]) && !separates(row[first - 1]) {
            first -= 1;
        }
        while last + 1 < row.len() && !separates(row[last]) && !separates(row[last + 1]) {
            last += 1;
        }
        out.push(row[first..=last].iter().collect());
    }
    out.join("\n")
}

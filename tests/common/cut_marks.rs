//! Finding words cut at an area's edge without `…` on a drawn screen: a word on screen
//! that is not a word fray knows but only the start of one (« préci » for « précision »,
//! « suiva » for « suivant ») was cut to fit and lost its sign.
//!
//! The words fray knows are every word of the catalogs and data files (`assets/`) in both
//! languages, of the saves shown and of the code's string literals (its French command
//! words, its data labels); a cut word ending with `…` is marked, so it passes. Numbers
//! with a letter (`5d`, `A3`) are not words.
//!
//! A cut that leaves a word whole (« hors » of « hors de combat ») or one letter (« hors
//! de c ») is seen at the edge it was cut at: a text
//! touching a pane's border or the screen's edge must end with a word some text of fray
//! ends with (the last word of a message, a data string or a literal, or one before a
//! sign); « hors » never ends one, so « hors│ » was cut. A line that wraps there goes on
//! in the row below with a word that followed it in some text (or a placeable's value):
//! that is not a cut. A cut just after a word that may end a text (« hors de│ »: some
//! messages end with « de ») is seen from the full texts the run came from: the two words
//! before the edge follow each other in some text of fray (« hors de combat ») but end
//! none, so the text went on.
//!
//! Rows that vanish at a pane's bottom leave no word cut: [`rows_lost_unmarked`] compares
//! the rows a pane was given (drawn with room for all) with the rows drawn.

use std::collections::BTreeSet;
use std::path::Path;

/// The words fray may show whole, lowercased, and those a text of fray may end with.
pub struct Vocabulary {
    known: BTreeSet<String>,
    ends: BTreeSet<String>,
    /// Two words one text of fray writes one after the other, and the words written
    /// before a placeable (`de { $name }`): what a wrapped line may stop between.
    pairs: std::collections::HashSet<(String, String)>,
    open: BTreeSet<String>,
    /// The last two words of a text of fray (`hors de combat`: `de`, `combat`), or two
    /// before a sign: where two words in a row may end a text.
    end_pairs: std::collections::HashSet<(String, String)>,
}

/// Characters a text touches when it fills its area to the edge: a pane's right border,
/// the next pane's left one, a box's right corner.
fn edge(c: char) -> bool {
    "│┃║┐┤╮┘".contains(c)
}

/// The pairs of words `text` writes one after the other (spaces only between them), and
/// the words it writes before a placeable, lowercased, into `vocabulary`.
fn pairs_of(text: &str, vocabulary: &mut Vocabulary) {
    for line in text.lines() {
        let raw: Vec<&str> = line
            .split(char::is_whitespace)
            .filter(|w| !w.is_empty())
            .collect();
        for two in raw.windows(2) {
            let first = two[0].trim_matches(surrounds).to_lowercase();
            if two[1].starts_with('{') {
                vocabulary.open.insert(first);
                continue;
            }
            if two[0].ends_with(surrounds) {
                continue;
            }
            let second = two[1].trim_matches(surrounds).to_lowercase();
            vocabulary.pairs.insert((first, second));
        }
    }
}

/// The last two words of each line of `text` and the two words before each sign,
/// lowercased, into `pairs`: where two words in a row end a text.
fn end_pairs_of(text: &str, pairs: &mut std::collections::HashSet<(String, String)>) {
    for line in text.lines() {
        let raw: Vec<&str> = line
            .split(char::is_whitespace)
            .filter(|w| !w.is_empty())
            .collect();
        for i in 1..raw.len() {
            let ends = raw[i].ends_with(surrounds)
                || raw
                    .get(i + 1)
                    .is_none_or(|n| n.starts_with(|c: char| !c.is_alphanumeric() && c != '{'));
            if ends && !raw[i - 1].ends_with(surrounds) {
                pairs.insert((
                    raw[i - 1].trim_matches(surrounds).to_lowercase(),
                    raw[i].trim_matches(surrounds).to_lowercase(),
                ));
            }
        }
    }
}

/// The words of `text` a text may end with, lowercased: the last word of each line, and
/// each word followed by a sign rather than another word or a placeable (`{`).
/// With `letters` false, a one-letter word is left out (a key name in the code).
fn ends_of(text: &str, letters: bool, ends: &mut BTreeSet<String>) {
    for line in text.lines() {
        let chars: Vec<char> = line.chars().collect();
        let mut start = 0;
        while start < chars.len() {
            if separates(chars[start]) {
                start += 1;
                continue;
            }
            let mut stop = start;
            while stop < chars.len() && !separates(chars[stop]) {
                stop += 1;
            }
            let raw: String = chars[start..stop].iter().collect();
            let word = raw.trim_matches(surrounds).to_lowercase();
            let next = chars[stop..].iter().find(|c| !c.is_whitespace());
            let signed = raw.ends_with(surrounds);
            if !word.is_empty()
                && (signed || next.is_none_or(|c| !c.is_alphanumeric() && *c != '{'))
                && (letters || word.chars().count() > 1)
            {
                ends.insert(word.clone());
                // A hyphenated end (`hors-combat`) ends with its last part too.
                if let Some(last) = word.rsplit(['-', '/', '.', ':']).next()
                    && last.chars().count() > 1
                {
                    ends.insert(last.to_string());
                }
            }
            start = stop;
        }
    }
}

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
    /// The words of every file under `assets/` (catalogs, bestiaries), of every crate's
    /// catalogs and of `saves`.
    pub fn of(saves: &[&Path]) -> Vocabulary {
        let mut known = BTreeSet::new();
        let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
        let mut stack = vec![assets];
        stack.extend(super::catalogs::crate_folders("i18n"));
        let mut texts = Vec::new();
        let mut ends = BTreeSet::new();
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).expect("assets").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                } else if let Ok(text) = std::fs::read_to_string(&path) {
                    if path.extension().is_some_and(|e| e == "ftl") {
                        // A message's value: what follows `key =`, or a line of it.
                        for line in text.lines().filter(|l| !l.starts_with('#')) {
                            let value = match line.split_once(" = ") {
                                Some((key, value)) if !key.starts_with(' ') => value,
                                _ => line,
                            };
                            ends_of(value, true, &mut ends);
                        }
                    } else {
                        for string in literals(&text) {
                            ends_of(&string, false, &mut ends);
                        }
                    }
                    texts.push(text);
                }
            }
        }
        for save in saves {
            let text = std::fs::read_to_string(save).expect("the save reads");
            for string in literals(&text) {
                ends_of(&string, false, &mut ends);
            }
            texts.push(text);
        }
        // Words written in the code (command words in French, data labels): the contents
        // of its string literals, whole (a letter alone there is a key: `ctrl-c`, `c`).
        let mut code = Vec::new();
        let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
        stack.extend(super::catalogs::crate_folders("src"));
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
            // A literal of one word is a key or a word list's entry as often as a text.
            if text.split_whitespace().nth(1).is_some() {
                ends_of(text, false, &mut ends);
            }
        }
        let mut vocabulary = Vocabulary {
            known,
            ends,
            pairs: Default::default(),
            open: BTreeSet::new(),
            end_pairs: Default::default(),
        };
        for text in texts.iter().chain(&code) {
            let text = text.replace('"', " ");
            pairs_of(&text, &mut vocabulary);
        }
        // Where two words end a text: a message's value (or a line of it), a literal of
        // the code or of a save.
        for text in &texts {
            for line in text.lines().filter(|l| !l.starts_with('#')) {
                let value = match line.split_once(" = ") {
                    Some((key, value)) if !key.starts_with(' ') => value,
                    _ => line,
                };
                end_pairs_of(value, &mut vocabulary.end_pairs);
                for string in literals(line) {
                    end_pairs_of(&string, &mut vocabulary.end_pairs);
                }
            }
        }
        for text in &code {
            end_pairs_of(text, &mut vocabulary.end_pairs);
        }
        vocabulary
    }

    /// Whether a line stopping at `last` (touching an edge) goes on with `next`, the first
    /// word of the row below in the same area: a wrapped line, not a cut one.
    fn wraps(&self, last: &str, next: &str) -> bool {
        let last = last.to_lowercase();
        // A possessive (`{ $name }’s`) always goes on with what is owned; a number is a
        // placeable's value, which may follow any word.
        next.chars().any(|c| c.is_ascii_digit())
            || last.ends_with("'s")
            || last.ends_with("’s")
            || self.open.contains(&last)
            || self.pairs.contains(&(last, next.to_lowercase()))
    }

    /// Whether `word`, touching an edge, was cut there: a word no text of fray ends with
    /// (« de » of « hors de combat », « c » of « hors de c »). Numbers, marked cuts and
    /// signs alone pass.
    fn is_cut_at_edge(&self, word: &str) -> bool {
        let word = word.to_lowercase();
        !(word.is_empty()
            || word.ends_with('…')
            || word.chars().any(|c| c.is_ascii_digit())
            || !word.chars().any(char::is_alphabetic)
            || self.ends.contains(&word))
    }

    /// Whether a run ending with `before` then `word` at an edge was cut after a whole
    /// word (« hors de│ »): the two follow each other in some text of fray but end none.
    /// A number or a sign, on either side, passes (a placeable's value may end anything).
    fn is_cut_after(&self, before: &str, word: &str) -> bool {
        let plain = |w: &str| {
            !w.is_empty()
                && !w.ends_with(surrounds)
                && !w.starts_with(surrounds)
                && w.chars()
                    .all(|c| c.is_alphabetic() || c == '-' || c == '\'' || c == '’')
        };
        if !plain(before) || !plain(word) {
            return false;
        }
        let pair = (before.to_lowercase(), word.to_lowercase());
        self.pairs.contains(&pair) && !self.end_pairs.contains(&pair)
    }

    /// The words of `row` that touch an edge (the row's end or a border) and were cut
    /// there, each one; `below` is the next row, where a wrapped line goes on.
    fn cuts_at_edges(&self, row: &str, below: Option<&str>) -> Vec<String> {
        let chars: Vec<char> = row.chars().collect();
        let below: Vec<char> = below.map(|b| b.chars().collect()).unwrap_or_default();
        let mut found = Vec::new();
        for (i, c) in chars.iter().enumerate() {
            let touches = i + 1 == chars.len() || edge(chars[i + 1]);
            if separates(*c) || !touches {
                continue;
            }
            let start = (0..=i)
                .rev()
                .take_while(|&j| !separates(chars[j]))
                .last()
                .unwrap_or(i);
            let raw: String = chars[start..=i].iter().collect();
            if raw.ends_with(surrounds) {
                // A text ending with a sign (`)`, `:`, `»`) ends there.
                continue;
            }
            let word = raw.trim_matches(surrounds);
            // The word before it, one space away in the same run (a wider gap is a column's).
            let before: String = if start >= 2 && chars[start - 1] == ' ' {
                let stop = start - 1;
                let from = (0..stop)
                    .rev()
                    .take_while(|&j| !separates(chars[j]))
                    .last()
                    .unwrap_or(stop);
                chars[from..stop].iter().collect()
            } else {
                String::new()
            };
            if !self.is_cut_at_edge(word) && !self.is_cut_after(&before, word) {
                continue;
            }
            // The area: from the border on the left of the word to the edge it touches.
            let left = (0..start)
                .rev()
                .find(|&j| edge(chars[j]))
                .map_or(0, |j| j + 1);
            let next: String = below
                .get(left.min(below.len())..below.len().min(i + 1))
                .unwrap_or_default()
                .iter()
                .collect();
            let wrapped = words(&next).next().is_some_and(|n| self.wraps(word, n));
            if !wrapped {
                found.push(word.to_string());
            }
        }
        found
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
        if self.known.contains(&word) {
            return false;
        }
        self.known
            .range(word.clone()..)
            .next()
            .is_some_and(|next| next.starts_with(&word))
    }

    /// The words of a drawn screen (rows as `TestBackend` prints them) that were cut without
    /// `…`: each word, and its row.
    pub fn cuts(&self, screen: &str) -> Vec<(String, String)> {
        let mut found = Vec::new();
        // The opening quote made a space, so a popup's part (`changed_only`) and a whole
        // row keep their columns.
        let rows: Vec<String> = screen
            .lines()
            .map(|row| {
                let row = row.strip_suffix('"').unwrap_or(row);
                row.strip_prefix('"')
                    .map_or_else(|| row.to_string(), |r| format!(" {r}"))
            })
            .collect();
        for (y, row) in rows.iter().enumerate() {
            for word in words(row) {
                if self.is_cut(word) {
                    found.push((word.to_string(), format!("row {y}: {row}")));
                }
            }
            for word in self.cuts_at_edges(row, rows.get(y + 1).map(String::as_str)) {
                if !self.is_cut(&word) {
                    found.push((word, format!("row {y}: {row}")));
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
/// words, the rest blanked (columns kept), so the words the popup hides are not taken for
/// cut ones; a screen changed all over is kept whole.
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
        let mut part: String = " ".repeat(first);
        part.extend(&row[first..=last]);
        // Where the part stops short of the row's end, what follows says whether its last
        // word touched an edge: the border kept, a space otherwise.
        match row.get(last + 1) {
            Some(&c) if edge(c) => part.push(c),
            Some(_) => part.push(' '),
            None => {}
        }
        out.push(part);
    }
    out.join("\n")
}

/// The rows of a pane drawn in `buf`, one string each (wide characters' blank halves left
/// out), right-trimmed.
pub fn rows_of(buf: &ratatui::buffer::Buffer) -> Vec<String> {
    let area = buf.area;
    (area.top()..area.bottom())
        .map(|y| {
            let row: String = (area.left()..area.right())
                .map(|x| buf[(x, y)].symbol())
                .collect();
            row.trim_end().to_string()
        })
        .collect()
}

/// Rows left out at a pane's bottom with no sign: `shown` is the pane as drawn, `whole` the
/// same pane (same width) given room for every row. When the last row of `whole` is not
/// among the rows shown, rows were left out below, and the last row shown must start with
/// `…` (« … 3 lignes de plus »). `None` when nothing vanished or the cut says so; else the
/// last row the pane was given, lost.
pub fn rows_lost_unmarked(shown: &[String], whole: &[String]) -> Option<String> {
    let last = whole.iter().rev().find(|r| !r.trim().is_empty())?;
    if shown.iter().any(|r| r == last) {
        return None;
    }
    let marked = shown
        .iter()
        .rev()
        .find(|r| !r.trim().is_empty())
        .is_some_and(|r| r.trim_start().starts_with('…'));
    (!marked).then(|| last.trim().to_string())
}

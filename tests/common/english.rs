//! Finding English left on a French screen (issue 15): the English words are built at
//! test time from the catalogs (every word of an English value that no French value
//! has) and from the keys that reach displays from data (sides, health, wound and
//! condition keys), so a new message or key is audited without a list to keep.
//! Text that is the save's or the GM's own (names, notes, declarations, typed lines)
//! is left out before scanning.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fray::model::{Encounter, Side, SystemId};
use fray::rules::health::Health;

/// Words that are English in the English catalog and absent from the French one, but
/// are not English on a French screen; each with why.
const ALLOWED: &[(&str, &str)] = &[
    ("fray", "the product's name"),
    ("enter", "a key's name, as the key cap reads"),
    ("esc", "a key's name, as the key cap reads"),
    ("tab", "a key's name, as the key cap reads"),
    ("backtab", "a key's name (fray.toml)"),
    ("ctrl", "a key's name, as the key cap reads"),
    ("shift", "a key's name, as the key cap reads"),
    ("alt", "a key's name, as the key cap reads"),
    ("home", "a key's name, as the key cap reads"),
    ("end", "a key's name, as the key cap reads"),
    ("pageup", "a key's name (fray.toml)"),
    ("pagedown", "a key's name (fray.toml)"),
    ("delete", "a key's name (fray.toml)"),
    ("json", "a file format's name"),
    ("markdown", "a file format's name"),
    ("jsonl", "a file extension"),
    ("utc", "the time zone's name"),
    ("polaris", "a game's name"),
    ("shadowrun", "a game's name"),
    (
        "fac",
        "Fac-D, Facteur de Différence, as the French Cyberpunk rules write it",
    ),
];

/// The words (letters only, lower-cased, three letters or more) of the values of every
/// catalog file of `lang`: identifiers, variables, variant keys and function names left out.
pub fn catalog_words(lang: &str) -> BTreeSet<String> {
    let mut words = BTreeSet::new();
    for file in super::catalogs::files(lang) {
        let text = std::fs::read_to_string(&file).expect("catalog file");
        for line in text.lines() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            // A select expression's variant key starts its line: `[one]`, `*[other]`.
            let value = value_of(line).trim_start().trim_start_matches('*');
            let value = match value.strip_prefix('[').and_then(|v| v.split_once(']')) {
                Some((_, rest)) => rest,
                None => value,
            };
            if lang == "fr" {
                // Keys and option syntax a French text quotes (`right-arm:11-12`,
                // `sr-combat-pool`) are not French words.
                // (Split at any space: French typography puts a narrow one before `:`.)
                let value: Vec<&str> = value
                    .split(char::is_whitespace)
                    .filter(|w| !(w.is_ascii() && w.trim_start_matches('-').contains('-')))
                    .collect();
                words.extend(value_words(&value.join(" ")));
            } else {
                words.extend(value_words(value));
            }
        }
    }
    words
}

/// The value part of a catalog line: after `key =` or `.attr =`, else the whole line
/// (a continuation).
fn value_of(line: &str) -> &str {
    let trimmed = line.trim_start();
    let starts_entry = !line.starts_with(char::is_whitespace) || trimmed.starts_with('.');
    if starts_entry && let Some((key, value)) = line.split_once('=') {
        let key = key.trim().trim_start_matches(['.', '-']);
        if !key.is_empty()
            && key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return value;
        }
    }
    line
}

/// The words of a value: `$variables`, `-terms` and `[variant]` keys inside placeables
/// and upper-case function names are syntax, not words.
fn value_words(value: &str) -> Vec<String> {
    let chars: Vec<char> = value.chars().collect();
    let mut words = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            '$' => {
                i += 1;
                while i < chars.len() && (chars[i].is_alphanumeric() || "-_".contains(chars[i])) {
                    i += 1;
                }
                continue;
            }
            '-' if depth > 0 && chars.get(i + 1).is_some_and(|c| c.is_alphabetic()) => {
                i += 1;
                while i < chars.len() && (chars[i].is_alphanumeric() || "-_".contains(chars[i])) {
                    i += 1;
                }
                continue;
            }
            '[' if depth > 0 => {
                while i < chars.len() && chars[i] != ']' {
                    i += 1;
                }
            }
            c if c.is_alphabetic() => {
                let start = i;
                while i < chars.len() && chars[i].is_alphabetic() {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                let function = depth > 0
                    && chars.get(i) == Some(&'(')
                    && word.chars().all(|c| c.is_uppercase());
                if !function && word.chars().count() >= 3 {
                    words.push(word.to_lowercase());
                }
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    words
}

/// The words of a text, with where each starts (letters only, lower-cased).
fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// The keys fray stores and shows through a translation: a key left untranslated
/// reaches the screen as this English word.
fn data_keys() -> Vec<&'static str> {
    use fray::systems::{combat_pool::text as pool, polaris::wounds};
    let mut keys: Vec<&'static str> = Vec::new();
    keys.extend(Side::ALL.iter().map(|s| s.word()));
    keys.extend(Health::ALL.iter().map(|h| h.word()));
    keys.extend(wounds::SEVERITY_KEYS);
    keys.extend(wounds::LOCATION_KEYS);
    keys.extend([
        pool::TOTAL_DEFENSE,
        pool::STRESS,
        pool::READINESS,
        pool::CHANGING_INTENTION,
        pool::AIM,
        pool::ADVANTAGE,
        pool::SPRAY,
        pool::KNOCKED_DOWN,
        pool::THROWN_BACK,
        pool::HELD,
        pool::KNOCKED_OUT,
        pool::LETHAL,
    ]);
    keys.extend(pool::STRESS_WORDS);
    keys.extend(pool::READINESS_WORDS);
    keys.extend(cyberpunk_keys());
    keys
}

/// The Cyberpunk rules' condition, counter and weapon-flag keys.
fn cyberpunk_keys() -> Vec<&'static str> {
    use fray::systems::cyberpunk::{body, display, weapon};
    let mut keys: Vec<&'static str> = display::CONDITION_WORDS.iter().map(|(k, _)| *k).collect();
    keys.extend(display::COUNTERS);
    keys.extend([body::STUNNED, body::DEAD]);
    keys.extend([
        weapon::IN_HAND,
        weapon::JAMMED,
        weapon::UNCHAMBERED,
        weapon::UNLOADED,
        weapon::DROPPED,
    ]);
    keys
}

/// The words of a system's data that reach a French screen unless the system shows them
/// through a per-language label: its bestiary (template names and keys, the token-pool
/// types, gear names but a maker's), its conditions' and roll purposes' stored names, the keys of the dice the table may give (`bag`, `location`) and the keywords
/// of its commands (`dodge`, `defy`: a French line writes each in French). Each with
/// where it comes from; English catalog words and French ones are sorted out by
/// [`english_words_of`].
pub fn data_words(system: SystemId) -> Vec<(String, &'static str)> {
    let rules = fray::rules::system(system);
    let mut words = Vec::new();
    let mut add = |text: &str, from: &'static str| {
        for word in words_of(text) {
            if word.chars().count() >= 3 {
                words.push((word, from));
            }
        }
    };
    for template in &rules.bestiary().templates {
        add(&template.key, "a bestiary template's key");
        add(&template.name, "a bestiary template's name");
        if let Some(pool) = &template.pool {
            add(pool, "a bestiary token-pool type");
        }
        // Gear keys are typed words (the command language's, like skill keys); their names
        // are what a screen shows.
        for gear in &template.gear {
            if !is_brand(&gear.name) {
                add(&gear.name, "a bestiary gear name");
            }
        }
    }
    for (name, _) in rules.condition_words() {
        add(name, "a condition's stored name");
    }
    for (name, _) in rules.roll_purposes() {
        add(name, "a roll purpose's stored name");
    }
    for slot in rules.rolls() {
        add(slot.key, "a table-dice slot's key");
    }
    for keyword in rules.verbs().keywords() {
        add(keyword, "a keyword of the system's commands");
    }
    // Cyberpunk's `key=` words of its commands' usages that a French line writes in
    // French (`mod=`: `modif=`; left in English, an echo shows the English key), and its
    // skill keys (`handgun`, `combat-sense`: a French GM reads and types the names of the
    // French sheet, `armes-de-poing`). The other systems' audits do not look for these yet.
    if system == fray::systems::cyberpunk::ID {
        for verb in fray::script::verbs_in(system) {
            for part in verb
                .usage
                .split(|c: char| c.is_whitespace() || "[]|".contains(c))
            {
                if let Some((key, _)) = part.split_once('=')
                    && rules.verbs().french_of(verb.name, key).is_some()
                {
                    add(key, "a key= of the system's commands with a French word");
                }
            }
        }
        for template in &rules.bestiary().templates {
            for key in template.skills.keys() {
                add(key, "a skill's key (the sheet names it)");
            }
        }
    }
    words
}

/// The words of a system's French data labels (template names, keys and notes in French,
/// gear names in French): a word the French label uses is French (`Decker`, `Pirate`,
/// `Pistolet de service`).
fn french_data_words(system: SystemId) -> BTreeSet<String> {
    let mut words = BTreeSet::new();
    for template in &fray::rules::system(system).bestiary().templates {
        for label in [template.names.get("fr"), template.keys.get("fr")]
            .into_iter()
            .flatten()
        {
            words.extend(words_of(label));
        }
        if let Some(note) = template.notes.get("fr") {
            words.extend(words_of(note));
        }
    }
    // The bestiary's gear names in French (`Pistolet de service`).
    let bestiary = fray::rules::system(system).bestiary();
    for name in bestiary
        .gear_names
        .get("fr")
        .into_iter()
        .flat_map(|n| n.values())
    {
        words.extend(words_of(name));
    }
    words
}

/// Whether a gear name is a maker's product name (`Ares Light Fire 70`, `Colt Cobra
/// TZ-120`): written the same in the French books, so never English on a French screen.
fn is_brand(name: &str) -> bool {
    name.chars().any(|c| c.is_ascii_digit())
        || [
            "Ares",
            "Colt",
            "Fichetti",
            "HK",
            "Ingram",
            "Remington",
            "Defiance",
            "Browning",
            "Streetline",
            "Militech",
        ]
        .iter()
        .any(|maker| name.starts_with(maker))
}

/// [`english_words`] with the data words of `systems` ([`data_words`]).
pub fn english_words_of(systems: &[SystemId]) -> BTreeMap<String, &'static str> {
    let mut english = english_words();
    let french = catalog_words("fr");
    let allowed: BTreeSet<&str> = ALLOWED.iter().map(|(w, _)| *w).collect();
    for &system in systems {
        // A die the table gives that has a French word (`bag`: `sac`) is English on a
        // French screen, even where a French message names an option's value after it.
        for (key, _) in fray::rules::system(system).roll_words() {
            english.insert((*key).to_string(), "a table-dice key with a French word");
        }
        let labels = french_data_words(system);
        for (word, from) in data_words(system) {
            if !french.contains(&word)
                && !labels.contains(&word)
                && !allowed.contains(word.as_str())
            {
                english.entry(word).or_insert(from);
            }
        }
    }
    english
}

/// The English words to look for on a French screen, each with where it comes from.
pub fn english_words() -> BTreeMap<String, &'static str> {
    let french = catalog_words("fr");
    let allowed: BTreeSet<&str> = ALLOWED.iter().map(|(w, _)| *w).collect();
    let mut english = BTreeMap::new();
    for word in catalog_words("en") {
        english.insert(word, "an English catalog value");
    }
    for key in data_keys() {
        for word in words_of(key) {
            if word.chars().count() >= 3 {
                english.entry(word).or_insert("a key shown from data");
            }
        }
    }
    english.retain(|w, _| !french.contains(w) && !allowed.contains(w.as_str()));
    english
}

/// What the save's own text is: names, notes, declarations, typed lines. Whole runs of
/// its words are left out of a screen line, and single words of names and keys.
#[derive(Default)]
pub struct OwnText {
    /// Texts whose word runs are the GM's (notes, declarations, command lines).
    texts: Vec<Vec<String>>,
    /// Single words that are names or keys wherever they appear.
    names: BTreeSet<String>,
    /// The texts as written: shown whole, they are the GM's whatever words they hold
    /// (a typed line whose runner is called Glitch and whose keyword is `glitch`).
    raw: Vec<String>,
    /// Whether a combatant's template key is data to show through its label rather than
    /// the save's own word ([`Audit::for_systems`]).
    labelled_templates: bool,
}

impl OwnText {
    /// Starts with the bestiaries' template keys: words of the command language
    /// (`add 2 guards from guard`), offered as they are typed, like skill keys.
    pub fn with_template_keys() -> OwnText {
        let mut own = OwnText::default();
        for id in fray::model::encounter::SystemId::all() {
            for template in &fray::rules::system(id).bestiary().templates {
                own.name(&template.key);
            }
        }
        own
    }

    /// A GM text (a note, a declaration, a typed line).
    pub fn text(&mut self, text: &str) {
        let words = words_of(text);
        if !words.is_empty() {
            self.texts.push(words);
            self.raw.push(text.to_string());
        }
    }

    /// A name or key: each of its words is never English here.
    pub fn name(&mut self, name: &str) {
        self.names.extend(words_of(name));
    }

    /// Everything of a state that is the save's own.
    pub fn state(&mut self, state: &Encounter) {
        self.name(&state.name);
        for c in &state.combatants {
            self.name(&c.name);
            self.name(&fray::model::combatant::slug(&c.name));
            if let Some(t) = c.template.as_ref().filter(|_| !self.labelled_templates) {
                self.name(t);
            }
            for skill in c.skills.keys() {
                self.name(skill);
            }
            for gear in &c.gear {
                self.name(&gear.key);
                // A bestiary's gear name is data shown through its label (`Knife`:
                // `Couteau`), not the save's own word, where the system's data is audited.
                if !self.labelled_templates {
                    self.name(gear.label());
                }
            }
            self.text(&c.note);
            if let Some(d) = &c.declaration {
                self.text(d);
            }
            if let Some(p) = &c.pending {
                self.text(p);
            }
        }
    }

    /// Every state and command line of a save, and its name.
    pub fn save(&mut self, path: &Path) {
        let loaded = fray::store::load(path).expect("the save loads");
        self.name(&loaded.header.name);
        let mut partial = fray::engine::Timeline::new(loaded.header.clone());
        for record in &loaded.records {
            self.text(&record.command);
            partial.commit(record.clone());
            self.state(partial.state());
        }
    }

    /// Where each word stands in the GM's texts: (text, index).
    fn index(&self) -> BTreeMap<&str, Vec<(usize, usize)>> {
        let mut index: BTreeMap<&str, Vec<(usize, usize)>> = BTreeMap::new();
        for (t, text) in self.texts.iter().enumerate() {
            for (j, word) in text.iter().enumerate() {
                index.entry(word.as_str()).or_default().push((t, j));
            }
        }
        index
    }

    /// Whether `word` belongs to a typed text of several words that `part` shows whole (a
    /// line whose runner is called Glitch and whose keyword is `glitch`): checked only for
    /// a word that would be a hit.
    fn shown_whole(&self, part: &str, word: &str) -> bool {
        self.raw.iter().any(|r| {
            r.trim().contains(' ')
                && part.contains(r.as_str())
                && words_of(r).iter().any(|w| w == word)
        })
    }

    /// Which words of `line` are the save's own.
    fn own(&self, words: &[String], index: &BTreeMap<&str, Vec<(usize, usize)>>) -> Vec<bool> {
        let mut own: Vec<bool> = words.iter().map(|w| self.names.contains(w)).collect();
        for i in 0..words.len() {
            let Some(places) = index.get(words[i].as_str()) else {
                continue;
            };
            for &(t, j) in places {
                let text = &self.texts[t];
                {
                    let mut k = 0;
                    while i + k < words.len() && j + k < text.len() && words[i + k] == text[j + k] {
                        k += 1;
                    }
                    // A run of two words or more, the whole text, or one word at the
                    // edge of a line where the text wraps.
                    let wrapped = k >= 1
                        && ((i == 0 && j + k == text.len())
                            || (i + k == words.len() && j + k < text.len()));
                    // Cut short where the pane ends: the last word shown begins the
                    // text's next one.
                    let cut = k >= 1
                        && i + k + 1 == words.len()
                        && j + k < text.len()
                        && text[j + k].starts_with(words[i + k].as_str());
                    // Cut short on the left where an overlay covers the text's start:
                    // the first word shown ends the text's word before.
                    let covered = k >= 1
                        && i >= 1
                        && j >= 1
                        && (i + k == words.len() || j + k == text.len())
                        && text[j - 1].ends_with(words[i - 1].as_str());
                    if k >= 2 || (k >= 1 && k == text.len()) || wrapped || cut || covered {
                        let end = if cut { i + k + 1 } else { i + k };
                        let start = if covered { i - 1 } else { i };
                        own[start..end].iter_mut().for_each(|o| *o = true);
                    }
                }
            }
        }
        own
    }
}

/// A box-drawing character: a pane's border.
fn is_frame(c: char) -> bool {
    ('\u{2500}'..='\u{257f}').contains(&c)
}

/// The line without `[action-name]` words: the key overlay names each key's action as
/// `keys.conf` spells it, the configuration's own (English) language, like command words.
fn without_action_names(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(open) = rest.find('[') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find(']') {
            Some(close)
                if close > 0
                    && after[..close]
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c == '-') =>
            {
                rest = &after[close + 1..];
            }
            _ => {
                out.push('[');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// One English word found: the screen, the word, the line it is on.
pub struct Hit {
    pub screen: String,
    pub word: String,
    pub line: String,
}

/// Scans a French screen (or output) for English words.
pub struct Audit {
    english: BTreeMap<String, &'static str>,
    /// The canonical verbs of every system: a line quoted in « » that starts with one is
    /// a command line (the command language stays English).
    verbs: BTreeSet<&'static str>,
    pub own: OwnText,
    pub hits: Vec<Hit>,
    /// How many screens were scanned.
    pub screens: usize,
}

impl Audit {
    pub fn new() -> Audit {
        let verbs = fray::model::encounter::SystemId::all()
            .iter()
            .flat_map(|&id| fray::script::verbs_in(id))
            .map(|v| v.name)
            .collect();
        Audit {
            english: english_words(),
            verbs,
            own: OwnText::with_template_keys(),
            hits: Vec::new(),
            screens: 0,
        }
    }

    /// An audit that also looks for the data words of `systems` ([`data_words`]): their
    /// bestiary's names and keys, conditions, roll purposes, locations and table-dice
    /// keys must reach a French screen through a French label. Template keys are then no
    /// longer the save's own words (a typed line showing one whole still is).
    pub fn for_systems(systems: &[SystemId]) -> Audit {
        let mut audit = Audit::new();
        audit.english = english_words_of(systems);
        audit.own = OwnText {
            labelled_templates: true,
            ..OwnText::default()
        };
        // A maker's product name is the same in every language (`Fichetti Security 600`).
        for &system in systems {
            for template in &fray::rules::system(system).bestiary().templates {
                for gear in template.gear.iter().filter(|g| is_brand(&g.name)) {
                    audit.own.name(&gear.name);
                }
            }
        }
        audit
    }

    /// Scans a full-screen drawing: each pane's part of a row on its own, and a word
    /// the pane's edge cuts short left out (it may be the start of a French one).
    pub fn scan_screen(&mut self, screen: &str, text: &str) {
        self.scan_parts(screen, text, true, &[]);
    }

    /// Scans a full-screen drawing where `keys` (words of the command language shown as
    /// typed, like the dice given at the table: `tie 7`) are canonical.
    pub fn scan_screen_with_keys(&mut self, screen: &str, text: &str, keys: &[&str]) {
        self.scan_parts(screen, text, true, keys);
    }

    /// Scans a program's output.
    pub fn scan(&mut self, screen: &str, text: &str) {
        self.scan_parts(screen, text, false, &[]);
    }

    /// Scans a program's output where `keys` (option names and values, subcommand
    /// names: the configuration's and command line's own words) are canonical.
    pub fn scan_with_keys(&mut self, screen: &str, text: &str, keys: &[&str]) {
        self.scan_parts(screen, text, false, keys);
    }

    fn scan_parts(&mut self, screen: &str, text: &str, tui: bool, keys: &[&str]) {
        self.screens += 1;
        let index = self.own.index();
        for row in text.lines() {
            let row = if tui { row.trim_matches('"') } else { row };
            for part in row.split(is_frame) {
                let line = without_cut_words(&without_keys(&without_action_names(part), keys));
                // A word cut at the pane's edge, or cut short with an ellipsis, is no word.
                let cut =
                    tui && (line.ends_with(char::is_alphabetic) || line.trim_end().ends_with('…'));
                let mut words = words_of(&line);
                if cut {
                    words.pop();
                }
                let mut own = self.own.own(&words, &index);
                for (quoted, range) in quoted_runs(&line) {
                    let first = words_of(&quoted);
                    let command = first
                        .first()
                        .is_some_and(|w| self.verbs.contains(w.as_str()));
                    let typed = self
                        .own
                        .texts
                        .iter()
                        .any(|t| first.iter().all(|w| t.contains(w)));
                    if command || typed {
                        for i in range {
                            if let Some(o) = own.get_mut(i) {
                                *o = true;
                            }
                        }
                    }
                }
                for (word, own) in words.iter().zip(own) {
                    if own || !self.english.contains_key(word) || self.own.shown_whole(part, word) {
                        continue;
                    }
                    let line = part.trim().to_string();
                    if !self.hits.iter().any(|h| &h.word == word && h.line == line) {
                        self.hits.push(Hit {
                            screen: screen.to_string(),
                            word: word.clone(),
                            line,
                        });
                    }
                }
            }
        }
    }

    /// The report of what was found: each word, then each screen and line it is on.
    pub fn report(&self) -> String {
        let mut by_word: BTreeMap<&str, Vec<&Hit>> = BTreeMap::new();
        for hit in &self.hits {
            by_word.entry(&hit.word).or_default().push(hit);
        }
        let mut out = format!(
            "{} English word(s) on French screens ({} screens scanned):\n",
            by_word.len(),
            self.screens
        );
        for (word, hits) in by_word {
            out.push_str(&format!("- {word}, {} line(s):\n", hits.len()));
            for hit in hits.iter().take(4) {
                out.push_str(&format!("    [{}] {}\n", hit.screen, hit.line));
            }
        }
        out
    }
}

/// The texts quoted « like this » in a line, each with the indexes of its words among
/// the line's words.
fn quoted_runs(line: &str) -> Vec<(String, std::ops::Range<usize>)> {
    let mut runs = Vec::new();
    let mut rest = line;
    let mut before = 0;
    while let Some(open) = rest.find('«') {
        let start = before + words_of(&rest[..open]).len();
        let after = &rest[open + '«'.len_utf8()..];
        let (inner, next) = match after.find('»') {
            Some(close) => (&after[..close], &after[close + '»'.len_utf8()..]),
            None => (after, ""),
        };
        let n = words_of(inner).len();
        runs.push((inner.to_string(), start..start + n));
        before = start + n;
        rest = next;
    }
    runs
}

/// The line without the words cut short with `…` (`Bar…` for Baral, where a column ends):
/// the start of a word is no word.
fn without_cut_words(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out: Vec<char> = chars.clone();
    for (i, &c) in chars.iter().enumerate() {
        if c != '…' {
            continue;
        }
        let mut j = i;
        while j > 0 && chars[j - 1].is_alphabetic() {
            j -= 1;
            out[j] = ' ';
        }
    }
    out.into_iter().collect()
}

/// The line with each of `keys` (whole, between characters that cannot be part of a
/// key) blanked out.
fn without_keys(line: &str, keys: &[&str]) -> String {
    let mut line = line.to_string();
    let part_of_key = |c: char| c.is_alphanumeric() || c == '-' || c == '_';
    for key in keys {
        let mut from = 0;
        while let Some(at) = line[from..].find(key) {
            let at = from + at;
            let end = at + key.len();
            let clear_before = !line[..at].chars().next_back().is_some_and(part_of_key);
            let clear_after = !line[end..].chars().next().is_some_and(part_of_key);
            if clear_before && clear_after {
                line.replace_range(at..end, &" ".repeat(key.len()));
            }
            from = end;
        }
    }
    line
}

impl Audit {
    /// Leaves out the hits that are command syntax the GM types as is: a `key=` word
    /// (`reaction=12`, `damage=4D6`: sheet and weapon keys) and the `:` prompt's row (the
    /// GM's typed lines, scrolled and cut at its left edge).
    pub fn without_typed_syntax(mut self) -> Audit {
        self.hits.retain(|h| {
            let typed_key = h.line.to_lowercase().contains(&format!("{}=", h.word));
            !(typed_key || h.line.starts_with(':'))
        });
        self
    }
}

/// The words `fray rules SYSTEM` shows in French as they are typed: each option's French
/// key and listed values' French words, and the parts of the values no table lists (a
/// bag, a formula, a table of locations). The English keys and words are not among them.
pub fn rules_typed_words(system: SystemId) -> Vec<&'static str> {
    let rows: Vec<_> = fray::rules::system(system)
        .option_words()
        .iter()
        .chain(fray::rules::option_words::SHARED)
        .collect();
    let mut words = Vec::new();
    for row in &rows {
        words.push(row.fr);
        words.extend(row.values.iter().map(|(_, fr)| *fr));
    }
    let shared = fray::engine::table_dice::shared_options();
    for (key, values, _) in fray::rules::system(system).options().iter().chain(shared) {
        let row = rows.iter().find(|r| r.key == *key);
        for part in values.split('|').map(str::trim) {
            if !row.is_some_and(|r| r.values.iter().any(|(en, _)| *en == part)) {
                words.push(part);
            }
        }
    }
    words
}

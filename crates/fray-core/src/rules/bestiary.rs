//! Reusable combatant templates shipped per system in `assets/bestiary/<system>.json`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::model::{Combatant, Side, Skill};

/// One combatant template.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Template {
    /// Key used in commands (`ganger`).
    pub key: String,
    /// Display name given to combatants made from it (`Ganger`).
    pub name: String,
    /// The display name in other languages, by language code (`"fr": "Mercenaire"`): what
    /// screens, logs and exports show for the template in that language ([`Template::name_shown`]).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub names: BTreeMap<String, String>,
    /// The key in other languages, by language code (`"fr": "mercenaire"`): read in any
    /// language, written in that language's lines and offered by completion; the save keeps
    /// [`Template::key`] ([`canonical_key`], [`key_in`]).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub keys: BTreeMap<String, String>,
    /// Default side.
    pub side: Side,
    /// Numeric sheet values.
    #[serde(default)]
    pub stats: BTreeMap<String, i32>,
    /// Skills.
    #[serde(default)]
    pub skills: BTreeMap<String, Skill>,
    /// A note copied onto each combatant (weapons, damage, tactics), in English: the save
    /// keeps this text, whatever the language shown.
    #[serde(default)]
    pub note: String,
    /// The note in other languages, by language code (`"fr"`): what a combatant made from
    /// the template shows while its note is still the template's (see [`shown_note`]).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub notes: BTreeMap<String, String>,
    /// The token-pool type given to combatants made from it, for a system with token
    /// pools; other systems leave it out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pool: Option<String>,
    /// Gear given to combatants made from it (weapons), for a system that reads gear.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gear: Vec<crate::model::Gear>,
    /// Whether it comes in a group: the combatants one `add` makes from it form one group
    /// (one initiative for all, in a system whose rules group similar NPCs; the system
    /// writes the link when it decides the `add`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub group: bool,
}

impl Template {
    /// An empty template (no key, no name, an enemy), to fill field by field from a
    /// file the GM wrote.
    pub fn blank() -> Template {
        Template {
            key: String::new(),
            name: String::new(),
            names: BTreeMap::new(),
            keys: BTreeMap::new(),
            side: Side::Enemy,
            stats: BTreeMap::new(),
            skills: BTreeMap::new(),
            note: String::new(),
            notes: BTreeMap::new(),
            pool: None,
            gear: Vec::new(),
            group: false,
        }
    }

    /// The display name in the current language (the English one when it has no translation).
    pub fn name_shown(&self) -> &str {
        self.names
            .get(crate::i18n::current().code())
            .map_or(self.name.as_str(), String::as_str)
    }

    /// The key as typed in `lang` (the canonical key when it has no translation).
    pub fn key_for(&self, lang: crate::i18n::Lang) -> &str {
        self.keys
            .get(lang.code())
            .map_or(self.key.as_str(), String::as_str)
    }

    /// The key as typed in the current language (see [`Template::key_for`]).
    pub fn key_shown(&self) -> &str {
        self.key_for(crate::i18n::current())
    }

    /// The name given to combatants named after this template by the word the GM typed:
    /// the name in the language whose key or name that word is (`voyou`, `voyous`:
    /// `Voyou`), else the English name (`gangers`: `Ganger`). Read from the line alone, so
    /// the same line names the same combatants in every language.
    pub fn name_for_word(&self, typed: &str) -> &str {
        let forms = word_forms(typed);
        let slug = crate::model::combatant::slug;
        if forms.contains(&self.key) || forms.contains(&slug(&self.name)) {
            return &self.name;
        }
        self.keys
            .iter()
            .chain(&self.names)
            .find(|(_, word)| forms.contains(&slug(word)))
            .and_then(|(lang, _)| self.names.get(lang))
            .map_or(self.name.as_str(), String::as_str)
    }

    /// The note in the current language (the English one when it has no translation).
    pub fn note_shown(&self) -> &str {
        self.notes
            .get(crate::i18n::current().code())
            .map_or(self.note.as_str(), String::as_str)
    }
}

/// What a combatant's note shows in the current language: while it is still the note its
/// template copied (the GM has not written one), the template's note in that language;
/// otherwise the note as written. The save always keeps the English text, so the rules stay
/// language-free and an old save shows the translation too.
pub fn shown_note<'a>(system: &'a Bestiary, combatant: &'a Combatant) -> &'a str {
    combatant
        .template
        .as_deref()
        .and_then(|key| system.templates.iter().find(|t| t.key == key))
        .filter(|t| !t.note.is_empty() && t.note == combatant.note)
        .map_or(combatant.note.as_str(), Template::note_shown)
}

/// A system's templates.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bestiary {
    /// The templates, in file order.
    pub templates: Vec<Template>,
    /// Gear names in other languages: by language code, each English name (`Knife`) with
    /// the one shown (`Couteau`); see `Bestiary::gear_label` (`gear_labels.rs`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub gear_names: BTreeMap<String, BTreeMap<String, String>>,
    /// Gear keys as typed in other languages, where the word drawn from the gear's names
    /// would not do: by language code, each key (`pistol`) with its word (`pistolet`);
    /// see `Bestiary::gear_word_in` (`gear_labels.rs`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub gear_words: BTreeMap<String, BTreeMap<String, String>>,
}

impl Bestiary {
    /// Reads a bestiary from its JSON text.
    pub fn from_json(text: &str) -> Result<Bestiary, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The template for a key, a name, or their plural (`gangers`).
    pub fn find(&self, word: &str) -> Option<&Template> {
        let forms = word_forms(word);
        self.templates.iter().find(|t| {
            let name = crate::model::combatant::slug(&t.name);
            let other = t.keys.values().chain(t.names.values());
            let mut other = other.map(|w| crate::model::combatant::slug(w));
            forms.iter().any(|f| *f == t.key || *f == name) || other.any(|w| forms.contains(&w))
        })
    }

    /// The template whose canonical key is `key`.
    pub fn by_key(&self, key: &str) -> Option<&Template> {
        self.templates.iter().find(|t| t.key == key)
    }

    /// A template key as the GM reads it: the template's name in the current language
    /// when `key` is one of this bestiary's keys and the template has a name in that
    /// language, else `key` as stored (English lines keep the key the GM types).
    pub fn label<'a>(&'a self, key: &'a str) -> &'a str {
        let lang = crate::i18n::current().code();
        self.by_key(key)
            .and_then(|t| t.names.get(lang))
            .map_or(key, String::as_str)
    }
}

/// A typed word as a slug and its singulars (`gangers`: `gangers`, `ganger`; `ies`: `y`).
fn word_forms(word: &str) -> Vec<String> {
    let word = crate::model::combatant::slug(word);
    let mut forms = vec![word.clone()];
    forms.extend(word.strip_suffix("ies").map(|w| format!("{w}y")));
    forms.extend(word.strip_suffix("es").map(str::to_string));
    forms.extend(word.strip_suffix('s').map(str::to_string));
    forms
}

/// Every system's shipped templates.
fn all_templates() -> impl Iterator<Item = &'static Template> {
    crate::rules::registry::all()
        .iter()
        .flat_map(|s| s.bestiary().templates.iter())
}

/// The canonical key of a template key typed in another language (`mercenaire`:
/// `mercenary`), over every system's bestiary (case and accents folded); `None` for a word
/// that is no template's translated key. The command reader keeps the canonical key, so
/// the save holds the same line whatever language the GM typed it in.
pub fn canonical_key(typed: &str) -> Option<&'static str> {
    let folded = crate::rules::words::fold(typed);
    all_templates()
        .find(|t| {
            t.keys
                .values()
                .any(|k| crate::rules::words::fold(k) == folded)
        })
        .map(|t| t.key.as_str())
}

/// A canonical template key as typed in `lang` (`mercenary` in French: `mercenaire`),
/// over every system's bestiary; the key itself when no template translates it.
pub fn key_in(lang: crate::i18n::Lang, key: &str) -> String {
    all_templates()
        .find(|t| t.key == key && t.keys.contains_key(lang.code()))
        .map_or_else(|| key.to_string(), |t| t.key_for(lang).to_string())
}

#[cfg(test)]
#[path = "bestiary_tests.rs"]
mod tests;

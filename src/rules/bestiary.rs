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
}

impl Bestiary {
    /// Reads a bestiary from its JSON text.
    pub fn from_json(text: &str) -> Result<Bestiary, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The template for a key, a name, or their plural (`gangers`).
    pub fn find(&self, word: &str) -> Option<&Template> {
        let word = crate::model::combatant::slug(word);
        let mut forms = vec![word.clone()];
        forms.extend(word.strip_suffix("ies").map(|w| format!("{w}y")));
        forms.extend(word.strip_suffix("es").map(str::to_string));
        forms.extend(word.strip_suffix('s').map(str::to_string));
        self.templates.iter().find(|t| {
            let name = crate::model::combatant::slug(&t.name);
            forms.iter().any(|f| *f == t.key || *f == name)
        })
    }
}

#[cfg(test)]
#[path = "bestiary_tests.rs"]
mod tests;

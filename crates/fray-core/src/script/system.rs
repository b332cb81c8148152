//! What the command language asks of a rule system: its own verbs, read and written with
//! the shared machinery ([`Cursor`], [`ParseError`], [`Words`]). Each system implements
//! [`SystemVerbs`] in its `verbs/` folder; the language reaches it through
//! [`RuleSystem::verbs`](crate::rules::RuleSystem::verbs) and the registry.

use super::cursor::Cursor;
use super::error::ParseError;
use super::format::Words;
use super::verbs::Verb;
use crate::engine::SystemCommand;

/// A help topic of a system that is not a verb (e.g. a table of words its verbs read).
#[derive(Debug, Clone, Copy)]
pub struct Topic {
    /// Its canonical name, as `help NAME` takes it.
    pub name: &'static str,
    /// Other words that name it.
    pub aliases: &'static [&'static str],
    /// The clause the help overview ends with, e.g. `help NAME lists ...`.
    pub hint: &'static str,
    /// Its help text.
    pub text: fn() -> String,
}

/// A rule system's part of the command language.
pub trait SystemVerbs: Sync {
    /// The system's name as help and errors show it (e.g. in "… commands:").
    fn name(&self) -> &'static str;
    /// The system's own verbs, in the order help lists them (after the shared ones); each
    /// one's `system` is the system's key.
    fn verbs(&self) -> &'static [Verb];
    /// The bare keywords its verbs read besides the shared ones, for completion.
    fn keywords(&self) -> &'static [&'static str];
    /// Whether a name must be quoted wherever it is written, because the system's verbs
    /// read it as a keyword right after a name.
    fn reserved(&self, word: &str) -> bool {
        let _ = word;
        false
    }
    /// Reads the rest of a line starting with `verb`, one of [`SystemVerbs::verbs`]; `None`
    /// when the verb is not one of its own. The caller checks that nothing is left.
    fn parse(
        &self,
        verb: &Verb,
        cursor: &mut Cursor<'_>,
    ) -> Result<Option<SystemCommand>, ParseError>;
    /// Writes the canonical words of one of its own commands (`parse` reads them back).
    fn format(&self, command: &SystemCommand, words: &mut Words);
    /// Its help topics besides the verbs.
    fn topics(&self) -> &'static [Topic] {
        &[]
    }
    /// One of its verbs' summary in the current language (`None`: the table's English).
    fn summary(&self, verb: &str) -> Option<String> {
        let _ = verb;
        None
    }
    /// The French words its reader takes for a canonical keyword (locations, severities,
    /// keywords…), as typed: a line using one is kept in the save in its canonical
    /// English form.
    fn french_words(&self) -> Vec<String> {
        Vec::new()
    }
    /// The French word a French line writes for one of its sheet keys in `key=value`
    /// (`combat-sense`: `sens-du-combat`); the shared reader takes that word back as the
    /// key when [`RuleSystem::canonical_stat`](crate::rules::RuleSystem::canonical_stat)
    /// reads it so. `None`: written as stored.
    fn sheet_key_fr(&self, key: &str) -> Option<String> {
        let _ = key;
        None
    }
    /// The French word a French line of `verb` (its canonical name) writes for one of its
    /// canonical keywords (or terms: locations, severities…), one its reader takes back;
    /// `None`: written in English.
    fn french_of(&self, verb: &str, keyword: &str) -> Option<String> {
        let _ = (verb, keyword);
        None
    }
    /// The names its help examples give things the GM names (a spell, a weapon's key), each
    /// with the name a French sheet gives it (`Manabolt`: `Éclair mana`): French help
    /// shows its examples with these names.
    fn example_names_fr(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }
}

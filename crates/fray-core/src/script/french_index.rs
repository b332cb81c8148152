//! A system's tables of keywords and their French words looked up through a map or a set
//! built once, rather than scanned for every word a line is read or written with (each
//! keyword a verb may take asks again, and so does every name a line writes).

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

/// English keywords with the French words that stand for them.
pub type Table = [(&'static str, &'static [&'static str])];

/// A map from each French word of a table to its English keyword, made on first use.
pub struct FrenchIndex(OnceLock<HashMap<&'static str, &'static str>>);

impl FrenchIndex {
    /// An index not built yet.
    pub const fn new() -> Self {
        FrenchIndex(OnceLock::new())
    }

    /// The English keyword the French word `lower` (in lower case) stands for in `table`
    /// (the first keyword listing it, as a scan in order would find), built from `table`
    /// on first use: always pass the same table.
    pub fn english(&self, table: &'static Table, lower: &str) -> Option<&'static str> {
        self.0
            .get_or_init(|| {
                let mut map = HashMap::new();
                for (english, french) in table {
                    for word in *french {
                        map.entry(*word).or_insert(*english);
                    }
                }
                map
            })
            .get(lower)
            .copied()
    }
}

impl Default for FrenchIndex {
    fn default() -> Self {
        FrenchIndex::new()
    }
}

/// The set of a system's keywords and all their French words, made on first use: whether
/// a name must be quoted to read back as one.
pub struct KeywordSet(OnceLock<HashSet<&'static str>>);

impl KeywordSet {
    /// A set not built yet.
    pub const fn new() -> Self {
        KeywordSet(OnceLock::new())
    }

    /// Whether `lower` (in lower case) is one of `keywords` or of the French words of
    /// `table`, as written in them; the set is built from both on first use: always pass
    /// the same tables.
    pub fn contains(&self, keywords: &[&'static str], table: &'static Table, lower: &str) -> bool {
        self.0
            .get_or_init(|| {
                keywords
                    .iter()
                    .copied()
                    .chain(table.iter().flat_map(|(_, words)| words.iter().copied()))
                    .collect()
            })
            .contains(lower)
    }
}

impl Default for KeywordSet {
    fn default() -> Self {
        KeywordSet::new()
    }
}

/// Each English keyword of a run of tables with the French word a French line writes for
/// it ([`written_french`](super::written_french): the first table entry naming it, in
/// its most accented spelling), made on first use.
pub struct WrittenIndex(OnceLock<HashMap<&'static str, Option<&'static str>>>);

impl WrittenIndex {
    /// An index not built yet.
    pub const fn new() -> Self {
        WrittenIndex(OnceLock::new())
    }

    /// The French word written for `keyword`, as `written_french` finds it in `tables`
    /// read in order; the index is built from them on first use: always pass the same.
    pub fn french(&self, tables: &[&'static Table], keyword: &str) -> Option<String> {
        self.0
            .get_or_init(|| {
                let mut map = HashMap::new();
                for (english, french) in tables.iter().flat_map(|t| t.iter()) {
                    map.entry(*english)
                        .or_insert_with(|| super::format_fr::accented(french));
                }
                map
            })
            .get(keyword)
            .copied()
            .flatten()
            .map(str::to_string)
    }
}

impl Default for WrittenIndex {
    fn default() -> Self {
        WrittenIndex::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &Table = &[
        ("melee", &["mêlée", "corps-à-corps"]),
        ("at", &["à", "sur"]),
        ("on", &["sur"]),
    ];

    /// A French word reads as the first keyword listing it, as a scan in order finds it.
    #[test]
    fn a_french_word_reads_as_the_first_keyword_listing_it() {
        let index = FrenchIndex::new();
        assert_eq!(index.english(TABLE, "mêlée"), Some("melee"));
        assert_eq!(index.english(TABLE, "sur"), Some("at"));
        assert_eq!(index.english(TABLE, "melee"), None);
    }

    /// The index writes what a search in the tables writes, the first table first.
    #[test]
    fn the_written_word_is_the_one_a_search_in_order_finds() {
        const OTHER: &Table = &[("at", &["chez"]), ("none", &[]), ("vs", &["contre"])];
        let index = WrittenIndex::new();
        for keyword in ["melee", "at", "on", "none", "vs", "kurt"] {
            assert_eq!(
                index.french(&[TABLE, OTHER], keyword),
                super::super::written_french(TABLE.iter().chain(OTHER), keyword),
                "{keyword}"
            );
        }
        assert_eq!(index.french(&[TABLE, OTHER], "at").as_deref(), Some("à"));
    }

    /// The set holds the keywords and every French word, as written.
    #[test]
    fn the_set_holds_keywords_and_french_words() {
        let set = KeywordSet::new();
        for word in ["vs", "mêlée", "corps-à-corps", "sur"] {
            assert!(set.contains(&["vs"], TABLE, word), "{word}");
        }
        for word in ["melee", "Mêlée", "kurt", ""] {
            assert!(!set.contains(&["vs"], TABLE, word), "{word}");
        }
    }
}

//! A table of French words looked up through a map built once, rather than scanned for
//! every word a line is read with (each keyword a verb may take asks again).

use std::collections::HashMap;
use std::sync::OnceLock;

/// English keywords with the French words that stand for them.
pub(super) type Table = [(&'static str, &'static [&'static str])];

/// A map from each French word of a table to its English keyword, made on first use.
pub(super) struct FrenchIndex(OnceLock<HashMap<&'static str, &'static str>>);

impl FrenchIndex {
    /// An index not built yet.
    pub(super) const fn new() -> Self {
        FrenchIndex(OnceLock::new())
    }

    /// The English keyword the French word `lower` (in lower case) stands for in `table`
    /// (the first keyword listing it, as a scan in order would find), built from `table`
    /// on first use: always pass the same table.
    pub(super) fn english(&self, table: &'static Table, lower: &str) -> Option<&'static str> {
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

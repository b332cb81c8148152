//! The options' French words: each key and each value it takes from a list, in the
//! game's own words (read in either language, stored in English, shown in French).

use crate::rules::option_words::{ON_OFF, OptionWords};

/// Every option's French key and value words.
pub const OPTION_WORDS: &[OptionWords] = &[
    OptionWords {
        key: "wound-malus",
        fr: "malus-blessures",
        values: &[("sum", "somme"), ("worst", "pire")],
    },
    OptionWords {
        key: "rushed-malus",
        fr: "malus-précipitée",
        values: &[],
    },
    OptionWords {
        key: "location-table",
        fr: "table-localisation",
        values: &[],
    },
    OptionWords {
        key: "fatigue",
        fr: "fatigue",
        values: ON_OFF,
    },
    OptionWords {
        key: "mechanized-armour",
        fr: "armure-mécanisée",
        values: ON_OFF,
    },
    OptionWords {
        key: "surprise-initiative",
        fr: "initiative-surprise",
        values: &[("margin", "marge"), ("die", "dé")],
    },
    OptionWords {
        key: "bare-hands",
        fr: "mains-nues",
        values: ON_OFF,
    },
    OptionWords {
        key: "zero-initiative",
        fr: "initiative-zéro",
        values: &[("skip", "passe"), ("act", "agit")],
    },
    OptionWords {
        key: "destroyed-limb-malus",
        fr: "malus-membre-détruit",
        values: &[],
    },
    OptionWords {
        key: "rest-heals",
        fr: "repos-guérit",
        values: &[
            ("light", "légères"),
            ("medium", "moyennes"),
            ("none", "aucune"),
        ],
    },
];

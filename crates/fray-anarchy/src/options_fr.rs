//! The options' French words: each key and each value it takes from a list, in the
//! game's own words (read in either language, stored in English, shown in French).

use crate::rules::option_words::{ON_OFF, OptionWords};

/// Every option's French key and value words.
pub const OPTION_WORDS: &[OptionWords] = &[
    OptionWords {
        key: "initiative-timing",
        fr: "tirage-initiative",
        values: &[("scene", "scène"), ("combat", "combat"), ("turn", "tour")],
    },
    OptionWords {
        key: "opposed-ties",
        fr: "égalités-opposées",
        values: &[("no-effect", "sans-effet"), ("actor", "acteur")],
    },
    OptionWords {
        key: "anarchy-start",
        fr: "anarchy-départ",
        values: &[],
    },
    OptionWords {
        key: "anarchy-max",
        fr: "anarchy-max",
        values: &[],
    },
    OptionWords {
        key: "gm-pool-start",
        fr: "réserve-mj-départ",
        values: &[("players", "joueurs")],
    },
    OptionWords {
        key: "chance-glitch",
        fr: "chance-imprévu",
        values: ON_OFF,
    },
    OptionWords {
        key: "bonus-dice",
        fr: "dés-bonus",
        values: &[("keep", "garde"), ("reroll", "relance")],
    },
    OptionWords {
        key: "group-monitors",
        fr: "moniteurs-groupe",
        values: &[("member", "membre"), ("group", "groupe")],
    },
    OptionWords {
        key: "drain",
        fr: "drain",
        values: &[("amp", "atout"), ("any-complication", "toute-complication")],
    },
    OptionWords {
        key: "technodrain",
        fr: "technodrain",
        values: ON_OFF,
    },
    OptionWords {
        key: "sprite-dice",
        fr: "dés-sprite",
        values: &[],
    },
    OptionWords {
        key: "tie-chance",
        fr: "égalité-chance",
        values: &[("attribute", "attribut"), ("points", "points")],
    },
    OptionWords {
        key: "marks",
        fr: "marks",
        values: ON_OFF,
    },
    OptionWords {
        key: "brute-force",
        fr: "force-brute",
        values: ON_OFF,
    },
    OptionWords {
        key: "convergence",
        fr: "convergence",
        values: ON_OFF,
    },
    OptionWords {
        key: "physical-base",
        fr: "base-physique",
        values: &[],
    },
    OptionWords {
        key: "stun-base",
        fr: "base-étourdissement",
        values: &[],
    },
    OptionWords {
        key: "wound-step",
        fr: "cases-par-malus",
        values: &[],
    },
    OptionWords {
        key: "rest-physical",
        fr: "repos-physique",
        values: &[("all", "tout")],
    },
    OptionWords {
        key: "rest-stun",
        fr: "repos-étourdissement",
        values: &[("all", "tout")],
    },
    OptionWords {
        key: "rest-armor",
        fr: "repos-armure",
        values: &[("all", "tout")],
    },
];

//! The options' French words: each key and each value it takes from a list, in the
//! game's own words (read in either language, stored in English, shown in French).

use crate::rules::option_words::OptionWords;

/// Every option's French key and value words.
pub const OPTION_WORDS: &[OptionWords] = &[
    OptionWords {
        key: "level-step",
        fr: "marge-par-niveau",
        values: &[],
    },
    OptionWords {
        key: "announce",
        fr: "annonce",
        values: &[
            ("lowest-first", "plus-bas-en-premier"),
            ("highest-first", "plus-haut-en-premier"),
        ],
    },
    OptionWords {
        key: "survival-end",
        fr: "fin-survie",
        values: &[("turn", "tour"), ("gm", "mj")],
    },
    OptionWords {
        key: "no-lead",
        fr: "sans-avance",
        values: &[("simultaneous", "simultanées"), ("reroll", "relance")],
    },
    OptionWords {
        key: "double-malus",
        fr: "malus-double",
        values: &[],
    },
    OptionWords {
        key: "odd-level",
        fr: "niveau-impair",
        values: &[("first", "première"), ("second", "seconde")],
    },
    OptionWords {
        key: "critical-levels",
        fr: "niveaux-critique",
        values: &[("hit", "coup"), ("wound", "blessure")],
    },
    OptionWords {
        key: "track-max",
        fr: "max-jauge",
        values: &[("none", "aucun")],
    },
    OptionWords {
        key: "confidence",
        fr: "confiance",
        values: &[("add", "ajoute"), ("floor", "minimum")],
    },
    OptionWords {
        key: "burst-cap",
        fr: "plafond-rafale",
        values: &[("rounds", "coups"), ("none", "aucun")],
    },
    OptionWords {
        key: "fall-sign",
        fr: "sens-chute",
        values: &[("harder", "plus-dur"), ("easier", "plus-facile")],
    },
    OptionWords {
        key: "stray",
        fr: "balle-perdue",
        values: &[
            ("by-case", "selon-cas"),
            ("at-most", "au-plus"),
            ("below", "moins"),
        ],
    },
    OptionWords {
        key: "draw-dice",
        fr: "dés-dégainer",
        values: &[],
    },
    OptionWords {
        key: "dodge-shots",
        fr: "esquive-tirs",
        values: &[("replace", "remplace"), ("none", "aucune")],
    },
    OptionWords {
        key: "gang",
        fr: "plusieurs-attaquants",
        values: &[("all", "tous"), ("extra", "en-plus")],
    },
    OptionWords {
        key: "fast-table",
        fr: "table-rapide",
        values: &[("plus", "bonus"), ("as-printed", "imprimée")],
    },
    OptionWords {
        key: "aim-cap",
        fr: "plafond-visée",
        values: &[("min", "min"), ("max", "max")],
    },
    OptionWords {
        key: "cover-bonus",
        fr: "bonus-couverture",
        values: &[("burst", "rafale"), ("ammo", "munitions")],
    },
    OptionWords {
        key: "protection",
        fr: "protection",
        values: &[("soak", "encaissement"), ("stops", "arrête")],
    },
    OptionWords {
        key: "rounding",
        fr: "arrondi",
        values: &[("down", "inférieur"), ("nearest", "proche")],
    },
    OptionWords {
        key: "charge-defender",
        fr: "défenseur-charge",
        values: &[("by-mount", "selon-monture")],
    },
    OptionWords {
        key: "charge-unit",
        fr: "unité-charge",
        values: &[("flat", "points"), ("dice", "dés")],
    },
    OptionWords {
        key: "ties",
        fr: "égalités",
        values: &[("succeed", "réussit"), ("fail", "échoue")],
    },
    OptionWords {
        key: "gunpoint-base",
        fr: "base-en-respect",
        values: &[],
    },
    OptionWords {
        key: "wound-malus",
        fr: "malus-blessure",
        values: &[],
    },
    OptionWords {
        key: "longer-first",
        fr: "allonge",
        values: &[("off", "non")],
    },
    OptionWords {
        key: "rest-wound",
        fr: "repos-blessure",
        values: &[],
    },
    OptionWords {
        key: "rest-fatigue",
        fr: "repos-fatigue",
        values: &[],
    },
];

//! The options' French words: each key and each value it takes from a list, in the
//! game's own words (read in either language, stored in English, shown in French).

use crate::rules::option_words::{ON_OFF, OptionWords};

/// Every option's French key and value words.
pub const OPTION_WORDS: &[OptionWords] = &[
    OptionWords {
        key: "initiative",
        fr: "initiative",
        values: &[],
    },
    OptionWords {
        key: "initiative-timing",
        fr: "tirage-initiative",
        values: &[("every-round", "chaque-round"), ("once", "une-fois")],
    },
    OptionWords {
        key: "tie",
        fr: "égalité",
        values: &[("reroll", "relance"), ("keep", "garde")],
    },
    OptionWords {
        key: "action-penalty",
        fr: "pénalité-action",
        values: &[],
    },
    OptionWords {
        key: "delay-penalty",
        fr: "pénalité-report",
        values: &[("recompute", "recalcule"), ("keep", "garde")],
    },
    OptionWords {
        key: "reload-actions",
        fr: "actions-recharge",
        values: &[],
    },
    OptionWords {
        key: "burst-variation",
        fr: "variation-rafale",
        values: ON_OFF,
    },
    OptionWords {
        key: "aim-reset",
        fr: "perte-visée",
        values: &[("any-action", "toute-action"), ("shot-only", "tir-seul")],
    },
    OptionWords {
        key: "con-min-modifiers",
        fr: "modificateurs-con-min",
        values: &[("sum", "somme"), ("product", "produit")],
    },
    OptionWords {
        key: "support",
        fr: "support",
        values: &[("max", "max"), ("replace", "remplace")],
    },
    OptionWords {
        key: "facd-penalty",
        fr: "pénalité-fac-d",
        values: &[("equal", "égale"), ("half", "moitié"), ("none", "aucune")],
    },
    OptionWords {
        key: "jam",
        fr: "enrayage",
        values: &[
            ("every-fumble", "chaque-1"),
            ("confirmed-only", "confirmé-seul"),
        ],
    },
    OptionWords {
        key: "con-min-rounding",
        fr: "arrondi-con-min",
        values: &[
            ("up", "supérieur"),
            ("nearest", "proche"),
            ("down", "inférieur"),
        ],
    },
    OptionWords {
        key: "rof3",
        fr: "cadence-3",
        values: &[("semi", "semi"), ("auto", "auto")],
    },
    OptionWords {
        key: "running-malus",
        fr: "malus-course",
        values: &[],
    },
    OptionWords {
        key: "level-boxes",
        fr: "points-par-niveau",
        values: &[],
    },
    OptionWords {
        key: "rest-points",
        fr: "points-de-repos",
        values: &[],
    },
    OptionWords {
        key: "wound-effects",
        fr: "effets-blessures",
        values: ON_OFF,
    },
    OptionWords {
        key: "stun-save",
        fr: "jet-étourdissement",
        values: &[("auto", "auto"), ("manual", "saisi")],
    },
    OptionWords {
        key: "out-of-slot",
        fr: "hors-place",
        values: &[("refuse", "refusée"), ("next-slot", "place-suivante")],
    },
];

//! The options' French words: each key and each value it takes from a list, in the
//! game's own words (read in either language, stored in English, shown in French).

use crate::rules::option_words::OptionWords;

/// Every option's French key and value words.
pub const OPTION_WORDS: &[OptionWords] = &[
    OptionWords {
        key: "rounding",
        fr: "arrondi",
        values: &[("down", "inférieur"), ("nearest", "proche")],
    },
    OptionWords {
        key: "bag",
        fr: "sac",
        values: &[],
    },
    OptionWords {
        key: "free-draws",
        fr: "tirages-libres",
        values: &[("bag", "sac"), ("pool", "réserve")],
    },
    OptionWords {
        key: "recharge-defense",
        fr: "défense-recharge",
        values: &[("keep", "garde"), ("discard", "défausse")],
    },
    OptionWords {
        key: "moderate-stress",
        fr: "stress-modéré",
        values: &[
            ("every-second", "un-sur-deux"),
            ("second-only", "second-seul"),
        ],
    },
    OptionWords {
        key: "burst-damage-tokens",
        fr: "jetons-dégâts-rafale",
        values: &[],
    },
    OptionWords {
        key: "spray-damage-tokens",
        fr: "jetons-dégâts-tas",
        values: &[],
    },
    OptionWords {
        key: "burst-rounds",
        fr: "balles-rafale",
        values: &[],
    },
    OptionWords {
        key: "electrical",
        fr: "électrique",
        values: &[("base", "base"), ("tokens", "jetons")],
    },
    OptionWords {
        key: "knockdown-damage",
        fr: "dégâts-projection",
        values: &[],
    },
    OptionWords {
        key: "style",
        fr: "style",
        values: &[("off", "non")],
    },
    OptionWords {
        key: "style.SIDE",
        fr: "style.SIDE",
        values: &[("off", "non")],
    },
    OptionWords {
        key: "area-defense",
        fr: "défense-zone",
        values: &[("all", "tous"), ("revealed", "révélés")],
    },
    OptionWords {
        key: "scatter-die",
        fr: "dé-dispersion",
        values: &[("d12", "d12"), ("d6", "d6"), ("off", "non")],
    },
    OptionWords {
        key: "melee-tie",
        fr: "égalité-contact",
        values: &[("none", "personne"), ("defender", "défenseur")],
    },
    OptionWords {
        key: "monitor-base",
        fr: "base-moniteur",
        values: &[],
    },
    OptionWords {
        key: "physical-stat",
        fr: "attribut-physique",
        values: &[],
    },
    OptionWords {
        key: "stun-stat",
        fr: "attribut-étourdissant",
        values: &[],
    },
    OptionWords {
        key: "wound-step",
        fr: "cases-par-malus",
        values: &[],
    },
    OptionWords {
        key: "assess-time",
        fr: "durée-estimer",
        values: &[("complex", "complexe"), ("turn", "tour")],
    },
    OptionWords {
        key: "rest-physical",
        fr: "repos-physique",
        values: &[],
    },
    OptionWords {
        key: "rest-stun",
        fr: "repos-étourdissant",
        values: &[("all", "tout")],
    },
    OptionWords {
        key: "pool-type.KEY",
        fr: "type-réserve.KEY",
        values: &[],
    },
];

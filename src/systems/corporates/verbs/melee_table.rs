//! The special situations, melee and damage verbs: usage, summary, examples and French
//! words, for help, completion and `?` (COR-29 to COR-43).

use crate::script::Verb;

const S: Option<&str> = Some("corporates");

/// Every verb of the family, in the order help lists them.
pub const VERBS: &[Verb] = &[
    Verb {
        name: "strike",
        aliases: &[],
        fr: &["frappe", "frapper"],
        usage: "strike A at D [with W] [power|acrobatic] [back] [higher] [lower] [attackers N] [charge foot|mounted|both] [run] [draw] [dice N] [bonus N] [confidence N]",
        summary: "A melee attack roll (a declared action) against D's defense score or this segment's dodge; a hit leaves its margin for hurt (COR-33 to COR-35, COR-38).",
        examples: &[
            "strike kira at bob",
            "strike kira at bob with knife back attackers 2",
            "strike kira at bob with sword power",
            "strike kira at bob charge foot run dice 4 bonus 1",
            "strike kira at bob with knife draw confidence 1",
        ],
        system: S,
    },
    Verb {
        name: "hurt",
        aliases: &[],
        fr: &["blesse", "blesser", "degats", "dégâts"],
        usage: "hurt WHO [by A] [with W] [kind K] [dice N] [bonus N] [margin M] [protection P]",
        summary: "Damage against soak: levels on the Wound and Fatigue tracks, critical damage at 3 levels, cyberware hit (COR-39 to COR-43).",
        examples: &[
            "hurt bob by kira with knife",
            "hurt bob by kira with pistol margin 12 protection 5",
            "hurt bob kind bullet dice 4 bonus 2",
            "hurt bob kind hand dice 3",
        ],
        system: S,
    },
    Verb {
        name: "heal",
        aliases: &[],
        fr: &["soigne", "soigner"],
        usage: "heal WHO wound|fatigue N",
        summary: "Levels recovered on a track; wounds that last until then end (COR-41, COR-43).",
        examples: &["heal bob wound 1", "heal bob fatigue 2"],
        system: S,
    },
    Verb {
        name: "repair",
        aliases: &[],
        fr: &["repare", "répare", "reparer", "réparer"],
        usage: "repair WHO GEAR [by REPAIRER] [dice N] [bonus N]",
        summary: "A Cybernetics roll against the gear's repair difficulty, or 15 for a protection level (COR-42).",
        examples: &["repair bob cyberarm", "repair bob cyberarm by kira dice 4 bonus 2"],
        system: S,
    },
    Verb {
        name: "dodge",
        aliases: &[],
        fr: &["esquive", "esquiver"],
        usage: "dodge WHO [acrobatic] [directed] [against shot|blow] [dice N] [bonus N] [confidence N]",
        summary: "An undeclared dodge whose roll replaces the defense for the segment when higher; shots only at the segment's start (COR-32).",
        examples: &["dodge bob", "dodge bob acrobatic directed", "dodge bob against shot dice 4"],
        system: S,
    },
    Verb {
        name: "engage",
        aliases: &[],
        fr: &["engage", "engager"],
        usage: "engage A B | engage A off",
        summary: "A and B engaged in melee: no firearm, defense from combat and dodge (COR-33).",
        examples: &["engage kira bob", "engage kira off"],
        system: S,
    },
    Verb {
        name: "disengage",
        aliases: &[],
        fr: &["degage", "dégage", "degager", "dégager"],
        usage: "disengage WHO [acrobatic] [dice N] [bonus N] [confidence N]",
        summary: "An undeclared dodge out of melee: a blow at +5 this turn re-engages, or the opponent follows (COR-33).",
        examples: &["disengage bob", "disengage bob acrobatic"],
        system: S,
    },
    Verb {
        name: "follow",
        aliases: &[],
        fr: &["suit", "suivre"],
        usage: "follow WHO TARGET [dice N] [bonus N] [confidence N]",
        summary: "An opponent with no action follows a disengagement with a dodge roll of their own (COR-33).",
        examples: &["follow kira bob"],
        system: S,
    },
    Verb {
        name: "trip",
        aliases: &[],
        fr: &["fait-tomber", "croche-pied"],
        usage: "trip A D agility|strength [back] [higher] [lower] [attackers N] [run] [dice N] [bonus N] [confidence N]",
        summary: "An attack roll, then Agility or Strength opposed, +1d per 10 of margin: unbalanced, one or both fall (COR-36).",
        examples: &["trip kira bob strength", "trip kira bob agility back"],
        system: S,
    },
    Verb {
        name: "grapple",
        aliases: &[],
        fr: &["immobilise", "immobiliser"],
        usage: "grapple A D [back] [higher] [lower] [attackers N] [dice N] [bonus N] [confidence N]",
        summary: "An unarmed combat roll, then Strength against Strength: the hold is D's dice malus (COR-37).",
        examples: &["grapple kira bob"],
        system: S,
    },
    Verb {
        name: "throw",
        aliases: &[],
        fr: &["projette", "projeter"],
        usage: "throw A D",
        summary: "A held opponent at −3d or worse thrown: Strength + unarmed combat damage (COR-37).",
        examples: &["throw kira bob"],
        system: S,
    },
    Verb {
        name: "bullrush",
        aliases: &[],
        fr: &["percute", "percuter"],
        usage: "bullrush A D [charge foot|mounted|both] [run] [back] [higher] [lower] [attackers N] [dice N] [bonus N] [confidence N]",
        summary: "A charging melee roll: damage with the charge bonus, unbalanced, fallen or thrown by the levels, applied 1 lighter (COR-38).",
        examples: &["bullrush kira bob charge foot", "bullrush kira bob run"],
        system: S,
    },
    Verb {
        name: "draw",
        aliases: &[],
        fr: &["degaine", "dégaine", "degainer", "dégainer"],
        usage: "draw WHO WEAPON",
        summary: "Draws an accessible weapon: an innate action (COR-31, COR-OP-13).",
        examples: &["draw kira pistol"],
        system: S,
    },
    Verb {
        name: "draw-use",
        aliases: &[],
        fr: &["degaine-utilise", "dégaine-utilise"],
        usage: "draw-use WHO WEAPON",
        summary: "Draws to use at once: a declared double action with the location's malus; then a snap shot or `strike … draw` (COR-31).",
        examples: &["draw-use kira pistol"],
        system: S,
    },
    Verb {
        name: "gunpoint",
        aliases: &[],
        fr: &["en-respect", "tient-en-respect"],
        usage: "gunpoint WHO by CAPTOR | gunpoint WHO off",
        summary: "WHO is held at gunpoint by CAPTOR (COR-29).",
        examples: &["gunpoint bob by kira", "gunpoint bob off"],
        system: S,
    },
    Verb {
        name: "break",
        aliases: &[],
        fr: &["rompt", "tente"],
        usage: "break WHO [level N] [adjust N] [first]",
        summary: "A held character tries to act: stress + level against 15; first: a reaction roll to act before the captor (COR-29).",
        examples: &["break bob level 3", "break bob level 3 adjust 2 first"],
        system: S,
    },
    Verb {
        name: "duel",
        aliases: &[],
        fr: &["duel"],
        usage: "duel A B [break]",
        summary: "A second of staring (stress + firearms), or the duel broken: who shoots first (COR-30).",
        examples: &["duel kira bob", "duel kira bob break"],
        system: S,
    },
];

/// The words these verbs read after a name.
pub const KEYWORDS: &[&str] = &[
    "at", "with", "by", "kind", "dice", "bonus", "margin", "protection", "wound", "fatigue",
    "off", "level", "adjust", "first", "break", "acrobatic", "directed", "against", "shot",
    "blow", "power", "back", "higher", "lower", "attackers", "charge", "foot", "mounted",
    "both", "run", "draw", "confidence", "agility", "strength", "firearm", "thrown", "melee",
    "hand", "soft", "blunt", "hard-blunt", "cutting", "thrusting", "bullet", "explosion",
];

/// The French words each keyword may be typed as.
pub const FRENCH: &[(&str, &[&str])] = &[
    ("at", &["sur"]),
    ("with", &["avec"]),
    ("by", &["par"]),
    ("kind", &["type"]),
    ("dice", &["des", "dés"]),
    ("margin", &["marge"]),
    ("wound", &["blessure"]),
    ("off", &["arret", "arrêt"]),
    ("level", &["niveau"]),
    ("adjust", &["ajuste"]),
    ("first", &["premier"]),
    ("break", &["rompt"]),
    ("acrobatic", &["acrobatique"]),
    ("directed", &["dirigee", "dirigée"]),
    ("against", &["contre"]),
    ("shot", &["tir"]),
    ("blow", &["coup"]),
    ("power", &["en-force"]),
    ("back", &["dos"]),
    ("higher", &["dessus"]),
    ("lower", &["dessous"]),
    ("attackers", &["attaquants"]),
    ("foot", &["pied"]),
    ("mounted", &["montee", "montée"]),
    ("both", &["deux"]),
    ("run", &["course"]),
    ("draw", &["degaine", "dégaine"]),
    ("confidence", &["confiance"]),
    ("agility", &["agilite", "agilité"]),
    ("strength", &["force"]),
    ("firearm", &["arme-a-feu", "arme-à-feu"]),
    ("thrown", &["lancee", "lancée"]),
    ("melee", &["mêlée"]),
    ("hand", &["main"]),
    ("soft", &["souple"]),
    ("blunt", &["contondante"]),
    ("hard-blunt", &["contondante-dure"]),
    ("cutting", &["taille"]),
    ("thrusting", &["estoc"]),
    ("bullet", &["balle"]),
];

/// A verb's summary in the current language.
pub fn summary(verb: &str) -> Option<String> {
    Some(match verb {
        "strike" => crate::t!("cor-melee-summary-strike"),
        "hurt" => crate::t!("cor-melee-summary-hurt"),
        "heal" => crate::t!("cor-melee-summary-heal"),
        "repair" => crate::t!("cor-melee-summary-repair"),
        "dodge" => crate::t!("cor-melee-summary-dodge"),
        "engage" => crate::t!("cor-melee-summary-engage"),
        "disengage" => crate::t!("cor-melee-summary-disengage"),
        "follow" => crate::t!("cor-melee-summary-follow"),
        "trip" => crate::t!("cor-melee-summary-trip"),
        "grapple" => crate::t!("cor-melee-summary-grapple"),
        "throw" => crate::t!("cor-melee-summary-throw"),
        "bullrush" => crate::t!("cor-melee-summary-bullrush"),
        "draw" => crate::t!("cor-melee-summary-draw"),
        "draw-use" => crate::t!("cor-melee-summary-draw-use"),
        "gunpoint" => crate::t!("cor-melee-summary-gunpoint"),
        "break" => crate::t!("cor-melee-summary-break"),
        "duel" => crate::t!("cor-melee-summary-duel"),
        _ => return None,
    })
}

/// Whether the verb is one of this family's.
pub fn owns(name: &str) -> bool {
    VERBS.iter().any(|v| v.name == name)
}

/// Whether a word must be quoted where a name stands in these verbs.
pub fn reserved(word: &str) -> bool {
    let lower = word.to_lowercase();
    KEYWORDS.contains(&lower.as_str()) || FRENCH.iter().any(|(_, fr)| fr.contains(&lower.as_str()))
}

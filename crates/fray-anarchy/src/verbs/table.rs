//! The Anarchy verbs: usage, summary and examples, for help, completion and `?`.

use crate::script::Verb;

const S: Option<&str> = Some("sr-anarchy");

/// Every verb, in the order help lists them.
pub(super) const VERBS: &[Verb] = &[
    Verb {
        name: "test",
        aliases: &["attack"],
        fr: &["teste", "jet"],
        usage: "test WHO POOL [at TARGET] [with WEAPON] [vs N | opposed N | threshold N] [glitch] [complications N] [chance]",
        summary: "Rolls POOL d6, hits on 5-6 (4-6 with chance, a Chance point spent), the wound modifier taken off; glitch adds the glitch die, complications N the complication dice.",
        examples: &[
            "test kira 7",
            "test kira 8 vs 3",
            "test kira 6 opposed 2 glitch",
            "test kira 5 threshold 2 complications 2 chance",
        ],
        system: S,
    },
    Verb {
        name: "reroll",
        aliases: &[],
        fr: &["relance"],
        usage: "reroll WHO POOL [at TARGET] [with WEAPON] [vs N | opposed N | threshold N] [glitch] [complications N] [chance] | reroll test|interpose|counterspell|cast|summon|compile|form|resist|hack ...",
        summary: "Spends a Chance point on the result: every die of the test rolled again, the glitch die included.",
        examples: &[
            "reroll kira 8 vs 3",
            "reroll kira 6 glitch",
            "reroll cast hex combat stunbolt amp 2 dice 8",
        ],
        system: S,
    },
    Verb {
        name: "initiative",
        aliases: &["init"],
        fr: &["jet-initiative"],
        usage: "initiative WHO [anarchy N]",
        summary: "Rolls WHO's initiative, 2D6 + max(AGI, LOG), plus 1D6 per Anarchy point spent, kept for the Scene.",
        examples: &["initiative kira", "initiative kira anarchy 2"],
        system: S,
    },
    Verb {
        name: "spend",
        aliases: &[],
        fr: &["dépense", "depense"],
        usage: "spend WHO|gm WHAT [on TARGET] [armor|physical|stun]",
        summary: "Spends an Anarchy point: well-disposed, malfunction, interruption, go, first-aid, take-a-risk, riposte, new-threat; an NPC's point is the GM's.",
        examples: &[
            "spend kira well-disposed",
            "spend kira first-aid on jax stun",
            "spend gm take-a-risk on kira",
            "spend gm new-threat",
            "spend kira interruption",
        ],
        system: S,
    },
    Verb {
        name: "interpose",
        aliases: &[],
        fr: &["s-interpose"],
        usage: "interpose WHO POOL for TARGET vs N [glitch] [complications N] [chance]",
        summary: "WHO spends an Anarchy point to take the hit meant for TARGET: their defense against the attacker's N successes, ties to the attacker.",
        examples: &["interpose jax 6 for kira vs 3"],
        system: S,
    },
    Verb {
        name: "reorder",
        aliases: &[],
        fr: &["réordonne", "reordonne"],
        usage: "reorder reverse|random|NAME ...",
        summary: "The GM's Anarchy point: the players' Narration order for this Turn reversed, random (a d6 each) or as given.",
        examples: &["reorder reverse", "reorder random", "reorder jax kira"],
        system: S,
    },
    Verb {
        name: "shift",
        aliases: &[],
        fr: &["décale", "decale"],
        usage: "shift WHO first|last|after NAME",
        summary: "A rule that changes the order for one Turn (Upheaval, Paralysis...): WHO's Narration moved among those to come, no point spent.",
        examples: &[
            "shift ganger last",
            "shift kira first",
            "shift jax after kira",
        ],
        system: S,
    },
    Verb {
        name: "session",
        aliases: &[],
        fr: &["nouvelle-session"],
        usage: "session",
        summary: "A new session: Chance points back to the attribute, Anarchy points to the start, the GM's pool to one per player.",
        examples: &["session"],
        system: S,
    },
    Verb {
        name: "award",
        aliases: &[],
        fr: &["accorde"],
        usage: "award WHO|gm N",
        summary: "The GM gives N Anarchy points to a player (within the maximum) or to the GM's pool.",
        examples: &["award kira 1", "award gm 2"],
        system: S,
    },
    Verb {
        name: "damage",
        aliases: &[],
        fr: &["dégâts", "degats"],
        usage: "damage WHO N [stun|physical] [no-armor] [by ATTACKER] [with WEAPON]",
        summary: "N boxes: Armor first (unless no-armor), then the monitor; stun past a full stun monitor goes to physical.",
        examples: &["damage kira 5", "damage kira 3 stun no-armor"],
        system: S,
    },
    Verb {
        name: "heal",
        aliases: &[],
        fr: &["soigne"],
        usage: "heal WHO N [armor|physical|stun]",
        summary: "Clears N boxes of a monitor, physical by default.",
        examples: &["heal kira 2", "heal kira 1 armor"],
        system: S,
    },
    Verb {
        name: "rest",
        aliases: &[],
        fr: &["repos"],
        usage: "rest session [WHO] | rest [days] N [WHO]",
        summary: "Between fights, in a campaign: a new session (Chance and Anarchy points back) or N days of rest healing boxes, for everyone or WHO.",
        examples: &["rest session", "rest days 3", "rest days 1 kira"],
        system: S,
    },
];

/// A verb's summary in the current language.
pub(super) fn summary(verb: &str) -> Option<String> {
    Some(match verb {
        "test" => crate::t!("ana-summary-test"),
        "reroll" => crate::t!("ana-summary-reroll"),
        "initiative" => crate::t!("ana-summary-initiative"),
        "spend" => crate::t!("ana-summary-spend"),
        "interpose" => crate::t!("ana-summary-interpose"),
        "reorder" => crate::t!("ana-summary-reorder"),
        "shift" => crate::t!("ana-summary-shift"),
        "session" => crate::t!("ana-summary-session"),
        "award" => crate::t!("ana-summary-award"),
        "damage" => crate::t!("ana-summary-damage"),
        "heal" => crate::t!("ana-summary-heal"),
        "rest" => crate::t!("ana-summary-rest"),
        _ => return None,
    })
}

/// The spells and complex forms the examples name, with the names the French sheets give
/// them (the French bestiary's « Éclair mana », « Armure »): French help's examples say these.
pub(super) const EXAMPLE_NAMES_FR: &[(&str, &str)] = &[
    ("stunbolt", "Éclair étourdissant"),
    ("Manabolt", "Éclair mana"),
    ("Armor", "Armure"),
    ("Levitate", "Lévitation"),
    ("Resonance-spike", "Pic de résonance"),
];

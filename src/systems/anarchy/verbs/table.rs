//! The Anarchy verbs: usage, summary and examples, for help, completion and `?`.

use crate::script::Verb;

const S: Option<&str> = Some("sr-anarchy");

/// Every verb, in the order help lists them.
pub(super) const VERBS: &[Verb] = &[
Verb {
    name: "test",
    aliases: &["attack"],
    fr: &["teste", "jet"],
    usage: "test WHO POOL [vs N | opposed N | threshold N] [glitch] [complications N] [chance]",
    summary: "Rolls POOL d6, hits on 5-6 (4-6 with chance, a Chance point spent), the wound modifier taken off; glitch adds the glitch die, complications N the complication dice (ANA-01 to ANA-04).",
    examples: &[
        "test kira 7",
        "test kira 8 vs 3",
        "test kira 6 opposed 2 glitch",
        "test kira 5 threshold 2 complications 2 chance",
    ],
    system: S,
},
Verb {
    name: "initiative",
    aliases: &["init"],
    fr: &["jet-initiative"],
    usage: "initiative WHO [anarchy N]",
    summary: "Rolls WHO's initiative, 2D6 + max(AGI, LOG), plus 1D6 per Anarchy point spent, kept for the Scene (ANA-09).",
    examples: &["initiative kira", "initiative kira anarchy 2"],
    system: S,
},
];

/// A verb's summary in the current language.
pub(super) fn summary(verb: &str) -> Option<String> {
    Some(match verb {
        "test" => crate::t!("ana-summary-test"),
        "initiative" => crate::t!("ana-summary-initiative"),
        _ => return None,
    })
}

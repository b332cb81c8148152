//! The verb table: the single source of truth for the parser's verbs, `help`, the TUI's
//! completion and its `?` overlay. Every user-facing string of help lives here.

use super::error::{ErrorKind, ParseError};
use super::parse::nearest;
use crate::rules::polaris::difficulty::SCALE;

/// One verb of the command language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verb {
    /// Its canonical name.
    pub name: &'static str,
    /// Other words that mean the same verb.
    pub aliases: &'static [&'static str],
    /// Its shape, e.g. `remove WHO`.
    pub usage: &'static str,
    /// What it does, in one line.
    pub summary: &'static str,
    /// Lines that use it; each one parses.
    pub examples: &'static [&'static str],
    /// The rule system it belongs to (e.g. `polaris-3e`); `None` for a shared verb.
    pub system: Option<&'static str>,
}

const POLARIS: Option<&str> = Some("polaris-3e");

/// The non-verb help topic listing the difficulty words.
pub const DIFFICULTY_TOPIC: &str = "difficulty";

const VERBS: &[Verb] = &[
    Verb {
        name: "add",
        aliases: &[],
        usage: "add [N] NAME [SIDE] [from TEMPLATE] [key=value ...]",
        summary: "Adds a combatant, or N numbered ones, maybe from a bestiary template, with sheet values.",
        examples: &[
            r#"add "Baral Faadhi" pc reaction=14 firearms=4+9"#,
            "add 3 gangers",
            "add Kurt enemy from ganger",
        ],
        system: None,
    },
    Verb {
        name: "remove",
        aliases: &[],
        usage: "remove WHO",
        summary: "Takes a combatant off the roster and the ladder.",
        examples: &["remove ganger-2"],
        system: None,
    },
    Verb {
        name: "rename",
        aliases: &[],
        usage: "rename WHO NEWNAME",
        summary: "Renames a combatant.",
        examples: &[r#"rename ganger-1 "Big Kurt""#],
        system: None,
    },
    Verb {
        name: "side",
        aliases: &[],
        usage: "side WHO SIDE",
        summary: "Moves a combatant to another side: pc, ally, enemy or neutral.",
        examples: &["side kurt ally"],
        system: None,
    },
    Verb {
        name: "set",
        aliases: &[],
        usage: "set WHO key=value ...",
        summary: "Sets sheet values: a number (reaction=14), a skill base+mastery (firearms=4+9), a reserved skill (stealth=X, stealth=2+X), or - to remove.",
        examples: &[
            "set baral reaction=14 firearms=4+9",
            "set baral stealth=X",
            "set baral firearms=-",
        ],
        system: None,
    },
    Verb {
        name: "note",
        aliases: &[],
        usage: "note WHO [TEXT...]",
        summary: "Replaces a combatant's note with the rest of the line; no text clears it.",
        examples: &["note baral owes Kurt a favour", "note baral"],
        system: None,
    },
    Verb {
        name: "condition",
        aliases: &["cond"],
        usage: "condition WHO NAME [VALUE] [for N rounds | until start of WHO | until end of WHO]",
        summary: "Puts a named condition on a combatant, with an optional value and an end.",
        examples: &[
            "condition baral prone",
            r#"condition baral "shock test" -5 for 2 rounds"#,
            "cond kurt aiming until end of kurt",
        ],
        system: None,
    },
    Verb {
        name: "uncondition",
        aliases: &["uncond"],
        usage: "uncondition WHO NAME",
        summary: "Removes a condition from a combatant.",
        examples: &["uncondition baral prone"],
        system: None,
    },
    Verb {
        name: "roll",
        aliases: &["r"],
        usage: "roll NOTATION [for TEXT...]",
        summary: "Rolls dice (d20, 2d6+3, 4d6!, 8d6>=5, d%) and logs what the roll was for.",
        examples: &["roll 2d6+3 for damage", "r d20"],
        system: None,
    },
    Verb {
        name: "option",
        aliases: &[],
        usage: "option KEY VALUE",
        summary: "Sets an option of this encounter (an optional rule, a tracker default).",
        examples: &["option wound-malus off"],
        system: None,
    },
    Verb {
        name: "countdown",
        aliases: &[],
        usage: "countdown LABEL N",
        summary: "Starts a countdown of N attempts; when they run out, the planned event happens.",
        examples: &["countdown alarm 4", r#"countdown "vault door" 3"#],
        system: None,
    },
    Verb {
        name: "tick",
        aliases: &[],
        usage: "tick LABEL [N]",
        summary: "Uses N attempts of a countdown (1 if not given).",
        examples: &["tick alarm", "tick alarm 2"],
        system: None,
    },
    Verb {
        name: "start",
        aliases: &[],
        usage: "start",
        summary: "Starts the fight, or the next round.",
        examples: &["start"],
        system: None,
    },
    Verb {
        name: "next",
        aliases: &["n"],
        usage: "next",
        summary: "Moves on to the next actor, step or round.",
        examples: &["next", "n"],
        system: None,
    },
    Verb {
        name: "end",
        aliases: &[],
        usage: "end",
        summary: "Ends the fight.",
        examples: &["end"],
        system: None,
    },
    Verb {
        name: "undo",
        aliases: &[],
        usage: "undo",
        summary: "Voids the last command still in effect.",
        examples: &["undo"],
        system: None,
    },
    Verb {
        name: "redo",
        aliases: &[],
        usage: "redo",
        summary: "Restores the last undone command.",
        examples: &["redo"],
        system: None,
    },
    Verb {
        name: "help",
        aliases: &[],
        usage: "help [VERB]",
        summary: "Lists the commands, or shows one command's usage and examples (help difficulty lists the difficulty words).",
        examples: &["help", "help attack", "help difficulty"],
        system: None,
    },
    Verb {
        name: "test",
        aliases: &[],
        usage: "test WHO WHAT [DIFFICULTY] [±N ...] [retry|pressured] [secret] [opposed]",
        summary: "A d20 test against a skill, an attribute or a chance; DIFFICULTY is a word (help difficulty) or the first number, later numbers are modifiers; retry costs -1 per failure in a row at that action (pressured: -3); secret hides it; opposed counts the opponents' malus.",
        examples: &[
            "test baral firearms hard",
            "test baral athletisme retry",
            "test baral reaction -3 +2 secret",
            "test kurt 12",
            "test baral athletics difficile opposed",
        ],
        system: POLARIS,
    },
    Verb {
        name: "nonrandom",
        aliases: &[],
        usage: "nonrandom WHO WHAT success|failure",
        summary: "Records a test you resolve without rolling.",
        examples: &["nonrandom baral climbing success"],
        system: POLARIS,
    },
    Verb {
        name: "oppose",
        aliases: &[],
        usage: "oppose WHO WHAT [DIFFICULTY] [±N ...] [secret] vs WHO WHAT [DIFFICULTY] [±N ...] [secret]",
        summary: "An opposed test between two combatants, each side with its own difficulty and modifiers.",
        examples: &[
            "oppose baral stealth vs kurt perception",
            "oppose baral stealth +2 vs kurt perception hard secret",
        ],
        system: POLARIS,
    },
    Verb {
        name: "attack",
        aliases: &[],
        usage: "attack WHO TARGET WHAT [DIFFICULTY] [±N ...] [damage=N] [at LOCATION] [melee] [charge] [powerful|incapacitating|precise] [bleeding] [secret]",
        summary: "An attack test; with damage=N (the damage roll), a success wounds the target at LOCATION, or at a rolled location.",
        examples: &[
            "attack baral ganger-1 firearms hard damage=8",
            "attack kurt baral melee-weapons damage=6 at head melee charge powerful",
            "attack baral kurt firearms -3 +1 bleeding secret",
        ],
        system: POLARIS,
    },
    Verb {
        name: "wound",
        aliases: &[],
        usage: "wound WHO [LOCATION] (SEVERITY | damage=N) [bleeding] [shock=±N]",
        summary: "Checks a wound box directly, or from a final damage; without a location one is rolled.",
        examples: &[
            "wound ganger-2 serious",
            "wound ganger-2 left-arm critical bleeding",
            "wound kurt damage=12 shock=-5",
        ],
        system: POLARIS,
    },
    Verb {
        name: "heal",
        aliases: &[],
        usage: "heal WHO LOCATION SEVERITY [N]",
        summary: "Erases N checked boxes (1 if not given, up to 255).",
        examples: &["heal baral torso light", "heal baral left-arm serious 2"],
        system: POLARIS,
    },
    Verb {
        name: "surprise",
        aliases: &[],
        usage: "surprise WHO [WHO ...] [±N]",
        summary: "Surprise: a Reaction test for each named combatant, with an optional modifier.",
        examples: &[
            "surprise ganger-1 ganger-2 -2",
            r#"surprise "Baral Faadhi""#,
        ],
        system: POLARIS,
    },
    Verb {
        name: "declare",
        aliases: &[],
        usage: "declare WHO TEXT...",
        summary: "Declares what a combatant intends to do this round.",
        examples: &["declare kurt runs for the door"],
        system: POLARIS,
    },
    Verb {
        name: "rush",
        aliases: &[],
        usage: "rush WHO",
        summary: "A rushed action: +3 initiative at once, a malus on the action.",
        examples: &["rush kurt"],
        system: POLARIS,
    },
    Verb {
        name: "delay",
        aliases: &[],
        usage: "delay WHO [PHASE]",
        summary: "Delays the action to a later phase, or until you call it with act.",
        examples: &["delay kurt", "delay kurt 4"],
        system: POLARIS,
    },
    Verb {
        name: "act",
        aliases: &[],
        usage: "act WHO",
        summary: "A delayed combatant acts now.",
        examples: &["act kurt"],
        system: POLARIS,
    },
    Verb {
        name: "slow",
        aliases: &[],
        usage: "slow WHO N [WHY...]",
        summary: "The combatant loses N initiative points, for the reason given.",
        examples: &["slow kurt 3 dazzled by the flare"],
        system: POLARIS,
    },
    Verb {
        name: "prepare",
        aliases: &[],
        usage: "prepare WHO N",
        summary: "A preparation: the combatant loses N initiative points (slow WHO N preparation).",
        examples: &["prepare baral 2"],
        system: POLARIS,
    },
    Verb {
        name: "hesitate",
        aliases: &[],
        usage: "hesitate WHO N",
        summary: "A hesitation: the combatant loses N initiative points (slow WHO N hesitation).",
        examples: &["hesitate kurt 1"],
        system: POLARIS,
    },
    Verb {
        name: "init",
        aliases: &["initiative"],
        usage: "init WHO N",
        summary: "Sets a combatant's current initiative.",
        examples: &["init kurt 12"],
        system: POLARIS,
    },
    Verb {
        name: "marker",
        aliases: &[],
        usage: "marker WHO PHASE [MALUS]",
        summary: "Adds a ladder marker for another attack at PHASE, with its malus.",
        examples: &["marker baral 6 -3"],
        system: POLARIS,
    },
    Verb {
        name: "opponents",
        aliases: &[],
        usage: "opponents WHO N",
        summary: "Sets how many opponents engage a combatant in melee (0 to 255).",
        examples: &["opponents baral 2"],
        system: POLARIS,
    },
    Verb {
        name: "shock",
        aliases: &[],
        usage: "shock WHO CHANCE",
        summary: "Resolves a pending shock test against a chance.",
        examples: &["shock kurt 9"],
        system: POLARIS,
    },
    Verb {
        name: "stabilise",
        aliases: &["stabilize"],
        usage: "stabilise WHO",
        summary: "Marks a combatant's bleeding wound stabilised.",
        examples: &["stabilise kurt"],
        system: POLARIS,
    },
];

/// Every verb, shared ones first, in the order help lists them.
pub fn verbs() -> &'static [Verb] {
    VERBS
}

/// The verb a word names (its name or an alias, any case).
pub fn find_verb(word: &str) -> Option<&'static Verb> {
    VERBS.iter().find(|v| {
        v.name.eq_ignore_ascii_case(word) || v.aliases.iter().any(|a| a.eq_ignore_ascii_case(word))
    })
}

/// The verb nearest to a mistyped word, when one is close.
pub(crate) fn suggest_verb(word: &str) -> Option<&'static str> {
    let names = VERBS.iter().map(|v| v.name);
    let aliases = VERBS.iter().flat_map(|v| v.aliases.iter().copied());
    nearest(word, &names.chain(aliases).collect::<Vec<_>>())
}

/// The canonical name of a help topic: a verb (by name or alias) or `difficulty`.
pub(crate) fn find_topic(word: &str) -> Option<&'static str> {
    if word.eq_ignore_ascii_case(DIFFICULTY_TOPIC) || word.eq_ignore_ascii_case("difficulties") {
        return Some(DIFFICULTY_TOPIC);
    }
    find_verb(word).map(|v| v.name)
}

/// The topic nearest to a mistyped word, when one is close.
pub(crate) fn suggest_topic(word: &str) -> Option<&'static str> {
    let names = VERBS.iter().map(|v| v.name);
    let aliases = VERBS.iter().flat_map(|v| v.aliases.iter().copied());
    let topics: Vec<_> = names
        .chain(std::iter::once(DIFFICULTY_TOPIC))
        .chain(aliases)
        .collect();
    nearest(word, &topics)
}

/// The name of a rule system, from its id.
fn system_name(system: &str) -> &str {
    match system {
        "polaris-3e" => "Polaris 3e",
        other => other,
    }
}

/// The heading of a group of verbs.
fn heading(system: Option<&str>) -> String {
    match system {
        None => "Shared commands:".to_string(),
        Some(id) => format!("{} commands:", system_name(id)),
    }
}

/// Help text: every verb on one line, or one verb's (or topic's) usage and examples.
pub fn help(topic: Option<&str>) -> Result<String, ParseError> {
    let Some(topic) = topic else {
        return Ok(overview());
    };
    let word = topic.trim();
    let Some(name) = find_topic(word) else {
        return Err(ParseError::new(
            ErrorKind::UnknownTopic {
                suggestion: suggest_topic(word),
            },
            Some(word.to_string()),
            0,
        ));
    };
    if name == DIFFICULTY_TOPIC {
        return Ok(difficulties());
    }
    Ok(find_verb(name).map(verb_help).unwrap_or_default())
}

fn label(verb: &Verb) -> String {
    if verb.aliases.is_empty() {
        verb.name.to_string()
    } else {
        format!("{} ({})", verb.name, verb.aliases.join(", "))
    }
}

fn overview() -> String {
    let width = VERBS
        .iter()
        .map(|v| label(v).chars().count())
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    let mut systems: Vec<Option<&str>> = Vec::new();
    for verb in VERBS {
        if !systems.contains(&verb.system) {
            systems.push(verb.system);
        }
    }
    for system in systems {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&heading(system));
        out.push('\n');
        for verb in VERBS.iter().filter(|v| v.system == system) {
            out.push_str(&format!("  {:<width$}  {}\n", label(verb), verb.summary));
        }
    }
    out.push_str(
        "\nhelp VERB shows its usage and examples; help difficulty lists the difficulty words.\n\
         Quote names with spaces (\"Baral Faadhi\"); # starts a comment.\n",
    );
    out
}

fn verb_help(verb: &Verb) -> String {
    let mut out = format!("{}\n  {}\n", verb.usage, verb.summary);
    if !verb.aliases.is_empty() {
        out.push_str(&format!("Also: {}\n", verb.aliases.join(", ")));
    }
    if let Some(system) = verb.system {
        out.push_str(&format!("System: {}\n", system_name(system)));
    }
    out.push_str("Examples:\n");
    for example in verb.examples {
        out.push_str(&format!("  {example}\n"));
    }
    out
}

fn difficulties() -> String {
    let mut out =
        String::from("Difficulty words (Polaris 3e), in English or French, accents optional:\n");
    for row in SCALE {
        out.push_str(&format!(
            "  {:<18} {:<22} {:+}\n",
            row.key, row.label_fr, row.modifier
        ));
    }
    out.push_str("Or give the difficulty as a number: test baral firearms -4\n");
    out
}

/// Verb names (or the alias typed) that start with `prefix`, for completion.
pub fn completions(prefix: &str) -> Vec<&'static str> {
    let prefix = prefix.to_ascii_lowercase();
    let mut out: Vec<&'static str> = VERBS
        .iter()
        .filter_map(|v| {
            if v.name.starts_with(&prefix) {
                Some(v.name)
            } else {
                v.aliases.iter().copied().find(|a| a.starts_with(&prefix))
            }
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::{Line, parse};

    #[test]
    fn every_example_parses_to_its_verb() {
        for verb in verbs() {
            assert!(!verb.examples.is_empty(), "{} has no example", verb.name);
            for example in verb.examples {
                let line = parse(example);
                assert!(
                    matches!(line, Ok(Line::Command(_)) | Ok(Line::Help(_))),
                    "{example}: {line:?}"
                );
                let first = example.split_whitespace().next().unwrap_or_default();
                assert_eq!(
                    find_verb(first).map(|v| v.name),
                    Some(verb.name),
                    "{example}"
                );
            }
        }
    }

    #[test]
    fn names_and_aliases_are_unique() {
        let mut all: Vec<&str> = verbs()
            .iter()
            .flat_map(|v| std::iter::once(v.name).chain(v.aliases.iter().copied()))
            .collect();
        let count = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), count);
        assert!(!all.contains(&DIFFICULTY_TOPIC));
    }

    #[test]
    fn usage_starts_with_the_name() {
        for verb in verbs() {
            assert!(verb.usage.starts_with(verb.name), "{}", verb.name);
            assert!(verb.system.is_none() || verb.system == POLARIS);
        }
    }

    #[test]
    fn overview_lists_every_verb_once_grouped() {
        let text = help(None).unwrap();
        for verb in verbs() {
            assert!(
                text.lines().any(|l| l.trim_start().starts_with(verb.name)),
                "{}",
                verb.name
            );
        }
        let shared = text.find("Shared commands:").unwrap();
        let polaris = text.find("Polaris 3e commands:").unwrap();
        assert!(shared < polaris);
        assert!(text.find("  add").unwrap() < polaris);
        assert!(text.find("  attack").unwrap() > polaris);
    }

    #[test]
    fn topic_help_shows_usage_and_examples() {
        let text = help(Some("cond")).unwrap();
        assert!(text.starts_with("condition WHO NAME"));
        assert!(text.contains("Examples:\n  condition baral prone\n"));
        assert!(text.contains("Also: cond"));
        assert!(
            help(Some("ATTACK"))
                .unwrap()
                .contains("System: Polaris 3e\n")
        );
        assert!(help(Some("difficulty")).unwrap().contains("very-hard"));
        assert!(help(Some("difficulty")).unwrap().contains("Très difficile"));
    }

    #[test]
    fn unknown_topics_suggest_the_nearest() {
        let e = help(Some("woud")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "no help on 'woud'; did you mean 'wound'? (try: help)"
        );
        assert_eq!(
            help(Some("difficulté")).unwrap_err().to_string(),
            "no help on 'difficulté'; did you mean 'difficulty'? (try: help)"
        );
        assert_eq!(
            help(Some("zzzzzz")).unwrap_err().to_string(),
            "no help on 'zzzzzz' (try: help)"
        );
    }

    #[test]
    fn completion_of_verbs() {
        assert_eq!(completions("re"), vec!["redo", "remove", "rename"]);
        assert_eq!(completions("CO"), vec!["condition", "countdown"]);
        assert_eq!(completions("stabiliz"), vec!["stabilize"]);
        assert_eq!(completions("initi"), vec!["initiative"]);
        assert_eq!(completions("n"), vec!["next", "nonrandom", "note"]);
        assert!(completions("zz").is_empty());
        assert_eq!(completions("").len(), verbs().len());
    }
}

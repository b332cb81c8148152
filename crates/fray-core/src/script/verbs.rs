//! The shared verb table: with each system's own table, the single source of truth for the
//! parser's verbs, `help`, the TUI's completion and its `?` overlay, with every verb's
//! usage, summary and examples.

/// One verb of the command language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verb {
    /// Its canonical name.
    pub name: &'static str,
    /// Other words that mean the same verb.
    pub aliases: &'static [&'static str],
    /// Its French words (`attaque`, `suivant`): read in any language like the aliases,
    /// offered by completion when fray speaks French; the save keeps `name`.
    pub fr: &'static [&'static str],
    /// Its shape, e.g. `remove WHO`.
    pub usage: &'static str,
    /// What it does, in one line.
    pub summary: &'static str,
    /// Lines that use it; each one parses.
    pub examples: &'static [&'static str],
    /// The key of the rule system it belongs to; `None` for a shared verb.
    pub system: Option<&'static str>,
}

/// The verbs every system shares, in the order help lists them (each system's own verbs
/// follow, from [`SystemVerbs::verbs`](super::SystemVerbs::verbs)).
pub(super) const SHARED: &[Verb] = &[
    Verb {
        name: "add",
        aliases: &[],
        fr: &["ajoute", "ajouter"],
        usage: "add [N] NAME [SIDE] [from TEMPLATE] [key=value ...] [hidden]",
        summary: "Adds a combatant, or N numbered ones, maybe from a bestiary template, with sheet values.",
        examples: &[
            r#"add "Baral Faadhi" pc reaction=14 firearms=4+9"#,
            "add 3 gangers",
            "add Kurt enemy from ganger",
            "add 3 gangers hidden",
        ],
        system: None,
    },
    Verb {
        name: "remove",
        aliases: &[],
        fr: &["retire", "retirer"],
        usage: "remove WHO",
        summary: "Takes a combatant off the roster and the ladder.",
        examples: &["remove ganger-2"],
        system: None,
    },
    Verb {
        name: "rename",
        aliases: &[],
        fr: &["renomme", "renommer"],
        usage: "rename WHO NEWNAME",
        summary: "Renames a combatant.",
        examples: &[r#"rename ganger-1 "Big Kurt""#],
        system: None,
    },
    Verb {
        name: "side",
        aliases: &[],
        fr: &["camp"],
        usage: "side WHO SIDE",
        summary: "Moves a combatant to another side: pc, ally, enemy or neutral.",
        examples: &["side kurt ally"],
        system: None,
    },
    Verb {
        name: "hide",
        aliases: &[],
        fr: &["cache", "cacher"],
        usage: "hide WHO [WHO ...]",
        summary: "Hides combatants from the players: no players' view names or counts them until they are revealed.",
        examples: &["hide ganger-1 ganger-2", "hide sniper"],
        system: None,
    },
    Verb {
        name: "reveal",
        aliases: &[],
        fr: &[
            "révèle",
            "revele",
            "révéler",
            "reveler",
            "dévoile",
            "devoile",
        ],
        usage: "reveal WHO [WHO ...]",
        summary: "Reveals hidden combatants to the players.",
        examples: &["reveal ganger-1", "reveal sniper ganger-2"],
        system: None,
    },
    Verb {
        name: "set",
        aliases: &[],
        fr: &["fixe", "fixer"],
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
        fr: &["note", "noter"],
        usage: "note WHO [TEXT...]",
        summary: "Replaces a combatant's note with the rest of the line; no text clears it.",
        examples: &["note baral owes Kurt a favour", "note baral"],
        system: None,
    },
    Verb {
        name: "condition",
        aliases: &["cond"],
        fr: &["état", "etat"],
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
        fr: &["retire-état", "retire-etat"],
        usage: "uncondition WHO NAME",
        summary: "Removes a condition from a combatant.",
        examples: &["uncondition baral prone"],
        system: None,
    },
    Verb {
        name: "roll",
        aliases: &["r"],
        fr: &["lance", "lancer"],
        usage: "roll NOTATION [for TEXT...]",
        summary: "Rolls dice (d20, 2d6+3, 4d6!, 8d6>=5, d%) and logs what the roll was for.",
        examples: &["roll 2d6+3 for damage", "r d20"],
        system: None,
    },
    Verb {
        name: "option",
        aliases: &[],
        fr: &["option"],
        usage: "option KEY VALUE",
        summary: "Sets an option of this encounter (an optional rule, a tracker default).",
        examples: &["option wound-malus worst"],
        system: None,
    },
    Verb {
        name: "countdown",
        aliases: &[],
        fr: &["compte-à-rebours", "compte-a-rebours"],
        usage: "countdown LABEL N",
        summary: "Starts a countdown of N attempts; when they run out, the planned event happens.",
        examples: &["countdown alarm 4", r#"countdown "vault door" 3"#],
        system: None,
    },
    Verb {
        name: "tick",
        aliases: &[],
        fr: &["coche", "cocher"],
        usage: "tick LABEL [N]",
        summary: "Uses N attempts of a countdown (1 if not given).",
        examples: &["tick alarm", "tick alarm 2"],
        system: None,
    },
    Verb {
        name: "start",
        aliases: &[],
        fr: &["début", "debut", "commence", "commencer"],
        usage: "start",
        summary: "Starts the fight, or the next round.",
        examples: &["start"],
        system: None,
    },
    Verb {
        name: "next",
        aliases: &["n"],
        fr: &["suivant"],
        usage: "next",
        summary: "Moves on to the next actor, step or round.",
        examples: &["next", "n"],
        system: None,
    },
    Verb {
        name: "end",
        aliases: &[],
        fr: &["fin", "termine"],
        usage: "end",
        summary: "Ends the fight.",
        examples: &["end"],
        system: None,
    },
    Verb {
        name: "undo",
        aliases: &[],
        fr: &["annule", "annuler"],
        usage: "undo",
        summary: "Voids the last command still in effect.",
        examples: &["undo"],
        system: None,
    },
    Verb {
        name: "redo",
        aliases: &[],
        fr: &["rétablis", "retablis", "refais"],
        usage: "redo",
        summary: "Restores the last undone command.",
        examples: &["redo"],
        system: None,
    },
    Verb {
        name: "help",
        aliases: &[],
        fr: &["aide"],
        usage: "help [VERB]",
        // Help completes this summary with each system's own topics and a full stop.
        summary: "Lists the commands, or shows one command's usage and examples",
        examples: &["help", "help attack", "help next"],
        system: None,
    },
];

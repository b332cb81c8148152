# The command language: why a line was not understood (crates/fray-core/src/script/error.rs and error/).
script-error-given-dice = '{ $word }': { $reason }
script-error-control = control character U+{ $code } at column { $column } is not allowed (type one command per line, with spaces rather than tabs)
script-error-unclosed-quote = '{ $word }': the quote is never closed
script-error-bad-escape = '{ $word }': inside quotes, a backslash may only come before { $quote } or \
script-error-quote-inside-word = '{ $word }': a quote may only start a word (put a space before it)
script-error-no-space-after-quote = '{ $word }': put a space after the closing quote
script-error-not-a-command = '{ $word }' is not a command (try: help)
script-error-not-a-command-suggest = '{ $word }' is not a command; did you mean '{ $suggestion }'? (try: help)
script-error-other-system = '{ $word }' is not a command in this rule system ({ $system }; it is a { $other } command) (try: help)
script-error-other-system-suggest = '{ $word }' is not a command in this rule system ({ $system }; it is a { $other } command); did you mean '{ $suggestion }'? (try: help)
script-error-unknown-topic = no help on '{ $word }' (try: help)
script-error-unknown-topic-suggest = no help on '{ $word }'; did you mean '{ $suggestion }'? (try: help)
script-error-expected = '{ $word }': expected { $what }
script-error-expected-at-end = after '{ $after }': expected { $what }, found end of line
script-error-did-you-mean = { $text }; did you mean '{ $suggestion }'?
script-error-unexpected = '{ $word }': nothing more was expected after '{ $after }'
script-error-unexpected-after-name = '{ $word }': nothing more was expected after '{ $after }' (a name with spaces needs quotes: { $example })
script-error-out-of-range = '{ $word }': expected a number from { $min } to { $max }
script-error-twice = '{ $word }': { $part } is already given

# What the parser expected at a place (error/expected.rs).
script-expected-combatant = a combatant's name
script-expected-name = a name (quote it if it has spaces)
script-expected-new-name = the new name
script-expected-campaign = the campaign's name
script-expected-fight = the fight's name or save file
script-expected-side = a side (pc, ally, enemy or neutral)
script-expected-add-part = a side (pc, ally, enemy, neutral), from TEMPLATE or key=value
script-expected-template = a template name
script-expected-key-value = key=value
script-expected-value = a value (14, -2, 4+9, X, 2+X, or - to remove)
script-expected-condition = a condition name
script-expected-condition-part = a value (e.g. -5), for N rounds, until start of WHO or until end of WHO
script-expected-rounds = a number of rounds
script-expected-start-or-end = start or end (until start of WHO, until end of WHO)
script-expected-notation = dice (e.g. d20, 2d6+3)
script-expected-purpose = what the roll is for
script-expected-option-key = an option name
script-expected-option-value = a value for the option
script-expected-label = a countdown label
script-expected-attempts = a number of attempts
script-expected-number = a number

# The parts of a command given only once (error/part.rs).
script-part-side = the side
script-part-template = the template
script-part-word = this word

# Help (crates/fray-core/src/script/help.rs): the layout words around the verb tables.
script-help-shared = Shared commands:
script-help-system = { $system } commands:
script-help-verb-hint = help VERB shows its usage and examples
script-help-quote = Quote names with spaces ({ $example }); # starts a comment.
script-help-also = Also: { $words }
script-help-system-line = System: { $system }
script-help-examples = Examples:
script-help-in-system = in { $system }, { $hint }

# What each shared verb does, in one line (crates/fray-core/src/script/verbs.rs).
script-summary-add = Adds a combatant, or N numbered ones, maybe from a bestiary template, with sheet values.
script-summary-party = Brings a campaign's player characters into the fight, at the state the campaign keeps.
script-summary-sync = In a campaign: takes back the player characters' state at the end of a fight (wounds, points, ammunition, gear).
script-summary-remove = Takes a combatant off the roster and the ladder.
script-summary-rename = Renames a combatant.
script-summary-side = Moves a combatant to another side: pc, ally, enemy or neutral.
script-summary-set = Sets sheet values: a number (reaction=14), a skill base+mastery (firearms=4+9), a reserved skill (stealth=X, stealth=2+X), or - to remove.
script-summary-note = Replaces a combatant's note with the rest of the line; no text clears it.
script-summary-condition = Puts a named condition on a combatant, with an optional value and an end.
script-summary-uncondition = Removes a condition from a combatant.
script-summary-roll = Rolls dice (d20, 2d6+3, 4d6!, 8d6>=5, d%) and logs what the roll was for.
script-summary-option = Sets an option of this encounter (an optional rule, a tracker default).
script-summary-countdown = Starts a countdown of N attempts; when they run out, the planned event happens.
script-summary-tick = Uses N attempts of a countdown (1 if not given).
script-summary-start = Starts the fight, or the next round.
script-summary-next = Moves on to the next actor, step or round.
script-summary-end = Ends the fight.
script-summary-undo = Voids the last command still in effect.
script-summary-redo = Restores the last undone command.
script-summary-help = Lists the commands, or shows one command's usage and examples

# A placeholder of a command's usage (`WHO`, `TARGET`, `key-value` for `key=value`), as help shows it.
script-usage-placeholder = { $word ->
    [key-value] key=value
   *[other] { $word }
}

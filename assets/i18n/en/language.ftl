# The command language: why a line was not understood (src/script/error.rs and error/).
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

# The condition form's endings, as the form shows them (the line keeps the command
# language's words: `for 2 rounds`, `until start of WHO`, `until end of WHO`).
tui-ending-rounds = for { $n } rounds
tui-ending-start = until start of { $who }
tui-ending-end = until end of { $who }

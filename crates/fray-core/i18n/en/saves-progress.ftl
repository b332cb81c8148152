rule-name-no-letter = '{ $name }' has no letter or digit to type it back with; a name needs one
saves-progress-round = round { $n }
saves-progress-not-started = not started
saves-progress-commands = { $n ->
    [one] { $n } command
   *[other] { $n } commands
}

# The command line, second pass (src/cli/usage.rs, src/cli/help.rs, fray show, fray rules,
# the export's wound words). English is never rendered from the usage-error messages: clap
# writes its own; they are kept here so that both catalogs hold the same keys.

## clap's usage errors, rendered from the error's kind and context (src/cli/usage.rs).
frcli-usage-unexpected-argument = unexpected argument '{ $arg }' found
frcli-usage-invalid-value = invalid value '{ $value }' for '{ $arg }'
frcli-usage-invalid-value-because = invalid value '{ $value }' for '{ $arg }': { $cause }
frcli-usage-value-required = a value is required for '{ $arg }' but none was supplied
frcli-usage-possible-values = possible values: { $values }
frcli-usage-subcommands = subcommands: { $values }
frcli-usage-unknown-subcommand = unrecognized subcommand '{ $name }'
frcli-usage-missing-arguments = the following required arguments were not provided:
frcli-usage-missing-subcommand = '{ $name }' requires a subcommand but one was not provided
frcli-usage-used-twice = the argument '{ $arg }' cannot be used multiple times
frcli-usage-conflict = the argument '{ $arg }' cannot be used with
frcli-usage-conflict-subcommand = the subcommand '{ $name }' cannot be used with
frcli-usage-conflict-others = one or more of the other specified arguments
frcli-usage-no-equals = equal sign is needed when assigning values to '{ $arg }'
frcli-usage-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
frcli-usage-too-few-values = { $min } values required by '{ $arg }'; only { $n } { $n ->
    [one] was
   *[other] were
} provided
frcli-usage-wrong-number = { $expected } values required for '{ $arg }' but { $n } { $n ->
    [one] was
   *[other] were
} provided
frcli-usage-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
frcli-usage-invalid = the command line is not valid
frcli-usage-tip = tip:
frcli-usage-similar-subcommand = { $n ->
    [one] a similar subcommand exists
   *[other] some similar subcommands exist
}: { $names }
frcli-usage-similar-argument = { $n ->
    [one] a similar argument exists
   *[other] some similar arguments exist
}: { $names }
frcli-usage-similar-value = { $n ->
    [one] a similar value exists
   *[other] some similar values exist
}: { $names }
frcli-usage-quoted = '{ $text }'
frcli-usage-tip-pass-value = to pass '{ $arg }' as a value, use '{ $fix }'
frcli-usage-tip-exists = '{ $what }' exists
frcli-usage-tip-remove-dashes = subcommand '{ $name }' exists; to use it, remove the '--' before it
frcli-usage-try-help = For more information, try '{ $help }'.
frcli-usage-not-a-number = invalid digit found in string
frcli-usage-too-large = number too large to fit in target type
frcli-usage-too-small = number too small to fit in target type
frcli-usage-empty-number = cannot parse integer from empty string

## --help: the placeholders of the usage line and of each option (clap's value names).
frcli-value-dir = DIR
frcli-value-lang = LANG
frcli-value-system = SYSTEM
frcli-value-seed = SEED
frcli-value-name = NAME
frcli-value-save = SAVE
frcli-value-file = FILE
frcli-value-n = N
frcli-value-format = FORMAT
frcli-value-command = COMMAND
frcli-values-range = { $min } to { $max }

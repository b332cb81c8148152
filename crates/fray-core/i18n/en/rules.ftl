# The engine's refusals (crates/fray-core/src/engine/error.rs): why a command was refused.
rule-unknown-combatant = no combatant called '{ $name }'
rule-unknown-combatant-near = no combatant called '{ $name }'; { $count ->
    [one] did you mean { $nearest }?
   *[other] did you mean one of { $nearest }?
}
rule-ambiguous-name = '{ $name }' could be { $candidates }
rule-duplicate-name = a combatant called '{ $name }' already exists
rule-unknown-skill = { $who } has no skill or attribute '{ $what }'
rule-known-empty = (the sheet is empty: set WHO NAME=VALUE)
rule-known = (has: { $list })
rule-known-more = (has: { $list }, and { $n } more)
rule-unknown-template = no template '{ $name }' in this system's bestiary
rule-unknown-condition = { $who } has no condition '{ $name }'
rule-nothing-to-undo = nothing to undo
rule-nothing-to-redo = nothing to redo
rule-changes-nothing = that changes nothing
rule-rolls-no-dice = that command rolls no dice
rule-dice-unknown = this save's dice come from a generator this fray does not know ('{ $name }'), so it cannot roll them: update fray to play on with fray's dice (dice given at the table, and commands that roll none, still work)
rule-not-in-system = '{ $command }' is not a { $system } command

# The shared rules' refusals (crates/fray-core/src/rules/common.rs).
rule-name-empty = a name cannot be empty
rule-name-control = a name cannot hold control characters
rule-name-too-long = a name has at most { $max } characters
rule-name-number = '{ $name }' is a number; a name needs a letter
rule-text-control = a { $what } cannot hold control characters
rule-text-too-long = a { $what } has at most { $max } characters
rule-what-note = note
rule-what-roll-purpose = roll purpose
rule-add-group = add makes 1 to { $max } combatants at a time
rule-same-values = { $name } already has those values
rule-condition-rounds = a condition lasts at least 1 round
rule-countdown-attempts = a countdown has 1 to 100 attempts
rule-no-countdown = no countdown called '{ $label }'
rule-tick-one = tick uses at least 1 attempt
rule-countdown-over = countdown '{ $label }' has already run out

# Dice notation (crates/fray-core/src/engine/notation.rs, notation_given.rs).
dice-bad-notation = bad dice '{ $text }': { $reason } (e.g. d20, 2d6+3, 4d6!, 8d6>=5)
dice-no-d = no 'd' between the count and the faces
dice-count-not-number = the dice count is not a number
dice-count-range = roll 1 to { $max } dice
dice-faces-missing = the number of faces is missing
dice-faces-range = a die has 2 to { $max } faces
dice-threshold-number = a number must follow '>='
dice-threshold-face = the hit threshold must be a face of the die
dice-sign-number = a number must follow the sign
dice-modifier-large = the modifier is too large
dice-not-understood = '{ $rest }' is not understood
dice-not-a-value = '{ $value }' is not a die's value
dice-not-a-face = { $value } is not a face of a d{ $sides }
dice-too-few = { $expr } throws more dice than the { $n } given
dice-explodes = a { $sides } explodes: give the die rolled again
dice-count-mismatch = { $expr } throws { $at } dice, not { $n }

# Dice rolled at the table (crates/fray-core/src/engine/table_dice.rs): what does not fit.
dice-free-roll-what = the free roll's dice
dice-free-roll-give = roll 2d6:N,N (the values after a colon)
dice-slot = '{ $slot }'
dice-unused = { $slot }={ $value }: not used ({ $what }: this command rolls { $n ->
    [0] none
    [one] only one
   *[other] only { $n }
    }{ $whom }; { $rolls })
dice-needs = { $what }: { $n ->
    [one] one die
   *[other] { $n } dice
    } to roll at the table{ $whom }{ $given }: add { $give }
dice-needs-die = needs a d{ $sides } rolled at the table (no way to give it here)
dice-shows = { $slot }={ $value }: { $what } shows 1 to { $top }
dice-holds-only = { $slot }={ $value }: { $what } holds only { $known }
dice-option-value = option dice is fray or table, not '{ $value }'
dice-separator = ;

# A counter fray hands out at its bound (crates/fray-core/src/engine/counters.rs): the command is refused.
counter-records-full = this save has used every record number fray can write (up to { $max }): start a new encounter to go on
counter-combatants-full = this encounter has given out every combatant number fray can give (up to { $max }): start a new encounter to add anyone else
counter-markers-full = { $name } has used every marker number fray can give on the ladder (up to { $max }): remove one of their markers first

# The same read from a save: damage at the record (completes "the record ...").
counter-seq-load = is numbered { $seq }, past { $max }, the largest record number fray writes
counter-id-load = adds combatant #{ $id }, past #{ $max }, the largest combatant number fray gives
counter-marker-load = places marker { $marker } of combatant #{ $id }, past { $max }, the largest marker number fray gives

# A record holding another rule system's fact (crates/fray-core/src/engine/consistency.rs; completes "the record ...").
foreign-fact-load = holds a "{ $event }" event of the { $of } rules, but this save plays { $system }
counter-rounds-full = this fight has reached round { $max }, the last fray counts: end it, or start a new encounter to go on
counter-round-load = starts round { $round }, past { $max }, the last round fray counts
dice-needs-whom = for { $who }
dice-needs-order = in this order: { $list }
dice-needs-given = { $given } given, { $missing } missing
dice-needs-draws = { $what }: { $n ->
    [one] one value
   *[other] { $n } values
    } to give from the table{ $whom }{ $given }: add { $give }
dice-pool-unused = { $slot }: { $given } given, but the pool is { $n ->
    [one] one die
   *[other] { $n } dice
    } ({ $terms })

# What a command rolls, in a refusal about dice (crates/fray-core/src/engine/table_dice_rolls.rs).
dice-command-rolls = it rolls { $list }
dice-command-rolls-none = it rolls no die here
dice-rolls-item = { $slot } ({ $n }d{ $sides })
dice-rolls-item-any = { $slot } ({ $n ->
    [one] one die
   *[other] { $n } dice
    })
dice-rolls-item-draws = { $slot } ({ $n ->
    [one] one draw
   *[other] { $n } draws
    })

cli-warning = warning: { $message }
cli-rescued-saved = { $save }: { $n ->
    [one] { $n } unsaved command
   *[other] { $n } unsaved commands
  } saved at the last try.
cli-rescued-kept = { $save }: NOT SAVED: { $n ->
    [one] { $n } command
   *[other] { $n } commands
  } kept in { $file } (fray run ... --script that file carries them out again).
cli-rescued-lost = { $save }: LOST: { $n ->
    [one] { $n } command
   *[other] { $n } commands
  } could not be saved nor kept: { $why }

## fray show (src/cli/show.rs): the core layout's words; alignment is kept by the code.
cli-show-setup = setting up
cli-show-declaration = declarations (slowest first)
cli-show-resolution-phase = actions, phase { $phase } of { $phases }
cli-show-resolution = actions
cli-show-round-end = everyone has acted
cli-show-ended = the fight is over
cli-show-title = { $name } ({ $system }) - round { $round } - { $step }
cli-show-now = now: { $who }
cli-show-ladder = LADDER
cli-show-delayed = delayed
cli-show-skipped = cannot act
cli-show-lost = lost (pushed out of the round)
cli-show-acting = acting
cli-show-acted = acted
cli-show-attack = attack { $n }
cli-show-rushed = rushed
cli-show-simultaneous = simultaneous
cli-show-roster = ROSTER
cli-show-nobody = (nobody yet: add NAME SIDE ...)
cli-show-init = init
cli-show-reaction = rea
cli-show-penalty = penalty
cli-show-unhurt = unhurt
cli-show-dead = DEAD
cli-show-destroyed = destroyed: { $what }
cli-show-facing = facing { $n ->
        [one] { $n } opponent
       *[other] { $n } opponents
    }
cli-show-nothing = (nothing)
cli-show-declared = declared: { $what }
cli-show-note = note: { $note }
cli-show-countdowns = COUNTDOWNS

## Creating a save or the saves folder (crates/fray-core/src/setup.rs).
cli-creating = creating { $path }

# A sheet's skills and damage terms, in `fray show` and the sheet panes (crates/fray-core/src/report/sheet_lines.rs).
sheet-skills = skills: { $list }
sheet-skill = { $skill } { $level }
sheet-skill-mastery = { $skill } { $level } ({ $base }+{ $mastery })
sheet-skill-reserved = { $skill } (reserved)
sheet-damage-terms = damage: { $list }

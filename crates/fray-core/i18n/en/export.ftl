# The Markdown export's own words (the transcript's lines are transcript.ftl's).
export-rules-line = - Rules: { $title }
export-created-line = - Created: { $date }
export-rounds-line = - Rounds: { $rounds }
export-records-all = - Commands: { $total }
export-records-first = - Commands: the first { $exported } of { $total }
export-players-line = - Players' version: no GM notes, free rolls or secret tests; enemies and bystanders show what they did and how hurt they look, not their dice or sheets
export-gm-line = - GM's version (not for the players): GM notes, free rolls, secret tests and every die of every character
export-heading-setup = ## Setup
export-heading-round = ## Round { $round }
export-heading-fight = ## The fight
export-heading-after = ## After the fight
export-heading-declarations = ### Declarations (slowest first)
export-heading-actions = ### Actions (fastest first)
export-heading-round-end = ### End of round
export-heading-turn = #### Phase { $phase }: { $name }
export-initiative = Initiative:
export-undone = undone
export-heading-outcome = ## Outcome
export-standing = At the end of this transcript: { $step }.
export-standing-not-started = the fight has not started
export-standing-declarations = round { $round }, declarations
export-standing-actions-at = round { $round }, actions at phase { $phase }
export-standing-actions = round { $round }, actions
export-standing-round-end = round { $round }, everyone has acted
export-standing-over-after = the fight is over after { $n ->
    [one] { $round } round
   *[other] { $round } rounds
  }
export-standing-over = the fight is over
export-standing-goes-on = the fight goes on
export-monitor-overflow = { $name } { $filled }/{ $boxes } +{ $overflow } overflow
export-nobody = Nobody is on the roster.
export-unhurt = unhurt
export-worst-wound = worst wound { $severity }
export-dead = dead
export-destroyed = destroyed: { $limbs }
export-location-wounds = { $location }: { $rows }
export-wounds = wounds: { $list }
export-conditions = conditions: { $list }
export-note = note: { $text }
export-countdown = countdown { $label }: { $left }/{ $max } attempts left
export-error-past-the-end = the save has { $records ->
    [one] { $records } record
   *[other] { $records } records
  }; there is no record { $asked } to export up to (see `fray log`)
export-error-players-json = the JSON export holds the whole state, GM notes and every die included: it is the GM's only (add --gm); the players' version is Markdown
export-error-reveal-markdown = --reveal-face-down is for --format json; the Markdown transcript never shows a face-down token's value
export-error-states-markdown = --states is for --format json; the Markdown transcript says what happened, not the state after each command
export-error-io = writing the export: { $error }

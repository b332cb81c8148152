# The full-screen interface: panes, status line, forms, start screen, replay, help.

## The old keys.conf, read once to be migrated to fray.toml (crates/fray-tui/src/settings/legacy.rs).
tui-config-no-equals = expected MODE ACTION = KEY ...
tui-config-shape = expected two words before '=': a screen (start, fight) and an action
tui-config-no-keys = no key after '='
tui-config-mode = '{ $word }' is not a screen (start, fight)
tui-config-action = '{ $word }' is not an action ({ $all })
tui-config-key = '{ $word }' is not a key (a character, ctrl-x, alt-x, enter, esc, tab, space, up, f1...)
tui-config-mouse = '{ $word }' is not a mouse setting (on, off)
tui-unbound-key = { $chord }: not a key here — { $help } lists the keys
tui-unbound-replay-key = { $chord }: not a key here (replays are read-only) — { $help } lists the keys

## The selected combatant
tui-detail-reaction = Réaction
tui-detail-initiative = Init
tui-detail-wounds = Wounds
tui-detail-penalty = Penalty
tui-detail-opponents = Opponents
tui-detail-dead = DEAD
tui-detail-declared = Declared
tui-detail-conditions = Conditions
tui-detail-pools = Pools
tui-detail-note = Note
tui-detail-destroyed = DESTROYED { $limbs }
tui-detail-tokens = { $success } success, { $failure } failure
tui-detail-tokens-hidden = { $success } success, { $failure } failure ({ $hidden } hidden)
tui-wound-modifier = Wound modifier

## The fight screen
tui-saved-after-retry = Saved: every command is on disk again.
tui-nothing-to-save = Everything is already saved.
tui-not-saved-message = NOT SAVED ({ $n ->
    [one] { $n } command
   *[other] { $n } commands
  } in memory only): { $why } — Ctrl-s retries
tui-ladder-empty-setup = No initiative yet: add combatants (+), then start the fight (i).
tui-ladder-empty = Nobody on the ladder.
tui-surprised = surprised
tui-rushed = rushed
tui-delayed = delayed
tui-next = next
tui-roster-empty = Nobody yet: + adds combatants (from the bestiary or by hand).
tui-roster-name = Name
tui-roster-init = Init
tui-roster-wound = Wound
tui-roster-pen = Pen
tui-roster-conditions = Conditions
tui-roster-pools = Pools
tui-roster-wound-conditions = Wound, conditions
tui-dead = DEAD
tui-log-empty = Nothing yet: each command adds a line here.
tui-undone = (undone)
tui-step-setup = setting up
tui-step-declaration = declarations
tui-step-round-end = end of round
tui-step-ended = fight over
tui-step-phase = phase { $phase }
tui-step-resolution = resolution
tui-not-saved-short = NOT SAVED
tui-help-close = any key closes · ↑↓ scroll
tui-quit-title = Quit
tui-editing-form = In a form
tui-editing-form-fields = next / previous field
tui-editing-form-choices = cycle the choices
tui-editing-form-enter = do it
tui-editing-form-esc = cancel
tui-editing-line = On the command line (:)
tui-editing-line-tab = complete commands and names
tui-editing-line-history = history
tui-editing-line-enter = run / close
tui-severity-light = Light
tui-severity-medium = Medium
tui-severity-serious = Serious
tui-severity-critical = Critical
tui-severity-mortal = Mortal
tui-severity-death = Lost limb
tui-rounds-short = { $n }r
tui-side-pc = PC
tui-side-ally = Al
tui-side-enemy = En
tui-side-neutral = Ne
tui-before-round-one = before round 1
tui-round = round { $n }
tui-saved = saved #{ $seq }
tui-help-hint = { $key } keys
tui-banner = NOT SAVED: { $unsaved ->
    [one] { $unsaved } command
   *[other] { $unsaved } commands
  } in memory only ({ $why }). { $key } retries.
tui-confirm-quit = { $unsaved ->
        [one] { $unsaved } command is NOT SAVED.
       *[other] { $unsaved } commands are NOT SAVED.
    }
tui-confirm-quit-keys = y: quit and keep them in a rescue file · r: retry · Esc: stay
tui-too-small = Terminal too small ({ $width }×{ $height }): fray needs at least { $min_width }×{ $min_height }.
tui-pane-ladder = Ladder
tui-pane-ladder-round = Ladder · { $round }
tui-pane-roster = Roster
tui-pane-roster-count = Roster ({ $n })
tui-pane-selected = Selected
tui-pane-log = Log

## Forms
tui-required = required
tui-not-a-number = a whole number, please
tui-nobody-selected = Nobody is selected: add a combatant first (+).
tui-confirm-keys = Enter or y: yes · Esc or n: no
tui-form-keys = Enter: do it · Esc: cancel · Tab/↑↓: field · ←→: choices
tui-pick-one = pick one with ←→: { $options }
tui-confirm-remove = Remove { $name } from the fight?
tui-no-conditions = { $name } has no condition to remove.
tui-confirm-end = End the fight? (undo brings it back)
tui-form-add = Add combatants
tui-form-remove = Remove a combatant
tui-form-end = End the fight
tui-form-condition = Condition
tui-form-uncondition = Remove a condition
tui-form-note = Note
tui-form-roll = Roll dice
tui-field-label = { $label }:
tui-field-who = Who
tui-field-attacker = Attacker
tui-field-target = Target
tui-field-skill = Skill
tui-field-damage = Damage roll
tui-field-boxes = Boxes
tui-field-count = How many
tui-field-name = Name
tui-field-side = Side
tui-field-template = Template
tui-field-values = Values
tui-field-condition = Condition
tui-field-value = Value
tui-field-ends = Ends
tui-field-note = Note
tui-field-dice = Dice
tui-field-for = For
tui-hint-optional = optional
tui-hint-note = empty clears the note
tui-hint-count = 1 if empty; 3 makes Name 1..3
tui-hint-template = ←→ bestiary (fray rules)
tui-hint-values = e.g. reaction=12 firearms=14
tui-hint-ends = ←→; empty: until removed
tui-hint-intent = e.g. shoots ganger-1

## The start screen
tui-start-title = fray — combat tracker
tui-start-title-short = fray
tui-start-new = New encounter
tui-start-demo = Open a copy of the demo
tui-start-no-saves = no saves yet
tui-start-column-encounter = Encounter
tui-start-column-system = Rule system
tui-start-column-round = Round
tui-start-column-changed = Last change
tui-start-form-system = Rule system
tui-start-form-name = Name
tui-start-form-create = create
tui-start-form-next = next field
tui-start-form-system-key = rule system
tui-start-form-cancel = cancel
tui-start-duplicate = a save named { $file } already exists; choose another name
tui-start-cannot-open = cannot open this save: { $problem }
tui-time-just-now = just now
tui-time-minutes = { $n } min ago
tui-time-hours = { $n } h ago
tui-time-yesterday = yesterday
tui-time-days = { $n ->
        [one] { $n } day
       *[other] { $n } days
    } ago
tui-start-old-format = v{ $version }: U
tui-start-upgraded = Converted from format { $from } to { $to }; the original is kept as { $backup }. Enter plays on.
tui-start-up-to-date = This save is already in the current format: nothing to convert.
tui-start-upgrade-needs-save = Choose a save to convert (U converts a save made by an older fray).
tui-start-replay-needs-save = Choose a save to replay (r replays the chosen save).
tui-start-language = Language: { $name }

## Replay and watch
tui-replay-tag = REPLAY
tui-watch-tag = WATCH
tui-goto-hint = Go to: a record number (12), a round (r3), a phase of this round (p14), start or end — Enter goes, Esc cancels
tui-replay-empty = This save has no commands yet: nothing to replay.
tui-at-start = Start of the log: before the first command.
tui-at-end = End of the log.
tui-play-done = End of the log: playing stopped.
tui-no-more-moments = No notable moment that way.
tui-no-more-rounds = No round that way.
tui-no-more-phases = No phase that way.
tui-undone-hidden = Undone commands hidden (u shows them).
tui-undone-shown = Undone commands shown, dimmed (u hides them).
tui-position = record { $pos }/{ $len }
tui-speed-slow = { $mark } 1 per { $seconds } s
tui-speed-fast = { $mark } { $n }/s
tui-record-takes-back = #{ $seq } { $command }   (takes back #{ $n })
tui-record-restores = #{ $seq } { $command }   (restores #{ $n })
tui-record-undone-later = #{ $seq } { $command }   (undone later, by #{ $n })
tui-goto-unknown = '{ $text }': give a record number, r and a round, p and a phase, start or end
tui-goto-no-record = there is no record { $n }: this log has { $len }
tui-goto-no-round = the fight never reached round { $round }
tui-goto-no-phase = round { $round } never resolved phase { $phase }
tui-new-records = { $n ->
    [one] { $n } new command
   *[other] { $n } new commands
  }: End follows the fight again
tui-watch-reset = The save was rewritten (a write was cut back, or it was replaced): read again.
tui-moment-critical = critical success by { $name }
tui-moment-fumble = critical failure by { $name }
tui-moment-surprised = { $name } is surprised
tui-moment-grave-wound = { $name } takes a grave wound
tui-moment-limb = { $name } loses a limb
tui-moment-jam = { $name }’s weapon jams
tui-moment-slot-lost = { $name } loses an action slot
tui-moment-emergency = { $name } switches to survival mode
tui-moment-death = { $name } dies
tui-moment-knocked-out = { $name } is knocked out
tui-moment-alert = { $name } sets off an alert
tui-moment-ended = the fight ends
tui-moment-complication = a complication for { $name }
tui-moment-exploit = an exploit by { $name }
tui-moment-point-spent = { $name } spends a point
tui-moment-gm-point-spent = the GM spends a point

## The ? overlay
tui-action-up = move up
tui-action-down = move down
tui-action-top = first line
tui-action-bottom = last line
tui-action-page-up = page up
tui-action-page-down = page down
tui-action-focus-next = next pane
tui-action-focus-prev = previous pane
tui-action-zoom = zoom the pane (full screen / back)
tui-action-next = next: declarer, actor, phase or round
tui-action-start-round = start the fight / next round (rolls initiative)
tui-action-declare = declare an intent
tui-action-test = skill test
tui-action-attack = attack
tui-action-wound = mark a wound
tui-action-heal = heal a wound
tui-action-add = add combatants
tui-action-remove = remove the selected combatant
tui-action-delay = delay the action
tui-action-act-now = a delayed combatant acts now
tui-action-rush = precipitate (rush) the action
tui-action-surprise = surprise combatants
tui-action-condition = add a condition
tui-action-uncondition = remove a condition
tui-action-note = write a note
tui-action-marker = extra marker (multi-attack)
tui-action-roll = roll dice
tui-action-end-fight = end the fight
tui-action-undo = undo
tui-action-redo = redo
tui-action-retry-save = retry saving (after NOT SAVED)
tui-action-command-line = command line (Tab completes)
tui-action-share = share the fight with the players' phones
tui-action-help = this help
tui-action-quit = quit
tui-action-open = open the chosen line
tui-action-new = new encounter
tui-action-demo = open a copy of the demo
tui-action-replay = replay the chosen save, step by step
tui-action-upgrade = convert a save made by an older fray (keeps the original)
tui-action-language = switch the language (English, Français)
tui-action-step-forward = one command forward
tui-action-step-back = one command back
tui-action-phase-forward = next phase
tui-action-phase-back = previous phase
tui-action-round-forward = next round
tui-action-round-back = previous round
tui-action-moment-forward = next notable moment (critical, death...)
tui-action-moment-back = previous notable moment
tui-action-play-pause = play / pause
tui-action-faster = play faster
tui-action-slower = play slower
tui-action-toggle-undone = show / hide undone commands
tui-action-go-to = go to a record, round or phase
tui-not-offered = { $what }: not in this encounter's rule system — { $help } lists the keys
tui-mode-start = Start screen keys
tui-mode-fight = Fight keys
tui-mode-replay = Replay keys

## Errors around the interface
tui-context-signals = watching for signals
tui-context-terminal = setting up the terminal
tui-banner-detached = NOT SAVED: { $unsaved ->
    [one] { $unsaved } command
   *[other] { $unsaved } commands
  } in memory only: { $why }. Quit ({ $key }) and open the save again; they are kept in a rescue file.
tui-not-saved-detached = NOT SAVED ({ $n ->
    [one] { $n } command
   *[other] { $n } commands
  } in memory only): { $why }
tui-hint-name-template = empty: named after the template
tui-hint-side-template = empty: the template's, else enemy
tui-table-dice-title = Dice rolled at the table
tui-table-dice-hint = { $n ->
    [one] one die
   *[other] { $n } dice
    } ({ $what })
tui-legend-title = Symbols on screen
tui-legend-pane-timeline = Replay timeline bar
tui-legend-pane-roster = Roster
tui-legend-pane-order = Turn order
tui-legend-pane-sheet = Sheet
tui-legend-mark-log = stretch of the log with nothing notable
tui-legend-mark-cursor = position shown
tui-legend-mark-round = a round begins
tui-legend-mark-critical = critical success
tui-legend-mark-fumble = critical failure
tui-legend-mark-surprised = someone is surprised
tui-legend-mark-limb = a limb is lost
tui-legend-mark-jam = a weapon jams
tui-legend-mark-slot-lost = an action slot is lost
tui-legend-mark-knocked-out = someone is knocked out
tui-legend-mark-alert = an alert is set off
tui-legend-mark-complication = a complication
tui-legend-mark-exploit = an exploit
tui-legend-mark-point-spent = a point is spent
tui-legend-mark-emergency = survival mode
tui-legend-mark-grave-wound = a grave wound
tui-legend-mark-death = a death
tui-legend-mark-ended = the fight ends
tui-legend-mark-acting = acting now
tui-legend-mark-next = acts next
tui-legend-mark-acted = has acted
tui-legend-mark-delayed = delayed
tui-legend-mark-skipped = skipped
tui-legend-mark-line-cursor = line under the cursor
tui-legend-mark-box-filled = box checked
tui-legend-mark-box-empty = box free
tui-legend-mark-overflow = damage past the last box
tui-legend-mark-unhurt = part unhurt
tui-legend-mark-selected = rows of the selected combatant
tui-table-dice-count = { $n ->
    [one] one die wanted
   *[other] { $n } dice wanted
    }, { $given } typed
tui-table-dice-reshaped = The values given call for other dice (a tie to break, or none): the fields now ask for them, what was typed is kept
tui-action-toggle-hidden = hide from / reveal to the players
tui-field-hidden = Hidden
tui-add-seen = no
tui-add-hidden = yes, from the players
tui-hint-hidden = yes: the players' views leave them out until they are revealed
tui-legend-mark-hidden = hidden from the players (dimmed)

# The health words a narrow Wound column shortens, each with the word it stands for.
tui-legend-mark-short-health = { $list }
tui-legend-short-word = “{ $short }” { $full }
tui-field-secrecy = Players read it
tui-secrecy-secret = no, secret (they see that it was declared)
tui-secrecy-public = yes, public
tui-hint-secrecy = secret: the players' views say that a declaration was made, not what

# The "no" choice of a yes/no form field.
form-flag-no = no

# The start screen while the saves' summaries are read (n read out of total).
tui-start-reading = { $total ->
    [one] reading the save: { $n } of { $total }
   *[other] reading saves: { $n } of { $total }
}

# A save's row on the start screen while it is still being read, with its size.
tui-start-unread = reading… ({ $size })
tui-start-size-kb = { $n } KB
tui-start-size-mb = { $n } MB

# The last row of a pane whose rows do not all fit: how many rows are left out below
# (that row included).
tui-rows-left-out = { $n ->
    [one] … { $n } more line
   *[other] … { $n } more lines
}

## The mouse (key help)
tui-mouse-title = The mouse
tui-mouse-click = click
tui-mouse-click-again = click again
tui-mouse-click-field = click a field
tui-mouse-click-bar = click the bar
tui-mouse-wheel = wheel
tui-mouse-start-click = select a line
tui-mouse-start-again = open it (as Enter)
tui-mouse-start-wheel = move through the list
tui-mouse-fight-click = focus a pane, select a line
tui-mouse-field-click = focus it
tui-mouse-field-again = next choice (as →)
tui-mouse-fight-wheel = scroll what is under it
tui-mouse-replay-click = focus a pane, select a line
tui-mouse-replay-bar = go to that point (wheel: step by step)
tui-mouse-replay-wheel = scroll what is under it
tui-mouse-off-key = mouse = false
tui-mouse-off = in fray.toml: the terminal keeps the mouse

# The command line (src/cli, src/main.rs): its --help, the line mode, fray show, check,
# upgrade, rules and list.

## --help: what each subcommand does (the English is the doc comments of src/cli/args.rs).
cli-about = fray: a keyboard-driven combat tracker for tabletop role-playing games
cli-cmd-new = Creates a new encounter and opens it
cli-cmd-open = Opens an encounter: full screen on a terminal, line mode when piped
cli-cmd-run = Runs commands on a save: from a script file, from standard input (`-`), or typed
cli-cmd-replay = Replays an encounter step by step, read-only (full screen)
cli-cmd-watch = Follows a save while the GM plays it, for the players (a second screen, or over ssh): enemies show only how hurt they look; their rolls and the GM's notes are hidden
cli-cmd-serve = Shares a fight with the players' phones: a live page served by fray on this machine, showing only what fray watch shows, at a secret address (printed, and drawn as a QR code); Ctrl-C stops sharing
cli-cmd-show = Prints the state of an encounter: round, phase, ladder, wounds, penalties, conditions
cli-cmd-log = Prints the transcript of an encounter: one line per command
cli-cmd-export = Exports an encounter: the players' Markdown transcript (--gm: the GM's complete one), or the GM's JSON with every command and the state after the last
cli-cmd-check = Checks a save file; with --salvage, opens the valid part of a damaged one
cli-cmd-upgrade = Converts a save made by an older fray to the current format, keeping the original as a backup next to it (fray never adds to an older save)
cli-cmd-rules = Lists the rule systems, or one system's options, bestiary and open points
cli-cmd-list = Lists the saves in the saves folder, newest first
cli-cmd-help = Print this message or the help of the given subcommand(s)

## --help: each option and argument.
cli-arg-saves-dir = Folder holding the saves (default: the platform data folder; env FRAY_SAVES_DIR); their summaries are cached in the platform cache folder (env FRAY_CACHE_DIR)
cli-arg-lang = Language of the screens and messages: en or fr (default: env FRAY_LANG, then `lang =` in fray.toml, then the system locale, then English)
cli-arg-save = A save file, or the name of one in the saves folder
cli-arg-new-rules = Rule system: its key, or a part of the key naming one system (see `fray rules`)
cli-arg-new-seed = Fixes the dice seed (default: from the clock)
cli-arg-new-no-open = Creates the save without opening it
cli-arg-new-name = The encounter's name (also its file name in the saves folder)
cli-arg-run-script = A file of commands, one per line; `-` reads standard input
cli-arg-run-keep-going = Goes on after a refused command instead of stopping
cli-arg-replay-at = Starts at this record (default: the end, where the fight stands)
cli-arg-serve-lan = Lets the whole local network open the page (default: this machine only)
cli-arg-serve-port = The port to listen on (default: any free one)
cli-arg-show-json = Prints JSON instead of text
cli-arg-check-salvage = Keeps the valid prefix and moves the rest into a side file
cli-arg-rules-system = A system key, as `fray rules` lists them
cli-arg-export-format = md: the transcript, rounds, phases, dice and outcome; json: every command with its events, and the state after the last
cli-arg-export-format-values = values: md (Markdown) or json; default: md
cli-arg-export-up-to = Only the first N commands (0: the header alone)
cli-arg-export-output = Writes to FILE (a new file) instead of standard output
cli-arg-export-force = Replaces FILE if it exists
cli-arg-export-with-undone = Markdown: also shows undone commands, struck through, and the undos and redos
cli-arg-export-players = The players' version, the default (Markdown only): without GM notes, free rolls, secret tests, face-down values, or the sheets and dice of the GM's characters (their tests show the result only)
cli-arg-export-gm = The GM's complete version: GM notes, free rolls, secret tests and every die of every character; the only one in JSON
cli-arg-export-states = JSON: writes the state after every command, not only after the last one (the export then grows with the state times the commands)
cli-arg-export-reveal-face-down = JSON: writes the values of face-down defense tokens (secret to the table until revealed) instead of { $json }

## --help: clap's own words.
cli-help-usage = Usage:
cli-help-commands = Commands
cli-help-arguments = Arguments
cli-help-options = Options
cli-help-help = Print help
cli-help-help-more = Print help (see more with '--help')
cli-help-help-summary = Print help (see a summary with '-h')
cli-help-version = Print version
cli-help-help-subcommand = Print help for the subcommand(s)

## Messages of the command line (src/cli/text.rs).
cli-banner = Type a command (help lists them), 'show' for the table, 'log' for the transcript, 'quit' to leave.
cli-error = error: { $message }
cli-script-error = { $source }:{ $line }: error: { $error }
cli-reading-input = reading the input
cli-check-ok = { $path }: OK, { $records ->
    [one] { $records } record
   *[other] { $records } records
  }
cli-checking = checking { $path }: { $error }
cli-salvage-hint = record { $record } (line { $line }) is refused; to keep the { $good ->
    [one] { $good } record
   *[other] { $good } records
  } before it and move the rest to a side file: { $command }
cli-salvaged = { $path }: opened the valid part, { $records ->
    [one] { $records } record
   *[other] { $records } records
  }; the rest is kept aside (see warnings)
cli-older-format = { $path }: format { $found }, made by an older fray; this fray writes format { $current } and converts it with: { $command }
cli-unknown-dice = { $path }: its dice come from a generator this fray does not know ('{ $name }'); it reads, shows and replays, but a command fray must roll for is refused until fray is updated
cli-up-to-date = { $path }: already in format { $version }, nothing to do
cli-upgraded = { $path }: upgraded from format { $from } to format { $to }, { $records ->
    [one] { $records } record
   *[other] { $records } records
  }; the original is kept as { $backup }
cli-created = created { $path }
cli-demo-copied = opened a copy of the demo encounter: { $path }
cli-unknown-system = no rule system '{ $key }' (known: { $known })
cli-stopped = stopped: { $failures ->
    [one] { $failures } command
   *[other] { $failures } commands
  } refused (nothing after the first refusal was run; --keep-going runs on)
cli-not-saved-record = NOT SAVED #{ $seq } { $narration }: { $cause }; kept in memory, the next command retries the write ({ $waiting ->
    [one] { $waiting } command
   *[other] { $waiting } commands
  } waiting)
cli-unsaved-at-end = NOT SAVED: { $count ->
    [one] { $count } command
   *[other] { $count } commands
  } carried out could not be written to { $path } ({ $cause }); they are lost when fray ends. Make room and run them again:
cli-replay-needs-terminal = fray replay needs a terminal; for a transcript use fray log or fray export
cli-watch-needs-terminal = fray watch needs a terminal (run it in the window or ssh session the players look at)
cli-export-exists = { $path } already exists; --force replaces it (an earlier fray export)
cli-export-over-save = { $path } is the save being exported; choose another output file
cli-export-onto-save = { $path } is a fray save (or named like one); an export never replaces a save, even with --force; choose another output file
cli-export-not-an-export = { $path } already exists and was not written by fray export; --force replaces only an earlier export, so move or delete it first, or choose another output file
cli-export-not-a-file = { $path } is not a regular file; choose an output file
cli-export-not-a-file-name = the output names a folder, not a file
cli-exported = exported { $records ->
    [one] { $records } command
   *[other] { $records } commands
  } to { $path }

## What fray was doing when an error came (the error follows after ': ').
cli-opening = opening { $path }
cli-reading = reading { $path }
cli-writing = writing { $path }
cli-creating-temp = creating a temporary file beside { $path }
cli-checking-context = checking { $path }
cli-salvaging = salvaging { $path }
cli-upgrading = upgrading { $path }
cli-too-large = { $path } is larger than { $mib } MiB

## fray rules SYSTEM: the headings (the command words stay English).
cli-rules-options = OPTIONS (option KEY VALUE)
cli-rules-bestiary = BESTIARY (add [N] TEMPLATE)

## A typed or scripted line holding bytes that are not UTF-8 (src/cli/input_lines.rs).
cli-line-not-utf8 = this line is not UTF-8 text; line refused

## fray list -0 (src/cli/args.rs).
cli-arg-list-null = With --paths, ends each path with a NUL byte instead of a line break (for xargs -0)
cli-not-saved-detached = NOT SAVED #{ $seq } { $narration }: { $cause } ({ $waiting ->
    [one] { $waiting } command
   *[other] { $waiting } commands
  } not saved)
cli-unsaved-at-end-detached = NOT SAVED: { $count ->
    [one] { $count } command
   *[other] { $count } commands
  } carried out could not be written to { $path }: { $cause }. The commands:

# `fray bestiary` (src/cli/bestiary.rs): the shipped templates with the GM's own library.

## --help
cli-cmd-bestiary = The bestiary with the GM's own library of templates: lists, shows, checks, imports
cli-cmd-bestiary-list = Lists the shipped templates and the GM's own, marking the GM's
cli-cmd-bestiary-show = Prints one template's sheet: stats, skills, gear and note
cli-cmd-bestiary-check = Reads the GM's library files and prints every problem with its file, line and field
cli-cmd-bestiary-import = Appends the templates of a CSV file to the GM's library file of the system
cli-arg-bestiary-rules = Rule system: its key, or a part of the key naming one system (default: the first of `fray rules`)
cli-arg-bestiary-show-name = A template's key or name
cli-arg-bestiary-import-file = A CSV file: a header row naming the columns, then one template a row (see docs/library.md)
cli-arg-bestiary-import-replace = Replaces the templates whose key is in the GM's library already

## What it prints
cli-bestiary-no-config = there is no config folder (set FRAY_CONFIG_DIR)
cli-bestiary-heading = BESTIARY of { $title } ({ $key })
cli-bestiary-library-file = The GM's library: { $file }
cli-bestiary-origin-shipped = shipped
cli-bestiary-origin-gm = GM's
cli-bestiary-origin-overriding = GM's, in place of a shipped one
cli-bestiary-unknown = no template “{ $name }” in the bestiary of { $system } (see fray bestiary list)
cli-bestiary-show-title = { $name } ({ $key }), { $side }, { $origin }
cli-bestiary-show-stats = Stats: { $list }
cli-bestiary-show-skills = Skills: { $list }
cli-bestiary-show-gear = Gear: { $list }
cli-bestiary-show-pool = Pool: { $pool }
cli-bestiary-show-note = Note: { $note }
cli-bestiary-check-none = No library file yet: { $file }
cli-bestiary-check-read = { $file }: { $n ->
        [one] { $n } template read
       *[other] { $n } templates read
    }
cli-bestiary-check-problems = { $n ->
        [one] { $n } problem
       *[other] { $n } problems
    } in the GM's library
cli-bestiary-import-missing = { $file }: no such file
cli-bestiary-import-refused = { $file }, { $problem }
cli-bestiary-import-added = { $n ->
        [one] { $n } template added
       *[other] { $n } templates added
    } to { $file }: { $keys }
cli-bestiary-import-replaced = { $n ->
        [one] { $n } template replaced
       *[other] { $n } templates replaced
    }: { $keys }
cli-bestiary-import-kept = { $n ->
        [one] { $n } key is
       *[other] { $n } keys are
    } in the GM's library already, left as they are (--replace replaces them): { $keys }
cli-bestiary-import-nothing = Nothing written to { $file }

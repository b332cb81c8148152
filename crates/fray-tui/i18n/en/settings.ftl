# fray.toml, the settings file (crates/fray-tui/src/settings/).
settings-line = { $path } line { $line }, column { $column }: { $why }; the rest applies
settings-unreadable = { $path }: { $why }; defaults used
settings-too-big = larger than 64 KiB
settings-not-utf8 = not UTF-8 text
settings-syntax = not TOML: { $why }
settings-unknown-key = '{ $key }' is not a setting here (expected: { $expected })
settings-expected = '{ $key }' expects { $what ->
    [text] a text in quotes
    [bool] true or false
    [table] a table
    [keys] a key or a list of keys, in quotes
    [value] a text, a number or true/false
   *[color] a colour, or a table with fg and bg
}
settings-lang = '{ $value }' is not a language fray speaks (en, fr)
settings-theme = '{ $value }' is not a theme ({ $all })
settings-color = '{ $value }' is not a colour (a name such as red or light-red, #rrggbb, or 0 to 255)
settings-role = '{ $word }' is not a colour role ({ $all })
settings-mode = '{ $word }' is not a screen ({ $all })
settings-action = '{ $word }' is not an action (the key help names each one; docs/configuration.md lists them)
settings-action-near = '{ $word }' is not an action: '{ $near }'?
settings-key = '{ $word }' is not a key (a character, ctrl-x, alt-x, enter, esc, tab, space, up, f1...)
settings-no-keys = no key given
settings-system = '{ $word }' is not a rule system ({ $all })
settings-migrated = { $to } written from { $from }, which { $count ->
    [one] is
   *[other] are
} no longer read (kept as { $kept }); edit { $to } from now on
settings-migration-failed = { $path } could not be written ({ $why }); the old settings apply to this run only

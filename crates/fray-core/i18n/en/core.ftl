# The language itself: its name, and the start screen's switch.
language-switched = Language: { $name }

# An error after what fray was doing: `creating FILE: CAUSE`.
error-context = { $context }: { $cause }

# A file fray only consults (fray.toml, and once the old fray.conf and keys.conf) that is not a regular file (crates/fray-core/src/regular_file.rs).
regular-file-not-one = { $kind ->
    [dir] a directory, not a regular file
    [fifo] a named pipe, not a regular file
    [device] a device, not a regular file
    [socket] a socket, not a regular file
   *[other] not a regular file
}
regular-file-ignored = { $path }: { $why }; ignored, defaults used
log-joins-hidden = { $joins }, hidden from the players
log-hidden = { $who } is hidden from the players
log-revealed = { $who } is revealed to the players
rule-already-hidden = { $who } is already hidden
rule-not-hidden = { $who } is not hidden
rule-reveal-on-act-value = option reveal-on-act is on or off, not '{ $value }'
frcli-option-reveal-on-act = a hidden combatant is revealed at its first action or attack: on (default) or off
script-summary-hide = Hides combatants from the players: no players' view names or counts them until they are revealed.
script-summary-reveal = Reveals hidden combatants to the players.
players-someone = someone
players-appears = { $who } appears
rule-npc-declarations-value = option npc-declarations is secret or public, not '{ $value }'
frcli-option-npc-declarations = an NPC's declaration, when the GM says neither secret nor public: secret (default, the players see that it declared, not what) or public
log-declares-secret = { $who } declares in secret: { $intent }
players-declared-secret = { $who } has declared (secret)
players-declaration-secret = (secret)
declaration-secret-sign = { $intent } (secret)

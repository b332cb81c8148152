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
rule-sync-in-fight = a fight is written back into its campaign, not into another fight
rule-not-between-fights = this command is for a fight; a campaign takes its characters' sheets, gear, wounds and rests
rule-party-unread = the campaign was not read: give its name, as `fray campaign list` shows it
rule-party-already = the party of “{ $campaign }” is already in this fight
rule-party-empty = the campaign “{ $campaign }” has no player characters yet
rule-sync-already = the fight “{ $fight }” is already written back as it stands: nothing changes
rule-sync-gone = { $who } is no longer in the campaign: undo their removal there, or write the fight back without them
rule-sync-unread = the fight was not read: give its name or its file, as `fray list` shows it
campaign-not-a-campaign = { $file } is a fight, not a campaign
campaign-not-found = no campaign is called “{ $name }”: `fray campaign list` shows them, `fray campaign new` makes one
campaign-other-system = the campaign “{ $campaign }” plays { $theirs }, and this fight { $ours }
campaign-fight-not-found = no fight is called “{ $name }”: give its name or its file, as `fray list` shows it
campaign-fight-not-ours = the party of the fight “{ $fight }” did not come from this campaign

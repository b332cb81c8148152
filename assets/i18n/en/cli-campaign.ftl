# fray campaign … and fray new --campaign (src/cli/campaign/).

## Help: the subcommands and their arguments (the English texts are the doc comments').
cli-cmd-campaign = Keeps a party from fight to fight: its player characters, wounds, points and gear, written back after each fight
cli-cmd-campaign-new = Creates a new campaign, its party still to add
cli-cmd-campaign-list = Lists the campaigns: name, system, player characters, fights, last change
cli-cmd-campaign-show = Prints a campaign: its party, each sheet, and its fights
cli-cmd-campaign-run = Runs commands on a campaign, between fights: from a script file, from standard input (`-`), or typed
cli-cmd-campaign-do = Carries out commands on a campaign, each argument one line
cli-cmd-campaign-undo = Undoes the campaign's last command
cli-cmd-campaign-rest = The party rests: the system's `rest` line, carried out on the campaign
cli-cmd-campaign-sync = Writes a fight's party back into its campaign: wounds, points, ammunition, gear
cli-cmd-campaign-import = Adds player characters from a spreadsheet (CSV, one row each) to the campaign
cli-arg-campaign-import-file = The CSV file (columns named in English or French: see docs/library.md)
cli-arg-new-campaign = Brings this campaign's party into the fight (its system is the fight's)
cli-arg-campaign-new-name = The campaign's name (also its file name in the campaigns folder)
cli-arg-campaign-new-rules = Rule system: its key, or a part of the key naming one system (default: the first of `fray rules`)
cli-arg-campaign = A campaign's name, or its file
cli-arg-campaign-do-lines = The command lines, each one argument (quote it)
cli-arg-campaign-rest-words = What follows `rest` on the line (the system's words)
cli-arg-campaign-sync-yes = Writes without asking
frcli-value-campaign = CAMPAIGN
frcli-value-line = LINE
frcli-value-words = WORDS

## Messages.
cli-campaign-do-source = campaign do
cli-campaign-exists = a campaign called “{ $name }” exists already: { $path }
cli-campaign-created = created the campaign “{ $name }” ({ $system }): { $path }
cli-campaign-next = next: add its characters ({ $add }), then bring them into a fight ({ $fight })
cli-campaign-other-system = the campaign “{ $name }” plays { $theirs }, not { $asked }: leave out -r, or give its system
cli-campaign-no-party = the campaign “{ $name }” has no player characters yet: { $add }
cli-campaign-heading = Campaign “{ $name }” ({ $system }), { $path }
cli-campaign-fights = { $count ->
    [0] No fights yet.
    [one] One fight:
   *[other] { $count } fights:
}
cli-campaign-not-written-back = not written back yet
cli-campaign-written-back = written back up to record { $through }
cli-campaign-written-back-more = written back up to record { $through }, { $more ->
    [one] one record played since
   *[other] { $more } records played since
}
cli-campaign-fight-line = { $name } ({ $file }): { $state }
cli-campaign-none = no campaigns in { $dir }: `fray campaign new NAME -r SYSTEM` makes one
cli-campaign-heading-name = Name
cli-campaign-heading-system = System
cli-campaign-heading-party = Party
cli-campaign-heading-fights = Fights
cli-campaign-heading-changed = Last change
cli-campaign-heading-path = Path
cli-campaign-unreadable = unreadable: { $problem }
cli-campaign-sync-no-party = the fight “{ $fight }” has no party from a campaign: `fray new --campaign CAMPAIGN FIGHT` makes a fight with one
cli-campaign-sync-gone = the campaign “{ $name }” of this fight is no longer there: { $path }
cli-campaign-sync-already = the fight “{ $fight }” is already written back into “{ $campaign }”: nothing written
cli-campaign-sync-nothing = the fight “{ $fight }” changes nothing for the party of “{ $campaign }”: it is noted as written back
cli-campaign-sync-changes = Writing the fight “{ $fight }” back into “{ $campaign }” changes:
cli-campaign-sync-before = before: { $line }
cli-campaign-sync-after = after:  { $line }
cli-campaign-sync-not-written = nothing written
cli-campaign-sync-needs-yes = no terminal to ask on: add --yes to write the fight back
cli-campaign-sync-question = Write it back? [y/N]
cli-campaign-sync-yes-words = y, yes
cli-campaign-import-missing = there is no file { $file }
cli-campaign-import-refused = { $file }: { $problem }
cli-campaign-import-row-refused = not added: { $line }: { $why }
cli-campaign-write-back-hint = the fight is over: `{ $command }` writes its party back into “{ $campaign }”

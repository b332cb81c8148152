# Campaigns on the screens: the start screen's groups and form, the write-back overlay.
tui-action-new-in-campaign = new encounter with a campaign's party
tui-action-write-back = write the encounter back into its campaign
tui-start-form-campaign = Campaign
tui-start-form-no-campaign = none
tui-start-no-campaign-heading = Encounters of no campaign
tui-start-no-campaign = No campaign in the saves folder yet: fray campaign new makes one
tui-start-campaign-heading = Campaign “{ $name }” · { $fights ->
    [0] no encounter yet
    [one] { $fights } encounter
   *[other] { $fights } encounters
}
tui-start-campaign-gone = The file of the campaign “{ $name }” is no longer in the campaigns folder
tui-writeback-title = Write back to the campaign
tui-writeback-keys = y/Enter: write it back · n/Esc: leave it · ↑↓ scroll
tui-writeback-close = any key closes
tui-writeback-no-campaign = This encounter's party came from no campaign: nothing to write back
tui-writeback-intro = Writing “{ $fight }” back into “{ $campaign }” changes { $pcs ->
    [one] { $pcs } PC
   *[other] { $pcs } PCs
}:
tui-writeback-nothing = Writing back changes nothing in “{ $campaign }”: the party is as the campaign keeps it.
tui-writeback-already = This encounter is already written back into “{ $campaign }”: nothing changes.
tui-writeback-failed = Nothing written into “{ $campaign }”: { $why }
tui-writeback-done = Written back into “{ $campaign }”: { $pcs ->
    [one] { $pcs } PC changed
   *[other] { $pcs } PCs changed
}.
tui-writeback-was = − { $line }
tui-writeback-now = + { $line }

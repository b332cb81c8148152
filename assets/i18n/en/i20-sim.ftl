# Issue 20: simultaneous actions (POL-28) and what the Polaris rules compute.

## Transcript (polaris/transcript/narrate.rs, players.rs)
pol-held-wound = { $who }: { $severity } wound to the { $location } held: simultaneous with { $partners }, it lands when they have acted (POL-28)
pol-held-released = simultaneous actions done: the held wounds land
pol-held-wound-players = { $who } is hit: the wound lands once the simultaneous actions are done

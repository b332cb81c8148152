# The transcript: the core's words for the shared events (narrate.rs), the players' view,
# the report's words.
log-joins = { $who } joins ({ $side })
log-joins-from = { $who } joins ({ $side }, from { $template })
log-side-pc = pc
log-side-ally = ally
log-side-enemy = enemy
log-side-neutral = neutral
log-leaves = { $who } leaves the fight
log-renamed = { $who } is now { $name }
log-side-changed = { $who } now fights as { $side }
log-stat-set = { $who }: { $stat } = { $value }
log-stat-removed = { $who }: { $stat } removed
log-skill-reserved = { $who }: { $skill } reserved (X)
log-skill-removed = { $who }: { $skill } removed
log-note-cleared = { $who }: note cleared
log-note-set = { $who }: note "{ $text }"
log-condition-added = { $who }: { $condition }{ $extra }
log-skill-set = { $who }: { $skill } ({ $base }+{ $mastery }) { $total }
log-condition-ends = { $who }: { $condition } ends
log-condition-cleared = { $who }: { $condition } cleared
log-condition-on = { $condition } on { $target }
log-rolled = rolled { $notation }: [{ $dice }] = { $total }
log-rolled-for = rolled { $notation } for { $purpose }: [{ $dice }] = { $total }
log-option-set = option { $key } = { $value }
log-table-counter-set = the table's { $name }: { $value }
log-countdown-started = countdown "{ $label }": { $n ->
        [one] { $attempts } attempt
       *[other] { $attempts } attempts
    }
log-countdown-run-out = countdown "{ $label }": { $used } used, RUN OUT
log-countdown-ticked = countdown "{ $label }": { $used } used, { $left } left
log-round-begins = round { $round } begins
log-step-declaration = declarations, slowest first
log-step-resolution = actions, fastest first
log-step-round-end = everyone has acted
log-turn-declares = { $who } declares (initiative { $phase })
log-turn-acts = { $who } acts at phase { $phase }
log-extra-attack = { $who }: extra attack at phase { $phase } ({ $malus })
log-cannot-act = { $who } cannot act this round
log-marker-moved = { $who } moves to phase { $phase }
log-holds = { $who } holds the action
log-rushes = { $who } rushes ({ $malus } on the action)
log-leaves-ladder = { $who } leaves the ladder
log-declares-nothing = { $who } declares nothing
log-declares = { $who } declares: { $intent }
log-opponents = { $who } faces { $n ->
        [one] { $count } opponent
       *[other] { $count } opponents
    }
log-fight-ends = the fight ends
log-undone = undone: { $command }
log-redone = redone: { $command }
log-set-aside-one-torn = record #{ $first } was set aside in { $file } (torn, never confirmed)
log-set-aside-one-damaged = record #{ $first } was set aside in { $file } (damaged)
log-set-aside-many-torn = records #{ $first }–#{ $last } were set aside in { $file } (torn, never confirmed)
log-set-aside-many-damaged = records #{ $first }–#{ $last } were set aside in { $file } (damaged)
log-table-dice = { $what }, at the table: { $dice }
players-health-unhurt = unhurt
players-health-wounded = wounded
players-health-badly-wounded = badly wounded
players-health-down = down

# The same, shortened for a narrow Wound column (9 characters at most); the ? legend explains them.
players-health-badly-wounded-short = badly wd.
players-health-down-short = down
players-extra-attack = { $who }: extra attack at phase { $phase }
players-rushes = { $who } rushes
players-wounded-at = { $who } is hit in the { $location }: { $health }
players-wounded = { $who } is hit: { $health }
players-tended = { $who }'s wounds are tended: { $health }
players-no-wound = { $who }: no wound
players-undone-hidden = the GM took back a command
players-redone-hidden = the GM brought back a command
report-until-removed = until removed
report-until-round = until round { $round } ({ $left } { $n ->
        [one] round
       *[other] rounds
    } left)
report-until-action-starts = until { $who }'s next action starts
report-until-action-ends = until { $who }'s next action ends
report-stage-setting-up = setting up
report-stage-running = running
report-stage-over = over
log-carried-back = { $who }: sheet and state written back from the fight
log-party-joined = { $count ->
    [one] this character comes from the campaign “{ $campaign }”, as it left them
   *[other] all { $count } come from the campaign “{ $campaign }”, as it left them
}
log-fight-linked = the fight “{ $fight }” is one of this campaign's
log-fight-synced = the fight “{ $fight }” is written back, up to its record #{ $through }

# The Shadowrun combat pool (SRP): narration, screens and refusals.

## Counted words

pool-n-tokens = { $n ->
    [one] 1 token
   *[other] { $n } tokens
}
pool-n-hits = { $n ->
    [one] 1 hit
   *[other] { $n } hits
}
pool-n-bullets = { $n ->
    [one] 1 bullet
   *[other] { $n } bullets
}

## Levels and tracks

pool-stress-low = low
pool-stress-moderate = moderate
pool-stress-high = high
pool-track-physical = physical
pool-track-stun = stun

## The attack score (SRP-13)

pool-score = score { $total } = { $hits }
pool-score-aim = aim { $n }
pool-score-spray = spray { $n }
pool-score-advantage = advantage { $n }
pool-score-threshold = threshold { $n }
pool-score-modifier = modifier { $n }
pool-score-extra-targets = extra targets { $n }
pool-score-adjust = adjust { $n }
pool-score-care = care { $n }

## Narration

pool-recharge-fast = a fast recharge (catches their breath)
pool-recharge-slow = a slow recharge (assesses the situation, { $time })
pool-recharge-both = both recharges (in position)
pool-time-combat-turn = a combat turn
pool-time-complex-action = a complex action
pool-narrate-type-score = { $who }: { $kind } pool, score { $p }
pool-narrate-type = { $who }: { $kind } pool
pool-narrate-left-discarded = , { $n ->
    [one] 1 token
   *[other] { $n } tokens
} left discarded
pool-narrate-recharges = { $who } recharges: +{ $gained }{ $gone }
pool-narrate-defense-drawn = { $who } draws { $tokens } face down into defense
pool-narrate-back-into-pool = {" "}({ $tokens } back into the pool)
pool-narrate-draws = { $who } draws { $tokens }{ $back }
pool-narrate-loses = { $who } loses { $tokens } from the pool
pool-narrate-reveals = { $who } reveals { $tokens }
pool-narrate-gives-up = { $who } gives up { $n ->
    [one] 1 defense token
   *[other] { $n } defense tokens
} face down
pool-narrate-trades = { $who } trades { $n ->
    [one] 1 defense token
   *[other] { $n } defense tokens
} face down for { $back } back in the pool
pool-narrate-defense-reset = { $who }: { $n ->
    [one] 1 revealed defense success
   *[other] { $n } revealed defense successes
} cancelled
pool-narrate-boxes-checked = { $who }: { $boxes } { $track } box(es) checked
pool-narrate-boxes-cleared = { $who }: { $boxes } { $track } box(es) cleared
pool-narrate-monitor-resized = { $who }: { $track } monitor { $boxes } boxes
pool-narrate-under-way = { $who }: under way, { $action }
pool-narrate-nothing-under-way = { $who }: nothing under way
pool-narrate-takes-recharge = { $who } takes { $recharge }
pool-narrate-intention-free = { $who } changes intention (obvious, free)
pool-narrate-intention-token-drawn = : { $token }
pool-narrate-intention-refunded = , refunded (instinct)
pool-narrate-intention-token = { $who } changes intention for a token{ $token }{ $refunded }
pool-narrate-intention-action = { $who } changes intention without paying: it takes a simple action
pool-narrate-scored = { $who }: { $score }
pool-narrate-counter = { $who }: { $counter } { $value }
pool-narrate-free-action = { $who } (free action): { $text }
pool-narrate-wound-modifier = {" "}(wound modifier { $modifier })
pool-narrate-rolls = { $who } rolls [{ $dice }]{ $wound }: { $hits }
pool-narrate-purpose = {" "}on { $purpose }
pool-narrate-spends = { $who } spends { $tokens }{ $purpose }: { $counted } count ({ $stress } stress)
pool-narrate-other-pool = { $who } acts with another pool ({ $tokens }{ $purpose }): costs { $cost ->
    [one] 1 combat-pool token
   *[other] { $cost } combat-pool tokens
} ({ $stress } stress)
pool-narrate-coordinates = { $who } coordinates: { $asked } asked, { $paid } paid
pool-narrate-sprays = { $who } sprays { $bullets } ({ $total } in a row): bonus +{ $bonus } (at most { $cap })
pool-narrate-defense-ignored = {" "}(defense ignored)
pool-narrate-n-ignored = {" "}({ $n } ignored)
pool-narrate-hit = HIT
pool-narrate-miss = miss
pool-narrate-defended = against { $target }: S { $score } vs D { $defense }{ $ignored }: { $outcome }
pool-narrate-damage-base = base { $base }
pool-narrate-damage-defense = { $defense } defense
pool-narrate-damage-soak = soak { $soak }
pool-narrate-damage-tokens = {" "}(damage tokens { $tokens })
pool-narrate-damage-physical = { $who } takes { $total } physical damage
pool-narrate-damage-stun = { $who } takes { $total } stun damage
pool-narrate-damage-electrical = { $who } takes { $total } electrical damage
pool-narrate-risk-none = no risk
pool-narrate-risk-low = low risk
pool-narrate-risk-high = high risk
pool-narrate-care = , care { $care }
pool-narrate-no-check = no check
pool-narrate-lethal = LETHAL
pool-narrate-knocked-out = knocked out
pool-narrate-lethality = { $who }: lethality { $risk }{ $care }, { $drawn }: { $outcome }
pool-narrate-landed = { $who }'s throw lands on the aimed point (score { $score })
pool-narrate-scattered = { $who }'s throw scatters: { $tokens } → { $metres } m
pool-narrate-blast-by = { $who }'s blast: base { $base }, damage token { $token }
pool-narrate-blast = blast: base { $base }, damage token { $token }
pool-narrate-evaded = { $who } moves { $metres } m out of the area
pool-narrate-suppressed = { $who } is suppressed: { $tokens } lost
pool-narrate-tie = tie, nobody
pool-narrate-wins = { $who } wins
pool-narrate-opposed = opposed: { $first } { $first_hits } vs { $second } { $second_hits }: { $outcome }
pool-narrate-melee-nobody = melee: nobody wins the exchange
pool-narrate-effect-damage = damage
pool-narrate-effect-ground = puts them on the ground
pool-narrate-effect-hold = holds them
pool-narrate-effect-advantage = takes the advantage
pool-narrate-melee-won = melee: { $who } wins by { $margin }, { $effect }

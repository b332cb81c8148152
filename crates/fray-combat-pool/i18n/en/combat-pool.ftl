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
pool-narrate-boxes-checked = { $who }: { $boxes } { $track } { $boxes ->
    [one] box
   *[other] boxes
  } checked
pool-narrate-boxes-cleared = { $who }: { $boxes } { $track } { $boxes ->
    [one] box
   *[other] boxes
  } cleared
pool-narrate-monitor-resized = { $who }: { $track } monitor { $boxes ->
        [one] { $boxes } box
       *[other] { $boxes } boxes
    }
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
pool-narrate-fight-on = the fight is on: no rounds, the GM narrates
pool-narrate-stress-set = { $who }: stress { $level }
pool-narrate-readiness-set = { $who }: { $level }
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
pool-narrate-damage-base = base
pool-narrate-damage-defense = defense
pool-narrate-damage-soak = soak
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

## Screens: panes, forms, keys

pool-ui-timeline-empty = No rounds in the combat pool: add combatants (+), give them a pool (P) and a recharge (R).
pool-ui-pool = Pool
pool-ui-defense = Defense
pool-ui-discard = Discard
pool-ui-lost = lost
pool-ui-gained = gained
pool-ui-stress = Stress
pool-ui-intention = Intention
pool-ui-pending = Pending
pool-ui-counters = Counters
pool-ui-no-pool = No pool yet: P sets its type, R recharges it.
pool-ui-system-word = combat pool
pool-ui-form-recharge = Recharge
pool-ui-form-allocate = Allocate to defense
pool-ui-form-spend = Spend tokens
pool-ui-form-intend = Change of intention
pool-ui-form-total-defense = Total defense
pool-ui-form-reduce-defense = Reduce defense
pool-ui-form-stress = Stress
pool-ui-form-pool-type = Pool type
pool-ui-form-shot = Ranged attack
pool-ui-form-melee = Melee
pool-ui-form-throw = Throw (area weapon)
pool-ui-form-blast = Blast (area weapon goes off)
pool-ui-form-evade = Evade the blast
pool-ui-form-damage = Damage
pool-ui-form-pool-heal = Heal boxes
pool-ui-form-pending = Pending action
pool-ui-field-recharge = Recharge
pool-ui-field-tokens = Tokens
pool-ui-field-other-pool = Other pool
pool-ui-field-purpose = For
pool-ui-field-cost = Cost
pool-ui-field-intention = Intention
pool-ui-field-level = Level
pool-ui-field-pool-type = Type
pool-ui-field-score = Score P
pool-ui-field-targets = Target(s)
pool-ui-field-hits = Hits
pool-ui-field-roll-dice = or dice
pool-ui-field-range = Range
pool-ui-field-threshold = Threshold ±
pool-ui-field-spend = Spend
pool-ui-field-fire-mode = Fire mode
pool-ui-field-bullets = Bullets
pool-ui-field-adjust = Adjust
pool-ui-field-kind = Kind
pool-ui-field-risk = Risk
pool-ui-field-care = Care
pool-ui-field-soak = Soak
pool-ui-field-defence = Defender
pool-ui-field-defender-roll = Their hits/dice
pool-ui-field-their-damage = Their damage
pool-ui-field-ranged = Ranged weapon
pool-ui-field-effect = Winner takes
pool-ui-field-by = Thrown by
pool-ui-field-track = Monitor
pool-ui-field-pending = Action
pool-ui-hint-recharge = fast R/2, slow R, both (in position at the start)
pool-ui-hint-allocate = a number, or all
pool-ui-hint-other-pool = an action on another pool (stress cost)
pool-ui-hint-purpose = what for (optional)
pool-ui-hint-cost = free if obvious, token if subtle, action if unpaid
pool-ui-hint-reduce = pool tokens back, 2 face-down each
pool-ui-hint-pool-type = instinct, tactics or a custom type
pool-ui-hint-score = empty: from the sheet
pool-ui-hint-targets = name, or several: a,b
pool-ui-hint-hits = successes rolled at the table
pool-ui-hint-dice = or dice the tracker rolls (hits 5–6)
pool-ui-hint-threshold = visibility, movement, cover: +1 harder
pool-ui-hint-bullets = multiple: N; spray: optional
pool-ui-hint-adjust = −1 score, +1 damage token each
pool-ui-hint-pool-damage = empty: the weapon stat
pool-ui-hint-kind = physical
pool-ui-hint-risk = stun weapons: low or high
pool-ui-hint-care = −N to hit, risk N steps lower
pool-ui-hint-soak = damage resisted
pool-ui-hint-defender-roll = fight back: their hits or dice
pool-ui-hint-effect = instead of damage
pool-ui-hint-evade = defense tokens spent, 1 m each
pool-ui-hint-pending = empty clears it

pool-ui-key-recharge = combat pool: recharge (fast, slow, both)
pool-ui-key-allocate = combat pool: tokens to defense, face down
pool-ui-key-reduce-defense = combat pool: reduce defense (2 face-down for 1)
pool-ui-key-spend = combat pool: spend tokens on an action
pool-ui-key-total-defense = combat pool: total defense
pool-ui-key-stress = combat pool: stress level
pool-ui-key-aim = combat pool: aim (+1 on the next shot)
pool-ui-key-pool-type = combat pool: pool type and score
pool-ui-key-melee = combat pool: melee exchange
pool-ui-key-throw = combat pool: throw (area weapon roll)
pool-ui-key-blast = combat pool: blast (area weapon goes off)
pool-ui-key-evade = combat pool: evade a blast (defense tokens, 1 m each)
pool-ui-key-pending = combat pool: action under way
pool-ui-roster-name = Name
pool-ui-roster-pool = Pool
pool-ui-roster-boxes = Boxes
pool-ui-roster-mod = Mod
pool-ui-roster-conditions = Conditions
pool-ui-roster-counters = Counters
pool-ui-roster-boxes-conditions = Boxes, conditions
pool-ui-timeline-title = Timeline
pool-ui-pool-line = { $kind } · { $undrawn } left · P { $score } R { $recharge }
pool-ui-stress-short-moderate = mod
pool-ui-stress-short-high = high
pool-ui-readiness-none = not ready
pool-ui-readiness-ready = ready for combat
pool-ui-readiness-position = in position
pool-ui-not-in-combat-pool = { $what }: not in the combat pool (no rounds, no ladder) — ? lists the keys
pool-ui-only-in-combat-pool = { $what }: only in a combat-pool encounter — ? lists the keys
pool-ui-confirm-total-defense = { $name } goes to total defense: abandons the intention, { $pool ->
    [one] { $pool } pool token
   *[other] { $pool } pool tokens
  } to defense?
pool-ui-action-declare = change of intention (free, token or action)
pool-ui-action-attack = ranged attack
pool-ui-action-wound = damage: boxes on a monitor
pool-ui-action-heal = heal boxes of a monitor
pool-ui-action-start-round = start the fight

## Refusals

pool-refuse-no-pool = { $who } has no combat pool yet: give one with 'pool { $who } instinct' or 'pool { $who } tactics'
pool-refuse-too-many = at most { $most } { $what } at a time
pool-refuse-not-enough = { $who } has { $have ->
        [one] { $have } token
       *[other] { $have } tokens
    } in the pool; { $action ->
    [spend] spending
   *[allocate] allocating
} { $want } is not possible
pool-refuse-unknown-pool-type = no pool type '{ $typed }' (known: { $known }; a custom one is set with option pool-type.KEY)
pool-refuse-already = { $who }: { $what } is already so
pool-refuse-both-only-in-setup = { $who } cannot take both recharges now: only a character in position gets both, when the fight starts
pool-refuse-nothing-to-allocate = { $who } has { $undrawn ->
        [one] { $undrawn } token
       *[other] { $undrawn } tokens
    } in the pool; allocate at least 1
pool-refuse-reduce-needs = { $who } has { $hidden } face-down defense tokens; getting { $tokens } back into the pool needs { $needed } (2 for 1)
pool-refuse-reset-needs = { $who } has { $revealed } revealed defense successes; cancelling { $n } is not possible
pool-refuse-cannot-pay = { $who } has { $undrawn ->
        [one] { $undrawn } token
       *[other] { $undrawn } tokens
    } in the pool and cannot pay { $cost }
pool-refuse-spend-at-least-one = spend at least 1 token
pool-refuse-empty-intention = an intention needs words
pool-refuse-intend-pool-empty = { $who } has no token left to pay for the change of intention: use 'intend { $who } action ...', which takes a simple action
pool-refuse-pending-unchanged = { $who }'s pending action is already that
pool-refuse-empty-free-action = a free action needs words
pool-refuse-no-weapon = { $who } has no 'weapon' stat: give damage=N or set { $who } weapon=N
pool-refuse-no-damage = give the weapon's base damage with damage=N
pool-refuse-no-boxes = no boxes left to check on { $who } after soak
pool-refuse-nothing-to-heal = { $who } has no { $track } boxes to clear
pool-refuse-no-target = name at least one target
pool-refuse-too-many-targets = { $who } has { $passes ->
        [one] { $passes } initiative pass
       *[other] { $passes } initiative passes
    } and cannot attack { $n ->
        [one] { $n } target
       *[other] { $n } targets
    } in one action
pool-refuse-multiple-skill = { $who } can fire at most { $skill ->
    [one] { $skill } bullet or burst
   *[other] { $skill } bullets or bursts
} (skill rating), not { $bullets }; set { $who } firearms=N or give skill=N
pool-refuse-spray-bullets = { $who }'s weapon sprays at most { $most ->
    [one] { $most } bullet
   *[other] { $most } bullets
} per action, not { $fired }
pool-refuse-defier-not-target = { $who } defies the suppression but is not in the fire zone
pool-refuse-evade-needs = { $who } holds { $held ->
        [one] { $held } defense token
       *[other] { $held } defense tokens
    }; moving { $tokens ->
        [one] { $tokens } metre
       *[other] { $tokens } metres
    } is not possible
pool-refuse-melee-self = a melee exchange needs two different combatants
pool-refuse-opposed-self = an opposed roll needs two different combatants
pool-refuse-no-rounds = the combat pool has no rounds and no initiative passes: the GM narrates; use 'start' once, before the fight, and 'end' to end it
pool-refuse-already-ended = the fight has already ended

## fray show

pool-show-roster = ROSTER
pool-show-nobody = (nobody yet: add NAME SIDE ...)
pool-show-countdowns = COUNTDOWNS
pool-show-pool = pool
pool-show-stress = stress
pool-show-wounds = wounds
pool-show-intention = intention: { $text }
pool-show-pending = pending: { $text }
pool-show-tokens = tokens: { $text }
pool-show-monitors = monitors: { $text }
pool-show-counters = counters: { $text }
pool-show-note = note: { $text }
pool-show-score = P { $score } (R { $recharge }, fast { $fast })
pool-show-face-down = face down
pool-show-revealed = revealed
pool-show-discarded = discarded
pool-show-unseen = { $n } unseen
pool-show-lost = lost
pool-show-gained = gained
pool-show-overflow = { $n } overflow
pool-down-unconscious = unconscious
pool-down-dying = dying
pool-down-dead = dead

## Parse errors: what the verbs expect, the parts given once

pool-expected-target = the target's name
pool-expected-boxes = a number of boxes
pool-expected-intent = what they intend to do
pool-expected-pool-type = a pool type (e.g. instinct, tactics)
pool-expected-score = score=N (a fixed pool score)
pool-expected-readiness = a readiness (none, ready or position)
pool-expected-stress-level = a stress level (low, moderate or high; or 0, 1, 2)
pool-expected-recharge-kind = a recharge (fast, slow or both)
pool-expected-tokens = a number of tokens
pool-expected-tokens-or-all = a number of tokens, or all
pool-expected-spend-part = other (tokens of another pool), or for and what they are for
pool-expected-spend-purpose = what the tokens are spent on
pool-expected-free-action = the free action (e.g. shouts grenade)
pool-expected-targets = the targets' names (a,b or a b)
pool-expected-at-targets = at and the targets (at TARGET[,TARGET...])
pool-expected-successes = hits=N (the successes rolled at the table) or dice=N (fray rolls N d6)
pool-expected-dice = a number of dice
pool-expected-bullets = a number of bullets
pool-expected-shot-part = at TARGETS, hits=N, dice=N, a range (short, medium, long, extreme), threshold=±N, spend=N, single, multiple=N, spray, spray=N, semi, virtual, auto, rc=N, skill=N, adjust=N, damage=N, stun, electrical, risk=low|high, care=N, soak=N, ignore=N|all, spent, token=N or with WEAPON
pool-expected-suppress-part = at TARGETS, hits=N, dice=N, a range (short, medium, long, extreme), threshold=±N, spend=N, defy=TARGETS, damage=N, stun, electrical, risk=low|high or soak=N
pool-expected-throw-part = at TARGET, hits=N, dice=N, a range (short, medium, long, extreme), threshold=±N or spend=N
pool-expected-blast-part = damage=N, stun, electrical, risk=low|high, soak=N or by WHO
pool-expected-blast-damage = damage=N, or by WHO to use their weapon
pool-expected-melee-part = hits=N, dice=N, dodge, back=N, backdice=N, damage=N, their-damage=N, stun, electrical, ranged, effect=damage|ground|hold|advantage, spend=N, soak=N or risk=low|high
pool-expected-defence = how the defender meets it: dodge, back=N (their hits) or backdice=N (fray rolls N d6)
pool-expected-risk = a risk (low, high or none)
pool-expected-effect = an effect (damage, ground, hold or advantage)
pool-expected-lethality-part = care=N (careful use)
pool-expected-hits-pair = the hits of both sides (hits=N,M)
pool-expected-opposed-part = hits=N,M (without it, each rolls Reaction)
pool-expected-damage-part = stun or soak=N
pool-expected-heal-part = stun (the stun monitor)
pool-expected-ignore = a number of defense successes, or all
pool-part-damage = the damage
pool-part-successes = the successes (hits=N or dice=N)
pool-part-range = the range
pool-part-threshold = the threshold modifier
pool-part-spend = the tokens spent
pool-part-fire-mode = the fire mode (single, multiple=N or spray)
pool-part-trigger = the trigger (semi, virtual or auto)
pool-part-rc = the recoil compensation
pool-part-skill-rating = the skill rating
pool-part-adjust = the adjust points
pool-part-kind = the kind of damage (stun or electrical)
pool-part-risk = the risk
pool-part-care = the careful use
pool-part-soak = the soak
pool-part-ignore = the defense ignored
pool-part-targets = the targets
pool-part-defy = who defies it
pool-part-by = who threw it
pool-part-defence = the defence (dodge, back=N or backdice=N)
pool-part-their-damage = the defender's damage
pool-part-effect = the effect
pool-part-hits = the hits
pool-part-track = the monitor

## Options

pool-option-rounding = rounding of R = P/2 and fast = R/2 (default down)
pool-option-bag = the token bag: faces F<v>/S<v>, weight S6x2 (decision 2)
pool-option-free-draws = where damage, lethality and scatter tokens come from (default bag)
pool-option-recharge-defense = whether a recharge discards defense tokens (default keep)
pool-option-moderate-stress = moderate stress with more than 2 tokens (default every-second)
pool-option-burst-damage-tokens = damage tokens per bullet or burst in multiple-shot mode (default 1)
pool-option-spray-damage-tokens = damage tokens of a spray action (default 1)
pool-option-electrical = electrical damage: base only or base + token (default base)
pool-option-knockdown-damage = weapon damage code that knocks down, whatever a melee margin adds (default 10)
pool-option-style = the player characters' team Style (pc and ally sides): their enemies are thrown back when it is above the target's media stat, never without one; a shooter's own style stat comes first (optional; default off)
pool-option-area-defense = defense tokens that reduce area damage (default all)
pool-option-melee-tie = who wins a tied melee exchange (default none)
pool-option-monitor-base = boxes of a monitor before the stat (default 8)
pool-option-physical-stat = stat sizing the physical monitor (default body)
pool-option-stun-stat = stat sizing the stun monitor (default willpower)
pool-option-wound-step = filled boxes per -1 wound modifier (default 3)
pool-option-assess-time = how long Assess the situation takes (default complex)
pool-option-pool-type-key = a custom pool type: its score formula and advantage
pool-ui-legend-undrawn = tokens left to draw
pool-ui-legend-intention = the declared intention
pool-ui-legend-pending = the action waiting to resolve
pool-ui-legend-face-down = a face-down token
pool-ui-legend-unseen = a token given up unseen
pool-ui-hint-face-down-bag = the faces drawn from the real bag, or leave empty: the tokens stay face down, their faces given when they are turned over
pool-refuse-too-many-to-draw = { $who } would draw { $n ->
        [one] { $n } token
       *[other] { $n } tokens
    } at once: at most { $most } are drawn at a time (the save says the pool holds more than any pool does)
pool-show-back-in-bag = { $n ->
    [one] { $n } token back in the bag
   *[other] { $n } tokens back in the bag
}

# A sheet value's name, in `fray show` and the sheet pane (transcript/report.rs).
pool-stat-label = { $key ->
    [body] Body
    [agility] Agility
    [reaction] Reaction
    [strength] Strength
    [willpower] Willpower
    [logic] Logic
    [intuition] Intuition
    [charisma] Charisma
    [professional] Professional
    [tactics] Tactics
    [firearms] Firearms
    [passes] Initiative passes
    [weapon] Weapon damage
    [rc] Recoil compensation
    [trigger] Trigger
    [armor] Armour
    [media] Media resistance
    [style] Style
   *[other] { $key }
}

# A token pool's type as the GM reads it (the save keeps `tactics`; a table's own type as typed).
pool-type-word = { $kind ->
    [tactics] tactics
   *[other] { $kind }
}

# A damage's terms by name (transcript/narrate_fact.rs).
pool-narrate-damage-token = damage token { $token }
pool-narrate-damage-margin = 2 per point of difference

# Who attacks whom, with what, against their defense (transcript/narrate_fact.rs).
pool-narrate-attacks = { $who } attacks { $target }{ $weapon }: S { $score } vs D { $defense }{ $ignored }: { $outcome }
pool-narrate-with-weapon = {" "}with { $weapon }

# Cyberpunk interval initiative (CPI): narration, refusals and options.

## Wound levels (CPI-18)

cpi-level-light = Light
cpi-level-serious = Serious
cpi-level-critical = Critical
cpi-level-mortal = Mortal { $n }
cpi-level-beyond = past the body track

## Terms of a roll

cpi-term-actions = actions
cpi-term-aim = aim
cpi-term-running = running
cpi-term-recoil = recoil
cpi-term-hurried = hurried
cpi-term-modifier = modifier
cpi-term-skill = skill
cpi-term-accuracy = accuracy
cpi-term-boost = boost

## What actions are spent on (CPI-06)

cpi-on-melee = a melee move
cpi-on-jump = jumping an obstacle
cpi-on-vehicle = getting in or out of a vehicle
cpi-on-vehicle-fast = getting in or out of a vehicle in a hurry (−3 on the next action)
cpi-on-vehicle-double = getting in or out of a vehicle in a hurry (the next action takes twice its time)
cpi-on-other = another action
cpi-on-draw = changing weapon (the other one dropped)
cpi-on-draw-empty = taking a weapon in hand
cpi-on-stow = changing weapon and stowing the other
cpi-on-crouch = crouching
cpi-on-prone = going prone
cpi-on-stand = standing up
cpi-on-chamber = re-chambering
cpi-on-reload = reloading
cpi-on-unjam = clearing a jam
cpi-on-aim = aiming for the round
cpi-on-run = running

## Narration

cpi-log-initiative = { $who } rolls initiative { $score } (d10 { $die }{ $terms })
cpi-log-initiative-costly = ; a re-roll: the first action of the round is lost
cpi-log-actions = { $who } takes { $n ->
    [one] 1 action
   *[other] { $n } actions
} at { $slots }, { $malus } each
cpi-log-delay = { $who } delays to { $to }{ $lost ->
    [0] {""}
    [one] , 1 slot lost
   *[other] , { $lost } slots lost
}; penalty now { $malus }
cpi-log-spent = { $who } spends { $n ->
    [one] 1 action
   *[other] { $n } actions
} { $on }
cpi-log-shot = { $who } fires { $weapon }{ $how }: { $n ->
    [one] 1 bullet
   *[other] { $n } bullets
}, { $check }
cpi-log-burst-varied = {" "}(wanted { $wanted })
cpi-log-shot-coarse = { $who } fires { $weapon }: { $n ->
    [one] 1 bullet
   *[other] { $n } bullets
}{ $outcome }
cpi-log-coarse-hit = , hit
cpi-log-coarse-miss = , miss
cpi-log-check = { $who } checks: { $check }
cpi-log-check-roll = d10 { $die }{ $terms } = { $total }
cpi-log-success = {" "}vs { $difficulty }: success
cpi-log-failure = {" "}vs { $difficulty }: failure
cpi-log-fumble-confirmed = natural 1, confirmation d10 { $die } ≥ skill { $skill }: fumble
cpi-log-fumble-plain = natural 1, confirmation d10 { $die } < skill { $skill }: a plain failure
cpi-log-jammed = ; { $die } − { $reliability } ≤ 0
cpi-log-not-jammed = ; { $die } − { $reliability } > 0: no jam
cpi-log-natural-one = { $who }: { $fumble }
cpi-log-ran = { $who } runs { $metres } m
cpi-log-stun-saved = { $who } makes the stun save (d10 { $die } ≤ { $target })
cpi-log-stun-failed = { $who } fails the stun save (d10 { $die } > { $target })
cpi-log-death-saved = { $who } makes the death save (d10 { $die } ≤ { $target })
cpi-log-death-failed = { $who } fails the death save (d10 { $die } > { $target })
cpi-log-choose-actions = each chooses their number of actions
cpi-log-acts = { $who } acts at { $at } ({ $nth ->
    [1] 1st action
    [2] 2nd action
    [3] 3rd action
   *[other] { $nth }th action
})
cpi-log-slot-lost = { $who } loses an action slot (below 1)
cpi-log-tie = { $who } rolls { $die } to break a tie
cpi-log-weapon = { $who } carries { $weapon }
cpi-log-weapon-gone = { $who } no longer carries { $weapon }
cpi-log-flag-jammed = { $who }’s { $weapon } is jammed
cpi-log-flag-unchambered = { $who }’s { $weapon } must be re-chambered
cpi-log-flag-unloaded = { $who }’s { $weapon } must be reloaded
cpi-log-flag-in-hand = { $who } takes { $weapon } in hand
cpi-log-flag-dropped = { $who } drops { $weapon }

## Refusals

cpi-refuse-option-value = option { $key }: expected { $expected }, found '{ $value }'
cpi-refuse-option-unknown = no option '{ $key }' (options: { $known })
cpi-refuse-fight-over = the fight is over
cpi-refuse-no-combatants = no combatants yet: add some first
cpi-refuse-round-under-way = round { $round } is under way: 'next' moves on
cpi-refuse-before-actions = only before the round's actions (in setup or while actions are chosen)
cpi-refuse-no-initiative = { $who } has no initiative yet: 'initiative { $who }' rolls it
cpi-refuse-too-many-actions = { $who }'s initiative { $score } allows 1 to { $most ->
        [one] { $most } action
       *[other] { $most } actions
    }
cpi-refuse-no-slot = { $who } has no action slot left this round
cpi-refuse-delay-lower = { $who } acts at { $at }: a delay goes to a lower score, at least 1
cpi-refuse-actions-left = { $who } has { $left ->
        [one] { $left } action
       *[other] { $left } actions
    } left this round, { $cost } needed
cpi-refuse-no-weapon = { $who } has no such weapon (weapons: { $known })
cpi-refuse-already-in-hand = { $who } already holds { $weapon }
cpi-refuse-nothing-to-fix = { $who }'s { $weapon } needs nothing of the kind
cpi-refuse-aim-full-round = { $who } must spend a full round aiming: no action spent yet this round
cpi-refuse-weapon-key = a weapon needs a key of letters, digits and dashes
cpi-refuse-no-support = { $who } uses no support
cpi-refuse-jammed = { $who }'s { $weapon } is jammed: 'unjam' clears it
cpi-refuse-unchambered = { $who }'s { $weapon } is not chambered: 'chamber' first
cpi-refuse-unloaded = { $who }'s { $weapon } is not loaded: 'reload' first
cpi-refuse-dropped = { $who } dropped { $weapon }: 'draw' picks it up
cpi-refuse-no-auto = { $who }'s { $weapon } fires only single shots
cpi-refuse-rof = { $who }'s { $weapon } has { $left } of its ROF { $rof } left this round
cpi-refuse-ammo = { $who }'s { $weapon } is out of ammunition: 'reload'
cpi-refuse-full-round = { $who } has already acted this round: a burst of the whole ROF takes the whole round
cpi-refuse-melee-weapon = { $who }'s { $weapon } is a melee weapon: 'act { $who } melee'
cpi-refuse-dead = { $who } is dead
cpi-refuse-not-mortal = { $who } is not at a mortal wound level

## Options (fray rules cyberpunk-interval)

cpi-option-initiative = the initiative roll, d10 plus sheet values (default d10+ref+combat-sense; REF after wounds)
cpi-option-initiative-timing = initiative rolled every round, or once per combat (a re-roll then costs the first action)
cpi-option-tie = a repeated tie on the d10 is rolled again (reroll, default) or left as it is (keep)
cpi-option-action-penalty = the penalty per extra action (default 3: −3 × (n − 1))
cpi-option-delay-penalty = when a delay drops slots, the penalty of the actions left is recomputed (default) or kept
cpi-option-reload-actions = actions to reload when the weapon does not say (default 1)
cpi-option-burst-variation = ±20 % on the bullets a burst fires without a smartgun (default off)
cpi-option-aim-reset = aiming is reset by any other action (default) or only by the shot
cpi-option-con-min-modifiers = the CON min factors are summed (the text, default) or multiplied
cpi-option-support = a support counts if it beats the shooter's CON (max, default) or replaces it; a CON lowered by sickness, drugs or wounds: condition WHO con-loss N
cpi-option-facd-penalty = the recoil penalty equals Fac-D (default), half of it, or none
cpi-option-jam = a weapon may jam on every natural-1 check (default) or only on a confirmed fumble
cpi-option-con-min-rounding = CON min rounded up (default), to the nearest, or down
cpi-option-rof3 = ROF 3 uses the semi-automatic factor ×1 (default) or ×1.75
cpi-option-running-malus = the penalty on shots while running (default 5)
cpi-option-level-boxes = points per wound level, 10 levels (default 4: a 40-point track)
cpi-option-wound-effects = wound levels lower REF, INT and COOL (on, default) or not
cpi-option-stun-save = the stun save is rolled with the damage (auto, default) or typed (manual)

## Parse errors

cpi-expected-count = a number of actions (1 to 10)
cpi-expected-score = a score
cpi-expected-weapon = a weapon
cpi-expected-weapon-name = the weapon's name
cpi-expected-weapon-part = key=value, name TEXT or smartgun
cpi-expected-mode = single, burst or auto N
cpi-expected-bullets = a number of bullets
cpi-expected-stance = crouch, prone or stand
cpi-expected-activity = melee, jump, vehicle or other N
cpi-expected-support = a support (bipod, tripod …) or none
cpi-expected-skill-level = the skill level
cpi-expected-points = a number of points
cpi-expected-save = stun or death
cpi-expected-stat = a stat
cpi-expected-shot-part = skill=N, vs=N or mod=N
cpi-expected-check-part = vs=N or mod=N
cpi-part-term = this term

## Forms

cpi-form-shoot = Shoot
cpi-form-check = Check
cpi-form-damage = Damage
cpi-form-heal = Heal
cpi-form-delay = Delay the next action
cpi-field-who = who
cpi-field-weapon = weapon
cpi-field-mode = mode
cpi-field-difficulty = difficulty
cpi-field-modifier = modifier
cpi-field-stat = stat
cpi-field-skill = skill
cpi-field-points = points
cpi-field-score = to score

## Verb summaries

cpi-summary-initiative = Rolls (or re-rolls) WHO's initiative, 1D10 + REF + combat sense + N.
cpi-summary-actions = WHO takes N actions this round, at I, I-10 ..., each at -3 x (N-1).
cpi-summary-delay = WHO's next action moves down to SCORE, the later ones 10 apart; below 1 they are lost.
cpi-summary-weapon = Gives WHO a weapon: damage=4D6 rof=N reliability= action=semi|manual|single|auto hands=one|two|stock ammo=N ...
cpi-summary-draw = Changes weapon: 1 action, the other dropped, or 2 actions to stow it.
cpi-summary-shoot = Fires: 1 action (a whole-ROF burst takes the round), the check, a natural 1 confirmed, jams.
cpi-summary-chamber = Re-chambers a manual-action weapon: 1 action.
cpi-summary-reload = Reloads: the weapon's reload=N actions, else option reload-actions.
cpi-summary-unjam = Clears a jammed weapon: 1 action.
cpi-summary-aim = A full round aiming at TARGET: +1 to the next shot at it, at most +3; without TARGET, at the next shot whatever it is at.
cpi-summary-run = Runs for N actions (1), MOUV x 3 / n metres each (n: the actions left this round); what is done while running says so: shoot … running (−5), reload … running (twice the actions).
cpi-summary-stance = Crouches, goes prone or stands up: 1 action.
cpi-summary-act = Spends actions: melee 1, jump 1 (+N), vehicle 2 (fast: 1 and −3 on the next action; fast double: 1 and the next action takes twice its time), other N; running: twice the actions.
cpi-summary-support = The support WHO fires from, a CON for recoil; a CON lowered by sickness, drugs or wounds: condition WHO con-loss N.
cpi-summary-check = Rolls 1D10 + STAT + SKILL, the multi-action penalty included; a natural 1 is confirmed.
cpi-summary-fumble = A natural 1 rolled at the table: the confirmation d10 against SKILL, and the jam.
cpi-summary-damage = N points on the 40-point body track (after armour), or dice rolled for them (damage vic 2d6+3, the table’s values after a colon: 2d6+3:4,5), then the stun save.
cpi-summary-heal = Clears N points of the body track.
cpi-summary-save = Rolls a stun save (1D10 <= CON + level modifier) or a death save (<= CON - mortal level).

## fray show

cpi-show-choosing = actions being chosen
cpi-show-slot = action { $k }/{ $n }
cpi-show-line = init { $init }  REF { $reflexes }  { $level }

## Actions at their slots (CPI-04, CPI-06, CPI-11)

cpi-refuse-acted-at = { $who } already acted at { $at }; the next action is at { $next }
cpi-refuse-not-his-slot = { $who } acts at { $next }, not in { $other }'s slot at { $now }: wait for it, or 'delay' it to a lower score
cpi-refuse-before-slots = { $who } acts at { $next }: the round's actions start with 'next'
cpi-option-out-of-slot = an action typed outside its owner's slot is refused (refuse, default) or takes his next free slot (next-slot)
cpi-log-at = {" "}(at { $at })
cpi-log-while-running = {" "}(while running)
cpi-log-at-running = {" "}(at { $at }, while running)
cpi-log-shot-single = { $who } fires { $weapon }{ $how }: { $check }
cpi-log-shot-coarse-single = { $who } fires { $weapon }{ $outcome }
cpi-log-support = { $who } fires from a support: CON { $con } against recoil
cpi-log-con-loss = { $who }’s CON lowered by { $n }

## A damage roll term by term (CPI-18)

cpi-log-damage-roll = damage { $notation }: { $terms } = { $total }
cpi-term-damage-dice = dice { $dice }
cpi-term-damage-bonus = bonus
cpi-show-skills = skills: { $skills }
cpi-show-stun-modifier = stun save { $modifier } (wounds)

## The Markdown export's words for a Cyberpunk round

cpi-export-rounds-line = - Rounds: { $rounds }
cpi-export-round = ## Round { $round }
cpi-export-choices = ### Initiative and number of actions
cpi-export-actions = ### Actions (highest initiative first)
cpi-export-round-end = ### End of round
cpi-export-action = #### Initiative { $phase }: { $name }
cpi-export-standing-at = round { $round }, actions at initiative { $phase }
cpi-export-standing-actions = round { $round }, actions
cpi-export-standing-round-end = round { $round }, everyone has acted
cpi-export-standing-choices = round { $round }, choosing the number of actions
cpi-export-standing-over-after = the fight is over after { $n ->
    [one] { $round } round
   *[other] { $round } rounds
  }
cpi-log-round-begins = round { $round } begins

## Where the fight stands, on the status line (the text counts in rounds)

cpi-status-round = round { $round }
cpi-status-before-round-one = before round 1
cpi-status-choices = choosing actions
cpi-status-at = initiative { $score }
cpi-status-actions = actions
cpi-status-round-end = everyone has acted

# A round's mark under the replay's timeline: the text counts in rounds.
cpi-timeline-round = R{ $round }

# `fray show`'s first line: Cyberpunk counts in rounds.
cpi-show-title = { $name } ({ $system }) - round { $round } - { $step }

# One action bears no multi-action penalty.
cpi-log-actions-unpenalised = { $who } takes { $n ->
    [one] 1 action
   *[other] { $n } actions
} at { $slots }, no penalty

# A save's target term by term: the CON, then what the wounds take off.
cpi-save-target-con = CON { $con }
cpi-save-target-wounds = CON { $con } { $modifier } (wounds) = { $target }
cpi-save-target-mortal = CON { $con } − { $n } ({ $level }) = { $target }

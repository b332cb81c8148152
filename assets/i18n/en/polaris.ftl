# Polaris 3e: every text the GM reads (key prefix pol-). Grouped by the file that says them.

## Transcript (narrate.rs)
pol-fatigue-now = everyone has acted (fatigue tests now)
pol-success = success
pol-failure = failure
pol-nonrandom = { $who } { $what }: { $result } (no roll)
pol-opposed-wins = wins
pol-opposed-gm-decides = no winner by the dice: the GM decides
pol-wound-damage = (damage { $damage })
pol-wound-marked = { $who }: { $severity } wound to the { $location }
pol-wound-row-full = row full: becomes { $severity }
pol-wound-death = DEATH
pol-wound-limb-destroyed = LIMB DESTROYED
pol-wound-healed = { $who }: { $boxes } { $severity } box(es) erased at the { $location }
pol-damage-ignored = { $who }: damage { $damage }, no wound
pol-a-test = a test
pol-automatic-failure = automatic failure
pol-critical-success-loud = CRITICAL SUCCESS
pol-critical-failure-loud = CRITICAL FAILURE
pol-term-secret = secret
pol-term-wounds = wounds
pol-term-opponents = opponents
pol-term-retry = retry
pol-term-other = other
pol-catastrophe-possible = catastrophe possible
pol-test = { $who } tests { $what }: chance { $chance } ({ $terms }){ $dice }: { $result }, margin { $margin }, { $degree } ({ $modifier })

## Wound locator and body figure (screens/text.rs)
pol-locator-last-row = Death/Destr.
pol-body-legend = 1-5, x lost
pol-locator-light = Lgt
pol-locator-medium = Med
pol-locator-serious = Ser
pol-locator-critical = Cri
pol-locator-mortal = Mor
pol-locator-death = D/D
pol-locator-head = Head
pol-locator-head-short = Hd
pol-locator-body = Body
pol-locator-body-short = Bd
pol-locator-right-arm = R.arm
pol-locator-right-arm-short = RA
pol-locator-left-arm = L.arm
pol-locator-left-arm-short = LA
pol-locator-right-leg = R.leg
pol-locator-right-leg-short = RL
pol-locator-left-leg = L.leg
pol-locator-left-leg-short = LL

## Help (verbs/help.rs)
pol-help-difficulty-head = Difficulty words (Polaris 3e), in English or French, accents optional:
pol-help-difficulty-number = Or give the difficulty as a number: test baral firearms -4

## What players see (transcript/players.rs)
pol-seen-critical-hit = critical hit
pol-seen-critical-miss = critical miss
pol-seen-hit = hit
pol-seen-miss = miss
pol-seen-attack = { $attacker } attacks { $target }: { $seen }
pol-seen-test = { $who } tests { $what }: { $result }
pol-seen-chance-test = { $who } makes a test: { $result }
pol-critical-success = critical success
pol-critical-failure = critical failure

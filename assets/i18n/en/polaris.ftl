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

# Cyberpunk interval initiative: the words shown for what the rules store in English
# (crates/fray-cyberpunk/src/display.rs), and the dice given at the table (rolls.rs).
cpi-title = Cyberpunk interval initiative (house rule)
cpi-cond-running = running
cpi-cond-hurried = hurried out of a vehicle
cpi-cond-rerolled = initiative re-rolled
cpi-cond-crouched = crouched
cpi-cond-death-save = death save due

# The save due, with what it takes off CON: the mortal level ("death save every round at −(mortal level)").
cpi-cond-death-save-at = { $condition } at { $value ->
        [0] ±0
       *[other] −{ $value }
    }
cpi-cond-con-loss = CON lowered
cpi-cond-support = support
cpi-counter-spent = actions spent
cpi-counter-chosen = actions chosen
cpi-counter-aim = aim
cpi-counter-run = metres run
cpi-roll-initiative = the initiative d10
cpi-roll-initiative-give = initiative=N,N,... (one per combatant rolling, roster order)
cpi-roll-tie = a tie-break d10
cpi-roll-tie-give = tie=N,N,... (one per tied combatant)
cpi-roll-check = the check’s d10
cpi-roll-fumble = the d10 confirming a natural 1
cpi-roll-burst = the bullets a burst actually fires
cpi-roll-burst-give = burst=N (bullets, within ±20 %)
cpi-roll-save = a save’s d10
cpi-flag-in-hand = in hand
cpi-flag-jammed = jammed
cpi-flag-unchambered = to re-chamber
cpi-flag-unloaded = unloaded
cpi-flag-dropped = dropped
cpi-flag-smartgun = smartgun
cpi-name = Cyberpunk interval initiative
cpi-level-unhurt = unhurt
cpi-log-damage = { $who } takes { $points ->
        [one] { $points } point
       *[other] { $points } points
    } on the body track: { $level }
cpi-log-healed = { $who } heals { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: { $level }
cpi-cond-double-time = next action at double time

# What to add to the line for the d10 of a check, of a natural 1's confirmation or of a
# save rolled at the table.
cpi-roll-check-give = check=N
cpi-roll-fumble-give = fumble=N
cpi-roll-save-give = save=N

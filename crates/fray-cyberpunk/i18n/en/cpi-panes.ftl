# Cyberpunk interval initiative: the interval ladder pane and the sheet pane.

## The interval ladder (CPI-03 to CPI-05)

cpi-pane-ladder-title = { " " }Interval ladder{ " " }
cpi-pane-ladder-empty-setup = No action slots yet. Start the round, then each combatant chooses how many actions to take.
cpi-pane-ladder-empty = No action slots this round yet: each combatant chooses how many actions to take.
cpi-pane-slot-short = { $k ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $k }th
}
cpi-pane-slot-long = { $k ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $k }th
} action
cpi-pane-state-to-come = to come
cpi-pane-state-next = next
cpi-pane-state-next-delayed = next, delayed from { $from }
cpi-pane-state-acting = acting now
cpi-pane-state-used = used
cpi-pane-state-delayed = delayed from { $from }
cpi-pane-state-lost = lost (below 1)
cpi-pane-state-skipped = given up (re-roll)
cpi-pane-legend-delayed = delayed
cpi-pane-legend-lost = lost
cpi-pane-legend-tie = tie d10
cpi-pane-tie = tie d10 { $rolls }

## The sheet (CPI-06 to CPI-18)

cpi-pane-stat-ref = REF
cpi-pane-stat-int = INT
cpi-pane-stat-cool = COOL
cpi-pane-stat-con = CON
cpi-pane-stat-mouv = MOUV
cpi-pane-level-light = Lgt
cpi-pane-level-serious = Ser
cpi-pane-level-critical = Crit
cpi-pane-level-mortal = M{ $n }
cpi-pane-initiative = Initiative { $score }
cpi-pane-actions = { $chosen ->
    [one] { $spent } of 1 action used
   *[other] { $spent } of { $chosen } actions used
}
cpi-pane-body = Body { $points }/{ $boxes }
cpi-pane-unhurt = unhurt
cpi-pane-no-effect = no effect
cpi-pane-stun-save = stun save { $modifier }
cpi-pane-death-save = death save { $modifier } each round
cpi-pane-weapons = Weapons
cpi-pane-rof = { $fired ->
    [0] ROF { $rof }
   *[other] ROF { $rof }, { $fired } fired
}
cpi-pane-ammo = ammo { $left }
cpi-pane-ammo-of = ammo { $left }/{ $full }
cpi-pane-con-min = CON min { $min }, recoil { $recoil }
cpi-pane-reliability-unreliable = unreliable
cpi-pane-reliability-standard = standard
cpi-pane-reliability-very = very reliable
cpi-pane-action-semi = semi-auto
cpi-pane-action-manual = manual action
cpi-pane-action-single = single shot
cpi-pane-action-auto = selective fire
cpi-pane-support = Support CON { $con }
cpi-pane-aim = Aim { $bonus }
cpi-pane-running = Running
cpi-pane-running-metres = Running, { $metres } m this round
cpi-pane-skill-combat-sense = Combat sense
cpi-pane-skill-handgun = Handgun
cpi-pane-skill-submachinegun = Submachinegun
cpi-pane-skill-rifle = Rifle
cpi-pane-skill-melee = Melee
cpi-pane-skill-brawling = Brawling
cpi-pane-skill-archery = Archery
cpi-pane-roster-actions = Actions
cpi-pane-roster-jammed = { $n ->
    [one] jammed
   *[other] { $n } jammed
  }
cpi-pane-state-stunned = stunned: passed over
cpi-pane-state-dead = dead
cpi-pane-legend-out = cannot act

# Corporates (COR): movement and shooting (COR-13 to COR-28).

cor-fire-summary-move = WHO's speed on that ground, in the counter speed (cm/s): the base speed, plus with fast the acceleration of an undeclared athletics (or acrobatics, strength or agility) roll.
cor-fire-summary-combat-move = Combat movement: −1 m/s, and every shot at WHO adds WHO's body-feint level.
cor-fire-summary-stand = WHO stands up: 1 s from crouched, 2 s from prone, or 1 s with an undeclared acrobatics roll at 10.
cor-fire-summary-crouch = WHO crouches: −5 on dodges.
cor-fire-summary-prone = WHO lies prone: −5 on dodges.
cor-fire-summary-fall = WHO has fallen for N segments (condition falling): speed, distance fallen and the shot modifier.
cor-fire-summary-shoot = A declared shot: the difficulty term by term, the roll, the bullets that hit and their margins, or who or what a near miss hit.
cor-fire-summary-aim = An acquisition roll, a declared action: success adds +1, +2 or +3 (standing, braced, prone) to the next shot at TARGET, up to min(skill, the weapon's aim); failure loses it all.
cor-fire-summary-cover = Covering fire, a long action: firepower = skill + burst bonus − 1 per metre, halved under fire; the rounds spent; a malus of the firepower on the exposed opponents' actions.
cor-fire-summary-cross = WHO moves through SHOOTER's covering fire: −1 m/s in the open; must dodge when body-feint < firepower; refused or fumbled, 1 bullet and one more per 1 on a d6 chain.

cor-fire-expected-terrain = a ground (flat, rough, stairs-down, stairs-up, crouched, ladder, crawling, crowd, dense-crowd)
cor-fire-expected-on-off = on or off
cor-fire-expected-weapon = a weapon's key
cor-fire-expected-range = a range (short, medium, long, extreme)
cor-fire-expected-stance = a stance (standing, braced, prone)
cor-fire-expected-mode = a shot (standard, snap, aimed)
cor-fire-expected-burst = a burst (3 or free)
cor-fire-expected-size = a size (eye, hand, head, arm, torso, leg, crouching, standing, moto, car, truck)
cor-fire-expected-protection = a protection (plaster, wood, stone, concrete, reinforced, interior-door, front-door, armoured-door, car-door, car, mound, sandbag, counter)
cor-fire-expected-light = a light (reduced, poor, verypoor)
cor-fire-expected-night = night vision (ir or la)
cor-fire-expected-side = front or side
cor-fire-expected-use = a weapon use (single, shotgun, 3, free, heavy, heavy-burst)

cor-fire-refuse-not-combat-moving = { $who } is not in combat movement.
cor-fire-refuse-standing = { $who } is already standing.
cor-fire-refuse-not-falling = { $who } is not falling.
cor-fire-refuse-no-bands = The weapon { $weapon } has no short, medium, long and extreme values: give the range.
cor-fire-refuse-out-of-range = { $metres } m is beyond extreme range ({ $extreme } m).
cor-fire-refuse-gone = That combatant is no longer in the fight.
cor-fire-refuse-self = { $who } cannot shoot at themselves.
cor-fire-refuse-engaged = { $who } is engaged in melee: no firearm. Disengage first with `disengage { $slug }`, or end the engagement with `engage { $slug } off`.
cor-fire-refuse-weapon = { $who } has no weapon { $weapon }.
cor-fire-refuse-no-aim = { $who } has no acquisition on { $target }: aim first, or shoot standard.
cor-fire-refuse-cover-segments = Covering fire from segment { $from } to { $to } cannot start before segment { $segment }.
cor-fire-refuse-cover-weapons = Give one burst use per weapon named.
cor-fire-refuse-covering = { $who } is laying covering fire, a long action: only survival mode stops it for a declared action.
cor-fire-refuse-not-covering = { $who } is not laying covering fire.
cor-fire-refuse-must-dodge = { $who }'s body feint { $feint } is under the firepower { $firepower }: give dodge ROLL, fumble or refuse.

cor-fire-term-short = short
cor-fire-term-medium = medium
cor-fire-term-long = long
cor-fire-term-extreme = extreme
cor-fire-term-snap = snap shot
cor-fire-term-point-blank = point blank
cor-fire-term-size = size
cor-fire-term-moving = moving
cor-fire-term-moving-axis = moving on the axis
cor-fire-term-falling = falling
cor-fire-term-draw-use = drawn and fired
cor-fire-term-cover = behind cover
cor-fire-term-engaged = engaged
cor-fire-term-crowd = crowd
cor-fire-term-visibility = visibility
cor-fire-term-reflex = reflex reaction
cor-fire-term-combat-move = combat movement
cor-fire-term-exposed = under covering fire
cor-fire-term-gm = GM

cor-fire-terrain-flat = flat ground
cor-fire-terrain-rough = rough ground
cor-fire-terrain-stairs-down = stairs down
cor-fire-terrain-stairs-up = stairs up
cor-fire-terrain-crouched = crouched
cor-fire-terrain-ladder = a ladder
cor-fire-terrain-crawling = crawling
cor-fire-terrain-crowd = a crowd
cor-fire-terrain-dense-crowd = a dense crowd

cor-fire-shot = { $shooter } shoots at { $target }{ $weapon }: difficulty { $difficulty }; roll { $roll }
cor-fire-shot-with = {" "}with { $weapon }
cor-fire-shot-reflex = ; reflex reaction { $roll }
cor-fire-shot-burst = ; burst of { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }{ $bonus ->
        [0] {""}
       *[other] , −{ $bonus }
    }
cor-fire-shot-dodge = ; { $target }'s dodge { $dodge } replaces the difficulty
cor-fire-shot-against = {" "}against { $against }
cor-fire-shot-miss = : missed by { $by }
cor-fire-shot-margin = margin { $margin }{ $extra ->
    [0] {""}
   *[other] { " " }(+{ $extra }d damage)
  }
cor-fire-shot-hits = : { $bullets ->
        [one] 1 bullet hits
       *[other] { $bullets } bullets hit
    }, { $margins }; next: { $next }
cor-fire-stray-stopped = ; it strikes the { $obstacle }, which stops it
cor-fire-stray-obstacle = ; it strikes the { $obstacle }: if it goes through, +{ $bonus } to soak
cor-fire-stray-other = ; it strikes { $who } instead (d100 { $d100 })
cor-fire-stray-bystander = ; it strikes a passer-by

cor-fire-cover-plaster = plaster wall
cor-fire-cover-wood = wooden wall
cor-fire-cover-stone = stone wall
cor-fire-cover-concrete = concrete wall
cor-fire-cover-reinforced = reinforced concrete
cor-fire-cover-interior-door = interior door
cor-fire-cover-front-door = front door
cor-fire-cover-armoured-door = armoured door
cor-fire-cover-car-door = car door
cor-fire-cover-car = car
cor-fire-cover-mound = earth mound
cor-fire-cover-sandbag = sandbag
cor-fire-cover-counter = counter

cor-fire-use-single = single shots
cor-fire-use-shotgun = shotgun
cor-fire-use-3 = 3-round bursts
cor-fire-use-free = free
cor-fire-use-heavy = heavy weapon
cor-fire-use-heavy-burst = heavy weapon in bursts

cor-fire-stance-standing = standing
cor-fire-stance-braced = braced
cor-fire-stance-prone = prone

cor-fire-aim = { $who } aims at { $target } ({ $stance }): difficulty { $difficulty }; roll { $roll }
cor-fire-aim-success = : acquired, +{ $raw } gathered, +{ $bonus } on the next shot
cor-fire-aim-failure = : failed, the acquisition starts again

cor-fire-covering = { $who } lays covering fire, segments { $from } to { $to }: firepower { $firepower } (firearms { $skill }, burst { $uses }, { $metres } m), { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
cor-fire-covering-halved = , halved under fire
cor-fire-covering-exposed = ; exposed: { $names }

cor-fire-cross = { $who } crosses { $shooter }'s covering fire (firepower { $firepower }, body feint { $feint })
cor-fire-cross-slowed = : −{ $speed } m/s in the open
cor-fire-cross-free = ; no dodge needed
cor-fire-cross-dodged = ; dodges ({ $dodge }), unhurt
cor-fire-cross-hit = ; { $bullets ->
        [one] 1 bullet hits
       *[other] { $bullets } bullets hit
    } { $dice }{ $weapon }; next: { $next }

cor-fire-moved = { $who } moves on { $terrain }: base { $base } m/s
cor-fire-moved-fast = {" "}+ { $acceleration } m/s (fast, roll { $roll })
cor-fire-moved-exposed = {" "}(−{ $malus } under covering fire)
cor-fire-moved-combat = {" "}− { $speed } m/s combat movement
cor-fire-moved-speed = {" "}= { $speed } m/s

cor-fire-combat-on = { $who } moves in combat: shots at them +{ $feint } (body feint)
cor-fire-combat-off = { $who } stops combat movement

cor-fire-stand = { $who } stands up ({ $seconds } s)
cor-fire-crouch = { $who } crouches
cor-fire-prone = { $who } goes prone
cor-fire-stand-roll = , acrobatics { $roll } against 10

cor-fire-fall-over = { $who }'s fall is over
cor-fire-fell = { $who } falls, segment { $segment }: { $speed } m/s, { $metres } m fallen; shots at them { $modifier }

cor-fire-players-missed = { $shooter } shoots at { $target } and misses
cor-fire-players-hit = { $shooter } shoots at { $target }: { $bullets ->
        [one] 1 bullet hits
       *[other] { $bullets } bullets hit
    }
cor-fire-players-crosses = { $who } crosses { $shooter }'s covering fire unhurt
cor-fire-players-riddled = { $who } crosses { $shooter }'s covering fire: { $bullets ->
        [one] 1 bullet hits
       *[other] { $bullets } bullets hit
    }
cor-fire-players-aims = { $who } aims at { $target }
cor-fire-players-moves = { $who } moves at { $speed } m/s

cor-option-fast-table = the fast-movement table's unsigned cells read as bonuses, or Crouched 11–20 as the printed 0.1 m/s
cor-option-aim-cap = the acquisition cap is the lower of weapon level and aiming bonus, or the higher
cor-option-cover-bonus = covering firepower takes the burst-bonus list, or the ammunition list
cor-option-protection = a bullet through an obstacle adds its protection to soak, or the obstacle stops it
cor-option-rounding = halves and divisions round down, or to the nearest
cor-roll-pick = the d100 picking who or which weapon

cor-shot-term-aim = aim
cor-shot-term-other = other modifiers

# What a roll adds to its dice, term by term.
cor-roll-part-given = bonus given
cor-roll-part-weapon-aim = weapon’s aiming bonus
cor-roll-part-startle = startle
cor-roll-part-gm-malus = GM’s malus
cor-roll-part-fallen = on the ground
cor-roll-part-wounds = wounds
cor-roll-part-weapon = melee weapon
cor-roll-part-attackers = several attackers
cor-roll-part-higher = attacker higher up
cor-roll-part-back = defender’s back turned
cor-roll-part-lower = defender higher up
cor-roll-part-run = full run
cor-roll-part-disengaging = disengaging
cor-roll-part-draw-use = draw and use
cor-roll-part-low-posture = crouched or prone
cor-roll-part-directed = directed dodge
cor-roll-part-jumping-legs = jumping legs
cor-roll-part-exposed = exposed to covering fire
cor-roll-part-duel = bonus built up
cor-fire-shot-reflex-against = { " " }(difficulty { $against })
cor-roll-part-surprise = surprise
cor-roll-part-action-level = level in the action
cor-fire-cross-dodged-given = ; dodge { $dodge } (dodge roll given at the table), no critical failure: unhurt
cor-fire-cross-dodged-segment = ; dodge { $dodge } (their dodge roll this segment), no critical failure: unhurt

cor-fire-refuse-rounds = { $weapon } has { $left ->
    [one] { $left } round
   *[other] { $left } rounds
  } left, { $rounds } needed.

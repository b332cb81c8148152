# Shadowrun: Anarchy (ANA): dice and refusals.

## Dice from the table

ana-roll-pool = the test's dice
ana-roll-glitch = the glitch die
ana-roll-complication = a complication die
ana-roll-initiative = the initiative 2D6
ana-roll-bonus = an initiative bonus die (Anarchy point)

## Refusals (ANA-04, ANA-05, ANA-07)

ana-refuse-count = Spend at least one point.
ana-refuse-points = Not enough points: { $have } left, { $need } needed.
ana-refuse-chance = No Chance point left this session.
ana-refuse-gm-only = Only the GM may spend a point on { $spend }.
ana-refuse-first-aid-self = First aid heals another character, never yourself.
ana-refuse-gm-on-pc = The GM never spends Anarchy on { $spend } directly for or against a player character (only Take a risk).
ana-refuse-gm-narration = The GM has already spent an Anarchy point in this Narration (one per Narration).
ana-refuse-option-value = option { $key }: expected { $expected }, found '{ $value }'
ana-refuse-option-key = No option { $key } in Shadowrun: Anarchy (fray rules sr-anarchy lists them).

## The system

ana-title = Shadowrun: Anarchy

## Options (ANA-OP-01 to ANA-OP-08, ANA-08, ANA-14 to ANA-21)

ana-option-initiative-timing = initiative rolled at each Scene's start (the encounter), each combat's, or each Turn's
ana-option-opposed-ties = a tie in an opposed test other than an attack has no effect, or goes to the actor (an attack's tie always hits)
ana-option-anarchy-start = Anarchy points each player starts a session with
ana-option-anarchy-max = most Anarchy points a player holds
ana-option-gm-pool-start = the GM's pool at a session's start: one point per player, or a number
ana-option-chance-glitch = a Chance point spent before the roll also makes the glitch die succeed on 4 (an exploit still needs 5-6)
ana-option-bonus-dice = the Anarchy initiative dice are kept until the Scene ends, or rolled again with each re-roll
ana-option-group-monitors = an NPC group's members each have their monitors, or share the first member's
ana-option-drain = drain from the complication dice of the Amp, or 1 stun box per complication on any magic test
ana-option-technodrain = technomancers take drain (complex forms as spells, sprites as spirits)
ana-option-sprite-dice = complication dice for compiling a minor, normal, major sprite
ana-option-tie-chance = initiative ties broken by the Chance attribute, or by the Chance points left
ana-option-marks = marks are needed to act on matrix objects
ana-option-brute-force = every Hacking test but cybercombat is declared brute force or corruption
ana-option-convergence = a secret complication die on every illegal matrix action
ana-option-physical-base = boxes of a physical monitor before half the Strength
ana-option-stun-base = boxes of a stun monitor before half the Willpower
ana-option-wound-step = full boxes per die of wound modifier on each monitor

## Verbs

ana-summary-test = Rolls POOL d6, hits on 5-6 (4-6 with chance, a Chance point spent), the wound modifier taken off; glitch adds the glitch die, complications N the complication dice; at TARGET and with WEAPON name whom an attack aims at and with what.
ana-expected-pool = the pool's dice
ana-expected-complications = a number of complication dice

## The screens

ana-form-test = Test
ana-field-who = Who
ana-field-pool = Pool
ana-field-vs = Defense successes
ana-field-complications = Complication dice

## The sheet

ana-monitor-armor = Armor
ana-monitor-physical = physical
ana-monitor-stun = stun
ana-down-unconscious = unconscious
ana-down-out-of-action = out of action

## The transcript

ana-log-test = { $who } rolls: { $roll }
ana-log-reroll = { $who } spends a Chance point and rolls every die again: { $roll }
ana-log-dice = { $dice } ({ $hits ->
    [one] 1 success
   *[other] { $hits } successes
})
ana-log-chance-before = Chance point: hits on 4-6
ana-log-glitch-die = glitch die { $die }
ana-log-complication-dice = complication dice { $dice }
ana-log-complications = { $n ->
    [one] 1 complication
   *[other] { $n } complications
}
ana-log-exploit = exploit
ana-log-with-wounds = { $line } ({ $n ->
    [one] 1 die
   *[other] { $n } dice
} off for wounds)
ana-log-outcome = { $line }: { $outcome }
ana-log-attack-hits = hit against { $n ->
        [one] { $n } defense success
       *[other] { $n } defense successes
    }
ana-log-attack-misses = missed against { $n ->
        [one] { $n } defense success
       *[other] { $n } defense successes
    }
ana-log-opposed-wins = wins against { $n ->
    [one] 1 success
   *[other] { $n } successes
}
ana-log-opposed-tie = tie at { $n ->
    [one] 1 success
   *[other] { $n } successes
}: no effect
ana-log-opposed-loses = loses against { $n ->
    [one] 1 success
   *[other] { $n } successes
}
ana-log-threshold-met = threshold { $n } met
ana-log-threshold-missed = threshold { $n } missed
ana-log-gm = the GM
ana-log-spend = { $who } spends { $points ->
    [one] 1 Anarchy point
   *[other] { $points } Anarchy points
} on { $spend }
ana-log-spend-on = { $who } spends { $points ->
    [one] 1 Anarchy point
   *[other] { $points } Anarchy points
} on { $spend } for { $on }
ana-log-interpose = { $who } interposes for { $for_whom } against { $attacker ->
    [one] 1 success
   *[other] { $attacker } successes
}: { $roll }; { $result }
ana-log-interposer-hit = { $who } takes the hit
ana-log-nobody-hit = nobody is hit
ana-log-initiative = { $who }'s initiative: 2D6 { $dice } + { $attribute } = { $total }
ana-log-initiative-bonus = { $who }'s initiative: 2D6 { $dice } + { $attribute } + bonus dice { $bonus } = { $total }

## Spends (ANA-05, ANA-07)

ana-spend-well-disposed = Well disposed
ana-spend-malfunction = Malfunction
ana-spend-interruption = Interruption
ana-spend-go = Go!
ana-spend-first-aid = First aid
ana-spend-take-a-risk = Take a risk
ana-spend-riposte = Riposte
ana-spend-interpose = Interpose
ana-spend-initiative = initiative dice
ana-spend-change-order = a new Narration order
ana-spend-new-threat = New threat
ana-summary-initiative = Rolls WHO's initiative, 2D6 + max(AGI, LOG), plus 1D6 per Anarchy point spent, kept for the Scene.
ana-expected-points = a number of Anarchy points
ana-roll-order = a player's d6 for the GM's random order
ana-summary-reroll = Spends a Chance point on the result: every die of the test rolled again, the glitch die included; reroll then any test's line (cast, hack, interpose...) rolls that test again.
ana-summary-spend = Spends an Anarchy point: well-disposed, malfunction, interruption, go, first-aid, take-a-risk, riposte, new-threat; an NPC's point is the GM's.
ana-summary-interpose = WHO spends an Anarchy point to take the hit meant for TARGET: their defense against the attacker's N successes, ties to the attacker.
ana-summary-reorder = The GM's Anarchy point, at a Turn's start: the whole Turn's Narration order reversed, random (a d6 each) or as given; naming only the players swaps them among their places.
ana-summary-session = A new session: Chance points back to the attribute, Anarchy points to the start, the GM's pool to one per player.
ana-summary-award = The GM gives N Anarchy points to a player (within the maximum) or to the GM's pool.
ana-summary-damage = N boxes: Armor first (unless no-armor), then the monitor; stun past a full stun monitor goes to physical; by ATTACKER and with WEAPON say where it came from.
ana-summary-heal = Clears N boxes of a monitor, physical by default.
ana-expected-track = armor, physical or stun
ana-expected-spend = a spend (well-disposed, malfunction, interruption, go, first-aid, take-a-risk, riposte, new-threat)
ana-expected-order = reverse, random or the players' names
ana-refuse-turn-under-way = Turn { $turn } is under way: '{ $next }' moves on.
ana-refuse-fight-over = The fight is over.
ana-refuse-no-combatants = Add combatants before starting.
ana-refuse-nothing-to-heal = { $who } has no box to clear there.
ana-refuse-spend-verb = That spend has its own command: '{ $verb }'.
ana-refuse-spend-target = Say on whom: '{ $on } TARGET'.
ana-refuse-no-turn = Only during a Turn.
ana-refuse-already-acted = Their Narration this Turn is already taken.
ana-refuse-npc-points = NPCs have no Anarchy points of their own: the GM's pool pays for them ('{ $award } N').
ana-refuse-reorder-players = Name everyone taking a Narration this Turn, or only its players, once each.
ana-refuse-interpose-self = A character cannot interpose for themself.
ana-log-reorder = The order this Turn: { $order }
ana-log-reorder-random = The order this Turn, drawn at random ({ $dice }): { $order }
ana-log-award = { $who } gets { $points ->
    [one] 1 Anarchy point
   *[other] { $points } Anarchy points
}
ana-log-award-gm = the GM's pool gets { $points ->
    [one] 1 Anarchy point
   *[other] { $points } Anarchy points
}
ana-log-damage = { $who } takes { $n ->
        [one] { $n } box
       *[other] { $n } boxes
    } of { $kind ->
        [stun] stun
       *[other] physical
    } damage: { $parts }
ana-log-boxes-armor = { $n } on Armor
ana-log-boxes-stun = { $n } stun
ana-log-boxes-physical = { $n } physical
ana-log-no-armor = { $line } (Armor ignored)
ana-log-now = { $line }; now { $state }
ana-log-session-players = a new session: Chance and Anarchy points back
ana-log-gm-pool = the GM's pool: { $points ->
    [one] 1 Anarchy point
   *[other] { $points } Anarchy points
}
ana-form-damage = Damage
ana-form-heal = Heal
ana-field-boxes = Boxes
ana-field-kind = Stun (else physical)
ana-field-track = Track (physical unless armor or stun)

ana-summary-shift = A rule that changes the order for one Turn (Upheaval, Paralysis...): WHO's Narration moved among those to come, no point spent.
ana-expected-place = first, last or after a name
ana-refuse-no-narration = { $who } has no Narration this Turn.
ana-refuse-shift-self = A Narration cannot move after itself.
ana-log-shift-first = { $who } narrates next, for this Turn only
ana-log-shift-last = { $who } narrates last, for this Turn only
ana-log-shift-after = { $who } narrates after { $other }, for this Turn only

ana-log-turn-begins = Turn { $turn } begins
ana-log-turn-over = every Narration of the Turn is done
ana-log-narration = { $who }'s Narration ({ $nth } of { $count })

ana-show-title = { $name } ({ $system }) - Turn { $turn } - { $step }
ana-show-narration = Narration { $nth } of { $count }
ana-show-narrating = narrating
ana-show-done = done
ana-show-order = NARRATIONS
ana-show-gm-pool = GM's pool
ana-show-gm-spent = spent this Narration
ana-show-line = init { $init }  wound dice { $wounds }
ana-show-anarchy = Anarchy
ana-show-chance = Chance
ana-show-surveillance = surveillance (GM)
ana-show-overflow = +{ $n } over

ana-export-turns-line = - Turns: { $rounds }
ana-export-turn = ## Turn { $round }
ana-export-narrations = ### Narrations (in initiative order)
ana-export-turn-end = ### End of the Turn
ana-export-narration = #### Narration: { $name }
ana-export-standing-narrations = Turn { $round }, Narrations under way
ana-export-standing-turn-end = Turn { $round }, every Narration done

ana-form-shift = Move a Narration for this Turn (Upheaval, Paralysis…)
ana-field-place = Narrates
ana-keys-word-first = next
ana-keys-word-last = last
ana-keys-word-after = after { $name }
ana-status-turn = Turn { $turn }
ana-pool-asked = asked
ana-pool-wounds = wound dice
ana-expected-weapon = a weapon (its key on the sheet)
ana-log-test-at = { $who } attacks { $target }: { $roll }
ana-log-armed = { $who } ({ $weapon })
ana-log-damage-by = { $line } (from { $by })
ana-log-damage-by-with = { $line } (from { $by }, { $weapon })
ana-refuse-reroll-test = Only a test is rolled again: reroll test, interpose, counterspell, cast, summon, compile, form, resist or hack, then its words.
ana-log-rerolled = { $who } spends a Chance point on the result: every die of the test rolled again
ana-log-healed = { $who } heals { $boxes ->
        [one] { $boxes } box
       *[other] { $boxes } boxes
    } { $track }
ana-refuse-reorder-turn-start = The GM's reorder covers a whole Turn: at the Turn's start, before anything is played in its first Narration ('{ $start }', then '{ $reorder }').
ana-refuse-well-disposed-other = Well disposed adds 3 dice to one's own roll: { $who }'s player spends it for { $who }.
ana-refuse-risk-npc = Take a risk adds a glitch die to one's own roll or another player's, not to { $who }'s.
ana-give-pool = pool= then each die as it fell, one value per die (pool=6,5,1)
ana-give-glitch = glitch= then the glitch die (glitch=1)
ana-give-complication = complication= then each complication die (complication=1,4)
ana-field-pool-dice = { $n ->
        [one] one die
       *[other] { $n } dice
    } for a Pool of { $pool } ({ $terms })
ana-field-pool-dice-plain = { $n ->
        [one] one die
       *[other] { $n } dice
    } for a Pool of { $pool }
ana-refuse-gm-narration-dice = In the middle of a Narration the GM's initiative dice count towards the Narration's point (one per Narration): one die at most.

## A test's pool by its parts and the successes beyond the opposition

ana-log-pool = { $line }; pool: { $pool }
ana-log-pool-dice = { $n ->
        [one] 1 die
       *[other] { $n } dice
    }
ana-log-pool-terms = { $terms } = { $n ->
        [one] 1 die
       *[other] { $n } dice
    }
ana-log-excess = { $outcome } ({ $n ->
        [one] 1 excess success
       *[other] { $n } excess successes
    })
ana-show-skills = skills: { $skills }
ana-show-weapons = weapons: { $weapons }
ana-show-weapon = { $weapon } ({ $damage })
ana-give-opposed = opposed= then each die of the opposition (opposed=5,2)
ana-give-drain = drain= then each complication die of the drain (drain=1,4)
ana-give-defense = defense= then each defense die (defense=6,3)
ana-give-convergence = convergence= then the convergence die (convergence=4)
ana-give-order = order= then each player's d6, in the order of their seats (order=4,2)
ana-log-healed-armor = of Armor
ana-log-healed-physical = of physical damage
ana-log-healed-stun = of stun damage
ana-log-initiative-agility = { $n } (Agility)
ana-log-initiative-logic = { $n } (Logic)
ana-log-reroll-at = { $who } spends a Chance point and rolls every die of the attack on { $target } again: { $roll }
ana-option-rest-physical = physical boxes a day of rest heals (all: the whole monitor)
ana-option-rest-stun = stun boxes a day of rest heals (all: the whole monitor)
ana-option-rest-armor = Armor boxes a day of rest gives back (all: the whole track)
ana-summary-rest = Between fights, in a campaign: a new session (Chance points back to the attribute, Anarchy points to the start) or N days of rest healing boxes, for everyone or WHO alone.
ana-expected-rest = session or days
ana-expected-days = a number of days (1 to 365)
ana-refuse-rest-in-fight = Rest comes between fights: rest in the campaign, after '{ $sync }' has taken the fight back.
ana-refuse-rest-no-points = { $who } has no Chance or Anarchy points: a new session gives back a player’s.
ana-log-rest-session-all = a new session for everyone: Chance and Anarchy points back
ana-log-rest-session = a new session for { $who }: Chance and Anarchy points back
ana-log-rest-days-all = everyone rests { $days ->
        [one] a day
       *[other] { $days } days
    }
ana-log-rest-days = { $who } rests { $days ->
        [one] a day
       *[other] { $days } days
    }

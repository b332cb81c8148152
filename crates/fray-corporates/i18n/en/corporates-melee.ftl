# Corporates: special situations, melee and damage (COR-29 to COR-43), cor-melee's part.

## Refusals
cor-melee-refuse-with-needs-by = “with { $weapon }” needs “by ATTACKER”: whose weapon is it?
cor-melee-refuse-kind = Say what hit: “with WEAPON” (its kind) or “kind K”.
cor-melee-refuse-no-weapon = { $who } has no “{ $weapon }”.
cor-melee-refuse-nothing-to-heal = { $who } has no { $track ->
    [wound] Wound
    [fatigue] Fatigue
   *[other] { $track }
  } level to recover.
cor-melee-refuse-nothing-to-repair = { $gear } needs no repair.
cor-melee-refuse-draw-weapon = A draw-and-strike needs the weapon: “with W”.
cor-melee-refuse-dodge-shot = { $who } can dodge a shot only at the start of the segment, or with a reflex coprocessor.
cor-melee-refuse-not-engaged = { $who } is engaged with nobody.
cor-melee-refuse-not-disengaging = { $who } is not disengaging.
cor-melee-refuse-not-held = { $who } is not held at gunpoint.
cor-melee-refuse-trip-weight = An Agility trip needs an attacker weighing more than half the defender.
cor-melee-refuse-throw = { $who } is held at { $hold }: a throw needs a hold of 3 or more.

## Options
cor-option-charge-defender = the defender’s bonus against a charge: +1 on foot and +3 mounted, or always 1 or 3
cor-option-charge-unit = the charge bonuses are flat points or dice

## What a verb expects
cor-melee-expected-charge = foot, mounted or both
cor-melee-expected-weapon = a weapon’s key
cor-melee-expected-gear = a piece of gear’s key
cor-melee-expected-kind = what hit: firearm, thrown, melee, hand, soft, blunt, hard-blunt, cutting, thrusting, bullet, explosion
cor-melee-expected-against = shot or blow
cor-melee-expected-track = wound or fatigue
cor-melee-expected-trip = agility or strength

## Verb summaries
cor-melee-summary-strike = A melee attack roll (a declared action) against the defense score or this segment’s dodge; a hit leaves its margin for hurt.
cor-melee-summary-hurt = Damage against soak: levels on the Wound and Fatigue tracks, critical damage at 3 levels, cyberware hit.
cor-melee-summary-heal = Levels recovered on a track; wounds that last until then end.
cor-melee-summary-repair = A Cybernetics roll against the gear’s repair difficulty, or 15 for a protection level.
cor-melee-summary-dodge = An undeclared dodge whose roll replaces the defense for the segment when higher; shots only at the segment’s start.
cor-melee-field-fumble = critical failure (replaces even when lower)
cor-melee-summary-engage = Two characters engaged in melee: no firearm, defense from combat and dodge.
cor-melee-summary-disengage = An undeclared dodge out of melee: a blow at +5 this turn re-engages, or the opponent follows.
cor-melee-summary-follow = An opponent with no action follows a disengagement with a dodge roll of their own.
cor-melee-summary-trip = An attack roll, then Agility or Strength opposed, +1d per 10 of margin: unbalanced, one or both fall.
cor-melee-summary-grapple = An unarmed combat roll, then Strength against Strength: the hold is the held one’s dice malus.
cor-melee-summary-throw = A held opponent at −3d or worse thrown: Strength + unarmed combat damage.
cor-melee-summary-bullrush = A charging melee roll: damage with the charge bonus, unbalanced, fallen or thrown by the levels, applied 1 lighter.
cor-melee-summary-draw = Draws an accessible weapon: an innate action.
cor-melee-summary-draw-use = Draws to use at once: a declared double action with the location’s malus; then a snap shot or “strike … draw”.
cor-melee-summary-gunpoint = Someone held at gunpoint by a captor.
cor-melee-summary-break = A held character tries to act: stress + level against 15; first: a reaction roll to act before the captor.
cor-melee-summary-duel = A second of staring (stress + firearms), or the duel broken: who shoots first.

## The log
cor-melee-log-by = { " " }by { $by }
cor-melee-log-by-with = { " " }by { $by } with { $gear }
cor-melee-log-hurt = { $who } is hit{ $source }: damage { $damage } against soak { $soak }: { $harm }
cor-melee-log-critical = Critical damage for { $who }: { $a } + { $b } + { $levels ->
        [one] { $levels } level
       *[other] { $levels } levels
    } = { $total }: { $result ->
    [nothing] nothing
    [unbalanced] unbalanced by the blow
    [hand_drop] hand wound
    [stunned] torso wound, stunned
    [leg_slowed] leg wound, dodges cost 1d more until a Wound level heals
    [knocked_down] knocked to the ground
    [arm_useless] arm wound, the arm unusable until the levels heal
    [leg_useless] leg wound, the leg unusable until the levels heal
    [knocked_out] head wound, unconscious (1d6 hours)
    [bleeding] torso wound, unconscious and bleeding (endurance 15 each hour, care 20 stops it)
    [hand_lost] hand wound: care 25 or amputation
    [foot_lost] foot wound: care 25 or amputation
    [face] face wound
    [dying] torso wound: first aid 15 within the minute or death
   *[dead] dead on the spot
}
cor-melee-log-face = d6 { $d6 }: { $face ->
    [scar] a scar
    [ear] an ear lost
    [eye] an eye lost
    [nose] the nose torn off
   *[jaw] the jaw smashed
}
cor-melee-log-drops = drops what they held
cor-melee-log-loses-actions = loses { $n ->
    [one] the next action
   *[other] the next { $n } actions
}
cor-melee-log-impalement = Impalement
cor-melee-log-cyber = Cyberware of { $who }: d100 { $d100 }, { $site ->
    [nothing] nothing hit
    [growth] a growth
    [hand] a hand
    [arm] an arm
    [foot] a foot
    [leg] a leg
    [face] the face
    [eye_ear] an eye or ear
    [connection] a connection or sensory interface
    [general] a general modification
    [organ] an internal organ
    [power] the power supply
   *[other] other gear
}
cor-melee-log-cyber-none = no such gear
cor-melee-log-cyber-gear = { $gear } hit, breakdown d6 { $d6 }: { $status ->
    [cosmetic] cosmetic damage
    [light] light malfunctions
    [major] major malfunctions
    [breakdown] broken down
   *[destroyed] destroyed
}, Cybernetics { $repair } to { $status ->
    [destroyed] remove it
   *[other] repair it
}
cor-melee-log-cyber-pick = chosen by a d{ $of }: { $die }
cor-melee-log-cyber-protection = protection now { $protection }
cor-melee-log-cyber-doses = doses lost { $lost }, injected { $injected }
cor-melee-log-cyber-power = all the gear disturbed
cor-melee-log-dodge-counts = , dodge { $dodge }
cor-melee-log-lands = lands by { $margin }{ $bonus ->
    [0] {""}
   *[other] , damage bonus { $bonus }
}{ $next ->
    [hurt] : next, hurt
   *[none] {""}
}
cor-melee-log-misses = misses
cor-melee-log-struck = { $attacker } { $special ->
    [power] power-strikes
    [acrobatic] makes an acrobatic attack on
    [trip] tries to trip
    [grapple] tries to grapple
    [rush] bull-rushes
   *[none] strikes
} { $defender }: { $roll }{ $situation ->
    [0] {""}
   *[other] , situation { $situation }
  }, against defense { $defense }{ $dodge }: { $outcome }
cor-melee-log-checked = { $who }: { $check ->
    [stress] stress roll
    [lead] reaction roll to act first
    [acrobatics] acrobatics roll
    [fatigue] fatigue roll
    [fall] soak roll of the fall
    [bleeding] endurance roll against the bleeding
   *[repair] Cybernetics roll
} { $roll } against { $difficulty }: { $success ->
    [yes] success
   *[no] failure
}
cor-melee-log-checked-harm = { $line }: { $harm }
cor-melee-log-dodged = { $who } { $disengage ->
    [yes] disengages with a dodge
   *[no] dodges { $against ->
        [shot] the shots
       *[blow] the blows
    }
}: { $roll }
cor-melee-log-followed = { $who } follows { $target }: { $roll } against { $against }: { $success ->
    [yes] still engaged
   *[no] left behind
}
cor-melee-log-prepared = { $who } prepares { $special ->
    [power] a power strike
   *[acrobatic] an acrobatic attack
}
cor-melee-log-tripped = { $kind ->
    [agility] Agility
   *[strength] Strength
}: { $attacker } { $a } against { $defender } { $d }: { $fall ->
    [nothing] nothing
    [unbalanced] { $defender } unbalanced, loses an action
    [both_fall] both fall
   *[defender_falls] { $defender } falls
}
cor-melee-log-held = { $holder } grapples { $held }: Strength { $a } against { $d }: hold { $hold }
cor-melee-log-freed = { $held } breaks free of { $holder }
cor-melee-log-rushed = Bull rush: { $levels ->
        [one] { $levels } level
       *[other] { $levels } levels
    } on { $defender }, 1 fewer applied: { $effect ->
    [nothing] no effect
    [unbalanced] unbalanced, loses the next action
    [falls] falls
   *[thrown] thrown back and stunned, loses the next 2 actions
}
cor-melee-log-stared = Duel: { $a } { $ra } against { $b } { $rb }: bonuses { $ba } and { $bb }
cor-melee-log-duel-broken = The duel breaks: { $a } { $ra } against { $b } { $rb }: { $first ->
    [none] neither shoots first
   *[other] { $first } shoots first
}
cor-melee-log-drew = { $who } draws { $gear }{ $used ->
    [yes] { " " }to use at once: a double action, location malus { $malus }
   *[no] {""}
}
cor-melee-log-repaired = { $gear } of { $who }: { $outcome ->
    [fixed] repaired
    [removed] taken out
    [protection] one protection level back
   *[failed] the repair fails
}

## Conditions
cor-cond-struck = struck (margin for the damage)
cor-cond-strike-bonus = damage bonus
cor-cond-strike-attack = attack total (for a late dodge)
cor-cond-strike-dice = damage dice
cor-cond-draw-use = drawn to use at once
cor-cond-disengaging = disengaging
cor-cond-fleeing = fleeing
cor-cond-dying = dying

## What players see
cor-melee-log-hurt-players = { $who } is hit
cor-melee-log-critical-players = { $who } takes a grave wound
cor-melee-log-struck-players = { $attacker } strikes { $defender }: { $hit ->
    [yes] a hit
   *[no] a miss
}

## The log: measured again, healed
cor-melee-log-evaded = { $outcome ->
    [lands] { $attacker }’s blow on { $who } still lands, by { $margin }
   *[misses] { $who }’s dodge turns { $attacker }’s blow aside
}
cor-melee-log-healed = { $who } recovers { $levels } { $track ->
    [wound] Wound
   *[fatigue] Fatigue
} { $levels ->
    [one] level
   *[other] levels
}: { $left } left
cor-melee-refuse-acrobatic-distance = { $who } cannot prepare an acrobatic attack { $metres } m from { $target }: it starts 2 to 5 m from the target.
cor-melee-refuse-acrobatic-no-distance = How far is { $who } from the target? An acrobatic attack starts 2 to 5 m away: add “distance M”.
cor-melee-refuse-longer-first = { $who } strikes second: { $other } holds a clearly longer weapon ({ $weapon }), and in a charge the longer weapon strikes first. Type that blow first.
cor-melee-option-longer-first = how much longer (cm) a weapon must be to strike first in a charge, or off
cor-melee-field-acrobatic-distance = metres to the target (acrobatic attack, 2 to 5)

## A hit's damage and soak term by term

cor-hurt-dice = { $n }d
cor-hurt-dice-parts = { $dice } + { $parts }
cor-hurt-roll = { $dice }: { $faces } = { $sum }
cor-hurt-roll-terms = { $dice }: { $faces } = { $terms } = { $total }
cor-hurt-bonus = weapon bonus
cor-hurt-soak-dice = { $n }d
cor-hurt-armour = protection
cor-hurt-cover = cover
cor-hurt-margin = margin { $margin }: { $harm }
cor-show-skills = skills: { $skills }
cor-show-soak = soak { $dice }d{ $protection ->
        [0] {""}
       *[other] { " " }+ { $protection } (protection)
    }
cor-hurt-dice-again = { $n ->
        [one] 1 rolled again on a 6
       *[other] { $n } rolled again on 6s
    }

## Where the damage dice come from (Strength, the weapon's damage, 1d per 10 points of margin)

cor-hurt-dice-from = { $dice } ({ $parts })
cor-hurt-from-strength = { $n }d from Strength
cor-hurt-from-weapon = { $n }d from the weapon
cor-hurt-from-typed = { $n }d given by the GM
cor-hurt-from-charge = { $n }d from the charge
cor-hurt-from-margin = { $n }d from the margin
cor-hurt-bonus-charge = charge bonus
cor-hurt-reduced = { $levels ->
        [one] { $levels } level
       *[other] { $levels } levels
    } − { $reduce } (bull rush): { $harm }
cor-hurt-bonus-strike = the blow’s damage bonus

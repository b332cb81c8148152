# Simultaneous actions (POL-28) and what the Polaris rules compute.

## Transcript (polaris/transcript/narrate.rs, players.rs)
pol-held-wound = { $who }: { $severity } wound to the { $location } held: simultaneous with { $partners }, it lands when they have acted
pol-held-released = simultaneous actions done: the held wounds land
pol-held-wound-players = { $who } is hit: the wound lands once the simultaneous actions are done

## Melee, weapons and armour (polaris/attack.rs, techniques.rs, arms.rs, verbs)
frcli-pol-expected-weapon = a weapon's key (e.g. dagger)
frcli-pol-expected-defence-part = a difficulty, a modifier or secret (the defence comes last)
frcli-pol-part-weapon = the weapon (with KEY)
frcli-pol-part-aim = the aiming malus (aim=N)
pol-refuse-defence-melee = a defence roll (vs) is for melee: add melee, or attack with a melee weapon
pol-refuse-aim-location = aim=N is the malus for aiming at a location: add at LOCATION
pol-refuse-no-weapon = { $who } has no weapon called { $key } (weapons: { $known })
pol-refuse-no-weapons = { $who } carries no weapon called { $key }: give one with weapon WHO KEY damage=DICE
pol-refuse-technique-untrained = { $who } cannot use { $technique }: it needs Arts martiaux (Techniques offensives) on the sheet (no free use)
pol-refuse-technique-one-per-round = { $who } already uses { $technique } this round: one technique per round
pol-refuse-technique-initiative = { $who } needs the initiative over { $target } for an offensive technique
pol-option-desc-bare-hands = a defender who wins against a bare-handed attacker may hurt them (optional; default off)
words-pol-powerful-strike = powerful strike
words-pol-incapacitating-strike = incapacitating strike
words-pol-precise-strike = precise strike
words-pol-distance-closed = distance closed
pol-refuse-weapon-damage = the weapon's damage is dice in notation, e.g. damage=1d6+2 ({ $error })
pol-refuse-weapon-values = reach is 0 to 99 and hands 1 or 2
pol-refuse-armour-value = protection at a location is 0 to 99
pol-refuse-gear-key = the weapon or armour needs a key, e.g. dagger
pol-refuse-no-gear = { $who } has nothing called { $key } to take away
pol-summary-weapon = Gives a weapon (damage dice, melee or ranged, reach, hands, skill), or takes it away with none.
pol-summary-armour = Gives a piece of armour with its protection per location (a vest: body=6), or takes it away with none.
frcli-pol-expected-weapon-part = name TEXT, damage=DICE, melee, ranged, reach=N, hands=1|2, skill=SKILL or none
frcli-pol-expected-armour-part = LOCATION=N (e.g. body=6), name TEXT or none
pol-field-weapon = Weapon
pol-hint-weapon = empty: the skill's weapon, or the damage roll
pol-field-aim = Aim
pol-hint-aim = malus to aim at the location, e.g. -5
pol-field-defence = Defence
pol-hint-defence = melee: the target's skill, opposed
frcli-pol-part-harder = the extra difficulty (harder=N)
words-pol-combination = combination
words-pol-two-weapon-fighting = two-weapon fighting
pol-refuse-combination-count = an Enchaînement is 2 or 3 attacks
pol-refuse-combination-phases = give at most one phase per extra attack
pol-summary-combination = Enchaînement: 2 or 3 attacks this round with the book's maluses (+0/-3, or -3/-5/-7); the extra markers at the phases given, else at the main action's.
frcli-pol-expected-attacks = the number of attacks (2 or 3)
pol-detail-weapons = Weapons
pol-detail-armour = Armour
pol-detail-melee = melee
pol-detail-reach = reach { $reach }
pol-detail-armour-piece = { $name }: { $cover }
pol-field-two-weapons = Two weapons
pol-field-harder = Harder
pol-hint-harder = degrees of extra difficulty taken on

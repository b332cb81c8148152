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
pol-wound-already-dead = already dead
pol-wound-already-destroyed = limb already destroyed
pol-wound-healed = { $who }: { $boxes ->
    [one] { $boxes } { $severity } box
   *[other] { $boxes } { $severity } boxes
  } erased at the { $location }
pol-damage-ignored = { $who }: damage { $damage }, no wound
pol-automatic-failure = automatic failure
pol-critical-success-loud = CRITICAL SUCCESS
pol-critical-failure-loud = CRITICAL FAILURE
pol-term-secret = secret difficulty
pol-term-wounds = wounds
pol-term-opponents = opponents
pol-term-retry = retry
pol-term-other = other
pol-catastrophe-possible = catastrophe possible
pol-test = { $who } tests { $what }: chance { $chance }{ $terms }{ $dice }: { $result }, margin { $margin }, { $degree }{ $modifier }
pol-test-chance = { $who } tests a chance of { $chance }{ $terms }{ $dice }: { $result }, margin { $margin }, { $degree }{ $modifier }
pol-warn-out-of-the-fight = warning: { $who } is out of the fight ({ $why })

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

## Refusals of the rules code
pol-refuse-not-started = the fight has not started (start)
pol-refuse-fight-over = the fight is over (undo to go back)
pol-refuse-no-combatants = add combatants before starting the fight
pol-refuse-already-over = the fight is already over
pol-refuse-opposed-same = an opposed test needs two different combatants
pol-refuse-surprise-step = surprise is tested before the first round
pol-refuse-surprise-who = name who tests for surprise
pol-refuse-declare-step = intents are declared during the declaration step
pol-refuse-confused-step = confusion strikes during a round
pol-refuse-no-action-left = that combatant has no action left this round
pol-refuse-rush-step = an action is rushed when it is declared
pol-refuse-already-rushed = that action is already rushed
pol-refuse-everyone-acted = everyone has acted this round
pol-refuse-cannot-act = that combatant cannot act any more this round
pol-refuse-phase-min = phases go down to 1
pol-refuse-act-step = delayed combatants act during resolution
pol-refuse-act-who = only a waiting or delayed combatant can act now
pol-refuse-slow-range = an initiative loss is 1 to 30 points
pol-refuse-action-started = that action is already under way or done
pol-refuse-init-range = initiative goes from -30 to 99
pol-refuse-marker-step = extra attacks are placed during the round
pol-refuse-marker-phase = a marker's phase goes from 1 to 99
pol-refuse-marker-malus = a marker carries a malus (0 or less)
pol-refuse-no-main-action = that combatant has no main action this round
pol-refuse-attack-self = a combatant cannot attack themself
pol-refuse-charge-melee = a charge is a melee attack (add: melee)
pol-refuse-no-locator = that combatant has no wound locator
pol-refuse-no-box = no box is checked there
pol-refuse-no-marker = { $name } has no marker on the ladder this round
pol-refuse-round-under-way = round { $round } is under way (next moves on)
pol-refuse-opponents-max = at most { $max } opponents can engage one combatant in melee
pol-refuse-delay-phase = a delay goes to a later (lower) phase than { $phase }
pol-refuse-markers-max = at most { $max } markers per combatant
pol-refuse-not-location = '{ $word }' is not a location (head, body, right-arm, left-arm, right-leg, left-leg)
pol-refuse-not-severity-list = '{ $severity }' is not a severity (light, medium, serious, critical, mortal, death)
pol-refuse-not-severity = '{ $severity }' is not a severity
pol-refuse-no-shock = { $name } has no shock test pending
pol-refuse-nothing-to-stabilise = { $name } has no wound to stabilise

## Options, difficulty and the location table
pol-table-no-location-number = location table: no location number { $number }
pol-table-face-range = location table: faces go from 1 to 20, but { $key } has { $faces }
pol-table-backwards = location table: { $key }:{ $lo }-{ $hi } goes backwards (write { $key }:{ $hi }-{ $lo })
pol-table-face-twice = location table: face { $face } is given to both { $other } and { $key }
pol-table-gaps = location table: { $count ->
        [one] face { $faces } is
       *[other] faces { $faces } are
    } not covered (every face 1-20 needs a location)
pol-table-example = e.g. head:1-2,body:3-10,right-arm:11-12,left-arm:13-14,right-leg:15-17,left-leg:18-20
pol-table-bad-entry = location table: '{ $entry }' should be location:from-to ({ $example })
pol-table-unknown-location = location table: unknown location '{ $name }' (use { $keys })
pol-table-bad-faces = location table: '{ $faces }' in '{ $entry }' is not a face range like 3-10
pol-table-empty = location table: no entries ({ $example })
pol-difficulty-out-of-range = difficulty modifier { $n } is out of range (-{ $max } to +{ $max })
pol-difficulty-unknown = unknown difficulty '{ $word }': use a key such as 'hard', a French label such as 'difficile', or a signed number such as -3
pol-option-bad-value = option { $key }: expected { $expected }, found '{ $value }'
pol-option-expect-combine = sum or worst
pol-option-expect-rushed = a number from 0 to -10
pol-option-table = option location-table: { $error }
pol-option-expect-on-off = on or off
pol-option-expect-surprise = margin or die
pol-option-unknown = no option '{ $key }' (options: { $known })

## Verb summaries (help, the ? overlay)
pol-summary-test = A d20 test against a skill, an attribute or a chance; DIFFICULTY is a word (help difficulty) or the first number, later numbers are modifiers; retry costs -1 per failure in a row at that action (pressured: -3); secret hides it; opposed counts the opponents' malus.
pol-summary-nonrandom = Records a test you resolve without rolling.
pol-summary-oppose = An opposed test between two combatants, each side with its own difficulty and modifiers.
pol-summary-attack = An attack test; with a weapon or damage=N (the damage roll), a success wounds the target at LOCATION (aim=-N its aiming malus), or at a rolled location, less the target's armour there. vs WHAT: in melee, the target defends with an opposed test.
pol-summary-wound = Checks a wound box directly, or from a final damage; without a location one is rolled.
pol-summary-heal = Erases N checked boxes (1 if not given, up to 255).
pol-summary-surprise = Surprise: a Reaction test for each named combatant, with an optional modifier.
pol-summary-declare = Declares what a combatant intends to do this round; after a quoted text, `rush` rushes the action, `next` passes to the next declarer too, and `secret` or `public` says whether the players read it (an NPC's is secret unless option npc-declarations says public).
pol-summary-rush = A rushed action: +3 initiative at once, a malus on the action.
pol-summary-confused = A catastrophe on a change of intention: WHO does nothing for the rest of the round.
pol-summary-delay = Delays the action to a later phase, or until you call it with act.
pol-summary-act = A delayed combatant acts now.
pol-summary-slow = The combatant loses N initiative points, for the reason given.
pol-summary-prepare = A preparation: the combatant loses N initiative points (slow WHO N preparation).
pol-summary-hesitate = A hesitation: the combatant loses N initiative points (slow WHO N hesitation).
pol-summary-init = Sets a combatant's current initiative.
pol-summary-marker = Adds a ladder marker for another attack at PHASE, with its malus.
pol-summary-opponents = Sets how many opponents engage a combatant in melee (0 to 255).
pol-summary-shock = Resolves a pending shock test against a chance.
pol-summary-stabilise = Marks a combatant's bleeding wound stabilised.

## Forms: titles, labels, hints
pol-form-declare = Declare an intent
pol-form-test = Test
pol-form-attack = Attack
pol-form-wound = Wound
pol-form-heal = Heal
pol-form-delay = Delay
pol-form-marker = Extra marker (multi-attack)
pol-form-surprise = Surprise
pol-field-who-several = Who (several)
pol-field-difficulty = Difficulty
pol-field-modifiers = Modifiers
pol-field-modifier = Modifier
pol-field-retry = Retry
pol-field-secret = Secret
pol-field-location = Location
pol-field-severity = Severity
pol-field-melee = Melee
pol-field-charge = Charge
pol-field-technique = Technique
pol-field-bleeding = Bleeding
pol-field-intent = Intent
pol-field-phase = Phase
pol-field-malus = Malus
pol-hint-skill = ←→ the sheet's skills, or a number (chance)
pol-hint-difficulty = ←→ words; empty: average
pol-hint-modifiers = e.g. +2 -1
pol-hint-damage = a total (9) or dice:values (2d6+2:4,5); empty: weapon dice
pol-hint-wound-damage = final damage, instead of a severity
pol-hint-location = ←→; empty: rolled
pol-hint-severity = ←→ light … death
pol-hint-delay-phase = empty: until it acts (e)
pol-hint-several = names separated by spaces

## Option descriptions (help options)
pol-option-desc-wound-malus = how wound maluses combine (default sum)
pol-option-desc-rushed-malus = malus on a rushed action (default -3)
pol-option-desc-location-table = d20 hit-location table
pol-option-desc-fatigue = fatigue reminder at the end of each round (default off)
pol-option-desc-mechanized-armour = initiative capped by the 'armour' stat (default off)
pol-option-desc-surprise-initiative = round-1 initiative after a critical surprise test (default margin)

## Dice rolled at the table (messages, form hints)
pol-roll-d20 = the test's d20
pol-roll-location = the hit location die
pol-roll-damage = the damage dice
pol-roll-damage-give = damage=2d6+3:N,N (the values after a colon)

## The attack and declaration forms: dice in hand, rush, an attack that deals no damage
pol-field-d20 = d20
pol-hint-d20 = at the table: 7 (7,12 for two dice); empty: fray rolls it
pol-hint-d20-table = at the table: 7 (7,12 for two dice); empty: fray asks
pol-field-location-die = Location die
pol-hint-location-die = the location d20 (1 to 20); empty: fray rolls it
pol-hint-location-die-table = the location d20 (1 to 20); empty: fray asks
pol-field-rush = Rush
pol-rush-yes = rush
pol-hint-rush = rush: +3 initiative at once, a malus on the action
pol-no-damage-weapon = { $who } hits but deals no damage: { $weapon } has no damage dice (give the damage roll: damage=2d6+3)
pol-no-damage-none = { $who } hits but deals no damage: no weapon with damage dice (give the damage roll: damage=2d6+3)
pol-skill-name-armes-de-poing = Handguns
pol-skill-name-fusils = Rifles
pol-skill-name-tir-automatique = Automatic fire
pol-skill-name-combat-arme = Armed combat
pol-skill-name-mains-nues = Unarmed combat
pol-skill-name-arts-martiaux-offensifs = Martial arts (offensive)
pol-skill-name-arts-martiaux-defensifs = Martial arts (defensive)
pol-skill-name-arts-martiaux-lutte = Grappling
pol-skill-name-athletisme = Athletics
pol-skill-name-furtivite = Stealth
pol-skill-name-premiers-soins = First aid
pol-skill-name-tactique = Tactics
pol-skill-name-explosifs = Explosives
pol-skill-name-pieges = Traps
pol-skill-name-orientation = Navigation
pol-skill-name-pilotage-sous-marin = Submarine piloting
pol-skill-name-for = Strength
pol-skill-name-con = Constitution
pol-skill-name-coo = Coordination
pol-skill-name-ada = Adaptation
pol-skill-name-per = Perception
pol-skill-name-int = Intelligence
pol-skill-name-vol = Will
pol-skill-name-pre = Presence
pol-skill-name-chance = Luck
pol-skill-name-reaction = Reaction
pol-skill-name-melee-damage = Melee damage
pol-skill-name-damage-resistance = Damage resistance

## A result explained term by term (transcript/narrate.rs)
pol-term-base = base
pol-term-difficulty = difficulty
pol-term-typed = modifier
pol-term-rushed = rushed action
pol-term-marker = extra action
pol-term-aim = aimed location
pol-term-two-weapons = two weapons
pol-term-limit = held to Martial arts
pol-term-reach = reach
pol-term-shock = Shock test
pol-damage-terms = { $who }: damage { $damage } = { $terms }
pol-dmg-roll = roll
pol-dmg-success = success modifier
pol-dmg-charge = charge
pol-dmg-powerful = Powerful strike
pol-dmg-protection = protection
pol-roll-location-give = location=N
pol-choice-retry = retry
pol-choice-pressured = pressured
pol-choice-social = social

# The bestiary's weapons and armour by name (gear_words.rs).
pol-gear-name-couteau = Knife
pol-gear-name-dague = Dagger
pol-gear-name-fusil-d-assaut = Assault rifle
pol-gear-name-fusil-harpon = Harpoon rifle
pol-gear-name-gilet-leger = Light vest
pol-gear-name-machette = Machete
pol-gear-name-matraque = Stun baton
pol-gear-name-pistolet = Pistol
pol-gear-name-pistolet-leger = Light pistol
pol-gear-name-pistolet-lourd = Heavy pistol

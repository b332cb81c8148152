# Open points: `fray rules SYSTEM` lists every open point of the system's digest, with
# fray's default and how the GM changes it.

cli-rules-open-points = OPEN POINTS (fray’s default where the text is silent, and how to change it)
cli-open-default = Default: { $text }
cli-open-change = Change: { $how }
cli-open-option = option { $key } { $to }  (values: { $values })
cli-arg-rules-json = Prints the system's options and open points as JSON
cli-open-fixed = Change: not changeable

## Polaris 3e

pol-op-01-q = Non-random tests: the text gives only the circumstances.
pol-op-01-d = fray does not roll them: the GM records the outcome.
pol-op-01-how = nonrandom WHO WHAT success|failure records it; test WHO WHAT rolls it anyway
pol-op-02-q = The text writes « Escalade (Difficile ou -7) » but its table gives Hard −5, and names « Malaisée », a degree in no table.
pol-op-02-d = the table governs: hard is −5; « malaisée » is refused.
pol-op-02-how = type the modifier as a number: test WHO WHAT -7
pol-op-03-q = Half the attribute on a critical success: the rounding is not given.
pol-op-03-d = rounded down (17 gives 8).
pol-op-04-q = A second 20 on the critical-failure re-roll is not covered.
pol-op-04-d = it is added once (+20), with no further re-roll.
pol-op-05-q = The failure rows from a margin of 20 have no name.
pol-op-05-d = every margin from 15 reads Catastrophic, with the catastrophe flag; the modifiers stay −7, −8, −9.
pol-op-06-q = Multiple attacks (p. 218) are not in the text.
pol-op-06-d = the GM adds each extra ladder marker and its malus (0 when not given); Enchaînement prefills its own.
pol-op-06-how = marker WHO PHASE MALUS; combination WHO 2|3 [PHASE ...] for an Enchaînement
pol-op-07-q = The rushed-action malus (p. 218) is not in the text.
pol-op-07-d = −3 on the rushed action.
pol-op-08-q = Round-1 initiative after a critical surprise test: the full margin or the die?
pol-op-08-d = the full margin of success, the critical increase included.
pol-op-09-q = Wound overflow: the text describes one step; a limb already destroyed.
pol-op-09-d = the overflow cascades while the receiving row is full; a wound to a destroyed limb or a dead location changes nothing and is flagged, with no transfer to the body.
pol-op-10-q = A final damage below 5.
pol-op-10-d = no wound box; the log says no wound.
pol-op-10-how = check a box anyway: wound WHO LOCATION SEVERITY
pol-op-11-q = The damage formula (p. 229) is not included.
pol-op-11-d = the weapon’s damage dice (or the damage roll given) + success modifier + melee damage modifier (melee) + 3 for a charge + 3 for a powerful strike + the target’s modifier to damage taken − the protection at the hit location (its armour there and the sheet’s protection); the location is decided first.
pol-op-11-how = weapon WHO KEY damage=DICE, armour WHO KEY LOCATION=N; attack … with WEAPON or damage=N (damage=2d6+3:4,5 rolled at the table), melee, charge, powerful; or wound WHO damage=N with the final damage
pol-op-12-q = The random hit-location table (p. 229) is not included.
pol-op-12-d = a placeholder d20 table, not the book’s: 1–2 head, 3–10 body, 11–12 right arm, 13–14 left arm, 15–17 right leg, 18–20 left leg.
pol-op-12-how = name the location: attack … at LOCATION, wound WHO LOCATION …
pol-op-13-q = The text gives no malus for a Mortal wound.
pol-op-13-d = a Mortal wound counts −10, as Critical, with a mortal-wound condition (usually unconscious, immediate care needed); a destroyed limb counts −10 too, without the condition.
pol-op-13-how = the GM removes the condition when the character is still up: uncondition WHO NAME
pol-op-14-q = How several wounds’ maluses combine is not stated.
pol-op-14-d = sum: the malus of every checked box in every location adds up.
pol-op-15-q = The shock test procedure (p. 237) is not included.
pol-op-15-d = a pending shock test with the accumulated malus; the GM gives the chance, fray rolls, the GM applies the consequence.
pol-op-15-how = shock WHO CHANCE
pol-op-16-q = Reach: « the smaller bonus is subtracted from the smaller bonus » (a typo).
pol-op-16-d = reach comes from the weapons (weapon … reach=N) in an opposed melee attack (attack … vs WHAT): the longer weapon uses the larger less the smaller; a holder who loses has the distance closed, and the bonus becomes a malus of the same size against that opponent.
pol-op-16-how = weapon WHO KEY reach=N; in a confined space, type the malus: attack WHO TARGET WHAT -2
pol-op-17-q = The opposed test procedure is not included.
pol-op-17-d = both roll; a success beats a failure; between two successes the higher margin wins; two failures, rolled or automatic: nobody wins; equal margins: the GM decides.
pol-op-18-q = The fatigue step (advanced rules) is not included.
pol-op-18-d = off: no reminder.
pol-read-11-q = An impossible action (chance below 1) with an open difficulty: the text gives no margin.
pol-read-11-d = automatic failure with no margin and no catastrophe; with a secret difficulty the die is the margin (the text).
pol-read-19-q = A combatant at initiative 0 or below: the phases run down to 1.
pol-read-19-d = no action phase: skipped with the reason in the log; act WHO makes them act with a warning.
pol-read-28-q = Simultaneous actions (same phase, same Réaction): the text says both may wound each other.
pol-read-28-d = both act on the state before either: the wounds are held and land together once the group has acted.
pol-read-39-q = Optional rule: a defender who wins against a bare-handed attacker may strike back.
pol-read-39-d = off; on, an attack is bare-handed when no weapon is in it (Combat à mains nues), whatever the attacker carries, and the damage given on the line (damage=) is that of the blow that lands, the defender’s included.
pol-read-40-q = Techniques need the Normal or Offensive combat mode, or a charge; fray does not track the mode.
pol-read-40-d = the GM checks the mode; fray checks Arts martiaux (Techniques offensives), the initiative over the target (for each attack of an Enchaînement too) and one technique per round.
pol-read-45-q = Combat à deux armes limits both combat tests by Arts martiaux.
pol-read-45-d = a fighter trained in Arts martiaux (Techniques offensives) who attacks with two-weapons, names no other technique and has the initiative over the target uses the technique: that main attack and the extra free one (second-weapon) are both held to the Arts martiaux level.
pol-read-45-how = to fight with two weapons without the technique, type the bonus instead: attack WHO TARGET WHAT +3

## Shadowrun, combat pool

pool-op-01-q = The « standard test » and what a spent token adds are not described.
pool-op-01-d = the GM gives the successes, or fray rolls the d6 less the wound modifier (hits on 5–6); each counted spent token adds 1; S = successes + tokens + aim + spray + advantage − threshold − modifier − extra targets − adjust − care.
pool-op-01-how = hits=N or dice=N, spend=N, threshold=±N, adjust=N on attack, suppress, throw and melee
pool-op-02-q = Rounding of R = P/2 and of the fast recharge R/2.
pool-op-02-d = down both times.
pool-op-03-q = The slow recharge lasts « a combat turn » and is also a « complex action ».
pool-op-03-d = one complex action (assess).
pool-op-04-q = Moderate stress with more than 2 spent tokens.
pool-op-04-d = every second token (2nd, 4th, 6th…) counts only as a success; the others always count.
pool-op-05-q = Spray over several actions; damage tokens for spray and bursts (« one token per bullet »).
pool-op-05-d = the bullets of consecutive spray actions add up, capped at recoil compensation + 1; 1 damage token per bullet or burst in multiple-shot mode, 1 for a spray action.
pool-op-06-q = Where damage, lethality and scatter tokens come from.
pool-op-06-d = drawn from the bag, free for the character; suppression takes from the undrawn pool, not from defense; each success is each point of S.
pool-op-07-q = Area weapons: a failed throw, and which defense tokens count.
pool-op-07-d = S < 0 is a miss that scatters by |S| tokens; S ≥ 0 lands on the aimed point; every defense token held counts (face down and revealed).
pool-op-08-q = A tied melee exchange, and the threshold of a dodge.
pool-op-08-d = a tie: no one wins, no damage; a dodge reveals the defender’s tokens against the attacker’s successes.
pool-op-09-q = The « consecutive damage » sidebar is missing.
pool-op-09-d = no rule of its own.
pool-op-09-how = give an enemy roll covering a whole period as one attack, or its damage: damage WHO N
pool-op-10-q = « Never increased » for electrical damage.
pool-op-10-d = the weapon’s base damage only: no token value, no melee +2 per point.
pool-op-11-q = The difficulty names « Hard » and « Trivial » come from a scale that is not included.
pool-op-11-d = the GM gives the threshold: the range gives 0, 1, 2 or 4 (short, medium, long, extreme).
pool-op-11-how = threshold=±N on attack, suppress and throw
pool-op-12-q = Surprised or unprepared combatants are only implied (the mandatory fast recharge).
pool-op-12-d = no surprise state: a combatant not ready gets only the fast recharge at the start.
pool-op-12-how = ready WHO none|ready|position before the fight, then recharge WHO fast|slow|both
pool-op-13-q = A recharge loses the tokens « left in the combat pool »: defense tokens too?
pool-op-13-d = tokens already in defense (face down or revealed) are kept.

## Shadowrun Anarchy

ana-op-01-q = The core test is not described.
ana-op-01-d = the pool is attribute + skill + modifiers as entered; a die succeeds on 5–6 (4–6 with a Chance point before the roll); an opposed test compares successes; an attack’s tie hits, a counterspell against an effect spell’s too (« Contrer un sort d’effet est une action d’attaque »); any other tie, a Hacking test’s included, has no effect.
ana-op-02-q = Anarchy point budgets are not given in this text.
ana-op-02-d = each player starts a session with 3, at most 5; the GM’s pool starts at one point per player; the GM awards points by hand.
ana-op-03-q = Chance and the glitch die.
ana-op-03-d = a Chance point before the roll also makes the glitch die succeed on 4 (an exploit still needs 5–6); one after the roll rolls every die again, the glitch die included.
ana-op-04-q = Anarchy initiative dice when initiative is rolled again per combat or per Turn.
ana-op-04-d = rolled once, their total added to every re-roll until the Scene ends.
ana-op-05-q = NPC groups.
ana-op-05-d = one initiative entry, with a condition monitor per member.
ana-op-06-q = The alternative drain rule.
ana-op-06-d = the main rule: the Amp’s complication dice; the alternative, when chosen, is 1 stun box per complication on any magic test.
ana-op-07-q = A sprite’s category for technodrain.
ana-op-07-d = the GM picks minor, normal or major: 1, 3 or 6 complication dice.
ana-op-08-q = « Tie-break by Chance »: the attribute or the points left?
ana-op-08-d = the Chance attribute.

## Cyberpunk, interval initiative

cpi-op-01-q = The initiative die is not given.
cpi-op-01-d = d10 + REF (after wounds) + combat sense.
cpi-op-02-q = A repeated tie on the d10.
cpi-op-02-d = rolled again until the tie is broken.
cpi-op-03-q = The number-of-actions table is missing (only the example is given).
cpi-op-03-d = at most ⌊(I − 1) / 10⌋ + 1 actions, −3 per extra action: −3 × (n − 1).
cpi-op-04-q = The penalty when a delay drops slots.
cpi-op-04-d = recomputed from the slots still usable; actions already resolved are not changed.
cpi-op-05-q = The reload entry is empty.
cpi-op-05-d = 1 action when the weapon does not say.
cpi-op-06-q = Rounding of the ±20 % on a burst’s bullets.
cpi-op-06-d = off: a burst fires its full count (with the option: a whole number between 80 % and 120 %, within the ammunition and the ROF).
cpi-op-07-q = Interrupted aiming.
cpi-op-07-d = any other action, or the target leaving sight, resets the aim to 0.
cpi-op-07-how = the GM says when the target leaves sight: unseen TARGET
cpi-op-08-q = « Add the modifiers together » for the CON min.
cpi-op-08-d = the factors that apply are summed (handling, ROF and the others).
cpi-op-09-q = Supports.
cpi-op-09-d = the CON that counts is the higher of the shooter’s and the support’s (or cyberarm’s).
cpi-op-10-q = The Fac-D penalty table is missing.
cpi-op-10-d = a modifier equal to Fac-D (−1 per point short) on the shot.
cpi-op-11-q = When a weapon jams.
cpi-op-11-d = on every natural-1 check with a firearm, confirmed or not, when d10 − reliability ≤ 0.
cpi-op-12-q = Rounding of the CON min.
cpi-op-12-d = rounded up before comparing.
cpi-op-13-q = ROF 3 belongs to two bands (1–3 and 3–15).
cpi-op-13-d = ×1, the semi-automatic band.

## Corporates

cor-op-01-q = A « level » of margin or difference is not defined.
cor-op-01-d = 1 level per started 5 points: ⌈margin / 5⌉.
cor-op-02-q = « Reverse result of a reaction roll ».
cor-op-02-d = declared counts are announced from the lowest reaction roll to the highest.
cor-op-03-q = When survival mode ends.
cor-op-03-d = at the end of the turn in which it takes effect (a failure in segment 5 carries it into the next turn).
cor-op-04-q = Neither side wins the priority roll by 5.
cor-op-04-d = the actions of that segment are simultaneous.
cor-op-05-q = The double-action malus has no value.
cor-op-05-d = 0 besides the extra −1d.
cor-op-06-q = The fast-movement table’s unsigned cells (0.1, 0.75, 0.50).
cor-op-06-d = read as +1 (Crouched, 11–20), +0.75 and +0.50.
cor-op-07-q = The aiming cap and « damage bonuses ».
cor-op-07-d = cap = the lower of the weapon skill level and the weapon’s or scope’s aiming bonus; the bonus adds to the to-hit roll only.
cor-op-08-q = The covering-fire bonuses disagree (+0/+1/+2 and +1/+2/+3).
cor-op-08-d = the burst-bonus list gives firepower; the ammunition list gives consumption only.
cor-op-09-q = Burst hits above the bullets fired.
cor-op-09-d = capped at the rounds fired.
cor-op-10-q = The sign of the falling modifiers.
cor-op-10-d = a difficulty increase of the same size: the shot is harder.
cor-op-11-q = How the protection bonus is used.
cor-op-11-d = added to the target’s soak when the bullet goes through.
cor-op-12-q = « Margin below that number » for a stray shot.
cor-op-12-d = for an engaged target a miss by less than the added difficulty hits another participant (« si la marge est inférieure à ce nombre »); in a crowd a miss by at most it hits a bystander (the example's « rate de 5 ou moins »).
cor-op-13-q = The draw: the text reads « n’entraînera la perte d’1d » (« pas » is missing).
cor-op-13-d = no die lost, as for any innate action.
cor-op-14-q = Dodging shots: the comparison is stated only for melee.
cor-op-14-d = a dodge roll higher than the shot’s difficulty replaces it.
cor-op-15-q = « +1 per attacker ».
cor-op-15-d = +1 × the number of attackers, from 2 attackers.
cor-op-16-q = The defender’s bonus against a charge: « +1 or +3 ».
cor-op-16-d = +1 against a charge on foot, +3 against a mounted one.
cor-op-17-q = Splitting an odd number of levels 50/50.
cor-op-17-d = the first-listed type gets the extra level.
cor-op-18-q = « Wound levels » for critical and cyberware rolls.
cor-op-18-d = the Wound levels this hit inflicts (« Il lance 2d6 + Niveaux de blessures »).
cor-op-19-q = Track sizes are not in the text.
cor-op-19-d = two counters of levels lost (Wound, Fatigue) with no maximum.
cor-op-20-q = Rounding (halved firepower, visibility division).
cor-op-20-d = down.
cor-op-21-q = Dice mechanics and critical failure.
cor-op-21-d = N d6 summed + a flat bonus; the GM flags a critical failure; a confidence point only raises the floor (« un minimum de 1d + 1d par point de confiance utilisé »).
cor-op-22-q = The charge bonuses say « damage +3 », with no unit.
cor-op-22-d = a flat +3 on the damage roll, not +3d.
cpi-op-14-q = Acting outside one's slot: the text binds each action to its score (« Il va donc agir à 33, 23 et 13. ») and says nothing of interrupting.
cpi-op-14-d = refused: an action is taken at its owner's slot; to act later, a delay.
ana-op-09-q = Marks a winning hack places: the text gives how many a target needs (« une seule mark est nécessaire pour pouvoir accéder à un objet matriciel »), not how many one success brings.
ana-op-09-d = one mark per winning Hacking test with the word mark, up to 3.
ana-op-09-how = marks WHO TARGET N sets the marks held by hand
ana-op-10-q = What a roll that is rolled again leaves behind: « un joueur peut décider de relancer tous les dés ».
ana-op-10-d = reroll VERB … spends the Chance point and rolls that test again, every die; what the first roll already changed (drain, a mark, a spell dispelled) stays, so undo it first when the new result replaces it.
ana-op-10-how = undo, then reroll VERB …
ana-op-11-q = Whom the GM’s reorder moves: « changer l’ordre des Narrations des joueurs pour un Tour ».
ana-op-11-d = the whole Turn, players and NPCs, at its start before anything is played in its first Narration; naming the players alone swaps them among their own places.
ana-op-11-how = reorder NAME… naming the players alone
ana-op-12-q = What a combat is within a Scene: « l’initiative peut être déterminée au début de chaque combat ».
ana-op-12-d = under initiative-timing combat, a combat starts with the first Turn and with any Turn after one that left no opponent standing: everyone rolls again then.
ana-op-13-q = Which Narrations a reboot takes: « Cela prend trois Narrations pendant lesquelles toute action matricielle est impossible ».
ana-op-13-d = the hacker’s own three Narrations, the one of the reboot included; the surveillance score goes back to 0 when the third ends.
ana-op-14-q = Who takes Narrations: « Chaque joueur lance 2D6 […] Les PNJ calculent leur score d’initiative de la même façon ».
ana-op-14-d = the characters only: a neutral with neither Agility nor Logic is a thing (a Matrix object, a camera), hacked or aimed at, and rolls no initiative.
ana-op-14-how = give it Agility or Logic (set NAME agi=N) to make it act
cor-op-23-q = A roll equal to its difficulty: the text asks more for the blows, dodges, grapples and damage (« s’il dépasse le score de défense », « Si le jet est supérieur à la difficulté », « Si le premier est supérieur au second ») and only to « réussir » elsewhere (survival mode, shots, stress, acrobatics).
cor-op-23-d = a blow, a dodge, a grapple or damage must beat the number, as the text says; elsewhere a roll equal to the difficulty succeeds.
cor-op-24-q = Acting before a captor: « un jet de réaction (avec des bonus ou des malus en fonction de la vigilance de celui-ci) … (réussite de 5 ou plus) » gives no difficulty.
cor-op-24-d = a reaction roll + the held one’s vigilance against 15 + the captor’s vigilance, won by 5 or more.
cor-op-25-q = Wound maluses: the duel speaks of « les malus éventuels liés aux blessures », and the text gives no table of them.
cor-op-25-d = none: a wound acts through the critical table’s lines (a hand, a leg, stunned…); `wound-malus N` takes N points off every action roll per Wound level.
cor-op-26-q = The longer weapon in a charge: « Lors d’une charge, si deux adversaires ont des armes de taille sensiblement différentes (comme une lance et une épée), alors on résout d’abord celui porté avec l’arme la plus longue. » The text gives no weapon lengths, and no measure of « sensiblement ».
cor-op-26-d = a weapon’s length is its `length` figure in centimetres (bare hands have none); in a charge, a weapon at least 50 cm longer than the striker’s strikes first: the blow of the shorter weapon (or of none, a bull rush) is refused while the other still has this segment’s declared action waiting. `longer-first N` sets the difference, `longer-first off` leaves the order of the blows to the GM.

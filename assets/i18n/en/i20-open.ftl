# i20-open: `fray rules SYSTEM` lists every open point of the system's digest, with
# fray's default and how the GM changes it.

cli-rules-open-points = OPEN POINTS (fray’s default where the text is silent, and how to change it)
cli-open-default = Default: { $text }
cli-open-change = Change: { $how }
cli-open-option = option { $key } { $to }  (values: { $values })
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
pol-op-06-d = the GM adds each extra ladder marker and its malus (0 when not given); no technique prefills one.
pol-op-06-how = marker WHO PHASE MALUS
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
pol-op-11-d = damage roll + success modifier + melee damage modifier (melee) + 3 for a charge + 3 for a powerful strike + the target’s damage-resistance − its protection.
pol-op-11-how = attack … damage=N or damage=2d6+3, melee, charge, powerful; the sheet stats melee-damage, damage-resistance and protection; or wound WHO damage=N with the final damage
pol-op-12-q = The random hit-location table (p. 229) is not included.
pol-op-12-d = a placeholder d20 table, not the book’s: 1–2 head, 3–10 body, 11–12 right arm, 13–14 left arm, 15–17 right leg, 18–20 left leg.
pol-op-12-how = name the location: attack … at LOCATION, wound WHO LOCATION …
pol-op-13-q = The text gives no malus for a Mortal wound.
pol-op-13-d = −10, as Critical, and a « mortal wound » condition (usually unconscious, immediate care needed); a destroyed limb too.
pol-op-13-how = the malus is not changeable; the GM removes the condition when the character is still up: uncondition WHO NAME
pol-op-14-q = How several wounds’ maluses combine is not stated.
pol-op-14-d = sum: the malus of every checked box in every location adds up.
pol-op-15-q = The shock test procedure (p. 237) is not included.
pol-op-15-d = a pending shock test with the accumulated malus; the GM gives the chance, fray rolls, the GM applies the consequence.
pol-op-15-how = shock WHO CHANCE
pol-op-16-q = Reach: « the smaller bonus is subtracted from the smaller bonus » (a typo).
pol-op-16-d = no command applies reach yet: the GM adds the bonus as a modifier (fray’s reading: the smaller from the larger).
pol-op-16-how = type the reach bonus as a modifier: attack WHO TARGET WHAT +2
pol-op-17-q = The opposed test procedure is not included.
pol-op-17-d = both roll; a success beats a failure; between two successes the higher margin wins; two failures or equal margins: the GM decides.
pol-op-18-q = The fatigue step (advanced rules) is not included.
pol-op-18-d = off: no reminder.

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
pool-op-09-d = no special rule.
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

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

# fr-content: the combat pool's verb summaries and refusals, bestiary notes.

## Verb summaries (help, the ? overlay)

pool-summary-pool = Sets a character's combat-pool type (instinct, tactics or your table's own) and maybe a fixed score P.
pool-summary-ready = How ready for combat a character was: none (fast recharge), ready (slow) or position (both).
pool-summary-stress = Sets the stress level that filters tokens spent on precision actions; 0, 1, 2 work too.
pool-summary-recharge = A recharge: fast gives R/2 tokens, slow R, both R + R/2 (in position); the pool left is discarded.
pool-summary-breath = Catch one's breath: a simple action for a fast recharge (recharge WHO fast).
pool-summary-assess = Assess the situation: a complex action for a slow recharge (recharge WHO slow).
pool-summary-allocate = Draws N pool tokens (or all of them) face down into defense.
pool-summary-total-defense = Total defense: the intention and any action under way are dropped, every pool token goes to defense.
pool-summary-reduce-defense = Takes 2N face-down defense tokens back as N pool tokens.
pool-summary-reset-defense = The GM cancels N revealed defense successes, or all of them (thrown down, cover destroyed).
pool-summary-spend = Spends N tokens face up on a precision action, filtered by stress; other: an action on another pool, which costs 0, 1 or 2 more by stress.
pool-summary-intend = Declares or changes an intention: free when obvious, a token when subtle, else a simple action; after a quoted text, `secret` or `public` says whether the players read it (an NPC's is secret unless option npc-declarations says public).
pool-summary-pending = Notes the action under way on the narrated timeline; no text clears it.
pool-summary-coordinate = An intention that counts on a teammate's: 1 token (Tactics 0), or the N the GM sets.
pool-summary-free = A free action without declaration or token; it cannot interrupt an action.
pool-summary-aim = Aim: a simple action for +1 on the next shot.
pool-summary-attack = A ranged attack: score = hits - range threshold + bonuses - adjust, against each target's revealed defense; a hit draws damage tokens.
pool-summary-suppress = Suppressive fire: each point of the score takes an undrawn token from every target; those who defy it take a shot of one bullet per point above their defense.
pool-summary-throw = An area weapon's roll: it lands on the aimed point when the score is 0 or more, else scatters by the highest of |S| tokens, in metres.
pool-summary-blast = An area weapon goes off: one damage token; everyone in the area takes base + token - 1 per defense token held; without damage=N, by WHO's weapon.
pool-summary-evade = Spends N defense tokens to move N metres out of an area weapon's blast; they are lost.
pool-summary-melee = A melee exchange: the defender dodges (their defense against your hits) or fights back (an opposed test); damage + 2 per point, or an effect instead.
pool-summary-lethality = A reduced-lethality check on its own: low reveals 2 tokens (lethal if both fail), high 1; care=N lowers the risk N steps.
pool-summary-opposed = An opposed Reaction roll for mutually blocking actions; without hits, each rolls Reaction d6, hits on 5-6.
pool-summary-damage = Checks N boxes on the physical (or stun) monitor directly, soak taken off first.
pool-summary-heal = Clears N boxes of the physical (or stun) monitor.
pool-name = Shadowrun combat pool
pool-title = Shadowrun combat pool (house rule)

## Options: refusals and accepted values (option KEY VALUE, fray rules)

pool-option-bad-value = option { $key }: expected { $expected }, found '{ $value }'
pool-option-or = or
pool-option-expect-number = a number from { $lo } to { $hi }
pool-option-expect-type-key = a key of letters, digits and dashes after 'pool-type.'
pool-option-expect-formula = 'stat+stat+stat | advantage text'
pool-option-expect-stat = a stat name
pool-option-bag-error = option bag: { $error }
pool-option-unknown = no option '{ $key }' (options: { $known })
pool-option-values-1-to-10 = 1 to 10
pool-option-values-1-to-99 = 1 to 99
pool-option-values-style = off | 0 to 99
pool-option-values-0-to-30 = 0 to 30
pool-option-values-stat = a stat
pool-option-values-pool-type = stat+stat+stat | advantage

## The token bag (option bag)

pool-bag-bad-weight = bad weight in '{ $word }' (1 to 100)
pool-bag-not-a-face = '{ $word }' is not a face like S5 or F2
pool-bag-needs-value = '{ $word }' needs a value like S5 or F2
pool-bag-empty = a bag needs at least one face
pool-bag-too-many = a bag has at most 100 faces
pool-option-key-pool-type = pool-type.KEY

## Counters (aim, advantage, spray), as the save names them

pool-counter-aim = aim
pool-counter-advantage = advantage
pool-counter-spray = spray

## Intentions and pending actions the rules write (the save keeps the English)

pool-said-total-defense = total defense
pool-said-changing-intention = changing intention (simple action)

## Dice given at the table (dice=table)

pool-roll-d6 = a d6 of the rolled pool
pool-roll-d6-give = d6=N,N,... (one value per die)
pool-roll-bag = a token drawn from the bag
pool-roll-bag-give = bag=S5,F2,... (one face per token)

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

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

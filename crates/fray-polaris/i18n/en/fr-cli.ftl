## Polaris's parse-error phrases (crates/fray-polaris/src/verbs/phrases.rs): what a verb expects, a part given twice.
frcli-pol-expected-skill = a skill, an attribute or a chance (e.g. firearms, 12)
frcli-pol-expected-skill-name = a skill or attribute name
frcli-pol-expected-test-part = a difficulty (e.g. hard, difficile, -5), a modifier (e.g. +2), secret or opposed
frcli-pol-expected-oppose-first-part = a difficulty, a modifier, secret, or vs and the other side
frcli-pol-expected-oppose-second-part = a difficulty, a modifier or secret
frcli-pol-expected-vs = vs and the other side (vs WHO WHAT)
frcli-pol-expected-target = the target's name
frcli-pol-expected-attack-part = a difficulty, a modifier, damage=N, at LOCATION, aim=N, with WEAPON, melee, charge, powerful, incapacitating, precise, bleeding, secret or vs WHAT (the defence, last)
frcli-pol-expected-location = a hit location (e.g. left-arm)
frcli-pol-expected-severity-or-damage = a severity or damage=N
frcli-pol-expected-wound-part = a location, a severity (e.g. serious), damage=N, bleeding or shock=N
frcli-pol-expected-severity = a severity (e.g. light, serious)
frcli-pol-expected-boxes = a number of boxes
frcli-pol-expected-outcome = success or failure
frcli-pol-expected-intent = what they intend to do
frcli-pol-expected-phase = a phase number
frcli-pol-expected-points = a number of initiative points
frcli-pol-expected-initiative = an initiative value
frcli-pol-expected-opponents = a number of opponents
frcli-pol-expected-chance = a chance (e.g. 12)
frcli-pol-part-difficulty = the difficulty
frcli-pol-part-damage = the damage
frcli-pol-part-location = the location
frcli-pol-part-technique = a technique (powerful, incapacitating or precise)
frcli-pol-part-shock = the shock malus
frcli-pol-part-harm = the severity (or damage=N)

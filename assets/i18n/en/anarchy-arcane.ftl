# Shadowrun: Anarchy, magic and Matrix (ANA-12 to ANA-20): refusals.
ana-refuse-technodrain-off = Technodrain is off: turn on the option technodrain to drain complex forms and sprites.
ana-refuse-amp-level = An Amp of level { $level } adds no drain dice: give a level from 1.
ana-refuse-marks-needed = { $n } marks: a target needs 1 to 3.
ana-refuse-server-vr = Servers can be entered only in VR.
ana-refuse-server-one = Only one server at a time: leave the current one first.
ana-refuse-server-marks = Not enough marks to enter: { $have } held, { $need } needed.
ana-refuse-method = The brute-force rule is on: declare brute-force or corruption (or cybercombat).
ana-refuse-rebooting = Rebooting: no matrix action for { $left } more Narration(s).
ana-refuse-not-sustained = Nobody sustains { $spell } there.
ana-refuse-no-server = Not in a server.
ana-refuse-arcane-option = Option { $key }: { $expected } expected, not “{ $value }”.
ana-option-drain = Drain: amp = complication dice by the table (ANA-14); any-complication = 1 stun box per complication on any magic test (ANA-OP-06).
ana-option-technodrain = Technodrain: complex forms drain as spells, compiling sprites as summoning (ANA-15).
ana-option-sprite-dice = Drain dice for compiling a sprite when no category is named: 1, 3 or 6 (ANA-OP-07).
ana-option-marks = Marks: a win with “mark” places one, servers need them (ANA-17).
ana-option-brute-force = Brute force and corruption: every Hacking test but cybercombat declares one (ANA-18).
ana-option-convergence = Convergence: a secret complication die on every Hacking test (ANA-19).

# Shadowrun: Anarchy, magic and Matrix (ANA-12 to ANA-20): refusals.
ana-refuse-technodrain-off = Technodrain is off: turn on the option technodrain to drain complex forms and sprites.
ana-refuse-amp-level = An Amp of level { $level } adds no drain dice: give a level from 1.
ana-refuse-marks-needed = { $n } marks: a target needs 1 to 3.
ana-refuse-server-vr = Servers can be entered only in VR.
ana-refuse-server-one = Only one server at a time: leave the current one first.
ana-refuse-server-marks = Not enough marks to enter: { $have } held, { $need } needed.
ana-refuse-method = The brute-force rule is on: declare brute-force or corruption (or cybercombat).
ana-refuse-rebooting = Rebooting: no matrix action for { $left } more Narration(s).

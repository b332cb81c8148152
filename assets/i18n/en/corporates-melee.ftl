# Corporates: special situations, melee and damage (COR-29 to COR-43), cor-melee's part.

## Refusals
cor-melee-refuse-confidence = { $spent } confidence points spent, { $left } left (COR-08).
cor-melee-refuse-with-needs-by = “with { $weapon }” needs “by ATTACKER”: whose weapon is it?
cor-melee-refuse-kind = Say what hit: “with WEAPON” (its kind) or “kind K” (COR-40).
cor-melee-refuse-no-weapon = { $who } has no “{ $weapon }”.
cor-melee-refuse-nothing-to-heal = { $who } has no { $track } level to recover.
cor-melee-refuse-nothing-to-repair = { $gear } needs no repair (COR-42).
cor-melee-refuse-draw-weapon = A draw-and-strike needs the weapon: “with W” (COR-31).
cor-melee-refuse-dodge-shot = { $who } can dodge a shot only at the start of the segment, or with a reflex coprocessor (COR-32).
cor-melee-refuse-not-engaged = { $who } is engaged with nobody (COR-33).
cor-melee-refuse-not-disengaging = { $who } is not disengaging (COR-33).
cor-melee-refuse-not-held = { $who } is not held at gunpoint (COR-29).
cor-melee-refuse-trip-weight = An Agility trip needs an attacker weighing more than half the defender (COR-36).
cor-melee-refuse-throw = { $who } is held at { $hold }: a throw needs a hold of 3 or more (COR-37).

## Options
cor-option-charge-defender = the defender’s bonus against a charge: +1 on foot and +3 mounted, or always 1 or 3 (COR-OP-16)
cor-option-charge-unit = the charge bonuses are flat points or dice (COR-OP-22)

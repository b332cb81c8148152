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

## What a verb expects
cor-melee-expected-charge = foot, mounted or both
cor-melee-expected-weapon = a weapon’s key
cor-melee-expected-gear = a piece of gear’s key
cor-melee-expected-kind = what hit: firearm, thrown, melee, hand, soft, blunt, hard-blunt, cutting, thrusting, bullet, explosion
cor-melee-expected-against = shot or blow
cor-melee-expected-track = wound or fatigue
cor-melee-expected-trip = agility or strength

## Verb summaries
cor-melee-summary-strike = A melee attack roll (a declared action) against the defense score or this segment’s dodge; a hit leaves its margin for hurt (COR-33 to COR-35, COR-38).
cor-melee-summary-hurt = Damage against soak: levels on the Wound and Fatigue tracks, critical damage at 3 levels, cyberware hit (COR-39 to COR-43).
cor-melee-summary-heal = Levels recovered on a track; wounds that last until then end (COR-41, COR-43).
cor-melee-summary-repair = A Cybernetics roll against the gear’s repair difficulty, or 15 for a protection level (COR-42).
cor-melee-summary-dodge = An undeclared dodge whose roll replaces the defense for the segment when higher; shots only at the segment’s start (COR-32).
cor-melee-summary-engage = Two characters engaged in melee: no firearm, defense from combat and dodge (COR-33).
cor-melee-summary-disengage = An undeclared dodge out of melee: a blow at +5 this turn re-engages, or the opponent follows (COR-33).
cor-melee-summary-follow = An opponent with no action follows a disengagement with a dodge roll of their own (COR-33).
cor-melee-summary-trip = An attack roll, then Agility or Strength opposed, +1d per 10 of margin: unbalanced, one or both fall (COR-36).
cor-melee-summary-grapple = An unarmed combat roll, then Strength against Strength: the hold is the held one’s dice malus (COR-37).
cor-melee-summary-throw = A held opponent at −3d or worse thrown: Strength + unarmed combat damage (COR-37).
cor-melee-summary-bullrush = A charging melee roll: damage with the charge bonus, unbalanced, fallen or thrown by the levels, applied 1 lighter (COR-38).
cor-melee-summary-draw = Draws an accessible weapon: an innate action (COR-31, COR-OP-13).
cor-melee-summary-draw-use = Draws to use at once: a declared double action with the location’s malus; then a snap shot or “strike … draw” (COR-31).
cor-melee-summary-gunpoint = Someone held at gunpoint by a captor (COR-29).
cor-melee-summary-break = A held character tries to act: stress + level against 15; first: a reaction roll to act before the captor (COR-29).
cor-melee-summary-duel = A second of staring (stress + firearms), or the duel broken: who shoots first (COR-30).

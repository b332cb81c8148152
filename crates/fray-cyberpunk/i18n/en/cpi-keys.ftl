# Cyberpunk: the system's own fight keys, their forms and the aim per target.

## The keys, as ? lists them

cpi-keys-key-initiative = Cyberpunk: roll or re-roll initiative
cpi-keys-key-actions = Cyberpunk: number of actions this round
cpi-keys-key-draw = Cyberpunk: change weapon (draw; stow or drop the other)
cpi-keys-key-chamber = Cyberpunk: re-chamber a manual-action weapon
cpi-keys-key-reload = Cyberpunk: reload
cpi-keys-key-unjam = Cyberpunk: clear a jam
cpi-keys-key-aim = Cyberpunk: aim a full round (at a target)
cpi-keys-key-sight = Cyberpunk: a target leaves sight (aims at it lost)
cpi-keys-key-run = Cyberpunk: run
cpi-keys-key-stance = Cyberpunk: crouch, go prone, stand up
cpi-keys-key-act = Cyberpunk: other action (melee, jump, vehicle…)
cpi-keys-key-support = Cyberpunk: support against recoil
cpi-keys-key-fumble = Cyberpunk: natural 1 rolled at the table
cpi-keys-key-save = Cyberpunk: stun or death save
cpi-keys-not-here = { $what }: not with interval initiative (delay with D, the ladder moves by itself) — { $help } lists the keys

## Forms

cpi-keys-form-initiative = Initiative
cpi-keys-form-reroll-costly = Re-roll initiative (costs this round’s first action)
cpi-keys-form-actions = Actions this round (initiative { $score }, at most { $most })
cpi-keys-actions-choice = { $n } at { $penalty } each
cpi-keys-actions-slots = { $choice } — slots { $at }
cpi-keys-form-delay-from = Delay the next action (now at { $at })
cpi-keys-form-draw = Change weapon
cpi-keys-form-chamber = Re-chamber
cpi-keys-form-reload = Reload
cpi-keys-form-unjam = Clear a jam
cpi-keys-form-aim = Aim a full round
cpi-keys-form-sight = Target leaves sight
cpi-keys-form-run = Run
cpi-keys-form-stance = Stance
cpi-keys-form-act = Other action
cpi-keys-form-support = Support against recoil
cpi-keys-form-fumble = Natural 1 at the table
cpi-keys-form-save = Save
cpi-keys-field-target = target
cpi-keys-field-boost = boost
cpi-keys-field-count = actions
cpi-keys-field-bullets = bullets
cpi-keys-field-other-weapon = the other
cpi-keys-field-actions = actions
cpi-keys-field-stance = stance
cpi-keys-field-activity = activity
cpi-keys-field-support = support
cpi-keys-field-save = save
cpi-keys-hint-target = none: only an aim with no target counts
cpi-keys-hint-boost = +N not on the sheet
cpi-keys-hint-bullets = auto: bullets wanted
cpi-keys-hint-skill = empty: the weapon’s skill on the sheet
cpi-keys-hint-stow = empty: dropped (1 action); stow: 2 actions
cpi-keys-hint-act-count = jump: extra actions; other: actions

## Keywords shown in the forms

cpi-keys-word-single = single
cpi-keys-word-burst = burst
cpi-keys-word-auto = auto
cpi-keys-word-stow = stow
cpi-keys-word-crouch = crouch
cpi-keys-word-prone = prone
cpi-keys-word-stand = stand
cpi-keys-word-melee = melee
cpi-keys-word-jump = jump
cpi-keys-word-vehicle = vehicle
cpi-keys-word-vehicle-fast = vehicle fast
cpi-keys-word-other = other
cpi-keys-word-stun = stun
cpi-keys-word-death = death
cpi-keys-word-none = none
cpi-keys-word-bipod = bipod
cpi-keys-word-anchored-bipod = anchored bipod
cpi-keys-word-tripod = tripod
cpi-keys-word-anchored-tripod = anchored tripod
cpi-keys-word-heavy-tripod = heavy tripod
cpi-keys-word-anchored-heavy-tripod = anchored heavy tripod

## Aim per target

cpi-keys-summary-unseen = TARGET leaves sight: every aim at it is lost.
cpi-keys-refuse-aim-self = { $who } cannot aim at themselves
cpi-keys-refuse-nobody-aims = nobody aims at { $target }
cpi-keys-log-aim-at = { $who } aims at { $target }: { $bonus } on the next shot at them
cpi-keys-log-aim-lost = { $who } loses the aim at { $target }
cpi-roll-damage = the damage dice
cpi-roll-damage-give = the values after the dice, with a colon: 2d6+3:N,N
cpi-keys-form-damage-hit = Damage: { $victim }, shot by { $attacker } ({ $weapon })
cpi-keys-field-damage = points or dice
cpi-keys-hint-damage = points after armour, or the weapon’s dice (Enter rolls them)
cpi-keys-action-next = next: declarer, actor, phase or round
cpi-keys-action-start-round = start the fight / next round (rolls initiative)
cpi-keys-action-round-forward = next round
cpi-keys-action-round-back = previous round
cpi-keys-action-go-to = go to a record, round or phase

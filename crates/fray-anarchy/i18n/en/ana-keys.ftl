# Shadowrun Anarchy: the system's own keys and their forms.

## The keys, as ? lists them

ana-keys-key-initiative = Anarchy: initiative (Anarchy points for bonus dice)
ana-keys-key-reroll = Anarchy: Chance re-roll of a test
ana-keys-key-spend = Anarchy: spend an Anarchy point
ana-keys-key-gm-spend = Anarchy: the GM spends from the GM's pool
ana-keys-key-interpose = Anarchy: interpose (take the hit for someone)
ana-keys-key-reorder = Anarchy: GM changes the players' order for one Turn
ana-keys-key-new-threat = Anarchy: New threat (a GM's point)
ana-keys-key-award = Anarchy: award Anarchy points
ana-keys-key-session = Anarchy: new session (points back to the start)
ana-keys-key-group = Anarchy: an NPC's group
ana-keys-key-sustain = Anarchy: sustain a spell, or stop
ana-keys-key-dispel = Anarchy: counterspell a sustained spell
ana-keys-key-counter = Anarchy: counterspell against a combat spell
ana-keys-key-cast = Anarchy: cast a spell (with drain)
ana-keys-key-summon = Anarchy: summon a spirit
ana-keys-key-compile = Anarchy: compile a sprite
ana-keys-key-form = Anarchy: complex form (with technodrain)
ana-keys-key-resist = Anarchy: targets resist a spell
ana-keys-key-hack = Anarchy: hack (brute force, corruption, marks)
ana-keys-key-marks = Anarchy: set marks on a target
ana-keys-key-server = Anarchy: enter or leave a server
ana-keys-key-vr = Anarchy: into or out of VR
ana-keys-key-ic = Anarchy: IC running on a server
ana-keys-key-range = Anarchy: range to a hacked target
ana-keys-key-convergence = Anarchy: check the convergence (surveillance score)
ana-keys-key-reboot = Anarchy: reboot (surveillance back to 0)
ana-keys-not-here = { $what }: not in a Narration order (an interruption is an Anarchy spend) — { $help } lists the keys

## Forms

ana-keys-form-attack = Attack (a test)
ana-keys-form-reroll = Chance re-roll (every die again)
ana-keys-form-initiative = Initiative
ana-keys-form-group = NPC group
ana-keys-form-spend = Spend an Anarchy point ({ $name } has { $points })
ana-keys-form-gm-spend = The GM spends from the GM's pool ({ $points } left)
ana-keys-form-new-threat = New threat
ana-keys-form-interpose = Interpose
ana-keys-form-reorder = Players' order for this Turn
ana-keys-form-award = Award Anarchy points
ana-keys-form-session = New session
ana-keys-confirm-session = New session: Chance and Anarchy points back to the start, the GM's pool to one per player?
ana-keys-form-sustain = Sustain a spell
ana-keys-form-dispel = Counterspell a sustained spell
ana-keys-form-counter = Counterspell against a combat spell
ana-keys-form-cast = Cast a spell
ana-keys-form-complex-form = Complex form
ana-keys-form-summon = Summon a spirit
ana-keys-form-compile = Compile a sprite
ana-keys-form-resist = Resist a spell
ana-keys-form-hack = Hack
ana-keys-form-marks = Marks
ana-keys-form-server = Server
ana-keys-form-vr = Virtual reality
ana-keys-form-ic = IC
ana-keys-form-range = Range
ana-keys-form-convergence = Convergence check
ana-keys-form-reboot = Reboot

## Fields

ana-keys-field-target = Target
ana-keys-field-threshold = Threshold
ana-keys-field-opposed = Opposing pool
ana-keys-field-glitch = Glitch die
ana-keys-field-chance = Chance point before
ana-keys-field-no-armor = Ignore Armor
ana-keys-field-anarchy = Anarchy points
ana-keys-field-group = Group
ana-keys-field-spend = Spend
ana-keys-field-first-aid = First aid on
ana-keys-field-defense = Defense pool
ana-keys-field-attack-hits = Attacker's successes
ana-keys-field-order = Order
ana-keys-field-points = Points
ana-keys-field-spell = Spell
ana-keys-field-stop = Stop sustaining
ana-keys-field-dice = Dice
ana-keys-field-sustainer-dice = Sustainer's dice
ana-keys-field-own-hits = Target's own successes
ana-keys-field-keep = Successes kept
ana-keys-field-spell-kind = Spell kind
ana-keys-field-complex-form = Complex form
ana-keys-field-amp = Amp
ana-keys-field-category = Category
ana-keys-field-defense-kind = Defense
ana-keys-field-targets = Targets
ana-keys-field-matrix-target = Target
ana-keys-field-difficulty = Difficulty
ana-keys-field-hack-kind = Action
ana-keys-field-noise = Noise
ana-keys-field-mark = Mark on a win
ana-keys-field-marks = Marks
ana-keys-field-server = Server
ana-keys-field-needs = Marks needed
ana-keys-field-leave = Leave the server
ana-keys-field-vr = VR
ana-keys-field-ic = IC
ana-keys-field-range = Range

## Hints

ana-keys-hint-anarchy = 1 point per bonus d6
ana-keys-hint-group = 0: none
ana-keys-hint-spend-target = first aid, take a risk
ana-keys-hint-first-aid = the track first aid heals
ana-keys-hint-order = reverse, random or the names in order
ana-keys-hint-dice = spell dice, when it rolls
ana-keys-hint-targets = names, space between
ana-keys-hint-difficulty = a number, trivial, easy or hard

## Choices

ana-keys-word-default = default
ana-keys-word-none = no
ana-keys-word-yes = yes
ana-keys-word-physical = physical
ana-keys-word-stun = stun
ana-keys-word-armor = Armor
ana-keys-word-well-disposed = well-disposed (+3 dice)
ana-keys-word-malfunction = malfunction (a device or spirit stops)
ana-keys-word-interruption = interruption (narrate now)
ana-keys-word-go = go (two Movements)
ana-keys-word-first-aid = first aid (1 box on another)
ana-keys-word-take-a-risk = take a risk (a glitch die on a roll)
ana-keys-word-riposte = riposte (act against the attacker)
ana-keys-word-new-threat = new threat
ana-keys-word-gm = GM
ana-keys-word-off = out of VR
ana-keys-word-on = in VR
ana-keys-word-combat = combat
ana-keys-word-effect = effect (sustained)
ana-keys-word-minor = minor
ana-keys-word-normal = normal
ana-keys-word-major = major
ana-keys-word-mental = mental
ana-keys-word-social = social
ana-keys-word-trivial = trivial
ana-keys-word-easy = easy
ana-keys-word-hard = hard
ana-keys-word-brute-force = brute force
ana-keys-word-corruption = corruption
ana-keys-word-cybercombat = cybercombat
ana-keys-word-short = short
ana-keys-word-intermediate = intermediate (−2 dice)
ana-keys-word-long = long (−4 dice)
ana-keys-word-best = the best
ana-keys-word-own = the target's
ana-keys-word-counterspeller = the counterspeller's
ana-keys-word-reverse = reversed
ana-keys-word-random = random
ana-keys-field-weapon = Weapon
ana-keys-field-by = By
ana-keys-hint-damage = the weapon's damage value plus the net hits

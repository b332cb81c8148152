# Corporates gear: weapons, protections and cyberware given by command (weapon, armour, cyber).

cor-gear-summary-weapon = Gives a weapon with its figures (range bands, snap-shot malus, aiming and burst bonuses, damage dice and bonus, rounds, melee attack and defense, where it is carried), or takes it away with remove.
cor-gear-summary-armour = Gives a protection whose levels are added to the soak, or takes it away with remove.
cor-gear-summary-cyber = Gives a piece of cyberware: a device the text names sits at its site, any other needs site=; or takes it away with remove.
cor-gear-expected-who = who carries it
cor-gear-expected-key = the piece's key
cor-gear-expected-name = a name
cor-gear-expected-weapon-part = name, remove, or kind=, damage=, bonus=, short=, medium=, long=, extreme=, snap=, aim=, burst=, rounds=, attack=, defense=, carried=
cor-gear-expected-armour-part = protection=N, name or remove
cor-gear-expected-cyber-part = name, remove, or device=, site=, level=, protection=, doses=
cor-gear-expected-kind = a weapon kind (pistol, rifle, smg, shotgun, heavy, soft, explosion, thrown, hand, blunt, hard-blunt, cutting, thrusting, firearm)
cor-gear-expected-carried = where it is carried (sling, belt, holster, pocket)
cor-gear-expected-device = a device (cyberarm, cyberleg, jumping-legs, speed-legs, coprocessor, injector, wired-reflexes, dermal-armour…)
cor-gear-expected-site = a site (growth, hand, arm, foot, leg, face, eye, connection, general, organ, power, other)
cor-gear-expected-protection = protection=N
cor-gear-refuse-key = A piece of gear needs a key made of letters or digits.
cor-gear-refuse-none = { $who } has no “{ $key }” to take away.
cor-gear-log-given = { $who } carries { $what }: { $figures }.
cor-gear-log-removed = { $who } no longer carries { $what }.
cor-gear-protections = Protections
cor-gear-doses = { $value ->
    [one] { $value } dose
   *[other] { $value } doses
}
cor-gear-class-pistol = pistol
cor-gear-class-rifle = rifle
cor-gear-class-smg = submachine gun
cor-gear-class-shotgun = shotgun
cor-gear-class-heavy = heavy weapon
cor-gear-device = { $device ->
    [growth] growth
    [cyberhand] cyberhand
    [cyberarm] cyberarm
    [cyberfoot] cyberfoot
    [cyberleg] cyberleg
    [jumping-legs] jumping cyberlegs
    [speed-legs] speed cyberlegs
    [cyberface] cyberface
    [cybereye] cybereye
    [cyberear] cyberear
    [interface] sensory interface
    [dermal-armour] dermal armour
    [wired-reflexes] wired reflexes
    [skin] skin
    [lungs] lungs
    [hormonal-generator] hormonal generator
    [power] power supply
    [coprocessor] reflex coprocessor
    [injector] injector
    [cyberrope] CyberRope
   *[other] { $device }
}
cor-gear-key-weapon = give or take away a weapon
cor-gear-key-armour = give or take away a protection
cor-gear-key-cyber = give or take away cyberware
cor-gear-form-weapon = Weapon
cor-gear-form-armour = Protection
cor-gear-form-cyber = Cyberware
cor-gear-field-key = Key
cor-gear-field-remove = Take away
cor-gear-field-name = Name
cor-gear-field-kind = Kind
cor-gear-field-damage = Damage dice
cor-gear-field-bonus = Damage bonus
cor-gear-field-short = Short range (m)
cor-gear-field-medium = Medium range (m)
cor-gear-field-long = Long range (m)
cor-gear-field-extreme = Extreme range (m)
cor-gear-field-snap = Snap-shot malus
cor-gear-field-aim = Aiming bonus
cor-gear-field-burst = Burst bonus
cor-gear-field-rounds = Rounds
cor-gear-field-attack = Melee attack
cor-gear-field-defense = Defense bonus
cor-gear-field-carried = Carried
cor-gear-field-protection = Protection
cor-gear-field-device = Device
cor-gear-field-site = Site
cor-gear-field-level = Level
cor-gear-field-doses = Doses
cor-gear-length = length { $value } cm

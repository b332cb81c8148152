# Corporates (COR): the segment grid pane and the sheet pane.

cor-grid-empty = Nobody in the fight yet: add combatants, then start.
cor-grid-announce = Announce, lowest roll first:
cor-grid-col-name = Name
cor-grid-col-reaction = R
cor-grid-col-declared = D
cor-grid-col-lost = ✗
cor-grid-col-undeclared = U
cor-grid-col-malus = malus
cor-grid-firepower = covering fire, firepower { $firepower }
cor-grid-lost = { $n ->
    [one] 1 action lost past segment 5
   *[other] { $n } actions lost past segment 5
}
cor-grid-term-declared = { $dice } declared
cor-grid-term-undeclared = { $dice } undeclared
cor-grid-term-unbalanced = { $dice } unbalanced
cor-grid-term-grappled = { $dice } held
cor-grid-terms = { $terms } = { $total }
cor-grid-no-malus = no dice malus
cor-grid-legend-scheduled = to come
cor-grid-legend-done = done
cor-grid-legend-instead = replaced
cor-grid-legend-lost = lost
cor-grid-legend-survival = survival
cor-grid-legend-long = long action
cor-grid-legend-covering = covering fire

cor-detail-reaction = reaction roll { $roll }
cor-detail-declared = { $n ->
    [one] 1 declared action
   *[other] { $n } declared actions
}
cor-detail-wound = Wound
cor-detail-fatigue = Fatigue
cor-detail-no-max = (no maximum)
cor-detail-ledger = Dice malus
cor-detail-confidence = Confidence
cor-detail-weapons = Weapons
cor-detail-cyberware = Cyberware
cor-detail-bands = ranges { $bands } m
cor-detail-damage = damage { $dice }d
cor-detail-damage-bonus = damage +{ $bonus }
cor-detail-snap = snap +{ $value }
cor-detail-aim = aim +{ $value }
cor-detail-burst = burst +{ $value }
cor-detail-defense = defense +{ $value }
cor-detail-attack = attack { $value }
cor-detail-rounds = { $value } rounds
cor-detail-protection = protection { $value }
cor-detail-level = level { $value }

cor-stat-agility = Agility
cor-stat-strength = Strength
cor-stat-perception = Perception
cor-stat-reaction = Reaction
cor-stat-stress = Stress
cor-stat-soak = Soak
cor-stat-endurance = Endurance
cor-stat-size = Size
cor-stat-confidence = Confidence
cor-skill-firearms = Firearms
cor-skill-combat = Combat
cor-skill-dodge = Dodge
cor-skill-athletics = Athletics
cor-skill-acrobatics = Acrobatics
cor-skill-body-feint = Body feint
cor-skill-vigilance = Vigilance
cor-skill-unarmed = Unarmed combat
cor-skill-care = Care
cor-skill-cybernetics = Cybernetics
cor-skill-wired-reflexes = Wired reflexes
cor-skill-speed-legs = Speed legs
cor-kind-firearm = firearm
cor-kind-thrown = thrown
cor-kind-melee = melee
cor-kind-hand = hand or foot
cor-kind-soft = soft
cor-kind-blunt = blunt
cor-kind-hard-blunt = hard blunt
cor-kind-cutting = cutting
cor-kind-thrusting = thrusting
cor-kind-bullet = bullet
cor-kind-explosion = explosion
cor-kind-armour = armour
cor-carried-sling = on a sling
cor-carried-belt = at the belt
cor-carried-holster = in a holster
cor-carried-pocket = in a pocket
cor-site-growth = growth
cor-site-hand = hand
cor-site-arm = arm
cor-site-foot = foot
cor-site-leg = leg
cor-site-face = face
cor-site-eye = eye or ear
cor-site-connection = connection
cor-site-general = general
cor-site-organ = internal organ
cor-site-power = power supply
cor-site-other = other
cor-status-ok = working
cor-status-cosmetic = cosmetic damage
cor-status-light = light malfunctions
cor-status-major = major malfunctions
cor-status-breakdown = broken down
cor-status-destroyed = destroyed

# The Anarchy order pane and sheet pane (branch ana-panes).
ana-order-title = { " " }Narration order{ " " }
ana-order-turn = Turn { $turn }
ana-order-before = Before the first Turn
ana-order-timing-combat = initiative each combat
ana-order-timing-turn = initiative each Turn
ana-order-gm-pool = GM: { $points } Anarchy
ana-order-gm-spent = Narration's point spent
ana-order-gm-free = Narration's point free
ana-order-empty = No Narration order yet: '{ $next }' starts the first Turn and rolls initiative.
ana-order-state-to-come = to come
ana-order-state-now = narrating now
ana-order-state-next = next
ana-order-state-done = done
ana-order-state-out = out
ana-order-moved = moved this Turn, back to place { $place } next Turn
ana-order-group = { $name } (group of { $n })
ana-order-parts = 2D6 { $dice } + { $attribute }
ana-order-bonus = + bonus { $dice }
ana-stat-str = STR
ana-stat-agi = AGI
ana-stat-wil = WIL
ana-stat-log = LOG
ana-stat-chance = Chance
ana-stat-armor = Armor
ana-pane-armor = Armor
ana-pane-physical = Physical
ana-pane-stun = Stun
ana-detail-initiative = Initiative { $score }
ana-detail-wounds = Wound modifier −{ $dice }
ana-detail-overflow = +{ $n } over
ana-detail-anarchy = Anarchy { $value }/{ $max }
ana-detail-chance = Chance { $value }/{ $max }
ana-detail-magic = Magic:
ana-detail-matrix = Matrix:
ana-detail-sustaining = sustaining { $spell }
ana-detail-marks = { $n ->
        [one] { $n } mark
       *[other] { $n } marks
    } on { $target }
ana-detail-server = in { $server }
ana-detail-vr = in VR
ana-detail-detected = detected by { $by }
ana-detail-range = { $target } at range { $modifier }
ana-detail-gm = GM only:
ana-detail-surveillance = surveillance { $points }/3
ana-detail-god = GOD is here
ana-detail-rebooting = rebooting, { $n ->
        [one] { $n } Narration
       *[other] { $n } Narrations
    } left
ana-order-legend-moved = ↕N: moved this Turn, back to place N next Turn
ana-attribute-agi = Agility
ana-attribute-str = Strength
ana-attribute-wil = Willpower
ana-attribute-log = Logic
ana-attribute-charisma = Charisma
ana-skill-firearms = Firearms
ana-skill-close-combat = Close combat
ana-skill-athletics = Athletics
ana-skill-conjuring = Conjuring
ana-skill-electronics = Electronics
ana-skill-hacking = Hacking
ana-skill-intimidation = Intimidation
ana-skill-perception = Perception
ana-skill-sorcery = Sorcery
ana-detail-skills = Skills:
ana-detail-weapons = Weapons:
ana-detail-damage = damage { $value }
ana-roster-points = Anarchy Chance
ana-roster-surveillance = surv. { $points }/{ $god }

# Le volet de l’ordre et le volet de la fiche d’Anarchy (branche ana-panes).
ana-order-title = { " " }Ordre de Narration{ " " }
ana-order-turn = Tour { $turn }
ana-order-before = Avant le premier Tour
ana-order-timing-combat = initiative à chaque combat
ana-order-timing-turn = initiative à chaque Tour
ana-order-gm-pool = MJ : { $points } Anarchy
ana-order-gm-spent = point dépensé
ana-order-gm-free = point libre
ana-order-empty = Pas encore d’ordre de Narration : « { $next } » lance le premier Tour et tire l’initiative.
ana-order-state-to-come = à venir
ana-order-state-now = narre maintenant
ana-order-state-next = suivant
ana-order-state-done = fait
ana-order-state-out = hors jeu
ana-order-moved = déplacé pour ce Tour, revient à la place { $place } au Tour suivant
ana-order-group = { $name } (groupe de { $n })
ana-order-parts = 2D6 { $dice } + { $attribute }
ana-order-bonus = + bonus { $dice }
ana-stat-str = FOR
ana-stat-agi = AGI
ana-stat-wil = VOL
ana-stat-log = LOG
ana-stat-chance = Chance
ana-stat-armor = Armure
ana-pane-armor = Armure
ana-pane-physical = Physique
ana-pane-stun = Étourdissement
ana-detail-initiative = Initiative { $score }
ana-detail-wounds = Modificateur de blessures −{ $dice }
ana-detail-overflow = +{ $n } en excès
ana-detail-anarchy = Anarchy { $value }/{ $max }
ana-detail-chance = Chance { $value }/{ $max }
ana-detail-magic = Magie :
ana-detail-matrix = Matrice :
ana-detail-sustaining = maintient { $spell }
ana-detail-marks = { $n ->
        [one] { $n } mark
       *[other] { $n } marks
    } sur { $target }
ana-detail-server = dans { $server }
ana-detail-vr = en RV
ana-detail-detected = détecté par { $by }
ana-detail-range = { $target } à portée { $modifier }
ana-detail-gm = MJ seul :
ana-detail-surveillance = surveillance { $points }/3
ana-detail-god = GOD intervient
ana-detail-rebooting = redémarrage, encore { $n ->
        [one] { $n } Narration
       *[other] { $n } Narrations
    }
ana-order-legend-moved = ↕N : déplacé pour ce Tour, revient à la place N au Tour suivant
ana-attribute-agi = Agilité
ana-attribute-str = Force
ana-attribute-wil = Volonté
ana-attribute-log = Logique
ana-attribute-charisma = Charisme
ana-skill-firearms = Armes à feu
ana-skill-close-combat = Combat rapproché
ana-skill-athletics = Athlétisme
ana-skill-conjuring = Conjuration
ana-skill-electronics = Électronique
ana-skill-hacking = Piratage
ana-skill-intimidation = Intimidation
ana-skill-perception = Perception
ana-skill-sorcery = Sorcellerie
ana-detail-skills = Compétences :
ana-detail-weapons = Armes :
ana-detail-damage = dommages { $value }
ana-roster-points = Anarchy Chance
ana-roster-surveillance = surv. { $points }/{ $god }

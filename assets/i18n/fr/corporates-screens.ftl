# Corporates (COR) : la grille des segments et la fiche.

cor-grid-empty = Personne dans le combat : ajoutez des combattants, puis commencez.
cor-grid-announce = Annonces, du plus faible jet au plus fort :
cor-grid-col-name = Nom
cor-grid-col-reaction = R
cor-grid-col-declared = D
cor-grid-col-lost = ✗
cor-grid-col-undeclared = ND
cor-grid-col-malus = malus
cor-grid-firepower = tir de couverture, puissance de feu { $firepower }
cor-grid-lost = { $n ->
    [one] 1 action perdue après le segment 5
   *[other] { $n } actions perdues après le segment 5
}
cor-grid-term-declared = { $dice } déclarées
cor-grid-term-undeclared = { $dice } non déclarées
cor-grid-term-unbalanced = { $dice } déséquilibre
cor-grid-term-grappled = { $dice } immobilisé
cor-grid-terms = { $terms } = { $total }
cor-grid-no-malus = aucun malus de dés
cor-grid-legend-scheduled = à venir
cor-grid-legend-done = faite
cor-grid-legend-instead = remplacée
cor-grid-legend-lost = perdue
cor-grid-legend-survival = mode Survie
cor-grid-legend-long = action longue
cor-grid-legend-covering = tir de couverture

cor-detail-reaction = jet de réaction { $roll }
cor-detail-declared = { $n ->
    [one] 1 action déclarée
   *[other] { $n } actions déclarées
}
cor-detail-wound = Blessure
cor-detail-fatigue = Fatigue
cor-detail-no-max = (sans maximum)
cor-detail-ledger = Malus de dés
cor-detail-confidence = Confiance
cor-detail-weapons = Armes
cor-detail-cyberware = Cybernétique
cor-detail-bands = portées { $bands } m
cor-detail-damage = dégâts { $dice }d
cor-detail-damage-bonus = dégâts +{ $bonus }
cor-detail-snap = jugé +{ $value }
cor-detail-aim = visée +{ $value }
cor-detail-burst = rafale +{ $value }
cor-detail-defense = défense +{ $value }
cor-detail-attack = attaque { $value }
cor-detail-rounds = { $value } coups
cor-detail-protection = protection { $value }
cor-detail-level = niveau { $value }

cor-stat-agility = Agilité
cor-stat-strength = Force
cor-stat-perception = Perception
cor-stat-reaction = Réaction
cor-stat-stress = Stress
cor-stat-soak = Encaissement
cor-stat-endurance = Endurance
cor-stat-size = Taille
cor-stat-confidence = Confiance
cor-skill-firearms = Armes à feu
cor-skill-combat = Combat
cor-skill-dodge = Esquive
cor-skill-athletics = Athlétisme
cor-skill-acrobatics = Acrobatie
cor-skill-body-feint = Feinte de corps
cor-skill-vigilance = Vigilance
cor-skill-unarmed = Combat à mains nues
cor-skill-care = Soins
cor-skill-cybernetics = Cybernétique
cor-skill-wired-reflexes = Réflexes câblés
cor-skill-speed-legs = Jambes de vitesse
cor-kind-firearm = arme à feu
cor-kind-thrown = arme de jet
cor-kind-melee = arme de contact
cor-kind-hand = poing ou pied
cor-kind-soft = arme souple
cor-kind-blunt = arme contondante
cor-kind-hard-blunt = arme contondante dure
cor-kind-cutting = arme de taille
cor-kind-thrusting = arme d’estoc
cor-kind-bullet = balle
cor-kind-explosion = explosion
cor-kind-armour = protection
cor-carried-sling = en bandoulière
cor-carried-belt = à la ceinture
cor-carried-holster = en holster
cor-carried-pocket = en poche
cor-site-growth = excroissance
cor-site-hand = main
cor-site-arm = bras
cor-site-foot = pied
cor-site-leg = jambe
cor-site-face = visage
cor-site-eye = œil ou oreille
cor-site-connection = connexion
cor-site-general = modification générale
cor-site-organ = organe interne
cor-site-power = alimentation
cor-site-other = autre
cor-status-ok = en état
cor-status-cosmetic = dégâts esthétiques
cor-status-light = dysfonctionnements légers
cor-status-major = dysfonctionnements majeurs
cor-status-breakdown = en panne
cor-status-destroyed = détruit

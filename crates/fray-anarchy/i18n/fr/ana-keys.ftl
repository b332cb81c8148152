# Shadowrun Anarchy : les touches propres au système et leurs formulaires.

## Les touches, comme ? les liste

ana-keys-key-initiative = Anarchy : initiative (points d’Anarchy pour des dés en plus)
ana-keys-key-reroll = Anarchy : relancer un test avec la Chance
ana-keys-key-spend = Anarchy : dépenser un point d’Anarchy
ana-keys-key-gm-spend = Anarchy : le MJ dépense de la réserve du MJ
ana-keys-key-interpose = Anarchy : s’interposer (prendre le coup pour quelqu’un)
ana-keys-key-reorder = Anarchy : le MJ change l’ordre des joueurs pour un Tour
ana-keys-key-new-threat = Anarchy : nouvelle menace (un point du MJ)
ana-keys-key-award = Anarchy : accorder des points d’Anarchy
ana-keys-key-session = Anarchy : nouvelle session (points remis au départ)
ana-keys-key-group = Anarchy : le groupe d’un PNJ
ana-keys-key-sustain = Anarchy : maintenir un sort, ou cesser
ana-keys-key-dispel = Anarchy : contresort contre un sort maintenu
ana-keys-key-counter = Anarchy : contresort contre un sort de combat
ana-keys-key-cast = Anarchy : lancer un sort (avec le drain)
ana-keys-key-summon = Anarchy : invoquer un esprit
ana-keys-key-compile = Anarchy : compiler un sprite
ana-keys-key-form = Anarchy : forme complexe (avec le drain)
ana-keys-key-resist = Anarchy : les cibles résistent à un sort
ana-keys-key-hack = Anarchy : pirater (force brute, corruption, marks)
ana-keys-key-marks = Anarchy : les marks sur une cible
ana-keys-key-server = Anarchy : entrer dans un serveur ou le quitter
ana-keys-key-vr = Anarchy : passer en RV ou en sortir
ana-keys-key-ic = Anarchy : les CI d’un serveur
ana-keys-key-range = Anarchy : la portée d’une cible piratée
ana-keys-key-convergence = Anarchy : vérifier la convergence (score de surveillance)
ana-keys-key-reboot = Anarchy : redémarrer (surveillance remise à 0)
ana-keys-not-here = { $what } : pas dans l’ordre des Narrations (une interruption est une dépense d’Anarchy) — { $help } liste les touches

## Formulaires

ana-keys-form-attack = Attaque (un test)
ana-keys-form-reroll = Relance avec la Chance (tous les dés)
ana-keys-form-initiative = Initiative
ana-keys-form-group = Groupe de PNJ
ana-keys-form-spend = Dépenser un point d’Anarchy ({ $name } en a { $points })
ana-keys-form-gm-spend = Le MJ dépense de sa réserve ({ $points ->
        [one] { $points } restant
       *[other] { $points } restants
    })
ana-keys-form-new-threat = Nouvelle menace
ana-keys-form-interpose = S’interposer
ana-keys-form-reorder = Ordre des joueurs pour ce Tour
ana-keys-form-award = Accorder des points d’Anarchy
ana-keys-form-session = Nouvelle session
ana-keys-confirm-session = Nouvelle session : points de Chance et d’Anarchy remis au départ, la réserve du MJ à un par joueur ?
ana-keys-form-sustain = Maintenir un sort
ana-keys-form-dispel = Contresort contre un sort maintenu
ana-keys-form-counter = Contresort contre un sort de combat
ana-keys-form-cast = Lancer un sort
ana-keys-form-complex-form = Forme complexe
ana-keys-form-summon = Invoquer un esprit
ana-keys-form-compile = Compiler un sprite
ana-keys-form-resist = Résister à un sort
ana-keys-form-hack = Piratage
ana-keys-form-marks = Marks
ana-keys-form-server = Serveur
ana-keys-form-vr = Réalité virtuelle
ana-keys-form-ic = CI
ana-keys-form-range = Portée
ana-keys-form-convergence = Vérifier la convergence
ana-keys-form-reboot = Redémarrer

## Champs

ana-keys-field-target = Cible
ana-keys-field-threshold = Seuil
ana-keys-field-opposed = Réserve opposée
ana-keys-field-glitch = Dé d’imprévu
ana-keys-field-chance = Point de Chance avant
ana-keys-field-no-armor = Sans l’Armure
ana-keys-field-anarchy = Points d’Anarchy
ana-keys-field-group = Groupe
ana-keys-field-spend = Dépense
ana-keys-field-first-aid = Premiers secours sur
ana-keys-field-defense = Réserve de défense
ana-keys-field-attack-hits = Succès de l’attaquant
ana-keys-field-order = Ordre
ana-keys-field-points = Points
ana-keys-field-spell = Sort
ana-keys-field-stop = Cesser de maintenir
ana-keys-field-dice = Dés
ana-keys-field-sustainer-dice = Dés de qui le maintient
ana-keys-field-own-hits = Succès propres de la cible
ana-keys-field-keep = Succès retenus
ana-keys-field-spell-kind = Type de sort
ana-keys-field-complex-form = Forme complexe
ana-keys-field-amp = Atout
ana-keys-field-category = Catégorie
ana-keys-field-defense-kind = Défense
ana-keys-field-targets = Cibles
ana-keys-field-matrix-target = Cible
ana-keys-field-difficulty = Difficulté
ana-keys-field-hack-kind = Action
ana-keys-field-noise = Bruit
ana-keys-field-mark = Mark en cas de succès
ana-keys-field-marks = Marks
ana-keys-field-server = Serveur
ana-keys-field-needs = Marks exigées
ana-keys-field-leave = Quitter le serveur
ana-keys-field-vr = RV
ana-keys-field-ic = CI
ana-keys-field-range = Portée

## Indications

ana-keys-hint-anarchy = 1 point par d6 en plus
ana-keys-hint-group = 0 : aucun
ana-keys-hint-spend-target = premiers secours, prise de risque
ana-keys-hint-first-aid = le moniteur que soignent les premiers secours
ana-keys-hint-order = inverse, hasard ou les noms dans l’ordre
ana-keys-hint-dice = dés du sort, s’il en lance
ana-keys-hint-targets = noms, séparés par une espace
ana-keys-hint-difficulty = un nombre, triviale, facile ou difficile

## Choix

ana-keys-word-default = par défaut
ana-keys-word-none = non
ana-keys-word-yes = oui
ana-keys-word-physical = physique
ana-keys-word-stun = étourdissement
ana-keys-word-armor = Armure
ana-keys-word-well-disposed = bien disposé (+3 dés)
ana-keys-word-malfunction = défaillance (un appareil ou un esprit s’arrête)
ana-keys-word-interruption = interruption (narrer maintenant)
ana-keys-word-go = fonce ! (deux Déplacements)
ana-keys-word-first-aid = premiers secours (1 case sur un autre)
ana-keys-word-take-a-risk = prise de risque (un dé d’imprévu sur un jet)
ana-keys-word-riposte = riposte (agir contre l’attaquant)
ana-keys-word-new-threat = nouvelle menace
ana-keys-word-gm = MJ
ana-keys-word-off = hors RV
ana-keys-word-on = en RV
ana-keys-word-combat = combat
ana-keys-word-effect = effet (maintenu)
ana-keys-word-minor = mineur
ana-keys-word-normal = normal
ana-keys-word-major = majeur
ana-keys-word-mental = mentale
ana-keys-word-social = sociale
ana-keys-word-trivial = triviale
ana-keys-word-easy = facile
ana-keys-word-hard = difficile
ana-keys-word-brute-force = force brute
ana-keys-word-corruption = corruption
ana-keys-word-cybercombat = cybercombat
ana-keys-word-short = courte
ana-keys-word-intermediate = intermédiaire (−2 dés)
ana-keys-word-long = longue (−4 dés)
ana-keys-word-best = les meilleurs
ana-keys-word-own = ceux de la cible
ana-keys-word-counterspeller = ceux du contresorceleur
ana-keys-word-reverse = inverse
ana-keys-word-random = hasard
ana-keys-field-weapon = Arme
ana-keys-field-by = Par
ana-keys-hint-damage = la valeur de dommages de l’arme plus les succès nets

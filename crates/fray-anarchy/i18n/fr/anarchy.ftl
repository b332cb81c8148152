# Shadowrun: Anarchy (ANA) : dés et refus.

## Dés de la table

ana-roll-pool = les dés du test
ana-roll-glitch = le dé d’imprévu
ana-roll-complication = un dé de complication
ana-roll-initiative = les 2D6 d’initiative
ana-roll-bonus = un dé bonus d’initiative (point d’Anarchy)

## Refus (ANA-04, ANA-05, ANA-07)

ana-refuse-count = Dépensez au moins un point.
ana-refuse-points = Pas assez de points : { $have } { $have ->
        [one] restant
       *[other] restants
    }, { $need } { $need ->
        [one] nécessaire
       *[other] nécessaires
    }.
ana-refuse-chance = Plus aucun point de Chance pour cette session.
ana-refuse-gm-only = Seul le MJ peut dépenser un point pour { $spend }.
ana-refuse-first-aid-self = Les premiers secours soignent un autre personnage, jamais soi-même.
ana-refuse-gm-on-pc = Le MJ ne dépense jamais d’Anarchy pour { $spend } directement pour ou contre un personnage joueur (sauf Prise de risque).
ana-refuse-gm-narration = Le MJ a déjà dépensé un point d’Anarchy dans cette Narration (un par Narration).
ana-refuse-option-value = option { $key } : attendu { $expected }, trouvé « { $value } »
ana-refuse-option-key = Pas d’option { $key } dans Shadowrun: Anarchy (fray rules sr-anarchy les liste).

## Le système

ana-title = Shadowrun: Anarchy

## Options (ANA-OP-01 à ANA-OP-08, ANA-08, ANA-14 à ANA-21)

ana-option-initiative-timing = initiative tirée au début de chaque Scène (la rencontre), de chaque combat ou de chaque Tour
ana-option-opposed-ties = une égalité dans un test opposé autre qu’une attaque n’a pas d’effet, ou profite à l’acteur (l’égalité d’une attaque touche toujours)
ana-option-anarchy-start = points d’Anarchy de chaque joueur en début de session
ana-option-anarchy-max = points d’Anarchy qu’un joueur peut avoir au plus
ana-option-gm-pool-start = la réserve du MJ en début de session : un point par joueur, ou un nombre
ana-option-chance-glitch = un point de Chance dépensé avant le jet fait aussi réussir le dé d’imprévu sur 4 (un exploit demande toujours 5-6)
ana-option-bonus-dice = les dés d’initiative achetés en Anarchy sont gardés jusqu’à la fin de la Scène, ou relancés à chaque nouveau jet
ana-option-group-monitors = chaque membre d’un groupe de PNJ a ses moniteurs, ou tous partagent ceux du premier
ana-option-drain = drain par les dés de complication de l’Atout, ou 1 case d’étourdissement par complication sur tout test de magie
ana-option-technodrain = les technomanciens subissent le drain (formes complexes comme sorts, sprites comme esprits)
ana-option-sprite-dice = dés de complication pour compiler un sprite mineur, normal, majeur
ana-option-tie-chance = égalités d’initiative départagées par l’attribut Chance, ou par les points de Chance restants
ana-option-marks = il faut des marks pour agir sur les objets de la Matrice
ana-option-brute-force = tout test de Piratage sauf le cybercombat se déclare en force brute ou en corruption
ana-option-convergence = un dé de complication secret à chaque action illégale dans la Matrice
ana-option-physical-base = cases d’un moniteur physique avant la moitié de la Force
ana-option-stun-base = cases d’un moniteur d’étourdissement avant la moitié de la Volonté
ana-option-wound-step = cases pleines par dé de modificateur de blessure sur chaque moniteur

## Verbes

ana-summary-test = Lance la réserve de d6, succès sur 5-6 (4-6 avec chance, un point de Chance dépensé), le modificateur de blessure retiré ; imprévu ajoute le dé d’imprévu, complications N les dés de complication ; cible CIBLE et avec ARME disent qui une attaque vise et avec quoi.
ana-expected-pool = les dés de la réserve
ana-expected-complications = un nombre de dés de complication

## Les écrans

ana-form-test = Test
ana-field-who = Qui
ana-field-pool = Réserve
ana-field-vs = Succès en défense
ana-field-complications = Dés de complication

## La fiche

ana-monitor-armor = Armure
ana-monitor-physical = physique
ana-monitor-stun = étourdissement
ana-down-unconscious = inconscient
ana-down-out-of-action = hors de combat

## Le journal

ana-log-test = { $who } lance : { $roll }
ana-log-reroll = { $who } dépense un point de Chance et relance tous les dés : { $roll }
ana-log-dice = { $dice } ({ $hits ->
    [one] { $hits } succès
   *[other] { $hits } succès
})
ana-log-chance-before = point de Chance : succès sur 4-6
ana-log-glitch-die = dé d’imprévu { $die }
ana-log-complication-dice = dés de complication { $dice }
ana-log-complications = { $n ->
    [one] { $n } complication
   *[other] { $n } complications
}
ana-log-exploit = exploit
ana-log-with-wounds = { $line } ({ $n ->
    [one] { $n } dé
   *[other] { $n } dés
} de moins pour les blessures)
ana-log-outcome = { $line } : { $outcome }
ana-log-attack-hits = touche contre { $n } succès en défense
ana-log-attack-misses = manque contre { $n } succès en défense
ana-log-opposed-wins = l’emporte contre { $n } succès
ana-log-opposed-tie = égalité à { $n } succès : sans effet
ana-log-opposed-loses = échoue contre { $n } succès
ana-log-threshold-met = seuil { $n } atteint
ana-log-threshold-missed = seuil { $n } manqué
ana-log-gm = le MJ
ana-log-spend = { $who } dépense { $points ->
    [one] { $points } point d’Anarchy
   *[other] { $points } points d’Anarchy
} pour { $spend }
ana-log-spend-on = { $who } dépense { $points ->
    [one] { $points } point d’Anarchy
   *[other] { $points } points d’Anarchy
} pour { $spend } sur { $on }
ana-log-interpose = { $who } s’interpose pour { $for_whom } contre { $attacker ->
    [one] { $attacker } succès
   *[other] { $attacker } succès
} : { $roll } ; { $result }
ana-log-interposer-hit = { $who } encaisse l’attaque
ana-log-nobody-hit = personne n’est touché
ana-log-initiative = Initiative de { $who } : 2D6 { $dice } + { $attribute } = { $total }
ana-log-initiative-bonus = Initiative de { $who } : 2D6 { $dice } + { $attribute } + dés bonus { $bonus } = { $total }

## Dépenses (ANA-05, ANA-07)

ana-spend-well-disposed = Bien disposé
ana-spend-malfunction = Défaillance
ana-spend-interruption = Interruption
ana-spend-go = Fonce !
ana-spend-first-aid = Premiers secours
ana-spend-take-a-risk = Prise de risque
ana-spend-riposte = Riposte
ana-spend-interpose = S’interposer
ana-spend-initiative = des dés d’initiative
ana-spend-change-order = un nouvel ordre de Narration
ana-spend-new-threat = Nouvelle menace
ana-summary-initiative = Lance l’initiative de QUI, 2D6 + max(AGI, LOG), plus 1D6 par point d’Anarchy dépensé, gardés pour la Scène.
ana-expected-points = un nombre de points d’Anarchy
ana-roll-order = le d6 d’un joueur pour l’ordre tiré au hasard par le MJ
ana-summary-reroll = Dépense un point de Chance sur le résultat : tous les dés du test relancés, dé d’imprévu compris ; relance suivi de la ligne de n’importe quel test (lance-sort, pirate, s-interpose…) relance ce test.
ana-summary-spend = Dépense un point d’Anarchy : bien-disposé, défaillance, interruption, fonce, premiers-secours, prise-de-risque, riposte, nouvelle-menace ; le point d’un PNJ est celui du MJ.
ana-summary-interpose = QUI dépense un point d’Anarchy pour prendre l’attaque destinée à CIBLE : sa défense contre les N succès de l’attaquant, l’égalité à l’attaquant.
ana-summary-reorder = Le point d’Anarchy du MJ, au début d’un Tour : l’ordre de Narration de tout le Tour inversé, au hasard (un d6 chacun) ou tel que donné ; en ne nommant que les joueurs, ils échangent leurs places.
ana-summary-session = Une nouvelle session : points de Chance rendus à l’attribut, points d’Anarchy au départ, réserve du MJ à un par joueur.
ana-summary-award = Le MJ donne N points d’Anarchy à un joueur (dans la limite du maximum) ou à sa propre réserve.
ana-summary-damage = N cases : l’Armure d’abord (sauf sans-armure), puis le moniteur ; l’étourdissement au-delà d’un moniteur plein passe au physique ; par ATTAQUANT et avec ARME disent d’où ils viennent.
ana-summary-heal = Efface N cases d’un moniteur, physique par défaut.
ana-expected-track = armure, physique ou étourdissement
ana-expected-spend = une dépense (bien-disposé, défaillance, interruption, fonce, premiers-secours, prise-de-risque, riposte, nouvelle-menace)
ana-expected-order = inverse, hasard ou les noms des joueurs
ana-refuse-turn-under-way = Le Tour { $turn } est en cours : « { $next } » passe à la Narration suivante.
ana-refuse-fight-over = Le combat est terminé.
ana-refuse-no-combatants = Ajoutez des combattants avant de commencer.
ana-refuse-nothing-to-heal = { $who } n’a aucune case à effacer là.
ana-refuse-spend-verb = Cette dépense a sa propre commande : « { $verb } ».
ana-refuse-spend-target = Dites sur qui : « { $on } CIBLE ».
ana-refuse-no-turn = Seulement pendant un Tour.
ana-refuse-already-acted = Sa Narration de ce Tour est déjà prise.
ana-refuse-npc-points = Un PNJ n’a pas de points d’Anarchy : la réserve du MJ paie (« { $award } N »).
ana-refuse-reorder-players = Nommez chacun de ceux qui ont une Narration ce Tour, ou seulement ses joueurs, une fois chacun.
ana-refuse-interpose-self = Un personnage ne peut pas s’interposer pour lui-même.
ana-log-reorder = L’ordre de ce Tour : { $order }
ana-log-reorder-random = L’ordre de ce Tour, tiré au hasard ({ $dice }) : { $order }
ana-log-award = { $who } reçoit { $points ->
    [one] { $points } point d’Anarchy
   *[other] { $points } points d’Anarchy
}
ana-log-award-gm = la réserve du MJ reçoit { $points ->
    [one] { $points } point d’Anarchy
   *[other] { $points } points d’Anarchy
}
ana-log-damage = { $who } subit { $n ->
        [one] { $n } case
       *[other] { $n } cases
    } de dommages { $kind ->
        [stun] étourdissants
       *[other] physiques
    } : { $parts }
ana-log-boxes-armor = { $n } sur l’Armure
ana-log-boxes-stun = { $n } en étourdissement
ana-log-boxes-physical = { $n } en physique
ana-log-no-armor = { $line } (Armure ignorée)
ana-log-now = { $line } ; désormais { $state }
ana-log-session-players = une nouvelle session : points de Chance et d’Anarchy rendus
ana-log-gm-pool = réserve du MJ : { $points ->
    [one] { $points } point d’Anarchy
   *[other] { $points } points d’Anarchy
}
ana-form-damage = Dégâts
ana-form-heal = Soins
ana-field-boxes = Cases
ana-field-kind = Étourdissement (sinon physique)
ana-field-track = Moniteur (physique sauf Armure ou étourdissement)

ana-summary-shift = Une règle qui change l’ordre pour un Tour (Chamboulement, Paralysie…) : la Narration de QUI est déplacée parmi celles à venir, sans dépenser de point.
ana-expected-place = premier, dernier ou après un nom
ana-refuse-no-narration = { $who } n’a pas de Narration dans ce Tour.
ana-refuse-shift-self = Une Narration ne peut pas passer après elle-même.
ana-log-shift-first = { $who } fait la prochaine Narration, pour ce Tour seulement
ana-log-shift-last = { $who } fait la dernière Narration, pour ce Tour seulement
ana-log-shift-after = { $who } fait sa Narration après { $other }, pour ce Tour seulement

ana-log-turn-begins = Début du Tour { $turn }
ana-log-turn-over = toutes les Narrations du Tour sont faites
ana-log-narration = Narration de { $who } ({ $nth } sur { $count })

ana-show-title = { $name } ({ $system }) - Tour { $turn } - { $step }
ana-show-narration = Narration { $nth } sur { $count }
ana-show-narrating = en Narration
ana-show-done = faite
ana-show-order = NARRATIONS
ana-show-gm-pool = Réserve du MJ
ana-show-gm-spent = dépensée dans cette Narration
ana-show-line = init { $init }  dés de blessure { $wounds }
ana-show-anarchy = Anarchy
ana-show-chance = Chance
ana-show-surveillance = surveillance (MJ)
ana-show-overflow = +{ $n } en excès

ana-export-turns-line = - Tours : { $rounds }
ana-export-turn = ## Tour { $round }
ana-export-narrations = ### Narrations (dans l’ordre d’initiative)
ana-export-turn-end = ### Fin du Tour
ana-export-narration = #### Narration : { $name }
ana-export-standing-narrations = Tour { $round }, Narrations en cours
ana-export-standing-turn-end = Tour { $round }, toutes les Narrations faites

ana-form-shift = Déplacer une Narration pour ce Tour (Chamboulement, Paralysie…)
ana-field-place = Narration
ana-keys-word-first = la prochaine
ana-keys-word-last = la dernière
ana-keys-word-after = après { $name }
ana-status-turn = Tour { $turn }
ana-pool-asked = demandés
ana-pool-wounds = dés de blessure
ana-expected-weapon = une arme (sa clé sur la fiche)
ana-log-test-at = { $who } attaque { $target } : { $roll }
ana-log-armed = { $who } ({ $weapon })
ana-log-damage-by = { $line } (par { $by })
ana-log-damage-by-with = { $line } (par { $by }, { $weapon })
ana-refuse-reroll-test = Seul un test se relance : relance teste, s-interpose, contresort, lance-sort, invoque, compiler, forme, résiste ou pirate, puis ses mots.
ana-log-rerolled = { $who } dépense un point de Chance sur le résultat : tous les dés du test sont relancés
ana-log-healed = { $who } récupère { $boxes ->
        [one] { $boxes } case
       *[other] { $boxes } cases
    } { $track }
ana-refuse-reorder-turn-start = Le changement d’ordre du MJ vaut pour tout un Tour : au début du Tour, avant que rien ne soit joué dans sa première Narration (« { $start } », puis « { $reorder } »).
ana-refuse-well-disposed-other = Bien disposé ajoute 3 dés à son propre jet : c’est le joueur de { $who } qui le dépense pour { $who }.
ana-refuse-risk-npc = Prise de risque ajoute un dé d’imprévu à son jet ou à celui d’un autre joueur, pas à celui de { $who }.
ana-give-pool = réserve= puis chaque dé tel qu’il est tombé, une valeur par dé (réserve=6,5,1)
ana-give-glitch = imprévu= puis le dé d’imprévu (imprévu=1)
ana-give-complication = complication= puis chaque dé de complication (complication=1,4)
ana-field-pool-dice = { $n ->
        [one] un dé
       *[other] { $n } dés
    } pour une Réserve de { $pool } ({ $terms })
ana-field-pool-dice-plain = { $n ->
        [one] un dé
       *[other] { $n } dés
    } pour une Réserve de { $pool }
ana-refuse-gm-narration-dice = Au milieu d’une Narration, les dés d’initiative du MJ comptent dans le point de la Narration (un par Narration) : un dé au plus.

## La réserve d’un test par ses parts, et les succès au-delà de l’opposition

ana-log-pool = { $line } ; réserve : { $pool }
ana-log-pool-dice = { $n ->
        [one] { $n } dé
       *[other] { $n } dés
    }
ana-log-pool-terms = { $terms } = { $n ->
        [one] { $n } dé
       *[other] { $n } dés
    }
ana-log-excess = { $outcome } ({ $n ->
        [one] { $n } succès excédentaire
       *[other] { $n } succès excédentaires
    })
ana-show-skills = compétences : { $skills }
ana-show-weapons = armes : { $weapons }
ana-show-weapon = { $weapon } ({ $damage })
ana-give-opposed = opposition= puis chaque dé de l’opposition (opposition=5,2)
ana-give-drain = drain= puis chaque dé de complication du drain (drain=1,4)
ana-give-defense = défense= puis chaque dé de défense (défense=6,3)
ana-give-convergence = convergence= puis le dé de convergence (convergence=4)
ana-give-order = ordre= puis le d6 de chaque joueur, dans l’ordre de leurs places (ordre=4,2)
ana-log-healed-armor = d’Armure
ana-log-healed-physical = de dommages physiques
ana-log-healed-stun = de dommages étourdissants
ana-log-initiative-agility = { $n } (Agilité)
ana-log-initiative-logic = { $n } (Logique)
ana-log-reroll-at = { $who } dépense un point de Chance et relance tous les dés de son attaque contre { $target } : { $roll }
ana-option-rest-physical = cases physiques qu’un jour de repos soigne (tout : tout le moniteur)
ana-option-rest-stun = cases étourdissantes qu’un jour de repos soigne (tout : tout le moniteur)
ana-option-rest-armor = cases d’Armure qu’un jour de repos rend (tout : toute la piste)
ana-summary-rest = Entre les combats, dans une campagne : une nouvelle séance (points de Chance rendus à l’attribut, points d’Anarchy au départ) ou N jours de repos qui soignent des cases, pour tout le monde ou QUI seul.
ana-expected-rest = séance ou jours
ana-expected-days = un nombre de jours (1 à 365)
ana-refuse-rest-in-fight = Le repos vient entre les combats : reposez-vous dans la campagne, une fois le combat repris par « { $sync } ».
ana-refuse-rest-no-points = { $who } n’a ni points de Chance ni points d’Anarchy : une nouvelle séance rend ceux d’un joueur.
ana-log-rest-session-all = une nouvelle séance pour tout le monde : points de Chance et d’Anarchy rendus
ana-log-rest-session = une nouvelle séance pour { $who } : points de Chance et d’Anarchy rendus
ana-log-rest-days-all = tout le monde se repose { $days ->
        [one] un jour
       *[other] { $days } jours
    }
ana-log-rest-days = { $who } se repose { $days ->
        [one] un jour
       *[other] { $days } jours
    }

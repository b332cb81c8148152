# Corporates (COR) : le branchement et la famille du temps (COR-01 à COR-12) : titre, états,
# verbes, refus, journal, statut.

cor-title = Corporates
cor-order-title = Segments

cor-cond-crouched = accroupi
cor-cond-prone = à terre
cor-cond-fallen = tombé
cor-cond-combat-move = déplacement de combat
cor-cond-engaged = engagé
cor-cond-gunpoint = tenu en joue
cor-cond-covering = tir de couverture
cor-cond-aim = vise
cor-cond-duel = duel
cor-cond-preparing = se prépare
cor-cond-dodge = esquive
cor-cond-startled = pris au dépourvu
cor-cond-no-reaction = sans réaction
cor-cond-loses-actions = perd des actions
cor-cond-stunned = sonné
cor-cond-unconscious = inconscient
cor-cond-dead = mort
cor-cond-bleeding = hémorragie
cor-cond-hand-unusable = main inutilisable
cor-cond-arm-unusable = bras inutilisable
cor-cond-leg-unusable = jambe inutilisable
cor-cond-foot-unusable = pied inutilisable
cor-cond-leg-wound = blessure à la jambe
cor-cond-long = action longue
cor-cond-survival = mode Survie
cor-cond-unbalanced = déséquilibré
cor-cond-grappled = agrippé
cor-cond-incapacitated = hors de combat

cor-expected-declared = un nombre d’actions déclarées (0 à 5)
cor-expected-dice = un nombre de dés
cor-expected-key = une caractéristique ou une compétence de la fiche
cor-expected-label = ce qu’est l’action
cor-expected-points = un nombre de points
cor-expected-segments = un nombre de segments (1 à 5)
cor-expected-surprise = le malus de surprise sur le jet de réaction (1 à 30)

cor-summary-declare = WHO annonce N actions déclarées (0 à 5) dans l’ordre des jets de réaction, le plus bas d’abord ; force : hors de cet ordre.
cor-summary-act = L’action déclarée prévue dans ce segment (instead : une action non déclarée à sa place) ; lance les dés nommés moins le malus de dés.
cor-summary-quick = Une action non déclarée maintenant (un sprint, une esquive) : −1d à toutes les actions suivantes du tour.
cor-summary-innate = Une action innée (perception, déplacement lent) : aucun malus de dés, le malus du MJ en points.
cor-summary-long = Une action longue débute dans ce segment ; seuls un début de tour ou le mode Survie l’interrompent.
cor-summary-delay = Retarde l’action déclarée suivante et toutes les autres de N segments (1 par défaut) ; au-delà du segment 5 elles sont perdues.
cor-summary-startle = Un jet de réaction à un évènement soudain : la marge d’échec est un malus à l’action suivante ; freeze : un échec de 10 ou plus, aucune réaction sur le segment.
cor-summary-survival = Le mode Survie : jet de réaction difficulté 15 ; dès ce segment sur une réussite, au suivant sur un échec ; une action à chaque segment, −4d déclarées.
cor-summary-priority = Qui organise ce segment entre deux camps ayant des actions déclarées : les jets de réaction du tour, de nouveaux avec `relance` quand l’ordre compte, 5 d’écart l’emportent.
cor-summary-confidence = Les points de confiance restant à WHO, ceux de la fiche sans N.

cor-refuse-turn-under-way = Le tour { $turn } est en cours : `suivant` avance, `début` commence le tour suivant une fois celui-ci fini.
cor-refuse-fight-over = Le combat est terminé.
cor-refuse-no-combatants = Personne n’est encore dans le combat : ajoutez d’abord les combattants.
cor-refuse-still-declaring = Les nombres d’actions déclarées sont en cours d’annonce : { $who } annonce ensuite (`annonce { $who } N`).
cor-refuse-not-declaring = Les actions déclarées s’annoncent en début de tour (`début`), avant le segment 1.
cor-refuse-declared-already = { $who } a déjà annoncé ses actions déclarées de ce tour ; seul le mode Survie les augmente.
cor-refuse-not-your-turn = { $first } annonce avant { $who } (le jet de réaction le plus bas d’abord) ; ajoutez `forcée` pour annoncer hors de l’ordre.
cor-refuse-stunned = { $who } est dans l’état sonné et ne peut annoncer aucune action déclarée (0 seulement).
cor-refuse-no-one = Ce combattant n’existe pas.
cor-refuse-cannot-act = { $who } ne peut pas agir : { $condition }.
cor-refuse-frozen = { $who } n’a aucune réaction sur ce segment ; `retire-état { $who } sans-réaction` si le MJ en décide autrement.
cor-refuse-busy-long = { $who } est pris par une action longue : seuls un début de tour ou le mode Survie l’interrompent ; les actions innées restent possibles.
cor-refuse-long-already = { $who } a déjà une action longue en cours.
cor-refuse-not-in-segment = Les actions se font pendant les segments d’un tour : `début`, puis les annonces.
cor-refuse-none-due = { $who } n’a pas d’action déclarée prévue au segment { $segment } ; la suivante est au segment { $next } (`non-déclarée` pour une action non déclarée maintenant).
cor-refuse-none-left = { $who } n’a plus d’action déclarée ce tour (segment { $segment }) ; `non-déclarée` pour une action non déclarée.
cor-refuse-confidence = Il reste à { $who } { $left } { $left ->
    [one] point
   *[other] points
  } de confiance, pas { $asked }.
cor-refuse-confidence-max = La fiche de { $who } permet au plus { $max } points de confiance.
cor-refuse-confidence-sheet = La fiche de { $who } ne donne pas de points de confiance : dites combien (`confiance { $who } N`).
cor-refuse-no-key = La fiche de { $who } n’a ni caractéristique ni compétence « { $key } ».
cor-refuse-survival-already = { $who } est déjà en mode Survie.
cor-refuse-priority-same = La priorité se joue entre deux combattants différents, un de chaque camp.
cor-refuse-surprise-side = Le combattant surpris doit être l’un des deux qui jouent la priorité.

cor-log-roll = { $dice }{ $bonus } = { $total }
cor-log-reacted = Jet de réaction de { $who }{ $segment ->
    [0] {""}
   *[other] { " " }au segment { $segment }
  } : { $roll }
cor-log-declared = { $who } annonce { $count } { $count ->
    [one] action déclarée
   *[other] actions déclarées
  }{ $count ->
    [0] {""}
    [one] { " " }(segment { $segments })
   *[other] { " " }(segments { $segments })
  }{ $malus ->
    [0] {""}
   *[other]  : −{ $malus }d à toutes ses actions du tour
  }
cor-log-forced = (hors de l’ordre des annonces, sur décision du MJ)
cor-log-delayed = { $who } retarde l’action déclarée suivante de { $by } { $by ->
    [one] segment
   *[other] segments
  }{ $lost ->
    [0] {""}
   *[other]  : { $lost } { $lost ->
        [one] perdue
       *[other] perdues
      } au-delà du segment 5
  }
cor-log-kind = { $kind ->
    [declared] action déclarée
    [undeclared] action non déclarée
    [substitute] action non déclarée à la place d’une déclarée
    [innate] action innée
   *[other] action longue
  }
cor-log-acted = { $who }, segment { $segment } : { $kind }{ $what }
cor-log-malus-term = −{ $n }d { $term ->
    [declared] déclarées
    [undeclared] non déclarées
    [double] action double
   *[other] situation
  }
cor-log-no-malus = aucun malus
cor-log-dice-left = { $malus } → { $dice }d
cor-log-double = action double
cor-log-confidence = { $n } { $n ->
    [one] point
   *[other] points
  } de confiance { $n ->
    [one] utilisé
   *[other] utilisés
  }
cor-log-startled-used = −{ $n } de surprise
cor-log-gm-malus = −{ $n } (malus du MJ)
cor-log-success = contre { $difficulty } : réussite de { $margin }
cor-log-failure = contre { $difficulty } : échec de { $margin }
cor-log-startled = { $who } réagit à un évènement soudain : { $roll } contre { $difficulty }{ $malus ->
    [0]  : aucun malus
   *[other]  : −{ $malus } à l’action suivante{ $freeze ->
        [0] {""}
       *[other] ; le MJ peut décider qu’il n’y a aucune réaction sur ce segment
      }
  }
cor-log-survival = { $who } passe en mode Survie : { $roll } contre { $difficulty }, { $success ->
    [0] échec
   *[other] réussite
  } : dès le segment { $segment } du tour { $turn }, une action à chaque segment, −4d déclarées
cor-log-long = { $who } commence une action longue au segment { $segment } : { $what }
cor-log-led = Segment { $segment } : { $who } l’organise
cor-log-simultaneous = Segment { $segment } : ni { $first } ni { $second } ne l’emporte de 5 ; les actions sont simultanées
cor-log-turn-begins = Le tour { $turn } commence : chacun fait son jet de réaction
cor-log-announcements = Annonce des actions déclarées, le jet de réaction le plus bas d’abord
cor-log-announces-next = { $who } annonce ensuite
cor-log-turn-over = Le tour { $turn } est terminé
cor-log-segment = Le segment { $segment } commence.
cor-log-organises = Actions déclarées d’un seul camp : { $side ->
    [pcs] le camp des joueurs
    [enemies] le camp adverse
   *[other] les neutres
  } organise le segment.
cor-log-both-sides = Actions déclarées des deux camps : `priorité A B` décide qui l’organise.
cor-log-not-taken = L’action déclarée de { $who } au segment { $segment } n’a pas été faite : perdue

cor-status-turn = Tour { $turn }
cor-status-setup = avant le combat
cor-status-announcements = annonces
cor-status-announcing = { $who } annonce
cor-status-segment = Segment { $segment } sur { $of }
cor-status-turn-over = tour terminé
cor-status-ended = combat terminé

cor-field-who = qui
cor-field-count = combien
cor-field-what = quoi
cor-field-dice = dés
cor-field-bonus = bonus
cor-field-vs = difficulté
cor-form-declare = Actions déclarées
cor-form-act = Action

cor-show-line = réaction { $reaction }  déclarées { $declared }  malus −{ $malus }d
cor-show-segments = segments : { $marks }
cor-show-survival = mode Survie dès le segment { $segment }

cor-export-turns-line = - Tours : { $rounds }
cor-export-turn = ## Tour { $round }
cor-export-segments = ### Segments
cor-export-turn-end = ### Fin du tour
cor-export-action = #### Segment { $phase } : { $name }
cor-export-standing-at = Tour { $round }, segment { $phase }
cor-export-standing-segments = Tour { $round }, segments en cours
cor-export-standing-turn-end = Tour { $round }, tous les segments faits

cor-log-acted-players = { $who } agit au segment { $segment }
cor-log-survival-players = { $who } passe en mode Survie
cor-show-counter = { $name ->
    [confidence] points de confiance
    [undeclared] actions non déclarées
    [wound] Blessure
    [fatigue] Fatigue
    [cover-rate] balles par segment
    [cover-from] couverture dès le segment
    [cover-to] couverture jusqu’au segment
    [speed] vitesse (cm/s)
   *[other] { $name }
  }
cor-log-lost-at-once =  ; { $n ->
    [one] la première est perdue
   *[other] les { $n } premières sont perdues
  } (perd des actions)

# Un état dans sa propre phrase : le tir de couverture de qui, engagé contre qui, et le
# niveau de Blessure où un membre blessé redevient utilisable.
cor-cond-exposed-to-firepower = exposé au tir de couverture de { $target } (puissance de feu { $value })
cor-cond-exposed-to = exposé au tir de couverture de { $target }
cor-cond-engaged-with = engagé contre { $target }
cor-cond-until-recovered = { $condition } (le temps de récupérer { $value ->
    [0] tous les niveaux de Blessure
   *[other] les niveaux de Blessure au-delà de { $value }
  })

# Shadowrun: Anarchy, magie et Matrice (ANA-12 à ANA-20) : refus.
ana-refuse-technodrain-off = Le technodrain est désactivé : activez l’option technodrain pour le drain des formes complexes et des sprites.
ana-refuse-amp-level = Un Atout de niveau { $level } n’ajoute aucun dé de drain : donnez un niveau à partir de 1.
ana-refuse-marks-needed = { $n ->
        [one] { $n } mark
       *[other] { $n } marks
    } : une cible en demande de 1 à 3.
ana-refuse-server-vr = On n’accède aux serveurs qu’en RV.
ana-refuse-server-one = Un seul serveur à la fois : quittez d’abord celui où vous êtes.
ana-refuse-server-marks = Pas assez de marks pour entrer : { $have } { $have ->
        [one] détenue
       *[other] détenues
    }, { $need } { $need ->
        [one] nécessaire
       *[other] nécessaires
    }.
ana-refuse-method = La règle de force brute est active : déclarez force brute ou corruption (ou cybercombat).
ana-refuse-rebooting = Reboot en cours : aucune action matricielle pendant encore { $left } { $left ->
        [one] Narration
       *[other] Narrations
    }.
ana-refuse-not-sustained = Personne ne maintient { $spell } ici.
ana-refuse-no-server = Pas dans un serveur.
ana-arc-expected-spell = le nom d’un sort
ana-arc-expected-with = meilleur, propres ou contresorceleur
ana-arc-expected-kind = combat ou effet
ana-arc-expected-category = mineur, normal ou majeur
ana-arc-expected-effect = physique, mentale ou social
ana-arc-expected-against = un nombre de dés, triviale, facile ou difficile
ana-arc-expected-method = force-brute, corruption ou cybercombat
ana-arc-expected-on-off = marche ou arrêt
ana-arc-expected-range = courte, intermédiaire ou longue
ana-arc-rolled = { $dice } { $hits } { $hits ->
        [one] succès
       *[other] succès
    }
ana-arc-what-combat = sort de combat { $spell } (Atout { $amp })
ana-arc-what-effect = sort d’effet { $spell } (Atout { $amp }), maintenu
ana-arc-what-form = forme complexe { $spell } (Atout { $amp })
ana-arc-what-summon = invoque un esprit { $category }
ana-arc-what-compile = compile un sprite { $category }
ana-arc-effect-physical = physique
ana-arc-effect-mental = mental
ana-arc-effect-social = social
ana-arc-with-best = les meilleurs succès
ana-arc-with-own = ses propres succès
ana-arc-with-counterspeller = les succès du contresort
ana-arc-method-brute-force = {" "}par force brute
ana-arc-method-corruption = {" "}par corruption
ana-arc-method-cybercombat = {" "}en cybercombat
ana-arc-dispel = { $who } contre { $spell }, maintenu par { $sustainer } : { $roll } contre { $against } : { $outcome }
ana-arc-dispelled = dissipé
ana-arc-holds = le sort tient
ana-arc-counter = { $who } fait un contresort en faveur de { $target } : { $roll } ; { $target } avait { $own } et résiste avec { $with }, { $resists }, et subit quand même le reste
ana-arc-drain = { $who } : { $what }{ $test } ; drain { $drain } : { $boxes } { $boxes ->
        [one] case étourdissante
       *[other] cases étourdissantes
    }, sans Armure
ana-arc-resist = Sort d’effet { $effect } de { $who } : { $roll } ; { $each }
ana-arc-affected = { $who } { $roll } : affecté
ana-arc-resisted = { $who } { $roll } : résiste
ana-arc-hack = { $who } hacke { $target }{ $method } : { $roll } contre { $against } : { $outcome }{ $marks }
ana-arc-hack-success = succès
ana-arc-hack-failed = échec
ana-arc-hack-stunned = force brute ratée, { $boxes } { $boxes ->
        [one] case étourdissante
       *[other] cases étourdissantes
    }
ana-arc-hack-detected = corruption ratée, { $target } détecte le hacker
ana-arc-marks = , { $marks } { $marks ->
        [one] mark détenue
       *[other] marks détenues
    }
ana-arc-convergence = { $who } : dé de convergence secret { $die }, { $points } { $points ->
        [one] point
       *[other] points
    } de surveillance (MJ seulement)
ana-arc-god = Le DIEU intervient : ses G-men entrent dans la Matrice et les forces de l’ordre locales sont prévenues
ana-arc-checked = { $who } consacre sa Narration à vérifier son score de surveillance : { $points }
ana-arc-reboot = { $who } reboote : aucune action matricielle pendant 3 Narrations, puis surveillance à 0
ana-roll-opposed = les dés de l’opposition (celui qui maintient le sort, l’objet matriciel)
ana-roll-drain = les dés de complication du drain
ana-roll-defense = les dés de défense d’une cible contre un sort d’effet
ana-roll-convergence = le dé de convergence secret
ana-summary-sustain = QUI commence (ou avec arrêt cesse) à maintenir SORT, qu’un contresort peut dissiper.
ana-summary-counterspell = Dissipe un sort d’effet maintenu sur une victoire, ou s’interpose contre un sort de combat pour 1 point d’Anarchy : la cible résiste avec les meilleurs succès et subit quand même le reste.
ana-summary-cast = Un sort et son drain : autant de dés de complication que le niveau de l’Atout, 1 case étourdissante par 1 sans Armure ; un sort d’effet ne lance que ceux-là et est maintenu.
ana-summary-summon = Invoque un esprit : N dés plus 1, 3 ou 6 dés de drain.
ana-summary-compile = Compile un sprite, technodrain activé : les dés de drain de la catégorie selon l’option dés-sprite, normal si aucune n’est nommée.
ana-summary-form = Une forme complexe, technodrain activé : draine comme un sort.
ana-summary-resist = Un seul jet de Sorcellerie de N dés contre la défense de chaque cible : FOR, LOG ou CHA + VOL.
ana-summary-hack = Un test de Hacking moins les dés de la portée : un succès peut placer une mark ; la force brute ratée étourdit, la corruption ratée est détectée ; un dé de convergence secret.
ana-summary-marks = Fixe les marks de QUI sur CIBLE, de 0 à 3.
ana-summary-server = Entre dans un serveur : en RV seulement, avec assez de marks, un seul à la fois ; ou le quitte.
ana-summary-vr = QUI passe en RV (ou en sort).
ana-summary-ic = Les CI qui tournent sur SERVEUR.
ana-summary-range = La portée d’une cible hackée : 0, −2 ou −4 dés à tout test de Hacking contre elle.
ana-summary-convergence = QUI consacre sa Narration à vérifier son score de surveillance.
ana-summary-reboot = Surveillance à 0 ; aucune action matricielle pendant 3 Narrations.
ana-refuse-cast-dice = Un sort de combat est un test : donnez sa réserve (« { $dice } N », Sorcellerie + Volonté).
ana-cond-sustaining = maintient
ana-cond-marks = marks
ana-cond-range = portée
ana-cond-detected = détecté
ana-cond-vr = RV
ana-cond-server = serveur
ana-cond-rebooting = reboot en cours
ana-arc-rolled-extras = { $roll } ({ $extras })
ana-arc-ic-may-load =  ; le serveur peut charger des CI supplémentaires
ana-arc-rebooting = { $who } reboote : { $left ->
        [0] terminé, surveillance à 0
        [one] encore 1 Narration sans action matricielle
       *[other] encore { $left } Narrations sans action matricielle
    }
ana-arc-magic-drain = { $who } subit le drain : { $boxes ->
        [one] { $boxes } case
       *[other] { $boxes } cases
    } d’étourdissement pour les complications d’un test de magie, en ignorant l’Armure
ana-arc-hack-terms = { $line } ; réserve : { $pool } ; opposition : { $against }
ana-arc-noise-term = bruit
ana-arc-opposition-level = { $dice } ({ $level })
ana-arc-with-bought = { $line } ({ $n ->
    [one] { $n } dé
   *[other] { $n } dés
} de plus de Bien disposé)

# Actions simultanées (POL-28) et ce que calculent les règles de Polaris.

## Transcript (polaris/transcript/narrate.rs, players.rs)
pol-held-wound = { $who } : blessure { $severity } { $location ->
        [head] à la tête
        [body] au corps
        [right-arm] au bras droit
        [left-arm] au bras gauche
        [right-leg] à la jambe droite
        [left-leg] à la jambe gauche
       *[other] ({ $location })
    } en attente : simultanée avec { $partners }, elle porte quand ils auront agi
pol-held-released = actions simultanées terminées : les blessures en attente portent
pol-held-wound-players = { $who } encaisse un coup : la blessure porte une fois les actions simultanées terminées

## Mêlée, armes et armures (polaris/attack.rs, techniques.rs, arms.rs, verbes)
frcli-pol-expected-weapon = la clé d’une arme (p. ex. dague)
frcli-pol-expected-defence-part = une difficulté, un modificateur ou secret (la défense vient en dernier)
frcli-pol-part-weapon = l’arme (avec CLÉ)
frcli-pol-part-aim = le malus de visée (visée=N)
pol-refuse-defence-melee = un jet de défense (contre) est pour le contact : ajoutez mêlée, ou attaquez avec une arme de contact
pol-refuse-aim-location = visée=N est le malus pour viser une localisation : ajoutez à LOCALISATION
pol-refuse-no-weapon = { $who } n’a pas d’arme « { $key } » (armes : { $known })
pol-refuse-no-weapons = { $who } ne porte pas d’arme « { $key } » : donnez-en une avec arme QUI CLÉ dommages=DÉS
pol-refuse-technique-untrained = { $who } ne peut pas utiliser { $technique } : il faut Arts martiaux (Techniques offensives) sur la fiche (« utilisation libre : impossible »)
pol-refuse-technique-one-per-round = { $who } utilise déjà { $technique } ce tour-ci : une seule Technique par tour
pol-refuse-technique-initiative = { $who } doit avoir l’Initiative sur { $target } pour une Technique offensive
pol-option-desc-bare-hands = un Défenseur qui l’emporte contre un attaquant à mains nues peut le blesser (optionnel ; non par défaut)
words-pol-powerful-strike = Frappe puissante
words-pol-incapacitating-strike = Frappe incapacitante
words-pol-precise-strike = Frappe précise
words-pol-distance-closed = distance cassée
pol-refuse-weapon-damage = les dommages de l’arme sont des dés en notation, p. ex. dommages=1d6+2 ({ $error })
pol-refuse-weapon-values = l’allonge va de 0 à 99 et les mains valent 1 ou 2
pol-refuse-armour-value = la protection d’une localisation va de 0 à 99
pol-refuse-gear-key = l’arme ou l’armure doit avoir une clé, p. ex. dague
pol-refuse-no-gear = { $who } n’a rien qui s’appelle { $key } à retirer
pol-summary-weapon = Donne une arme (dés de dommages, contact ou distance, allonge, mains, compétence), ou la retire avec aucune.
pol-summary-armour = Donne une armure avec sa protection par localisation (un gilet : corps=6), ou la retire avec aucune.
frcli-pol-expected-weapon-part = nom TEXTE, dommages=DÉS, mêlée, distance, allonge=N, mains=1|2, compétence=COMPÉTENCE ou aucune
frcli-pol-expected-armour-part = LOCALISATION=N (p. ex. corps=6), nom TEXTE ou aucune
pol-field-weapon = Arme
pol-hint-weapon = vide : l’arme de la compétence, ou le jet
pol-field-aim = Visée
pol-hint-aim = malus pour viser la localisation, p. ex. -5
pol-field-defence = Défense
pol-hint-defence = contact : compétence de la cible, en opposition
frcli-pol-part-harder = la difficulté supplémentaire (plus-difficile=N)
words-pol-combination = Enchaînement
words-pol-two-weapon-fighting = Combat à deux armes
pol-refuse-combination-count = un Enchaînement, c’est 2 ou 3 Attaques
pol-refuse-combination-phases = donnez au plus une phase par Attaque supplémentaire
pol-summary-combination = Enchaînement : 2 ou 3 Attaques ce tour-ci avec les malus du livre (+0/-3, ou -3/-5/-7) ; les marqueurs supplémentaires aux phases données, sinon à celle de l’action principale.
frcli-pol-expected-attacks = le nombre d’Attaques (2 ou 3)
pol-detail-weapons = Armes
pol-detail-armour = Armures
pol-detail-melee = contact
pol-detail-reach = allonge { $reach }
pol-detail-armour-piece = { $name } : { $cover }
pol-field-two-weapons = Deux armes
pol-field-harder = Plus difficile
pol-hint-harder = degrés de difficulté supplémentaires

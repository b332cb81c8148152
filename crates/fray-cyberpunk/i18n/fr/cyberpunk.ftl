# Cyberpunk, initiative par intervalles (CPI) : narration, refus et options.

## Niveaux de blessure (CPI-18)

cpi-level-light = Légère
cpi-level-serious = Sérieuse
cpi-level-critical = Critique
cpi-level-mortal = Mortelle { $n }
cpi-level-beyond = au-delà de la piste de blessures

## Termes d’un jet

cpi-term-actions = actions
cpi-term-aim = visée
cpi-term-running = course
cpi-term-recoil = recul
cpi-term-hurried = précipitation
cpi-term-modifier = modificateur
cpi-term-skill = compétence
cpi-term-accuracy = précision
cpi-term-boost = bonus

## Ce à quoi servent les actions (CPI-06)

cpi-on-melee = à un mouvement de corps à corps
cpi-on-jump = à sauter un obstacle
cpi-on-vehicle = à monter dans un véhicule ou en sortir
cpi-on-vehicle-fast = à monter dans un véhicule ou en sortir en hâte (−3 à l’action suivante)
cpi-on-vehicle-double = à monter dans un véhicule ou en sortir en hâte (l’action suivante prend deux fois son temps)
cpi-on-other = à une autre action
cpi-on-draw = à changer d’arme (l’autre est jetée)
cpi-on-draw-empty = à prendre une arme en main
cpi-on-stow = à changer d’arme en rangeant l’autre
cpi-on-crouch = à s’accroupir
cpi-on-prone = à s’allonger
cpi-on-stand = à se relever
cpi-on-chamber = à réalimenter le canon
cpi-on-reload = à recharger
cpi-on-unjam = à désenrayer
cpi-on-aim = à viser pendant le round
cpi-on-run = à courir

## Narration

cpi-log-initiative = { $who } tire l’initiative : { $score } (d10 { $die }{ $terms })
cpi-log-initiative-costly =  ; c’est une relance : la première action du round est perdue
cpi-log-actions = { $who } prend { $n ->
    [one] { $n } action
   *[other] { $n } actions
} à { $slots }, { $malus } chacune
cpi-log-delay = { $who } diffère à { $to }{ $lost ->
    [0] {""}
    [one] , 1 action perdue
   *[other] , { $lost } actions perdues
} ; pénalité désormais { $malus }
cpi-log-spent = { $who } passe { $n ->
    [one] { $n } action
   *[other] { $n } actions
} { $on }
cpi-log-shot = { $who } tire avec { $weapon }{ $how } : { $n ->
    [one] { $n } balle
   *[other] { $n } balles
}, { $check }
cpi-log-burst-varied = {" "}(voulues : { $wanted })
cpi-log-shot-coarse = { $who } tire avec { $weapon } : { $n ->
    [one] { $n } balle
   *[other] { $n } balles
}{ $outcome }
cpi-log-coarse-hit = , touché
cpi-log-coarse-miss = , raté
cpi-log-check = { $who } fait un test : { $check }
cpi-log-check-roll = d10 { $die }{ $terms } = { $total }
cpi-log-success = {" "}contre { $difficulty } : réussite
cpi-log-failure = {" "}contre { $difficulty } : échec
cpi-log-fumble-confirmed = 1 naturel, d10 de confirmation { $die } ≥ compétence { $skill } : échec critique
cpi-log-fumble-plain = 1 naturel, d10 de confirmation { $die } < compétence { $skill } : simple échec
cpi-log-jammed =  ; { $die } − { $reliability } ≤ 0
cpi-log-not-jammed =  ; { $die } − { $reliability } > 0 : pas d’enrayage
cpi-log-natural-one = { $who } : { $fumble }
cpi-log-ran = { $who } court { $metres } m
cpi-log-stun-saved = { $who } réussit son jet contre l’étourdissement (d10 { $die } ≤ { $target })
cpi-log-stun-failed = { $who } rate son jet contre l’étourdissement (d10 { $die } > { $target })
cpi-log-death-saved = { $who } réussit son jet contre la mort (d10 { $die } ≤ { $target })
cpi-log-death-failed = { $who } rate son jet contre la mort (d10 { $die } > { $target })
cpi-log-choose-actions = chacun choisit son nombre d’actions
cpi-log-acts = { $who } agit à { $at } ({ $nth ->
    [1] 1re action
   *[other] { $nth }e action
})
cpi-log-slot-lost = { $who } perd une action (sous 1)
cpi-log-tie = { $who } tire { $die } pour départager une égalité
cpi-log-weapon = { $who } porte { $weapon }
cpi-log-weapon-gone = { $who } ne porte plus { $weapon }
cpi-log-flag-jammed = l’arme { $weapon } de { $who } est enrayée
cpi-log-flag-unchambered = l’arme { $weapon } de { $who } doit être réalimentée
cpi-log-flag-unloaded = l’arme { $weapon } de { $who } doit être rechargée
cpi-log-flag-in-hand = { $who } prend { $weapon } en main
cpi-log-flag-dropped = { $who } jette { $weapon }

## Refus

cpi-refuse-option-value = option { $key } : attendu { $expected }, trouvé « { $value } »
cpi-refuse-option-unknown = pas d’option « { $key } » (options : { $known })
cpi-refuse-fight-over = le combat est terminé
cpi-refuse-no-combatants = pas encore de combattants : ajoutez-en d’abord
cpi-refuse-round-under-way = le round { $round } est en cours : « suivant » avance
cpi-refuse-before-actions = seulement avant les actions du round (en préparation ou pendant le choix des actions)
cpi-refuse-no-initiative = { $who } n’a pas encore d’initiative : « jet-initiative { $who } » la tire
cpi-refuse-too-many-actions = l’initiative { $score } de { $who } permet de 1 à { $most ->
        [one] { $most } action
       *[other] { $most } actions
    }
cpi-refuse-no-slot = { $who } n’a plus d’action ce round
cpi-refuse-delay-lower = { $who } agit à { $at } : on ne diffère qu’à un score plus bas, au moins 1
cpi-refuse-actions-left = il reste à { $who } { $left ->
        [one] { $left } action
       *[other] { $left } actions
    } ce round, il en faut { $cost }
cpi-refuse-no-weapon = { $who } n’a pas cette arme (armes : { $known })
cpi-refuse-already-in-hand = { $who } tient déjà { $weapon }
cpi-refuse-nothing-to-fix = l’arme { $weapon } de { $who } n’en a pas besoin
cpi-refuse-aim-full-round = { $who } doit viser un round entier : aucune action dépensée ce round
cpi-refuse-weapon-key = une arme a besoin d’une clé faite de lettres, chiffres et tirets
cpi-refuse-no-support = { $who } n’utilise pas de support
cpi-refuse-jammed = l’arme { $weapon } de { $who } est enrayée : « desenraye » d’abord
cpi-refuse-unchambered = le canon de { $weapon } ({ $who }) est vide : « realimente » d’abord
cpi-refuse-unloaded = l’arme { $weapon } de { $who } n’est pas chargée : « recharge » d’abord
cpi-refuse-dropped = { $who } a jeté { $weapon } : « degaine » la reprend
cpi-refuse-no-auto = l’arme { $weapon } de { $who } ne tire qu’au coup par coup
cpi-refuse-rof = il reste { $left ->
        [one] { $left } balle
       *[other] { $left } balles
    } sur la cadence { $rof } de l’arme { $weapon } de { $who } ce round
cpi-refuse-ammo = l’arme { $weapon } de { $who } n’a plus de munitions : « recharge »
cpi-refuse-full-round = { $who } a déjà agi ce round : une rafale de toute la cadence prend tout le round
cpi-refuse-melee-weapon = l’arme { $weapon } de { $who } est une arme de corps à corps : « agit { $who } mêlée »
cpi-refuse-dead = { $who } ne vit plus
cpi-refuse-not-mortal = { $who } n’est pas à un niveau de blessure mortelle

## Options (fray rules cyberpunk-interval)

cpi-option-initiative = le jet d’initiative, d10 plus des valeurs de la feuille (par défaut d10+ref+combat-sense ; REF après blessures)
cpi-option-initiative-timing = initiative tirée à chaque round, ou une fois par combat (une relance coûte alors la première action)
cpi-option-tie = une nouvelle égalité au d10 est relancée (relance, par défaut) ou laissée (garde)
cpi-option-action-penalty = la pénalité par action supplémentaire (par défaut 3 : −3 × (n − 1))
cpi-option-delay-penalty = quand un report fait perdre des actions, la pénalité des actions restantes est recalculée (par défaut) ou gardée
cpi-option-reload-actions = actions pour recharger quand l’arme ne le dit pas (par défaut 1)
cpi-option-burst-variation = ±20 % sur les balles tirées en rafale sans superarme (par défaut non)
cpi-option-aim-reset = la visée est perdue à toute autre action (par défaut) ou seulement au tir
cpi-option-con-min-modifiers = les modificateurs de CON min s’additionnent (le texte, par défaut) ou se multiplient
cpi-option-support = un support compte s’il dépasse la CON du tireur (max, par défaut) ou la remplace ; une CON diminuée par une maladie, une drogue ou une blessure : état QUI con-diminuée N
cpi-option-facd-penalty = la pénalité de recul vaut le Fac-D (par défaut), sa moitié, ou rien
cpi-option-jam = une arme peut s’enrayer à chaque 1 naturel (par défaut) ou seulement sur un échec critique confirmé
cpi-option-con-min-rounding = CON min arrondie au supérieur (par défaut), au plus proche, ou à l’inférieur
cpi-option-rof3 = la cadence 3 prend le facteur semi-automatique ×1 (par défaut) ou ×1,75
cpi-option-running-malus = la pénalité aux tirs en courant (par défaut 5)
cpi-option-level-boxes = points par niveau de blessure, 10 niveaux (par défaut 4 : une piste de 40 points)
cpi-option-wound-effects = les niveaux de blessure baissent REF, INT et COOL (oui, par défaut) ou non
cpi-option-stun-save = le jet contre l’étourdissement est tiré avec les dégâts (auto, par défaut) ou saisi à la main (saisi)

## Erreurs de lecture

cpi-expected-count = un nombre d’actions (1 à 10)
cpi-expected-score = un score
cpi-expected-weapon = une arme
cpi-expected-weapon-name = le nom de l’arme
cpi-expected-weapon-part = clé=valeur, nom TEXTE ou superarme
cpi-expected-mode = coup-par-coup, rafale ou auto N
cpi-expected-bullets = un nombre de balles
cpi-expected-stance = accroupi, couché ou debout
cpi-expected-activity = mêlée, saut, véhicule ou autre N
cpi-expected-support = un support (bipied, trépied…) ou aucun
cpi-expected-skill-level = le niveau de compétence
cpi-expected-points = un nombre de points
cpi-expected-save = étourdissement ou mort
cpi-expected-stat = une caractéristique
cpi-expected-shot-part = compétence=N, contre=N ou mod=N
cpi-expected-check-part = contre=N ou mod=N
cpi-part-term = ce terme

## Formulaires

cpi-form-shoot = Tirer
cpi-form-check = Test
cpi-form-damage = Dégâts
cpi-form-heal = Soins
cpi-form-delay = Différer l’action suivante
cpi-field-who = qui
cpi-field-weapon = arme
cpi-field-mode = mode
cpi-field-difficulty = difficulté
cpi-field-modifier = modificateur
cpi-field-stat = caractéristique
cpi-field-skill = compétence
cpi-field-points = points
cpi-field-score = au score

## Résumés des commandes

cpi-summary-initiative = Tire (ou relance) l’initiative de QUI, 1D10 + REF + Sens du Combat + N.
cpi-summary-actions = QUI prend N actions ce round, à I, I−10…, chacune à −3 × (N−1).
cpi-summary-delay = L’action suivante de QUI descend à SCORE, les suivantes 10 plus bas ; sous 1 elles sont perdues.
cpi-summary-weapon = Donne une arme à QUI : dégâts=4D6 cadence=N fiabilité=peu-fiable|standard|très-fiable action=semi|manuel|coup-par-coup|auto mains=une|deux|crosse munitions=N…
cpi-summary-draw = Change d’arme : 1 action, l’autre est jetée, ou 2 actions pour la ranger.
cpi-summary-shoot = Tire : 1 action (une rafale de toute la cadence prend le round), le test, un 1 naturel confirmé, l’enrayage.
cpi-summary-chamber = Réalimente une arme à mode manuel : 1 action.
cpi-summary-reload = Recharge : les actions de rechargement=N de l’arme, sinon l’option actions-recharge.
cpi-summary-unjam = Désenraye une arme : 1 action.
cpi-summary-aim = Un round entier à viser CIBLE : +1 au prochain tir sur elle, +3 au plus ; sans CIBLE, au prochain tir quel qu’il soit.
cpi-summary-run = Court N actions (1), MOUV × 3 / n mètres chacune (n : les actions qui restent ce round) ; ce qui se fait en courant le dit : tire … en-courant (−5), recharge … en-courant (deux fois plus d’actions).
cpi-summary-stance = S’accroupit, s’allonge ou se relève : 1 action.
cpi-summary-act = Dépense des actions : mêlée 1, saut 1 (+N), véhicule 2 (rapide : 1 et −3 à l’action suivante ; rapide double : 1 et l’action suivante prend deux fois son temps), autre N ; en courant : deux fois plus d’actions.
cpi-summary-support = Le support d’où tire QUI, une CON pour le recul ; une CON diminuée par une maladie, une drogue ou une blessure : état QUI con-diminuée N.
cpi-summary-check = Tire 1D10 + CARAC + COMPÉTENCE, pénalité d’actions comprise ; un 1 naturel est confirmé.
cpi-summary-fumble = Un 1 naturel tiré à la table : le d10 de confirmation contre la COMPÉTENCE, et l’enrayage.
cpi-summary-damage = N points sur la piste de 40 points (après armure), ou des dés lancés pour les donner (degats vic 2d6+3, les valeurs de la table après le deux-points : 2d6+3:4,5), puis le jet contre l’étourdissement.
cpi-summary-heal = Efface N points de la piste de blessures.
cpi-summary-save = Jet contre l’étourdissement (1D10 ≤ CON + modificateur du niveau) ou contre la mort (≤ CON − niveau mortel).

## fray show

cpi-show-choosing = choix des actions
cpi-show-slot = action { $k }/{ $n }
cpi-show-line = init { $init }  REF { $reflexes }  { $level }

## Actions à leur place (CPI-04, CPI-06, CPI-11)

cpi-refuse-acted-at = { $who } a déjà agi à { $at } ; son action suivante est à { $next }
cpi-refuse-not-his-slot = { $who } agit à { $next }, pas à la place de { $other } à { $now } : attendre, ou la différer (« delay ») à un score plus bas
cpi-refuse-before-slots = { $who } agit à { $next } : les actions du round commencent avec « suivant »
cpi-option-out-of-slot = une action tapée hors de la place de son auteur est refusée (refusée, par défaut) ou prend sa place libre suivante (place-suivante)
cpi-log-at = {" "}(à { $at })
cpi-log-while-running = {" "}(en courant)
cpi-log-at-running = {" "}(à { $at }, en courant)
cpi-log-shot-single = { $who } tire avec { $weapon }{ $how } : { $check }
cpi-log-shot-coarse-single = { $who } tire avec { $weapon }{ $outcome }
cpi-log-support = { $who } tire sur un appui : CON { $con } contre le recul
cpi-log-con-loss = CON de { $who } diminuée de { $n }

## Un jet de dégâts terme à terme (CPI-18)

cpi-log-damage-roll = dégâts { $notation } : { $terms } = { $total }
cpi-term-damage-dice = dés { $dice }
cpi-term-damage-bonus = bonus
cpi-show-skills = compétences : { $skills }
cpi-show-stun-modifier = jet contre l’étourdissement { $modifier } (blessures)

## Les mots de l’export Markdown pour un round de Cyberpunk

cpi-export-rounds-line = - Rounds : { $rounds }
cpi-export-round = ## Round { $round }
cpi-export-choices = ### Initiative et nombre d’actions
cpi-export-actions = ### Actions (de la plus haute initiative à la plus basse)
cpi-export-round-end = ### Fin du round
cpi-export-action = #### Initiative { $phase } : { $name }
cpi-export-standing-at = round { $round }, actions à l’initiative { $phase }
cpi-export-standing-actions = round { $round }, actions
cpi-export-standing-round-end = round { $round }, tout le monde a agi
cpi-export-standing-choices = round { $round }, choix du nombre d’actions
cpi-export-standing-over-after = le combat est terminé après { $n ->
    [one] { $round } round
   *[other] { $round } rounds
  }
cpi-log-round-begins = début du round { $round }

## Où en est le combat, sur la ligne d’état (le texte compte en rounds)

cpi-status-round = round { $round }
cpi-status-before-round-one = avant le round 1
cpi-status-choices = choix du nombre d’actions
cpi-status-at = initiative { $score }
cpi-status-actions = actions
cpi-status-round-end = tout le monde a agi

# A round's mark under the replay's timeline: the text counts in rounds.
cpi-timeline-round = R{ $round }

# `fray show`'s first line: Cyberpunk counts in rounds.
cpi-show-title = { $name } ({ $system }) - round { $round } - { $step }

# One action bears no multi-action penalty.
cpi-log-actions-unpenalised = { $who } prend { $n ->
    [one] { $n } action
   *[other] { $n } actions
} à { $slots }, sans pénalité

# A save's target term by term: the CON, then what the wounds take off.
cpi-save-target-con = CON { $con }
cpi-save-target-wounds = CON { $con } { $modifier } (blessures) = { $target }
cpi-save-target-mortal = CON { $con } − { $n } ({ $level }) = { $target }

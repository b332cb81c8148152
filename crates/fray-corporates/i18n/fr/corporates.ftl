# Corporates (COR) : refus, dés et options de la première tranche.

cor-refuse-declared-count = { $count ->
        [one] { $count } action déclarée
       *[other] { $count } actions déclarées
    } : un tour en compte de 0 à { $max }.
cor-refuse-delay-zero = Un retard est d’au moins 1 segment.
cor-refuse-nothing-to-delay = Aucune action déclarée ne reste à retarder ce tour-ci.
cor-refuse-option-value = Option { $key } : attendu { $expected }, reçu « { $value } ».
cor-refuse-option-unknown = Option de Corporates inconnue : « { $key } ». Connues : { $known }.

cor-roll-reaction = le d6 du jet de réaction
cor-roll-check = le d6 du jet d’action
cor-roll-damage = le d6 du jet de dégâts
cor-roll-soak = le d6 du jet d’encaissement
cor-roll-critical = le d6 du jet de dommages critiques
cor-roll-face = le d6 de la blessure au visage
cor-roll-cyber = le d100 de la cybernétique touchée
cor-roll-breakdown = le d6 de la panne cybernétique
cor-roll-bullets = le d6 de chaque balle de plus sous un tir de couverture

cor-option-level-step = points de marge par niveau
cor-option-announce = quel jet de réaction annonce le premier ses actions déclarées
cor-option-survival-end = le mode Survie dure jusqu’à la fin de son tour, ou jusqu’à ce que le MJ y mette fin
cor-option-no-lead = pas de victoire de 5 : actions simultanées ou nouveau jet
cor-option-double-malus = le malus du MJ sur chacune des deux actions d’une action double, en plus d’1d
cor-option-odd-level = la jauge qui prend le niveau impair d’un partage 50/50
cor-option-critical-levels = les niveaux ajoutés aux jets de critique et de cybernétique : les niveaux de Blessure du coup, ou tout le coup
cor-option-track-max = le maximum des jauges de Blessure et de Fatigue
cor-option-confidence = un point de confiance relève seulement le minimum, ou ajoute aussi un dé
cor-option-burst-cap = une rafale ne touche pas plus de balles que de coups tirés, ou sans plafond
cor-option-fall-sign = la table de chute rend le tir plus difficile ou plus facile
cor-option-stray = un tir manqué de moins que la difficulté ajoutée (cible engagée) ou d’au plus celle-ci (foule) touche quelqu’un d’autre, ou d’au plus, ou de moins, pour les deux
cor-option-draw-dice = les dés que coûte un simple dégainer
cor-option-dodge-shots = une esquive plus haute remplace la difficulté d’un tir, ou les tirs ne s’esquivent pas au jet
cor-option-gang = le +1 par attaquant compte tous les attaquants, ou ceux au-delà du premier

# À qui sont les dés qu’un jet demande à la table, et pourquoi, quand le dé ne le dit pas.
cor-dice-whom = { $who } ({ $why })
cor-dice-why-stress = stress
cor-dice-why-startle = sursaut
cor-dice-why-survival = mode Survie
cor-dice-why-priority = qui organise le segment
cor-dice-why-duel = duel rompu
cor-dice-why-lead = pour agir avant
cor-dice-why-trip = faire tomber, en opposition
cor-dice-why-grapple = immobilisation, Force
cor-dice-why-fall = chute, encaissement
cor-option-rest-wound = niveaux de Blessure qu’un jour entier de repos rend
cor-option-rest-fatigue = niveaux de Fatigue qu’une heure de repos rend
cor-summary-rest = Entre les combats, dans une campagne : N heures ou jours de repos pour tout le monde ou QUI seul ; qui saigne lance l’endurance chaque heure, qui est assommé dort, les niveaux de Blessure et de Fatigue reviennent, un jour entier rend les points de confiance.
cor-expected-rest = heures ou jours
cor-expected-hours = un nombre d’heures (1 à 720)
cor-expected-days = un nombre de jours (1 à 365)
cor-roll-knocked-out = le d6 des heures d’inconscience d’une blessure à la tête
cor-refuse-rest-in-fight = Le repos vient entre les combats : reposez-vous dans la campagne, une fois le combat repris.
cor-refuse-rest-dying = { $who } est mourant : d’abord des premiers soins à 15 dans la minute (puis retirez l’état), ou marquez-le mort.
cor-refuse-rest-bleeding = { $who } saigne : un jet de soins à 20 arrête l’hémorragie (puis retirez l’état) ; d’ici là, reposez-vous au plus { $hours } heures d’affilée.
cor-log-rested-all = tout le monde se repose { $unit ->
    [hours] { $n ->
        [one] une heure
       *[other] { $n } heures
    }
   *[days] { $n ->
        [one] un jour
       *[other] { $n } jours
    }
}
cor-log-rested = { $who } se repose { $unit ->
    [hours] { $n ->
        [one] une heure
       *[other] { $n } heures
    }
   *[days] { $n ->
        [one] un jour
       *[other] { $n } jours
    }
}
cor-log-knocked-out = { $who } est inconscient pour { $hours ->
    [one] une heure
   *[other] { $hours } heures
} (1d6)

# Cyberpunk, initiative par intervalles : le panneau de l’échelle des intervalles et la fiche.

## L’échelle des intervalles (CPI-03 à CPI-05)

cpi-pane-ladder-title = { " " }Échelle des intervalles{ " " }
cpi-pane-ladder-empty-setup = Pas encore d’actions. Lancez le round, puis chacun choisit son nombre d’actions.
cpi-pane-ladder-empty = Pas encore d’actions ce round-ci : chacun choisit son nombre d’actions.
cpi-pane-slot-short = { $k ->
    [1] 1re
   *[other] { $k }e
}
cpi-pane-slot-long = { $k ->
    [1] 1re
   *[other] { $k }e
} action
cpi-pane-state-to-come = à venir
cpi-pane-state-next = suivante
cpi-pane-state-next-delayed = suivante, retardée (était à { $from })
cpi-pane-state-acting = agit maintenant
cpi-pane-state-used = utilisée
cpi-pane-state-delayed = retardée (était à { $from })
cpi-pane-state-lost = perdue (sous 1)
cpi-pane-state-skipped = sacrifiée (relance)
cpi-pane-legend-delayed = retardée
cpi-pane-legend-lost = perdue
cpi-pane-legend-tie = départage d10
cpi-pane-tie = départage d10 { $rolls }

## La fiche (CPI-06 à CPI-18)

cpi-pane-stat-ref = REF
cpi-pane-stat-int = INT
cpi-pane-stat-cool = COOL
cpi-pane-stat-con = CON
cpi-pane-stat-mouv = MOUV
cpi-pane-level-light = Lég
cpi-pane-level-serious = Sér
cpi-pane-level-critical = Crit
cpi-pane-level-mortal = M{ $n }
cpi-pane-initiative = Initiative { $score }
cpi-pane-actions = { $chosen ->
    [one] { $spent } sur { $chosen } action utilisée
   *[other] { $spent } sur { $chosen } actions utilisées
}
cpi-pane-body = Corps { $points }/{ $boxes }
cpi-pane-unhurt = indemne
cpi-pane-no-effect = sans effet
cpi-pane-stun-save = jet d’étourdissement { $modifier }
cpi-pane-death-save = jet de mort { $modifier } chaque round
cpi-pane-weapons = Armes
cpi-pane-rof = { $fired ->
    [0] cadence { $rof }
   *[other] cadence { $rof }, { $fired ->
        [one] { $fired } tirée
       *[other] { $fired } tirées
    }
}
cpi-pane-ammo = munitions { $left }
cpi-pane-ammo-of = munitions { $left }/{ $full }
cpi-pane-con-min = CON min { $min }, recul { $recoil }
cpi-pane-reliability-unreliable = peu fiable
cpi-pane-reliability-standard = standard
cpi-pane-reliability-very = très fiable
cpi-pane-action-semi = semi-automatique
cpi-pane-action-manual = à pompe ou à verrou
cpi-pane-action-single = coup par coup
cpi-pane-action-auto = tir sélectif
cpi-pane-support = Appui CON { $con }
cpi-pane-aim = Visée { $bonus }
cpi-pane-running = En course
cpi-pane-running-metres = En course, { $metres } m ce round
cpi-pane-skill-combat-sense = Sens du combat
cpi-pane-skill-handgun = Armes de poing
cpi-pane-skill-submachinegun = Pistolet-mitrailleur
cpi-pane-skill-rifle = Fusil
cpi-pane-skill-melee = Arme blanche
cpi-pane-skill-brawling = Bagarre
cpi-pane-skill-archery = Archerie
cpi-pane-roster-actions = Actions
cpi-pane-roster-jammed = { $n ->
    [one] enrayée
   *[other] { $n } enrayées
  }
cpi-pane-state-stunned = étourdi : passé
cpi-pane-state-dead = mort
cpi-pane-legend-out = ne peut pas agir

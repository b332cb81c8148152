# Corporates : situations spéciales, corps à corps et dégâts (COR-29 à COR-43), la part de cor-melee.

## Refus
cor-melee-refuse-with-needs-by = « with { $weapon } » demande « by ATTAQUANT » : à qui est cette arme ?
cor-melee-refuse-kind = Dites ce qui a frappé : « with ARME » (son type) ou « kind K ».
cor-melee-refuse-no-weapon = { $who } n’a pas de « { $weapon } ».
cor-melee-refuse-nothing-to-heal = { $who } n’a aucun niveau de { $track ->
    [wound] Blessure
    [fatigue] Fatigue
   *[other] { $track }
  } à récupérer.
cor-melee-refuse-nothing-to-repair = { $gear } n’a pas besoin de réparation.
cor-melee-refuse-draw-weapon = Dégainer et frapper demande l’arme : « with ARME ».
cor-melee-refuse-dodge-shot = { $who } ne peut esquiver un tir qu’au début du segment, ou avec un coprocesseur réflexe.
cor-melee-refuse-not-engaged = { $who } : aucun engagement au corps à corps.
cor-melee-refuse-not-disengaging = { $who } ne se dégage pas.
cor-melee-refuse-not-held = { $who } n’est pas maintenu en respect.
cor-melee-refuse-trip-weight = Faire tomber en Agilité demande un attaquant de plus de la moitié du poids du défenseur.
cor-melee-refuse-throw = immobilisation de { $who } à { $hold } : projeter demande une immobilisation de 3 ou plus.

## Options
cor-option-charge-defender = le bonus du défenseur contre une charge : +1 à pied et +3 montée, ou toujours 1 ou 3
cor-option-charge-unit = les bonus de charge sont des points ou des dés

## Ce qu’un verbe attend
cor-melee-expected-charge = pied, montée ou deux
cor-melee-expected-weapon = la clé d’une arme
cor-melee-expected-gear = la clé d’un équipement
cor-melee-expected-kind = ce qui a frappé : arme-à-feu, lancée, mêlée, main, souple, contondante, contondante-dure, taille, estoc, balle, explosion
cor-melee-expected-against = tir ou coup
cor-melee-expected-track = blessure ou fatigue
cor-melee-expected-trip = agilité ou force-contre-force

## Résumés des verbes
cor-melee-summary-strike = Un jet d’attaque au corps à corps (action déclarée) contre le score de défense ou l’esquive de ce segment ; un coup porté garde sa marge pour les dégâts.
cor-melee-summary-hurt = Dégâts contre encaissement : niveaux de Blessure et de Fatigue, dommages critiques à 3 niveaux, cybernétique touchée.
cor-melee-summary-heal = Niveaux récupérés sur une piste ; les blessures qui duraient jusque-là prennent fin.
cor-melee-summary-repair = Un jet de Cybernétique contre la difficulté de réparation, ou 15 pour un niveau de protection.
cor-melee-summary-dodge = Une esquive, action non déclarée, dont le jet remplace la défense pour le segment s’il est plus haut ; contre un tir, seulement en début de segment.
cor-melee-field-fumble = échec critique (remplace même plus bas)
cor-melee-summary-engage = Deux personnages en engagement : pas d’arme à feu, défense par le combat et l’esquive.
cor-melee-summary-disengage = Un dégagement par une esquive non déclarée : un coup à +5 ce tour réengage, ou l’adversaire suit.
cor-melee-summary-follow = Un adversaire sans action suit le dégagement par son propre jet d’esquive.
cor-melee-summary-trip = Un jet d’attaque, puis Agilité ou Force en opposition, +1d par 10 de marge : déséquilibré, un ou deux à terre.
cor-melee-summary-grapple = Un jet de combat à mains nues, puis Force contre Force : l’immobilisation est le malus de dés de l’immobilisé.
cor-melee-summary-throw = Projeter un adversaire immobilisé à −3d ou pire : dégâts de Force + combat à mains nues.
cor-melee-summary-bullrush = Une charge percutante : dégâts avec le bonus de charge, déséquilibré, à terre ou projeté selon les niveaux, appliqués avec 1 niveau de moins.
cor-melee-summary-draw = Dégainer une arme accessible : une action innée.
cor-melee-summary-draw-use = Dégainer pour utiliser aussitôt : une action double déclarée avec le malus d’emplacement ; puis un tir au jugé ou « frappe … dégaine ».
cor-melee-summary-gunpoint = Quelqu’un maintenu en respect par un adversaire.
cor-melee-summary-break = Un personnage maintenu en respect tente d’agir : stress + niveau contre 15 ; first : un jet de réaction pour agir avant.
cor-melee-summary-duel = Une seconde de face-à-face (stress + arme à feu), ou le duel rompu : qui tire le premier.

## Le journal
cor-melee-log-by = { " " }porté par { $by }
cor-melee-log-by-with = { " " }porté par { $by } avec { $gear }
cor-melee-log-hurt = { $who } encaisse un coup{ $source } : dégâts { $damage } contre encaissement { $soak } : { $harm }
cor-melee-log-critical = Dommages critiques pour { $who } : { $a } + { $b } + { $levels ->
        [one] { $levels } niveau
       *[other] { $levels } niveaux
    } = { $total } : { $result ->
    [nothing] rien
    [unbalanced] déséquilibré par le coup
    [hand_drop] blessure à la main
    [stunned] blessure au torse, sonné
    [leg_slowed] blessure à la jambe, les esquives coûtent 1d de plus jusqu’à un niveau de Blessure récupéré
    [knocked_down] projeté au sol
    [arm_useless] blessure au bras, inutilisable jusqu’à la récupération des niveaux
    [leg_useless] blessure à la jambe, inutilisable jusqu’à la récupération des niveaux
    [knocked_out] blessure à la tête, inconscient (1d6 heures)
    [bleeding] blessure au torse, inconscient et hémorragie (Endurance 15 chaque heure, Soins 20 l’arrête)
    [hand_lost] blessure à la main : Soins 25 ou amputation
    [foot_lost] blessure au pied : Soins 25 ou amputation
    [face] blessure au visage
    [dying] blessure au torse : premiers soins 15 dans la minute ou la mort
   *[dead] mort sur le coup
}
cor-melee-log-face = d6 { $d6 } : { $face ->
    [scar] une cicatrice
    [ear] une oreille perdue
    [eye] un œil perdu
    [nose] le nez arraché
   *[jaw] la mâchoire fracassée
}
cor-melee-log-drops = lâche ce qu’il tenait
cor-melee-log-loses-actions = perd { $n ->
    [one] sa prochaine action
   *[other] ses { $n } prochaines actions
}
cor-melee-log-impalement = Empalement
cor-melee-log-cyber = Cybernétique de { $who } : d100 { $d100 }, { $site ->
    [nothing] rien de touché
    [growth] une excroissance
    [hand] une main
    [arm] un bras
    [foot] un pied
    [leg] une jambe
    [face] le visage
    [eye_ear] un œil ou une oreille
    [connection] une connexion ou interface sensorielle
    [general] une modification générale
    [organ] un organe interne
    [power] l’alimentation
   *[other] un autre équipement
}
cor-melee-log-cyber-none = pas d’équipement de ce type
cor-melee-log-cyber-gear = { $gear } touché, panne d6 { $d6 } : { $status ->
    [cosmetic] dégâts esthétiques
    [light] dysfonctionnements légers
    [major] dysfonctionnements majeurs
    [breakdown] en panne
   *[destroyed] détruit
}, Cybernétique { $repair } pour { $status ->
    [destroyed] le retirer
   *[other] le réparer
}
cor-melee-log-cyber-pick = choisi par un d{ $of } : { $die }
cor-melee-log-cyber-protection = protection désormais { $protection }
cor-melee-log-cyber-doses = doses perdues { $lost }, injectées { $injected }
cor-melee-log-cyber-power = tout l’équipement perturbé
cor-melee-log-dodge-counts = , esquive { $dodge }
cor-melee-log-lands = touche de { $margin }{ $bonus ->
    [0] {""}
   *[other] , bonus de dégâts { $bonus }
}{ $next ->
    [hurt]  : ensuite, les dégâts
   *[none] {""}
}
cor-melee-log-misses = manque
cor-melee-log-struck = { $attacker } { $special ->
    [power] porte un coup en force à
    [acrobatic] fait une attaque acrobatique sur
    [trip] tente de faire tomber
    [grapple] tente d’immobiliser
    [rush] charge en percutant
   *[none] frappe
} { $defender } : { $roll }{ $situation ->
    [0] {""}
   *[other] , situation { $situation }
  }, contre une défense de { $defense }{ $dodge } : { $outcome }
cor-melee-log-checked = { $who } : { $check ->
    [stress] jet de stress
    [lead] jet de réaction pour agir avant
    [acrobatics] jet d’Acrobatie
    [fatigue] jet de fatigue
    [fall] jet d’encaissement de la chute
    [bleeding] jet d’endurance contre l’hémorragie
   *[repair] jet de Cybernétique
} { $roll } contre { $difficulty } : { $success ->
    [yes] réussite
   *[no] échec
}
cor-melee-log-checked-harm = { $line } : { $harm }
cor-melee-log-dodged = { $who } { $disengage ->
    [yes] se dégage par une esquive
   *[no] esquive { $against ->
        [shot] les tirs
       *[blow] les coups
    }
} : { $roll }
cor-melee-log-followed = { $who } suit { $target } : { $roll } contre { $against } : { $success ->
    [yes] toujours en engagement
   *[no] distancé
}
cor-melee-log-prepared = { $who } prépare { $special ->
    [power] un coup en force
   *[acrobatic] une attaque acrobatique
}
cor-melee-log-tripped = { $kind ->
    [agility] Agilité
   *[strength] Force
} : { $attacker } { $a } contre { $defender } { $d } : { $fall ->
    [nothing] rien
    [unbalanced] { $defender } déséquilibré, perd une action
    [both_fall] les deux tombent
   *[defender_falls] { $defender } tombe
}
cor-melee-log-held = { $holder } immobilise { $held } : Force { $a } contre { $d } : immobilisation { $hold }
cor-melee-log-freed = { $held } se libère de { $holder }
cor-melee-log-rushed = Charge percutante : { $levels ->
        [one] { $levels } niveau
       *[other] { $levels } niveaux
    } sur { $defender }, 1 de moins appliqué : { $effect ->
    [nothing] sans effet
    [unbalanced] déséquilibré, perd sa prochaine action
    [falls] tombe
   *[thrown] projeté en arrière et sonné, perd ses 2 prochaines actions
}
cor-melee-log-stared = Duel : { $a } { $ra } contre { $b } { $rb } : bonus { $ba } et { $bb }
cor-melee-log-duel-broken = Le duel se rompt : { $a } { $ra } contre { $b } { $rb } : { $first ->
    [none] personne ne tire le premier
   *[other] { $first } tire le premier
}
cor-melee-log-drew = { $who } dégaine { $gear }{ $used ->
    [yes] { " " }pour l’utiliser aussitôt : action double, malus d’emplacement { $malus }
   *[no] {""}
}
cor-melee-log-repaired = { $gear } de { $who } : { $outcome ->
    [fixed] réparé
    [removed] retiré
    [protection] un niveau de protection regagné
   *[failed] la réparation échoue
}

## États
cor-cond-struck = touché (marge pour les dégâts)
cor-cond-strike-bonus = bonus de dégâts
cor-cond-strike-attack = total d’attaque (pour une esquive tardive)
cor-cond-strike-dice = dés de dégâts
cor-cond-draw-use = dégainé pour utiliser aussitôt
cor-cond-disengaging = se dégage
cor-cond-fleeing = en fuite
cor-cond-dying = mourant

## Ce que voient les joueurs
cor-melee-log-hurt-players = { $who } encaisse un coup
cor-melee-log-critical-players = { $who } reçoit une blessure grave
cor-melee-log-struck-players = { $attacker } frappe { $defender } : { $hit ->
    [yes] touché
   *[no] manqué
}

## Le journal : remesuré, soigné
cor-melee-log-evaded = { $outcome ->
    [lands] le coup de { $attacker } sur { $who } porte encore, de { $margin }
   *[misses] l’esquive de { $who } détourne le coup de { $attacker }
}
cor-melee-log-healed = { $who } récupère { $levels } { $levels ->
    [one] niveau
   *[other] niveaux
} de { $track ->
    [wound] Blessure
   *[fatigue] Fatigue
} : il en reste { $left }
cor-melee-refuse-acrobatic-distance = { $who } est à { $metres } m de sa cible, { $target } : une attaque acrobatique se prépare entre 2 et 5 m de la cible.
cor-melee-refuse-acrobatic-no-distance = À quelle distance de la cible est { $who } ? Une attaque acrobatique se prépare entre 2 et 5 m : ajoutez « distance M ».
cor-melee-refuse-longer-first = { $who } frappe en second : { $other } tient une arme nettement plus longue ({ $weapon }), et lors d’une charge l’arme la plus longue frappe d’abord. Saisissez d’abord son coup.
cor-melee-option-longer-first = de combien (en cm) une arme doit être plus longue pour frapper d’abord lors d’une charge, ou non
cor-melee-field-acrobatic-distance = mètres jusqu’à la cible (attaque acrobatique, 2 à 5)

## Les dégâts et l’encaissement d’un coup, terme à terme

cor-hurt-dice = { $n }d
cor-hurt-dice-parts = { $dice } + { $parts }
cor-hurt-roll = { $dice } : { $faces } = { $sum }
cor-hurt-roll-terms = { $dice } : { $faces } = { $terms } = { $total }
cor-hurt-bonus = bonus de l’arme
cor-hurt-soak-dice = { $n }d
cor-hurt-armour = protection
cor-hurt-cover = couvert
cor-hurt-margin = marge { $margin } : { $harm }
cor-show-skills = compétences : { $skills }
cor-show-soak = encaissement { $dice }d{ $protection ->
        [0] {""}
       *[other] { " " }+ { $protection } (protection)
    }
cor-hurt-dice-again = { $n ->
        [one] { $n } relancé sur un 6
       *[other] { $n } relancés sur des 6
    }

## D’où viennent les dés de dégâts (« Force du personnage », « dégâts de l’arme », 1d par tranche de 10 de marge)

cor-hurt-dice-from = { $dice } ({ $parts })
cor-hurt-from-strength = { $n }d de Force
cor-hurt-from-weapon = { $n }d de l’arme
cor-hurt-from-typed = { $n }d indiqués par le MJ
cor-hurt-from-charge = { $n }d de la charge
cor-hurt-from-margin = { $n }d de marge
cor-hurt-bonus-charge = bonus de charge
cor-hurt-reduced = { $levels ->
        [one] { $levels } niveau
       *[other] { $levels } niveaux
    } − { $reduce } (charge percutante) : { $harm }
cor-hurt-bonus-strike = bonus de dégâts du coup

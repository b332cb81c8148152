# Corporates (COR) : déplacements et tir (COR-13 à COR-28).

cor-fire-summary-move = La vitesse de QUI sur ce terrain, dans le compteur speed (cm/s) : la vitesse de base, plus avec vite l’accélération d’une action non déclarée d’athlétisme (ou d’acrobatie, de force ou d’agilité).
cor-fire-summary-combat-move = Déplacement de combat : −1 m/s, et tout tir sur QUI ajoute son niveau en feinte de corps.
cor-fire-summary-stand = QUI se relève : 1 s accroupi, 2 s couché, ou 1 s avec une action non déclarée d’acrobatie à 10.
cor-fire-summary-crouch = QUI s’accroupit : −5 aux esquives.
cor-fire-summary-prone = QUI se couche : −5 aux esquives.
cor-fire-summary-fall = QUI chute depuis N segments (état falling) : vitesse, distance parcourue et modificateur au tir.
cor-fire-summary-shoot = Un tir, action déclarée : la difficulté terme à terme, le jet, les balles qui touchent et leurs marges, ou ce qu’un tir manqué de peu a touché.
cor-fire-summary-aim = Un jet d’acquisition, action déclarée : réussi, +1, +2 ou +3 (debout, en appui, couché) au prochain tir sur CIBLE, au plus min(niveau, bonus de visée de l’arme) ; raté, tout est perdu.
cor-fire-summary-cover = Tir de couverture, action longue : puissance de feu = niveau + bonus de rafale − 1 par mètre, divisée par 2 sous le feu ; les balles dépensées ; un malus égal à la puissance de feu aux actions des adversaires exposés.
cor-fire-summary-cross = QUI traverse le tir de couverture de TIREUR : −1 m/s à découvert ; esquive obligatoire si feinte de corps < puissance de feu ; refus ou échec critique : 1 balle, et une de plus par 1 au d6.

cor-fire-expected-terrain = un terrain (plat, accidenté, escalier-descente, escalier-montée, baissé, échelle, ramper, foule, foule-dense)
cor-fire-expected-on-off = actif ou inactif
cor-fire-expected-weapon = la clé d’une arme
cor-fire-expected-range = une portée (courte, moyenne, longue, extrême)
cor-fire-expected-stance = une position (debout, appui, couché)
cor-fire-expected-mode = un tir (standard, au-jugé, tir-visé)
cor-fire-expected-burst = une rafale (3 ou libre)
cor-fire-expected-size = une taille (œil, main, tête, bras, torse, jambe, accroupi, debout, moto, voiture, camion)
cor-fire-expected-protection = une protection (plâtre, bois, pierre, béton, béton-armé, porte-intérieure, porte-entrée, porte-blindée, portière, voiture, tas-de-terre, sac-de-sable, comptoir)
cor-fire-expected-light = une visibilité (réduite, mauvaise, très-mauvaise)
cor-fire-expected-night = une vision nocturne (ir ou al)
cor-fire-expected-side = face ou côté
cor-fire-expected-use = un emploi d’arme (coup-par-coup, pompe, 3, libre, lourde, lourde-rafale)

cor-fire-refuse-not-combat-moving = { $who } n’est pas en déplacement de combat.
cor-fire-refuse-standing = { $who } est déjà debout.
cor-fire-refuse-not-falling = { $who } ne chute pas.
cor-fire-refuse-no-bands = L’arme { $weapon } n’a pas de valeurs short, medium, long et extreme : donnez la portée.
cor-fire-refuse-out-of-range = { $metres } m, c’est au-delà de la portée extrême ({ $extreme } m).
cor-fire-refuse-gone = Ce combattant n’est plus dans le combat.
cor-fire-refuse-self = { $who } ne peut pas se tirer dessus.
cor-fire-refuse-engaged = { $who } : engagement au corps à corps en cours, pas d’arme à feu. Se dégager d’abord avec `dégage { $slug }`, ou finir l’engagement avec `engage { $slug } arrêt`.
cor-fire-refuse-weapon = { $who } n’a pas d’arme { $weapon }.
cor-fire-refuse-no-aim = { $who } n’a pas d’acquisition sur { $target } : visez d’abord, ou faites un tir standard.
cor-fire-refuse-cover-segments = Un tir de couverture du segment { $from } au segment { $to } ne peut pas commencer avant le segment { $segment }.
cor-fire-refuse-cover-weapons = Donnez un emploi de rafale par arme nommée.
cor-fire-refuse-covering = { $who } fait un tir de couverture, une action longue : seul le mode Survie l’interrompt pour une action déclarée.
cor-fire-refuse-not-covering = { $who } ne fait pas de tir de couverture.
cor-fire-refuse-must-dodge = La feinte de corps de { $who } ({ $feint }) est sous la puissance de feu { $firepower } : donnez dodge JET, fumble ou refuse.

cor-fire-term-short = courte
cor-fire-term-medium = moyenne
cor-fire-term-long = longue
cor-fire-term-extreme = extrême
cor-fire-term-snap = tir au jugé
cor-fire-term-point-blank = bout portant
cor-fire-term-size = taille
cor-fire-term-moving = mouvement
cor-fire-term-moving-axis = mouvement dans l’axe
cor-fire-term-falling = chute
cor-fire-term-draw-use = dégainer/utiliser
cor-fire-term-cover = à couvert
cor-fire-term-engaged = engagement
cor-fire-term-crowd = foule
cor-fire-term-visibility = visibilité
cor-fire-term-reflex = jet de réaction
cor-fire-term-combat-move = déplacement de combat
cor-fire-term-exposed = sous un tir de couverture
cor-fire-term-gm = MJ

cor-fire-terrain-flat = terrain plat
cor-fire-terrain-rough = terrain accidenté
cor-fire-terrain-stairs-down = escalier en descente
cor-fire-terrain-stairs-up = escalier en montée
cor-fire-terrain-crouched = baissé
cor-fire-terrain-ladder = une échelle
cor-fire-terrain-crawling = en rampant
cor-fire-terrain-crowd = une foule
cor-fire-terrain-dense-crowd = une foule dense

cor-fire-shot = { $shooter } tire sur { $target }{ $weapon } : difficulté { $difficulty } ; jet { $roll }
cor-fire-shot-with = {" "}avec { $weapon }
cor-fire-shot-reflex =  ; jet de réaction { $roll }
cor-fire-shot-burst =  ; rafale de { $rounds ->
        [one] { $rounds } balle
       *[other] { $rounds } balles
    }{ $bonus ->
        [0] {""}
       *[other] , −{ $bonus }
    }
cor-fire-shot-dodge =  ; l’esquive de { $target } ({ $dodge }) remplace la difficulté
cor-fire-shot-against = {" "}contre { $against }
cor-fire-shot-miss =  : manqué de { $by }
cor-fire-shot-margin = marge { $margin }{ $extra ->
    [0] {""}
   *[other] { " " }(+{ $extra }d de dégâts)
  }
cor-fire-shot-hits =  : { $bullets ->
        [one] { $bullets } balle touche
       *[other] { $bullets } balles touchent
    }, { $margins } ; ensuite : { $next }
cor-fire-stray-stopped =  ; elle frappe : { $obstacle }, qui l’arrête
cor-fire-stray-obstacle =  ; elle frappe : { $obstacle } ; si elle traverse, +{ $bonus } à l’encaissement
cor-fire-stray-other =  ; elle touche { $who } à la place (d100 { $d100 })
cor-fire-stray-bystander =  ; elle touche un passant

cor-fire-cover-plaster = mur de plâtre
cor-fire-cover-wood = mur en bois
cor-fire-cover-stone = mur en pierre
cor-fire-cover-concrete = mur en béton
cor-fire-cover-reinforced = béton armé
cor-fire-cover-interior-door = porte intérieure
cor-fire-cover-front-door = porte d’entrée
cor-fire-cover-armoured-door = porte blindée
cor-fire-cover-car-door = portière
cor-fire-cover-car = voiture
cor-fire-cover-mound = tas de terre
cor-fire-cover-sandbag = sac de sable
cor-fire-cover-counter = comptoir

cor-fire-use-single = coup par coup
cor-fire-use-shotgun = fusil à pompe
cor-fire-use-3 = rafales de 3
cor-fire-use-free = libre
cor-fire-use-heavy = arme lourde
cor-fire-use-heavy-burst = arme lourde en rafale

cor-fire-stance-standing = debout
cor-fire-stance-braced = en appui
cor-fire-stance-prone = couché

cor-fire-aim = { $who } vise { $target } ({ $stance }) : difficulté { $difficulty } ; jet { $roll }
cor-fire-aim-success =  : acquis, +{ $raw } cumulé, +{ $bonus } au prochain tir
cor-fire-aim-failure =  : raté, l’acquisition reprend à zéro

cor-fire-covering = { $who } fait un tir de couverture, segments { $from } à { $to } : puissance de feu { $firepower } (arme à feu { $skill }, rafale { $uses }, { $metres } m), { $rounds ->
        [one] { $rounds } balle
       *[other] { $rounds } balles
    }
cor-fire-covering-halved = , divisée par 2 sous le feu
cor-fire-covering-exposed =  ; exposés : { $names }

cor-fire-cross = { $who } traverse le tir de couverture de { $shooter } (puissance de feu { $firepower }, feinte de corps { $feint })
cor-fire-cross-slowed =  : −{ $speed } m/s à découvert
cor-fire-cross-free =  ; pas d’esquive à faire
cor-fire-cross-dodged =  ; esquive ({ $dodge }), indemne
cor-fire-cross-hit =  ; { $bullets ->
        [one] { $bullets } balle touche
       *[other] { $bullets } balles touchent
    } { $dice }{ $weapon } ; ensuite : { $next }

cor-fire-moved = { $who } se déplace sur { $terrain } : base { $base } m/s
cor-fire-moved-fast = {" "}+ { $acceleration } m/s (vite, jet { $roll })
cor-fire-moved-exposed = {" "}(−{ $malus } sous le tir de couverture)
cor-fire-moved-combat = {" "}− { $speed } m/s de déplacement de combat
cor-fire-moved-speed = {" "}= { $speed } m/s

cor-fire-combat-on = { $who } se déplace en combat : tirs sur lui +{ $feint } (feinte de corps)
cor-fire-combat-off = { $who } cesse son déplacement de combat

cor-fire-stand = { $who } se relève ({ $seconds } s)
cor-fire-crouch = { $who } s’accroupit
cor-fire-prone = { $who } se couche
cor-fire-stand-roll = , acrobatie { $roll } contre 10

cor-fire-fall-over = La chute de { $who } est finie
cor-fire-fell = { $who } chute, segment { $segment } : { $speed } m/s, { $metres } m parcourus ; tirs sur lui { $modifier }

cor-fire-players-missed = { $shooter } tire sur { $target } et le manque
cor-fire-players-hit = { $shooter } tire sur { $target } : { $bullets ->
        [one] { $bullets } balle touche
       *[other] { $bullets } balles touchent
    }
cor-fire-players-crosses = { $who } traverse le tir de couverture de { $shooter } indemne
cor-fire-players-riddled = { $who } traverse le tir de couverture de { $shooter } : { $bullets ->
        [one] { $bullets } balle touche
       *[other] { $bullets } balles touchent
    }
cor-fire-players-aims = { $who } vise { $target }
cor-fire-players-moves = { $who } se déplace à { $speed } m/s

cor-option-fast-table = les cases sans signe de la table des mouvements rapides lues comme des bonus, ou Baissé 11–20 comme le 0,1 m/s imprimé
cor-option-aim-cap = le bonus d’acquisition plafonne au plus petit du niveau dans l’arme et du bonus de visée, ou au plus grand
cor-option-cover-bonus = la puissance de feu prend la liste des bonus de rafale, ou celle des munitions
cor-option-protection = une balle qui traverse un obstacle ajoute sa protection à l’encaissement, ou l’obstacle l’arrête
cor-option-rounding = moitiés et divisions arrondies à l’inférieur, ou au plus proche
cor-roll-pick = le d100 qui tire au sort qui ou quelle arme

cor-shot-term-aim = visée
cor-shot-term-other = autres modificateurs

# Ce qu’un jet ajoute à ses dés, terme par terme.
cor-roll-part-given = bonus donné
cor-roll-part-weapon-aim = bonus de visée de l’arme
cor-roll-part-startle = sursaut
cor-roll-part-gm-malus = malus du MJ
cor-roll-part-fallen = à terre
cor-roll-part-wounds = blessures
cor-roll-part-weapon = arme blanche
cor-roll-part-attackers = plusieurs assaillants
cor-roll-part-higher = attaquant surélevé
cor-roll-part-back = défenseur de dos
cor-roll-part-lower = défenseur surélevé
cor-roll-part-run = pleine course
cor-roll-part-disengaging = dégagement
cor-roll-part-draw-use = dégainer/utiliser
cor-roll-part-low-posture = accroupi ou à terre
cor-roll-part-directed = esquive dirigée
cor-roll-part-jumping-legs = jambes de saut
cor-roll-part-exposed = exposé au tir de couverture
cor-roll-part-duel = bonus cumulé
cor-fire-shot-reflex-against = { " " }(difficulté { $against })
cor-roll-part-surprise = surprise
cor-roll-part-action-level = niveau dans l’action
cor-fire-cross-dodged-given =  ; esquive { $dodge } (jet d’esquive donné à la table), pas d’échec critique : indemne
cor-fire-cross-dodged-segment =  ; esquive { $dodge } (son jet d’esquive de ce segment), pas d’échec critique : indemne

cor-fire-refuse-rounds = { $weapon } n’a plus que { $left ->
    [one] { $left } balle
   *[other] { $left } balles
  }, il en faut { $rounds }.

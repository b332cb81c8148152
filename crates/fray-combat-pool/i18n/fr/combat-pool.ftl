# La réserve de combat de Shadowrun (SRP) : narration, écrans et refus.

## Mots comptés

pool-n-tokens = { $n ->
    [one] { $n } jeton
   *[other] { $n } jetons
}
pool-n-hits = { $n } succès
pool-n-bullets = { $n ->
    [one] { $n } balle
   *[other] { $n } balles
}

## Niveaux et moniteurs

pool-stress-low = faible
pool-stress-moderate = modéré
pool-stress-high = important

## Le score d’attaque (SRP-13)

pool-score = score { $total } = { $hits }
pool-score-aim = visée { $n }
pool-score-spray = tir dans le tas { $n }
pool-score-advantage = avantage { $n }
pool-score-threshold = seuil { $n }
pool-score-modifier = modificateur { $n }
pool-score-extra-targets = cibles en plus { $n }
pool-score-adjust = ajustement { $n }
pool-score-care = garde { $n }

## Narration

pool-recharge-fast = une recharge rapide (reprend son souffle)
pool-recharge-slow = une recharge lente (estime la situation, { $time })
pool-recharge-both = les deux recharges (en position)
pool-time-combat-turn = un tour de combat
pool-time-complex-action = une action complexe
pool-narrate-type-score = { $who } : réserve { $kind }, score { $p }
pool-narrate-type = { $who } : réserve { $kind }
pool-narrate-left-discarded = , { $n ->
    [one] { $n } jeton restant défaussé
   *[other] { $n } jetons restants défaussés
}
pool-narrate-recharges = { $who } recharge : +{ $gained }{ $gone }
pool-narrate-defense-drawn = { $who } place { $tokens } face cachée en défense
pool-narrate-back-into-pool = {" "}({ $tokens } de retour dans la réserve)
pool-narrate-draws = { $who } pioche { $tokens }{ $back }
pool-narrate-loses = { $who } perd { $tokens } de sa réserve
pool-narrate-reveals = { $who } révèle { $tokens }
pool-narrate-gives-up = { $who } abandonne { $n ->
    [one] { $n } jeton de défense face cachée
   *[other] { $n } jetons de défense face cachée
}
pool-narrate-trades = { $who } échange { $n ->
    [one] { $n } jeton de défense face cachée
   *[other] { $n } jetons de défense face cachée
} contre { $back } rendus à la réserve
pool-narrate-defense-reset = { $who } : { $n ->
    [one] { $n } succès de défense révélé annulé
   *[other] { $n } succès de défense révélés annulés
}
pool-narrate-boxes-checked = { $who } : { $boxes ->
        [one] { $boxes } case cochée
       *[other] { $boxes } cases cochées
    } au moniteur { $track }
pool-narrate-boxes-cleared = { $who } : { $boxes ->
        [one] { $boxes } case effacée
       *[other] { $boxes } cases effacées
    } au moniteur { $track }
pool-narrate-monitor-resized = { $who } : moniteur { $track } de { $boxes ->
        [one] { $boxes } case
       *[other] { $boxes } cases
    }
pool-narrate-under-way = { $who } : en cours, { $action }
pool-narrate-nothing-under-way = { $who } : rien en cours
pool-narrate-takes-recharge = { $who } prend { $recharge }
pool-narrate-intention-free = { $who } change d’intention (évident, gratuit)
pool-narrate-intention-token-drawn = {"\u00A0"}: { $token }
pool-narrate-intention-refunded = , récupéré (instinct)
pool-narrate-intention-token = { $who } change d’intention pour un jeton{ $token }{ $refunded }
pool-narrate-intention-action = { $who } change d’intention sans payer : cela prend une action simple
pool-narrate-scored = { $who } : { $score }
pool-narrate-counter = { $who } : { $counter } { $value }
pool-narrate-fight-on = le combat est lancé : pas de tours, le MJ raconte
pool-narrate-stress-set = { $who } : stress { $level }
pool-narrate-readiness-set = { $who } : { $level }
pool-narrate-free-action = { $who } (action gratuite) : { $text }
pool-narrate-wound-modifier = {" "}(modificateur de blessure { $modifier })
pool-narrate-rolls = { $who } lance [{ $dice }]{ $wound } : { $hits }
pool-narrate-purpose = {" "}pour { $purpose }
pool-narrate-spends = { $who } dépense { $tokens }{ $purpose } : compte pour { $counted } (stress { $stress })
pool-narrate-other-pool = { $who } agit avec une autre réserve ({ $tokens }{ $purpose }) : coûte { $cost ->
    [one] { $cost } jeton de réserve de combat
   *[other] { $cost } jetons de réserve de combat
} (stress { $stress })
pool-narrate-coordinates = { $who } se synchronise : demande { $asked }, paie { $paid }
pool-narrate-sprays = { $who } tire dans le tas, { $bullets } ({ $total } d’affilée) : bonus +{ $bonus } (au plus { $cap })
pool-narrate-defense-ignored = {" "}(défense ignorée)
pool-narrate-n-ignored = {" "}({ $n ->
        [one] { $n } ignoré
       *[other] { $n } ignorés
    })
pool-narrate-hit = TOUCHÉ
pool-narrate-miss = loupé
pool-narrate-defended = contre { $target } : S { $score } contre D { $defense }{ $ignored } : { $outcome }
pool-narrate-damage-base = base
pool-narrate-damage-defense = défense
pool-narrate-damage-soak = encaissement
pool-narrate-damage-tokens = {" "}(jetons de dégâts { $tokens })
pool-narrate-damage-physical = { $who } subit { $total } dégâts physiques
pool-narrate-damage-stun = { $who } subit { $total } dégâts étourdissants
pool-narrate-damage-electrical = { $who } subit { $total } dégâts électriques
pool-narrate-risk-none = risque nul
pool-narrate-risk-low = risque réduit
pool-narrate-risk-high = risque élevé
pool-narrate-care = , garde { $care }
pool-narrate-no-check = pas de vérification
pool-narrate-lethal = MORTEL
pool-narrate-knocked-out = KO
pool-narrate-lethality = { $who } : létalité { $risk }{ $care }, { $drawn } : { $outcome }
pool-narrate-landed = le lancer de { $who } atteint le point visé (score { $score })
pool-narrate-scattered = le lancer de { $who } dévie : { $tokens } → { $metres } m
pool-narrate-blast-by = explosion de { $who } : base { $base }, jeton de dégâts { $token }
pool-narrate-blast = explosion : base { $base }, jeton de dégâts { $token }
pool-narrate-evaded = { $who } s’éloigne de { $metres } m hors de la zone
pool-narrate-suppressed = { $who } est sous le feu : perd { $tokens }
pool-narrate-tie = égalité, personne
pool-narrate-wins = { $who } l’emporte
pool-narrate-opposed = jet opposé : { $first } { $first_hits } contre { $second } { $second_hits } : { $outcome }
pool-narrate-melee-nobody = contact : personne ne remporte l’échange
pool-narrate-effect-damage = dégâts
pool-narrate-effect-ground = le met au sol
pool-narrate-effect-hold = le coince dans une prise
pool-narrate-effect-advantage = prend l’avantage
pool-narrate-melee-won = contact : { $who } l’emporte de { $margin }, { $effect }

## Écrans : volets, formulaires, touches

pool-ui-timeline-empty = Pas de tours avec la réserve de combat : ajoutez des combattants (+), donnez-leur une réserve (P) et une recharge (R).
pool-ui-pool = Réserve
pool-ui-defense = Défense
pool-ui-discard = Défausse
pool-ui-lost = perdus
pool-ui-gained = gagnés
pool-ui-stress = Stress
pool-ui-intention = Intention
pool-ui-pending = En cours
pool-ui-counters = Compteurs
pool-ui-no-pool = Pas encore de réserve : P fixe son type, R la recharge.
pool-ui-system-word = réserve de combat
pool-ui-form-recharge = Recharge
pool-ui-form-allocate = Allouer à la défense
pool-ui-form-spend = Dépenser des jetons
pool-ui-form-intend = Changement d’intention
pool-ui-form-total-defense = Défense totale
pool-ui-form-reduce-defense = Réduire la défense
pool-ui-form-stress = Stress
pool-ui-form-pool-type = Type de réserve
pool-ui-form-shot = Attaque à distance
pool-ui-form-melee = Combat au contact
pool-ui-form-throw = Lancer (arme à aire d’effet)
pool-ui-form-blast = Explosion (l’arme à aire d’effet éclate)
pool-ui-form-evade = S’éloigner de l’explosion
pool-ui-form-damage = Dégâts
pool-ui-form-pool-heal = Soigner des cases
pool-ui-form-pending = Action en cours
pool-ui-field-recharge = Recharge
pool-ui-field-tokens = Jetons
pool-ui-field-other-pool = Autre réserve
pool-ui-field-purpose = Pour
pool-ui-field-cost = Coût
pool-ui-field-intention = Intention
pool-ui-field-level = Niveau
pool-ui-field-pool-type = Type
pool-ui-field-score = Score P
pool-ui-field-targets = Cible(s)
pool-ui-field-hits = Succès
pool-ui-field-roll-dice = ou dés
pool-ui-field-range = Distance
pool-ui-field-threshold = Seuil ±
pool-ui-field-spend = Dépense
pool-ui-field-fire-mode = Mode de tir
pool-ui-field-bullets = Balles
pool-ui-field-adjust = Ajuster
pool-ui-field-kind = Type
pool-ui-field-risk = Risque
pool-ui-field-care = Garde
pool-ui-field-soak = Encaissement
pool-ui-field-defence = Défenseur
pool-ui-field-defender-roll = Ses succès/dés
pool-ui-field-their-damage = Ses dégâts
pool-ui-field-ranged = Arme à distance
pool-ui-field-effect = Le vainqueur prend
pool-ui-field-by = Lancé par
pool-ui-field-track = Moniteur
pool-ui-field-pending = Action
pool-ui-hint-recharge = rapide R/2, lente R, les-deux (en position au début)
pool-ui-hint-allocate = un nombre, ou tout
pool-ui-hint-other-pool = une action sur une autre réserve (coût selon le stress)
pool-ui-hint-purpose = pour quoi (facultatif)
pool-ui-hint-cost = gratuit si évident, jeton si subtil, action si non payé
pool-ui-hint-reduce = jetons rendus à la réserve, 2 face cachée chacun
pool-ui-hint-pool-type = instinct, tactique ou un type de votre table
pool-ui-hint-score = vide : celui de la fiche
pool-ui-hint-targets = un nom, ou plusieurs : a,b
pool-ui-hint-hits = succès obtenus à la table
pool-ui-hint-dice = ou dés lancés par le suivi (succès sur 5–6)
pool-ui-hint-threshold = visibilité, mouvement, couvert : +1 plus dur
pool-ui-hint-bullets = multiple : N ; dans-le-tas : facultatif
pool-ui-hint-adjust = −1 au score, +1 jeton de dégâts chacun
pool-ui-hint-pool-damage = vide : la valeur de l’arme
pool-ui-hint-kind = physique
pool-ui-hint-risk = armes étourdissantes : faible ou élevé
pool-ui-hint-care = −N pour toucher, risque abaissé de N crans
pool-ui-hint-soak = dégâts encaissés
pool-ui-hint-defender-roll = riposte : ses succès ou ses dés
pool-ui-hint-effect = au lieu des dégâts
pool-ui-hint-evade = jetons de défense dépensés, 1 m chacun
pool-ui-hint-pending = vide l’efface

pool-ui-key-recharge = réserve de combat : recharge (rapide, lente, les deux)
pool-ui-key-allocate = réserve de combat : jetons en défense, face cachée
pool-ui-key-reduce-defense = réserve de combat : réduire la défense (2 face cachée pour 1)
pool-ui-key-spend = réserve de combat : dépenser des jetons pour une action
pool-ui-key-total-defense = réserve de combat : défense totale
pool-ui-key-stress = réserve de combat : niveau de stress
pool-ui-key-aim = réserve de combat : viser (+1 au prochain tir)
pool-ui-key-pool-type = réserve de combat : type et score de la réserve
pool-ui-key-melee = réserve de combat : échange au contact
pool-ui-key-throw = réserve de combat : lancer (jet d’arme à aire d’effet)
pool-ui-key-blast = réserve de combat : explosion (l’arme à aire d’effet éclate)
pool-ui-key-evade = réserve de combat : s’éloigner d’une explosion (jetons de défense, 1 m chacun)
pool-ui-key-pending = réserve de combat : action en cours
pool-ui-roster-name = Nom
pool-ui-roster-pool = Réserve
pool-ui-roster-boxes = Cases
pool-ui-roster-mod = Mod
pool-ui-roster-conditions = États
pool-ui-roster-counters = Compteurs
pool-ui-roster-boxes-conditions = Cases, états
pool-ui-timeline-title = Chronologie
pool-ui-pool-line = { $kind } · { $undrawn ->
    [one] { $undrawn } restant
   *[other] { $undrawn } restants
} · P { $score } R { $recharge }
pool-ui-stress-short-moderate = mod
pool-ui-stress-short-high = imp
pool-ui-readiness-none = pas prêt
pool-ui-readiness-ready = prêt au combat
pool-ui-readiness-position = en position
pool-ui-not-in-combat-pool = { $what } : pas dans la réserve de combat (ni tours, ni échelle) — ? liste les touches
pool-ui-only-in-combat-pool = { $what } : seulement dans une rencontre à réserve de combat — ? liste les touches
pool-ui-confirm-total-defense = { $name } passe en défense totale : abandonne son intention, { $pool ->
    [one] { $pool } jeton de réserve
   *[other] { $pool } jetons de réserve
} en défense ?
pool-ui-action-declare = changement d’intention (gratuit, jeton ou action)
pool-ui-action-attack = attaque à distance
pool-ui-action-wound = dégâts : cases sur un moniteur
pool-ui-action-heal = soigner des cases d’un moniteur
pool-ui-action-start-round = lancer le combat

## Refus

pool-refuse-no-pool = { $who } n’a pas encore de réserve de combat : donnez-en une avec « réserve { $who } instinct » ou « réserve { $who } tactique »
pool-refuse-too-many = au plus { $most } { $what } à la fois
pool-refuse-not-enough = { $who } a { $have ->
    [one] { $have } jeton
   *[other] { $have } jetons
} dans sa réserve ; { $action ->
    [spend] en dépenser
   *[allocate] en allouer
} { $want } est impossible
pool-refuse-unknown-pool-type = pas de type de réserve « { $typed } » (connus : { $known } ; un type de votre table se fixe avec option type-réserve.CLÉ)
pool-refuse-already = { $who } : { $what }, c’est déjà le cas
pool-refuse-both-only-in-setup = { $who } ne peut pas prendre les deux recharges maintenant : seul un personnage en position les a toutes deux, au lancement du combat
pool-refuse-nothing-to-allocate = { $who } a { $undrawn ->
    [one] { $undrawn } jeton
   *[other] { $undrawn } jetons
} dans sa réserve ; allouez-en au moins 1
pool-refuse-reduce-needs = { $who } a { $hidden ->
    [one] { $hidden } jeton de défense face cachée
   *[other] { $hidden } jetons de défense face cachée
} ; en rendre { $tokens } à la réserve en demande { $needed } (2 pour 1)
pool-refuse-reset-needs = { $who } a { $revealed ->
    [one] { $revealed } succès de défense révélé
   *[other] { $revealed } succès de défense révélés
} ; en annuler { $n } est impossible
pool-refuse-cannot-pay = { $who } a { $undrawn ->
    [one] { $undrawn } jeton
   *[other] { $undrawn } jetons
} dans sa réserve et ne peut pas en payer { $cost }
pool-refuse-spend-at-least-one = dépensez au moins 1 jeton
pool-refuse-empty-intention = une intention demande des mots
pool-refuse-intend-pool-empty = { $who } n’a plus de jeton pour payer le changement d’intention : utilisez « intention { $who } action ... », qui prend une action simple
pool-refuse-pending-unchanged = l’action en cours de { $who } est déjà celle-là
pool-refuse-empty-free-action = une action gratuite demande des mots
pool-refuse-no-weapon = { $who } n’a pas de stat « weapon » : donnez dégâts=N ou fixe { $who } weapon=N
pool-refuse-no-damage = donnez les dégâts de base de l’arme avec dégâts=N
pool-refuse-no-boxes = plus aucune case à cocher pour { $who } après encaissement
pool-refuse-nothing-to-heal = { $who } n’a aucune case { $track } à effacer
pool-refuse-no-target = nommez au moins une cible
pool-refuse-too-many-targets = { $who } a { $passes ->
    [one] { $passes } passe d’initiative
   *[other] { $passes } passes d’initiative
} et ne peut pas attaquer { $n ->
        [one] { $n } cible
       *[other] { $n } cibles
    } en une action
pool-refuse-multiple-skill = { $who } peut tirer au plus { $skill ->
    [one] { $skill } balle ou rafale
   *[other] { $skill } balles ou rafales
} (indice de compétence), pas { $bullets } ; fixe { $who } firearms=N ou donnez compétence=N
pool-refuse-spray-bullets = l’arme de { $who } tire dans le tas au plus { $most ->
    [one] { $most } balle
   *[other] { $most } balles
} par action, pas { $fired }
pool-refuse-defier-not-target = { $who } ignore le tir de suppression mais n’est pas dans la zone de feu
pool-refuse-evade-needs = { $who } a { $held ->
    [one] { $held } jeton de défense
   *[other] { $held } jetons de défense
} ; s’éloigner de { $tokens ->
        [one] { $tokens } mètre
       *[other] { $tokens } mètres
    } est impossible
pool-refuse-melee-self = un échange au contact demande deux combattants différents
pool-refuse-opposed-self = un jet opposé demande deux combattants différents
pool-refuse-no-rounds = la réserve de combat n’a ni tours ni passes d’initiative : le MJ raconte ; utilisez « début » une fois, avant le combat, et « fin » pour le finir
pool-refuse-already-ended = le combat est déjà fini

## fray show

pool-show-roster = PERSONNAGES
pool-show-nobody = (personne pour l’instant : add NOM CAMP ...)
pool-show-countdowns = COMPTES À REBOURS
pool-show-pool = réserve
pool-show-stress = stress
pool-show-wounds = blessures
pool-show-intention = intention : { $text }
pool-show-pending = en cours : { $text }
pool-show-tokens = jetons : { $text }
pool-show-monitors = moniteurs : { $text }
pool-show-counters = compteurs : { $text }
pool-show-note = note : { $text }
pool-show-score = P { $score } (R { $recharge }, rapide { $fast })
pool-show-face-down = face cachée
pool-show-revealed = révélés
pool-show-discarded = défaussés
pool-show-unseen = { $n ->
    [one] { $n } non vu
   *[other] { $n } non vus
}
pool-show-lost = perdus
pool-show-gained = gagnés
pool-show-overflow = { $n } de débordement
pool-down-unconscious = inconscient
pool-down-dying = mourant
pool-down-dead = mort

## Erreurs de lecture : ce que les verbes attendent, les parties données une fois

pool-expected-target = le nom de la cible
pool-expected-boxes = un nombre de cases
pool-expected-intent = ce qu’il compte faire
pool-expected-pool-type = un type de réserve (par ex. instinct, tactique)
pool-expected-score = score=N (un score de réserve fixe)
pool-expected-readiness = une préparation (aucun, prêt ou en-position)
pool-expected-stress-level = un niveau de stress (faible, modéré ou élevé ; ou 0, 1, 2)
pool-expected-recharge-kind = une recharge (rapide, lente ou les-deux)
pool-expected-tokens = un nombre de jetons
pool-expected-tokens-or-all = un nombre de jetons, ou tout
pool-expected-spend-part = autre (jetons d’une autre réserve), ou pour et ce pour quoi ils sont dépensés
pool-expected-spend-purpose = ce pour quoi les jetons sont dépensés
pool-expected-free-action = l’action gratuite (par ex. crie grenade)
pool-expected-targets = les noms des cibles (a,b ou a b)
pool-expected-at-targets = sur et les cibles (sur CIBLE[,CIBLE...])
pool-expected-successes = succès=N (les succès obtenus à la table) ou dés=N (fray lance N d6)
pool-expected-dice = un nombre de dés
pool-expected-bullets = un nombre de balles
pool-expected-shot-part = sur CIBLES, succès=N, dés=N, une distance (courte, moyenne, longue, extrême), seuil=±N, dépense=N, unique, multiple=N, dans-le-tas, dans-le-tas=N, semi, virtuelle, auto, cr=N, compétence=N, ajuste=N, dégâts=N, étourdissant, électrique, risque=faible|élevé, précaution=N, encaisse=N, ignore=N|tout, dépensé, jeton=N ou avec ARME
pool-expected-suppress-part = sur CIBLES, succès=N, dés=N, une distance (courte, moyenne, longue, extrême), seuil=±N, dépense=N, défie=CIBLES, dégâts=N, étourdissant, électrique, risque=faible|élevé ou encaisse=N
pool-expected-throw-part = sur CIBLE, succès=N, dés=N, une distance (courte, moyenne, longue, extrême), seuil=±N ou dépense=N
pool-expected-blast-part = dégâts=N, étourdissant, électrique, risque=faible|élevé, encaisse=N ou par QUI
pool-expected-blast-damage = dégâts=N, ou par QUI pour prendre son arme
pool-expected-melee-part = succès=N, dés=N, esquive, riposte=N, riposte-dés=N, dégâts=N, dégâts-adverses=N, étourdissant, électrique, à-distance, effet=dégâts|sol|prise|avantage, dépense=N, encaisse=N ou risque=faible|élevé
pool-expected-defence = comment le défenseur y fait face : esquive, riposte=N (ses succès) ou riposte-dés=N (fray lance N d6)
pool-expected-risk = un risque (faible, élevé ou aucun)
pool-expected-effect = un effet (dégâts, sol, prise ou avantage)
pool-expected-lethality-part = précaution=N (utilisation prudente)
pool-expected-hits-pair = les succès des deux côtés (succès=N,M)
pool-expected-opposed-part = succès=N,M (sans cela, chacun lance sa Réaction)
pool-expected-damage-part = étourdissant ou encaisse=N
pool-expected-heal-part = étourdissant (le moniteur étourdissant)
pool-expected-ignore = un nombre de succès de défense, ou tout
pool-part-damage = les dégâts
pool-part-successes = les succès (succès=N ou dés=N)
pool-part-range = la distance
pool-part-threshold = le modificateur de seuil
pool-part-spend = les jetons dépensés
pool-part-fire-mode = le mode de tir (unique, multiple=N ou dans-le-tas)
pool-part-trigger = la détente (semi, virtuelle ou auto)
pool-part-rc = la compensation de recul
pool-part-skill-rating = l’indice de compétence
pool-part-adjust = les points d’ajustement
pool-part-kind = le type de dégâts (étourdissant ou électrique)
pool-part-risk = le risque
pool-part-care = l’utilisation prudente
pool-part-soak = l’encaissement
pool-part-ignore = la défense ignorée
pool-part-targets = les cibles
pool-part-defy = qui ignore le tir
pool-part-by = qui l’a lancée
pool-part-defence = la défense (esquive, riposte=N ou riposte-dés=N)
pool-part-their-damage = les dégâts du défenseur
pool-part-effect = l’effet
pool-part-hits = les succès
pool-part-track = le moniteur

## Options

pool-option-rounding = arrondi de R = P/2 et de rapide = R/2 (par défaut inférieur)
pool-option-bag = le sac de jetons : faces F<v>/S<v>, poids S6x2 (décision 2)
pool-option-free-draws = d’où viennent les jetons de dégâts, de létalité et de dispersion (par défaut sac)
pool-option-recharge-defense = si une recharge défausse les jetons de défense (par défaut garde)
pool-option-moderate-stress = stress modéré avec plus de 2 jetons (par défaut un-sur-deux)
pool-option-burst-damage-tokens = jetons de dégâts par balle ou rafale en tirs multiples (par défaut 1)
pool-option-spray-damage-tokens = jetons de dégâts d’un tir dans le tas (par défaut 1)
pool-option-electrical = dégâts électriques : base seule ou base + jeton (par défaut base)
pool-option-knockdown-damage = code de dégâts de l’arme qui projette au sol, sans la marge du contact (par défaut 10)
pool-option-style = le Style de l’équipe des personnages joueurs (camps pj et allié) : leurs ennemis sont projetés en arrière s’il dépasse la Résistance Médiatique de la cible (media), jamais sans elle ; la stat style du tireur passe avant (optionnelle ; par défaut non)
pool-option-area-defense = jetons de défense qui réduisent les dégâts de zone (par défaut tous)
pool-option-melee-tie = qui gagne un échange au contact à égalité (par défaut personne)
pool-option-monitor-base = cases d’un moniteur avant l’attribut (par défaut 8)
pool-option-physical-stat = attribut qui dimensionne le moniteur physique (par défaut body)
pool-option-stun-stat = attribut qui dimensionne le moniteur étourdissant (par défaut willpower)
pool-option-wound-step = cases cochées par modificateur de blessure de -1 (par défaut 3)
pool-option-assess-time = durée d’Estimer la situation (par défaut complexe)
pool-option-pool-type-key = un type de réserve de votre table : sa formule de score et son avantage
pool-ui-legend-undrawn = jetons encore à tirer
pool-ui-legend-intention = l’intention déclarée
pool-ui-legend-pending = l’action en attente de résolution
pool-ui-legend-face-down = un jeton face cachée
pool-ui-legend-unseen = un jeton abandonné sans être vu
pool-ui-hint-face-down-bag = les faces tirées du vrai sac, ou laissez vide : les jetons restent face cachée, leurs faces données quand ils sont retournés
pool-refuse-too-many-to-draw = { $who } tirerait { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    } d’un coup : on en tire au plus { $most } à la fois (la sauvegarde dit que la réserve en contient plus qu’aucune réserve)
pool-show-back-in-bag = { $n ->
    [one] { $n } jeton remis dans le sac
   *[other] { $n } jetons remis dans le sac
}

# Le nom d’une valeur de la fiche, dans `fray show` et le volet de la fiche (transcript/report.rs).
pool-stat-label = { $key ->
    [body] Physique
    [agility] Agilité
    [reaction] Réaction
    [strength] Force
    [willpower] Volonté
    [logic] Logique
    [intuition] Intuition
    [charisma] Charisme
    [professional] Professionnalisme
    [tactics] Tactique
    [firearms] Armes à feu
    [passes] Passes d’initiative
    [weapon] Dégâts de l’arme
    [rc] Compensation du recul
    [trigger] Détente
    [armor] Armure
    [media] Résistance Médiatique
    [style] Style
   *[other] { $key }
}

# Le type d’une réserve tel que le MJ le lit (la sauvegarde garde `tactics` ; un type de la table tel que tapé).
pool-type-word = { $kind ->
    [tactics] tactique
   *[other] { $kind }
}

# Les termes des dégâts, chacun par son nom (transcript/narrate_fact.rs).
pool-narrate-damage-token = jeton de dégâts { $token }
pool-narrate-damage-margin = 2 par point de différence

# Qui attaque qui, avec quoi, contre sa défense (transcript/narrate_fact.rs).
pool-narrate-attacks = { $who } attaque { $target }{ $weapon } : S { $score } contre D { $defense }{ $ignored } : { $outcome }
pool-narrate-with-weapon = {" "}avec { $weapon }

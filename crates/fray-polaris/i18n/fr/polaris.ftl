# Polaris 3e: every text the GM reads (key prefix pol-). Grouped by the file that says them.

## Transcript (narrate.rs)
pol-fatigue-now = tout le monde a agi (tests de Fatigue maintenant)
pol-success = réussite
pol-failure = échec
pol-nonrandom = { $who } { $what } : { $result } (sans jet)
pol-opposed-wins = l’emporte
pol-opposed-gm-decides = pas de vainqueur aux dés : le MJ décide
pol-wound-damage = (dommages { $damage })
pol-wound-marked = { $who } : blessure { $severity } { $location ->
        [head] à la tête
        [body] au corps
        [right-arm] au bras droit
        [left-arm] au bras gauche
        [right-leg] à la jambe droite
        [left-leg] à la jambe gauche
       *[other] ({ $location })
    }
pol-wound-row-full = ligne pleine : devient { $severity }
pol-wound-death = MORT
pol-wound-limb-destroyed = MEMBRE DÉTRUIT
pol-wound-already-dead = déjà mort
pol-wound-already-destroyed = membre déjà détruit
pol-wound-healed = { $who } : { $boxes ->
        [one] { $boxes } case de blessure { $severity } effacée
       *[other] { $boxes } cases de blessure { $severity } effacées
    } { $location ->
        [head] à la tête
        [body] au corps
        [right-arm] au bras droit
        [left-arm] au bras gauche
        [right-leg] à la jambe droite
        [left-leg] à la jambe gauche
       *[other] ({ $location })
    }
pol-damage-ignored = { $who } : dommages { $damage }, aucune blessure
pol-automatic-failure = échec automatique
pol-critical-success-loud = RÉUSSITE CRITIQUE
pol-critical-failure-loud = ÉCHEC CRITIQUE
pol-term-secret = difficulté secrète
pol-term-wounds = blessures
pol-term-opponents = adversaires
pol-term-retry = nouvelle tentative
pol-term-other = autres
pol-catastrophe-possible = risque de Catastrophe
pol-test = { $who } teste { $what } : chances { $chance }{ $terms }{ $dice } : { $result }, marge { $margin }, { $degree }{ $modifier }
pol-test-chance = { $who } teste une chance de { $chance }{ $terms }{ $dice } : { $result }, marge { $margin }, { $degree }{ $modifier }
pol-warn-out-of-the-fight = attention : { $who } est hors de combat ({ $why })

## Wound locator and body figure (screens/text.rs)
pol-locator-last-row = Mort/Détr.
pol-body-legend = 1-5, x perdu
pol-locator-light = Lég
pol-locator-medium = Moy
pol-locator-serious = Gra
pol-locator-critical = Cri
pol-locator-mortal = Mor
pol-locator-death = M/D
pol-locator-head = Tête
pol-locator-head-short = Tê
pol-locator-body = Corps
pol-locator-body-short = Co
pol-locator-right-arm = B.dr.
pol-locator-right-arm-short = BD
pol-locator-left-arm = B.g.
pol-locator-left-arm-short = BG
pol-locator-right-leg = J.dr.
pol-locator-right-leg-short = JD
pol-locator-left-leg = J.g.
pol-locator-left-leg-short = JG

## Help (verbs/help.rs)
pol-help-difficulty-head = Mots de difficulté (Polaris 3e), en anglais ou en français, accents facultatifs :
pol-help-difficulty-number = Ou donnez la difficulté en nombre : test baral firearms -4

## What players see (transcript/players.rs)
pol-seen-critical-hit = touché critique
pol-seen-critical-miss = raté critique
pol-seen-hit = touché
pol-seen-miss = raté
pol-seen-attack = { $attacker } attaque { $target } : { $seen }
pol-seen-test = { $who } teste { $what } : { $result }
pol-seen-chance-test = { $who } fait un test : { $result }
pol-critical-success = réussite critique
pol-critical-failure = échec critique

## Refusals of the rules code
pol-refuse-not-started = le combat n’a pas commencé (start)
pol-refuse-fight-over = le combat est terminé (undo pour revenir en arrière)
pol-refuse-no-combatants = ajoutez des combattants avant de commencer le combat
pol-refuse-already-over = le combat est déjà terminé
pol-refuse-opposed-same = un test d’opposition demande deux combattants différents
pol-refuse-surprise-step = la surprise se teste avant le premier tour de combat
pol-refuse-surprise-who = nommez qui teste la surprise
pol-refuse-declare-step = les intentions se déclarent pendant la phase de déclaration
pol-refuse-confused-step = la confusion survient pendant un tour de combat
pol-refuse-no-action-left = ce combattant n’a plus d’action ce tour-ci
pol-refuse-rush-step = une action se précipite au moment où elle est déclarée
pol-refuse-already-rushed = cette action est déjà précipitée
pol-refuse-everyone-acted = tout le monde a agi ce tour-ci
pol-refuse-cannot-act = ce combattant ne peut plus agir ce tour-ci
pol-refuse-phase-min = les phases descendent jusqu’à 1
pol-refuse-act-step = les combattants en attente agissent pendant la résolution
pol-refuse-act-who = seul un combattant qui attend ou a retardé son action peut agir maintenant
pol-refuse-slow-range = une perte d’Initiative va de 1 à 30 points
pol-refuse-action-started = cette action est déjà en cours ou terminée
pol-refuse-init-range = l’Initiative va de -30 à 99
pol-refuse-marker-step = les attaques supplémentaires se placent pendant le tour de combat
pol-refuse-marker-phase = la phase d’un marqueur va de 1 à 99
pol-refuse-marker-malus = un marqueur porte un malus (0 ou moins)
pol-refuse-no-main-action = ce combattant n’a pas d’action principale ce tour-ci
pol-refuse-attack-self = un combattant ne peut pas s’attaquer lui-même
pol-refuse-charge-melee = une Charge est une attaque au contact (ajoutez : mêlée)
pol-refuse-no-locator = ce combattant n’a pas de localisation des blessures
pol-refuse-no-box = aucune case n’est cochée là
pol-refuse-no-marker = { $name } n’a pas de marqueur sur l’échelle d’Initiative ce tour-ci
pol-refuse-round-under-way = le tour { $round } est en cours (next pour avancer)
pol-refuse-opponents-max = au plus { $max } adversaires peuvent engager un combattant au contact
pol-refuse-delay-phase = un retard va à une phase plus tardive (plus basse) que { $phase }
pol-refuse-markers-max = au plus { $max } marqueurs par combattant
pol-refuse-not-location = « { $word } » n’est pas une localisation (tête, corps, bras-droit, bras-gauche, jambe-droite, jambe-gauche)
pol-refuse-not-severity-list = « { $severity } » n’est pas une gravité de blessure (légère, moyenne, grave, critique, mortelle, mort)
pol-refuse-not-severity = « { $severity } » n’est pas une gravité de blessure
pol-refuse-no-shock = { $name } n’a pas de test de Choc en attente
pol-refuse-nothing-to-stabilise = { $name } n’a pas de blessure à stabiliser

## Options, difficulty and the location table
pol-table-no-location-number = table de localisation : pas de localisation numéro { $number }
pol-table-face-range = table de localisation : les faces vont de 1 à 20, mais { $key } a { $faces }
pol-table-backwards = table de localisation : { $key }:{ $lo }-{ $hi } est à l’envers (écrivez { $key }:{ $hi }-{ $lo })
pol-table-face-twice = table de localisation : la face { $face } est donnée à la fois à { $other } et à { $key }
pol-table-gaps = table de localisation : { $count ->
        [one] la face { $faces } n’est pas couverte
       *[other] les faces { $faces } ne sont pas couvertes
    } (chaque face de 1 à 20 demande une localisation)
pol-table-example = par exemple head:1-2,body:3-10,right-arm:11-12,left-arm:13-14,right-leg:15-17,left-leg:18-20
pol-table-bad-entry = table de localisation : « { $entry } » devrait être localisation:de-à ({ $example })
pol-table-unknown-location = table de localisation : localisation inconnue « { $name } » (utilisez { $keys })
pol-table-bad-faces = table de localisation : « { $faces } » dans « { $entry } » n’est pas un intervalle de faces comme 3-10
pol-table-empty = table de localisation : aucune entrée ({ $example })
pol-difficulty-out-of-range = le modificateur de difficulté { $n } est hors limites (de -{ $max } à +{ $max })
pol-difficulty-unknown = difficulté inconnue « { $word } » : utilisez un mot comme « difficile », une clé anglaise comme « hard » ou un nombre signé comme -3
pol-option-bad-value = option { $key } : { $expected } attendu, « { $value } » trouvé
pol-option-expect-combine = somme ou pire
pol-option-expect-rushed = un nombre de 0 à -10
pol-option-table = option table-localisation : { $error }
pol-option-expect-on-off = oui ou non
pol-option-expect-surprise = marge ou dé
pol-option-unknown = pas d’option « { $key } » (options : { $known })

## Verb summaries (help, the ? overlay)
pol-summary-test = Un test au d20 contre une compétence, une caractéristique ou une chance ; la difficulté est un mot (aide difficulté) ou le premier nombre, les nombres suivants sont des modificateurs ; nouvelle-tentative coûte -1 par échec consécutif à cette action (sous-pression : -3) ; secret le cache ; opposé compte le malus des adversaires.
pol-summary-nonrandom = Enregistre un test que vous résolvez sans jet.
pol-summary-oppose = Un test d’opposition entre deux combattants, chaque camp avec sa propre difficulté et ses modificateurs.
pol-summary-attack = Un test d’attaque ; avec une arme ou dommages=N (le jet de dommages), une réussite blesse la cible à LOCALISATION (visée=-N son malus de visée), ou à une localisation tirée au dé, moins l’armure de la cible à cet endroit. contre QUOI : au contact, la cible se défend par un test d’opposition.
pol-summary-wound = Coche directement une case de blessure, ou d’après des dommages finaux ; sans localisation, elle est tirée au dé.
pol-summary-heal = Efface N cases cochées (1 si non précisé, jusqu’à 255).
pol-summary-surprise = Surprise : un test de Réaction pour chaque combattant nommé, avec un modificateur facultatif.
pol-summary-declare = Déclare ce qu’un combattant a l’intention de faire ce tour ; après un texte entre guillemets, `précipitée` précipite l’action, `suivant` passe aussi la parole au déclarant suivant, et `secrète` ou `publique` dit si les joueurs la lisent (celle d’un PNJ est secrète par défaut, sauf option contraire).
pol-summary-rush = Une action précipitée : +3 d’Initiative immédiatement, un malus sur l’action.
pol-summary-confused = Une Catastrophe lors d’un changement d’intention : le combattant ne fait rien jusqu’à la fin du tour.
pol-summary-delay = Retarde l’action à une phase ultérieure, ou jusqu’à ce que vous l’appeliez avec agis.
pol-summary-act = Un combattant qui a retardé son action agit maintenant.
pol-summary-slow = Le combattant perd N points d’Initiative, pour la raison donnée.
pol-summary-prepare = Une préparation : le combattant perd N points d’Initiative (ralentis, avec la préparation pour raison).
pol-summary-hesitate = Une hésitation : le combattant perd N points d’Initiative (ralentis, avec l’hésitation pour raison).
pol-summary-init = Fixe l’Initiative actuelle d’un combattant.
pol-summary-marker = Ajoute un marqueur sur l’échelle d’Initiative pour une autre attaque à PHASE, avec son malus.
pol-summary-opponents = Fixe le nombre d’adversaires qui engagent un combattant au corps à corps (0 à 255).
pol-summary-shock = Résout un test de choc en attente contre une chance.
pol-summary-stabilise = Marque la blessure hémorragique d’un combattant comme stabilisée.

## Forms: titles, labels, hints
pol-form-declare = Déclarer une intention
pol-form-test = Test
pol-form-attack = Attaque
pol-form-wound = Blessure
pol-form-heal = Soin
pol-form-delay = Retarder
pol-form-marker = Marqueur supplémentaire (attaques multiples)
pol-form-surprise = Surprise
pol-field-who-several = Qui (plusieurs)
pol-field-difficulty = Difficulté
pol-field-modifiers = Modificateurs
pol-field-modifier = Modificateur
pol-field-retry = Nouvelle tentative
pol-field-secret = Secret
pol-field-location = Localisation
pol-field-severity = Gravité
pol-field-melee = Corps à corps
pol-field-charge = Charge
pol-field-technique = Technique
pol-field-bleeding = Hémorragie
pol-field-intent = Intention
pol-field-phase = Phase
pol-field-malus = Malus
pol-hint-skill = ←→ les compétences de la fiche, ou un nombre (chance)
pol-hint-difficulty = ←→ mots ; vide : moyenne
pol-hint-modifiers = p. ex. +2 -1
pol-hint-damage = un total (9) ou dés:valeurs (2d6+2:4,5) ; vide : dés de l’arme
pol-hint-wound-damage = dommages finaux, au lieu d’une gravité
pol-hint-location = ←→ ; vide : tirée au dé
pol-hint-severity = ←→ de légère à mort
pol-hint-delay-phase = vide : jusqu’à ce qu’il agisse (e)
pol-hint-several = noms séparés par des espaces

## Option descriptions (help options)
pol-option-desc-wound-malus = combinaison des malus de blessure (somme par défaut)
pol-option-desc-rushed-malus = malus d’une action précipitée (-3 par défaut)
pol-option-desc-location-table = table de localisation au d20
pol-option-desc-fatigue = rappel de la Fatigue à la fin de chaque tour (non par défaut)
pol-option-desc-mechanized-armour = Initiative plafonnée par la caractéristique « armour » (non par défaut)
pol-option-desc-surprise-initiative = Initiative du premier tour après un test de surprise critique (marge par défaut)

## Dice rolled at the table (messages, form hints)
pol-roll-d20 = le d20 du test
pol-roll-location = le dé de localisation
pol-roll-damage = les dés de dommages
pol-roll-damage-give = dommages=2d6+3:N,N (les valeurs après le deux-points)

## The attack and declaration forms: dice in hand, rush, an attack that deals no damage
pol-field-d20 = d20
pol-hint-d20 = à la table : 7 (7,12 pour deux dés) ; vide : fray le lance
pol-hint-d20-table = à la table : 7 (7,12 pour deux dés) ; vide : fray le demande
pol-field-location-die = Dé de localisation
pol-hint-location-die = le d20 de localisation (1 à 20) ; vide : fray le lance
pol-hint-location-die-table = le d20 de localisation (1 à 20) ; vide : fray le demande
pol-field-rush = Précipitée
pol-rush-yes = précipitée
pol-hint-rush = précipitée : +3 d’Initiative immédiatement, un malus sur l’action
pol-no-damage-weapon = { $who } touche mais n’inflige aucun dommage : { $weapon } n’a pas de dés de dommages (donnez le jet de dommages : dommages=2d6+3)
pol-no-damage-none = { $who } touche mais n’inflige aucun dommage : aucune arme avec des dés de dommages (donnez le jet de dommages : dommages=2d6+3)
pol-skill-name-armes-de-poing = Armes de poing
pol-skill-name-fusils = Fusils
pol-skill-name-tir-automatique = Tir automatique
pol-skill-name-combat-arme = Combat armé
pol-skill-name-mains-nues = Combat à mains nues
pol-skill-name-arts-martiaux-offensifs = Arts martiaux (offensifs)
pol-skill-name-arts-martiaux-defensifs = Arts martiaux (défensifs)
pol-skill-name-arts-martiaux-lutte = Arts martiaux (lutte)
pol-skill-name-athletisme = Athlétisme
pol-skill-name-furtivite = Furtivité
pol-skill-name-premiers-soins = Premiers soins
pol-skill-name-tactique = Tactique
pol-skill-name-explosifs = Explosifs
pol-skill-name-pieges = Pièges
pol-skill-name-orientation = Orientation
pol-skill-name-pilotage-sous-marin = Pilotage sous-marin
pol-skill-name-for = Force
pol-skill-name-con = Constitution
pol-skill-name-coo = Coordination
pol-skill-name-ada = Adaptation
pol-skill-name-per = Perception
pol-skill-name-int = Intelligence
pol-skill-name-vol = Volonté
pol-skill-name-pre = Présence
pol-skill-name-chance = Chance
pol-skill-name-reaction = Réaction
pol-skill-name-melee-damage = Dommages au contact
pol-skill-name-damage-resistance = Résistance aux dommages

## A result explained term by term (transcript/narrate.rs)
pol-term-base = base
pol-term-difficulty = difficulté
pol-term-typed = modificateur
pol-term-rushed = action précipitée
pol-term-marker = action supplémentaire
pol-term-aim = localisation visée
pol-term-two-weapons = deux armes
pol-term-limit = limite des Arts martiaux
pol-term-reach = allonge
pol-term-shock = Test de Choc
pol-damage-terms = { $who } : dommages { $damage } = { $terms }
pol-dmg-roll = jet
pol-dmg-success = modificateur de réussite
pol-dmg-charge = charge
pol-dmg-powerful = Frappe puissante
pol-dmg-protection = protection
pol-roll-location-give = localisation=N
pol-choice-retry = nouvelle tentative
pol-choice-pressured = sous pression
pol-choice-social = sociale

# Les armes et armures du bestiaire par leur nom (gear_words.rs).
pol-gear-name-couteau = Couteau
pol-gear-name-dague = Dague
pol-gear-name-fusil-d-assaut = Fusil d’assaut
pol-gear-name-fusil-harpon = Fusil-harpon
pol-gear-name-gilet-leger = Gilet léger
pol-gear-name-machette = Machette
pol-gear-name-matraque = Matraque paralysante
pol-gear-name-pistolet = Pistolet
pol-gear-name-pistolet-leger = Pistolet léger
pol-gear-name-pistolet-lourd = Pistolet lourd

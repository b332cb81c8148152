# Cyberpunk : les touches propres au système, leurs formulaires et la visée par cible.

## Les touches, comme ? les liste

cpi-keys-key-initiative = Cyberpunk : jet ou nouveau jet d’initiative
cpi-keys-key-actions = Cyberpunk : nombre d’actions ce round
cpi-keys-key-draw = Cyberpunk : changer d’arme (dégainer ; ranger ou lâcher l’autre)
cpi-keys-key-chamber = Cyberpunk : réalimenter une arme à action manuelle
cpi-keys-key-reload = Cyberpunk : recharger
cpi-keys-key-unjam = Cyberpunk : désenrayer
cpi-keys-key-aim = Cyberpunk : viser un round entier (une cible)
cpi-keys-key-sight = Cyberpunk : une cible sort du champ de vision (visées perdues)
cpi-keys-key-run = Cyberpunk : courir
cpi-keys-key-stance = Cyberpunk : s’accroupir, s’allonger, se relever
cpi-keys-key-act = Cyberpunk : autre action (corps à corps, saut, véhicule…)
cpi-keys-key-support = Cyberpunk : appui contre le recul
cpi-keys-key-fumble = Cyberpunk : 1 naturel lancé à la table
cpi-keys-key-save = Cyberpunk : jet de choc ou de mort
cpi-keys-not-here = { $what } : pas avec l’initiative par intervalles (différer avec D, l’échelle avance seule) — { $help } liste les touches

## Formulaires

cpi-keys-form-initiative = Initiative
cpi-keys-form-reroll-costly = Relancer l’initiative (coûte la première action du round)
cpi-keys-form-actions = Actions ce round (initiative { $score }, { $most } au plus)
cpi-keys-actions-choice = { $n } à { $penalty } chacune
cpi-keys-actions-slots = { $choice } — créneaux { $at }
cpi-keys-form-delay-from = Différer l’action suivante (à { $at } pour l’instant)
cpi-keys-form-draw = Changer d’arme
cpi-keys-form-chamber = Réalimenter
cpi-keys-form-reload = Recharger
cpi-keys-form-unjam = Désenrayer
cpi-keys-form-aim = Viser un round entier
cpi-keys-form-sight = La cible sort du champ de vision
cpi-keys-form-run = Courir
cpi-keys-form-stance = Posture
cpi-keys-form-act = Autre action
cpi-keys-form-support = Appui contre le recul
cpi-keys-form-fumble = 1 naturel à la table
cpi-keys-form-save = Jet de sauvegarde
cpi-keys-field-target = cible
cpi-keys-field-boost = bonus
cpi-keys-field-count = actions
cpi-keys-field-bullets = balles
cpi-keys-field-other-weapon = l’autre
cpi-keys-field-actions = actions
cpi-keys-field-stance = posture
cpi-keys-field-activity = activité
cpi-keys-field-support = appui
cpi-keys-field-save = jet
cpi-keys-hint-target = aucune : seule une visée sans cible compte
cpi-keys-hint-boost = +N hors de la fiche
cpi-keys-hint-bullets = auto : balles voulues
cpi-keys-hint-skill = vide : la compétence de l’arme sur la fiche
cpi-keys-hint-stow = vide : lâchée (1 action) ; ranger : 2 actions
cpi-keys-hint-act-count = saut : actions en plus ; autre : actions

## Mots-clés montrés dans les formulaires

cpi-keys-word-single = coup par coup
cpi-keys-word-burst = rafale
cpi-keys-word-auto = automatique
cpi-keys-word-stow = ranger
cpi-keys-word-crouch = accroupi
cpi-keys-word-prone = allongé
cpi-keys-word-stand = debout
cpi-keys-word-melee = corps à corps
cpi-keys-word-jump = saut
cpi-keys-word-vehicle = véhicule
cpi-keys-word-vehicle-fast = véhicule en vitesse
cpi-keys-word-other = autre
cpi-keys-word-stun = choc
cpi-keys-word-death = mort
cpi-keys-word-none = aucun
cpi-keys-word-bipod = bipied
cpi-keys-word-anchored-bipod = bipied ancré
cpi-keys-word-tripod = trépied
cpi-keys-word-anchored-tripod = trépied ancré
cpi-keys-word-heavy-tripod = trépied lourd
cpi-keys-word-anchored-heavy-tripod = trépied lourd ancré

## Visée par cible

cpi-keys-summary-unseen = CIBLE sort du champ de vision : toute visée sur elle est perdue.
cpi-keys-refuse-aim-self = { $who } ne peut pas se viser
cpi-keys-refuse-nobody-aims = personne ne vise { $target }
cpi-keys-log-aim-at = { $who } vise { $target } : { $bonus } au prochain tir sur cette cible
cpi-keys-log-aim-lost = { $who } perd sa visée sur { $target }
cpi-roll-damage = les dés de dégâts
cpi-roll-damage-give = les valeurs après les dés, avec un deux-points : 2d6+3:N,N
cpi-keys-form-damage-hit = Dégâts : { $victim }, tir de { $attacker } ({ $weapon })
cpi-keys-field-damage = points ou dés
cpi-keys-hint-damage = points après armure, ou les dés de l’arme (Entrée les lance)
cpi-keys-action-next = suivant : déclarant, acteur, phase ou round
cpi-keys-action-start-round = lancer le combat / round suivant (tire l’initiative)
cpi-keys-action-round-forward = round suivant
cpi-keys-action-round-back = round précédent
cpi-keys-action-go-to = aller à un enregistrement, un round ou une phase

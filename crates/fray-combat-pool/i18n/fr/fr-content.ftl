# fr-content : résumés des verbes et refus de la réserve de combat, notes du bestiaire.

## Résumés des verbes (help, l’aide ?)

pool-summary-pool = Fixe le type de réserve de combat d’un personnage (instinct, tactique ou celui de votre table) et éventuellement un score P fixe.
pool-summary-ready = À quel point un personnage était prêt au combat : aucun (recharge rapide), prêt (lente) ou en-position (les deux).
pool-summary-stress = Fixe le niveau de stress qui filtre les jetons dépensés pour les actions de précision ; 0, 1, 2 marchent aussi.
pool-summary-recharge = Une recharge : rapide donne R/2 jetons, lente R, les-deux R + R/2 (en position) ; la réserve restante est défaussée.
pool-summary-breath = Reprendre son souffle : une action simple pour une recharge rapide (recharge QUI rapide).
pool-summary-assess = Estimer la situation : une action complexe pour une recharge lente (recharge QUI lente).
pool-summary-allocate = Pioche N jetons de la réserve (ou tous) face cachée en défense.
pool-summary-total-defense = Défense totale : l’intention et toute action en cours sont abandonnées, tous les jetons de la réserve vont en défense.
pool-summary-reduce-defense = Reprend 2N jetons de défense face cachée sous la forme de N jetons de réserve.
pool-summary-reset-defense = Le MJ annule N succès de défense révélés, ou tous (mis à terre, couvert détruit).
pool-summary-spend = Dépense N jetons face visible pour une action de précision, filtrés par le stress ; autre : une action d’une autre réserve, qui coûte 0, 1 ou 2 de plus selon le stress.
pool-summary-intend = Déclare ou change une intention : gratuit si c’est évident, un jeton si c’est subtil, sinon une action simple ; après un texte entre guillemets, `secrète` ou `publique` dit si les joueurs la lisent (celle d’un PNJ est secrète par défaut, sauf option contraire).
pool-summary-pending = Note l’action en cours sur la chronologie racontée ; sans texte, l’efface.
pool-summary-coordinate = Une intention qui compte sur celle d’un coéquipier : 1 jeton (0 en tactique), ou les N que fixe le MJ.
pool-summary-free = Une action gratuite, sans déclaration ni jeton ; elle ne peut pas interrompre une action.
pool-summary-aim = Viser : une action simple pour +1 au prochain tir.
pool-summary-attack = Une attaque à distance : score = succès - seuil de distance + bonus - ajustement, contre la défense révélée de chaque cible ; une cible touchée tire des jetons de dégâts.
pool-summary-suppress = Tir de suppression : chaque point du score retire un jeton non pioché à chaque cible ; ceux qui l’ignorent subissent un tir d’une balle par point au-dessus de leur défense.
pool-summary-throw = Le jet d’une arme à aire d’effet : elle atteint le point visé si le score est de 0 ou plus, sinon elle dévie du plus haut de |S| jetons, en mètres.
pool-summary-blast = Une arme à aire d’effet explose : un jeton de dégâts ; chacun dans la zone subit base + jeton - 1 par jeton de défense gardé ; sans dégâts=N, l’arme de QUI.
pool-summary-evade = Dépense N jetons de défense pour s’éloigner de N mètres de l’explosion d’une arme à aire d’effet ; ils sont perdus.
pool-summary-melee = Un échange au contact : le défenseur esquive (sa défense contre vos succès) ou riposte (un test opposé) ; dégâts + 2 par point, ou un effet à la place.
pool-summary-lethality = Une vérification de létalité réduite seule : faible révèle 2 jetons (mortel si les deux sont des échecs), élevé 1 ; précaution=N abaisse le risque de N crans.
pool-summary-opposed = Un jet opposé de Réaction pour des actions qui se bloquent ; sans succès=N,M, chacun lance Réaction d6, succès sur 5-6.
pool-summary-damage = Coche directement N cases du moniteur physique (ou étourdissant), encaissement déduit d’abord.
pool-summary-heal = Efface N cases du moniteur physique (ou étourdissant).
pool-name = Réserve de combat de Shadowrun
pool-title = Réserve de combat de Shadowrun (règle maison)

## Options : refus et valeurs acceptées (option CLÉ VALEUR, fray rules)

pool-option-bad-value = option { $key } : { $expected } attendu, « { $value } » trouvé
pool-option-or = ou
pool-option-expect-number = un nombre de { $lo } à { $hi }
pool-option-expect-type-key = une clé de lettres, chiffres et tirets après « type-réserve. »
pool-option-expect-formula = « stat+stat+stat | texte de l’avantage »
pool-option-expect-stat = un nom de caractéristique
pool-option-bag-error = option sac : { $error }
pool-option-unknown = pas d’option « { $key } » (options : { $known })
pool-option-values-1-to-10 = 1 à 10
pool-option-values-1-to-99 = 1 à 99
pool-option-values-style = non | 0 à 99
pool-option-values-0-to-30 = 0 à 30
pool-option-values-stat = une caractéristique
pool-option-values-pool-type = stat+stat+stat | avantage

## Le sac de jetons (option bag)

pool-bag-bad-weight = poids incorrect dans « { $word } » (1 à 100)
pool-bag-not-a-face = « { $word } » n’est pas une face comme S5 ou F2
pool-bag-needs-value = « { $word } » demande une valeur, comme S5 ou F2
pool-bag-empty = un sac demande au moins une face
pool-bag-too-many = un sac a au plus 100 faces
pool-option-key-pool-type = type-réserve.CLÉ

## Compteurs (visée, avantage, tir dans le tas), tels que la sauvegarde les nomme

pool-counter-aim = visée
pool-counter-advantage = avantage
pool-counter-spray = tir dans le tas

## Intentions et actions en cours écrites par les règles (la sauvegarde garde l’anglais)

pool-said-total-defense = défense totale
pool-said-changing-intention = changement d’intention (action simple)

## Dés donnés à la table (dice=table)

pool-roll-d6 = un d6 de la réserve lancée
pool-roll-d6-give = d6=N,N,... (une valeur par dé)
pool-roll-bag = un jeton tiré du sac
pool-roll-bag-give = sac=S5,F2,... (une face par jeton)

# i20-open : `fray rules SYSTÈME` liste chaque point ouvert du résumé des règles, avec le
# choix par défaut de fray et la façon de le changer.

cli-rules-open-points = POINTS OUVERTS (le choix de fray là où le texte se tait, et comment le changer)
cli-open-default = Par défaut : { $text }
cli-open-change = Pour changer : { $how }
cli-open-option = option { $key } { $to }  (valeurs : { $values })
cli-open-fixed = Pour changer : impossible

## Polaris 3e

pol-op-01-q = Tests non aléatoires : le texte ne donne que les circonstances.
pol-op-01-d = fray ne les lance pas : le MJ note le résultat.
pol-op-01-how = nonrandom QUI QUOI success|failure le note ; test QUI QUOI le lance quand même
pol-op-02-q = Le texte écrit « Escalade (Difficile ou -7) » mais sa table donne Difficile −5, et nomme « Malaisée », un degré d’aucune table.
pol-op-02-d = la table fait foi : difficile vaut −5 ; « malaisée » est refusé.
pol-op-02-how = tapez le modificateur en nombre : test QUI QUOI -7
pol-op-03-q = Moitié de l’attribut sur une réussite critique : l’arrondi n’est pas donné.
pol-op-03-d = arrondi à l’inférieur (17 donne 8).
pol-op-04-q = Un second 20 sur la relance d’un échec critique n’est pas prévu.
pol-op-04-d = il s’ajoute une fois (+20), sans autre relance.
pol-op-05-q = Les lignes d’échec à partir d’une marge de 20 n’ont pas de nom.
pol-op-05-d = toute marge dès 15 se lit Catastrophique, avec le risque de Catastrophe ; les modificateurs restent −7, −8, −9.
pol-op-06-q = Les attaques multiples (p. 218) ne sont pas dans le texte.
pol-op-06-d = le MJ ajoute chaque marqueur d’action et son malus (0 s’il n’est pas donné) ; aucune technique n’en préremplit.
pol-op-06-how = marker QUI PHASE MALUS
pol-op-07-q = Le malus d’une action précipitée (p. 218) n’est pas dans le texte.
pol-op-07-d = −3 sur l’action précipitée.
pol-op-08-q = Initiative du premier tour après un test de surprise critique : toute la marge ou le dé ?
pol-op-08-d = toute la marge de réussite, hausse critique comprise.
pol-op-09-q = Débordement des blessures : le texte décrit un seul cran ; membre déjà détruit.
pol-op-09-d = le débordement se poursuit tant que la ligne qui reçoit est pleine ; une blessure à un membre détruit ou à une localisation morte ne change rien et est signalée, sans report sur le tronc.
pol-op-10-q = Des dommages finaux inférieurs à 5.
pol-op-10-d = aucune case ; le journal dit « pas de blessure ».
pol-op-10-how = cochez une case quand même : wound QUI LOCALISATION GRAVITÉ
pol-op-11-q = La formule des dommages (p. 229) n’est pas incluse.
pol-op-11-d = jet de dommages + modificateur de réussite + modificateur de dommages au contact (mêlée) + 3 pour une charge + 3 pour une frappe puissante + la résistance aux dommages de la cible − sa protection.
pol-op-11-how = attack … damage=N ou damage=2d6+3, melee, charge, powerful ; les caractéristiques melee-damage, damage-resistance et protection de la fiche ; ou wound QUI damage=N avec les dommages finaux
pol-op-12-q = La table de localisation aléatoire (p. 229) n’est pas incluse.
pol-op-12-d = une table d20 provisoire, pas celle du livre : 1–2 tête, 3–10 tronc, 11–12 bras droit, 13–14 bras gauche, 15–17 jambe droite, 18–20 jambe gauche.
pol-op-12-how = nommez la localisation : attack … at LOCALISATION, wound QUI LOCALISATION …
pol-op-13-q = Le texte ne donne pas de malus pour une blessure Mortelle.
pol-op-13-d = −10, comme Critique, et l’état « blessure mortelle » (en général inconscient, soins immédiats) ; un membre détruit aussi.
pol-op-13-how = le malus ne se change pas ; le MJ retire l’état si le personnage tient debout : uncondition QUI NOM
pol-op-14-q = Le texte ne dit pas comment les malus de plusieurs blessures se combinent.
pol-op-14-d = sum : les malus de toutes les cases cochées, toutes localisations, s’additionnent.
pol-op-15-q = La procédure du test de choc (p. 237) n’est pas incluse.
pol-op-15-d = un test de choc en attente avec le malus cumulé ; le MJ donne la chance, fray lance, le MJ applique la conséquence.
pol-op-15-how = shock QUI CHANCE
pol-op-16-q = Allonge : « le bonus le plus faible est soustrait au bonus le plus faible » (une coquille).
pol-op-16-d = aucune commande n’applique encore l’allonge : le MJ ajoute le bonus en modificateur (lecture de fray : le plus faible soustrait du plus fort).
pol-op-16-how = tapez le bonus d’allonge en modificateur : attack QUI CIBLE QUOI +2
pol-op-17-q = La procédure du test en opposition n’est pas incluse.
pol-op-17-d = les deux lancent ; une réussite bat un échec ; entre deux réussites, la plus grande marge l’emporte ; deux échecs ou des marges égales : le MJ tranche.
pol-op-18-q = L’étape de Fatigue (règles avancées) n’est pas incluse.
pol-op-18-d = off : pas de rappel.

## Shadowrun, réserve de combat

pool-op-01-q = Le « test standard » et ce qu’ajoute un jeton dépensé ne sont pas décrits.
pool-op-01-d = le MJ donne les succès, ou fray lance les d6 moins le modificateur de blessure (succès sur 5–6) ; chaque jeton dépensé compté ajoute 1 ; S = succès + jetons + visée + rafale + avantage − seuil − modificateur − cibles en plus − ajustement − précaution.
pool-op-01-how = hits=N ou dice=N, spend=N, threshold=±N, adjust=N sur attack, suppress, throw et melee
pool-op-02-q = Arrondi de R = P/2 et de la recharge rapide R/2.
pool-op-02-d = à l’inférieur les deux fois.
pool-op-03-q = La recharge lente dure « un tour de combat » et est aussi une « action complexe ».
pool-op-03-d = une action complexe (assess).
pool-op-04-q = Stress modéré avec plus de 2 jetons dépensés.
pool-op-04-d = un jeton sur deux (2e, 4e, 6e…) ne compte que s’il est un succès ; les autres comptent toujours.
pool-op-05-q = Tir dans le tas sur plusieurs actions ; jetons de dégâts du tir dans le tas et des rafales (« un jeton par balle »).
pool-op-05-d = les balles d’actions de tir dans le tas consécutives s’additionnent, plafonnées à compensation du recul + 1 ; 1 jeton de dégâts par balle ou rafale en tirs multiples, 1 pour un tir dans le tas.
pool-op-06-q = D’où viennent les jetons de dégâts, de létalité et de dispersion.
pool-op-06-d = tirés du sac, gratuits pour le personnage ; la suppression prend dans la réserve non tirée, pas dans la défense ; chaque succès est chaque point de S.
pool-op-07-q = Armes de zone : un lancer raté, et quels jetons de défense comptent.
pool-op-07-d = S < 0 est raté et disperse de |S| jetons ; S ≥ 0 tombe au point visé ; tous les jetons de défense détenus comptent (face cachée et révélés).
pool-op-08-q = Un échange au contact à égalité, et le seuil d’une esquive.
pool-op-08-d = égalité : personne ne gagne, pas de dégâts ; une esquive révèle les jetons du défenseur contre les succès de l’attaquant.
pool-op-09-q = L’encadré « dégâts consécutifs » manque.
pool-op-09-d = pas de règle particulière.
pool-op-09-how = donnez un jet ennemi couvrant toute une période comme une seule attaque, ou ses dégâts : damage QUI N
pool-op-10-q = « Jamais augmentés » pour les dégâts électriques.
pool-op-10-d = les dégâts de base de l’arme seuls : aucune valeur de jeton, pas de +2 par point au contact.
pool-op-11-q = Les difficultés « Ardue » et « Trivial » viennent d’une échelle qui n’est pas incluse.
pool-op-11-d = le MJ donne le seuil : la portée donne 0, 1, 2 ou 4 (courte, moyenne, longue, extrême).
pool-op-11-how = threshold=±N sur attack, suppress et throw
pool-op-12-q = Les combattants surpris ou pas prêts sont seulement sous-entendus (la recharge rapide obligatoire).
pool-op-12-d = pas d’état de surprise : un combattant pas prêt n’a que la recharge rapide au début.
pool-op-12-how = ready QUI none|ready|position avant le combat, puis recharge QUI fast|slow|both
pool-op-13-q = Une recharge perd les jetons « restés dans la réserve de combat » : ceux de défense aussi ?
pool-op-13-d = les jetons déjà en défense (face cachée ou révélés) sont gardés.

## Shadowrun, réserve de combat

pool-op-01-q = Le « test standard » et ce qu’ajoute un jeton dépensé ne sont pas décrits.
pool-op-01-d = le MJ donne les succès, ou fray lance les d6 moins le modificateur de blessure (succès sur 5–6) ; chaque jeton dépensé compté ajoute 1 ; S = succès + jetons + visée + rafale + avantage − seuil − modificateur − cibles en plus − ajustement − précaution.
pool-op-01-how = succès=N ou dés=N, dépense=N, seuil=±N, ajuste=N sur tire, arrose, jette et mêlée
pool-op-02-q = Arrondi de R = P/2 et de la recharge rapide R/2.
pool-op-02-d = à l’inférieur les deux fois.
pool-op-03-q = La recharge lente dure « un tour de combat » et est aussi une « action complexe ».
pool-op-03-d = une action complexe (estime).
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
pool-op-09-how = donnez un jet ennemi couvrant toute une période comme une seule attaque, ou ses dégâts : dégâts QUI N
pool-op-10-q = « Jamais augmentés » pour les dégâts électriques.
pool-op-10-d = les dégâts de base de l’arme seuls : aucune valeur de jeton, pas de +2 par point au contact.
pool-op-11-q = Les difficultés « Ardue » et « Trivial » viennent d’une échelle qui n’est pas incluse.
pool-op-11-d = le MJ donne le seuil : la portée donne 0, 1, 2 ou 4 (courte, moyenne, longue, extrême).
pool-op-11-how = threshold=±N sur tire, arrose et jette
pool-op-12-q = Les combattants surpris ou pas prêts sont seulement sous-entendus (la recharge rapide obligatoire).
pool-op-12-d = pas d’état de surprise : un combattant pas prêt n’a que la recharge rapide au début.
pool-op-12-how = prêt QUI aucun|prêt|position avant le combat, puis recharge QUI rapide|lente|les-deux
pool-op-13-q = Une recharge perd les jetons « restés dans la réserve de combat » : ceux de défense aussi ?
pool-op-13-d = les jetons déjà en défense (face cachée ou révélés) sont gardés.

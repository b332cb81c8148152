## Polaris 3e

pol-op-01-q = Tests non aléatoires : le texte ne donne que les circonstances.
pol-op-01-d = fray ne les lance pas : le MJ note le résultat.
pol-op-01-how = sans-jet QUI QUOI succès|échec le note ; teste QUI QUOI le lance quand même
pol-op-02-q = Le texte écrit « Escalade (Difficile ou -7) » mais sa table donne Difficile −5, et nomme « Malaisée », un degré d’aucune table.
pol-op-02-d = la table fait foi : difficile vaut −5 ; « malaisée » est refusé.
pol-op-02-how = tapez le modificateur en nombre : teste QUI QUOI -7
pol-op-03-q = Moitié de l’attribut sur une réussite critique : l’arrondi n’est pas donné.
pol-op-03-d = arrondi à l’inférieur (17 donne 8).
pol-op-04-q = Un second 20 sur la relance d’un échec critique n’est pas prévu.
pol-op-04-d = il s’ajoute une fois (+20), sans autre relance.
pol-op-05-q = Les lignes d’échec à partir d’une marge de 20 n’ont pas de nom.
pol-op-05-d = toute marge dès 15 se lit Catastrophique, avec le risque de Catastrophe ; les modificateurs restent −7, −8, −9.
pol-op-06-q = Les attaques multiples (p. 218) ne sont pas dans le texte.
pol-op-06-d = le MJ ajoute chaque marqueur d’action et son malus (0 s’il n’est pas donné) ; l’Enchaînement préremplit les siens.
pol-op-06-how = marqueur QUI PHASE MALUS ; enchainement QUI 2|3 [PHASE ...] pour un Enchaînement
pol-op-07-q = Le malus d’une action précipitée (p. 218) n’est pas dans le texte.
pol-op-07-d = −3 sur l’action précipitée.
pol-op-08-q = Initiative du premier tour après un test de surprise critique : toute la marge ou le dé ?
pol-op-08-d = toute la marge de réussite, hausse critique comprise.
pol-op-09-q = Débordement des blessures : le texte décrit un seul cran ; membre déjà détruit.
pol-op-09-d = le débordement se poursuit tant que la ligne qui reçoit est pleine ; une blessure à un membre détruit ou à une localisation morte ne change rien et est signalée, sans report sur le tronc.
pol-op-10-q = Des dommages finaux inférieurs à 5.
pol-op-10-d = aucune case ; le journal dit « pas de blessure ».
pol-op-10-how = cochez une case quand même : blesse QUI LOCALISATION GRAVITÉ
pol-op-11-q = La formule des dommages (p. 229) n’est pas incluse.
pol-op-11-d = les dés de dommages de l’arme (ou le jet de dommages donné) + modificateur de réussite + modificateur de dommages au contact (mêlée) + 3 pour une charge + 3 pour une frappe puissante + la résistance aux dommages de la cible − la protection à la localisation touchée (son armure à cet endroit et la protection de la fiche) ; la localisation est décidée d’abord.
pol-op-11-how = arme QUI CLÉ dommages=DÉS, armure QUI CLÉ LOCALISATION=N ; attaque … avec ARME ou dommages=N (dommages=2d6+3:4,5 lancés à la table), mêlée, charge, puissante ; ou blesse QUI dommages=N avec les dommages finaux
pol-op-12-q = La table de localisation aléatoire (p. 229) n’est pas incluse.
pol-op-12-d = une table d20 provisoire, pas celle du livre : 1–2 tête, 3–10 tronc, 11–12 bras droit, 13–14 bras gauche, 15–17 jambe droite, 18–20 jambe gauche.
pol-op-12-how = nommez la localisation : attaque … à LOCALISATION, blesse QUI LOCALISATION …
pol-op-13-q = Le texte ne donne pas de malus pour une blessure Mortelle.
pol-op-13-d = une blessure Mortelle compte −10, comme Critique, avec l’état « blessure mortelle » (en général inconscient, soins immédiats) ; un membre détruit compte −10 aussi, sans l’état.
pol-op-13-how = le MJ retire l’état si le personnage tient debout : retire-état QUI NOM
pol-op-14-q = Le texte ne dit pas comment les malus de plusieurs blessures se combinent.
pol-op-14-d = somme : les malus de toutes les cases cochées, toutes localisations, s’additionnent.
pol-op-15-q = La procédure du test de choc (p. 237) n’est pas incluse.
pol-op-15-d = un test de choc en attente avec le malus cumulé ; le MJ donne la chance, fray lance, le MJ applique la conséquence.
pol-op-15-how = choc QUI CHANCE
pol-op-16-q = Allonge : « le bonus le plus faible est soustrait au bonus le plus faible » (une coquille).
pol-op-16-d = l’allonge vient des armes (arme … allonge=N) dans une attaque au contact en opposition (attaque … contre QUOI) : l’arme la plus longue utilise le plus fort moins le plus faible ; celui qui a l’allonge et perd se fait casser la distance, et son bonus devient un malus de même taille contre cet adversaire.
pol-op-16-how = arme QUI CLÉ allonge=N ; dans un endroit confiné, tapez le malus : attaque QUI CIBLE QUOI -2
pol-op-17-q = La procédure du test en opposition n’est pas incluse.
pol-op-17-d = les deux lancent ; une réussite bat un échec ; entre deux réussites, la plus grande marge l’emporte ; deux échecs, lancés ou automatiques : personne ne l’emporte ; des marges égales : le MJ tranche.
pol-op-18-q = L’étape de Fatigue (règles avancées) n’est pas incluse.
pol-op-18-d = non : pas de rappel.
pol-read-11-q = Une action impossible (chance sous 1) avec une difficulté connue : le texte ne donne pas de marge.
pol-read-11-d = échec automatique sans marge ni catastrophe ; avec une difficulté secrète, le dé est la marge (le texte).
pol-read-19-q = Un combattant à l’Initiative 0 ou moins : les phases descendent jusqu’à 1.
pol-read-19-d = pas de phase d’action : passé, avec la raison dans le journal ; agis QUI le fait agir avec un avertissement.
pol-read-28-q = Actions simultanées (même phase, même Réaction) : le texte dit que les deux peuvent se blesser.
pol-read-28-d = les deux agissent sur l’état d’avant : les blessures sont mises en attente et portent ensemble une fois le groupe passé.
pol-read-39-q = Règle optionnelle : un Défenseur qui l’emporte contre un attaquant à mains nues peut riposter.
pol-read-39-d = désactivée ; activée, une attaque est à mains nues quand aucune arme n’y sert (Combat à mains nues), quoi que porte l’attaquant, et les dommages donnés sur la ligne (dommages=) sont ceux du coup qui porte, celui du Défenseur compris.
pol-read-40-q = Les Techniques demandent le Mode normal ou offensif, ou une Charge ; fray ne suit pas le mode.
pol-read-40-d = le MJ vérifie le mode ; fray vérifie Arts martiaux (Techniques offensives), l’Initiative sur la cible (pour chaque attaque d’un Enchaînement aussi) et une seule Technique par tour.
pol-read-45-q = Le Combat à deux armes limite les deux tests de combat par Arts martiaux.
pol-read-45-d = un combattant formé aux Arts martiaux (Techniques offensives) qui attaque avec deux-armes, ne nomme aucune autre Technique et a l’Initiative sur la cible utilise la Technique : cette attaque principale et l’attaque supplémentaire gratuite (seconde-arme) sont toutes deux limitées au niveau d’Arts martiaux.
pol-read-45-how = pour se battre avec deux armes sans la Technique, tapez plutôt le bonus : attaque QUI CIBLE QUOI +3

## Shadowrun Anarchy

ana-op-01-q = Le test de base n’est pas décrit.
ana-op-01-d = la réserve est attribut + compétence + modificateurs tels que saisis ; un dé réussit sur 5–6 (4–6 avec un point de Chance avant le jet) ; un test en opposition compare les succès ; une égalité sur une attaque touche, celle d’un contresort contre un sort d’effet aussi (« Contrer un sort d’effet est une action d’attaque ») ; toute autre égalité, celle d’un test de Hacking comprise, est sans effet.
ana-op-02-q = Les budgets de points d’Anarchy ne sont pas donnés dans ce texte.
ana-op-02-d = chaque joueuse ou joueur commence une séance avec 3, au plus 5 ; la réserve du MJ commence à un point par joueur ; le MJ accorde des points à la main.
ana-op-03-q = La Chance et le dé d’imprévu.
ana-op-03-d = un point de Chance avant le jet fait aussi réussir le dé d’imprévu sur 4 (un exploit demande toujours 5–6) ; un point après le jet relance tous les dés, dé d’imprévu compris.
ana-op-04-q = Les dés d’initiative d’Anarchy quand l’initiative est relancée à chaque combat ou à chaque Tour.
ana-op-04-d = lancés une fois, leur total s’ajoute à chaque relance jusqu’à la fin de la Scène.
ana-op-05-q = Les groupes de PNJ.
ana-op-05-d = une seule entrée d’initiative, avec un moniteur de condition par membre.
ana-op-06-q = La règle de drain alternative.
ana-op-06-d = la règle principale : les dés de complication de l’Atout ; l’alternative, si elle est choisie, donne 1 case étourdissante par complication sur tout test de magie.
ana-op-07-q = La catégorie d’un sprite pour le technodrain.
ana-op-07-d = le MJ choisit mineur, normal ou majeur : 1, 3 ou 6 dés de complication.
ana-op-08-q = « Départage par la Chance » : l’attribut ou les points restants ?
ana-op-08-d = l’attribut Chance.
ana-op-09-q = Les marks que pose un hack réussi : le texte dit combien une cible en demande (« une seule mark est nécessaire pour pouvoir accéder à un objet matriciel »), pas combien un succès en apporte.
ana-op-09-d = une mark par test de Hacking réussi avec le mot mark, jusqu’à 3.
ana-op-09-how = marks QUI CIBLE N fixe à la main les marks détenues
ana-op-10-q = Ce que laisse un jet relancé : « un joueur peut décider de relancer tous les dés ».
ana-op-10-d = relance VERBE … dépense le point de Chance et relance ce test, tous ses dés ; ce que le premier jet a déjà changé (drain, mark, sort dissipé) reste : annulez-le d’abord quand le nouveau résultat le remplace.
ana-op-10-how = annule, puis relance VERBE …
ana-op-11-q = Qui le changement d’ordre du MJ déplace : « changer l’ordre des Narrations des joueurs pour un Tour ».
ana-op-11-d = tout le Tour, joueurs et PNJ, à son début avant que rien ne soit joué dans sa première Narration ; en ne nommant que les joueurs, ils échangent leurs places entre eux.
ana-op-11-how = réordonne NOM… en ne nommant que les joueurs
ana-op-12-q = Ce qu’est un combat dans une Scène : « l’initiative peut être déterminée au début de chaque combat ».
ana-op-12-d = avec tirage-initiative combat, un combat commence au premier Tour et à tout Tour qui suit un Tour ayant laissé aucun adversaire debout : tout le monde relance alors.
ana-op-13-q = Quelles Narrations prend un reboot : « Cela prend trois Narrations pendant lesquelles toute action matricielle est impossible ».
ana-op-13-d = les trois Narrations du hacker, celle du reboot comprise ; le score de surveillance revient à 0 à la fin de la troisième.
ana-op-14-q = Qui a des Narrations : « Chaque joueur lance 2D6 […] Les PNJ calculent leur score d’initiative de la même façon ».
ana-op-14-d = les personnages seulement : un neutre sans Agilité ni Logique est une chose (un objet matriciel, une caméra), hackée ou visée, qui ne lance pas d’initiative.
ana-op-14-how = donnez-lui Agilité ou Logique (fixe NOM agi=N) pour qu’il agisse

# Open points : `fray rules SYSTÈME` liste chaque point ouvert du résumé des règles, avec le
# choix par défaut de fray et la façon de le changer.

cli-rules-open-points = POINTS OUVERTS (le choix de fray là où le texte se tait, et comment le changer)
cli-open-default = Par défaut : { $text }
cli-open-change = Pour changer : { $how }
cli-open-option = option { $key } { $to }  (valeurs : { $values })
cli-arg-rules-json = Affiche les options et les points ouverts du système en JSON
cli-open-fixed = Pour changer : impossible

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

## Cyberpunk, initiative par intervalles

cpi-op-01-q = Le dé d’initiative n’est pas donné.
cpi-op-01-d = d10 + REF (après blessures) + sens du combat.
cpi-op-02-q = Une égalité répétée sur le d10.
cpi-op-02-d = relancé jusqu’à ce que l’égalité soit rompue.
cpi-op-03-q = La table du nombre d’actions manque (seul l’exemple est donné).
cpi-op-03-d = au plus ⌊(I − 1) / 10⌋ + 1 actions, −3 par action en plus : −3 × (n − 1).
cpi-op-04-q = La pénalité quand un retard fait perdre des créneaux.
cpi-op-04-d = recalculée sur les créneaux encore utilisables ; les actions déjà résolues ne changent pas.
cpi-op-05-q = L’entrée du rechargement est vide.
cpi-op-05-d = 1 action quand l’arme ne dit rien.
cpi-op-06-q = L’arrondi des ±20 % sur les balles d’une rafale.
cpi-op-06-d = non : une rafale tire toutes ses balles (avec l’option : un nombre entier entre 80 % et 120 %, dans la limite des munitions et de la cadence).
cpi-op-07-q = Une visée interrompue.
cpi-op-07-d = toute autre action, ou la cible qui sort de la vue, remet la visée à 0.
cpi-op-07-how = le MJ dit quand la cible sort de la vue : hors-de-vue CIBLE
cpi-op-08-q = « Additionnez les modificateurs » pour la CON min.
cpi-op-08-d = les facteurs qui s’appliquent sont additionnés (maniement, cadence et les autres).
cpi-op-09-q = Les supports.
cpi-op-09-d = la CON qui compte est la plus haute du tireur et du support (ou du cyberbras).
cpi-op-10-q = La table de pénalité de Fac-D manque.
cpi-op-10-d = un modificateur égal au Fac-D (−1 par point manquant) sur le tir.
cpi-op-11-q = Quand une arme s’enraye.
cpi-op-11-d = à chaque vérification d’un 1 naturel avec une arme à feu, confirmé ou non, quand d10 − fiabilité ≤ 0.
cpi-op-12-q = L’arrondi de la CON min.
cpi-op-12-d = à l’entier supérieur avant la comparaison.
cpi-op-13-q = La cadence 3 appartient à deux tranches (1–3 et 3–15).
cpi-op-13-d = ×1, la tranche semi-automatique.

## Corporates

cor-op-01-q = Un « niveau » de marge ou de différence n’est pas défini.
cor-op-01-d = 1 niveau par tranche de 5 points entamée : ⌈marge / 5⌉.
cor-op-02-q = « Résultat inverse d’un jet de réaction ».
cor-op-02-d = les nombres déclarés s’annoncent du plus bas jet de réaction au plus haut.
cor-op-03-q = La fin du mode survie.
cor-op-03-d = à la fin du tour où il prend effet (un échec au segment 5 le reporte au tour suivant).
cor-op-04-q = Aucun camp ne gagne le jet de priorité de 5.
cor-op-04-d = les actions de ce segment sont simultanées.
cor-op-05-q = Le malus d’une double action n’a pas de valeur.
cor-op-05-d = 0 en plus du −1d.
cor-op-06-q = Les cases sans signe de la table de déplacement rapide (0.1, 0.75, 0.50).
cor-op-06-d = lues +1 (Accroupi, 11–20), +0,75 et +0,50.
cor-op-07-q = Le plafond de visée et les « bonus aux dommages ».
cor-op-07-d = plafond = le plus bas du niveau de compétence de l’arme et du bonus de visée de l’arme ou de la lunette ; le bonus ne s’ajoute qu’au jet pour toucher.
cor-op-08-q = Les bonus de tir de couverture se contredisent (+0/+1/+2 et +1/+2/+3).
cor-op-08-d = la liste des bonus de rafale donne la puissance de feu ; celle des munitions ne donne que la consommation.
cor-op-09-q = Plus de balles au but que de balles tirées en rafale.
cor-op-09-d = plafonné aux balles tirées.
cor-op-10-q = Le signe des modificateurs de chute.
cor-op-10-d = une hausse de difficulté de même taille : le tir est plus dur.
cor-op-11-q = L’usage du bonus de protection.
cor-op-11-d = ajouté à l’encaissement de la cible quand la balle traverse.
cor-op-12-q = « Marge inférieure à ce nombre » pour une balle perdue.
cor-op-12-d = pour une cible engagée, un tir raté de moins que la difficulté ajoutée touche un autre participant (« si la marge est inférieure à ce nombre ») ; dans une foule, un tir raté d’au plus cette difficulté touche un passant (l’exemple : « rate de 5 ou moins »).
cor-op-13-q = Dégainer : le texte dit « n’entraînera la perte d’1d » (il manque « pas »).
cor-op-13-d = aucun dé perdu, comme pour toute action innée.
cor-op-14-q = Esquiver des tirs : la comparaison n’est donnée que pour le contact.
cor-op-14-d = un jet d’esquive plus haut que la difficulté du tir la remplace.
cor-op-15-q = « +1 par attaquant ».
cor-op-15-d = +1 × le nombre d’attaquants, dès 2 attaquants.
cor-op-16-q = Le bonus du défenseur contre une charge : « +1 ou +3 ».
cor-op-16-d = +1 contre une charge à pied, +3 contre une charge montée.
cor-op-17-q = Partager à 50/50 un nombre impair de niveaux.
cor-op-17-d = le type cité en premier prend le niveau en plus.
cor-op-18-q = Les « niveaux de blessure » des jets critiques et de cybernétique.
cor-op-18-d = les niveaux de Blessure que ce coup inflige (« Il lance 2d6 + Niveaux de blessures »).
cor-op-19-q = La taille des pistes n’est pas dans le texte.
cor-op-19-d = deux compteurs de niveaux perdus (Blessure, Fatigue), sans maximum.
cor-op-20-q = L’arrondi (puissance de feu divisée par deux, division de visibilité).
cor-op-20-d = à l’inférieur.
cor-op-21-q = La mécanique des dés et l’échec critique.
cor-op-21-d = N d6 additionnés + un bonus fixe ; le MJ signale un échec critique ; un point de confiance relève seulement le plancher (« un minimum de 1d + 1d par point de confiance utilisé »).
cor-op-22-q = Les bonus de charge disent « dommages +3 », sans unité.
cor-op-22-d = +3 fixe sur le jet de dommages, pas +3d.
cpi-op-14-q = Agir hors de sa place : le texte lie chaque action à son score (« Il va donc agir à 33, 23 et 13. ») et ne dit rien d’une interruption.
cpi-op-14-d = refusé : une action se prend à la place de son auteur ; pour agir plus tard, un délai.
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
cor-op-23-q = Un jet égal à sa difficulté : le texte demande plus pour les coups, les esquives, les immobilisations et les dommages (« s’il dépasse le score de défense », « Si le jet est supérieur à la difficulté », « Si le premier est supérieur au second ») et seulement de « réussir » ailleurs (mode Survie, tirs, stress, acrobaties).
cor-op-23-d = un coup, une esquive, une immobilisation ou des dommages doivent dépasser le nombre, comme le dit le texte ; ailleurs un jet égal à la difficulté réussit.
cor-op-24-q = Agir avant celui qui vous tient en respect : « un jet de réaction (avec des bonus ou des malus en fonction de la vigilance de celui-ci) … (réussite de 5 ou plus) » ne donne pas de difficulté.
cor-op-24-d = un jet de réaction + la vigilance du personnage tenu contre 15 + la vigilance de l’adversaire, réussi de 5 ou plus.
cor-op-25-q = Les malus de blessure : le duel parle « des malus éventuels liés aux blessures », et le texte n’en donne aucune table.
cor-op-25-d = aucun : une blessure agit par les lignes de la table des critiques (une main, une jambe, sonné…) ; `malus-blessure N` ôte N points à chaque jet d’action par niveau de Blessure.
cor-op-26-q = L’arme la plus longue lors d’une charge : « Lors d’une charge, si deux adversaires ont des armes de taille sensiblement différentes (comme une lance et une épée), alors on résout d’abord celui porté avec l’arme la plus longue. » Le texte ne donne ni la longueur des armes, ni ce qu’est « sensiblement ».
cor-op-26-d = la longueur d’une arme est sa valeur `length` en centimètres (les mains nues n’en ont pas) ; lors d’une charge, une arme plus longue d’au moins 50 cm que celle de l’attaquant frappe d’abord : le coup de l’arme la plus courte (ou sans arme, une charge percutante) est refusé tant que l’autre a encore l’action déclarée de ce segment en attente. `allonge N` fixe l’écart, `allonge non` laisse le MJ ordonner les coups.

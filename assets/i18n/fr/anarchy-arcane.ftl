# Shadowrun: Anarchy, magie et Matrice (ANA-12 à ANA-20) : refus.
ana-refuse-technodrain-off = Le technodrain est désactivé : activez l’option technodrain pour le drain des formes complexes et des sprites.
ana-refuse-amp-level = Un Atout de niveau { $level } n’ajoute aucun dé de drain : donnez un niveau à partir de 1.
ana-refuse-marks-needed = { $n } marks : une cible en demande de 1 à 3.
ana-refuse-server-vr = On n’accède aux serveurs qu’en RV.
ana-refuse-server-one = Un seul serveur à la fois : quittez d’abord celui où vous êtes.
ana-refuse-server-marks = Pas assez de marks pour entrer : { $have } détenue(s), { $need } nécessaire(s).
ana-refuse-method = La règle de force brute est active : déclarez force brute ou corruption (ou cybercombat).
ana-refuse-rebooting = Reboot en cours : aucune action matricielle pendant encore { $left } Narration(s).
ana-refuse-not-sustained = Personne ne maintient { $spell } ici.
ana-refuse-no-server = Pas dans un serveur.
ana-refuse-arcane-option = Option { $key } : { $expected } attendu, pas « { $value } ».
ana-option-drain = Drain : amp = dés de complication selon la table (ANA-14) ; any-complication = 1 case étourdissante par complication sur tout test lié à la magie (ANA-OP-06).
ana-option-technodrain = Technodrain : les formes complexes drainent comme des sorts, la compilation de sprites comme l’invocation (ANA-15).
ana-option-sprite-dice = Dés de drain pour compiler un sprite sans catégorie nommée : 1, 3 ou 6 (ANA-OP-07).
ana-option-marks = Marks : une réussite avec « mark » en place une, les serveurs en demandent (ANA-17).
ana-option-brute-force = Force brute et corruption : tout test de Hacking sauf le cybercombat en déclare une (ANA-18).
ana-option-convergence = Convergence : un dé de complication secret à chaque test de Hacking (ANA-19).

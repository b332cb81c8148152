# Shadowrun: Anarchy, magie et Matrice (ANA-12 à ANA-20) : refus.
ana-refuse-technodrain-off = Le technodrain est désactivé : activez l’option technodrain pour le drain des formes complexes et des sprites.
ana-refuse-amp-level = Un Atout de niveau { $level } n’ajoute aucun dé de drain : donnez un niveau à partir de 1.
ana-refuse-marks-needed = { $n } marks : une cible en demande de 1 à 3.
ana-refuse-server-vr = On n’accède aux serveurs qu’en RV.
ana-refuse-server-one = Un seul serveur à la fois : quittez d’abord celui où vous êtes.
ana-refuse-server-marks = Pas assez de marks pour entrer : { $have } détenue(s), { $need } nécessaire(s).
ana-refuse-method = La règle de force brute est active : déclarez force brute ou corruption (ou cybercombat).
ana-refuse-rebooting = Reboot en cours : aucune action matricielle pendant encore { $left } Narration(s).

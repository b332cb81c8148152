# Entre deux combats, dans une campagne : les repos et ce qu’ils guérissent.
pool-summary-rest = Entre deux combats, dans une campagne : JOURS jours de repos pour tous (ou QUI) ; chaque jour efface le moniteur étourdissant et une case physique (options repos-étourdissant, repos-physique).
pool-expected-days = un nombre de jours (1 à 365)
pool-refuse-rest-in-fight = Le repos se prend entre deux combats : donnez-le dans la campagne.
pool-refuse-rest-lethal = { $who } a reçu un coup mortel : le repos ne guérit rien.
pool-refuse-rest-nobody = Personne dans la campagne ne peut se reposer.
pool-narrate-rested = { $who } se repose { $days ->
    [one] { $days } jour
   *[other] { $days } jours
  }
pool-option-rest-physical = cases physiques qu’un jour de repos efface (par défaut 1)
pool-option-rest-stun = cases étourdissantes qu’un jour de repos efface, ou tout (par défaut tout)
pool-option-values-0-to-99 = 0 à 99
pool-option-values-all-or-0-to-99 = tout | 0 à 99
pool-read-21-q = Le texte coche les cases « selon le fonctionnement habituel des dégâts » mais ne donne aucune guérison : à quel rythme les moniteurs se vident-ils entre deux combats ?
pool-read-21-d = repos JOURS, dans une campagne : chaque jour efface tout le moniteur étourdissant et une case physique (le débordement d’abord) ; un coup mortel ne guérit pas au repos.

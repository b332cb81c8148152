# Entre deux combats, dans une campagne : les repos et ce qu’ils guérissent.
cpi-summary-rest = Entre deux combats, dans une campagne : JOURS jours de repos pour tous (ou QUI), qui guérissent 1 point de la piste de blessures par jour (option points-de-repos).
cpi-expected-days = un nombre de jours (1 à 365)
cpi-refuse-rest-in-fight = Le repos se prend entre deux combats : donnez-le dans la campagne.
cpi-refuse-rest-nobody = Personne dans la campagne ne peut se reposer.
cpi-log-rested = { $who } se repose { $days ->
    [one] { $days } jour
   *[other] { $days } jours
  } : { $points ->
    [0] aucun point de dégâts guéri
    [one] { $points } point de dégâts guéri
   *[other] { $points } points de dégâts guéris
  }
cpi-option-rest-points = points de dégâts qu’un jour de repos guérit (par défaut 1 ; 0 : seul soigne guérit)
cpi-read-18-q = Le texte ne donne ni piste de blessures ni guérison : à quel rythme la piste se vide-t-elle entre deux combats ?
cpi-read-18-d = repos JOURS, dans une campagne : 1 point de dégâts guéri par jour ; une CON diminuée reste jusqu’à ce que le MJ la rende ; les morts ne se reposent pas.

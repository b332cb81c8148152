# Entre deux combats, dans une campagne : les repos et ce qu’ils guérissent.
pol-summary-rest = Entre deux combats, dans une campagne : JOURS jours de repos pour tous (ou QUI) ; chaque jour efface une case des blessures qui guérissent toutes seules (les Légères par défaut) à chaque localisation.
frcli-pol-expected-days = un nombre de jours (1 à 365)
pol-refuse-rest-in-fight = Le repos se prend entre deux combats : donnez-le dans la campagne.
pol-refuse-rest-dead = { $name } n’est plus en vie : le repos ne guérit rien.
pol-refuse-rest-nobody = Personne dans la campagne ne peut se reposer.
pol-rested = { $who } { $count ->
    [one] se repose
   *[other] se reposent
  } { $days ->
    [one] { $days } jour
   *[other] { $days } jours
  }.
pol-rested-untended = { $who } { $count ->
    [one] a encore une blessure qui s’aggrave
   *[other] ont encore des blessures qui s’aggravent
  } sans soins (stabilisation ou soins immédiats).
pol-option-desc-rest-heals = les blessures qui guérissent toutes seules pendant un repos, une case par localisation et par jour (légères, moyennes ou aucune ; légères par défaut)
pol-option-expect-rest-heals = légères, moyennes ou aucune
pol-read-35-q = Les blessures Légères « guérissent toutes seules » et les plus graves demandent des soins, mais le texte ne donne aucun temps de guérison.
pol-read-35-d = repos JOURS, dans une campagne : chaque jour efface une case Légère à chaque localisation ; les blessures plus graves attendent les soins du MJ ; une blessure hémorragique ou mortelle est nommée, car le texte dit qu’elle s’aggrave sans soins.
pol-read-35-how = après des soins, le MJ efface des cases : soigne QUI LOCALISATION GRAVITÉ N

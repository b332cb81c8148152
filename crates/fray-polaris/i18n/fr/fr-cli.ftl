## Les phrases des erreurs de lecture de Polaris (crates/fray-polaris/src/verbs/phrases.rs) : ce qu’un verbe attend, une partie donnée deux fois.
frcli-pol-expected-skill = une compétence, un attribut ou une chance (p. ex. armes-de-poing, 12)
frcli-pol-expected-skill-name = un nom de compétence ou d’attribut
frcli-pol-expected-test-part = une difficulté (p. ex. difficile, -5), un modificateur (p. ex. +2), secret ou opposé
frcli-pol-expected-oppose-first-part = une difficulté, un modificateur, secret, ou contre et l’autre camp
frcli-pol-expected-oppose-second-part = une difficulté, un modificateur ou secret
frcli-pol-expected-vs = contre et l’autre camp (contre QUI QUOI)
frcli-pol-expected-target = le nom de la cible
frcli-pol-expected-attack-part = une difficulté, un modificateur, dommages=N, à LOCALISATION, visee=N, avec ARME, mêlée, charge, puissante, incapacitante, précise, saignement, secret ou contre QUOI (la défense, en dernier)
frcli-pol-expected-location = une localisation (p. ex. bras-gauche, tête)
frcli-pol-expected-severity-or-damage = une gravité ou dommages=N
frcli-pol-expected-wound-part = une localisation, une gravité (p. ex. grave), dommages=N, saignement ou choc=N
frcli-pol-expected-severity = une gravité (p. ex. légère, grave)
frcli-pol-expected-boxes = un nombre de cases
frcli-pol-expected-outcome = succès ou échec
frcli-pol-expected-intent = ce qu’il compte faire
frcli-pol-expected-phase = un numéro de phase
frcli-pol-expected-points = un nombre de points d’Initiative
frcli-pol-expected-initiative = une valeur d’Initiative
frcli-pol-expected-opponents = un nombre d’adversaires
frcli-pol-expected-chance = une chance (p. ex. 12)
frcli-pol-part-difficulty = la difficulté
frcli-pol-part-damage = les dommages
frcli-pol-part-location = la localisation
frcli-pol-part-technique = une technique (powerful, incapacitating ou precise)
frcli-pol-part-shock = le malus de choc
frcli-pol-part-harm = la gravité (ou dommages=N)

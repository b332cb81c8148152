# La ligne de commande, second passage (src/cli/usage.rs, src/cli/help.rs, fray show,
# fray rules, les mots de blessure de l’export).

## Les erreurs d’utilisation de clap, rendues depuis leur genre et leur contexte (src/cli/usage.rs).
frcli-usage-unexpected-argument = argument inattendu « { $arg } »
frcli-usage-invalid-value = valeur « { $value } » invalide pour « { $arg } »
frcli-usage-invalid-value-because = valeur « { $value } » invalide pour « { $arg } » : { $cause }
frcli-usage-value-required = « { $arg } » attend une valeur, mais aucune n’a été donnée
frcli-usage-possible-values = valeurs possibles : { $values }
frcli-usage-subcommands = sous-commandes : { $values }
frcli-usage-unknown-subcommand = sous-commande « { $name } » inconnue
frcli-usage-missing-arguments = ces arguments obligatoires manquent :
frcli-usage-missing-subcommand = « { $name } » attend une sous-commande, mais aucune n’a été donnée
frcli-usage-used-twice = l’argument « { $arg } » ne peut être donné qu’une fois
frcli-usage-conflict = l’argument « { $arg } » ne peut pas être donné avec
frcli-usage-conflict-subcommand = la sous-commande « { $name } » ne peut pas être donnée avec
frcli-usage-conflict-others = un ou plusieurs des autres arguments donnés
frcli-usage-no-equals = il faut un signe égal pour donner une valeur à « { $arg } »
frcli-usage-too-many-values = valeur « { $value } » en trop pour « { $arg } » ; aucune autre n’était attendue
frcli-usage-too-few-values = « { $arg } » attend { $min } valeurs ; { $n ->
    [one] { $n } seule a été donnée
   *[other] { $n } seulement ont été données
}
frcli-usage-wrong-number = « { $arg } » attend { $expected } valeurs, mais { $n ->
    [one] { $n } a été donnée
   *[other] { $n } ont été données
}
frcli-usage-invalid-utf8 = UTF-8 invalide dans un ou plusieurs arguments
frcli-usage-invalid = la ligne de commande n’est pas valide
frcli-usage-tip = astuce :
frcli-usage-similar-subcommand = { $n ->
    [one] une sous-commande proche existe
   *[other] des sous-commandes proches existent
} : { $names }
frcli-usage-similar-argument = { $n ->
    [one] un argument proche existe
   *[other] des arguments proches existent
} : { $names }
frcli-usage-similar-value = { $n ->
    [one] une valeur proche existe
   *[other] des valeurs proches existent
} : { $names }
frcli-usage-quoted = « { $text } »
frcli-usage-tip-pass-value = pour donner « { $arg } » comme valeur, écrivez « { $fix } »
frcli-usage-tip-exists = « { $what } » existe
frcli-usage-tip-remove-dashes = la sous-commande « { $name } » existe ; pour l’utiliser, retirez le « -- » qui la précède
frcli-usage-try-help = Pour en savoir plus, essayez « { $help } ».
frcli-usage-not-a-number = ce n’est pas un nombre entier
frcli-usage-too-large = nombre trop grand
frcli-usage-too-small = nombre trop petit
frcli-usage-empty-number = aucun nombre

## --help : les repères de la ligne d’utilisation et de chaque option (les noms de valeur de clap).
frcli-value-dir = DOSSIER
frcli-value-lang = LANGUE
frcli-value-system = SYSTÈME
frcli-value-seed = GRAINE
frcli-value-name = NOM
frcli-value-save = SAUVEGARDE
frcli-value-file = FICHIER
frcli-value-n = N
frcli-value-format = FORMAT
frcli-value-command = COMMANDE

## fray rules : l’option commune, une plage de valeurs ; les dés de la table dans une ligne de commande.
frcli-option-dice = qui lance les dés : fray (par défaut), ou la table (un jet sans ses dés donnés est refusé)
frcli-values-range = { $min } à { $max }
frcli-given-dice-format = donnez { $what } sous la forme { $key }=V ou { $key }=V,V,... (au plus { $max } valeurs)

## Les phrases des erreurs de lecture de Polaris (src/systems/polaris/verbs/phrases.rs) : ce qu’un verbe attend, une partie donnée deux fois.
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

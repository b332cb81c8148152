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
frcli-values-range = { $min } à { $max }

rule-name-no-letter = « { $name } » n’a ni lettre ni chiffre pour le taper ensuite ; un nom en demande un
saves-progress-round = tour { $n }
saves-progress-not-started = pas lancé
saves-progress-commands = { $n ->
    [one] { $n } commande
   *[other] { $n } commandes
}

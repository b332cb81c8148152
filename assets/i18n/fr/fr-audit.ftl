# Les fins d'état du formulaire d'état, telles qu'il les montre (la ligne garde les mots
# du langage de commande : `for 2 rounds`, `until start of QUI`, `until end of QUI`).
tui-ending-rounds = pendant { $n } { $n ->
    [one] tour
   *[other] tours
}
tui-ending-start = jusqu'au début de la prochaine action de { $who }
tui-ending-end = jusqu'à la fin de la prochaine action de { $who }

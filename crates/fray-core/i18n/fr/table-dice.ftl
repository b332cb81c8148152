## fray rules : l’option commune, une plage de valeurs ; les dés de la table dans une ligne de commande.
frcli-option-dice = qui lance les dés : fray (par défaut), ou la table (un jet sans ses dés donnés est refusé)
frcli-given-dice-format = donnez { $what } sous la forme { $key }=V ou { $key }=V,V,... (au plus { $max } valeurs)

# Le langage de commande : pourquoi une ligne n'a pas été comprise (src/script/error.rs et error/).
script-error-given-dice = « { $word } » : { $reason }
script-error-control = caractère de contrôle U+{ $code } en colonne { $column } refusé (tapez une commande par ligne, avec des espaces plutôt que des tabulations)
script-error-unclosed-quote = « { $word } » : les guillemets ne sont jamais fermés
script-error-bad-escape = « { $word } » : entre guillemets, une barre oblique inverse ne peut précéder que { $quote } ou \
script-error-quote-inside-word = « { $word } » : des guillemets ne peuvent qu'ouvrir un mot (mettez une espace avant)
script-error-no-space-after-quote = « { $word } » : mettez une espace après les guillemets fermants
script-error-not-a-command = « { $word } » n'est pas une commande (essayez : aide)
script-error-not-a-command-suggest = « { $word } » n'est pas une commande ; vouliez-vous dire « { $suggestion } » ? (essayez : aide)
script-error-other-system = « { $word } » n'est pas une commande de ce système de règles ({ $system } ; c'est une commande de { $other }) (essayez : aide)
script-error-other-system-suggest = « { $word } » n'est pas une commande de ce système de règles ({ $system } ; c'est une commande de { $other }) ; vouliez-vous dire « { $suggestion } » ? (essayez : aide)
script-error-unknown-topic = pas d'aide sur « { $word } » (essayez : aide)
script-error-unknown-topic-suggest = pas d'aide sur « { $word } » ; vouliez-vous dire « { $suggestion } » ? (essayez : aide)
script-error-expected = « { $word } » : on attendait { $what }
script-error-expected-at-end = après « { $after } » : on attendait { $what }, mais la ligne s'arrête là
script-error-did-you-mean = { $text } ; vouliez-vous dire « { $suggestion } » ?
script-error-unexpected = « { $word } » : rien d'autre n'était attendu après « { $after } »
script-error-unexpected-after-name = « { $word } » : rien d'autre n'était attendu après « { $after } » (un nom avec des espaces se met entre guillemets : { $example })
script-error-out-of-range = « { $word } » : on attendait un nombre de { $min } à { $max }
script-error-twice = « { $word } » : { $part } est déjà indiqué

# Ce que l'analyseur attendait à un endroit (error/expected.rs).
script-expected-combatant = le nom d'un combattant
script-expected-name = un nom (entre guillemets s'il a des espaces)
script-expected-new-name = le nouveau nom
script-expected-side = un camp (pj, allié, ennemi ou neutre)
script-expected-add-part = un camp (pj, allié, ennemi, neutre), comme MODÈLE ou clé=valeur
script-expected-template = un nom de modèle
script-expected-key-value = clé=valeur
script-expected-value = une valeur (14, -2, 4+9, X, 2+X, ou - pour retirer)
script-expected-condition = un nom d'état
script-expected-condition-part = une valeur (par ex. -5), pendant N tours, jusqu'au début de QUI ou jusqu'à la fin de QUI
script-expected-rounds = un nombre de tours
script-expected-start-or-end = début ou fin (jusqu'au début de QUI, jusqu'à la fin de QUI)
script-expected-notation = des dés (par ex. d20, 2d6+3)
script-expected-purpose = ce pour quoi les dés sont lancés
script-expected-option-key = un nom d'option
script-expected-option-value = une valeur pour l'option
script-expected-label = le nom d'un compte à rebours
script-expected-attempts = un nombre de tentatives
script-expected-number = un nombre

# Les parties d'une commande qui ne se donnent qu'une fois (error/part.rs).
script-part-side = le camp
script-part-template = le modèle
script-part-word = ce mot

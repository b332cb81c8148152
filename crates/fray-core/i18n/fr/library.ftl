# La bibliothèque de modèles du MJ et l’import de tableurs (library/ de fray-core) : où
# est un problème, et pourquoi.

library-kind-text = un texte entre guillemets
library-kind-number = un nombre entier
library-kind-table = une table
library-kind-bool = true ou false
library-kind-list = une liste

library-why-syntax = TOML invalide : { $message }
library-why-unknown-field = champ inconnu (attendus : { $expected })
library-why-missing = manquant, et nécessaire
library-why-expected = il faut { $kind }
library-why-side = « { $word } » n’est pas un camp : pj, allié, ennemi ou neutre
library-why-value = « { $value } » n’est pas une valeur de fiche : un nombre, 4+9, X ou 2+X, de -999 à 999
library-why-key = « { $key } » n’est pas une clé : des minuscules et des chiffres reliés par des tirets, comme samourai-des-rues
library-why-unsafe = contient un caractère de contrôle, bidirectionnel ou invisible
library-why-too-long = plus long que { $max } caractères
library-why-duplicate = la clé { $key } est déjà donnée plus haut
library-why-too-many = plus de { $max } modèles : les suivants sont laissés de côté
library-why-gear = aucun équipement des modèles fournis du système n’a la clé « { $key } »
library-why-duplicate-column = la colonne « { $column } » est nommée deux fois : la seconde n’est pas lue
library-why-extra-cells = plus de cellules que la ligne d’en-tête n’a de colonnes
library-why-unclosed-quote = une cellule ouvre des guillemets sans jamais les fermer
library-why-no-header = pas de ligne d’en-tête nommant les colonnes
library-why-too-big = plus de { $mib } Mio : pas lu
library-why-not-utf8 = pas du texte UTF-8 : pas lu
library-why-io = illisible : { $message }

library-at-column = ligne { $line }, colonne « { $column } » : { $why }
library-at-line = ligne { $line } : { $why }
library-file-field = { $file }, ligne { $line }, champ « { $field } » : { $why }
library-file-line = { $file }, ligne { $line } : { $why }
library-file = { $file } : { $why }

library-import-no-header = { $file }, ligne { $line } : le modèle à remplacer ne commence pas par sa propre ligne [[template]] ; rien n’est écrit
library-import-unreadable = le modèle { $key } ne se relirait pas du fichier de la bibliothèque ; rien n’est écrit
library-import-write = impossible d’écrire { $file } : { $message }

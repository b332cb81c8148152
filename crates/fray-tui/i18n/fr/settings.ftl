# fray.toml, le fichier de réglages (crates/fray-tui/src/settings/).
settings-line = { $path } ligne { $line }, colonne { $column } : { $why } ; le reste s’applique
settings-unreadable = { $path } : { $why } ; réglages par défaut utilisés
settings-too-big = plus de 64 Kio
settings-not-utf8 = texte non UTF-8
settings-syntax = pas du TOML : { $why }
settings-unknown-key = « { $key } » n’est pas un réglage ici (attendu : { $expected })
settings-expected = « { $key } » attend { $what ->
    [text] un texte entre guillemets
    [bool] true ou false
    [table] une table
    [keys] une touche ou une liste de touches, entre guillemets
    [value] un texte, un nombre ou true/false
   *[color] une couleur, ou une table avec fg et bg
}
settings-lang = « { $value } » n’est pas une langue que fray parle (en, fr)
settings-theme = « { $value } » n’est pas un thème ({ $all })
settings-color = « { $value } » n’est pas une couleur (un nom comme red ou light-red, #rrggbb, ou de 0 à 255)
settings-role = « { $word } » n’est pas un rôle de couleur ({ $all })
settings-mode = « { $word } » n’est pas un écran ({ $all })
settings-action = « { $word } » n’est pas une action (l’aide des touches les nomme ; docs/configuration.fr.md les liste)
settings-action-near = « { $word } » n’est pas une action : « { $near } » ?
settings-key = « { $word } » n’est pas une touche (un caractère, ctrl-x, alt-x, enter, esc, tab, space, up, f1…)
settings-no-keys = aucune touche donnée
settings-system = « { $word } » n’est pas un système de règles ({ $all })
settings-migrated = { $to } écrit d’après { $from } ; { $count ->
    [one] l’ancien fichier, gardé sous le nom { $kept }, n’est plus lu
   *[other] les anciens fichiers, gardés sous les noms { $kept }, ne sont plus lus
} ; modifiez désormais { $to }
settings-migration-failed = { $path } n’a pas pu être écrit ({ $why }) ; les anciens réglages valent pour cette fois seulement

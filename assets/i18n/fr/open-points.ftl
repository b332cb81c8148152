# Open points : `fray rules SYSTÈME` liste chaque point ouvert du résumé des règles, avec le
# choix par défaut de fray et la façon de le changer.

cli-rules-open-points = POINTS OUVERTS (le choix de fray là où le texte se tait, et comment le changer)
cli-open-default = Par défaut : { $text }
cli-open-change = Pour changer : { $how }
cli-open-option = option { $key } { $to }  (valeurs : { $values })
cli-arg-rules-json = Affiche les options et les points ouverts du système en JSON
cli-open-fixed = Pour changer : impossible

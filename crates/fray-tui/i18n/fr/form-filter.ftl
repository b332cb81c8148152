# Formulaires : choix filtrés en tapant, valeurs proposées remplacées, défilement.

form-filter-no-match = aucun choix ne correspond à « { $typed } »
form-filter-suggestions = ←→ : { $n ->
        [one] { $n } suggestion
       *[other] { $n } suggestions
    }
form-filter-typed-over = taper remplace · → modifie
form-filter-more-above = ↑ { $n } de plus
form-filter-more-below = ↓ { $n } de plus
form-filter-no-template = — aucun —
form-filter-hint-values = { $example } · sans modèle : { $n ->
        [one] la valeur de fiche des modèles est à 0 sauf si tapée ici
       *[other] les { $n } valeurs de fiche des modèles sont à 0 sauf si tapées ici
    }

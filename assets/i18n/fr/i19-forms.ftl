# Formulaires : choix filtrés en tapant, valeurs proposées remplacées, défilement (issue 19).

i19-forms-no-match = aucun choix ne correspond à « { $typed } »
i19-forms-suggestions = ←→ : { $n ->
        [one] 1 suggestion
       *[other] { $n } suggestions
    }
i19-forms-typed-over = taper remplace · → modifie
i19-forms-more-above = ↑ { $n } de plus
i19-forms-more-below = ↓ { $n } de plus
i19-forms-no-template = — aucun —
i19-forms-hint-values = { $example } · sans modèle : { $n ->
        [one] la valeur de fiche des modèles est à 0 sauf si tapée ici
       *[other] les { $n } valeurs de fiche des modèles sont à 0 sauf si tapées ici
    }

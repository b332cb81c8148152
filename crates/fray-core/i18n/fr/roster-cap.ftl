# Le plus grand effectif que fray gère (engine/roster_cap.rs).
roster-cap-live = { $adding ->
        [one] ajouter un combattant de plus
       *[other] ajouter { $count } combattants
    } dépasserait { $cap }, le maximum que fray gère dans une rencontre (il y en a { $present }) : retirez-en, ou partagez le combat en deux rencontres
roster-cap-load = ajoute le combattant n° { $id } « { $name } » à un effectif déjà de { $cap ->
        [one] { $cap } combattant
       *[other] { $cap } combattants
    }, le maximum que fray gère dans une rencontre

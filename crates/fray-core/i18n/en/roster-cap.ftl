# The largest roster fray plays (engine/roster_cap.rs).
roster-cap-live = { $adding ->
        [one] adding one more combatant
       *[other] adding { $count } combatants
    } would pass { $cap }, the most fray plays in one encounter (there are { $present } now): remove some, or split the fight into two encounters
roster-cap-load = adds combatant #{ $id } "{ $name }" to a roster already at { $cap ->
        [one] { $cap } combatant
       *[other] { $cap } combatants
    }, the most fray plays in one encounter

# Cyberpunk à initiative par intervalles : les mots affichés pour ce que les règles gardent
# en anglais (crates/fray-cyberpunk/src/display.rs), et les dés lancés à la table (rolls.rs).
cpi-title = Cyberpunk, initiative par intervalles (règle maison)
cpi-cond-running = en course
cpi-cond-hurried = sorti d’un véhicule en hâte
cpi-cond-rerolled = initiative relancée
cpi-cond-crouched = accroupi
cpi-cond-death-save = jet contre la mort dû

# Le jet dû, avec ce qu’il retire à la CON : le niveau Mortel (un jet contre la mort à −(niveau mortel)).
cpi-cond-death-save-at = { $condition } à { $value ->
        [0] ±0
       *[other] −{ $value }
    }
cpi-cond-con-loss = CON diminuée
cpi-cond-support = appui
cpi-counter-spent = actions dépensées
cpi-counter-chosen = actions choisies
cpi-counter-aim = visée
cpi-counter-run = mètres courus
cpi-roll-initiative = le d10 d’initiative
cpi-roll-initiative-give = initiative=N,N,... (un par combattant qui lance, dans l’ordre de la liste)
cpi-roll-tie = un d10 pour départager une égalité
cpi-roll-tie-give = départage=N,N,... (un par combattant à égalité)
cpi-roll-check = le d10 du test
cpi-roll-fumble = le d10 qui confirme un 1 naturel
cpi-roll-burst = les balles que tire vraiment une rafale
cpi-roll-burst-give = rafale=N (balles, à ±20 % près)
cpi-roll-save = le d10 d’un jet de sauvegarde
cpi-flag-in-hand = en main
cpi-flag-jammed = enrayée
cpi-flag-unchambered = à réalimenter
cpi-flag-unloaded = déchargée
cpi-flag-dropped = lâchée
cpi-flag-smartgun = superarme
cpi-name = Cyberpunk à initiative par intervalles
cpi-level-unhurt = indemne
cpi-log-damage = { $who } prend { $points ->
        [one] { $points } point
       *[other] { $points } points
    } de blessure : { $level }
cpi-log-healed = { $who } récupère { $points ->
        [one] { $points } point
       *[other] { $points } points
    } : { $level }
cpi-cond-double-time = action suivante en temps double

# Ce qu’il faut ajouter à la ligne pour le d10 d’un test, de la confirmation d’un 1 naturel
# ou d’un jet de sauvegarde lancé à la table.
cpi-roll-check-give = jet=N
cpi-roll-fumble-give = confirmation=N
cpi-roll-save-give = sauvegarde=N

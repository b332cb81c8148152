# La réserve de combat à la lettre (SRP-12, SRP-14, SRP-16).

pool-refuse-multiple-physical = { $who } tire avec une détente physique (semi ou auto) : au plus { $cap ->
    [one] { $cap } balle ou rafale
   *[other] { $cap } balles ou rafales
} par action en tirs multiples, pas { $bullets } ; donnez virtuelle si l’arme a une détente virtuelle
pool-refuse-token-not-drawn = aucun jeton de dégâts de valeur { $value } n’a été tiré (tirés : { $drawn }) ; gardez l’un d’eux avec jeton=N, ou omettez jeton= pour garder le plus fort
pool-part-token = le jeton de dégâts gardé (jeton=N)
pool-ui-field-token = Jeton gardé
pool-ui-hint-token = vide : le plus fort jeton de dégâts ; sinon la valeur tirée que garde la joueuse ou le joueur
pool-summary-keep = Juste après une attaque qui a tiré plusieurs jetons de dégâts : la joueuse ou le joueur garde le jeton de valeur N au lieu du plus fort, et les dégâts sont corrigés.
pool-refuse-keep-nothing = la dernière commande n’est pas une attaque qui a tiré plusieurs jetons de dégâts : garde N suit une telle attaque
pool-refuse-keep-not-drawn = aucun jeton de dégâts de valeur { $value } n’a été tiré (tirés : { $drawn })
pool-refuse-keep-already = le { $value } est déjà le jeton de dégâts gardé
pool-narrate-kept-by = { $who } garde le { $value } (au lieu du { $instead }) : { $total } dégâts pour { $target }
pool-narrate-kept = le { $value } est gardé (au lieu du { $instead }) : { $total } dégâts pour { $target }
pool-summary-reload = Recharge une arme : ses balles reviennent à son chargeur ; chargeur=N fixe sa capacité, ou met sur la fiche une arme avec ce chargeur.
pool-expected-weapon = une arme (sa clé sur la fiche)
pool-expected-reload-part = une arme ou chargeur=N
pool-part-weapon = l’arme (avec ARME)
pool-part-magazine = le chargeur (chargeur=N)
pool-refuse-no-such-weapon = { $who } n’a pas d’arme { $weapon } sur sa fiche
pool-refuse-no-tracked-weapon = { $who } n’a pas d’arme avec un chargeur : donnez-en une avec recharge-arme { $who } ARME chargeur=N
pool-refuse-too-few-rounds = il reste { $left ->
    [one] { $left } balle
   *[other] { $left } balles
} dans { $weapon } de { $who }, le tir en demande { $needed } : rechargez, ou tirez moins
pool-refuse-already-full = { $weapon } de { $who } est plein ({ $rounds ->
        [one] { $rounds } balle
       *[other] { $rounds } balles
    })
pool-narrate-reloaded = { $who } recharge { $weapon } : { $rounds ->
        [one] { $rounds } balle
       *[other] { $rounds } balles
    }
pool-option-burst-rounds = balles que dépense une rafale en tirs multiples avec une détente automatique (choix de fray, le texte ne donne pas de nombre ; par défaut 3)
pool-ui-ammo = Munitions
pool-narrate-rounds-left = { $weapon } de { $who } : { $left ->
    [one] { $left } balle restante
   *[other] { $left } balles restantes
}
pool-roll-direction = le dé de direction de la dispersion
pool-roll-direction-give = direction=N (le dé tel que lancé)
pool-narrate-scattered-toward = le lancer de { $who } dévie : { $tokens } → { $metres } m vers { $hour } h{ $beyond }
pool-narrate-scattered-beyond = {" "}(au-delà de la cible : une roquette peut passer au-dessus et continuer)
pool-option-scatter-die = le dé de direction de la dispersion (point ouvert : « un dé [...] en suivant les règles d’origine », dont le schéma n’est pas dans le texte), lu comme un cadran d’horloge, 12 h droit devant au-delà de la cible, 6 h vers le lanceur : d12 l’heure (par défaut), d6 une heure sur deux (2, 4 ... 12), non le MJ la lit ; donné tel que lancé avec direction=N
pool-option-key-style-side = style.CAMP
pool-option-style-side = le Style d’équipe d’un camp (style.pj, style.allié, style.ennemi, style.neutre), à la place de style pour ce camp : « le score de Style de l’équipe ou du tireur » ; seule l’équipe de l’attaquant projette, ses ennemis (optionnelle ; par défaut non)
pool-option-expect-side = un camp : pj, allié, ennemi ou neutre
pool-ui-key-reload = réserve de combat : recharger une arme
pool-ui-key-keep = réserve de combat : garder un autre jeton de dégâts
pool-ui-form-reload = Recharger
pool-ui-field-weapon = Arme
pool-ui-hint-weapon = la clé de l’arme ; vide : la première à chargeur
pool-ui-field-magazine = Chargeur
pool-ui-hint-magazine = vide : comme sur la fiche ; sinon la capacité (met une arme sur une fiche qui n’en a pas)
pool-ui-form-keep = Garder un autre jeton de dégâts
pool-ui-hint-keep = juste après l’attaque : la valeur tirée que la joueuse ou le joueur garde au lieu de la plus forte
pool-ui-form-damage-hit = Dégâts : { $victim }, touché par { $attacker } ({ $boxes ->
    [one] { $boxes } case déjà cochée
   *[other] { $boxes } cases déjà cochées
})
pool-ui-form-damage-landed = Dégâts : { $victim } ({ $boxes ->
    [one] { $boxes } case déjà cochée
   *[other] { $boxes } cases déjà cochées
})

# Une arme que `recharge … chargeur=N` a mise sur la feuille sans nom (ammo.rs).
pool-ammo-unnamed-weapon = arme

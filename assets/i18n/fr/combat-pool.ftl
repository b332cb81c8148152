# La réserve de combat de Shadowrun (SRP) : narration, écrans et refus.

## Mots comptés

pool-n-tokens = { $n ->
    [one] { $n } jeton
   *[other] { $n } jetons
}
pool-n-hits = { $n } succès
pool-n-bullets = { $n ->
    [one] { $n } balle
   *[other] { $n } balles
}

## Niveaux et moniteurs

pool-stress-low = faible
pool-stress-moderate = modéré
pool-stress-high = important
pool-track-physical = physique
pool-track-stun = étourdissant

## Le score d’attaque (SRP-13)

pool-score = score { $total } = { $hits }
pool-score-aim = visée { $n }
pool-score-spray = tir dans le tas { $n }
pool-score-advantage = avantage { $n }
pool-score-threshold = seuil { $n }
pool-score-modifier = modificateur { $n }
pool-score-extra-targets = cibles en plus { $n }
pool-score-adjust = ajustement { $n }
pool-score-care = garde { $n }

## Narration

pool-recharge-fast = une recharge rapide (reprend son souffle)
pool-recharge-slow = une recharge lente (estime la situation, { $time })
pool-recharge-both = les deux recharges (en position)
pool-time-combat-turn = un tour de combat
pool-time-complex-action = une action complexe
pool-narrate-type-score = { $who } : réserve { $kind }, score { $p }
pool-narrate-type = { $who } : réserve { $kind }
pool-narrate-left-discarded = , { $n ->
    [one] { $n } jeton restant défaussé
   *[other] { $n } jetons restants défaussés
}
pool-narrate-recharges = { $who } recharge : +{ $gained }{ $gone }
pool-narrate-defense-drawn = { $who } place { $tokens } face cachée en défense
pool-narrate-back-into-pool = {" "}({ $tokens } de retour dans la réserve)
pool-narrate-draws = { $who } pioche { $tokens }{ $back }
pool-narrate-loses = { $who } perd { $tokens } de sa réserve
pool-narrate-reveals = { $who } révèle { $tokens }
pool-narrate-gives-up = { $who } abandonne { $n ->
    [one] { $n } jeton de défense face cachée
   *[other] { $n } jetons de défense face cachée
}
pool-narrate-trades = { $who } échange { $n ->
    [one] { $n } jeton de défense face cachée
   *[other] { $n } jetons de défense face cachée
} contre { $back } rendus à la réserve
pool-narrate-defense-reset = { $who } : { $n ->
    [one] { $n } succès de défense révélé annulé
   *[other] { $n } succès de défense révélés annulés
}
pool-narrate-boxes-checked = { $who } : { $boxes } case(s) { $track } cochée(s)
pool-narrate-boxes-cleared = { $who } : { $boxes } case(s) { $track } effacée(s)
pool-narrate-monitor-resized = { $who } : moniteur { $track } de { $boxes } cases
pool-narrate-under-way = { $who } : en cours, { $action }
pool-narrate-nothing-under-way = { $who } : rien en cours
pool-narrate-takes-recharge = { $who } prend { $recharge }
pool-narrate-intention-free = { $who } change d’intention (évident, gratuit)
pool-narrate-intention-token-drawn = {"\u00A0"}: { $token }
pool-narrate-intention-refunded = , récupéré (instinct)
pool-narrate-intention-token = { $who } change d’intention pour un jeton{ $token }{ $refunded }
pool-narrate-intention-action = { $who } change d’intention sans payer : cela prend une action simple
pool-narrate-scored = { $who } : { $score }
pool-narrate-counter = { $who } : { $counter } { $value }
pool-narrate-free-action = { $who } (action gratuite) : { $text }
pool-narrate-wound-modifier = {" "}(modificateur de blessure { $modifier })
pool-narrate-rolls = { $who } lance [{ $dice }]{ $wound } : { $hits }
pool-narrate-purpose = {" "}pour { $purpose }
pool-narrate-spends = { $who } dépense { $tokens }{ $purpose } : { $counted } compté(s) (stress { $stress })
pool-narrate-other-pool = { $who } agit avec une autre réserve ({ $tokens }{ $purpose }) : coûte { $cost ->
    [one] { $cost } jeton de réserve de combat
   *[other] { $cost } jetons de réserve de combat
} (stress { $stress })
pool-narrate-coordinates = { $who } se synchronise : { $asked } demandé(s), { $paid } payé(s)
pool-narrate-sprays = { $who } tire dans le tas, { $bullets } ({ $total } d’affilée) : bonus +{ $bonus } (au plus { $cap })
pool-narrate-defense-ignored = {" "}(défense ignorée)
pool-narrate-n-ignored = {" "}({ $n } ignoré(s))
pool-narrate-hit = TOUCHÉ
pool-narrate-miss = loupé
pool-narrate-defended = contre { $target } : S { $score } contre D { $defense }{ $ignored } : { $outcome }
pool-narrate-damage-base = base { $base }
pool-narrate-damage-defense = défense { $defense }
pool-narrate-damage-soak = encaissement { $soak }
pool-narrate-damage-tokens = {" "}(jetons de dégâts { $tokens })
pool-narrate-damage-physical = { $who } subit { $total } dégâts physiques
pool-narrate-damage-stun = { $who } subit { $total } dégâts étourdissants
pool-narrate-damage-electrical = { $who } subit { $total } dégâts électriques
pool-narrate-risk-none = risque nul
pool-narrate-risk-low = risque réduit
pool-narrate-risk-high = risque élevé
pool-narrate-care = , garde { $care }
pool-narrate-no-check = pas de vérification
pool-narrate-lethal = MORTEL
pool-narrate-knocked-out = KO
pool-narrate-lethality = { $who } : létalité { $risk }{ $care }, { $drawn } : { $outcome }
pool-narrate-landed = le lancer de { $who } atteint le point visé (score { $score })
pool-narrate-scattered = le lancer de { $who } dévie : { $tokens } → { $metres } m
pool-narrate-blast-by = explosion de { $who } : base { $base }, jeton de dégâts { $token }
pool-narrate-blast = explosion : base { $base }, jeton de dégâts { $token }
pool-narrate-evaded = { $who } s’éloigne de { $metres } m hors de la zone
pool-narrate-suppressed = { $who } est sous le feu : { $tokens } perdu(s)
pool-narrate-tie = égalité, personne
pool-narrate-wins = { $who } l’emporte
pool-narrate-opposed = jet opposé : { $first } { $first_hits } contre { $second } { $second_hits } : { $outcome }
pool-narrate-melee-nobody = contact : personne ne remporte l’échange
pool-narrate-effect-damage = dégâts
pool-narrate-effect-ground = le met au sol
pool-narrate-effect-hold = le coince dans une prise
pool-narrate-effect-advantage = prend l’avantage
pool-narrate-melee-won = contact : { $who } l’emporte de { $margin }, { $effect }

# Issue 20 : actions simultanées (POL-28) et ce que calculent les règles de Polaris.

## Transcript (polaris/transcript/narrate.rs, players.rs)
pol-held-wound = { $who } : blessure { $severity } { $location ->
        [head] à la tête
        [body] au corps
        [right-arm] au bras droit
        [left-arm] au bras gauche
        [right-leg] à la jambe droite
        [left-leg] à la jambe gauche
       *[other] ({ $location })
    } en attente : simultanée avec { $partners }, elle porte quand ils auront agi (POL-28)
pol-held-released = actions simultanées terminées : les blessures en attente portent
pol-held-wound-players = { $who } est touché : la blessure porte une fois les actions simultanées terminées

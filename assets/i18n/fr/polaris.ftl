# Polaris 3e: every text the GM reads (key prefix pol-). Grouped by the file that says them.

## Transcript (narrate.rs)
pol-fatigue-now = tout le monde a agi (tests de Fatigue maintenant)
pol-success = réussite
pol-failure = échec
pol-nonrandom = { $who } { $what } : { $result } (sans jet)
pol-opposed-wins = l'emporte
pol-opposed-gm-decides = pas de vainqueur aux dés : le MJ décide
pol-wound-damage = (dommages { $damage })
pol-wound-marked = { $who } : blessure { $severity } { $location ->
        [head] à la tête
        [body] au corps
        [right-arm] au bras droit
        [left-arm] au bras gauche
        [right-leg] à la jambe droite
        [left-leg] à la jambe gauche
       *[other] ({ $location })
    }
pol-wound-row-full = ligne pleine : devient { $severity }
pol-wound-death = MORT
pol-wound-limb-destroyed = MEMBRE DÉTRUIT
pol-wound-healed = { $who } : { $boxes ->
        [one] { $boxes } case de blessure { $severity } effacée
       *[other] { $boxes } cases de blessure { $severity } effacées
    } { $location ->
        [head] à la tête
        [body] au corps
        [right-arm] au bras droit
        [left-arm] au bras gauche
        [right-leg] à la jambe droite
        [left-leg] à la jambe gauche
       *[other] ({ $location })
    }
pol-damage-ignored = { $who } : dommages { $damage }, aucune blessure
pol-a-test = un test
pol-automatic-failure = échec automatique
pol-critical-success-loud = RÉUSSITE CRITIQUE
pol-critical-failure-loud = ÉCHEC CRITIQUE
pol-term-secret = secret
pol-term-wounds = blessures
pol-term-opponents = adversaires
pol-term-retry = nouvelle tentative
pol-term-other = autres
pol-catastrophe-possible = risque de Catastrophe
pol-test = { $who } teste { $what } : chances { $chance } ({ $terms }){ $dice } : { $result }, marge { $margin }, { $degree } ({ $modifier })

## Wound locator and body figure (screens/text.rs)
pol-locator-last-row = Mort/Détr.
pol-body-legend = 1-5, x perdu
pol-locator-light = Lég
pol-locator-medium = Moy
pol-locator-serious = Gra
pol-locator-critical = Cri
pol-locator-mortal = Mor
pol-locator-death = M/D
pol-locator-head = Tête
pol-locator-head-short = Tê
pol-locator-body = Corps
pol-locator-body-short = Co
pol-locator-right-arm = B.dr.
pol-locator-right-arm-short = BD
pol-locator-left-arm = B.g.
pol-locator-left-arm-short = BG
pol-locator-right-leg = J.dr.
pol-locator-right-leg-short = JD
pol-locator-left-leg = J.g.
pol-locator-left-leg-short = JG

## Help (verbs/help.rs)
pol-help-difficulty-head = Mots de difficulté (Polaris 3e), en anglais ou en français, accents facultatifs :
pol-help-difficulty-number = Ou donnez la difficulté en nombre : test baral firearms -4

## What players see (transcript/players.rs)
pol-seen-critical-hit = touché critique
pol-seen-critical-miss = raté critique
pol-seen-hit = touché
pol-seen-miss = raté
pol-seen-attack = { $attacker } attaque { $target } : { $seen }
pol-seen-test = { $who } teste { $what } : { $result }
pol-seen-chance-test = { $who } fait un test : { $result }
pol-critical-success = réussite critique
pol-critical-failure = échec critique

# Shadowrun: Anarchy (ANA) : dés et refus.

## Dés de la table

ana-roll-pool = les dés du test
ana-roll-glitch = le dé d’imprévu
ana-roll-complication = un dé de complication
ana-roll-initiative = les 2D6 d’initiative
ana-roll-bonus = un dé bonus d’initiative (point d’Anarchy)

## Refus (ANA-04, ANA-05, ANA-07)

ana-refuse-count = Dépensez au moins un point.
ana-refuse-points = Pas assez de points : { $have } restant(s), { $need } nécessaire(s).
ana-refuse-chance = Plus aucun point de Chance pour cette session.
ana-refuse-gm-only = Seul le MJ peut dépenser un point pour { $spend }.
ana-refuse-first-aid-self = Les premiers secours soignent un autre personnage, jamais soi-même.
ana-refuse-gm-on-pc = Le MJ ne dépense jamais d’Anarchy pour { $spend } directement pour ou contre un personnage joueur (sauf Prise de risque).
ana-refuse-gm-narration = Le MJ a déjà dépensé un point d’Anarchy dans cette Narration (un par Narration).

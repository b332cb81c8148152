# Corporates : situations spéciales, corps à corps et dégâts (COR-29 à COR-43), la part de cor-melee.

## Refus
cor-melee-refuse-confidence = { $spent } points de confiance dépensés, il en reste { $left } (COR-08).
cor-melee-refuse-with-needs-by = « with { $weapon } » demande « by ATTAQUANT » : à qui est cette arme ?
cor-melee-refuse-kind = Dites ce qui a frappé : « with ARME » (son type) ou « kind K » (COR-40).
cor-melee-refuse-no-weapon = { $who } n’a pas de « { $weapon } ».
cor-melee-refuse-nothing-to-heal = { $who } n’a aucun niveau de { $track } à récupérer.
cor-melee-refuse-nothing-to-repair = { $gear } n’a pas besoin de réparation (COR-42).
cor-melee-refuse-draw-weapon = Dégainer et frapper demande l’arme : « with ARME » (COR-31).
cor-melee-refuse-dodge-shot = { $who } ne peut esquiver un tir qu’au début du segment, ou avec un coprocesseur réflexe (COR-32).
cor-melee-refuse-not-engaged = { $who } n’est engagé avec personne (COR-33).
cor-melee-refuse-not-disengaging = { $who } ne se dégage pas (COR-33).
cor-melee-refuse-not-held = { $who } n’est pas maintenu en respect (COR-29).
cor-melee-refuse-trip-weight = Faire tomber en Agilité demande un attaquant de plus de la moitié du poids du défenseur (COR-36).
cor-melee-refuse-throw = { $who } est immobilisé à { $hold } : projeter demande une immobilisation de 3 ou plus (COR-37).

## Options
cor-option-charge-defender = le bonus du défenseur contre une charge : +1 à pied et +3 montée, ou toujours 1 ou 3 (COR-OP-16)
cor-option-charge-unit = les bonus de charge sont des points ou des dés (COR-OP-22)

# Les mots montrés pour des mots enregistrés : noms d’états, buts des jets
# (src/rules/condition_words.rs, condition_words des systèmes, src/narrate.rs).

## États que tout système peut employer (les suggestions du formulaire d’état).
words-cond-stunned = sonné
words-cond-prone = à terre
words-cond-blinded = aveuglé
words-cond-grappled = agrippé
words-cond-unconscious = inconscient
words-cond-aiming = en visée
words-cond-in-cover = à couvert
words-cond-bleeding = hémorragie
words-cond-behind-cover = à l’abri

## États de Polaris (POL-29, POL-31, POL-35, POL-36, POL-27).
words-pol-shock-test = test de Choc
words-pol-stabilisation = stabilisation nécessaire
words-pol-mortal-wound = blessure mortelle
words-pol-dead = mort
words-pol-surprised = surpris
words-pol-surprise-initiative = initiative de surprise
words-pol-does-nothing = ne fait rien

## États de la réserve de combat (SRP-09, SRP-16, SRP-18, SRP-19).
words-pool-total-defense = défense totale
words-pool-knocked-down = au sol
words-pool-thrown-back = projeté en arrière
words-pool-held = immobilisé
words-pool-readiness = préparation
words-pool-knocked-out = KO
words-pool-lethal = létal

## Buts des jets que les règles consignent (src/rules/purpose_words.rs).
words-pol-purpose-damage = dommages
words-pol-purpose-location = localisation

## La durée d’un état, telle que le formulaire d’état la propose (src/tui/form/builders.rs).
words-ends-rounds = pendant { $n } { $n ->
        [one] tour
       *[other] tours
    }
words-ends-start = jusqu’au début de { $who }
words-ends-end = jusqu’à la fin de { $who }

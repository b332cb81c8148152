## La durée d’un état, telle que le formulaire d’état la propose (crates/fray-tui/src/tui/form/builders.rs).
words-ends-rounds = pendant { $n } { $n ->
        [one] tour
       *[other] tours
    }
words-ends-start = jusqu’au début de { $who }
words-ends-end = jusqu’à la fin de { $who }

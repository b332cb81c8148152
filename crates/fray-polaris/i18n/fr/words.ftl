## États de Polaris (POL-29, POL-31, POL-35, POL-36, POL-27).
words-pol-shock-test = test de Choc
words-pol-purpose-location = localisation
words-pol-stabilisation = stabilisation nécessaire
words-pol-mortal-wound = blessure mortelle
words-pol-dead = mort
words-pol-surprised = surpris
words-pol-surprise-initiative = initiative de surprise
words-pol-does-nothing = ne fait rien

## Buts des jets que les règles consignent (crates/fray-core/src/rules/purpose_words.rs).
words-pol-purpose-damage = dommages

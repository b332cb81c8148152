## Polaris conditions (POL-29, POL-31, POL-35, POL-36, POL-27).
words-pol-shock-test = shock test
words-pol-purpose-location = hit location
words-pol-stabilisation = stabilisation needed
words-pol-mortal-wound = mortal wound
words-pol-dead = dead
words-pol-surprised = surprised
words-pol-surprise-initiative = surprise-initiative
words-pol-does-nothing = does nothing

## Roll purposes the rules log (crates/fray-core/src/rules/purpose_words.rs).
words-pol-purpose-damage = damage

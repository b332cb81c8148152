# Words shown for stored words: condition names, roll purposes (src/rules/condition_words.rs,
# the systems' condition_words, src/narrate.rs). English shows the stored word itself.

## Conditions any system may use (the condition form's suggestions).
words-cond-stunned = stunned
words-cond-prone = prone
words-cond-blinded = blinded
words-cond-grappled = grappled
words-cond-unconscious = unconscious
words-cond-aiming = aiming
words-cond-in-cover = in-cover
words-cond-bleeding = bleeding
words-cond-behind-cover = behind cover

## Polaris conditions (POL-29, POL-31, POL-35, POL-36, POL-27).
words-pol-shock-test = shock test
words-pol-stabilisation = stabilisation needed
words-pol-mortal-wound = mortal wound
words-pol-dead = dead
words-pol-surprised = surprised
words-pol-surprise-initiative = surprise-initiative
words-pol-does-nothing = does nothing

## Combat-pool conditions (SRP-09, SRP-16, SRP-18, SRP-19).
words-pool-total-defense = total defense
words-pool-knocked-down = knocked down
words-pool-thrown-back = thrown back
words-pool-held = held
words-pool-readiness = readiness
words-pool-knocked-out = knocked out
words-pool-lethal = lethal

## Roll purposes the rules log (src/rules/purpose_words.rs).
words-pol-purpose-damage = damage
words-pol-purpose-location = hit location

## How long a condition lasts, as the condition form offers it (src/tui/form/builders.rs);
## English shows the command words themselves.
words-ends-rounds = for { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    }
words-ends-start = until start of { $who }
words-ends-end = until end of { $who }

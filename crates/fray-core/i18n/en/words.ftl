# Words shown for stored words: condition names, roll purposes (crates/fray-core/src/rules/condition_words.rs,
# the systems' condition_words, crates/fray-core/src/narrate.rs). English shows the stored word itself.

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

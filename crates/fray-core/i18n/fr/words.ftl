# Les mots montrés pour des mots enregistrés : noms d’états, buts des jets
# (crates/fray-core/src/rules/condition_words.rs, condition_words des systèmes, crates/fray-core/src/narrate.rs).

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

## États de la réserve de combat (SRP-09, SRP-16, SRP-18, SRP-19).
words-pool-total-defense = défense totale
words-pool-knocked-down = au sol
words-pool-thrown-back = projeté en arrière
words-pool-held = immobilisé
words-pool-readiness = préparation
words-pool-knocked-out = KO
words-pool-lethal = létal

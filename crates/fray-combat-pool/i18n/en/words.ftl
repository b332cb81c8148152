## Combat-pool conditions (SRP-09, SRP-16, SRP-18, SRP-19).
words-pool-total-defense = total defense
words-pool-knocked-down = knocked down
words-pool-thrown-back = thrown back
words-pool-held = held
words-pool-readiness = readiness
words-pool-knocked-out = knocked out
words-pool-lethal = lethal

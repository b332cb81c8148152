# Guesses : formulaires qui devinent juste, déclarations enchaînées, actions jamais perdues en silence.

pol-field-then = Ensuite
pol-then-next = déclarant suivant
pol-hint-then = suivant : le formulaire du déclarant suivant s’ouvre aussitôt (Échap pour sortir)

# Guesses : formulaires qui devinent juste, déclarations enchaînées, actions jamais perdues en silence.

pol-field-then = Ensuite
pol-then-next = déclarant suivant
pol-hint-then = suivant : le formulaire du déclarant suivant s’ouvre aussitôt (Échap pour sortir)

log-held-lost = l’action retardée de { $who } est perdue
tui-form-act-now = Agir maintenant
tui-field-delayed = En attente
tui-form-lose-held = Actions retardées
tui-confirm-lose-held = { $count ->
    [one] { $names } retarde encore son action : finir le tour quand même ?
   *[other] { $names } retardent encore leur action : finir le tour quand même ?
}
log-step-round-end-held = { $count ->
    [one] tous les autres ont agi ; { $names } retarde encore son action
   *[other] tous les autres ont agi ; { $names } retardent encore leur action
}

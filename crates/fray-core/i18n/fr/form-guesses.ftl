log-held-lost = l’action retardée de { $who } est perdue
log-step-round-end-held = { $count ->
    [one] tous les autres ont agi ; { $names } retarde encore son action
   *[other] tous les autres ont agi ; { $names } retardent encore leur action
}

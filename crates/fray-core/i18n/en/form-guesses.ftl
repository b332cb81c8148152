log-held-lost = { $who }’s held action is lost
log-step-round-end-held = { $count ->
    [one] everyone else has acted; { $names } still holds an action
   *[other] everyone else has acted; { $names } still hold actions
}

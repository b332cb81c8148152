# Guesses: forms that guess right, the declaration flow, actions not lost silently.

pol-field-then = Then
pol-then-next = next declarer
pol-hint-then = next: the next declarer's form opens at once (Esc leaves)

log-held-lost = { $who }’s held action is lost
tui-form-act-now = Act now
tui-field-delayed = Delayed
tui-form-lose-held = Held actions
tui-confirm-lose-held = { $count ->
    [one] { $names } still holds an action: end the round anyway?
   *[other] { $names } still hold actions: end the round anyway?
}
log-step-round-end-held = { $count ->
    [one] everyone else has acted; { $names } still holds an action
   *[other] everyone else has acted; { $names } still hold actions
}

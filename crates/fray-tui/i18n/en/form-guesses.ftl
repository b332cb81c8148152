tui-form-act-now = Act now
tui-field-delayed = Delayed
tui-form-lose-held = Held actions
tui-confirm-lose-held = { $count ->
    [one] { $names } still holds an action: end the round anyway?
   *[other] { $names } still hold actions: end the round anyway?
}

tui-form-act-now = Agir maintenant
tui-field-delayed = En attente
tui-form-lose-held = Actions retardées
tui-confirm-lose-held = { $count ->
    [one] { $names } retarde encore son action : finir le tour quand même ?
   *[other] { $names } retardent encore leur action : finir le tour quand même ?
}

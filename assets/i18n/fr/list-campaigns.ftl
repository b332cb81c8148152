# `fray list` : les combats regroupés par campagne.
cli-list-campaign = Campagne « { $name } » : { $fights ->
    [0] aucun combat pour l’instant
    [one] { $fights } combat
   *[other] { $fights } combats
}
cli-list-no-campaign = Combats hors campagne

# `fray list`: the fights grouped by campaign.
cli-list-campaign = Campaign “{ $name }”: { $fights ->
    [0] no fight yet
    [one] { $fights } fight
   *[other] { $fights } fights
}
cli-list-no-campaign = Fights of no campaign

# Between fights, in a campaign: rests and what they heal.
cpi-summary-rest = Between fights, in a campaign: DAYS days of rest for everyone (or WHO), healing 1 point of the body track a day (option rest-points).
cpi-expected-days = a number of days (1 to 365)
cpi-refuse-rest-in-fight = A rest is taken between fights: give it in the campaign.
cpi-refuse-rest-nobody = Nobody in the campaign can rest.
cpi-log-rested = { $who } rests { $days ->
    [one] { $days } day
   *[other] { $days } days
  }: { $points ->
    [0] no damage point healed
    [one] { $points } damage point healed
   *[other] { $points } damage points healed
  }
cpi-option-rest-points = damage points a day of rest heals (default 1; 0: only heal heals)
cpi-read-18-q = The text gives no damage track nor healing: how fast does the body track clear between fights?
cpi-read-18-d = rest DAYS, in a campaign: 1 damage point healed a day; a lowered CON stays until the GM lifts it; the dead do not rest.

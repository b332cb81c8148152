# Between fights, in a campaign: rests and what they heal.
pool-summary-rest = Between fights, in a campaign: DAYS days of rest for everyone (or WHO); each day clears the stun monitor and one physical box (options rest-stun, rest-physical).
pool-expected-days = a number of days (1 to 365)
pool-refuse-rest-in-fight = A rest is taken between fights: give it in the campaign.
pool-refuse-rest-lethal = { $who } took a lethal hit: a rest heals nothing.
pool-refuse-rest-nobody = Nobody in the campaign can rest.
pool-narrate-rested = { $who } rests { $days ->
    [one] { $days } day
   *[other] { $days } days
  }
pool-option-rest-physical = physical boxes a day of rest clears (default 1)
pool-option-rest-stun = stun boxes a day of rest clears, or all (default all)
pool-option-values-0-to-99 = 0 to 99
pool-option-values-all-or-0-to-99 = all | 0 to 99
pool-read-21-q = The text checks boxes « as damage usually works » but gives no healing: how fast do monitors clear between fights?
pool-read-21-d = rest DAYS, in a campaign: each day clears the whole stun monitor and one physical box (overflow first); a lethal hit is not healed by rest.

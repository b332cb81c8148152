# Between fights, in a campaign: rests and what they heal.
pol-summary-rest = Between fights, in a campaign: DAYS days of rest for everyone (or WHO); each day erases a box of the wounds that heal on their own (Light by default) in each location.
frcli-pol-expected-days = a number of days (1 to 365)
pol-refuse-rest-in-fight = A rest is taken between fights: give it in the campaign.
pol-refuse-rest-dead = { $name } is dead: a rest heals nothing.
pol-refuse-rest-nobody = Nobody in the campaign can rest.
pol-rested = { $who } { $count ->
    [one] rests
   *[other] rest
  } { $days ->
    [one] { $days } day
   *[other] { $days } days
  }.
pol-rested-untended = { $who } still { $count ->
    [one] has a wound that worsens
   *[other] have wounds that worsen
  } untended (stabilisation or immediate care).
pol-option-desc-rest-heals = which wounds heal on their own during a rest, one box per location a day (light, medium or none; default light)
pol-option-expect-rest-heals = light, medium or none
pol-read-35-q = Light wounds "heal on their own" and graver ones need care, but the text gives no healing time.
pol-read-35-d = rest DAYS, in a campaign: each day erases one Light box in each location; graver wounds wait for the GM's heal; a bleeding or mortal wound is named, as the text says it worsens untended.
pol-read-35-how = after care, the GM erases boxes: heal WHO LOCATION SEVERITY N

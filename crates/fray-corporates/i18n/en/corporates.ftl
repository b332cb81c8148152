# Corporates (COR): refusals, roll slots and options of the first slice.

cor-refuse-declared-count = { $count ->
        [one] { $count } declared action
       *[other] { $count } declared actions
    }: a turn takes 0 to { $max }.
cor-refuse-delay-zero = A delay is of 1 segment or more.
cor-refuse-nothing-to-delay = No declared action is left to delay this turn.
cor-refuse-option-value = Option { $key }: expected { $expected }, got “{ $value }”.
cor-refuse-option-unknown = Unknown Corporates option “{ $key }”. Known: { $known }.

cor-roll-reaction = the reaction roll’s d6
cor-roll-check = the action roll’s d6
cor-roll-damage = the damage roll’s d6
cor-roll-soak = the soak roll’s d6
cor-roll-critical = the critical roll’s d6
cor-roll-face = the face wound’s d6
cor-roll-cyber = the cyberware hit’s d100
cor-roll-breakdown = the cyberware breakdown’s d6
cor-roll-bullets = the d6 for each extra bullet through covering fire

cor-option-level-step = points of margin per level
cor-option-announce = which reaction roll announces its declared count first
cor-option-survival-end = survival mode lasts to the end of its turn, or until the GM ends it
cor-option-no-lead = no win by 5: simultaneous actions or a new roll
cor-option-double-malus = the GM’s malus on each half of a double action, besides 1d
cor-option-odd-level = which track takes the odd level of a 50/50 split
cor-option-critical-levels = the levels added to critical and cyberware rolls: the hit’s Wound levels, or the whole hit
cor-option-track-max = the maximum of the Wound and Fatigue tracks
cor-option-confidence = a confidence point only raises the floor, or adds a die as well
cor-option-burst-cap = a burst lands no more bullets than the rounds fired, or no cap
cor-option-fall-sign = the falling table makes the shot harder or easier
cor-option-stray = a miss by less than the added difficulty (engaged target) or at most it (crowd) hits someone else, or at most it, or less than it, for both
cor-option-draw-dice = dice a plain draw costs
cor-option-dodge-shots = a higher dodge roll replaces a shot’s difficulty, or shots are not dodged by roll
cor-option-gang = +1 per attacker counts all attackers, or those beyond the first

# Whose dice a roll asks at the table and why, when the die does not say it.
cor-dice-whom = { $who } ({ $why })
cor-dice-why-stress = stress
cor-dice-why-startle = startle
cor-dice-why-survival = survival mode
cor-dice-why-priority = who organises the segment
cor-dice-why-duel = duel broken
cor-dice-why-lead = to act first
cor-dice-why-trip = trip, opposed
cor-dice-why-grapple = grapple, Strength
cor-dice-why-fall = fall, soak
cor-option-rest-wound = Wound levels a full day of rest gives back
cor-option-rest-fatigue = Fatigue levels an hour of rest gives back
cor-summary-rest = Between fights, in a campaign: N hours or days of rest for everyone or WHO alone; the bleeding roll endurance each hour, the knocked out sleep it off, Wound and Fatigue levels come back, a full day gives the confidence points back.
cor-expected-rest = hours or days
cor-expected-hours = a number of hours (1 to 720)
cor-expected-days = a number of days (1 to 365)
cor-roll-knocked-out = the d6 of the hours a head wound keeps a character out
cor-refuse-rest-in-fight = Rest comes between fights: rest in the campaign, once the fight is taken back.
cor-refuse-rest-dying = { $who } is dying: first aid at 15 within the minute first (then take the condition off), or mark them dead.
cor-refuse-rest-bleeding = { $who } is bleeding: a care roll at 20 stops it (then take the condition off); until then, rest at most { $hours } hours at a time.
cor-log-rested-all = everyone rests { $unit ->
    [hours] { $n ->
        [one] an hour
       *[other] { $n } hours
    }
   *[days] { $n ->
        [one] a day
       *[other] { $n } days
    }
}
cor-log-rested = { $who } rests { $unit ->
    [hours] { $n ->
        [one] an hour
       *[other] { $n } hours
    }
   *[days] { $n ->
        [one] a day
       *[other] { $n } days
    }
}
cor-log-knocked-out = { $who } is out for { $hours ->
    [one] an hour
   *[other] { $hours } hours
} (1d6)

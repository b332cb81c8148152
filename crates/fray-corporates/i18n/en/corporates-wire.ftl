# Corporates (COR): the wiring and the time family (COR-01 to COR-12): title, conditions,
# verbs, refusals, transcript, status.

cor-title = Corporates
cor-order-title = Segments

cor-cond-crouched = crouched
cor-cond-prone = prone
cor-cond-fallen = fallen
cor-cond-combat-move = combat movement
cor-cond-engaged = engaged
cor-cond-gunpoint = at gunpoint
cor-cond-covering = covering fire
cor-cond-aim = aiming
cor-cond-duel = duel
cor-cond-preparing = preparing
cor-cond-dodge = dodging
cor-cond-startled = startled
cor-cond-no-reaction = no reaction
cor-cond-loses-actions = loses actions
cor-cond-stunned = stunned
cor-cond-unconscious = unconscious
cor-cond-dead = dead
cor-cond-bleeding = bleeding
cor-cond-hand-unusable = hand unusable
cor-cond-arm-unusable = arm unusable
cor-cond-leg-unusable = leg unusable
cor-cond-foot-unusable = foot unusable
cor-cond-leg-wound = leg wound
cor-cond-long = long action
cor-cond-survival = survival mode
cor-cond-unbalanced = unbalanced
cor-cond-grappled = grappled
cor-cond-incapacitated = incapacitated

cor-expected-declared = a number of declared actions (0 to 5)
cor-expected-dice = a number of dice
cor-expected-key = a stat or a skill of the sheet
cor-expected-label = what the action is
cor-expected-points = a number of points
cor-expected-segments = a number of segments (1 to 5)
cor-expected-surprise = the surprise malus on the reaction roll (1 to 30)

cor-summary-declare = WHO announces N declared actions (0 to 5) in the order of the reaction rolls, lowest first; force: out of that order.
cor-summary-act = The declared action due in this segment (instead: an undeclared one in its place); rolls the dice named less the ledger’s malus.
cor-summary-quick = An undeclared action now (a sprint, a dodge): −1d on every later action this turn.
cor-summary-innate = An innate action (perception, a slow move): no malus from the ledger, the GM’s malus in points.
cor-summary-long = A long action begins in this segment; only a turn’s start or survival mode stops it.
cor-summary-delay = The next declared action and every later one N segments later (1 by default); past segment 5 they are lost.
cor-summary-startle = A reaction roll to a sudden event: the failure margin is a malus on the next action; freeze: a failure by 10 or more means no reaction this segment.
cor-summary-survival = Survival mode: a reaction roll against 15; from this segment on a success, the next on a failure; an action in every segment, −4d declared.
cor-summary-priority = Who organises this segment between two sides with declared actions: the turn’s reaction rolls, new ones with `reroll` when the order matters, a win by 5 leads.
cor-summary-confidence = Sets WHO’s confidence points left, back to the sheet’s without N.

cor-refuse-turn-under-way = Turn { $turn } is under way: `next` moves on, `start` begins the next turn once this one is over.
cor-refuse-fight-over = The fight is over.
cor-refuse-no-combatants = Nobody is in the fight yet: add the combatants first.
cor-refuse-still-declaring = The declared counts are still being announced: { $who } announces next (`declare { $who } N`).
cor-refuse-not-declaring = Declared counts are announced at a turn’s start (`start`), before segment 1.
cor-refuse-declared-already = { $who } has already announced this turn’s declared actions; only survival mode raises them.
cor-refuse-not-your-turn = { $first } announces before { $who } (lowest reaction roll first); add `force` to announce out of order.
cor-refuse-stunned = { $who } is stunned and can announce no declared action (0 only).
cor-refuse-no-one = No such combatant.
cor-refuse-cannot-act = { $who } cannot act: { $condition }.
cor-refuse-frozen = { $who } has no reaction this segment; `uncondition { $who } no-reaction` if the GM rules otherwise.
cor-refuse-busy-long = { $who } is busy with a long action: only a turn’s start or survival mode interrupts it; innate actions stay possible.
cor-refuse-long-already = { $who } already has a long action under way.
cor-refuse-not-in-segment = Actions are taken during a turn’s segments: `start`, then the announcements.
cor-refuse-none-due = { $who } has no declared action due in segment { $segment }; the next is in segment { $next } (`quick` for an undeclared action now).
cor-refuse-none-left = { $who } has no declared action left this turn (segment { $segment }); `quick` for an undeclared action.
cor-refuse-confidence = { $who } has { $left } confidence { $left ->
    [one] point
   *[other] points
  } left, not { $asked }.
cor-refuse-confidence-max = { $who }’s sheet allows at most { $max } confidence points.
cor-refuse-confidence-sheet = { $who }’s sheet gives no confidence points: say how many (`confidence { $who } N`).
cor-refuse-no-key = { $who }’s sheet has no stat or skill “{ $key }”.
cor-refuse-survival-already = { $who } is already in survival mode.
cor-refuse-priority-same = Priority is between two different combatants, one on each side.
cor-refuse-surprise-side = The surprised one must be one of the two rolling for priority.

cor-log-roll = { $dice }{ $bonus } = { $total }
cor-log-reacted = { $who }’s reaction roll{ $segment ->
    [0] {""}
   *[other] { " " }in segment { $segment }
  }: { $roll }
cor-log-declared = { $who } announces { $count } declared { $count ->
    [one] action
   *[other] actions
  }{ $count ->
    [0] {""}
    [one] { " " }(segment { $segments })
   *[other] { " " }(segments { $segments })
  }{ $malus ->
    [0] {""}
   *[other] : −{ $malus }d on every action this turn
  }
cor-log-forced = (out of the announcement order, on the GM’s word)
cor-log-delayed = { $who } delays the next declared action by { $by } { $by ->
    [one] segment
   *[other] segments
  }{ $lost ->
    [0] {""}
   *[other] : { $lost } lost past segment 5
  }
cor-log-kind = { $kind ->
    [declared] declared action
    [undeclared] undeclared action
    [substitute] undeclared action in place of a declared one
    [innate] innate action
   *[other] long action
  }
cor-log-acted = { $who }, segment { $segment }: { $kind }{ $what }
cor-log-malus-term = −{ $n }d { $term ->
    [declared] declared
    [undeclared] undeclared
    [double] double action
   *[other] situational
  }
cor-log-no-malus = no malus
cor-log-dice-left = { $malus } → { $dice }d
cor-log-double = double action
cor-log-confidence = { $n } confidence { $n ->
    [one] point
   *[other] points
  } spent
cor-log-startled-used = −{ $n } startled
cor-log-gm-malus = −{ $n } (the GM’s malus)
cor-log-success = vs { $difficulty }: success by { $margin }
cor-log-failure = vs { $difficulty }: failure by { $margin }
cor-log-startled = { $who } reacts to a sudden event: { $roll } vs { $difficulty }{ $malus ->
    [0] : no malus
   *[other] : −{ $malus } on the next action{ $freeze ->
        [0] {""}
       *[other] ; the GM may rule no reaction this segment
      }
  }
cor-log-survival = { $who } switches to survival mode: { $roll } vs { $difficulty }, { $success ->
    [0] failure
   *[other] success
  }: from segment { $segment } of turn { $turn }, an action in every segment, −4d declared
cor-log-long = { $who } begins a long action in segment { $segment }: { $what }
cor-log-led = Segment { $segment }: { $who } organises it
cor-log-simultaneous = Segment { $segment }: neither { $first } nor { $second } leads by 5; the actions are simultaneous
cor-log-turn-begins = Turn { $turn } begins: everyone rolls the reaction roll
cor-log-announcements = Declared counts are announced, lowest reaction roll first
cor-log-announces-next = { $who } announces next
cor-log-turn-over = Turn { $turn } is over
cor-log-segment = Segment { $segment } begins.
cor-log-organises = Declared actions on one side only: { $side ->
    [pcs] the players’ side
    [enemies] the enemies’ side
   *[other] the bystanders
  } organises the segment.
cor-log-both-sides = Declared actions on both sides: `priority A B` settles who organises it.
cor-log-not-taken = { $who }’s declared action of segment { $segment } was not taken: lost

cor-status-turn = Turn { $turn }
cor-status-setup = before the fight
cor-status-announcements = announcements
cor-status-announcing = { $who } announces
cor-status-segment = Segment { $segment } of { $of }
cor-status-turn-over = turn over
cor-status-ended = fight over

cor-field-who = who
cor-field-count = how many
cor-field-what = what
cor-field-dice = dice
cor-field-bonus = bonus
cor-field-vs = difficulty
cor-form-declare = Declared actions
cor-form-act = Action

cor-show-line = reaction { $reaction }  declared { $declared }  malus −{ $malus }d
cor-show-segments = segments: { $marks }
cor-show-survival = survival mode from segment { $segment }

cor-export-turns-line = - Turns: { $rounds }
cor-export-turn = ## Turn { $round }
cor-export-segments = ### Segments
cor-export-turn-end = ### End of the turn
cor-export-action = #### Segment { $phase }: { $name }
cor-export-standing-at = Turn { $round }, segment { $phase }
cor-export-standing-segments = Turn { $round }, segments under way
cor-export-standing-turn-end = Turn { $round }, every segment done

cor-log-acted-players = { $who } acts in segment { $segment }
cor-log-survival-players = { $who } switches to survival mode
cor-show-counter = { $name ->
    [confidence] confidence points
    [undeclared] undeclared actions
    [wound] Wound
    [fatigue] Fatigue
    [cover-rate] rounds a segment
    [cover-from] covering from segment
    [cover-to] covering to segment
    [speed] speed (cm/s)
   *[other] { $name }
  }
cor-log-lost-at-once = ; the first { $n ->
    [one] is
   *[other] { $n } are
  } lost (loses actions)

# A condition in its own sentence: whose covering fire, whom one is engaged with, and the
# Wound level a wounded limb heals back at.
cor-cond-exposed-to-firepower = exposed to { $target }'s covering fire (firepower { $value })
cor-cond-exposed-to = exposed to { $target }'s covering fire
cor-cond-engaged-with = engaged with { $target }
cor-cond-until-recovered = { $condition } (until { $value ->
    [0] every Wound level is recovered
   *[other] the Wound levels above { $value } are recovered
  })

# Shadowrun: Anarchy, magic and Matrix (ANA-12 to ANA-20): refusals.
ana-refuse-technodrain-off = Technodrain is off: turn on the option technodrain to drain complex forms and sprites.
ana-refuse-amp-level = An Amp of level { $level } adds no drain dice: give a level from 1.
ana-refuse-marks-needed = { $n ->
        [one] { $n } mark
       *[other] { $n } marks
    }: a target needs 1 to 3.
ana-refuse-server-vr = Servers can be entered only in VR.
ana-refuse-server-one = Only one server at a time: leave the current one first.
ana-refuse-server-marks = Not enough marks to enter: { $have } held, { $need } needed.
ana-refuse-method = The brute-force rule is on: declare brute-force or corruption (or cybercombat).
ana-refuse-rebooting = Rebooting: no matrix action for { $left } more { $left ->
        [one] Narration
       *[other] Narrations
    }.
ana-refuse-not-sustained = Nobody sustains { $spell } there.
ana-refuse-no-server = Not in a server.
ana-arc-expected-spell = a spell's name
ana-arc-expected-with = best, own or counterspeller
ana-arc-expected-kind = combat or effect
ana-arc-expected-category = minor, normal or major
ana-arc-expected-effect = physical, mental or social
ana-arc-expected-against = a number of dice, trivial, easy or hard
ana-arc-expected-method = brute-force, corruption or cybercombat
ana-arc-expected-on-off = on or off
ana-arc-expected-range = short, intermediate or long
ana-arc-rolled = { $dice } { $hits } { $hits ->
        [one] success
       *[other] successes
    }
ana-arc-what-combat = combat spell { $spell } (Amp { $amp })
ana-arc-what-effect = effect spell { $spell } (Amp { $amp }), sustained
ana-arc-what-form = complex form { $spell } (Amp { $amp })
ana-arc-what-summon = summons a { $category } spirit
ana-arc-what-compile = compiles a { $category } sprite
ana-arc-effect-physical = physical
ana-arc-effect-mental = mental
ana-arc-effect-social = social
ana-arc-with-best = the better successes
ana-arc-with-own = its own successes
ana-arc-with-counterspeller = the counterspeller's successes
ana-arc-method-brute-force = {" "}by brute force
ana-arc-method-corruption = {" "}by corruption
ana-arc-method-cybercombat = {" "}in cybercombat
ana-arc-dispel = { $who } counterspells { $spell }, sustained by { $sustainer }: { $roll } against { $against }: { $outcome }
ana-arc-dispelled = dispelled
ana-arc-holds = the spell holds
ana-arc-counter = { $who } counterspells for { $target }: { $roll }; { $target } had { $own } and resists with { $with }, { $resists }, and still takes what remains
ana-arc-drain = { $who }: { $what }{ $test }; drain { $drain }: { $boxes } stun { $boxes ->
    [one] box
   *[other] boxes
  }, ignoring Armor
ana-arc-resist = { $who }'s { $effect } effect spell: { $roll }; { $each }
ana-arc-affected = { $who } { $roll }: affected
ana-arc-resisted = { $who } { $roll }: resists
ana-arc-hack = { $who } hacks { $target }{ $method }: { $roll } against { $against }: { $outcome }{ $marks }
ana-arc-hack-success = success
ana-arc-hack-failed = failure
ana-arc-hack-stunned = failed brute force, { $boxes } stun { $boxes ->
    [one] box
   *[other] boxes
  }
ana-arc-hack-detected = failed corruption, { $target } detects the hacker
ana-arc-marks = , { $marks } { $marks ->
        [one] mark
       *[other] marks
    } held
ana-arc-convergence = { $who }: secret convergence die { $die }, { $points } surveillance { $points ->
        [one] point
       *[other] points
    } (GM only)
ana-arc-god = GOD intervenes: G-men enter the Matrix and local law enforcement is alerted
ana-arc-checked = { $who } spends the Narration checking the surveillance score: { $points }
ana-arc-reboot = { $who } reboots: no matrix action for 3 Narrations, then surveillance back to 0
ana-roll-opposed = the opposition's dice (a sustainer, a Matrix object)
ana-roll-drain = the drain's complication dice
ana-roll-defense = a target's defense dice against an effect spell
ana-roll-convergence = the secret convergence die
ana-summary-sustain = WHO starts (or with off stops) sustaining SPELL, which a counterspell can dispel.
ana-summary-counterspell = Dispels a sustained effect spell on a win, or interposes against a combat spell for 1 Anarchy point: the target resists with the better successes and still takes the rest.
ana-summary-cast = A spell and its drain: the Amp's level in complication dice, 1 stun box per 1 ignoring Armor; an effect spell rolls only those and is sustained.
ana-summary-summon = Summons a spirit: N dice plus 1, 3 or 6 drain dice.
ana-summary-compile = Compiles a sprite with technodrain on: the category's drain dice from the sprite-dice option, normal when none is named.
ana-summary-form = A complex form with technodrain on: drains as a spell.
ana-summary-resist = One Sorcery roll of N dice against each target's defense: STR, LOG or CHA + WIL.
ana-summary-hack = A Hacking test less the range's dice: a win may place a mark; failed brute force stuns, failed corruption is detected; a secret convergence die.
ana-summary-marks = Sets WHO's marks on TARGET, 0 to 3.
ana-summary-server = Enters a server: VR only, enough marks, one at a time; or leaves it.
ana-summary-vr = WHO goes into (or out of) VR.
ana-summary-ic = The IC running on SERVER.
ana-summary-range = The range to a hacked target: 0, −2 or −4 dice on every Hacking test against it.
ana-summary-convergence = WHO spends the Narration checking the surveillance score.
ana-summary-reboot = Surveillance back to 0; no matrix action for 3 Narrations.
ana-refuse-cast-dice = A combat spell is a test: give its pool ('{ $dice } N', Sorcery + Willpower).
ana-cond-sustaining = sustaining
ana-cond-marks = marks
ana-cond-range = range
ana-cond-detected = detected
ana-cond-vr = VR
ana-cond-server = server
ana-cond-rebooting = rebooting
ana-arc-rolled-extras = { $roll } ({ $extras })
ana-arc-ic-may-load = ; the server may load extra IC
ana-arc-rebooting = { $who } reboots: { $left ->
        [0] done, surveillance back to 0
        [one] 1 more Narration without matrix actions
       *[other] { $left } more Narrations without matrix actions
    }
ana-arc-magic-drain = { $who } drains: { $boxes } stun { $boxes ->
        [one] box
       *[other] boxes
    } for the complications of a magic test, ignoring Armor
ana-arc-hack-terms = { $line }; pool: { $pool }; opposition: { $against }
ana-arc-noise-term = noise
ana-arc-opposition-level = { $dice } ({ $level })
ana-arc-with-bought = { $line } ({ $n ->
    [one] 1 more die
   *[other] { $n } more dice
} from Well disposed)

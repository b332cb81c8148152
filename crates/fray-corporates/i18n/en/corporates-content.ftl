# Corporates: the words the example fight's French audit found left in English.
cor-cond-exposed = exposed to covering fire

# The label of an action the engine names (a shot, a sprint, a dodge); the GM's own text as typed.
cor-content-label = { $label ->
    [shot] shot
    [aim] aim
    [sprint] sprint
    [stand] stand up
    [dodge] dodge
    [strike] strike
    [power-strike] power strike
    [acrobatic-attack] acrobatic attack
    [trip] trip
    [grapple] grapple
    [bull-rush] bull rush
    [preparing] preparing
    [draw] draw
    [throw] throw
   *[other] { $label }
  }

# A sheet counter's name on the roster (the stored key in English).
cor-content-pool = { $name ->
   *[other] { $name }
  }

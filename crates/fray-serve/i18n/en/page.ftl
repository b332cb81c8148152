# The players' page (fray serve): its fixed texts (crates/fray-serve/src/page/labels.rs) and
# the sheet lines it words itself (crates/fray-serve/src/page/cards.rs).
page-heading = Players' view
page-now = Now
page-next = Next
page-order = Order
page-combatants = Combatants
page-log = Last events
page-conditions = Conditions
page-nobody = Nobody is on the roster yet.
page-no-order = Nobody is on the order yet.
page-no-log = Nothing has happened yet.
page-not-started = Waiting for the fight to start
page-reconnecting = Reconnecting…
page-stopped = The GM's fray stopped
page-stopped-hint = This page picks up again as soon as the GM's fray is back.
page-ended-hint = Sharing has ended. If the GM shares the fight again, scan the new code.
page-theme = Theme
page-light = Light
page-dark = Dark
page-language = Language
page-lang-en = English
page-lang-fr = Français
page-undone = undone
page-simultaneous = at the same time
page-tokens = { $undrawn ->
    [one] { $undrawn } token in the bag
   *[other] { $undrawn } tokens in the bag
  }, { $face_down ->
    [one] { $face_down } face down
   *[other] { $face_down } face down
  }, { $revealed ->
    [one] { $revealed } revealed
   *[other] { $revealed } revealed
  }

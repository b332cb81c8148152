# Screens: the result strip, the help overlay, the status line and the smaller screen fixes.

screen-result-more = { $rows ->
    [one] … 1 more row: { $key } on the log pane zooms it
   *[other] … { $rows } more rows: { $key } on the log pane zooms it
}

screen-rolled-one = rolled { $notation }: { $total }
screen-rolled-one-for = rolled { $notation } for { $purpose }: { $total }

screen-cor-harm-none = no Wound or Fatigue
screen-cor-harm-wound = +{ $n } Wound
screen-cor-harm-fatigue = +{ $n } Fatigue

screen-reaction-now = { $base } (now { $now })

# i19-screens: the result strip, the help overlay, the status line and the smaller screen fixes.

i19s-result-more = { $rows ->
    [one] … 1 more row: { $key } on the log pane zooms it
   *[other] … { $rows } more rows: { $key } on the log pane zooms it
}

i19s-rolled-one = rolled { $notation }: { $total }
i19s-rolled-one-for = rolled { $notation } for { $purpose }: { $total }

i19s-cor-harm-none = no Wound or Fatigue
i19s-cor-harm-wound = +{ $n } Wound
i19s-cor-harm-fatigue = +{ $n } Fatigue

i19s-reaction-now = { $base } (now { $now })

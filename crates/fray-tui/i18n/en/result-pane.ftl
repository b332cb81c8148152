# Screens: the result strip, the help overlay, the status line and the smaller screen fixes.

screen-result-more = { $rows ->
    [one] … 1 more row: { $key } on the log pane zooms it
   *[other] … { $rows } more rows: { $key } on the log pane zooms it
}

screen-reaction-now = { $base } (now { $now })

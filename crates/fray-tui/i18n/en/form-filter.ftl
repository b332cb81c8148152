# Forms: choices filtered by typing, prefilled values typed over, scrolling.

form-filter-no-match = no choice matches “{ $typed }”
form-filter-suggestions = ←→: { $n ->
        [one] 1 suggestion
       *[other] { $n } suggestions
    }
form-filter-typed-over = typing replaces · → edits
form-filter-more-above = ↑ { $n } more
form-filter-more-below = ↓ { $n } more
form-filter-no-template = — none —
form-filter-hint-values = { $example } · no template: { $n ->
        [one] the sheet value templates set is 0 unless typed here
       *[other] the { $n } sheet values templates set are 0 unless typed here
    }

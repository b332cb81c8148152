# Forms: choices filtered by typing, prefilled values typed over, scrolling (issue 19).

i19-forms-no-match = no choice matches “{ $typed }”
i19-forms-suggestions = ←→: { $n ->
        [one] 1 suggestion
       *[other] { $n } suggestions
    }
i19-forms-typed-over = typing replaces · → edits
i19-forms-more-above = ↑ { $n } more
i19-forms-more-below = ↓ { $n } more
i19-forms-no-template = — none —
i19-forms-hint-values = { $example } · no template: { $n ->
        [one] the sheet value templates set is 0 unless typed here
       *[other] the { $n } sheet values templates set are 0 unless typed here
    }

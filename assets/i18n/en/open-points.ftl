# Open points: `fray rules SYSTEM` lists every open point of the system's digest, with
# fray's default and how the GM changes it.

cli-rules-open-points = OPEN POINTS (fray’s default where the text is silent, and how to change it)
cli-open-default = Default: { $text }
cli-open-change = Change: { $how }
cli-open-option = option { $key } { $to }  (values: { $values })
cli-arg-rules-json = Prints the system's options and open points as JSON
cli-open-fixed = Change: not changeable

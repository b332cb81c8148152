## How long a condition lasts, as the condition form offers it (crates/fray-tui/src/tui/form/builders.rs);
## English shows the command words themselves.
words-ends-rounds = for { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    }
words-ends-start = until start of { $who }
words-ends-end = until end of { $who }

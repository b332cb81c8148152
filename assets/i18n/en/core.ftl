# The language itself: its name, and the start screen's switch.
language-switched = Language: { $name }

# An error after what fray was doing: `creating FILE: CAUSE`.
error-context = { $context }: { $cause }

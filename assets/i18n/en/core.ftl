# The language itself: its name, and the start screen's switch.
language-switched = Language: { $name }

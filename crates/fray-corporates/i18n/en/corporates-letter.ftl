# Corporates (COR): the text followed to the letter (falls, priority, covering fire).

cor-letter-log-fallen = −{ $n } fallen
cor-letter-field-reroll = New reaction rolls
cor-letter-refuse-cover-late = { $who } cannot start covering fire in segment { $segment }: covering fire is announced at the turn’s start (the announcements or segment 1).
cor-letter-log-wounded = −{ $n } wounds
cor-letter-option-ties = a roll equal to a difficulty the text only asks to reach succeeds, or fails
cor-letter-option-gunpoint-base = the base of the reaction roll that acts before a captor, plus their vigilance
cor-letter-option-wound-malus = points off every action roll per Wound level

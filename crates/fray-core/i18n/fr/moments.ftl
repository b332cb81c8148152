tui-timeline-round = T{ $round }
tui-moment-round = début du tour { $round }

tui-timeline-round = R{ $round }
tui-moment-round = round { $round } begins

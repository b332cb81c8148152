# Corporates (COR): its last points (COR-06 undeclared actions in the grid, COR-36).

cor-last-refuse-stand-engaged = { $who } is engaged: standing up is a disengagement; use disengage { $who }.
cor-last-log-stood-up = { $who } stands up while disengaging
cor-last-grid-legend-undeclared = undeclared

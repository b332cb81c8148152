# Corporates (COR): its last points (COR-06 undeclared actions in the grid, COR-36).

cor-last-refuse-stand-engaged = { $who } is engaged: standing up is a disengagement (COR-36, COR-33); use disengage { $who }.
cor-last-log-stood-up = { $who } stands up while disengaging (COR-36)
cor-last-grid-legend-undeclared = undeclared

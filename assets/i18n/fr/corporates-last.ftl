# Corporates (COR) : ses derniers points (COR-06 actions non déclarées dans la grille, COR-36).

cor-last-refuse-stand-engaged = { $who } est engagé : se relever est un dégagement ; utilisez disengage { $who }.
cor-last-log-stood-up = { $who } se relève en se dégageant
cor-last-grid-legend-undeclared = non déclarée

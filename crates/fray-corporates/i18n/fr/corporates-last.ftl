# Corporates (COR) : ses derniers points (COR-06 actions non déclarées dans la grille, COR-36).

cor-last-refuse-stand-engaged = { $who } : engagement en cours ; se relever est un dégagement : `dégage { $who }`.
cor-last-log-stood-up = { $who } se relève en se dégageant
cor-last-grid-legend-undeclared = non déclarée

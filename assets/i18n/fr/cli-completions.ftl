## fray list, les complétions et la page de manuel

cli-cmd-completions = Écrit un script de complétion pour l’interpréteur de commandes sur la sortie standard
cli-cmd-man = Écrit la page de manuel (roff) sur la sortie standard
cli-arg-completions-shell = L’interpréteur de commandes
cli-arg-completions-shell-values = valeurs : bash, elvish, fish, powershell ou zsh
cli-arg-list-json = Affiche un tableau JSON, un objet par sauvegarde
cli-arg-list-paths = Affiche seulement les chemins, un par ligne, tels quels pour les scripts (échappés quand la sortie standard est un terminal)
frcli-value-shell = INTERPRÉTEUR

cli-list-heading-name = Nom
cli-list-heading-system = Système
cli-list-heading-progress = Avancement
cli-list-heading-changed = Dernier changement
cli-list-heading-path = Chemin
cli-list-heading-problem = Problème
cli-list-old-format = faite par un fray plus ancien (format { $version }) : fray upgrade
cli-list-empty = aucune sauvegarde dans { $dir }

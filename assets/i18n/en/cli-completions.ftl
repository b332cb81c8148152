## fray list, completions and the manual page

cli-cmd-completions = Writes a shell completion script to standard output
cli-cmd-man = Writes the manual page (roff) to standard output
cli-arg-completions-shell = The shell
cli-arg-completions-shell-values = values: bash, elvish, fish, powershell or zsh
cli-arg-list-json = Prints a JSON array, one object per save
cli-arg-list-paths = Prints only the paths, one a line, as raw bytes for scripts (escaped when standard output is a terminal)
frcli-value-shell = SHELL

cli-list-heading-name = Name
cli-list-heading-system = System
cli-list-heading-progress = Progress
cli-list-heading-changed = Last change
cli-list-heading-path = Path
cli-list-heading-problem = Problem
cli-list-old-format = made by an older fray (format { $version }): fray upgrade
cli-list-empty = no saves in { $dir }

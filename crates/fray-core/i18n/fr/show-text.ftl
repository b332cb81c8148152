cli-warning = avertissement : { $message }
cli-rescued-saved = { $save } : { $n ->
        [one] { $n } commande non enregistrée a été enregistrée
       *[other] { $n } commandes non enregistrées ont été enregistrées
    } au dernier essai.
cli-rescued-kept = { $save } : NON ENREGISTRÉ : { $n ->
        [one] { $n } commande gardée
       *[other] { $n } commandes gardées
    } dans { $file } (fray run ... --script ce fichier les exécute à nouveau).
cli-rescued-lost = { $save } : PERDU : { $n ->
        [one] { $n } commande n’a pu être ni enregistrée ni gardée
       *[other] { $n } commandes n’ont pu être ni enregistrées ni gardées
    } : { $why }

## fray show (src/cli/show.rs) : les mots de la présentation commune ; l’alignement est dans le code.
cli-show-setup = mise en place
cli-show-declaration = déclarations (les plus lents d’abord)
cli-show-resolution-phase = actions, phase { $phase } sur { $phases }
cli-show-resolution = actions
cli-show-round-end = tout le monde a agi
cli-show-ended = le combat est terminé
cli-show-title = { $name } ({ $system }) - tour { $round } - { $step }
cli-show-now = en cours : { $who }
cli-show-ladder = ORDRE D’ACTION
cli-show-delayed = retardé
cli-show-skipped = ne peut agir
cli-show-lost = perdue (sortie du tour)
cli-show-acting = agit
cli-show-acted = a agi
cli-show-attack = attaque { $n }
cli-show-rushed = précipitée
cli-show-simultaneous = simultanée
cli-show-roster = PARTICIPANTS
cli-show-nobody = (personne encore : add NOM CAMP ...)
cli-show-init = init
cli-show-reaction = réa
cli-show-penalty = malus
cli-show-unhurt = indemne
cli-show-dead = MORT
cli-show-destroyed = détruit : { $what }
cli-show-facing = face à { $n ->
        [one] { $n } adversaire
       *[other] { $n } adversaires
    }
cli-show-nothing = (rien)
cli-show-declared = déclaré : { $what }
cli-show-note = note : { $note }
cli-show-countdowns = COMPTES À REBOURS

## Créer une sauvegarde ou le dossier des sauvegardes (crates/fray-core/src/setup.rs).
cli-creating = création de { $path }

# Les compétences et les termes des dommages d’une fiche, dans `fray show` et les volets (crates/fray-core/src/report/sheet_lines.rs).
sheet-skills = compétences : { $list }
sheet-skill = { $skill } { $level }
sheet-skill-mastery = { $skill } { $level } ({ $base }+{ $mastery })
sheet-skill-reserved = { $skill } (réservée)
sheet-damage-terms = dommages : { $list }

# La ligne de commande (src/cli, src/main.rs) : son --help, le mode ligne, fray show,
# check, upgrade, rules et list.

## --help : ce que fait chaque sous-commande.
cli-about = fray : un suivi de combat au clavier pour les jeux de rôle sur table
cli-cmd-new = Crée une nouvelle rencontre et l’ouvre
cli-cmd-open = Ouvre une rencontre : en plein écran dans un terminal, en mode ligne dans un tube
cli-cmd-run = Exécute des commandes sur une sauvegarde : d’un fichier de script, de l’entrée standard (`-`) ou tapées
cli-cmd-replay = Rejoue une rencontre pas à pas, en lecture seule (plein écran)
cli-cmd-watch = Suit une sauvegarde pendant que le MJ joue, pour les joueurs (un second écran, ou par ssh) : des ennemis, on ne voit que leur air blessé ; leurs jets et les notes du MJ sont cachés
cli-cmd-serve = Partage un combat avec les téléphones des joueurs : une page en direct servie par fray sur cette machine, qui ne montre que ce que montre fray watch, à une adresse secrète (affichée, et dessinée en QR code) ; Ctrl-C arrête le partage
cli-cmd-show = Affiche l’état d’une rencontre : tour, phase, ordre d’action, blessures, malus, états
cli-cmd-log = Affiche la transcription d’une rencontre : une ligne par commande
cli-cmd-export = Exporte une rencontre : la transcription Markdown des joueurs (--gm : celle, complète, du MJ), ou le JSON du MJ avec chaque commande et l’état après la dernière
cli-cmd-check = Vérifie une sauvegarde ; avec --salvage, ouvre la partie valide d’une sauvegarde abîmée
cli-cmd-upgrade = Convertit une sauvegarde faite par un fray plus ancien au format actuel, en gardant l’original comme copie de secours à côté (fray n’ajoute jamais rien à une ancienne sauvegarde)
cli-cmd-rules = Liste les systèmes de règles, ou les options, le bestiaire et les points ouverts d’un système
cli-cmd-list = Liste les sauvegardes du dossier des sauvegardes, la plus récente d’abord
cli-cmd-help = Affiche ce message ou l’aide des sous-commandes données

## --help : chaque option et chaque argument.
cli-arg-saves-dir = Dossier des sauvegardes (par défaut : le dossier de données de la plateforme ; variable FRAY_SAVES_DIR) ; leurs résumés sont gardés dans le dossier de cache de la plateforme (variable FRAY_CACHE_DIR)
cli-arg-lang = Langue des écrans et des messages : en ou fr (par défaut : la variable FRAY_LANG, puis `lang =` dans fray.toml, puis la langue du système, puis l’anglais)
cli-arg-save = Un fichier de sauvegarde, ou le nom d’une sauvegarde du dossier des sauvegardes
cli-arg-new-rules = Système de règles : sa clé, ou une partie de la clé qui ne nomme qu’un système (voir `fray rules`)
cli-arg-new-seed = Fixe la graine des dés (par défaut : tirée de l’horloge)
cli-arg-new-no-open = Crée la sauvegarde sans l’ouvrir
cli-arg-new-name = Le nom de la rencontre (aussi son nom de fichier dans le dossier des sauvegardes)
cli-arg-run-script = Un fichier de commandes, une par ligne ; `-` lit l’entrée standard
cli-arg-run-keep-going = Continue après une commande refusée au lieu de s’arrêter
cli-arg-replay-at = Commence à cet enregistrement (par défaut : la fin, où en est le combat)
cli-arg-serve-lan = Laisse tout le réseau local ouvrir la page (par défaut : cette machine seulement)
cli-arg-serve-port = Le port où écouter (par défaut : n’importe lequel de libre)
cli-arg-show-json = Affiche du JSON au lieu de texte
cli-arg-check-salvage = Garde le début valide et déplace le reste dans un fichier à part
cli-arg-rules-system = La clé d’un système, telle que `fray rules` les liste
cli-arg-export-format = md : la transcription, les tours, les phases, les dés et l’issue ; json : chaque commande avec ses événements, et l’état après la dernière
cli-arg-export-format-values = valeurs : md (Markdown) ou json ; par défaut : md
cli-arg-export-up-to = Seulement les N premières commandes (0 : l’en-tête seul)
cli-arg-export-output = Écrit dans FICHIER (un nouveau fichier) au lieu de la sortie standard
cli-arg-export-force = Remplace FICHIER s’il existe
cli-arg-export-with-undone = Markdown : montre aussi les commandes annulées, barrées, et les annulations et rétablissements
cli-arg-export-players = La version des joueurs, par défaut (en Markdown seulement) : sans les notes du MJ, les jets libres, les tests secrets, les valeurs face cachée, ni les fiches et les dés des personnages du MJ (leurs tests ne montrent que le résultat)
cli-arg-export-gm = La version complète du MJ : notes du MJ, jets libres, tests secrets et tous les dés de tous les personnages ; la seule en JSON
cli-arg-export-states = JSON : écrit l’état après chaque commande, pas seulement après la dernière (l’export grossit alors comme l’état fois les commandes)
cli-arg-export-reveal-face-down = JSON : écrit les valeurs des jetons de défense face cachée (secrets pour la table jusqu’à leur révélation) au lieu de { $json }

## --help : les mots de clap lui-même.
cli-help-usage = Utilisation :
cli-help-commands = Commandes
cli-help-arguments = Arguments
cli-help-options = Options
cli-help-help = Affiche l’aide
cli-help-help-more = Affiche l’aide (plus de détails avec « --help »)
cli-help-help-summary = Affiche l’aide (un résumé avec « -h »)
cli-help-version = Affiche la version
cli-help-help-subcommand = Affiche l’aide des sous-commandes

## Messages de la ligne de commande (src/cli/text.rs).
cli-banner = Tapez une commande (help les liste), « show » pour la table, « log » pour la transcription, « quit » pour sortir.
cli-error = erreur : { $message }
cli-script-error = { $source }:{ $line }: erreur : { $error }
cli-reading-input = lecture de l’entrée
cli-check-ok = { $path } : OK, { $records ->
        [one] { $records } enregistrement
       *[other] { $records } enregistrements
    }
cli-checking = vérification de { $path } : { $error }
cli-salvage-hint = l’enregistrement { $record } (ligne { $line }) est refusé ; pour garder { $good ->
        [0] l’en-tête seul
        [one] l’enregistrement qui le précède
       *[other] les { $good } enregistrements qui le précèdent
    } et déplacer le reste dans un fichier à part : { $command }
cli-salvaged = { $path } : partie valide ouverte, { $records ->
        [one] { $records } enregistrement
       *[other] { $records } enregistrements
    } ; le reste est mis de côté (voir les avertissements)
cli-older-format = { $path } : format { $found }, fait par un fray plus ancien ; ce fray écrit le format { $current } et le convertit avec : { $command }
cli-unknown-dice = { $path } : ses dés viennent d’un générateur que ce fray ne connaît pas (« { $name } ») ; elle se lit, s’affiche et se rejoue, mais une commande dont fray doit lancer les dés est refusée tant que fray n’est pas mis à jour
cli-up-to-date = { $path } : déjà au format { $version }, rien à faire
cli-upgraded = { $path } : converti du format { $from } au format { $to }, { $records ->
        [one] { $records } enregistrement
       *[other] { $records } enregistrements
    } ; l’original est gardé sous { $backup }
cli-created = { $path } créé
cli-demo-copied = copie de la rencontre de démonstration ouverte : { $path }
cli-unknown-system = pas de système de règles « { $key } » (connus : { $known })
cli-stopped = arrêt : { $failures ->
        [one] { $failures } commande refusée
       *[other] { $failures } commandes refusées
    } (rien n’a été exécuté après le premier refus ; --keep-going continue)
cli-not-saved-record = NON ENREGISTRÉ #{ $seq } { $narration } : { $cause } ; gardé en mémoire, la prochaine commande réessaie l’écriture ({ $waiting ->
        [one] { $waiting } commande en attente
       *[other] { $waiting } commandes en attente
    })
cli-unsaved-at-end = NON ENREGISTRÉ : { $count ->
        [one] { $count } commande exécutée n’a pas pu être écrite
       *[other] { $count } commandes exécutées n’ont pas pu être écrites
    } dans { $path } ({ $cause }) ; elles seront perdues à la fin de fray. Libérez de la place et relancez-les :
cli-replay-needs-terminal = fray replay a besoin d’un terminal ; pour une transcription, utilisez fray log ou fray export
cli-watch-needs-terminal = fray watch a besoin d’un terminal (lancez-le dans la fenêtre ou la session ssh que regardent les joueurs)
cli-export-exists = { $path } existe déjà ; --force le remplace (un export précédent de fray)
cli-export-over-save = { $path } est la sauvegarde exportée ; choisissez un autre fichier de sortie
cli-export-onto-save = { $path } est une sauvegarde fray (ou en porte le nom) ; un export ne remplace jamais une sauvegarde, même avec --force ; choisissez un autre fichier de sortie
cli-export-not-an-export = { $path } existe déjà et n’a pas été écrit par fray export ; --force ne remplace qu’un export précédent : déplacez-le ou supprimez-le d’abord, ou choisissez un autre fichier de sortie
cli-export-not-a-file = { $path } n’est pas un fichier ordinaire ; choisissez un fichier de sortie
cli-export-not-a-file-name = la sortie désigne un dossier, pas un fichier
cli-exported = { $records ->
        [one] { $records } commande exportée
       *[other] { $records } commandes exportées
    } vers { $path }

## Ce que faisait fray quand une erreur est venue (l’erreur suit après « : »).
cli-opening = ouverture de { $path }
cli-reading = lecture de { $path }
cli-writing = écriture de { $path }
cli-creating-temp = création d’un fichier temporaire à côté de { $path }
cli-checking-context = vérification de { $path }
cli-salvaging = récupération de { $path }
cli-upgrading = conversion de { $path }
cli-too-large = { $path } dépasse { $mib } Mio

## fray rules SYSTÈME : les titres (les commandes telles que le MJ les tape en français).
cli-rules-options = OPTIONS (option CLÉ VALEUR)
cli-rules-bestiary = BESTIAIRE (ajoute [N] MODÈLE)

## Une ligne tapée ou d’un script contenant des octets qui ne sont pas de l’UTF-8 (src/cli/input_lines.rs).
cli-line-not-utf8 = cette ligne n’est pas du texte UTF-8 ; ligne refusée

## fray list -0 (src/cli/args.rs).
cli-arg-list-null = Avec --paths, termine chaque chemin par un octet NUL au lieu d’un saut de ligne (pour xargs -0)
cli-not-saved-detached = NON ENREGISTRÉ #{ $seq } { $narration } : { $cause } ({ $waiting ->
        [one] { $waiting } commande non enregistrée
       *[other] { $waiting } commandes non enregistrées
    })
cli-unsaved-at-end-detached = NON ENREGISTRÉ : { $count ->
        [one] { $count } commande exécutée n’a pas pu être écrite
       *[other] { $count } commandes exécutées n’ont pas pu être écrites
    } dans { $path } : { $cause }. Les commandes :

# `fray bestiary` (src/cli/bestiary.rs) : les modèles fournis et la bibliothèque du MJ.

## --help
cli-cmd-bestiary = Le bestiaire avec la bibliothèque de modèles du MJ : liste, fiche, vérification, import
cli-cmd-bestiary-list = Liste les modèles fournis et ceux du MJ, en marquant ceux du MJ
cli-cmd-bestiary-show = Affiche la fiche d’un modèle : caractéristiques, compétences, équipement et note
cli-cmd-bestiary-check = Lit les fichiers de la bibliothèque du MJ et affiche chaque problème avec son fichier, sa ligne et son champ
cli-cmd-bestiary-import = Ajoute les modèles d’un fichier CSV au fichier de la bibliothèque du MJ pour ce système
cli-arg-bestiary-rules = Système de règles : sa clé, ou une partie de la clé qui ne nomme qu’un système (par défaut : le premier de `fray rules`)
cli-arg-bestiary-show-name = La clé ou le nom d’un modèle
cli-arg-bestiary-import-file = Un fichier CSV : une ligne d’en-tête nommant les colonnes, puis un modèle par ligne (voir docs/library.fr.md)
cli-arg-bestiary-import-replace = Remplace les modèles dont la clé est déjà dans la bibliothèque du MJ

## Ce qu’elle affiche
cli-bestiary-no-config = pas de dossier de configuration (donnez FRAY_CONFIG_DIR)
cli-bestiary-heading = BESTIAIRE de { $title } ({ $key })
cli-bestiary-library-file = La bibliothèque du MJ : { $file }
cli-bestiary-origin-shipped = fourni
cli-bestiary-origin-gm = du MJ
cli-bestiary-origin-overriding = du MJ, à la place d’un modèle fourni
cli-bestiary-unknown = pas de modèle « { $name } » dans le bestiaire de { $system } (voir fray bestiary list)
cli-bestiary-show-title = { $name } ({ $key }), { $side }, { $origin }
cli-bestiary-show-stats = Caractéristiques : { $list }
cli-bestiary-show-skills = Compétences : { $list }
cli-bestiary-show-gear = Équipement : { $list }
cli-bestiary-show-pool = Réserve : { $pool }
cli-bestiary-show-note = Note : { $note }
cli-bestiary-check-none = Pas encore de fichier de bibliothèque : { $file }
cli-bestiary-check-read = { $file } : { $n ->
        [one] { $n } modèle lu
       *[other] { $n } modèles lus
    }
cli-bestiary-check-problems = { $n ->
        [one] { $n } problème
       *[other] { $n } problèmes
    } dans la bibliothèque du MJ
cli-bestiary-import-missing = { $file } : pas de tel fichier
cli-bestiary-import-refused = { $file }, { $problem }
cli-bestiary-import-added = { $n ->
        [one] { $n } modèle ajouté
       *[other] { $n } modèles ajoutés
    } à { $file } : { $keys }
cli-bestiary-import-replaced = { $n ->
        [one] { $n } modèle remplacé
       *[other] { $n } modèles remplacés
    } : { $keys }
cli-bestiary-import-kept = { $n ->
        [one] { $n } clé est déjà
       *[other] { $n } clés sont déjà
    } dans la bibliothèque du MJ, laissées telles quelles (--replace les remplace) : { $keys }
cli-bestiary-import-nothing = Rien n’est écrit dans { $file }

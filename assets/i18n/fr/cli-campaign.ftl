# fray campaign … et fray new --campaign (src/cli/campaign/).

## L’aide : les sous-commandes et leurs arguments.
cli-cmd-campaign = Garde une équipe d’un combat à l’autre : ses personnages joueurs, leurs blessures, points et équipement, reportés après chaque combat
cli-cmd-campaign-new = Crée une nouvelle campagne, son équipe encore à ajouter
cli-cmd-campaign-list = Liste les campagnes : nom, système, personnages joueurs, combats, dernier changement
cli-cmd-campaign-show = Affiche une campagne : son équipe, chaque fiche, et ses combats
cli-cmd-campaign-run = Exécute des commandes sur une campagne, entre deux combats : depuis un fichier de script, depuis l’entrée standard (`-`), ou tapées
cli-cmd-campaign-do = Exécute des commandes sur une campagne, une ligne par argument
cli-cmd-campaign-undo = Annule la dernière commande de la campagne
cli-cmd-campaign-rest = L’équipe se repose : la ligne `repos` du système, exécutée sur la campagne
cli-cmd-campaign-sync = Reporte l’équipe d’un combat dans sa campagne : blessures, points, munitions, équipement
cli-cmd-campaign-import = Ajoute à la campagne des personnages joueurs pris dans un tableur (CSV, une ligne chacun)
cli-arg-campaign-import-file = Le fichier CSV (colonnes nommées en français ou en anglais : voir docs/library.fr.md)
cli-arg-new-campaign = Amène au combat l’équipe de cette campagne (son système est celui du combat)
cli-arg-campaign-new-name = Le nom de la campagne (aussi son nom de fichier dans le dossier des campagnes)
cli-arg-campaign-new-rules = Système de règles : sa clé, ou une partie de la clé qui désigne un seul système (par défaut : le premier de `fray rules`)
cli-arg-campaign = Le nom d’une campagne, ou son fichier
cli-arg-campaign-do-lines = Les lignes de commande, une par argument (entre guillemets)
cli-arg-campaign-rest-words = Ce qui suit `repos` sur la ligne (les mots du système)
cli-arg-campaign-sync-yes = Écrit sans demander
frcli-value-campaign = CAMPAGNE
frcli-value-line = LIGNE
frcli-value-words = MOTS

## Les messages.
cli-campaign-do-source = campaign do
cli-campaign-exists = une campagne « { $name } » existe déjà : { $path }
cli-campaign-created = campagne « { $name } » ({ $system }) créée : { $path }
cli-campaign-next = ensuite : ajoutez ses personnages ({ $add }), puis amenez-les à un combat ({ $fight })
cli-campaign-other-system = la campagne « { $name } » se joue avec { $theirs }, pas { $asked } : omettez -r, ou donnez son système
cli-campaign-no-party = la campagne « { $name } » n’a pas encore de personnage joueur : { $add }
cli-campaign-heading = Campagne « { $name } » ({ $system }), { $path }
cli-campaign-fights = { $count ->
    [0] Aucun combat pour l’instant.
    [one] Un combat :
   *[other] { $count } combats :
}
cli-campaign-not-written-back = pas encore reporté
cli-campaign-written-back = reporté jusqu’à l’enregistrement { $through }
cli-campaign-written-back-more = reporté jusqu’à l’enregistrement { $through }, { $more ->
    [one] un enregistrement joué depuis
   *[other] { $more } enregistrements joués depuis
}
cli-campaign-fight-line = { $name } ({ $file }) : { $state }
cli-campaign-none = aucune campagne dans { $dir } : `fray campaign new NOM -r SYSTÈME` en crée une
cli-campaign-heading-name = Nom
cli-campaign-heading-system = Système
cli-campaign-heading-party = Équipe
cli-campaign-heading-fights = Combats
cli-campaign-heading-changed = Dernier changement
cli-campaign-heading-path = Chemin
cli-campaign-unreadable = illisible : { $problem }
cli-campaign-sync-no-party = le combat « { $fight } » n’a pas d’équipe venue d’une campagne : `fray new --campaign CAMPAGNE COMBAT` crée un combat avec la sienne
cli-campaign-sync-gone = la campagne « { $name } » de ce combat n’est plus là : { $path }
cli-campaign-sync-already = le combat « { $fight } » est déjà reporté dans « { $campaign } » : rien n’est écrit
cli-campaign-sync-nothing = le combat « { $fight } » ne change rien pour l’équipe de « { $campaign } » : il est noté comme reporté
cli-campaign-sync-changes = Reporter le combat « { $fight } » dans « { $campaign } » change :
cli-campaign-sync-before = avant : { $line }
cli-campaign-sync-after = après : { $line }
cli-campaign-sync-not-written = rien n’est écrit
cli-campaign-sync-needs-yes = pas de terminal où demander : ajoutez --yes pour reporter le combat
cli-campaign-sync-question = Reporter ces changements ? [o/N]
cli-campaign-sync-yes-words = o, oui
cli-campaign-import-missing = le fichier { $file } n’existe pas
cli-campaign-import-refused = { $file } : { $problem }
cli-campaign-import-row-refused = pas ajouté : { $line } : { $why }
cli-campaign-write-back-hint = le combat est terminé : `{ $command }` reporte son équipe dans « { $campaign } »

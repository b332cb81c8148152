# Les messages des sauvegardes (crates/fray-core/src/store) : ce qui n’a pas marché en lisant ou en
# écrivant une sauvegarde, en mots qui disent quoi faire ; les commandes citées
# (fray check --salvage ...) restent telles quelles.

## Ce qui ne va pas dans une ligne d’une sauvegarde.
store-line-empty = la ligne est vide
store-line-too-long = la ligne dépasse { $limit } octets
store-line-unterminated = la ligne est incomplète (elle ne finit pas par un saut de ligne)
store-line-no-checksum = la ligne ne finit pas par une somme de contrôle
store-line-bad-checksum = mauvaise somme de contrôle (la ligne dit { $stored }, son contenu donne { $computed })
store-line-joined = deux enregistrements collés sur une ligne (le saut de ligne après l’octet { $at } de la ligne manque)
store-line-not-json = JSON invalide ({ $why })
store-line-not-a-record = enregistrement invalide ({ $why })
store-line-inconsistent = l’enregistrement { $why }
store-line-wrong-sequence = mauvais numéro d’ordre { $found } ({ $expected } attendu)

## Ce que faisait fray quand le système a refusé (l’action de store-io).
store-action-open = ouvrir
store-action-read = lire
store-action-create = créer
store-action-read-back = relire
store-action-sync-dir = synchroniser le dossier
store-action-create-backup = créer la copie de secours
store-action-create-saves-dir = créer le dossier des sauvegardes
store-action-create-side-file = créer le fichier à part
store-action-cut-damaged-end = couper la fin abîmée de
store-action-find-free-name = trouver un nom de fichier libre à côté de
store-action-find-free-side-name = trouver un nom de fichier à part libre à côté de
store-action-list-saves = lister les sauvegardes de
store-action-look-for-side-files = chercher les fichiers à part dans
store-action-put-converted = mettre la sauvegarde convertie à la place de
store-action-record-set-aside = noter quels numéros les lignes mises de côté utilisaient (fray le fait à la prochaine ouverture de la sauvegarde) dans
store-action-write-backup = écrire la copie de secours
store-action-write-converted = écrire la sauvegarde convertie
store-action-write-header = écrire l’en-tête de
store-action-write-side-file = écrire le fichier à part

## Erreurs en lisant, en récupérant ou en écrivant une sauvegarde.
store-io = impossible de { $action } { $path } : { $cause }
store-already-exists = { $path } existe déjà ; fray n’écrase jamais une sauvegarde (choisissez un autre nom, ou ouvrez-la)
store-empty = { $path } est vide : sans en-tête, ce n’est pas une sauvegarde utilisable (fray s’est peut-être arrêté en la créant ; aucun enregistrement n’y a jamais été écrit)
store-torn-header = { $path } a un en-tête incomplet : fray s’est arrêté en la créant, avant qu’aucun enregistrement ne puisse y être écrit ; supprimez-la et créez la rencontre à nouveau
store-not-a-save = { $path } n’est pas une sauvegarde fray : { $reason }
store-newer-version = { $path } a été faite par un fray plus récent (format { $version }) ; ce fray lit les formats { $oldest } à { $supported } : installez un fray qui lit le format { $version } pour l’ouvrir
store-bad-header = { $path } a un en-tête abîmé (ligne 1) : { $problem }
store-unknown-system = { $path } utilise le système de règles { $system }, que ce fray ne connaît pas (il connaît : { $known })
store-corrupt = { $path } est abîmée à la ligne { $line } (octet { $offset }) : { $problem }. La ligne { $line } est abîmée ; elle avait été écrite et confirmée, c’est donc le fichier qui est abîmé, pas une écriture interrompue. { $good ->
        [0] Aucun enregistrement ne la précède
        [one] L’enregistrement qui la précède est intact
       *[other] Les { $good } enregistrements qui la précèdent sont intacts
    } ; pour les ouvrir, lancez : { $command } (elle déplace tout à partir de la ligne { $line } dans un fichier à part, octet pour octet)
store-too-large = { $path } fait { $size } octets, plus que les { $limit } octets que peut contenir une sauvegarde ; ce n’est pas une sauvegarde fray, ou elle est abîmée
store-locked = { $path } est ouverte dans un autre fray ; fermez-la d’abord là-bas
store-out-of-sequence = { $path } : l’enregistrement { $found } ne peut pas être écrit maintenant ; le prochain doit porter le numéro { $expected }
store-line-too-large = { $path } : { $what } ferait une ligne de { $size } octets, plus que les { $limit } octets que fray relit ; rien n’a été écrit
store-save-full = { $path } a atteint la limite de { $limit } octets d’une sauvegarde ; l’enregistrement { $seq } n’a pas été écrit (commencez une nouvelle rencontre pour continuer)
store-encode = impossible d’écrire { $what } dans { $path } : { $message }
store-write-failed = impossible d’écrire l’enregistrement { $seq } dans { $path } : { $cause }. Rien n’est perdu : la sauvegarde a été remise comme avant ({ $records ->
        [one] { $records } enregistrement
       *[other] { $records } enregistrements
    }) et s’ouvre toujours ; réessayez une fois le problème réglé
store-write-failed-partial = impossible d’écrire l’enregistrement { $seq } dans { $path } : { $cause } ; couper la ligne partielle a aussi échoué ({ $cut }). { $records ->
        [one] L’enregistrement d’avant est intact
       *[other] Les { $records } enregistrements d’avant sont intacts
    } ; la ligne partielle sera mise de côté à la prochaine ouverture, et fray n’écrira pas dans la sauvegarde tant qu’elle n’est pas coupée
store-old-format = { $path } a été écrite par un fray plus ancien (format { $found }) ; ce fray écrit le format { $current } et n’ajoute rien à une ancienne sauvegarde. Convertissez-la d’abord avec : { $command } (l’original est gardé comme copie de secours à côté). La lire (fray show, log, check) marche telle quelle
store-damaged-upgrade = { $path } ne peut pas être convertie : elle est abîmée à la ligne { $line } (octet { $offset }) : { $problem }. Rien n’a été changé. Lancez d’abord : { $command } (elle garde { $good ->
        [one] l’enregistrement
       *[other] les { $good } enregistrements
    } d’avant le dommage et déplace le reste dans un fichier à part), puis convertissez-la
store-gone = { $path } a disparu (déplacée ou supprimée ?) ; fray attend qu’elle revienne
store-no-data-dir = aucun dossier de données pour les sauvegardes ; définissez FRAY_SAVES_DIR ou passez --saves-dir
store-save-not-found = aucune sauvegarde nommée « { $name } » (cherché : { $tried })

## L’erreur du système en clair (crates/fray-core/src/store/cause.rs) ; le code reste pour qui aide.
store-cause = { $plain } (erreur système { $code })
store-cause-full = le disque est plein (plus d’espace libre sur le périphérique)
store-cause-quota = le quota disque est épuisé (plus d’espace libre pour cet utilisateur)
store-cause-read-only = le disque est en lecture seule
store-cause-permission = permission refusée (fray ne peut pas écrire là : vérifiez les droits du fichier et de son dossier)
store-cause-not-found = fichier ou dossier introuvable
store-cause-io = le disque a signalé une erreur d’entrée-sortie (il est peut-être défaillant, ou a été débranché)

## Avertissements à la lecture, la récupération ou la conversion d’une sauvegarde.
store-last-incomplete = le dernier enregistrement est incomplet (il ne finit pas par un saut de ligne)
store-last-damaged = la dernière ligne est abîmée : { $problem }
store-torn-left-out = { $path } : ligne { $line } (octet { $offset }) : { $problem } ; fray s’est sans doute arrêté en l’écrivant, elle n’a donc jamais été confirmée. Elle est laissée de côté ({ $bytes } octets) ; ces octets restent dans le fichier jusqu’à ce que fray rouvre la sauvegarde pour y écrire, ce qui les déplace dans un fichier à part
store-torn-left-out-of-converted = { $path } : ligne { $line } (octet { $offset }) : { $problem } ; fray s’est sans doute arrêté en l’écrivant, elle n’a donc jamais été confirmée. Elle a été laissée hors de la sauvegarde convertie ({ $bytes } octets) ; la copie de secours { $backup } la contient toujours
store-torn-moved = { $path } : ligne { $line } (octet { $offset }) : { $problem } ; fray s’est sans doute arrêté en l’écrivant, elle n’a donc jamais été confirmée. Elle a été déplacée dans { $side } ({ $bytes } octets) ; la sauvegarde contient maintenant { $count ->
        [one] { $count } enregistrement
       *[other] { $count } enregistrements
    }
store-damage-moved = { $path } : ligne { $line } (octet { $offset }) : { $problem }. Tout ce qui suit jusqu’à la fin ({ $bytes } octets) a été déplacé dans { $side }, octet pour octet ; la sauvegarde contient maintenant { $count ->
        [one] l’enregistrement qui précède
       *[other] les { $count } enregistrements qui précèdent
    }
store-numbers-skipped = { $path } : les numéros { $expected } à { $last } étaient pris par ce qui a été mis de côté ; ils sont sautés (l’enregistrement { $seq } le dit), pour qu’aucun ne serve deux fois
store-numbers-skipped-late = { $path } : { $side } contient des lignes sorties plus tôt de cette sauvegarde, numérotées jusqu’à { $last } ; fray s’est arrêté avant de le noter, donc les numéros { $expected } à { $last } sont sautés maintenant (l’enregistrement { $seq } le dit)
store-name-control-characters = ligne 1 : le nom de la rencontre contient des caractères de contrôle ({ $name }) ; ils seront montrés échappés
store-names-control-characters = ligne { $line } : un nom contient des caractères de contrôle ({ $name }) ; ils seront montrés échappés

## Les commandes non enregistrées sauvées dans un fichier quand fray s’est arrêté, et une sauvegarde suivie par fray watch.
store-rescue-file-found = { $file } contient des commandes exécutées mais jamais enregistrées (le disque les a refusées quand fray s’est arrêté) ; elles ne sont pas dans cette sauvegarde. `{ $command }` les exécute à nouveau ; supprimez le fichier une fois qu’elles sont revenues ou si vous n’en voulez pas
store-rescue-file-failed = { $why } ; le fichier de secours aussi : { $error }
store-follow-stalled = { $path } : la ligne { $line } (octet { $offset }) est restée incomplète depuis { $seconds } secondes ({ $bytes } octets pour l’instant) : le fray qui écrit cette sauvegarde s’est peut-être arrêté en écrivant un enregistrement. fray continue de la suivre ; les enregistrements d’avant sont affichés

## La sauvegarde remplacée, supprimée ou coupée par un autre programme pendant que fray y écrivait.
store-detached = l’enregistrement { $seq } n’a pas été écrit : { $what }. fray n’écrit plus rien dans ce fichier : quittez, puis rouvrez la sauvegarde ; les commandes non enregistrées sont gardées dans un fichier de secours à côté, et `fray run SAUVEGARDE --script` ce fichier les exécute à nouveau
store-detached-replaced = un autre programme a mis un nouveau fichier à la place de { $path } pendant que fray y écrivait (un outil de synchronisation, un éditeur, une restauration ?)
store-detached-removed = un autre programme a supprimé { $path } pendant que fray y écrivait
store-detached-truncated = un autre programme a coupé { $path } à { $len } octets pendant que fray y écrivait (fray en avait écrit { $written })
store-detached-grown = un autre programme a écrit dans { $path } pendant que fray y écrivait ({ $len } octets, fray en avait écrit { $written })

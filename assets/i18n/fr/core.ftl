# La langue elle-même : son nom, et le choix sur l’écran d’accueil.
language-switched = Langue : { $name }

# Une erreur après ce que fray faisait : « création de FICHIER : CAUSE ».
error-context = { $context } : { $cause }

# Un fichier que fray ne fait que consulter (fray.conf, keys.conf) et qui n’est pas un fichier ordinaire (src/regular_file.rs).
regular-file-not-one = { $kind ->
    [dir] un dossier, pas un fichier ordinaire
    [fifo] un tube nommé, pas un fichier ordinaire
    [device] un périphérique, pas un fichier ordinaire
    [socket] une socket, pas un fichier ordinaire
   *[other] pas un fichier ordinaire
}
regular-file-ignored = { $path } : { $why } ; ignoré, réglages par défaut utilisés

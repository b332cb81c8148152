# La langue elle-même : son nom, et le choix sur l’écran d’accueil.
language-switched = Langue : { $name }

# Une erreur après ce que fray faisait : « création de FICHIER : CAUSE ».
error-context = { $context } : { $cause }

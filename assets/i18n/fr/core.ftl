# La langue elle-même : son nom, et le choix sur l’écran d’accueil.
language-switched = Langue : { $name }

# La page des joueurs (fray serve) : ses textes fixes (crates/fray-serve/src/page/labels.rs) et
# les lignes de fiche qu’elle formule elle-même (crates/fray-serve/src/page/cards.rs).
page-heading = Vue des joueurs
page-now = Maintenant
page-next = Ensuite
page-order = Ordre
page-combatants = Combattants
page-log = Derniers événements
page-conditions = États
page-nobody = Personne n’est encore dans la liste.
page-no-order = Personne n’est encore dans l’ordre.
page-no-log = Rien ne s’est encore passé.
page-not-started = En attente du début du combat
page-reconnecting = Reconnexion…
page-stopped = Le fray du MJ s’est arrêté
page-stopped-hint = Cette page reprend dès que le fray du MJ est de retour.
page-ended-hint = Le partage est terminé. Si le MJ partage de nouveau le combat, scannez le nouveau code.
page-theme = Thème
page-light = Clair
page-dark = Sombre
page-language = Langue
page-lang-en = English
page-lang-fr = Français
page-undone = annulée
page-simultaneous = en même temps
page-tokens = { $undrawn ->
    [one] { $undrawn } jeton dans le sac
   *[other] { $undrawn } jetons dans le sac
  }, { $face_down ->
    [one] { $face_down } face cachée
   *[other] { $face_down } faces cachées
  }, { $revealed ->
    [one] { $revealed } révélé
   *[other] { $revealed } révélés
  }

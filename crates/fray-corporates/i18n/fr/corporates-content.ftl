# Corporates : les mots que l’audit en français de l’exemple a trouvés restés en anglais.
cor-cond-exposed = exposé au tir de couverture

# L’étiquette d’une action que le moteur nomme (un tir, un sprint, une esquive) ; le texte du MJ tel quel.
cor-content-label = { $label ->
    [shot] tir
    [aim] visée
    [sprint] sprint
    [stand] se relever
    [dodge] esquive
    [strike] coup
    [power-strike] coup en force
    [acrobatic-attack] attaque acrobatique
    [trip] faire tomber
    [grapple] immobiliser
    [bull-rush] charge percutante
    [preparing] préparation
    [draw] dégainer
    [throw] projeter
   *[other] { $label }
  }

# Le nom d’un compteur de la fiche dans la liste des combattants.
cor-content-pool = { $name ->
    [confidence] confiance
    [undeclared] non déclarées
    [wound] Blessure
    [fatigue] Fatigue
    [cover-rate] balles par segment
    [cover-from] couverture dès
    [cover-to] couverture jusqu’à
    [speed] vitesse
   *[other] { $name }
  }

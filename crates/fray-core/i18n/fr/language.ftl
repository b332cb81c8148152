# Le langage de commande : pourquoi une ligne n’a pas été comprise (crates/fray-core/src/script/error.rs et error/).
script-error-given-dice = « { $word } » : { $reason }
script-error-control = caractère de contrôle U+{ $code } en colonne { $column } refusé (tapez une commande par ligne, avec des espaces plutôt que des tabulations)
script-error-unclosed-quote = « { $word } » : les guillemets ne sont jamais fermés
script-error-bad-escape = « { $word } » : entre guillemets, une barre oblique inverse ne peut précéder que { $quote } ou \
script-error-quote-inside-word = « { $word } » : des guillemets ne peuvent qu’ouvrir un mot (mettez une espace avant)
script-error-no-space-after-quote = « { $word } » : mettez une espace après les guillemets fermants
script-error-not-a-command = « { $word } » n’est pas une commande (essayez : aide)
script-error-not-a-command-suggest = « { $word } » n’est pas une commande ; vouliez-vous dire « { $suggestion } » ? (essayez : aide)
script-error-other-system = « { $word } » n’est pas une commande de ce système de règles ({ $system } ; c’est une commande de { $other }) (essayez : aide)
script-error-other-system-suggest = « { $word } » n’est pas une commande de ce système de règles ({ $system } ; c’est une commande de { $other }) ; vouliez-vous dire « { $suggestion } » ? (essayez : aide)
script-error-unknown-topic = pas d’aide sur « { $word } » (essayez : aide)
script-error-unknown-topic-suggest = pas d’aide sur « { $word } » ; vouliez-vous dire « { $suggestion } » ? (essayez : aide)
script-error-expected = « { $word } » : on attendait { $what }
script-error-expected-at-end = après « { $after } » : on attendait { $what }, mais la ligne s’arrête là
script-error-did-you-mean = { $text } ; vouliez-vous dire « { $suggestion } » ?
script-error-unexpected = « { $word } » : rien d’autre n’était attendu après « { $after } »
script-error-unexpected-after-name = « { $word } » : rien d’autre n’était attendu après « { $after } » (un nom avec des espaces se met entre guillemets : { $example })
script-error-out-of-range = « { $word } » : on attendait un nombre de { $min } à { $max }
script-error-twice = « { $word } » : on ne peut donner { $part } qu’une fois

# Ce que l’analyseur attendait à un endroit (error/expected.rs).
script-expected-combatant = le nom d’un combattant
script-expected-name = un nom (entre guillemets s’il a des espaces)
script-expected-new-name = le nouveau nom
script-expected-campaign = le nom de la campagne
script-expected-fight = le nom du combat ou son fichier
script-expected-side = un camp (pj, allié, ennemi ou neutre)
script-expected-add-part = un camp (pj, allié, ennemi, neutre), comme MODÈLE ou clé=valeur
script-expected-template = un nom de modèle
script-expected-key-value = clé=valeur
script-expected-value = une valeur (14, -2, 4+9, X, 2+X, ou - pour retirer)
script-expected-condition = un nom d’état
script-expected-condition-part = une valeur (par ex. -5), pendant N tours, jusqu’au début de QUI ou jusqu’à la fin de QUI
script-expected-rounds = un nombre de tours
script-expected-start-or-end = début ou fin (jusqu’au début de QUI, jusqu’à la fin de QUI)
script-expected-notation = des dés (par ex. d20, 2d6+3)
script-expected-purpose = ce pour quoi les dés sont lancés
script-expected-option-key = un nom d’option
script-expected-option-value = une valeur pour l’option
script-expected-label = le nom d’un compte à rebours
script-expected-attempts = un nombre de tentatives
script-expected-number = un nombre

# Les parties d’une commande qui ne se donnent qu’une fois (error/part.rs).
script-part-side = le camp
script-part-template = le modèle
script-part-word = ce mot

# L’aide (crates/fray-core/src/script/help.rs) : les mots de mise en page autour des tables de verbes.
script-help-shared = Commandes communes :
script-help-system = Commandes { $system } :
script-help-verb-hint = aide VERBE montre son usage et ses exemples
script-help-quote = Mettez entre guillemets les noms avec des espaces ({ $example }) ; # commence un commentaire.
script-help-also = Aussi : { $words }
script-help-system-line = Système : { $system }
script-help-examples = Exemples :
script-help-in-system = en { $system }, { $hint }

# Ce que fait chaque verbe commun, en une ligne (crates/fray-core/src/script/verbs.rs).
script-summary-add = Ajoute un combattant, ou N numérotés, éventuellement d’après un modèle du bestiaire, avec des valeurs de fiche.
script-summary-party = Fait entrer dans le combat les personnages joueurs d’une campagne, dans l’état où la campagne les tient.
script-summary-sync = Dans une campagne : reprend l’état des personnages joueurs à la fin d’un combat (blessures, points, munitions, équipement).
script-summary-remove = Retire un combattant de la liste et de l’ordre d’initiative.
script-summary-rename = Renomme un combattant.
script-summary-side = Change le camp d’un combattant : pj, allié, ennemi ou neutre.
script-summary-set = Fixe des valeurs de fiche : un nombre (reaction=14), une compétence base+maîtrise (firearms=4+9), une compétence réservée (stealth=X, stealth=2+X), ou - pour la retirer.
script-summary-note = Remplace la note d’un combattant par le reste de la ligne ; sans texte, l’efface.
script-summary-condition = Place un état nommé sur un combattant, avec une valeur et une fin facultatives.
script-summary-uncondition = Retire un état d’un combattant.
script-summary-roll = Lance des dés (d20, 2d6+3, 4d6!, 8d6>=5, d%) et note le but du jet.
script-summary-option = Règle une option de cette rencontre (une règle optionnelle, un réglage par défaut).
script-summary-countdown = Lance un compte à rebours de N tentatives ; quand elles sont épuisées, l’événement prévu arrive.
script-summary-tick = Utilise N tentatives d’un compte à rebours (1 par défaut).
script-summary-start = Commence le combat, ou le tour suivant.
script-summary-next = Passe à l’acteur, l’étape ou le tour suivant.
script-summary-end = Termine le combat.
script-summary-undo = Annule la dernière commande encore en vigueur.
script-summary-redo = Rétablit la dernière commande annulée.
script-summary-help = Liste les commandes, ou montre l’usage et les exemples d’une commande

# A placeholder of a command's usage (`WHO`, `TARGET`, `key-value` for `key=value`), as help shows it.
script-usage-placeholder = { $word ->
    [WHO] QUI
    [CAMPAIGN] CAMPAGNE
    [FIGHT] COMBAT
    [TARGET] CIBLE
    [TEXT] TEXTE
    [WEAPON] ARME
    [KEY] CLÉ
    [WHAT] QUOI
    [NAME] NOM
    [NEWNAME] NOUVEAU-NOM
    [DIFFICULTY] DIFFICULTÉ
    [LOCATION] LOCALISATION
    [SPELL] SORT
    [SKILL] COMPÉTENCE
    [POOL] RÉSERVE
    [PHASE] PHASE
    [VALUE] VALEUR
    [SIDE] CAMP
    [SEVERITY] GRAVITÉ
    [SERVER] SERVEUR
    [LABEL] ÉTIQUETTE
    [WHY] POURQUOI
    [VERB] COMMANDE
    [USE] USAGE
    [TYPE] TYPE
    [TERMS] TERMES
    [TEMPLATE] MODÈLE
    [SUSTAINER] MAINTENEUR
    [STAT] CARAC
    [SHOOTER] TIREUR
    [SCORE] SCORE
    [ROLL] JET
    [REPAIRER] RÉPARATEUR
    [NOTATION] NOTATION
    [MALUS] MALUS
    [GEAR] ÉQUIPEMENT
    [FORM] FORME
    [DICE] DÉS
    [DEVICE] APPAREIL
    [CHANCE] CHANCE
    [CASTER] LANCEUR
    [CAPTOR] TIREUR
    [BAND] TRANCHE
    [ATTACKER] ATTAQUANT
    [key-value] clé=valeur
   *[other] { $word }
}

# L’interface plein écran : volets, ligne d’état, formulaires, écran d’accueil, relecture, aide.

## L’ancien keys.conf, lu une fois pour passer à fray.toml (crates/fray-tui/src/settings/legacy.rs).
tui-config-no-equals = attendu : MODE ACTION = TOUCHE ...
tui-config-shape = attendu : deux mots avant « = », un écran (start, fight) et une action
tui-config-no-keys = aucune touche après « = »
tui-config-mode = « { $word } » n’est pas un écran (start, fight)
tui-config-action = « { $word } » n’est pas une action ({ $all })
tui-config-key = « { $word } » n’est pas une touche (un caractère, ctrl-x, alt-x, enter, esc, tab, space, up, f1...)
tui-config-mouse = « { $word } » n’est pas un réglage de la souris (on, off)
tui-unbound-key = { $chord } : touche sans effet ici — { $help } liste les touches
tui-unbound-replay-key = { $chord } : touche sans effet ici (la relecture ne modifie rien) — { $help } liste les touches

## Le combattant choisi
tui-detail-reaction = Réaction
tui-detail-initiative = Init
tui-detail-wounds = Blessures
tui-detail-penalty = Malus
tui-detail-opponents = Adversaires
tui-detail-dead = MORT
tui-detail-declared = Déclaré
tui-detail-conditions = États
tui-detail-pools = Réserves
tui-detail-note = Note
tui-detail-destroyed = DÉTRUIT { $limbs }
tui-detail-tokens = { $success } succès, { $failure } { $failure ->
        [one] échec
       *[other] échecs
    }
tui-detail-tokens-hidden = { $success } succès, { $failure } { $failure ->
        [one] échec
       *[other] échecs
    } ({ $hidden } { $hidden ->
        [one] caché
       *[other] cachés
    })
tui-wound-modifier = Malus de blessures

## L’écran de combat
tui-saved-after-retry = Enregistré : toutes les commandes sont de nouveau sur le disque.
tui-nothing-to-save = Tout est déjà enregistré.
tui-not-saved-message = NON ENREGISTRÉ ({ $n ->
        [one] { $n } commande
       *[other] { $n } commandes
    } en mémoire seulement) : { $why } — Ctrl-s réessaie
tui-ladder-empty-setup = Pas encore d’initiative : ajoutez des combattants (+), puis lancez le combat (i).
tui-ladder-empty = Personne sur l’échelle.
tui-surprised = surpris
tui-rushed = précipité
tui-delayed = retardé
tui-next = suivant
tui-roster-empty = Personne pour l’instant : + ajoute des combattants (du bestiaire ou à la main).
tui-roster-name = Nom
tui-roster-init = Init
tui-roster-wound = Blessure
tui-roster-pen = Mal.
tui-roster-conditions = États
tui-roster-pools = Réserves
tui-roster-wound-conditions = Blessure, états
tui-dead = MORT
tui-log-empty = Rien pour l’instant : chaque commande ajoute une ligne ici.
tui-undone = (annulée)
tui-step-setup = préparation
tui-step-declaration = déclarations
tui-step-round-end = fin du tour
tui-step-ended = combat terminé
tui-step-phase = phase { $phase }
tui-step-resolution = résolution
tui-not-saved-short = NON ENREGISTRÉ
tui-help-close = une touche ferme · ↑↓ défile
tui-quit-title = Quitter
tui-editing-form = Dans un formulaire
tui-editing-form-fields = champ suivant / précédent
tui-editing-form-choices = parcourir les choix
tui-editing-form-enter = valider
tui-editing-form-esc = annuler
tui-editing-line = Sur la ligne de commande (:)
tui-editing-line-tab = compléter commandes et noms
tui-editing-line-history = historique
tui-editing-line-enter = exécuter / fermer
tui-severity-light = Légère
tui-severity-medium = Moyenne
tui-severity-serious = Grave
tui-severity-critical = Critique
tui-severity-mortal = Mortelle
tui-severity-death = Membre perdu
tui-rounds-short = { $n }t
tui-side-pc = PJ
tui-side-ally = Al
tui-side-enemy = En
tui-side-neutral = Ne
tui-before-round-one = avant le tour 1
tui-round = tour { $n }
tui-saved = enregistré #{ $seq }
tui-help-hint = { $key } touches
tui-banner = NON ENREGISTRÉ : { $unsaved ->
        [one] { $unsaved } commande
       *[other] { $unsaved } commandes
    } en mémoire seulement ({ $why }). { $key } réessaie.
tui-confirm-quit = { $unsaved ->
        [one] { $unsaved } commande NON ENREGISTRÉE.
       *[other] { $unsaved } commandes NON ENREGISTRÉES.
    }
tui-confirm-quit-keys = y : quitter en les gardant dans un fichier de secours · r : réessayer · Échap : rester
tui-too-small = Terminal trop petit ({ $width }×{ $height }) : fray demande au moins { $min_width }×{ $min_height }.
tui-pane-ladder = Échelle
tui-pane-ladder-round = Échelle · { $round }
tui-pane-roster = Combattants
tui-pane-roster-count = Combattants ({ $n })
tui-pane-selected = Sélection
tui-pane-log = Journal

## Les formulaires
tui-required = obligatoire
tui-not-a-number = un nombre entier, s’il vous plaît
tui-nobody-selected = Personne n’est sélectionné : ajoutez d’abord un combattant (+).
tui-confirm-keys = Entrée, o ou y : oui · Échap ou n : non
tui-form-keys = Entrée : valider · Échap : annuler · Tab/↑↓ : champ · ←→ : choix
tui-pick-one = choisissez avec ←→ : { $options }
tui-confirm-remove = Retirer { $name } du combat ?
tui-no-conditions = { $name } n’a aucun état à retirer.
tui-confirm-end = Terminer le combat ? (annuler le rétablit)
tui-form-add = Ajouter des combattants
tui-form-remove = Retirer un combattant
tui-form-end = Terminer le combat
tui-form-condition = État
tui-form-uncondition = Retirer un état
tui-form-note = Note
tui-form-roll = Lancer des dés
tui-field-label = { $label } :
tui-field-who = Qui
tui-field-attacker = Attaquant
tui-field-target = Cible
tui-field-skill = Compétence
tui-field-damage = Jet de dommages
tui-field-boxes = Cases
tui-field-count = Combien
tui-field-name = Nom
tui-field-side = Camp
tui-field-template = Modèle
tui-field-values = Valeurs
tui-field-condition = État
tui-field-value = Valeur
tui-field-ends = Fin
tui-field-note = Note
tui-field-dice = Dés
tui-field-for = Pour
tui-hint-optional = facultatif
tui-hint-note = vide : efface la note
tui-hint-count = 1 si vide ; 3 donne Nom 1..3
tui-hint-template = ←→ bestiaire (règles de fray)
tui-hint-values = par ex. reaction=12 firearms=14
tui-hint-ends = ←→ ; vide : jusqu’au retrait
tui-hint-intent = par ex. tire sur ganger-1

## L’écran d’accueil
tui-start-title = fray — suivi de combat
tui-start-title-short = fray
tui-start-new = Nouvelle rencontre
tui-start-demo = Ouvrir une copie de la démo
tui-start-no-saves = aucune sauvegarde
tui-start-column-encounter = Rencontre
tui-start-column-system = Règles
tui-start-column-round = Tour
tui-start-column-changed = Modifiée
tui-start-form-system = Règles
tui-start-form-name = Nom
tui-start-form-create = créer
tui-start-form-next = champ suivant
tui-start-form-system-key = système de règles
tui-start-form-cancel = annuler
tui-start-duplicate = une sauvegarde nommée { $file } existe déjà ; choisissez un autre nom
tui-start-cannot-open = impossible d’ouvrir cette sauvegarde : { $problem }
tui-time-just-now = à l’instant
tui-time-minutes = { $n } min
tui-time-hours = { $n } h
tui-time-yesterday = hier
tui-time-days = { $n ->
        [one] { $n } jour
       *[other] { $n } jours
    }
tui-start-old-format = v{ $version } : U
tui-start-upgraded = Convertie du format { $from } au format { $to } ; l’original est gardé sous le nom { $backup }. Entrée reprend la partie.
tui-start-up-to-date = Cette sauvegarde est déjà au format actuel : rien à convertir.
tui-start-upgrade-needs-save = Choisissez une sauvegarde à convertir (U convertit une sauvegarde d’une version plus ancienne de fray).
tui-start-replay-needs-save = Choisissez une sauvegarde à relire (r relit la sauvegarde choisie).
tui-start-language = Langue : { $name }

## Relecture et suivi
tui-replay-tag = RELECTURE
tui-watch-tag = SUIVI
tui-goto-hint = Aller à : un numéro d’enregistrement (12), un tour (t3), une phase de ce tour (p14), début ou fin — Entrée y va, Échap annule
tui-replay-empty = Cette sauvegarde n’a encore aucune commande : rien à relire.
tui-at-start = Début du journal : avant la première commande.
tui-at-end = Fin du journal.
tui-play-done = Fin du journal : lecture arrêtée.
tui-no-more-moments = Aucun moment marquant de ce côté.
tui-no-more-rounds = Aucun tour de ce côté.
tui-no-more-phases = Aucune phase de ce côté.
tui-undone-hidden = Commandes annulées masquées (u les montre).
tui-undone-shown = Commandes annulées montrées, en grisé (u les masque).
tui-position = enregistrement { $pos }/{ $len }
tui-speed-slow = { $mark } 1 toutes les { $seconds } s
tui-speed-fast = { $mark } { $n }/s
tui-record-takes-back = #{ $seq } { $command }   (annule #{ $n })
tui-record-restores = #{ $seq } { $command }   (rétablit #{ $n })
tui-record-undone-later = #{ $seq } { $command }   (annulée plus tard, par #{ $n })
tui-goto-unknown = « { $text } » : donnez un numéro d’enregistrement, r et un tour, p et une phase, start ou end
tui-goto-no-record = pas d’enregistrement { $n } : ce journal en a { $len }
tui-goto-no-round = le combat n’a jamais atteint le tour { $round }
tui-goto-no-phase = le tour { $round } n’a jamais résolu la phase { $phase }
tui-new-records = { $n ->
        [one] { $n } nouvelle commande
       *[other] { $n } nouvelles commandes
    } : Fin suit de nouveau le combat
tui-watch-reset = La sauvegarde a été réécrite (une écriture coupée, ou un remplacement) : nouvelle lecture.
tui-moment-critical = réussite critique de { $name }
tui-moment-fumble = échec critique de { $name }
tui-moment-surprised = { $name } se fait surprendre
tui-moment-grave-wound = { $name } reçoit une blessure grave
tui-moment-limb = { $name } perd un membre
tui-moment-jam = l’arme de { $name } s’enraye
tui-moment-slot-lost = { $name } perd une action
tui-moment-emergency = { $name } passe en mode Survie
tui-moment-death = { $name } meurt
tui-moment-knocked-out = { $name } perd connaissance
tui-moment-alert = { $name } déclenche une alerte
tui-moment-ended = le combat se termine
tui-moment-complication = une complication pour { $name }
tui-moment-exploit = un exploit de { $name }
tui-moment-point-spent = { $name } dépense un point
tui-moment-gm-point-spent = le MJ dépense un point

## L’aide (?)
tui-action-up = monter
tui-action-down = descendre
tui-action-top = première ligne
tui-action-bottom = dernière ligne
tui-action-page-up = page précédente
tui-action-page-down = page suivante
tui-action-focus-next = volet suivant
tui-action-focus-prev = volet précédent
tui-action-zoom = agrandir le volet (plein écran / retour)
tui-action-next = suivant : déclarant, acteur, phase ou tour
tui-action-start-round = lancer le combat / tour suivant (tire l’initiative)
tui-action-declare = déclarer une intention
tui-action-test = test de compétence
tui-action-attack = attaquer
tui-action-wound = marquer une blessure
tui-action-heal = soigner une blessure
tui-action-add = ajouter des combattants
tui-action-remove = retirer le combattant choisi
tui-action-delay = retarder l’action
tui-action-act-now = un combattant retardé agit maintenant
tui-action-rush = précipiter l’action
tui-action-surprise = surprendre des combattants
tui-action-condition = ajouter un état
tui-action-uncondition = retirer un état
tui-action-note = écrire une note
tui-action-marker = marqueur supplémentaire (attaques multiples)
tui-action-roll = lancer des dés
tui-action-end-fight = terminer le combat
tui-action-undo = annuler
tui-action-redo = rétablir
tui-action-retry-save = réessayer d’enregistrer (après NON ENREGISTRÉ)
tui-action-command-line = ligne de commande (Tab complète)
tui-action-share = partager le combat avec les téléphones des joueurs
tui-action-help = cette aide
tui-action-quit = quitter
tui-action-open = ouvrir la ligne choisie
tui-action-new = nouvelle rencontre
tui-action-demo = ouvrir une copie de la démo
tui-action-replay = relire pas à pas la sauvegarde choisie
tui-action-upgrade = convertir une sauvegarde d’un fray plus ancien (garde l’original)
tui-action-language = changer de langue (English, Français)
tui-action-step-forward = une commande en avant
tui-action-step-back = une commande en arrière
tui-action-phase-forward = phase suivante
tui-action-phase-back = phase précédente
tui-action-round-forward = tour suivant
tui-action-round-back = tour précédent
tui-action-moment-forward = moment marquant suivant (critique, mort...)
tui-action-moment-back = moment marquant précédent
tui-action-play-pause = lecture / pause
tui-action-faster = lire plus vite
tui-action-slower = lire plus lentement
tui-action-toggle-undone = montrer / masquer les commandes annulées
tui-action-go-to = aller à un enregistrement, un tour ou une phase
tui-not-offered = { $what } : pas dans le système de règles de cette rencontre — { $help } liste les touches
tui-mode-start = Touches de l’écran d’accueil
tui-mode-fight = Touches du combat
tui-mode-replay = Touches de la relecture

## Erreurs autour de l’interface
tui-context-signals = surveillance des signaux
tui-context-terminal = préparation du terminal
tui-banner-detached = NON ENREGISTRÉ : { $unsaved ->
        [one] { $unsaved } commande
       *[other] { $unsaved } commandes
    } en mémoire seulement : { $why }. Quittez ({ $key }) et rouvrez la sauvegarde ; elles sont gardées dans un fichier de secours.
tui-not-saved-detached = NON ENREGISTRÉ ({ $n ->
        [one] { $n } commande
       *[other] { $n } commandes
    } en mémoire seulement) : { $why }
tui-hint-name-template = vide : nommés d’après le modèle
tui-hint-side-template = vide : celui du modèle, sinon ennemi
tui-table-dice-title = Dés lancés à la table
tui-table-dice-hint = { $n ->
    [one] un dé
   *[other] { $n } dés
    } ({ $what })
tui-legend-title = Symboles à l’écran
tui-legend-pane-timeline = Barre de temps du rejeu
tui-legend-pane-roster = Combattants
tui-legend-pane-order = Ordre du tour
tui-legend-pane-sheet = Fiche
tui-legend-mark-log = passage du journal sans fait notable
tui-legend-mark-cursor = position affichée
tui-legend-mark-round = début d’un tour
tui-legend-mark-critical = réussite critique
tui-legend-mark-fumble = échec critique
tui-legend-mark-surprised = quelqu’un est surpris
tui-legend-mark-limb = un membre est perdu
tui-legend-mark-jam = une arme s’enraye
tui-legend-mark-slot-lost = une action est perdue
tui-legend-mark-knocked-out = quelqu’un perd connaissance
tui-legend-mark-alert = une alerte est déclenchée
tui-legend-mark-complication = une complication
tui-legend-mark-exploit = un exploit
tui-legend-mark-point-spent = un point est dépensé
tui-legend-mark-emergency = le mode Survie
tui-legend-mark-grave-wound = une blessure grave
tui-legend-mark-death = une mort
tui-legend-mark-ended = le combat se termine
tui-legend-mark-acting = agit maintenant
tui-legend-mark-next = agit ensuite
tui-legend-mark-acted = a agi
tui-legend-mark-delayed = retardé
tui-legend-mark-skipped = passé
tui-legend-mark-line-cursor = ligne sous le curseur
tui-legend-mark-box-filled = case cochée
tui-legend-mark-box-empty = case libre
tui-legend-mark-overflow = dégâts au-delà de la dernière case
tui-legend-mark-unhurt = partie indemne
tui-legend-mark-selected = lignes du combattant sélectionné
tui-table-dice-count = { $n ->
    [one] un dé attendu
   *[other] { $n } dés attendus
    }, { $given ->
    [one] { $given } saisi
   *[other] { $given } saisis
    }
tui-table-dice-reshaped = Les valeurs données demandent d’autres dés (une égalité à départager, ou aucune) : les champs les demandent maintenant, ce qui était saisi est gardé
tui-action-toggle-hidden = cacher aux / révéler aux joueurs
tui-field-hidden = Caché
tui-add-seen = non
tui-add-hidden = oui, aux joueurs
tui-hint-hidden = oui : les vues des joueurs les laissent de côté jusqu’à ce qu’ils soient révélés
tui-legend-mark-hidden = caché aux joueurs (grisé)

# Les mots de santé abrégés d’une colonne Blessure étroite, chacun avec ce qu’il abrège.
tui-legend-mark-short-health = { $list }
tui-legend-short-word = « { $short } » { $full }
tui-field-secrecy = Lue par les joueurs
tui-secrecy-secret = non, secrète (ils voient qu’il y a eu déclaration)
tui-secrecy-public = oui, publique
tui-hint-secrecy = secrète : les vues des joueurs disent qu’une déclaration a été faite, pas laquelle

# Le choix « non » d’un champ oui/non d’un formulaire.
form-flag-no = non

# L’écran d’accueil pendant la lecture des résumés des sauvegardes (n lues sur total).
tui-start-reading = { $total ->
    [one] lecture de la sauvegarde : { $n } sur { $total }
   *[other] lecture des sauvegardes : { $n } sur { $total }
}

# La ligne d’une sauvegarde encore en cours de lecture, avec sa taille.
tui-start-unread = lecture… ({ $size })
tui-start-size-kb = { $n } Ko
tui-start-size-mb = { $n } Mo

# La dernière ligne d’un volet trop court : combien de lignes n’y tiennent pas (elle
# comprise).
tui-rows-left-out = { $n ->
    [one] … { $n } ligne de plus
   *[other] … { $n } lignes de plus
}

## La souris (aide des touches)
tui-mouse-title = La souris
tui-mouse-click = clic
tui-mouse-click-again = clic à nouveau
tui-mouse-click-field = clic sur un champ
tui-mouse-click-bar = clic sur la barre
tui-mouse-wheel = molette
tui-mouse-start-click = choisir une ligne
tui-mouse-start-again = l’ouvrir (comme Entrée)
tui-mouse-start-wheel = parcourir la liste
tui-mouse-fight-click = activer un volet, choisir une ligne
tui-mouse-field-click = l’activer
tui-mouse-field-again = choix suivant (comme →)
tui-mouse-fight-wheel = faire défiler ce qui est dessous
tui-mouse-replay-click = activer un volet, choisir une ligne
tui-mouse-replay-bar = aller à ce moment (molette : pas à pas)
tui-mouse-replay-wheel = faire défiler ce qui est dessous
tui-mouse-off-key = mouse = false
tui-mouse-off = dans fray.toml : le terminal garde la souris

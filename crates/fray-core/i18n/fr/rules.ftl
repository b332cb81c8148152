# Les refus du moteur (crates/fray-core/src/engine/error.rs) : pourquoi une commande est refusée.
rule-unknown-combatant = aucun combattant ne s’appelle « { $name } »
rule-unknown-combatant-near = aucun combattant ne s’appelle « { $name } » ; { $count ->
    [one] vouliez-vous dire { $nearest } ?
   *[other] vouliez-vous dire l’un de { $nearest } ?
}
rule-ambiguous-name = « { $name } » peut désigner { $candidates }
rule-duplicate-name = un combattant s’appelle déjà « { $name } »
rule-unknown-skill = { $who } n’a ni compétence ni attribut « { $what } »
rule-known-empty = (la fiche est vide : fixe QUI NOM=VALEUR)
rule-known = (possède : { $list })
rule-known-more = (possède : { $list }, et { $n ->
        [one] { $n } autre
       *[other] { $n } autres
    })
rule-unknown-template = pas de modèle « { $name } » dans le bestiaire de ce système
rule-unknown-condition = { $who } n’a pas d’état « { $name } »
rule-nothing-to-undo = rien à annuler
rule-nothing-to-redo = rien à rétablir
rule-changes-nothing = cela ne change rien
rule-rolls-no-dice = cette commande ne lance aucun dé
rule-dice-unknown = les dés de cette sauvegarde viennent d’un générateur que ce fray ne connaît pas (« { $name } »), il ne peut donc pas les lancer : mettez fray à jour pour continuer avec les dés de fray (les dés donnés à la table, et les commandes qui n’en lancent pas, marchent toujours)
rule-not-in-system = « { $command } » n’est pas une commande de { $system }

# Les refus des règles communes (crates/fray-core/src/rules/common.rs).
rule-name-empty = un nom ne peut pas être vide
rule-name-control = un nom ne peut pas contenir de caractère de contrôle
rule-name-too-long = un nom a au plus { $max } caractères
rule-name-number = « { $name } » est un nombre ; un nom demande une lettre
rule-text-control = le texte ({ $what }) ne peut pas contenir de caractère de contrôle
rule-text-too-long = le texte ({ $what }) a au plus { $max } caractères
rule-what-note = note
rule-what-roll-purpose = but du jet
rule-add-group = ajoute crée de 1 à { $max } combattants à la fois
rule-same-values = { $name } a déjà ces valeurs
rule-condition-rounds = un état dure au moins 1 tour
rule-countdown-attempts = un compte à rebours a de 1 à 100 tentatives
rule-no-countdown = aucun compte à rebours ne s’appelle « { $label } »
rule-tick-one = coche utilise au moins 1 tentative
rule-countdown-over = le compte à rebours « { $label } » est déjà épuisé

# La notation des dés (crates/fray-core/src/engine/notation.rs, notation_given.rs).
dice-bad-notation = dés illisibles « { $text } » : { $reason } (par ex. d20, 2d6+3, 4d6!, 8d6>=5)
dice-no-d = pas de « d » entre le nombre de dés et les faces
dice-count-not-number = le nombre de dés n’est pas un nombre
dice-count-range = lancez de 1 à { $max } dés
dice-faces-missing = le nombre de faces manque
dice-faces-range = un dé a de 2 à { $max } faces
dice-threshold-number = un nombre doit suivre « >= »
dice-threshold-face = le seuil de réussite doit être une face du dé
dice-sign-number = un nombre doit suivre le signe
dice-modifier-large = le modificateur est trop grand
dice-not-understood = « { $rest } » n’est pas compris
dice-not-a-value = « { $value } » n’est pas la valeur d’un dé
dice-not-a-face = { $value } n’est pas une face d’un d{ $sides }
dice-too-few = { $expr } lance plus de dés que { $n ->
        [one] le seul donné
       *[other] les { $n } donnés
    }
dice-explodes = un { $sides } explose : donnez le dé relancé
dice-count-mismatch = { $expr } lance { $at } dés, pas { $n }

# Les dés lancés à la table (crates/fray-core/src/engine/table_dice.rs) : ce qui ne va pas.
dice-free-roll-what = les dés du jet libre
dice-free-roll-give = lance 2d6:N,N (les valeurs après les deux-points)
dice-slot = « { $slot } »
dice-unused = { $slot }={ $value } : pas utilisé ({ $what } : cette commande { $n ->
    [0] n’en lance aucun
    [one] n’en lance qu’un
   *[other] n’en lance que { $n }
    }{ $whom } ; { $rolls })
dice-needs = { $what } : { $n ->
    [one] un dé
   *[other] { $n } dés
    } à lancer à la table{ $whom }{ $given } : ajoutez { $give }
dice-needs-die = il faut lancer un d{ $sides } à la table (impossible de le donner ici)
dice-shows = { $slot }={ $value } : { $what } va de 1 à { $top }
dice-holds-only = { $slot }={ $value } : { $what } ne contient que { $known }
dice-option-value = l’option dés vaut fray ou table, pas « { $value } »
dice-separator =  ;

# Un compteur que fray distribue arrivé à sa limite (crates/fray-core/src/engine/counters.rs) : la commande est refusée.
counter-records-full = cette sauvegarde a utilisé tous les numéros d’enregistrement que fray peut écrire (jusqu’à { $max }) : commencez une nouvelle rencontre pour continuer
counter-combatants-full = cette rencontre a distribué tous les numéros de combattant que fray peut donner (jusqu’à { $max }) : commencez une nouvelle rencontre pour ajouter quelqu’un d’autre
counter-markers-full = { $name } a utilisé tous les numéros de marqueur que fray peut donner sur l’échelle (jusqu’à { $max }) : retirez d’abord un de ses marqueurs

# La même chose lue dans une sauvegarde : un dommage à l’enregistrement (complète « l’enregistrement… »).
counter-seq-load = porte le numéro { $seq }, au-delà de { $max }, le plus grand numéro d’enregistrement que fray écrit
counter-id-load = ajoute le combattant n° { $id }, au-delà du n° { $max }, le plus grand numéro de combattant que fray donne
counter-marker-load = place le marqueur { $marker } du combattant n° { $id }, au-delà de { $max }, le plus grand numéro de marqueur que fray donne

# Un enregistrement portant un fait d’un autre système de règles (crates/fray-core/src/engine/consistency.rs ; complète « l’enregistrement… »).
foreign-fact-load = contient un événement « { $event } » des règles { $of }, mais cette sauvegarde joue { $system }
counter-rounds-full = ce combat a atteint le tour { $max }, le dernier que fray compte : terminez-le, ou commencez une nouvelle rencontre pour continuer
counter-round-load = commence le tour { $round }, au-delà de { $max }, le dernier tour que fray compte
dice-needs-whom = pour { $who }
dice-needs-order = dans cet ordre : { $list }
dice-needs-given = { $given ->
    [one] { $given } donné
   *[other] { $given } donnés
    }, { $missing ->
    [one] { $missing } manquant
   *[other] { $missing } manquants
    }
dice-needs-draws = { $what } : { $n ->
    [one] une valeur
   *[other] { $n } valeurs
    } à donner depuis la table{ $whom }{ $given } : ajoutez { $give }
dice-pool-unused = { $slot } : { $given ->
    [one] { $given } donné
   *[other] { $given } donnés
    }, mais la réserve est de { $n ->
    [one] un dé
   *[other] { $n } dés
    } ({ $terms })

# Ce que lance une commande, dans un refus à propos des dés (crates/fray-core/src/engine/table_dice_rolls.rs).
dice-command-rolls = elle lance { $list }
dice-command-rolls-none = elle ne lance ici aucun dé
dice-rolls-item = { $slot } ({ $n }d{ $sides })
dice-rolls-item-any = { $slot } ({ $n ->
    [one] un dé
   *[other] { $n } dés
    })
dice-rolls-item-draws = { $slot } ({ $n ->
    [one] un tirage
   *[other] { $n } tirages
    })

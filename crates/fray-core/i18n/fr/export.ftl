# Les mots propres à l’export Markdown (les lignes du déroulé sont dans transcript.ftl).
export-rules-line = - Règles : { $title }
export-created-line = - Créé le : { $date }
export-rounds-line = - Tours de combat : { $rounds }
export-records-all = - Commandes : { $total }
export-records-first = - Commandes : les { $exported } premières sur { $total }
export-players-line = - Version des joueurs : ni notes du MJ, ni jets libres, ni tests secrets ; les ennemis et les neutres montrent ce qu’ils ont fait et à quel point ils semblent blessés, pas leurs dés ni leurs fiches
export-gm-line = - Version du MJ (pas pour les joueurs) : notes du MJ, jets libres, tests secrets et tous les dés de tous les personnages
export-heading-setup = ## Préparation
export-heading-round = ## Tour de combat { $round }
export-heading-fight = ## Le combat
export-heading-after = ## Après le combat
export-heading-declarations = ### Déclarations (du plus lent au plus rapide)
export-heading-actions = ### Actions (du plus rapide au plus lent)
export-heading-round-end = ### Fin du tour
export-heading-turn = #### Phase { $phase } : { $name }
export-initiative = Initiative :
export-undone = annulée
export-heading-outcome = ## Bilan
export-standing = À la fin de ce déroulé : { $step }.
export-standing-not-started = le combat n’a pas commencé
export-standing-declarations = tour { $round }, déclarations
export-standing-actions-at = tour { $round }, actions à la phase { $phase }
export-standing-actions = tour { $round }, actions
export-standing-round-end = tour { $round }, tout le monde a agi
export-standing-over-after = le combat est terminé après { $n ->
        [one] { $round } tour
       *[other] { $round } tours
    }
export-standing-over = le combat est terminé
export-standing-goes-on = le combat continue
export-monitor-overflow = { $name } { $filled }/{ $boxes } +{ $overflow } de dépassement
export-nobody = Personne n’est dans la liste.
export-unhurt = indemne
export-worst-wound = pire blessure { $severity }
export-dead = mort
export-destroyed = détruit : { $limbs }
export-location-wounds = { $location } : { $rows }
export-wounds = blessures : { $list }
export-conditions = états : { $list }
export-note = note : { $text }
export-countdown = compte à rebours { $label } : { $left }/{ $max } { $n ->
        [one] tentative restante
       *[other] tentatives restantes
    }
export-error-past-the-end = la sauvegarde a { $n ->
        [one] { $records } enregistrement
       *[other] { $records } enregistrements
    } ; il n’y a pas d’enregistrement n° { $asked } jusqu’auquel exporter (voir `fray log`)
export-error-players-json = l’export JSON contient tout l’état, notes du MJ et dés compris : il n’existe que pour le MJ (ajoutez --gm) ; la version des joueurs est en Markdown
export-error-reveal-markdown = --reveal-face-down va avec --format json ; le déroulé Markdown ne montre jamais la valeur d’un jeton face cachée
export-error-states-markdown = --states sert à --format json ; la transcription Markdown dit ce qui s’est passé, pas l’état après chaque commande
export-error-io = écriture de l’export : { $error }

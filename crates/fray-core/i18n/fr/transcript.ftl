# Le déroulé : les mots du cœur pour les événements partagés (narrate.rs), la vue des
# joueurs, les mots du rapport.
log-joins = { $who } rejoint le combat ({ $side })
log-joins-from = { $who } rejoint le combat ({ $side }, d’après { $template })
log-side-pc = PJ
log-side-ally = allié
log-side-enemy = ennemi
log-side-neutral = neutre
log-leaves = { $who } quitte le combat
log-renamed = { $who } s’appelle désormais { $name }
log-side-changed = { $who } combat désormais comme { $side }
log-stat-set = { $who } : { $stat } = { $value }
log-stat-removed = { $who } : { $stat } retiré
log-skill-reserved = { $who } : { $skill } réservée (X)
log-skill-removed = { $who } : { $skill } retirée
log-note-cleared = { $who } : note effacée
log-note-set = { $who } : note « { $text } »
log-condition-added = { $who } : { $condition }{ $extra }
log-skill-set = { $who } : { $skill } ({ $base }+{ $mastery }) { $total }
log-condition-ends = { $who } : fin de « { $condition } »
log-condition-cleared = { $who } : { $condition } retiré
log-condition-on = { $condition } sur { $target }
log-rolled = jet de { $notation } : [{ $dice }] = { $total }
log-rolled-for = jet de { $notation } pour { $purpose } : [{ $dice }] = { $total }
log-option-set = option { $key } = { $value }
log-table-counter-set = { $name } de la table : { $value }
log-countdown-started = compte à rebours « { $label } » : { $n ->
        [one] { $attempts } tentative
       *[other] { $attempts } tentatives
    }
log-countdown-run-out = compte à rebours « { $label } » : { $n ->
        [one] { $used } utilisée
       *[other] { $used } utilisées
    }, ÉPUISÉ
log-countdown-ticked = compte à rebours « { $label } » : { $n ->
        [one] { $used } utilisée
       *[other] { $used } utilisées
    }, { $m ->
        [one] { $left } restante
       *[other] { $left } restantes
    }
log-round-begins = début du tour de combat { $round }
log-step-declaration = déclarations, du plus lent au plus rapide
log-step-resolution = actions, du plus rapide au plus lent
log-step-round-end = tout le monde a agi
log-turn-declares = { $who } déclare (initiative { $phase })
log-turn-acts = { $who } agit à la phase { $phase }
log-extra-attack = { $who } : attaque supplémentaire à la phase { $phase } ({ $malus })
log-cannot-act = { $who } ne peut pas agir ce tour
log-marker-moved = { $who } passe à la phase { $phase }
log-holds = { $who } retarde son action
log-rushes = { $who } précipite son action ({ $malus } à l’action)
log-leaves-ladder = { $who } quitte l’ordre d’initiative
log-declares-nothing = { $who } ne déclare rien
log-declares = { $who } déclare : { $intent }
log-opponents = { $who } fait face à { $n ->
        [one] { $count } adversaire
       *[other] { $count } adversaires
    }
log-fight-ends = fin du combat
log-undone = annulé : { $command }
log-redone = rétabli : { $command }
log-set-aside-one-torn = l’enregistrement n° { $first } a été mis de côté dans { $file } (tronqué, jamais confirmé)
log-set-aside-one-damaged = l’enregistrement n° { $first } a été mis de côté dans { $file } (endommagé)
log-set-aside-many-torn = les enregistrements n° { $first } à { $last } ont été mis de côté dans { $file } (tronqués, jamais confirmés)
log-set-aside-many-damaged = les enregistrements n° { $first } à { $last } ont été mis de côté dans { $file } (endommagés)
log-table-dice = { $what }, à la table : { $dice }
players-health-unhurt = indemne
players-health-wounded = blessures
players-health-badly-wounded = graves blessures
players-health-down = hors de combat

# Les mêmes, abrégés pour une colonne Blessure étroite (9 caractères au plus) ; la légende de ? les explique.
players-health-badly-wounded-short = gr. bl.
players-health-down-short = h. combat
players-extra-attack = { $who } : attaque supplémentaire à la phase { $phase }
players-rushes = { $who } précipite son action
players-wounded-at = { $who } encaisse un coup ({ $location }) : { $health }
players-wounded = { $who } encaisse un coup : { $health }
players-tended = { $who } reçoit des soins : { $health }
players-no-wound = { $who } : aucune blessure
players-undone-hidden = le MJ a annulé une commande
players-redone-hidden = le MJ a rétabli une commande
report-until-removed = jusqu’à son retrait
report-until-round = jusqu’au tour { $round } ({ $n ->
        [one] { $left } tour restant
       *[other] { $left } tours restants
    })
report-until-action-starts = jusqu’au début de la prochaine action de { $who }
report-until-action-ends = jusqu’à la fin de la prochaine action de { $who }
report-stage-setting-up = en préparation
report-stage-running = en cours
report-stage-over = terminé
log-carried-back = { $who } : fiche et état repris du combat
log-party-joined = { $count ->
    [one] ce personnage vient de la campagne « { $campaign } », tel qu’elle l’a laissé
   *[other] ces { $count } personnages viennent de la campagne « { $campaign } », tels qu’elle les a laissés
}
log-fight-linked = le combat « { $fight } » fait partie de cette campagne
log-fight-synced = le combat « { $fight } » est repris dans la campagne, jusqu’à son enregistrement n° { $through }

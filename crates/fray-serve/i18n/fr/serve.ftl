# La page des joueurs (fray serve).
serve-page = Page des joueurs : { $url }
serve-reach-here = Seule cette machine peut l’ouvrir (ajoutez --lan pour la partager sur le réseau local).
serve-reach-lan = Tout le réseau local peut l’ouvrir : cette machine y est { $address }.
serve-reach-lan-unknown = Tout le réseau local peut l’ouvrir, à l’adresse de cette machine (aucune n’a été trouvée : est-elle connectée ?).
serve-players-see = Les joueurs ne voient que ce que montre fray watch : la santé des ennemis en mots, ni notes, ni combattants cachés, ni jets du MJ.
serve-stop-hint = Ctrl-C pour arrêter le partage.
serve-stopped = Partage arrêté ; { $count ->
        [0] aucune page ne suivait.
        [one] la page qui suivait en a été avertie.
       *[other] les { $count } pages qui suivaient en ont été averties.
    }
serve-error-open = Impossible de suivre la sauvegarde : { $why }
serve-error-bind = Impossible d’écouter sur le port { $port } : { $why }
serve-error-random = Le système n’a pas donné d’octets aléatoires pour l’adresse secrète de la page : { $why }
serve-error-thread = Impossible de démarrer le partage : { $why }

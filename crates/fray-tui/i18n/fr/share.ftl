# The fight screen's share overlay (crates/fray-tui/src/tui/view/share.rs) and the status
# line's mark while the fight is shared with the players' pages.
share-title = Partager avec les joueurs
share-players-see = Les joueurs voient ce combat comme fray watch le montre : la santé des ennemis en mots, aucune note, aucun combattant caché, aucun jet du MJ.
share-who = Qui peut ouvrir la page :
share-this-machine = cette machine seulement
share-network = le réseau local (les téléphones sur le même Wi-Fi)
share-keys-before = Tab change · Entrée lance le partage · Échap ferme
share-starting = Lancement du partage…
share-keys-starting = Échap ferme (le partage se lance quand même)
share-failed = Le partage n’a pas pu commencer : { $why }
share-keys-failed = Tab change · Entrée réessaie · Échap ferme
share-address = Page des joueurs :
share-reach-here = Seule cette machine peut l’ouvrir.
share-reach-network = Tout le réseau local peut l’ouvrir : cette machine y est { $address }.
share-reach-network-unknown = Tout le réseau local peut l’ouvrir, à l’adresse de cette machine (aucune n’a été trouvée : est-elle connectée ?).
share-pages = { $count ->
        [0] Aucune page ne suit encore le combat.
        [one] { $count } page suit le combat.
       *[other] { $count } pages suivent le combat.
    }
share-qr-too-small = Le terminal est trop petit pour le code QR : agrandissez-le, ou donnez aux joueurs l’adresse ci-dessus.
share-keys-on = s arrête le partage · Échap ferme (le partage continue)
share-status = partage · { $count ->
        [one] { $count } page
       *[other] { $count } pages
    }
share-stopped = Partage arrêté ; { $count ->
        [0] aucune page ne suivait.
        [one] la page qui suivait en a été avertie.
       *[other] les { $count } pages qui suivaient en ont été averties.
    }
share-unavailable = Le partage avec les joueurs n’est pas disponible dans ce fray.
share-lost = Le partage n’a pas pu commencer : le serveur n’a pas répondu.

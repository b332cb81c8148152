# The fight screen's share overlay (crates/fray-tui/src/tui/view/share.rs) and the status
# line's mark while the fight is shared with the players' pages.
share-title = Share with the players
share-players-see = Players see this fight as fray watch shows it: enemies' health in words, no notes, no hidden combatants, no GM rolls.
share-who = Who may open the page:
share-this-machine = this machine only
share-network = the local network (phones on the same Wi-Fi)
share-keys-before = Tab switches · Enter starts sharing · Esc closes
share-starting = Starting to share…
share-keys-starting = Esc closes (sharing starts all the same)
share-failed = Sharing could not start: { $why }
share-keys-failed = Tab switches · Enter tries again · Esc closes
share-address = Players' page:
share-reach-here = Only this machine can open it.
share-reach-network = Anyone on the local network can open it: this machine is { $address } there.
share-reach-network-unknown = Anyone on the local network can open it, at this machine's address (none was found: is it connected?).
share-pages = { $count ->
        [0] No page follows the fight yet.
        [one] { $count } page follows the fight.
       *[other] { $count } pages follow the fight.
    }
share-qr-too-small = The terminal is too small for the QR code: enlarge it, or give the players the address above.
share-keys-on = s stops sharing · Esc closes (sharing goes on)
share-status = sharing · { $count ->
        [one] { $count } page
       *[other] { $count } pages
    }
share-stopped = Sharing stopped; { $count ->
        [0] no page was following.
        [one] the page following was told so.
       *[other] the { $count } pages following were told so.
    }
share-unavailable = Sharing with the players is not available in this fray.
share-lost = Sharing could not start: the server gave no answer.

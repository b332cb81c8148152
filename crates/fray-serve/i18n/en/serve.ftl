# The players' page (fray serve).
serve-page = Players' page: { $url }
serve-reach-here = Only this machine can open it (add --lan to share it with the local network).
serve-reach-lan = Anyone on the local network can open it: this machine is { $address } there.
serve-reach-lan-unknown = Anyone on the local network can open it, at this machine's address (none was found: is it connected?).
serve-players-see = Players see only what fray watch shows: enemies' health in words, no notes, no hidden combatants, no GM rolls.
serve-stop-hint = Ctrl-C to stop sharing.
serve-stopped = Sharing stopped; { $count ->
        [0] no page was following.
        [one] the page following was told so.
       *[other] the { $count } pages following were told so.
    }
serve-error-open = Cannot follow the save: { $why }
serve-error-bind = Cannot listen on port { $port }: { $why }
serve-error-random = The system gave no random bytes for the page's secret address: { $why }
serve-error-thread = Cannot start sharing: { $why }

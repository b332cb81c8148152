# fray show for Shadowrun: Anarchy (branch ana-content).
ana-show-title = { $name } ({ $system }) - Turn { $turn } - { $step }
ana-show-narrations = Narrations
ana-show-order = NARRATION ORDER
ana-show-line = init { $init }  { $monitors }  wounds { $wounds }
ana-show-chance = Chance
ana-show-anarchy = Anarchy
ana-show-surveillance = surveillance
ana-show-gm-only = (GM only)

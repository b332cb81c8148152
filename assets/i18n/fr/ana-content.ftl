# fray show pour Shadowrun: Anarchy (branche ana-content).
ana-show-title = { $name } ({ $system }) - Tour { $turn } - { $step }
ana-show-narrations = Narrations
ana-show-order = ORDRE DES NARRATIONS
ana-show-line = init { $init }  { $monitors }  blessures { $wounds }
ana-show-chance = Chance
ana-show-anarchy = Anarchy
ana-show-surveillance = surveillance
ana-show-gm-only = (MJ seul)

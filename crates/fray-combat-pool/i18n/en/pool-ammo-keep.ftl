# The combat pool to the letter (SRP-12, SRP-14, SRP-16).

pool-refuse-multiple-physical = { $who } fires with a physical trigger (semi or auto): at most { $cap ->
    [one] { $cap } bullet or burst
   *[other] { $cap } bullets or bursts
} per action in multiple-shot mode, not { $bullets }; give virtual if the weapon has a virtual trigger
pool-refuse-token-not-drawn = no damage token of value { $value } was drawn (drawn: { $drawn }); keep one of those with token=N, or leave token= out to keep the highest
pool-part-token = the kept damage token (token=N)
pool-ui-field-token = Kept token
pool-ui-hint-token = empty: the highest damage token; else the drawn value the player keeps
pool-summary-keep = Right after an attack that drew several damage tokens: the player keeps the token of value N instead of the highest, and the damage is corrected.
pool-refuse-keep-nothing = the last command is not an attack that drew several damage tokens: keep N follows such an attack
pool-refuse-keep-not-drawn = no damage token of value { $value } was drawn (drawn: { $drawn })
pool-refuse-keep-already = the { $value } is already the kept damage token
pool-narrate-kept-by = { $who } keeps the { $value } (instead of the { $instead }): { $total } damage to { $target }
pool-narrate-kept = the { $value } is kept (instead of the { $instead }): { $total } damage to { $target }
pool-summary-reload = Reloads a weapon: its rounds back to its magazine; magazine=N sets the capacity, or puts a weapon with that magazine on the sheet.
pool-expected-weapon = a weapon (its key on the sheet)
pool-expected-reload-part = a weapon or magazine=N
pool-part-weapon = the weapon (with WEAPON)
pool-part-magazine = the magazine (magazine=N)
pool-refuse-no-such-weapon = { $who } has no weapon { $weapon } on the sheet
pool-refuse-no-tracked-weapon = { $who } has no weapon with a magazine: give one with reload { $who } WEAPON magazine=N
pool-refuse-too-few-rounds = { $who }'s { $weapon } has { $left ->
    [one] { $left } round
   *[other] { $left } rounds
} left, the shot needs { $needed }: reload, or fire fewer
pool-refuse-already-full = { $who }'s { $weapon } is full ({ $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    })
pool-narrate-reloaded = { $who } reloads the { $weapon }: { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
pool-option-burst-rounds = rounds a burst spends in multiple-shot mode with an automatic trigger (tracker default, the text names no number; default 3)
pool-ui-ammo = Ammo
pool-narrate-rounds-left = { $who }'s { $weapon }: { $left ->
    [one] { $left } round
   *[other] { $left } rounds
} left
pool-roll-direction = the scatter direction die
pool-roll-direction-give = direction=N (the die as rolled)
pool-narrate-scattered-toward = { $who }'s throw scatters: { $tokens } → { $metres } m toward { $hour } o'clock{ $beyond }
pool-narrate-scattered-beyond = {" "}(past the target: a rocket may fly over it and on)
pool-option-scatter-die = the scatter direction die (open point: « un dé [...] en suivant les règles d'origine », whose diagram is not in the text), read as a clock face, 12 o'clock straight on past the target, 6 back toward the thrower: d12 the hour (default), d6 every other hour (2, 4 ... 12), off the GM reads it; given as rolled with direction=N
pool-option-key-style-side = style.SIDE
pool-option-style-side = a side's team Style (style.pc, style.ally, style.enemy, style.neutral), over style for that side: « le score de Style de l'équipe ou du tireur »; only the attacker's team throws back, its enemies (optional; default off)
pool-option-expect-side = a side: pc, ally, enemy or neutral
pool-ui-key-reload = combat pool: reload a weapon
pool-ui-key-keep = combat pool: keep another damage token
pool-ui-form-reload = Reload
pool-ui-field-weapon = Weapon
pool-ui-hint-weapon = the weapon's key; empty: the first with a magazine
pool-ui-field-magazine = Magazine
pool-ui-hint-magazine = empty: as on the sheet; else the capacity (puts a weapon on a sheet with none)
pool-ui-form-keep = Keep another damage token
pool-ui-hint-keep = right after the attack: the drawn value the player keeps instead of the highest
pool-ui-form-damage-hit = Damage: { $victim }, hit by { $attacker } ({ $boxes ->
    [one] 1 box already marked
   *[other] { $boxes } boxes already marked
})
pool-ui-form-damage-landed = Damage: { $victim } ({ $boxes ->
    [one] 1 box already marked
   *[other] { $boxes } boxes already marked
})

# A weapon `reload … magazine=N` put on the sheet unnamed (ammo.rs).
pool-ammo-unnamed-weapon = weapon

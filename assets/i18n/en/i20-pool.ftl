# i20-pool: the combat pool to the letter (SRP-12, SRP-14, SRP-16).

pool-refuse-multiple-physical = { $who } fires with a physical trigger (semi or auto): at most { $cap } bullets or bursts per action in multiple-shot mode, not { $bullets } (SRP-14); give virtual if the weapon has a virtual trigger
pool-refuse-token-not-drawn = no damage token of value { $value } was drawn (drawn: { $drawn }); keep one of those with token=N, or leave token= out to keep the highest (SRP-12)
pool-part-token = the kept damage token (token=N)
pool-ui-field-token = Kept token
pool-ui-hint-token = empty: the highest damage token; else the drawn value the player keeps (SRP-12)
pool-summary-keep = Right after an attack that drew several damage tokens: the player keeps the token of value N instead of the highest, and the damage is corrected (SRP-12).
pool-refuse-keep-nothing = the last command is not an attack that drew several damage tokens: keep N follows such an attack (SRP-12)
pool-refuse-keep-not-drawn = no damage token of value { $value } was drawn (drawn: { $drawn }) (SRP-12)
pool-refuse-keep-already = the { $value } is already the kept damage token (SRP-12)
pool-narrate-kept-by = { $who } keeps the { $value } (instead of the { $instead }): { $total } damage to { $target }
pool-narrate-kept = the { $value } is kept (instead of the { $instead }): { $total } damage to { $target }

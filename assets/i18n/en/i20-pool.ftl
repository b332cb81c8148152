# i20-pool: the combat pool to the letter (SRP-12, SRP-14, SRP-16).

pool-refuse-multiple-physical = { $who } fires with a physical trigger (semi or auto): at most { $cap } bullets or bursts per action in multiple-shot mode, not { $bullets } (SRP-14); give virtual if the weapon has a virtual trigger
pool-refuse-token-not-drawn = no damage token of value { $value } was drawn (drawn: { $drawn }); keep one of those with token=N, or leave token= out to keep the highest (SRP-12)
pool-part-token = the kept damage token (token=N)
pool-ui-field-token = Kept token
pool-ui-hint-token = empty: the highest damage token; else the drawn value the player keeps (SRP-12)

## Shadowrun Anarchy

ana-op-01-q = The core test is not described.
ana-op-01-d = the pool is attribute + skill + modifiers as entered; a die succeeds on 5–6 (4–6 with a Chance point before the roll); an opposed test compares successes; an attack’s tie hits, a counterspell against an effect spell’s too (« Contrer un sort d’effet est une action d’attaque »); any other tie, a Hacking test’s included, has no effect.
ana-op-02-q = Anarchy point budgets are not given in this text.
ana-op-02-d = each player starts a session with 3, at most 5; the GM’s pool starts at one point per player; the GM awards points by hand.
ana-op-03-q = Chance and the glitch die.
ana-op-03-d = a Chance point before the roll also makes the glitch die succeed on 4 (an exploit still needs 5–6); one after the roll rolls every die again, the glitch die included.
ana-op-04-q = Anarchy initiative dice when initiative is rolled again per combat or per Turn.
ana-op-04-d = rolled once, their total added to every re-roll until the Scene ends.
ana-op-05-q = NPC groups.
ana-op-05-d = one initiative entry, with a condition monitor per member.
ana-op-06-q = The alternative drain rule.
ana-op-06-d = the main rule: the Amp’s complication dice; the alternative, when chosen, is 1 stun box per complication on any magic test.
ana-op-07-q = A sprite’s category for technodrain.
ana-op-07-d = the GM picks minor, normal or major: 1, 3 or 6 complication dice.
ana-op-08-q = « Tie-break by Chance »: the attribute or the points left?
ana-op-08-d = the Chance attribute.
ana-op-09-q = Marks a winning hack places: the text gives how many a target needs (« une seule mark est nécessaire pour pouvoir accéder à un objet matriciel »), not how many one success brings.
ana-op-09-d = one mark per winning Hacking test with the word mark, up to 3.
ana-op-09-how = marks WHO TARGET N sets the marks held by hand
ana-op-10-q = What a roll that is rolled again leaves behind: « un joueur peut décider de relancer tous les dés ».
ana-op-10-d = reroll VERB … spends the Chance point and rolls that test again, every die; what the first roll already changed (drain, a mark, a spell dispelled) stays, so undo it first when the new result replaces it.
ana-op-10-how = undo, then reroll VERB …
ana-op-11-q = Whom the GM’s reorder moves: « changer l’ordre des Narrations des joueurs pour un Tour ».
ana-op-11-d = the whole Turn, players and NPCs, at its start before anything is played in its first Narration; naming the players alone swaps them among their own places.
ana-op-11-how = reorder NAME… naming the players alone
ana-op-12-q = What a combat is within a Scene: « l’initiative peut être déterminée au début de chaque combat ».
ana-op-12-d = under initiative-timing combat, a combat starts with the first Turn and with any Turn after one that left no opponent standing: everyone rolls again then.
ana-op-13-q = Which Narrations a reboot takes: « Cela prend trois Narrations pendant lesquelles toute action matricielle est impossible ».
ana-op-13-d = the hacker’s own three Narrations, the one of the reboot included; the surveillance score goes back to 0 when the third ends.
ana-op-14-q = Who takes Narrations: « Chaque joueur lance 2D6 […] Les PNJ calculent leur score d’initiative de la même façon ».
ana-op-14-d = the characters only: a neutral with neither Agility nor Logic is a thing (a Matrix object, a camera), hacked or aimed at, and rolls no initiative.
ana-op-14-how = give it Agility or Logic (set NAME agi=N) to make it act

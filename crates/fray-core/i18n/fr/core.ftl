# La langue elle-même : son nom, et le choix sur l’écran d’accueil.
language-switched = Langue : { $name }

# Une erreur après ce que fray faisait : « création de FICHIER : CAUSE ».
error-context = { $context } : { $cause }

# Un fichier que fray ne fait que consulter (fray.toml, et une fois les anciens fray.conf et keys.conf) et qui n’est pas un fichier ordinaire (crates/fray-core/src/regular_file.rs).
regular-file-not-one = { $kind ->
    [dir] un dossier, pas un fichier ordinaire
    [fifo] un tube nommé, pas un fichier ordinaire
    [device] un périphérique, pas un fichier ordinaire
    [socket] une socket, pas un fichier ordinaire
   *[other] pas un fichier ordinaire
}
regular-file-ignored = { $path } : { $why } ; ignoré, réglages par défaut utilisés
log-joins-hidden = { $joins }, caché aux joueurs
log-hidden = les joueurs ne voient plus { $who }
log-revealed = les joueurs voient désormais { $who }
rule-already-hidden = les joueurs ne voient déjà plus { $who }
rule-not-hidden = les joueurs voient déjà { $who }
rule-reveal-on-act-value = l’option révéler-en-agissant vaut oui ou non, pas « { $value } »
frcli-option-reveal-on-act = un combattant caché est révélé à sa première action ou attaque : oui (par défaut) ou non
script-summary-hide = Cache des combattants aux joueurs : aucune vue des joueurs ne les nomme ni ne les compte avant qu’ils soient révélés.
script-summary-reveal = Révèle aux joueurs des combattants cachés.
players-someone = quelqu’un
players-appears = { $who } apparaît
rule-npc-declarations-value = l’option déclarations-pnj vaut secrètes ou publiques, pas « { $value } »
frcli-option-npc-declarations = la déclaration d’un PNJ, quand le MJ ne dit ni secret ni public : secrètes (par défaut, les joueurs voient qu’il a déclaré, pas quoi) ou publiques
log-declares-secret = { $who } déclare en secret : { $intent }
players-declared-secret = { $who } a déclaré (en secret)
players-declaration-secret = (secrète)
declaration-secret-sign = { $intent } (secrète)
rule-sync-in-fight = un combat se reprend dans sa campagne, pas dans un autre combat
rule-not-between-fights = cette commande est pour un combat ; une campagne tient les fiches, l’équipement, les blessures et le repos de ses personnages
rule-party-unread = la campagne n’a pas été lue : donnez son nom, tel que `fray campaign list` l’affiche
rule-party-already = le groupe de « { $campaign } » est déjà dans ce combat
rule-party-empty = la campagne « { $campaign } » n’a pas encore de personnage joueur
rule-sync-already = le combat « { $fight } » est déjà repris tel qu’il est : rien ne change
rule-sync-gone = { $who } n’est plus dans la campagne : annulez son retrait dans la campagne, ou reprenez le combat sans ce personnage
rule-sync-unread = le combat n’a pas été lu : donnez son nom ou son fichier, tel que `fray list` l’affiche
campaign-not-a-campaign = { $file } est un combat, pas une campagne
campaign-not-found = aucune campagne ne s’appelle « { $name } » : `fray campaign list` les montre, `fray campaign new` en crée une
campaign-other-system = la campagne « { $campaign } » se joue avec { $theirs }, et ce combat avec { $ours }
campaign-fight-not-found = aucun combat ne s’appelle « { $name } » : donnez son nom ou son fichier, tel que `fray list` l’affiche
campaign-fight-not-ours = le groupe du combat « { $fight } » ne vient pas de cette campagne

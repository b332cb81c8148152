# Les campagnes à l’écran : les groupes et le formulaire de l’écran d’accueil, le report.
tui-action-new-in-campaign = nouvelle rencontre avec l’équipe d’une campagne
tui-action-write-back = reporter la rencontre dans sa campagne
tui-start-form-campaign = Campagne
tui-start-form-no-campaign = aucune
tui-start-no-campaign-heading = Rencontres hors campagne
tui-start-no-campaign = Pas encore de campagne dans le dossier des sauvegardes : fray campaign new en crée une
tui-start-campaign-heading = Campagne « { $name } » · { $fights ->
    [0] aucune rencontre pour l’instant
    [one] { $fights } rencontre
   *[other] { $fights } rencontres
}
tui-start-campaign-gone = Le fichier de la campagne « { $name } » n’est plus dans le dossier des campagnes
tui-writeback-title = Reporter dans la campagne
tui-writeback-keys = o/Entrée : reporter · n/Échap : laisser · ↑↓ défile
tui-writeback-close = une touche ferme
tui-writeback-no-campaign = L’équipe de cette rencontre ne vient d’aucune campagne : rien à reporter
tui-writeback-intro = Reporter « { $fight } » dans « { $campaign } » change { $pcs ->
    [one] { $pcs } PJ
   *[other] { $pcs } PJ
} :
tui-writeback-nothing = Reporter ne change rien dans « { $campaign } » : l’équipe est telle que la campagne la garde.
tui-writeback-already = Cette rencontre est déjà reportée dans « { $campaign } » : rien ne change.
tui-writeback-failed = Rien n’est écrit dans « { $campaign } » : { $why }
tui-writeback-done = Reporté dans « { $campaign } » : { $pcs ->
    [one] { $pcs } PJ changé
   *[other] { $pcs } PJ changés
}.
tui-writeback-was = − { $line }
tui-writeback-now = + { $line }

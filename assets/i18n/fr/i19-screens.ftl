# i19-screens : le bandeau de résultat, l’aide, la ligne d’état et les petites corrections d’écran.

i19s-result-more = { $rows ->
    [one] … encore 1 ligne : { $key } sur le journal l’agrandit
   *[other] … encore { $rows } lignes : { $key } sur le journal l’agrandit
}

i19s-rolled-one = jet de { $notation } : { $total }
i19s-rolled-one-for = jet de { $notation } pour { $purpose } : { $total }

i19s-cor-harm-none = ni Blessure ni Fatigue
i19s-cor-harm-wound = +{ $n } Blessure
i19s-cor-harm-fatigue = +{ $n } Fatigue

i19s-reaction-now = { $base } (actuellement { $now })

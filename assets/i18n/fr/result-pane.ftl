# Screens : le bandeau de résultat, l’aide, la ligne d’état et les petites corrections d’écran.

screen-result-more = { $rows ->
    [one] … encore { $rows } ligne : { $key } sur le journal l’agrandit
   *[other] … encore { $rows } lignes : { $key } sur le journal l’agrandit
}

screen-rolled-one = jet de { $notation } : { $total }
screen-rolled-one-for = jet de { $notation } pour { $purpose } : { $total }

screen-cor-harm-none = ni Blessure ni Fatigue
screen-cor-harm-wound = +{ $n } Blessure
screen-cor-harm-fatigue = +{ $n } Fatigue

screen-reaction-now = { $base } (actuellement { $now })

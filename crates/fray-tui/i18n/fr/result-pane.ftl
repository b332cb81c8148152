# Screens : le bandeau de résultat, l’aide, la ligne d’état et les petites corrections d’écran.

screen-result-more = { $rows ->
    [one] … encore { $rows } ligne : { $key } sur le journal l’agrandit
   *[other] … encore { $rows } lignes : { $key } sur le journal l’agrandit
}

screen-reaction-now = { $base } (actuellement { $now })

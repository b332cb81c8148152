screen-cor-harm-none = ni Blessure ni Fatigue
screen-cor-harm-wound = +{ $n } Blessure
screen-cor-harm-fatigue = +{ $n } Fatigue

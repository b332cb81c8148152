screen-cor-harm-none = no Wound or Fatigue
screen-cor-harm-wound = +{ $n } Wound
screen-cor-harm-fatigue = +{ $n } Fatigue

# Issue 20 : ce que calculent les règles de Polaris, montré (POL-35, POL-19, POL-11, POL-OP-13, POL-OP-17).

## Transcript (polaris/transcript/narrate.rs)
pol-risks = risques : { $risks }
pol-risk-sequelae = séquelles
pol-risk-infection = infection
pol-risk-overexertion = suractivité

## Detail pane (polaris/screens/detail.rs)
pol-detail-risks = Risques

## Options (polaris/options.rs)
pol-option-desc-destroyed-limb-malus = malus d’un membre détruit (POL-OP-13, le texte n’en donne pas pour « Membre détruit » ; -10 par défaut, celui des blessures mortelles)

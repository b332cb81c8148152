# Issue 20 : ce que calculent les règles de Polaris, montré (POL-35, POL-19, POL-11, POL-OP-13, POL-OP-17).

## Transcript (polaris/transcript/narrate.rs)
pol-risks = risques : { $risks }
pol-risk-sequelae = séquelles
pol-risk-infection = infection
pol-risk-overexertion = suractivité

## Detail pane (polaris/screens/detail.rs)
pol-detail-risks = Risques

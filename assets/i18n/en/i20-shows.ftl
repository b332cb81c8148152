# Issue 20: what the Polaris rules compute, shown (POL-35, POL-19, POL-11, POL-OP-13, POL-OP-17).

## Transcript (polaris/transcript/narrate.rs)
pol-risks = risks: { $risks }
pol-risk-sequelae = sequelae
pol-risk-infection = infection
pol-risk-overexertion = overexertion

## Detail pane (polaris/screens/detail.rs)
pol-detail-risks = Risks

## Options (polaris/options.rs)
pol-option-desc-destroyed-limb-malus = malus a destroyed limb counts (POL-OP-13: the text gives "Membre détruit" none; default -10, Mortal's)

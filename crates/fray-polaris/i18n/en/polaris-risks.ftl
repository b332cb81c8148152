# What the Polaris rules compute, shown (POL-35, POL-19, POL-11, POL-OP-13, POL-OP-17).

## Transcript (polaris/transcript/narrate.rs)
pol-risks = risks: { $risks }
pol-risk-sequelae = sequelae
pol-risk-infection = infection
pol-risk-overexertion = overexertion

## Detail pane (polaris/screens/detail.rs)
pol-detail-risks = Risks

## Options (polaris/options.rs)
pol-option-desc-destroyed-limb-malus = malus a destroyed limb counts (the text gives "Membre détruit" none; default -10, Mortal's)

## Initiative at or below 0 (polaris/transcript/narrate.rs, POL-19)
pol-no-phase = { $who } has no action phase: initiative { $initiative }, and the phases run from the highest initiative down to 1
pol-warn-no-phase = warning: { $who } acts at initiative { $initiative }, below the last phase
pol-option-desc-zero-initiative = a marker at initiative 0 or below (the text gives no phase below 1; default skip, act lets it act last with a warning)
pol-option-expect-zero-initiative = skip or act

## Automatic failure (polaris/transcript/narrate.rs, POL-11, POL-OP-17)
pol-test-automatic = { $who } tests { $what }: chance { $chance }{ $terms }: automatic failure, no margin
pol-test-chance-automatic = { $who } tests a chance of { $chance }{ $terms }: automatic failure, no margin
pol-opposed-both-failed = both failed: nobody wins (the GM decides what happens)

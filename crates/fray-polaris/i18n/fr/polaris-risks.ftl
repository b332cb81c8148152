# Ce que calculent les règles de Polaris, montré (POL-35, POL-19, POL-11, POL-OP-13, POL-OP-17).

## Transcript (polaris/transcript/narrate.rs)
pol-risks = risques : { $risks }
pol-risk-sequelae = séquelles
pol-risk-infection = infection
pol-risk-overexertion = suractivité

## Detail pane (polaris/screens/detail.rs)
pol-detail-risks = Risques

## Options (polaris/options.rs)
pol-option-desc-destroyed-limb-malus = malus d’un membre détruit (le texte n’en donne pas pour « Membre détruit » ; -10 par défaut, celui des blessures mortelles)

## Initiative at or below 0 (polaris/transcript/narrate.rs, POL-19)
pol-no-phase = { $who } n’a pas de phase d’action : Initiative { $initiative }, et les phases vont de l’Initiative la plus élevée à 1
pol-warn-no-phase = attention : { $who } agit à l’Initiative { $initiative }, sous la dernière phase
pol-option-desc-zero-initiative = marqueur à l’Initiative 0 ou moins (le texte ne donne pas de phase sous 1 ; passe par défaut, agit le fait agir en dernier avec un avertissement)
pol-option-expect-zero-initiative = passe ou agit

## Automatic failure (polaris/transcript/narrate.rs, POL-11, POL-OP-17)
pol-test-automatic = { $who } teste { $what } : chances { $chance }{ $terms } : échec automatique, sans marge
pol-test-chance-automatic = { $who } teste une chance de { $chance }{ $terms } : échec automatique, sans marge
pol-opposed-both-failed = échec des deux côtés : personne ne l’emporte (le MJ décide de la suite)

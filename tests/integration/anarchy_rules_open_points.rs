//! `fray rules sr-anarchy` lists every reading fray makes where the French text is silent,
//! and every changed default, with the French sentence it rests on, in both languages.

use crate::common;

use common::anarchy_script::Scene;

/// The open points fray adds (ANA-OP-09 to ANA-OP-14) and the French sentence each
/// quotes, and ANA-OP-01's counterspell tie.
const QUOTED: [(&str, &str); 7] = [
    (
        "ANA-OP-01",
        "Contrer un sort d’effet est une action d’attaque",
    ),
    (
        "ANA-OP-09",
        "une seule mark est nécessaire pour pouvoir accéder à un objet matriciel",
    ),
    (
        "ANA-OP-10",
        "un joueur peut décider de relancer tous les dés",
    ),
    (
        "ANA-OP-11",
        "changer l’ordre des Narrations des joueurs pour un Tour",
    ),
    (
        "ANA-OP-12",
        "l’initiative peut être déterminée au début de chaque combat",
    ),
    (
        "ANA-OP-13",
        "Cela prend trois Narrations pendant lesquelles toute action matricielle est impossible",
    ),
    (
        "ANA-OP-14",
        "Les PNJ calculent leur score d’initiative de la même façon",
    ),
];

#[test]
fn the_rules_list_each_new_open_point_with_the_french_sentence_it_rests_on() {
    for lang in ["en", "fr"] {
        let scene = Scene::in_lang(lang);
        let out = scene.fray(&["rules", "sr-anarchy"], "");
        assert!(out.status.success());
        // The listing wraps long lines: compare with the line breaks and indents gone.
        let text = String::from_utf8_lossy(&out.stdout)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        for (id, quote) in QUOTED {
            let label = common::cli::open_point_label(fray::systems::anarchy::ID, id);
            assert!(
                text.contains(&format!("{label} ")),
                "{lang}: no {id} ({label})"
            );
            assert!(!text.contains(id), "{lang}: {id} shown to the GM");
            assert!(
                text.contains(quote),
                "{lang}: {id} does not quote « {quote} »"
            );
        }
        assert!(!text.contains("ana-op-"), "{lang}: a catalog key shows");
    }
}

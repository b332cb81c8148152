//! A French GM plays the combat-pool house rule: combatants added by a template's French
//! word are named in French and answer to it, as the GM typed them.

use crate::common;

use common::cli::{new_fight, run_script, stdout_of};

/// The bestiary's French names (« Garde », « Sergent de la sécurité »): `ajoute 2 garde`
/// makes « Garde 1 » and « Garde 2 », whom the GM then names `garde-1`, and `ajoute
/// sergent` a « Sergent de la sécurité »; no English name (« Guard 1 », « Security
/// sergeant ») on the roster or in the log.
#[test]
fn combatants_added_by_a_french_template_word_are_named_in_french() {
    let (saves, config) = new_fight("fr", "sr-combat-pool", "quai");
    let script = "ajoute Kestrel pj comme samourai-des-rues\n\
        ajoute 2 garde\n\
        ajoute sergent\n\
        début\n\
        dégâts garde-1 3\n";
    let run = run_script(saves.path(), config.path(), "fr", "quai", script);
    assert!(
        run.contains("Garde 1 rejoint le combat (ennemi, d’après Garde)"),
        "{run}"
    );
    assert!(
        run.contains("Sergent de la sécurité rejoint le combat"),
        "{run}"
    );
    assert!(
        run.contains("Garde 1\u{a0}: 3 cases cochées au moniteur physique"),
        "{run}"
    );
    let show = stdout_of(saves.path(), config.path(), "fr", &["show", "quai"]);
    assert!(
        !show.contains("Guard") && !show.contains("Security sergeant"),
        "{show}"
    );
}

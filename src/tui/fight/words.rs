//! What the `:` line completes after the verb.

use crate::script;
use crate::session::Session;

/// Words the `:` line completes after the verb: names, skills, sides, templates, and the
/// system's own words (Polaris: locations, severities, difficulty words; combat pool: its
/// keywords, such as ranges, stress levels and damage kinds).
pub fn completion_words(session: &Session) -> Vec<String> {
    let state = session.timeline().state();
    let mut words: Vec<String> = state.combatants.iter().map(|c| c.slug()).collect();
    for c in &state.combatants {
        words.extend(c.skills.keys().cloned());
    }
    if state.system == crate::systems::polaris::ID {
        words.extend(
            crate::systems::polaris::wounds::LOCATION_KEYS
                .iter()
                .map(|s| s.to_string()),
        );
        words.extend(
            crate::systems::polaris::wounds::SEVERITY_KEYS
                .iter()
                .map(|s| s.to_string()),
        );
        words.extend(
            crate::systems::polaris::difficulty::SCALE
                .iter()
                .map(|r| r.key.to_string()),
        );
    } else {
        words.extend(
            script::keywords_in(state.system)
                .iter()
                .map(|s| s.to_string()),
        );
    }
    words.extend(crate::model::Side::ALL.iter().map(|s| s.word().to_string()));
    words.extend(
        crate::rules::system(state.system)
            .bestiary()
            .templates
            .iter()
            .map(|t| t.key.clone()),
    );
    words.sort();
    words.dedup();
    words
}

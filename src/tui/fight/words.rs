//! What the `:` line completes after the verb.

use crate::session::Session;

/// Words the `:` line completes after the verb: names, skills, locations, severities,
/// difficulty words, sides, templates.
pub fn completion_words(session: &Session) -> Vec<String> {
    let state = session.timeline().state();
    let mut words: Vec<String> = state.combatants.iter().map(|c| c.slug()).collect();
    for c in &state.combatants {
        words.extend(c.skills.keys().cloned());
    }
    words.extend(
        crate::rules::polaris::wounds::LOCATION_KEYS
            .iter()
            .map(|s| s.to_string()),
    );
    words.extend(
        crate::rules::polaris::wounds::SEVERITY_KEYS
            .iter()
            .map(|s| s.to_string()),
    );
    words.extend(
        crate::rules::polaris::difficulty::SCALE
            .iter()
            .map(|r| r.key.to_string()),
    );
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

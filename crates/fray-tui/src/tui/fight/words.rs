//! What the `:` line completes after the verb.

use crate::session::Session;

/// Words the `:` line completes after the verb: names, skills, sides, templates, and the
/// system's own words (`SystemScreens::completion_words`: locations, ranges, levels...).
pub fn completion_words(session: &Session) -> Vec<String> {
    let state = session.timeline().state();
    let mut words: Vec<String> = state.combatants.iter().map(|c| c.slug()).collect();
    for c in &state.combatants {
        words.extend(c.skills.keys().cloned());
    }
    words.extend(crate::tui::system::screens(state.system).completion_words(state));
    words.extend(crate::model::Side::ALL.iter().map(|s| s.word().to_string()));
    words.extend(
        crate::rules::system(state.system)
            .bestiary()
            .templates
            .iter()
            .map(|t| t.key_shown().to_string()),
    );
    words.sort();
    words.dedup();
    words
}

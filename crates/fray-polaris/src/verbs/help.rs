//! The Polaris help topics besides its verbs: `help difficulty` (POL-03).

use crate::difficulty::SCALE;
use crate::script::Topic;

/// The topics: the difficulty words.
pub(super) const TOPICS: &[Topic] = &[Topic {
    name: "difficulty",
    aliases: &[
        "difficulties",
        "difficulté",
        "difficultés",
        "difficulte",
        "difficultes",
    ],
    hint: "help difficulty lists the difficulty words",
    text: difficulties,
}];

/// The difficulty words, their French labels and modifiers.
fn difficulties() -> String {
    let mut out = format!("{}\n", crate::t!("pol-help-difficulty-head"));
    for row in SCALE {
        out.push_str(&format!(
            "  {:<18} {:<22} {:+}\n",
            row.key, row.label_fr, row.modifier
        ));
    }
    out.push_str(&format!("{}\n", crate::t!("pol-help-difficulty-number")));
    out
}

#[cfg(test)]
#[path = "help_tests.rs"]
mod tests;

//! The canonical text of the Anarchy commands: `parse_in(ID, &format(c))` gives `c` back.

use crate::script::{Words, quote, word};

use super::super::command::{Against, AnarchyCommand as C};
use super::words::reserved;

/// A name as it must be typed in an Anarchy line.
fn name(text: &str) -> String {
    if reserved(text) { quote(text) } else { word(text) }
}

/// Writes a command's line: its verb, then its words.
pub(super) fn format(w: &mut Words, command: &C) {
    match command {
        C::Test {
            who,
            dice,
            against,
            glitch,
            complications,
            chance,
        } => {
            w.bare("test");
            w.bare(name(who));
            w.bare(dice.to_string());
            match against {
                Some(Against::Defense(n)) => w.bare(format!("vs {n}")),
                Some(Against::Opposed(n)) => w.bare(format!("opposed {n}")),
                Some(Against::Threshold(n)) => w.bare(format!("threshold {n}")),
                None => w,
            };
            if *glitch {
                w.bare("glitch");
            }
            if *complications > 0 {
                w.bare(format!("complications {complications}"));
            }
            if *chance {
                w.bare("chance");
            }
        }
        C::Arcane(c) => super::super::arcane::verbs_format::format(w, c),
        C::Initiative { who, anarchy } => {
            w.bare("initiative");
            w.bare(name(who));
            if *anarchy > 0 {
                w.bare(format!("anarchy {anarchy}"));
            }
        }
    }
}

//! The wording of an export that is not the transcript's own (which is `narrate.rs`):
//! headings, the document's first lines, the outcome, and dates.

use crate::model::Step;

/// The line naming the rule system.
pub fn rules_line(title: &str, key: &str) -> String {
    format!("- Rules: {title} ({key})")
}

/// The line giving the creation date.
pub fn created_line(date: &str) -> String {
    format!("- Created: {date}")
}

/// The line giving the number of rounds fought.
pub fn rounds_line(rounds: u32) -> String {
    format!("- Rounds: {rounds}")
}

/// The line giving how many records the export covers.
pub fn records_line(exported: usize, total: usize) -> String {
    if exported == total {
        format!("- Commands: {total}")
    } else {
        format!("- Commands: the first {exported} of {total}")
    }
}

/// The line saying a players' version leaves things out.
pub const PLAYERS_LINE: &str = "- Players' version: no GM notes, free rolls or secret tests; \
    enemies and bystanders show what they did and how hurt they look, not their dice or sheets";

/// The heading of what happened before round 1.
pub const SETUP: &str = "## Setup";

/// The heading of one round.
pub fn round(round: u32) -> String {
    format!("## Round {round}")
}

/// The heading of a fight without rounds, from its start to its end.
pub const FIGHT: &str = "## The fight";

/// The heading of what happened after the fight ended.
pub const AFTER: &str = "## After the fight";

/// The heading of the declarations.
pub const DECLARATIONS: &str = "### Declarations (slowest first)";

/// The heading of the actions.
pub const ACTIONS: &str = "### Actions (fastest first)";

/// The heading of the end of a round.
pub const ROUND_END: &str = "### End of round";

/// The heading of one turn in the actions: its phase and who acts (already escaped).
pub fn turn(phase: i32, name: &str) -> String {
    format!("#### Phase {phase}: {name}")
}

/// What starts the bullet of a round's initiative.
pub const INITIATIVE: &str = "Initiative: ";

/// How a command that was undone later is marked (its text is struck through).
pub fn undone(text: &str) -> String {
    format!("~~{text}~~ (undone)")
}

/// How an undo or redo is shown.
pub fn history(text: &str) -> String {
    format!("*{text}*")
}

/// The heading of the outcome.
pub const OUTCOME: &str = "## Outcome";

/// Where the fight stands at the end of the export.
pub fn standing(round: u32, step: Step, phase: Option<i32>) -> String {
    let step = match step {
        Step::Setup => "the fight has not started".to_string(),
        Step::Declaration => format!("round {round}, declarations"),
        Step::Resolution => match phase {
            Some(p) => format!("round {round}, actions at phase {p}"),
            None => format!("round {round}, actions"),
        },
        Step::RoundEnd => format!("round {round}, everyone has acted"),
        Step::Ended => format!("the fight is over after {round} round(s)"),
    };
    format!("At the end of this transcript: {step}.")
}

/// Where a fight without rounds stands at the end of the export.
pub fn standing_roundless(step: Step) -> String {
    let step = match step {
        Step::Setup => "the fight has not started",
        Step::Ended => "the fight is over",
        Step::Declaration | Step::Resolution | Step::RoundEnd => "the fight goes on",
    };
    format!("At the end of this transcript: {step}.")
}

/// Out of the fight by the monitors, bold: `**dying**`.
pub fn down(word: &str) -> String {
    format!("**{word}**")
}

/// A condition monitor's boxes: `physical 6/11`, `physical 10/10 +8 overflow`.
pub fn monitor(name: &str, filled: u16, boxes: u16, overflow: u16) -> String {
    if overflow > 0 {
        format!("{name} {filled}/{boxes} +{overflow} overflow")
    } else {
        format!("{name} {filled}/{boxes}")
    }
}

/// The outcome when nobody is on the roster.
pub const NOBODY: &str = "Nobody is on the roster.";

/// A combatant who is unhurt.
pub const UNHURT: &str = "unhurt";

/// A combatant's worst wound.
pub fn worst_wound(severity: &str) -> String {
    format!("worst wound {severity}")
}

/// A dead combatant.
pub const DEAD: &str = "**dead**";

/// Destroyed limbs.
pub fn destroyed(limbs: &str) -> String {
    format!("destroyed: {limbs}")
}

/// One location's checked boxes, e.g. `body: light 3/3, medium 1/2`.
pub fn location_wounds(location: &str, rows: &str) -> String {
    format!("{location}: {rows}")
}

/// One severity row's checked boxes.
pub fn wound_row(severity: &str, checked: u8, boxes: u8) -> String {
    format!("{severity} {checked}/{boxes}")
}

/// A sub-bullet listing the wounds.
pub fn wounds(list: &str) -> String {
    format!("wounds: {list}")
}

/// A sub-bullet listing the conditions.
pub fn conditions(list: &str) -> String {
    format!("conditions: {list}")
}

/// One condition, with its value and what ends it.
pub fn condition(name: &str, value: Option<i32>, until: &str) -> String {
    match value {
        Some(v) => format!("{name} {v:+} ({until})"),
        None => format!("{name} ({until})"),
    }
}

/// A sub-bullet with the GM's note.
pub fn note(text: &str) -> String {
    format!("note: {text}")
}

/// One countdown's line.
pub fn countdown(label: &str, left: i32, max: i32) -> String {
    format!("countdown {label}: {left}/{max} attempts left")
}

/// A Unix time (seconds) as a UTC date and time, e.g. `2026-11-19 08:21 UTC`.
pub fn utc(seconds: u64) -> String {
    let days = i64::try_from(seconds / 86_400).unwrap_or(i64::MAX / 2);
    let rest = seconds % 86_400;
    let (year, month, day) = crate::calendar::civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        rest / 3600,
        rest % 3600 / 60
    )
}

#[cfg(test)]
mod tests {
    use super::utc;

    #[test]
    fn utc_dates_match_known_instants() {
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(utc(1_795_258_865), "2026-11-21 11:01 UTC");
        assert_eq!(utc(4_102_444_799), "2099-12-31 23:59 UTC");
    }

    #[test]
    fn utc_never_panics_on_huge_times() {
        assert!(utc(u64::MAX).ends_with("UTC"));
    }
}

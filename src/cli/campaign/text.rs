//! The words of `fray campaign` and `fray new --campaign`, in the GM's language (the
//! catalog's `cli-campaign-` messages). Names and paths come in raw: the caller escapes
//! the whole line ([`crate::safe_text::escape`]), or `main` escapes an error.

use std::path::Path;

use crate::model::SystemId;
use crate::t;

/// A system's title, as `fray rules` gives it.
fn title(system: SystemId) -> &'static str {
    crate::rules::system(system).title()
}

/// The source named in a refusal of `fray campaign do` (`campaign do:2: error: …`).
pub(super) fn arguments_source() -> String {
    t!("cli-campaign-do-source")
}

/// `fray campaign new` refused: the campaign's file exists.
pub(super) fn exists(name: &str, path: &Path) -> String {
    t!(
        "cli-campaign-exists",
        name = name,
        path = path.display().to_string()
    )
}

/// What fray was doing when creating a file or folder failed.
pub(super) fn creating(path: &Path) -> String {
    t!("cli-creating", path = path.display().to_string())
}

/// `fray campaign new` done.
pub(super) fn created(name: &str, system: SystemId, path: &Path) -> String {
    crate::safe_text::escape(&t!(
        "cli-campaign-created",
        name = name,
        system = title(system),
        path = path.display().to_string()
    ))
}

/// What to do after `fray campaign new`.
pub(super) fn next_steps(key: &str) -> String {
    crate::safe_text::escape(&t!(
        "cli-campaign-next",
        add = format!("fray campaign do {key} 'add NAME pc …'"),
        fight = format!("fray new --campaign {key} FIGHT")
    ))
}

/// A fight's `-r` is not the campaign's system.
pub(super) fn other_system(name: &str, theirs: SystemId, asked: SystemId) -> String {
    t!(
        "cli-campaign-other-system",
        name = name,
        theirs = title(theirs),
        asked = title(asked)
    )
}

/// A campaign with no one to bring to a fight yet.
pub(super) fn no_party(name: &str, key: &str) -> String {
    t!(
        "cli-campaign-no-party",
        name = name,
        add = format!("fray campaign do {key} 'add NAME pc …'")
    )
}

/// The first line of `fray campaign show`.
pub(super) fn heading(name: &str, system: SystemId, path: &Path) -> String {
    t!(
        "cli-campaign-heading",
        name = name,
        system = title(system),
        path = path.display().to_string()
    )
}

/// The heading of the fights, with their count.
pub(super) fn fights_heading(count: usize) -> String {
    t!("cli-campaign-fights", count = count)
}

/// A fight not written back yet.
pub(super) fn not_written_back() -> String {
    t!("cli-campaign-not-written-back")
}

/// A fight written back up to its record `through`.
pub(super) fn written_back(through: u64) -> String {
    t!("cli-campaign-written-back", through = through)
}

/// A fight written back up to `through`, played on for `more` records since.
pub(super) fn written_back_with_more(through: u64, more: u64) -> String {
    t!(
        "cli-campaign-written-back-more",
        through = through,
        more = more
    )
}

/// One fight of `fray campaign show`.
pub(super) fn fight_line(name: &str, file: &str, state: &str) -> String {
    t!(
        "cli-campaign-fight-line",
        name = name,
        file = file,
        state = state
    )
}

/// `fray campaign list` with no campaign.
pub(super) fn none_yet(dir: &str) -> String {
    t!("cli-campaign-none", dir = dir)
}

/// The heading of `fray campaign list`.
pub(super) fn list_heading() -> [String; 6] {
    [
        t!("cli-campaign-heading-name"),
        t!("cli-campaign-heading-system"),
        t!("cli-campaign-heading-party"),
        t!("cli-campaign-heading-fights"),
        t!("cli-campaign-heading-changed"),
        t!("cli-campaign-heading-path"),
    ]
}

/// A campaign file `fray campaign list` could not read, and why.
pub(super) fn unreadable(problem: &str) -> String {
    t!("cli-campaign-unreadable", problem = problem)
}

/// `fray campaign sync` on a fight with no party from a campaign.
pub(super) fn fight_without_party(fight: &str) -> String {
    t!("cli-campaign-sync-no-party", fight = fight)
}

/// `fray campaign sync`: the fight's campaign file is not there any more.
pub(super) fn campaign_gone(name: &str, path: &Path) -> String {
    t!(
        "cli-campaign-sync-gone",
        name = name,
        path = path.display().to_string()
    )
}

/// `fray campaign sync` on a fight written back up to its last record.
pub(super) fn already_written_back(fight: &str, campaign: &str) -> String {
    crate::safe_text::escape(&t!(
        "cli-campaign-sync-already",
        fight = fight,
        campaign = campaign
    ))
}

/// `fray campaign sync` on a fight that changed no one.
pub(super) fn nothing_changes(fight: &str, campaign: &str) -> String {
    crate::safe_text::escape(&t!(
        "cli-campaign-sync-nothing",
        fight = fight,
        campaign = campaign
    ))
}

/// Before the changes, PC by PC.
pub(super) fn changes_heading(fight: &str, campaign: &str) -> String {
    crate::safe_text::escape(&t!(
        "cli-campaign-sync-changes",
        fight = fight,
        campaign = campaign
    ))
}

/// A sheet line as the campaign has it.
pub(super) fn before_line(line: &str) -> String {
    t!("cli-campaign-sync-before", line = line)
}

/// The same line as the fight left it.
pub(super) fn after_line(line: &str) -> String {
    t!("cli-campaign-sync-after", line = line)
}

/// The GM said no.
pub(super) fn nothing_written() -> String {
    t!("cli-campaign-sync-not-written")
}

/// No terminal to ask on, and no `--yes`.
pub(super) fn needs_yes() -> String {
    t!("cli-campaign-sync-needs-yes")
}

/// The question, on a terminal.
pub(super) fn question() -> String {
    t!("cli-campaign-sync-question")
}

/// Whether the GM's answer is yes, in their language (English words always count).
pub(super) fn is_yes(answer: &str) -> bool {
    let answer = answer.to_lowercase();
    ["y", "yes"].contains(&answer.as_str())
        || t!("cli-campaign-sync-yes-words")
            .split(',')
            .any(|word| word.trim() == answer)
}

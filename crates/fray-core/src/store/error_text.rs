//! The words of [`StoreError`] and [`LineProblem`], from the catalog (`store-` messages):
//! every message names the file, and says what the GM can do.

use std::fmt;

use super::cause::Cause;
use super::error::{LineProblem, StoreError};
use super::path_check::Detachment;
use super::paths::shell_word;
use crate::t;

/// What is wrong with one line of a save.
pub(super) fn line_problem(problem: &LineProblem, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let text = match problem {
        LineProblem::Empty => t!("store-line-empty"),
        LineProblem::TooLong { limit } => t!("store-line-too-long", limit = limit.to_string()),
        LineProblem::Unterminated => t!("store-line-unterminated"),
        LineProblem::NoChecksum => t!("store-line-no-checksum"),
        LineProblem::BadChecksum { stored, computed } => t!(
            "store-line-bad-checksum",
            stored = format!("{stored:08x}"),
            computed = format!("{computed:08x}")
        ),
        LineProblem::Joined { at } => t!("store-line-joined", at = at.to_string()),
        LineProblem::NotJson(why) => t!("store-line-not-json", why = why),
        LineProblem::NotARecord(why) => t!("store-line-not-a-record", why = why),
        LineProblem::Inconsistent(why) => t!("store-line-inconsistent", why = why),
        LineProblem::WrongSequence { expected, found } => t!(
            "store-line-wrong-sequence",
            expected = expected.to_string(),
            found = found.to_string()
        ),
    };
    f.write_str(&text)
}

/// What went wrong reading, recovering or writing a save.
pub(super) fn store_error(error: &StoreError, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let text = match error {
        StoreError::Io {
            action,
            path,
            source,
        } => {
            // Each verb phrase fray writes (an unknown one is shown as it is).
            let action = match *action {
                "open" => t!("store-action-open"),
                "read" => t!("store-action-read"),
                "create" => t!("store-action-create"),
                "read back" => t!("store-action-read-back"),
                "sync the directory" => t!("store-action-sync-dir"),
                "create the backup" => t!("store-action-create-backup"),
                "create the saves directory" => t!("store-action-create-saves-dir"),
                "create the side file" => t!("store-action-create-side-file"),
                "cut the damaged end off" => t!("store-action-cut-damaged-end"),
                "find a free file name next to" => t!("store-action-find-free-name"),
                "find a free side-file name next to" => t!("store-action-find-free-side-name"),
                "list the saves in" => t!("store-action-list-saves"),
                "look for side files in" => t!("store-action-look-for-side-files"),
                "put the converted save in place of" => t!("store-action-put-converted"),
                "record which numbers the lines set aside used (fray does it when the save is next opened) in" =>
                {
                    t!("store-action-record-set-aside")
                }
                "write the backup" => t!("store-action-write-backup"),
                "write the converted save" => t!("store-action-write-converted"),
                "write the header of" => t!("store-action-write-header"),
                "write the side file" => t!("store-action-write-side-file"),
                other => other.to_string(),
            };
            t!(
                "store-io",
                action = action,
                path = path.display().to_string(),
                cause = Cause(source).to_string()
            )
        }
        StoreError::AlreadyExists { path } => {
            t!("store-already-exists", path = path.display().to_string())
        }
        StoreError::Empty { path } => t!("store-empty", path = path.display().to_string()),
        StoreError::TornHeader { path } => {
            t!("store-torn-header", path = path.display().to_string())
        }
        StoreError::NotASave { path, reason } => t!(
            "store-not-a-save",
            path = path.display().to_string(),
            reason = reason
        ),
        StoreError::NewerVersion {
            path,
            version,
            oldest,
            supported,
        } => t!(
            "store-newer-version",
            path = path.display().to_string(),
            version = version.to_string(),
            oldest = oldest.to_string(),
            supported = supported.to_string()
        ),
        StoreError::BadHeader { path, problem } => t!(
            "store-bad-header",
            path = path.display().to_string(),
            problem = problem
        ),
        StoreError::UnknownSystem {
            path,
            system,
            known,
        } => t!(
            "store-unknown-system",
            path = path.display().to_string(),
            system = format!("{system:?}"),
            known = known
        ),
        StoreError::Corrupt {
            path,
            line,
            offset,
            problem,
            good,
        } => t!(
            "store-corrupt",
            path = path.display().to_string(),
            line = line.to_string(),
            offset = offset.to_string(),
            problem = problem.to_string(),
            good = *good,
            command = format!(
                "fray check --salvage {}",
                shell_word(&path.display().to_string())
            )
        ),
        StoreError::TooLarge { path, size, limit } => t!(
            "store-too-large",
            path = path.display().to_string(),
            size = size.to_string(),
            limit = limit.to_string()
        ),
        StoreError::Locked { path } => t!("store-locked", path = path.display().to_string()),
        StoreError::OutOfSequence {
            path,
            expected,
            found,
        } => t!(
            "store-out-of-sequence",
            path = path.display().to_string(),
            expected = expected.to_string(),
            found = found.to_string()
        ),
        StoreError::LineTooLarge {
            path,
            what,
            size,
            limit,
        } => t!(
            "store-line-too-large",
            path = path.display().to_string(),
            what = what,
            size = size.to_string(),
            limit = limit.to_string()
        ),
        StoreError::SaveFull { path, seq, limit } => t!(
            "store-save-full",
            path = path.display().to_string(),
            seq = seq.to_string(),
            limit = limit.to_string()
        ),
        StoreError::Encode {
            path,
            what,
            message,
        } => t!(
            "store-encode",
            path = path.display().to_string(),
            what = what,
            message = message
        ),
        StoreError::WriteFailed {
            path,
            seq,
            records,
            source,
        } => t!(
            "store-write-failed",
            path = path.display().to_string(),
            seq = seq.to_string(),
            records = *records,
            cause = Cause(source).to_string()
        ),
        StoreError::WriteFailedPartial {
            path,
            seq,
            records,
            source,
            cut,
        } => t!(
            "store-write-failed-partial",
            path = path.display().to_string(),
            seq = seq.to_string(),
            records = *records,
            cause = Cause(source).to_string(),
            cut = Cause(cut).to_string()
        ),
        StoreError::Detached { path, seq, how } => t!(
            "store-detached",
            seq = seq.to_string(),
            what = detachment(path, *how)
        ),
        StoreError::OldFormat {
            path,
            found,
            current,
        } => t!(
            "store-old-format",
            path = path.display().to_string(),
            found = found.to_string(),
            current = current.to_string(),
            command = format!("fray upgrade {}", shell_word(&path.display().to_string()))
        ),
        StoreError::DamagedUpgrade {
            path,
            line,
            offset,
            problem,
            good,
        } => t!(
            "store-damaged-upgrade",
            path = path.display().to_string(),
            line = line.to_string(),
            offset = offset.to_string(),
            problem = problem.to_string(),
            good = *good,
            command = format!(
                "fray check --salvage {}",
                shell_word(&path.display().to_string())
            )
        ),
        StoreError::Gone { path } => t!("store-gone", path = path.display().to_string()),
        StoreError::NoDataDir => t!("store-no-data-dir"),
        StoreError::SaveNotFound { name, tried } => t!(
            "store-save-not-found",
            // Escaped as a Rust string (`\"`, `\n`), quoted by the catalog as the
            // language quotes.
            name = {
                let quoted = format!("{name:?}");
                quoted
                    .strip_prefix('"')
                    .and_then(|q| q.strip_suffix('"'))
                    .unwrap_or(&quoted)
                    .to_string()
            },
            tried = tried
        ),
    };
    f.write_str(&text)
}

/// What another program did to the save at `path`, in words.
fn detachment(path: &std::path::Path, how: Detachment) -> String {
    let path = path.display().to_string();
    match how {
        Detachment::Replaced => t!("store-detached-replaced", path = path),
        Detachment::Removed => t!("store-detached-removed", path = path),
        Detachment::Truncated { len, written } => t!(
            "store-detached-truncated",
            path = path,
            len = len.to_string(),
            written = written.to_string()
        ),
        Detachment::Grown { len, written } => t!(
            "store-detached-grown",
            path = path,
            len = len.to_string(),
            written = written.to_string()
        ),
    }
}

/// [`StoreError::cause`]: the system's cause of a failed write, what another program did to
/// the save, else the whole message.
pub(super) fn short_cause(error: &StoreError) -> String {
    match error {
        StoreError::WriteFailed { source, .. } | StoreError::WriteFailedPartial { source, .. } => {
            Cause(source).to_string()
        }
        StoreError::Io { source, .. } => Cause(source).to_string(),
        StoreError::Detached { path, how, .. } => detachment(path, *how),
        other => other.to_string(),
    }
}

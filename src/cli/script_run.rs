//! `fray run --script` (and `fray campaign run`/`do`): a script read whole or from
//! standard input, carried out line by line, each answered once its record is saved.

use std::io::{self, Read, Write};
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};

use super::acks::Acks;
use super::input_lines::{self, Input, InputLine};
use super::{campaign, exit, text};
use crate::session::{Pipeline, Reply, Session, SessionError};

/// Longest script file read, in bytes.
const MAX_SCRIPT: u64 = 16 * 1024 * 1024;

/// The bytes of a `--script FILE` (a pipe such as `<(...)` too), at most [`MAX_SCRIPT`]:
/// each line is decoded on its own (see [`input_lines`]).
pub(super) fn read_script(path: &Path) -> Result<Vec<u8>> {
    let file =
        std::fs::File::open(path).with_context(|| text::reading(&path.display().to_string()))?;
    let mut bytes = Vec::new();
    file.take(MAX_SCRIPT + 1)
        .read_to_end(&mut bytes)
        .with_context(|| text::reading(&path.display().to_string()))?;
    if bytes.len() as u64 > MAX_SCRIPT {
        bail!(text::too_large(
            &path.display().to_string(),
            MAX_SCRIPT / 1024 / 1024
        ));
    }
    Ok(bytes)
}

/// `fray run --script`: each line is carried out in order; see [`super::acks`] for what is
/// printed, and [`exit`] for the status.
pub(super) fn run_script(
    mut session: Session,
    input: Input<'_>,
    source: &str,
    keep_going: bool,
) -> Result<ExitCode> {
    let (mut out, mut err) = (io::stdout().lock(), io::stderr().lock());
    // A signal ends the run, with unsaved commands rescued first.
    let _lifeline = crate::lifeline::Lifeline::start(crate::lifeline::Front::Lines)?;
    let mut acks = Acks::new();
    // Counted while lines are answered, read between lines.
    let failures = std::cell::Cell::new(0);
    let mut unreadable = None;
    // Whether a line of this run ended the fight (a party's then says how to write it back).
    let mut ended = false;
    // Each line of a script at hand is decided while the disk still writes the record
    // before it; answers come in order, each once its record is saved.
    let whole = input.is_whole();
    let mut pipeline = Pipeline::new(&mut session);
    let mut answer =
        |session: &Session, index: usize, line: &str, done: Result<Reply, String>| -> Result<()> {
            match done {
                Ok(Reply::Nothing) => {}
                Ok(Reply::Help(help)) => {
                    writeln!(out, "{}", crate::safe_text::escape_lines(&help))?;
                }
                Ok(Reply::Done { seq, narration, .. }) => {
                    acks.done(session, line, seq, narration, &mut out, &mut err)?;
                    ended |= campaign::just_ended(session);
                }
                Err(e) => {
                    writeln!(err, "{}", text::script_error(source, index + 1, &e))?;
                    failures.set(failures.get() + 1);
                }
            }
            Ok(())
        };
    // The session's refusals in words.
    fn worded(done: Result<Reply, SessionError>) -> Result<Reply, String> {
        done.map_err(|e| e.to_string())
    }
    for (index, line) in input.lines().enumerate() {
        match line {
            Ok(InputLine::Text(line)) => {
                pipeline.push(index, &line, |s, i, l, done| answer(s, i, l, worded(done)))?;
                if !whole {
                    // The next line may not be typed yet: this one is answered now.
                    pipeline.flush(|s, i, l, done| answer(s, i, l, worded(done)))?;
                }
            }
            // Refused like a line the language refuses; the next lines are still read.
            Ok(InputLine::NotUtf8) => {
                pipeline.flush(|s, i, l, done| answer(s, i, l, worded(done)))?;
                answer(pipeline.session(), index, "", Err(input_lines::not_utf8()))?;
            }
            Err(e) => {
                unreadable = Some(e);
                break;
            }
        }
        if failures.get() > 0 && !keep_going {
            break;
        }
    }
    pipeline.finish(|s, i, l, done| answer(s, i, l, worded(done)))?;
    let failures = failures.get();
    let all_saved = acks.finish(&mut session, &mut out, &mut err)?;
    if all_saved
        && ended
        && let Some(hint) = campaign::write_back_hint(&session)
    {
        writeln!(out, "{hint}")?;
    }
    if let Some(e) = &unreadable {
        writeln!(
            err,
            "{}",
            text::error_line(&crate::safe_text::escape(&text::context(
                &text::reading(source),
                &e.to_string()
            )))
        )?;
    }
    if failures > 0 && !keep_going {
        writeln!(err, "{}", text::stopped(failures))?;
    }
    Ok(ExitCode::from(if !all_saved {
        exit::NOT_SAVED
    } else if unreadable.is_some() {
        exit::ERROR
    } else if failures > 0 {
        exit::REFUSED
    } else {
        exit::OK
    }))
}

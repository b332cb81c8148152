//! Line mode: commands typed one per line, each saved before its result is printed (see
//! [`super::acks`]); at the end, what could not be saved is listed and the status says so.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use anyhow::Result;

use crate::report::Report;
use crate::session::{Reply, Session};

use super::acks::Acks;
use super::input_lines::{InputLine, InputLines};
use super::{exit, text};

/// Reads lines until end of input or `quit`. Refused lines are reported and skipped; the
/// status is [`exit::NOT_SAVED`] when a command carried out could not be saved, even at a
/// last retry.
pub fn run(mut session: Session, input: &mut dyn BufRead, interactive: bool) -> Result<ExitCode> {
    let (mut out, mut err) = (io::stdout().lock(), io::stderr().lock());
    // A signal ends line mode too, with unsaved commands rescued first.
    let _lifeline = crate::lifeline::Lifeline::start(crate::lifeline::Front::Lines)?;
    let mut acks = Acks::new();
    let mut unreadable = None;
    if interactive {
        write!(
            out,
            "{}",
            super::render(&Report::of(session.timeline().state()))
        )?;
        writeln!(out, "{}", text::banner())?;
    }
    let mut lines = InputLines::new(input);
    loop {
        if interactive {
            write!(out, "{}", text::PROMPT)?;
            out.flush()?;
        }
        let line = match lines.next() {
            None => break,
            Some(Ok(InputLine::Text(line))) => line,
            Some(Ok(InputLine::NotUtf8)) => {
                // Refused like a line the language refuses; the next lines are still read.
                writeln!(out, "{}", text::error_line(&super::input_lines::not_utf8()))?;
                continue;
            }
            Some(Err(e)) => {
                // The input is gone: what is unsaved still gets its last retry below.
                unreadable = Some(e);
                break;
            }
        };
        let line = line.trim_end_matches(['\n', '\r']);
        let word = line.trim();
        if text::QUIT_WORDS.contains(&word) {
            break;
        }
        if word == text::SHOW_WORD {
            write!(
                out,
                "{}",
                super::render(&Report::of(session.timeline().state()))
            )?;
            continue;
        }
        if word == text::LOG_WORD {
            let narrations = crate::narrate::narrate_all(session.timeline());
            write!(
                out,
                "{}",
                super::transcript::transcript(session.timeline(), narrations)
            )?;
            continue;
        }
        match session.execute(line) {
            Ok(Reply::Nothing) => {}
            Ok(Reply::Help(help)) => writeln!(out, "{}", crate::safe_text::escape_lines(&help))?,
            Ok(Reply::Done { seq, narration, .. }) => {
                acks.done(&session, line, seq, narration, &mut out, &mut err)?;
                // The command that ends a party's fight says how to write it back.
                if super::campaign::just_ended(&session)
                    && let Some(hint) = super::campaign::write_back_hint(&session)
                {
                    writeln!(out, "{hint}")?;
                }
            }
            Err(e) => writeln!(
                out,
                "{}",
                text::error_line(&crate::safe_text::escape(&e.to_string()))
            )?,
        }
    }
    let all_saved = acks.finish(&mut session, &mut out, &mut err)?;
    if let Some(e) = unreadable {
        if all_saved {
            return Err(anyhow::Error::new(e).context(text::reading_input()));
        }
        // Best effort: the stream may be gone too.
        let _ = writeln!(
            err,
            "{}",
            text::error_line(&text::context(
                &text::reading_input(),
                &crate::safe_text::escape(&e.to_string())
            ))
        );
    }
    Ok(ExitCode::from(if all_saved {
        exit::OK
    } else {
        exit::NOT_SAVED
    }))
}

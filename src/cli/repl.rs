//! Line mode: commands typed one per line, each saved before its result is printed.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use anyhow::Result;

use crate::engine::Timeline;
use crate::narrate;
use crate::report::Report;
use crate::session::{Reply, Session};

use super::text;

/// Reads lines until end of input or `quit`.
pub fn run(mut session: Session, input: &mut dyn BufRead, interactive: bool) -> Result<ExitCode> {
    let mut out = io::stdout().lock();
    if interactive {
        write!(
            out,
            "{}",
            super::render(&Report::of(session.timeline().state()))
        )?;
        writeln!(out, "{}", text::BANNER)?;
    }
    loop {
        if interactive {
            write!(out, "{}", text::PROMPT)?;
            out.flush()?;
        }
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            break;
        }
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
            write!(out, "{}", transcript(session.timeline()))?;
            continue;
        }
        match session.execute(line) {
            Ok(Reply::Nothing) => {}
            Ok(Reply::Help(help)) => writeln!(out, "{help}")?,
            Ok(Reply::Done {
                seq,
                narration,
                saved,
            }) => {
                writeln!(out, "#{seq} {}", crate::safe_text::escape(&narration))?;
                if !saved {
                    writeln!(out, "{}", text::not_saved(&session))?;
                }
            }
            Err(e) => writeln!(
                out,
                "{}: {}",
                text::ERROR,
                crate::safe_text::escape(&e.to_string())
            )?,
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The whole transcript: every record in order; `x` marks one no longer in effect.
pub fn transcript(timeline: &Timeline) -> String {
    let mut replay = Timeline::new(timeline.header().clone());
    let mut out = String::new();
    for record in timeline.records() {
        let line = narrate::describe(record, replay.state(), timeline.records());
        let undone = !timeline.history().is_effective(record.seq) && !narrate::is_history(record);
        let mark = if undone { "x" } else { " " };
        out.push_str(&format!(
            "{mark}#{:<4} {:<40} {}\n",
            record.seq,
            crate::safe_text::escape(&record.command),
            crate::safe_text::escape(&line)
        ));
        replay.commit(record.clone());
    }
    out
}

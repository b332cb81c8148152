//! Acknowledgements of line mode and `fray run`: `#SEQ narration` goes to stdout only once
//! the record is on disk (appended and fsynced). A record the disk refused is said on
//! stderr (`NOT SAVED #SEQ ...`) and stays queued in the session; when a later command's
//! retry writes it, its `#SEQ` line is printed then, in order, before the later one's. At
//! the end of input, one last retry; what is still unsaved is listed on stderr.

use std::io::{self, Write};

use crate::session::Session;

use super::text;

/// A command carried out whose record is not acknowledged yet.
#[derive(Debug)]
struct Pending {
    seq: u64,
    command: String,
    narration: String,
}

/// The commands carried out but not yet acknowledged, oldest first.
#[derive(Debug, Default)]
pub struct Acks {
    pending: Vec<Pending>,
}

impl Acks {
    /// Nothing carried out yet.
    pub fn new() -> Acks {
        Acks::default()
    }

    /// A command (`line`) was carried out as record `seq`: prints the acknowledgement of
    /// every record now on disk (earlier ones a retry just wrote, then this one), or says on
    /// `err` that this one is not saved.
    pub fn done(
        &mut self,
        session: &Session,
        line: &str,
        seq: u64,
        narration: String,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> io::Result<()> {
        self.pending.push(Pending {
            seq,
            command: line.trim().to_string(),
            narration,
        });
        self.acknowledge_saved(session, out)?;
        if self.pending.iter().any(|p| p.seq == seq) {
            let waiting = self.pending.len();
            let narration =
                crate::safe_text::escape(self.pending.last().map_or("", |p| p.narration.as_str()));
            let said = if session.save_error().is_some_and(|e| e.is_detached()) {
                text::not_saved_detached(seq, &narration, waiting, &cause(session))
            } else {
                text::not_saved_record(seq, &narration, waiting, &cause(session))
            };
            writeln!(err, "{said}")?;
        }
        Ok(())
    }

    /// End of input: one last retry, acknowledgements for what it wrote, then a summary of
    /// what is still unsaved on `err`. Returns whether everything carried out is saved.
    pub fn finish(
        mut self,
        session: &mut Session,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> io::Result<bool> {
        if self.pending.is_empty() && session.unsaved() == 0 {
            return Ok(true);
        }
        session.retry();
        self.acknowledge_saved(session, out)?;
        if self.pending.is_empty() {
            return Ok(true);
        }
        let path = crate::safe_text::path(session.path());
        let said = if session.save_error().is_some_and(|e| e.is_detached()) {
            text::unsaved_at_end_detached(&path, self.pending.len(), &cause(session))
        } else {
            text::unsaved_at_end(&path, self.pending.len(), &cause(session))
        };
        writeln!(err, "{said}")?;
        let system = session.timeline().state().system;
        for p in &self.pending {
            let command = crate::script::shown(system, &p.command);
            writeln!(
                err,
                "{}",
                text::unsaved_command(p.seq, &crate::safe_text::escape(&command))
            )?;
        }
        if let Some(rescued) = session.rescue() {
            writeln!(err, "{}", text::rescued(&rescued))?;
        }
        Ok(false)
    }

    /// Prints `#SEQ narration` for every pending record the session has on disk, in order.
    fn acknowledge_saved(&mut self, session: &Session, out: &mut dyn Write) -> io::Result<()> {
        let last = session.last_saved();
        let saved = self.pending.iter().take_while(|p| p.seq <= last).count();
        for p in self.pending.drain(..saved) {
            writeln!(
                out,
                "{}",
                text::acknowledged(p.seq, &crate::safe_text::escape(&p.narration))
            )?;
        }
        out.flush()
    }
}

/// Why the session's last write failed, escaped for a terminal.
fn cause(session: &Session) -> String {
    session
        .save_error()
        .map_or_else(String::new, |e| crate::safe_text::escape(&e.to_string()))
}

#[cfg(test)]
#[path = "acks_tests.rs"]
mod tests;

//! Carrying out a run of typed lines (`fray run --script`) with the disk's time put to
//! use: each line is decided while the disk still writes the record of the line before,
//! which is then waited for and answered before the new record is written. Records are
//! still written one at a time, each synced before the next is written, and every answer
//! comes only once its record is saved (or failed to be), in the order of the lines: the
//! outcome is [`Session::execute`]'s, line for line.

use super::{Decided, Reply, Session, SessionError};
use crate::engine::Record;
use crate::store::{Sealed, StoreError};

/// What a decided line asks for next.
enum Next {
    /// A record to write, its line sealed.
    Write(Record, Result<Sealed, StoreError>),
    /// A reply that writes nothing.
    Say(Reply),
}

/// A line whose record is on its way to the disk: its number, its words and what it
/// said.
struct Waiting {
    number: usize,
    line: String,
    seq: u64,
    narration: String,
}

/// A session carrying out lines one after another (see the module documentation).
/// Dropped, it waits for the last record without answering it: call
/// [`Pipeline::finish`] to have the last answer.
pub struct Pipeline<'a> {
    session: &'a mut Session,
    waiting: Option<Waiting>,
}

impl<'a> Pipeline<'a> {
    /// Starts carrying out lines on `session`.
    pub fn new(session: &'a mut Session) -> Self {
        Pipeline {
            session,
            waiting: None,
        }
    }

    /// Carries out `line`, numbered `number` by the caller (the number is handed back with
    /// its answer). `answer` is called with the session, the number, the line and its outcome
    /// for the line before it when that one was waiting for the disk, then for `line`
    /// itself when it writes nothing (help, a blank line, a refusal); a line that writes a
    /// record is answered by the next call (or [`Pipeline::flush`], [`Pipeline::finish`]).
    /// The session passed is as it was just after the line answered. The first error
    /// `answer` returns is returned once the line is carried out.
    pub fn push<E>(
        &mut self,
        number: usize,
        line: &str,
        mut answer: impl FnMut(&Session, usize, &str, Result<Reply, SessionError>) -> Result<(), E>,
    ) -> Result<(), E> {
        let decided = self.session.decide_line(line).map(|decided| match decided {
            // Sealed now too, while the disk still writes the record before.
            Decided::Record(record) => {
                let sealed = self.session.seal(&record);
                Next::Write(record, sealed)
            }
            Decided::Nothing => Next::Say(Reply::Nothing),
            Decided::Help(help) => Next::Say(Reply::Help(help)),
        });
        let before = self.flush(&mut answer);
        let now = match decided {
            Ok(Next::Write(record, sealed)) => {
                let (seq, narration) = self.session.write_and_fold(record, sealed);
                self.waiting = Some(Waiting {
                    number,
                    line: line.to_string(),
                    seq,
                    narration,
                });
                Ok(())
            }
            Ok(Next::Say(reply)) => answer(self.session, number, line, Ok(reply)),
            Err(e) => answer(self.session, number, line, Err(e)),
        };
        before.and(now)
    }

    /// Waits for the record on its way to the disk, if any, and answers its line.
    pub fn flush<E>(
        &mut self,
        mut answer: impl FnMut(&Session, usize, &str, Result<Reply, SessionError>) -> Result<(), E>,
    ) -> Result<(), E> {
        let Some(Waiting {
            number,
            line,
            seq,
            narration,
        }) = self.waiting.take()
        else {
            return Ok(());
        };
        let saved = self.session.settle(seq);
        answer(
            self.session,
            number,
            &line,
            Ok(Reply::Done {
                seq,
                narration,
                saved,
            }),
        )
    }

    /// Waits for the last record and answers its line; the session is free again.
    pub fn finish<E>(
        mut self,
        answer: impl FnMut(&Session, usize, &str, Result<Reply, SessionError>) -> Result<(), E>,
    ) -> Result<(), E> {
        self.flush(answer)
    }

    /// The session, as it is between two lines.
    pub fn session(&self) -> &Session {
        self.session
    }
}

impl Drop for Pipeline<'_> {
    /// Nothing is left half written: a record still on its way is waited for.
    fn drop(&mut self) {
        if let Some(waiting) = self.waiting.take() {
            self.session.settle(waiting.seq);
        }
    }
}

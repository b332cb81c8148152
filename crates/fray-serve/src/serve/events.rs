//! One player's event stream (Server-Sent Events): the current state at once, then each
//! change as the save grows, `stopped` when the GM's fray or this server stops, and a
//! comment every [`KEEP_ALIVE`] so that idle connections stay open. A reconnecting page
//! (`Last-Event-ID`) gets the current state at once too: the latest state is the whole
//! catch-up, as every event carries the whole page.

use std::io::{self, Write};
use std::sync::mpsc::RecvTimeoutError;
use std::time::Duration;

use fray_core::i18n::Lang;

use super::live::Live;
use super::response::{Status, write_answer, write_stream_head};

/// How long a stream may stay silent before a keep-alive comment.
pub const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// How soon a page reconnects after losing the stream, told to its browser.
const RETRY: &str = "retry: 1000\n\n";

/// Follows `live` for one player, writing to `out` until the stream ends (the server
/// stops, the player is dropped or goes away). 503 when too many players follow.
pub fn stream(out: &mut impl Write, live: &Live, lang: Lang) -> io::Result<()> {
    let Ok((id, queue)) = live.join(lang) else {
        return write_answer(out, Status::Unavailable, None);
    };
    let written = (|| {
        write_stream_head(out)?;
        out.write_all(RETRY.as_bytes())?;
        loop {
            match queue.recv_timeout(KEEP_ALIVE) {
                Ok(event) => {
                    live.dequeued(event.len());
                    out.write_all(event.as_bytes())?;
                }
                Err(RecvTimeoutError::Timeout) => out.write_all(b": keep-alive\n\n")?,
                Err(RecvTimeoutError::Disconnected) => return Ok(()),
            }
            out.flush()?;
        }
    })();
    live.leave(id);
    // What this player will never read no longer waits.
    for event in queue.try_iter() {
        live.dequeued(event.len());
    }
    written
}

//! The listening loop: one thread per connection, at most [`MAX_CONNECTIONS`] at once
//! (beyond: 503 at once), until asked to stop; then every page is told `stopped`, the
//! streams are given a moment to write it, and every connection is closed and its
//! thread joined: nothing is left running.

use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::connection::{Context, refuse_busy, serve};
use super::live::MAX_LISTENERS;

/// The most connections served at once: every player's stream, and room for requests.
pub const MAX_CONNECTIONS: usize = MAX_LISTENERS + 32;

/// How often the loop looks for a connection or a stop.
const TICK: Duration = Duration::from_millis(20);

/// How long streams get, once stopping, to write their last event.
const LAST_WORDS: Duration = Duration::from_secs(2);

/// Serves connections from `listener` (non-blocking) until `stop` is set.
pub fn accept_until(listener: &TcpListener, context: &Arc<Context>, stop: &AtomicBool) {
    let mut open: Vec<(JoinHandle<()>, TcpStream)> = Vec::new();
    while !stop.load(Ordering::SeqCst) {
        let Ok((stream, _)) = listener.accept() else {
            thread::sleep(TICK);
            continue;
        };
        open.retain(|(thread, _)| !thread.is_finished());
        if open.len() >= MAX_CONNECTIONS || stream.set_nonblocking(false).is_err() {
            refuse_busy(stream);
            continue;
        }
        let Ok(kept) = stream.try_clone() else {
            continue;
        };
        let shared = Arc::clone(context);
        let spawned = thread::Builder::new()
            .name("fray-serve-connection".into())
            .spawn(move || serve(stream, &shared));
        if let Ok(thread) = spawned {
            open.push((thread, kept));
        }
    }
    context.live.close();
    let deadline = Instant::now() + LAST_WORDS;
    while Instant::now() < deadline && open.iter().any(|(thread, _)| !thread.is_finished()) {
        thread::sleep(TICK);
    }
    for (thread, stream) in open {
        let _ = stream.shutdown(Shutdown::Both);
        let _ = thread.join();
    }
}

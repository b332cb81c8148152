//! Starting and stopping a share: [`start`] opens the save, makes a token, listens and
//! starts two threads (one follows the save, one accepts connections); [`Sharing`] is
//! the running share, stopped by [`Sharing::stop`] or when dropped.

use std::net::{IpAddr, Ipv4Addr, TcpListener};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::{self, JoinHandle};

use fray_core::i18n::{self, Lang};
use fray_core::store::{Follower, PathLock};

use super::accept::accept_until;
use super::connection::Context;
use super::error::ServeError;
use super::follow_save::follow_until;
use super::lan_address;
use super::live::Live;
use super::token::Token;
use crate::page;

/// How a share listens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ServeOptions {
    /// Listen on every network interface (the local network), not only this machine.
    pub lan: bool,
    /// The port; 0 takes any free one ([`Sharing::port`] tells which).
    pub port: u16,
    /// The language of a page that does not ask for one.
    pub lang: Lang,
}

impl Default for ServeOptions {
    /// This machine only, any free port, in the current language.
    fn default() -> Self {
        ServeOptions {
            lan: false,
            port: 0,
            lang: i18n::current(),
        }
    }
}

/// A running share (see the module documentation).
#[derive(Debug)]
pub struct Sharing {
    url: String,
    lan: bool,
    lan_address: Option<IpAddr>,
    port: u16,
    context: Arc<Context>,
    stop: Arc<AtomicBool>,
    threads: Vec<JoinHandle<()>>,
}

/// Starts sharing the save at `save` with the players: see the module documentation.
pub fn start(save: &Path, options: ServeOptions) -> Result<Sharing, ServeError> {
    let (follower, loaded) = Follower::open(save).map_err(ServeError::Open)?;
    let token = Token::new().map_err(|e| ServeError::Random(e.to_string()))?;
    let ip = if options.lan {
        Ipv4Addr::UNSPECIFIED
    } else {
        Ipv4Addr::LOCALHOST
    };
    let bind = |e| ServeError::Bind(options.port, e);
    let listener = TcpListener::bind((ip, options.port)).map_err(bind)?;
    listener.set_nonblocking(true).map_err(bind)?;
    let port = listener.local_addr().map_err(bind)?.port();
    let lan_address = options.lan.then(lan_address::find).flatten();
    let host = lan_address.unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
    let url = format!("http://{host}:{port}/{}/", token.as_str());
    let context = Arc::new(Context {
        token,
        lang: options.lang,
        live: Live::new(
            loaded.header,
            loaded.records,
            PathLock::held_by_another(save),
            page::json,
        ),
    });
    let stop = Arc::new(AtomicBool::new(false));
    let mut sharing = Sharing {
        url,
        lan: options.lan,
        lan_address,
        port,
        context,
        stop,
        threads: Vec::new(),
    };
    let (shared, stop, path) = (
        Arc::clone(&sharing.context),
        Arc::clone(&sharing.stop),
        save.to_path_buf(),
    );
    let following = thread::Builder::new()
        .name("fray-serve-follow".into())
        .spawn(move || follow_until(follower, &path, &shared.live, &stop))
        .map_err(ServeError::Thread)?;
    sharing.threads.push(following);
    let (shared, stop) = (Arc::clone(&sharing.context), Arc::clone(&sharing.stop));
    let accepting = thread::Builder::new()
        .name("fray-serve-accept".into())
        .spawn(move || accept_until(&listener, &shared, &stop))
        .map_err(ServeError::Thread)?;
    sharing.threads.push(accepting);
    Ok(sharing)
}

impl Sharing {
    /// The players' URL (its host is this machine's local network address with `lan`).
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Whether the local network can reach the share (else this machine only).
    pub fn lan(&self) -> bool {
        self.lan
    }

    /// This machine's local network address, when sharing with the local network and
    /// one was found.
    pub fn lan_address(&self) -> Option<IpAddr> {
        self.lan_address
    }

    /// The port listened on.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// How many players' pages follow the fight now.
    pub fn clients(&self) -> usize {
        self.context.live.listeners()
    }

    /// The bytes of the events waiting in the players' queues now (each queue holds at
    /// most [`super::QUEUE`] events: this stays bounded whatever players do).
    pub fn queued_bytes(&self) -> usize {
        self.context.live.queued_bytes()
    }

    /// The most bytes that ever waited in the players' queues at once since the share
    /// started.
    pub fn peak_queued_bytes(&self) -> usize {
        self.context.live.peak_queued_bytes()
    }

    /// Stops sharing: every page is told `stopped`, then every connection is closed and
    /// every thread joined. Dropping a `Sharing` does the same.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

impl Drop for Sharing {
    fn drop(&mut self) {
        self.halt();
    }
}

//! Sharing the fight with the players' pages from the fight screen.
//!
//! The screens know no server: they ask a [`Sharer`] the binary installs at start-up (it
//! serves the players' page), and hold what it gives back, a [`Shared`], while the fight
//! is shared. With none installed (the screens' own tests, a build without the server)
//! the share key says sharing is not available.
//!
//! [`running`] keeps every running share reachable, so that however fray ends (a key, a
//! signal, the terminal gone) the pages are told sharing stopped: see [`stop_all`].

mod running;
mod starting;
#[cfg(test)]
pub mod test_double;

pub use running::{Running, stop_all, stop_where};
pub use starting::Starting;

use std::path::Path;
use std::sync::OnceLock;

/// Starts sharing a save with the players' pages: what the binary installs.
pub trait Sharer: Sync {
    /// Starts sharing the save at `save`, on the local network with `lan` (else this
    /// machine only); why it could not, in the GM's words. May take a while (it reads the
    /// save): the screens call it on a thread of its own.
    fn start(&self, save: &Path, lan: bool) -> Result<Box<dyn Shared>, String>;
}

impl std::fmt::Debug for dyn Sharer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Sharer")
    }
}

/// Who can open a share's page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reach {
    /// This machine only.
    ThisMachine,
    /// The local network, where this machine has `address` (`None`: none was found).
    Network {
        /// This machine's address on the local network, when one was found.
        address: Option<String>,
    },
}

/// A running share. Dropping it stops it too.
pub trait Shared: Send {
    /// The players' page's address.
    fn url(&self) -> &str;
    /// Who can open it.
    fn reach(&self) -> Reach;
    /// The address drawn as a QR code, one text line per terminal row (empty when it
    /// cannot be drawn).
    fn qr(&self) -> Vec<String>;
    /// How many pages follow the fight now (must not wait on the network).
    fn clients(&self) -> usize;
    /// Stops sharing: every page following is told so.
    fn stop(self: Box<Self>);
}

static INSTALLED: OnceLock<&'static dyn Sharer> = OnceLock::new();

/// Installs the sharer the fight screen uses (the binary does, at start-up). Only the
/// first call installs.
pub fn install(sharer: &'static dyn Sharer) {
    let _ = INSTALLED.set(sharer);
}

/// The installed sharer, if any.
pub fn installed() -> Option<&'static dyn Sharer> {
    INSTALLED.get().copied()
}

//! The fight screen's share key, served by the players' page server: the screens know
//! only their [`Sharer`] trait (they depend on the core alone), the binary installs this
//! one at start-up (see [`crate::systems::install`]).

use std::path::Path;

use fray_serve::serve::{self, ServeOptions, Sharing, qr};

use crate::tui::share::{Reach, Shared, Sharer};

/// Shares a fight with [`fray_serve`], on any free port, in the GM's language.
#[derive(Debug, Clone, Copy, Default)]
pub struct ServeSharer;

/// The one the binary installs.
pub static SERVE_SHARER: ServeSharer = ServeSharer;

impl Sharer for ServeSharer {
    fn start(&self, save: &Path, lan: bool) -> Result<Box<dyn Shared>, String> {
        let options = ServeOptions {
            lan,
            port: 0,
            lang: crate::i18n::current(),
        };
        let sharing = serve::start(save, options).map_err(|e| e.to_string())?;
        let qr = qr::lines(sharing.url());
        Ok(Box::new(Served { sharing, qr }))
    }
}

/// A running share of the players' page server, with its QR code drawn once.
struct Served {
    sharing: Sharing,
    qr: Vec<String>,
}

impl Shared for Served {
    fn url(&self) -> &str {
        self.sharing.url()
    }

    fn reach(&self) -> Reach {
        if self.sharing.lan() {
            Reach::Network {
                address: self.sharing.lan_address().map(|a| a.to_string()),
            }
        } else {
            Reach::ThisMachine
        }
    }

    fn qr(&self) -> Vec<String> {
        self.qr.clone()
    }

    fn clients(&self) -> usize {
        self.sharing.clients()
    }

    fn stop(self: Box<Self>) {
        self.sharing.stop();
    }
}

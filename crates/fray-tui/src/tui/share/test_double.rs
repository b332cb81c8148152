//! A [`Sharer`] for the screens' own tests: no server, an address made up from the choice
//! made, and flags telling what the screen asked of it.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use super::{Reach, Shared, Sharer};

/// A sharer that starts nothing: each start gives a [`FakeShared`], or fails with
/// `refusal` when there is one.
#[derive(Debug, Default)]
pub struct FakeSharer {
    /// Why every start fails (`None`: starts succeed).
    pub refusal: Option<&'static str>,
    /// How many starts were asked for.
    pub starts: AtomicUsize,
    /// Whether the last start asked for the local network.
    pub lan: AtomicBool,
    /// Set when the last share started is stopped.
    pub stopped: Arc<AtomicBool>,
    /// How many pages the shares say follow them.
    pub pages: Arc<AtomicUsize>,
}

impl FakeSharer {
    /// A sharer for one test, kept for the rest of the process as an installed one is;
    /// its starts fail with `refusal` when there is one.
    pub fn leaked(refusal: Option<&'static str>) -> &'static FakeSharer {
        Box::leak(Box::new(FakeSharer {
            refusal,
            ..FakeSharer::default()
        }))
    }
}

impl Sharer for FakeSharer {
    fn start(&self, save: &Path, lan: bool) -> Result<Box<dyn Shared>, String> {
        self.starts.fetch_add(1, Ordering::SeqCst);
        self.lan.store(lan, Ordering::SeqCst);
        if let Some(why) = self.refusal {
            return Err(why.to_string());
        }
        self.stopped.store(false, Ordering::SeqCst);
        let name = save
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        Ok(Box::new(FakeShared {
            url: format!("http://127.0.0.1:4242/{name}/"),
            lan,
            stopped: Arc::clone(&self.stopped),
            pages: Arc::clone(&self.pages),
        }))
    }
}

/// A share of [`FakeSharer`].
#[derive(Debug)]
pub struct FakeShared {
    /// Its address.
    pub url: String,
    /// Whether it reaches the local network.
    pub lan: bool,
    /// Set when stopped.
    pub stopped: Arc<AtomicBool>,
    /// How many pages it says follow it.
    pub pages: Arc<AtomicUsize>,
}

impl Shared for FakeShared {
    fn url(&self) -> &str {
        &self.url
    }

    fn reach(&self) -> Reach {
        if self.lan {
            Reach::Network {
                address: Some("192.168.1.20".into()),
            }
        } else {
            Reach::ThisMachine
        }
    }

    fn qr(&self) -> Vec<String> {
        // A square of 21 modules and its quiet zone: 25 columns, 13 rows.
        let mut lines = vec!["█".repeat(25)];
        lines.extend((0..11).map(|_| format!("██{}██", "▀▄".repeat(10) + "▀")));
        lines.push("▀".repeat(25));
        lines
    }

    fn clients(&self) -> usize {
        self.pages.load(Ordering::SeqCst)
    }

    fn stop(self: Box<Self>) {
        self.stopped.store(true, Ordering::SeqCst);
    }
}

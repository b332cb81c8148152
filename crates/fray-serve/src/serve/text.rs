//! What `fray serve` says in the terminal, from this crate's catalogs.

use fray_core::t;

/// The line giving the players' URL.
pub fn page_line(url: &str) -> String {
    t!("serve-page", url = url)
}

/// Who can open the page: this machine only.
pub fn reach_here() -> String {
    t!("serve-reach-here")
}

/// Who can open the page: the local network, where this machine is `address`.
pub fn reach_lan(address: &str) -> String {
    t!("serve-reach-lan", address = address)
}

/// Who can open the page: the local network, though no address of this machine on it
/// was found.
pub fn reach_lan_unknown() -> String {
    t!("serve-reach-lan-unknown")
}

/// What players see, and what they never see.
pub fn players_see() -> String {
    t!("serve-players-see")
}

/// How to stop sharing.
pub fn stop_hint() -> String {
    t!("serve-stop-hint")
}

/// Sharing stopped, with how many pages were following.
pub fn stopped(pages: usize) -> String {
    t!("serve-stopped", count = pages)
}

/// The save could not be read.
pub fn open_failed(why: &str) -> String {
    t!("serve-error-open", why = why)
}

/// The port could not be listened on.
pub fn bind_failed(port: u16, why: &str) -> String {
    t!("serve-error-bind", port = port.to_string(), why = why)
}

/// No random bytes for the token.
pub fn random_failed(why: &str) -> String {
    t!("serve-error-random", why = why)
}

/// A thread could not be started.
pub fn thread_failed(why: &str) -> String {
    t!("serve-error-thread", why = why)
}

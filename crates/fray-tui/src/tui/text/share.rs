//! The share overlay's words, and the status line's mark while the fight is shared.

use crate::t;

/// The overlay's title, spaced from its border as the other overlays' are.
pub fn share_title() -> String {
    format!(" {} ", t!("share-title"))
}

/// What players will see, and what they never see.
pub fn share_players_see() -> String {
    t!("share-players-see")
}

/// The heading of the choice of who may open the page.
pub fn share_who() -> String {
    t!("share-who")
}

/// The choice: this machine only.
pub fn share_this_machine() -> String {
    t!("share-this-machine")
}

/// The choice: the local network.
pub fn share_network() -> String {
    t!("share-network")
}

/// The keys before sharing.
pub fn share_keys_before() -> String {
    t!("share-keys-before")
}

/// Said while the share starts.
pub fn share_starting() -> String {
    t!("share-starting")
}

/// The keys while the share starts.
pub fn share_keys_starting() -> String {
    t!("share-keys-starting")
}

/// Why sharing could not start.
pub fn share_failed(why: &str) -> String {
    t!("share-failed", why = why)
}

/// The keys after a failed start.
pub fn share_keys_failed() -> String {
    t!("share-keys-failed")
}

/// The heading of the players' page's address.
pub fn share_address() -> String {
    t!("share-address")
}

/// Who can open the page: this machine only.
pub fn share_reach_here() -> String {
    t!("share-reach-here")
}

/// Who can open the page: the local network, where this machine is `address`.
pub fn share_reach_network(address: &str) -> String {
    t!("share-reach-network", address = address)
}

/// Who can open the page: the local network, though no address of this machine on it
/// was found.
pub fn share_reach_network_unknown() -> String {
    t!("share-reach-network-unknown")
}

/// How many pages follow the fight.
pub fn share_pages(count: usize) -> String {
    t!("share-pages", count = count)
}

/// The QR code does not fit the terminal.
pub fn share_qr_too_small() -> String {
    t!("share-qr-too-small")
}

/// The keys while sharing.
pub fn share_keys_on() -> String {
    t!("share-keys-on")
}

/// The status line's mark while sharing, with the pages following.
pub fn share_status(count: usize) -> String {
    t!("share-status", count = count)
}

/// The message once sharing stopped, with how many pages were following.
pub fn share_stopped(count: usize) -> String {
    t!("share-stopped", count = count)
}

/// The share key when fray has no way to share.
pub fn share_unavailable() -> String {
    t!("share-unavailable")
}

/// The thread starting the share ended without a word.
pub fn share_lost() -> String {
    t!("share-lost")
}

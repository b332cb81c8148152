//! The server: routes, token, live updates, following the save.
//!
//! A small HTTP/1.1 server on `std::net`, synchronous like the rest of fray: one thread
//! follows the save, one accepts connections, one per connection answers a single
//! request (or streams events to one page). Everything is capped: the request head's
//! size, the connections, the players following, each player's queue, the time a read
//! or a write may wait.

mod accept;
mod connection;
mod error;
mod events;
mod follow_save;
mod lan_address;
mod live;
mod players_lines;
pub mod qr;
mod request;
mod response;
mod route;
mod sharing;
pub mod text;
mod token;

pub use error::ServeError;
pub use live::{MAX_LISTENERS, QUEUE};
pub use players_lines::{KEPT, PlayersLines};
pub use request::{MAX_HEAD, MAX_REQUEST_LINE};
pub use response::SECURITY_HEADERS;
pub use sharing::{ServeOptions, Sharing, start};

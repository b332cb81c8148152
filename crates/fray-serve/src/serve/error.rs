//! Why a share could not start.

use super::text;

/// Why [`super::start`] failed.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The save could not be read.
    #[error("{}", text::open_failed(&.0.to_string()))]
    Open(fray_core::store::StoreError),
    /// The port could not be listened on.
    #[error("{}", text::bind_failed(*.0, &.1.to_string()))]
    Bind(u16, std::io::Error),
    /// The system gave no random bytes for the token.
    #[error("{}", text::random_failed(.0))]
    Random(String),
    /// A thread could not be started.
    #[error("{}", text::thread_failed(&.0.to_string()))]
    Thread(std::io::Error),
}

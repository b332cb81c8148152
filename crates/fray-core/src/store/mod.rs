//! The save log: an append-only JSON Lines file per encounter, one checksummed line per
//! record, synced to disk on every append, and read back with recovery.
//!
//! - [`SaveLog`] writes: [`SaveLog::create`] a new save, [`SaveLog::open_append`] an
//!   existing one (a torn last record is moved to a side file first), [`SaveLog::append`]
//!   one record, durable when it returns ([`SaveLog::begin`] and [`SaveLog::finish`]
//!   split it, so the caller can work while the disk writes).
//! - [`load`] reads without changing anything (older formats are upcast in memory);
//!   [`salvage`] opens the good part of a save damaged in the middle, moving the rest into
//!   a side file; [`upgrade`] converts an older save to the current format, keeping the
//!   original as a backup.
//! - [`Follower`] follows a save another fray is appending to, read-only (`fray watch`).
//! - [`paths`] finds the saves directory and names save files.
//! - [`Storage`] is every file operation the rest does on saves; [`OsStorage`] (the real
//!   file system) is the default, the `*_in` variants take another one: [`SimStorage`]
//!   (in memory, can lose power) or a fault-injecting wrapper in tests.
//!
//! The format is documented in `docs/save-format.md`.

mod cause;
mod checksum;
pub mod convert;
mod decode;
pub mod decode_event;
mod disk;
mod error;
mod error_text;
pub mod fact_of;
#[cfg(any(test, feature = "test-support"))]
mod fault;
mod follow;
pub mod line;
pub mod load;
mod log;
mod path_check;
mod path_lock;
pub mod paths;
mod recover;
pub mod rescue;
mod semantic;
pub mod setaside;
mod sim;
mod sim_file;
mod sim_ops;
mod stamp;
mod storage;
mod upcast;

/// Test helpers the store's tests share with the binary's tests that play real systems.
#[cfg(any(test, feature = "test-support"))]
pub mod test_support;

pub use checksum::{Crc32, crc32};
pub use convert::{Upgrade, upgrade, upgrade_in, upgrade_in_with, upgrade_with};
pub use error::{LineProblem, StoreError};
#[cfg(any(test, feature = "test-support"))]
pub use fault::{FailAfter, FullDisk};
pub use follow::{Follower, POLL_INTERVAL, STALL_AFTER, Update};
pub use load::{Cut, Loaded, load, load_each, load_in};
pub use log::{SaveLog, Sealed, open_for_append};
pub use path_check::Detachment;
pub use path_lock::{PathLock, PathLockError};
pub use paths::{SaveEntry, file_name, list_saves, resolve_save, saves_dir, slug};
pub use recover::{salvage, salvage_in};
pub use semantic::{check_folded, check_folded_in};
pub use setaside::SET_ASIDE_COMMAND;
pub use sim::{Fate, SimStorage};
pub use sim_file::SimFile;
pub use stamp::FileStamp;
pub use storage::{
    FileKind, FileMeta, LogFile, OpenMode, OsStorage, PathProbe, Storage, StoredFile,
};
pub use upcast::{upcast, upcast_header};

/// The longest line fray reads (without its `\n`), and so the longest it writes: 4 MiB.
pub const MAX_LINE_BYTES: usize = 4 * 1024 * 1024;

/// The largest save fray reads, and so the largest it grows one to: 256 MiB.
pub const MAX_SAVE_BYTES: u64 = 256 * 1024 * 1024;

/// What every save file name ends with.
pub const SAVE_EXTENSION: &str = ".fray.jsonl";

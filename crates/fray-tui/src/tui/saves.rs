//! The start screen's save summaries: shared with `fray list`, they live in
//! [`crate::saves`].

pub use crate::saves::{Listing, SaveSummary, scan};

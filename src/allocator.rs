//! The allocator the `fray` binary runs on: mimalloc. A command allocates and frees many
//! small, short-lived values (its words, events, the working copy's text), and the system
//! allocator spent about a fifth of a scripted import's instructions on them; mimalloc
//! does the same work in about half. The benches that time what the binary does declare it
//! too (`#[global_allocator]`), so they measure the binary's code as it runs; tests keep
//! the system's, and those that count allocations wrap it.

/// The binary's allocator's type.
pub type Allocator = mimalloc::MiMalloc;

/// The binary's allocator, for a `#[global_allocator]` static.
pub const ALLOCATOR: Allocator = mimalloc::MiMalloc;

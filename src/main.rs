//! The fray binary (being written).
fn main() {}

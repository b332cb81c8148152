//! The save log (being written).

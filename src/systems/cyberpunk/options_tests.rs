//! Each open point's option, both ways.

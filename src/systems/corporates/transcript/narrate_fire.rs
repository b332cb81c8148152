//! The log lines of the movement and shooting facts.

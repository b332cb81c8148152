//! The command language (being written).

//! Joins this crate's message catalogs (`i18n/<lang>/*.ftl`) for it to embed.

include!("../../build/join_catalogs.rs");

fn main() {
    join_catalogs("i18n");
}

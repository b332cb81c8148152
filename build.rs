//! Joins the command line's message catalogs (`assets/i18n/<lang>/*.ftl`) for the binary
//! to embed.

include!("build/join_catalogs.rs");

fn main() {
    join_catalogs("assets/i18n");
}

// Shared by every crate's build script (`include!`d): each crate keeps its messages in
// `.ftl` files of its own, one folder per language, and adding a file needs no list to
// update.

use std::path::Path;

/// Joins each language's message catalog files (`<dir>/<lang>/*.ftl`, in name order) into
/// `$OUT_DIR/<lang>.ftl`, the text the crate embeds (`fray_core::catalog!`).
fn join_catalogs(dir: &str) {
    let out = std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into());
    println!("cargo:rerun-if-changed={dir}");
    for lang in ["en", "fr"] {
        let dir = Path::new(dir).join(lang);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .map(|entries| {
                entries
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        let mut joined = String::new();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let text = std::fs::read_to_string(&file)
                .unwrap_or_else(|e| panic!("reading {}: {e}", file.display()));
            joined.push_str(&format!("# from {}\n", file.display()));
            joined.push_str(&text);
            joined.push('\n');
        }
        let target = Path::new(&out).join(format!("{lang}.ftl"));
        std::fs::write(&target, joined)
            .unwrap_or_else(|e| panic!("writing {}: {e}", target.display()));
    }
}

//! fray's platform boundary: everything it asks of the operating system beyond `std`'s
//! portable calls lives in the core's `platform` module (`crates/fray-core/src/platform/`),
//! one module per concern, so a port knows what to write. No other source file of any
//! crate uses `libc`, `std::os`, `signal_hook`, or builds differently by platform
//! (`cfg(unix)`, `cfg!(windows)`, `target_os`…).

use crate::common;

use std::path::{Path, PathBuf};

/// What only `crates/fray-core/src/platform/` may say, each found in `text` (comments included: a doc
/// comment naming `libc::poll` belongs with the code that calls it).
fn forbidden(text: &str) -> Vec<&'static str> {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    [
        "libc::",
        "uselibc",
        "std::os::",
        "signal_hook",
        "cfg(unix)",
        "cfg!(unix)",
        "cfg(not(unix))",
        "cfg!(not(unix))",
        "cfg(windows)",
        "cfg!(windows)",
        "cfg(not(windows))",
        "target_os",
        "target_family",
    ]
    .into_iter()
    .filter(|word| compact.contains(word))
    .collect()
}

/// Every `.rs` file under `dir`, recursively (none when it does not exist).
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(dir) = todo.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Every crate's source folder: the binary's `src/` and each `crates/<crate>/src/`.
fn sources() -> Vec<PathBuf> {
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    dirs.extend(common::catalogs::crate_folders("src"));
    dirs
}

#[test]
fn no_file_outside_the_platform_module_reaches_the_system_directly() {
    let dirs = sources();
    assert!(dirs.len() >= 8, "every crate is looked at: {dirs:?}");
    let platform = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/fray-core/src/platform");
    assert!(platform.is_dir());
    let files: Vec<PathBuf> = dirs.iter().flat_map(|d| rust_files(d)).collect();
    assert!(files.len() > 800, "every crate's sources are looked at");
    let offenders: Vec<String> = files
        .iter()
        .filter(|path| !path.starts_with(&platform))
        .filter_map(|path| {
            let text = std::fs::read_to_string(path).expect("read");
            let words = forbidden(&text);
            (!words.is_empty()).then(|| format!("{} uses {words:?}", path.display()))
        })
        .collect();
    assert!(offenders.is_empty(), "{offenders:#?}");
}

#[test]
fn the_check_sees_each_spelling() {
    for bad in [
        "unsafe { libc::isatty(0) }",
        "use libc;",
        "use std::os::unix::fs::MetadataExt;",
        "use std::os::fd::AsRawFd;",
        "std::os::windows::fs::MetadataExt",
        "use signal_hook::iterator::Signals;",
        "#[cfg(unix)]",
        "#[cfg( unix )]",
        "if cfg!(unix) {",
        "#[cfg(not(unix))]",
        "#[cfg(windows)]",
        "#[cfg(target_os = \"linux\")]",
    ] {
        assert!(!forbidden(bad).is_empty(), "{bad}");
    }
    for fine in [
        "crate::platform::file_identity::id(&meta)",
        "std::fs::File::open(path)",
        "the Unix signals",
        "cfg!(test)",
    ] {
        assert!(forbidden(fine).is_empty(), "{fine}");
    }
}

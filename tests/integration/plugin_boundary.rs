//! Issue 14's measurable boundary: a rule system is a plug-in folder under `src/systems/`,
//! and the core names none. Only `src/systems/<name>/` and the registry
//! (`src/systems/mod.rs`) may say a system's name, and the core reaches a system only
//! through the registry, never by a system's module path.

use std::path::{Path, PathBuf};

/// The words forbidden outside the systems, lower-case: the (Polaris and the
/// combat pool by any spelling: `combat pool`, `combat_pool`, `combat-pool`, `combatpool`)
/// and the names of the systems still to come, so they are born in their folders.
fn forbidden(text: &str) -> Option<&'static str> {
    let lower = text.to_lowercase();
    for word in [
        "polaris",
        "combatpool",
        "shadowrun",
        "anarchy",
        "cyberpunk",
        "corporates",
    ] {
        if lower.contains(word) {
            return Some(word);
        }
    }
    let bytes = lower.as_bytes();
    let found = lower.match_indices("combat").any(|(at, _)| {
        let rest = &bytes[at + "combat".len()..];
        rest.len() > "pool".len() && rest[1..].starts_with(b"pool")
    });
    found.then_some("combat.pool")
}

/// Every file under `dir`, recursively.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(dir) = todo.pop() {
        for entry in std::fs::read_dir(&dir).expect("read src") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                todo.push(path);
            } else {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The system folders: `src/systems/<name>/`.
fn system_folders(src: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(src.join("systems"))
        .expect("src/systems")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Whether `path` may know a system: inside a system's folder, or the registry.
fn may_know(src: &Path, path: &Path, systems: &[String]) -> bool {
    path == src.join("systems").join("mod.rs")
        || systems
            .iter()
            .any(|name| path.starts_with(src.join("systems").join(name)))
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn no_file_outside_the_systems_names_one() {
    let src = src();
    let systems = system_folders(&src);
    assert!(systems.len() >= 2, "the systems are folders: {systems:?}");
    let offenders: Vec<String> = files(&src)
        .into_iter()
        .filter(|path| !may_know(&src, path, &systems))
        .filter_map(|path| {
            let text = std::fs::read(&path).expect("read");
            let word = forbidden(&String::from_utf8_lossy(&text))?;
            Some(format!("{} says {word}", path.display()))
        })
        .collect();
    assert!(offenders.is_empty(), "{offenders:#?}");
}

#[test]
fn the_core_reaches_a_system_only_through_the_registry() {
    let src = src();
    let systems = system_folders(&src);
    let mut offenders = Vec::new();
    for path in files(&src) {
        if may_know(&src, &path, &systems) || path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("read");
        for name in &systems {
            let module_path = format!("systems::{name}");
            if text.contains(&module_path) {
                offenders.push(format!("{} uses {module_path}", path.display()));
            }
        }
    }
    assert!(offenders.is_empty(), "{offenders:#?}");
}

#[test]
fn the_check_sees_each_spelling() {
    for bad in [
        "Polaris 3e",
        "POLARIS",
        "the combat pool",
        "combat_pool::x",
        "Combat-pool",
        "CombatPool",
        "Shadowrun Anarchy",
        "Cyberpunk",
        "Corporates",
    ] {
        assert!(forbidden(bad).is_some(), "{bad}");
    }
    for fine in ["combat", "pool", "a token pool", "combat round\npool"] {
        assert!(forbidden(fine).is_none(), "{fine}");
    }
}

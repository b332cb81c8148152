//! The plug-in boundary, kept by the build: a rule system is a crate of its own
//! (`crates/fray-<system>/`), the core (`crates/fray-core`), the screens
//! (`crates/fray-tui`) and the players' page (`crates/fray-serve`) depend on none and
//! name none, and only the binary's registry (`src/systems/`) lists them.

use std::path::{Path, PathBuf};

use serde_json::Value;

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

/// Every file under `dir`, recursively (none when it does not exist).
fn files(dir: &Path) -> Vec<PathBuf> {
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
            } else {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// The workspace's packages as `cargo metadata` reads their manifests: name and the
/// `fray…` crates each depends on, with the kind of dependency (`normal`, `dev`, `build`).
fn packages() -> Vec<(String, Vec<(String, String)>)> {
    let out = std::process::Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(root())
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: Value = serde_json::from_slice(&out.stdout).expect("cargo metadata's JSON");
    let mut packages: Vec<_> = json["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .map(|p| {
            let deps = p["dependencies"]
                .as_array()
                .expect("dependencies")
                .iter()
                .filter(|d| d["name"].as_str().is_some_and(|n| n.starts_with("fray")))
                .map(|d| {
                    let name = d["name"].as_str().unwrap_or_default().to_string();
                    let kind = d["kind"].as_str().unwrap_or("normal").to_string();
                    (name, kind)
                })
                .collect();
            (p["name"].as_str().unwrap_or_default().to_string(), deps)
        })
        .collect();
    packages.sort();
    packages
}

/// The crates that know no system: the core, the screens, the players' page.
const NEUTRAL: [&str; 3] = ["fray-core", "fray-tui", "fray-serve"];

/// The rule systems' crates: every `fray-…` crate but the neutral ones.
fn system_crates(packages: &[(String, Vec<(String, String)>)]) -> Vec<String> {
    packages
        .iter()
        .map(|(name, _)| name.clone())
        .filter(|name| name.starts_with("fray-") && !NEUTRAL.contains(&name.as_str()))
        .collect()
}

#[test]
fn the_core_and_the_screens_depend_on_no_system_and_no_system_on_another() {
    let packages = packages();
    let systems = system_crates(&packages);
    assert!(systems.len() >= 5, "one crate per system: {systems:?}");
    let deps = |name: &str| -> Vec<(String, String)> {
        packages
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, d)| d.clone())
            .unwrap_or_else(|| panic!("no package {name}"))
    };
    let fray_deps = |name: &str| -> Vec<String> {
        let mut d: Vec<String> = deps(name).into_iter().map(|(n, _)| n).collect();
        d.sort();
        d.dedup();
        d
    };
    assert_eq!(
        fray_deps("fray-core"),
        Vec::<String>::new(),
        "the core depends on no fray crate"
    );
    assert_eq!(
        fray_deps("fray-tui"),
        ["fray-core"],
        "the screens depend on the core only"
    );
    assert_eq!(
        fray_deps("fray-serve"),
        ["fray-core"],
        "the players' page depends on the core only"
    );
    for system in &systems {
        assert_eq!(fray_deps(system), ["fray-core", "fray-tui"], "{system}");
    }
    let binary = fray_deps("fray");
    for system in &systems {
        assert!(
            binary.contains(system),
            "the binary's registry installs {system}"
        );
    }
}

/// The places that may name a system: its own crate, and the binary's registry.
fn may_know(root: &Path, path: &Path) -> bool {
    let crates = root.join("crates");
    let in_system_crate = path.strip_prefix(&crates).is_ok_and(|rest| {
        let first = rest.iter().next().map(|c| c.to_string_lossy().into_owned());
        first.is_some_and(|c| !NEUTRAL.contains(&c.as_str()))
    });
    in_system_crate || path.starts_with(root.join("src").join("systems"))
}

/// The files of the neutral crates and of the binary outside its registry: their code,
/// catalogs, manifests and build scripts.
fn neutral_files(root: &Path) -> Vec<PathBuf> {
    let mut all = Vec::new();
    for neutral in NEUTRAL {
        all.extend(files(&root.join("crates").join(neutral)));
    }
    all.extend(files(&root.join("src")));
    all.extend(files(&root.join("assets/i18n")));
    all.into_iter()
        .filter(|p| !may_know(root, p))
        .filter(|p| !p.components().any(|c| c.as_os_str() == "target"))
        .collect()
}

#[test]
fn no_file_outside_the_systems_names_one() {
    let root = root();
    let files = neutral_files(&root);
    assert!(
        files.len() > 300,
        "the core, the screens and the binary are looked at"
    );
    let offenders: Vec<String> = files
        .into_iter()
        .filter_map(|path| {
            let text = std::fs::read(&path).expect("read");
            let word = forbidden(&String::from_utf8_lossy(&text))?;
            Some(format!("{} says {word}", path.display()))
        })
        .collect();
    assert!(offenders.is_empty(), "{offenders:#?}");
}

#[test]
fn the_binary_reaches_a_system_only_through_the_registry() {
    let root = root();
    let systems: Vec<String> = system_crates(&packages())
        .iter()
        .map(|c| c.trim_start_matches("fray-").replace('-', "_"))
        .collect();
    let mut offenders = Vec::new();
    for path in files(&root.join("src")) {
        if may_know(&root, &path) || path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("read");
        for name in &systems {
            for module_path in [format!("systems::{name}"), format!("fray_{name}")] {
                if text.contains(&module_path) {
                    offenders.push(format!("{} uses {module_path}", path.display()));
                }
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

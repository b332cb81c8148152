use std::path::Path;

use super::*;
use crate::i18n::with_lang;

/// The shipped example fights (`saves/`), one or more per system.
fn saves() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".fray.jsonl"))
        .collect();
    names.sort();
    names
}

fn loaded(name: &str) -> crate::store::Loaded {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(name);
    crate::store::load(&path).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The transcript written the straightforward way: fold and narrate, then every command
/// written back on this thread as it comes.
fn plain(name: &str) -> String {
    let loaded = loaded(name);
    let (timeline, narrations) = crate::narrate::fold(loaded.header, loaded.records, usize::MAX);
    transcript(&timeline, narrations)
}

#[test]
fn the_log_written_beside_the_fold_is_the_plain_one_in_every_language() {
    let mut systems = std::collections::BTreeSet::new();
    for name in saves() {
        for lang in Lang::ALL {
            with_lang(lang, || {
                let loaded = loaded(&name);
                systems.insert(loaded.header.system.key());
                let (timeline, text) = fold_and_write(loaded.header, loaded.records);
                assert_eq!(text, plain(&name), "{name} in {}", lang.code());
                assert_eq!(text.lines().count(), timeline.records().len(), "{name}");
            });
        }
    }
    assert_eq!(
        systems.len(),
        crate::rules::registry::all().len(),
        "{systems:?}"
    );
}

#[test]
fn the_french_log_writes_each_command_in_french() {
    let mut checked = 0;
    for name in saves() {
        let english = with_lang(Lang::En, || plain(&name));
        if !english.contains(" next ") || name.contains(".fr.") {
            continue;
        }
        let french = with_lang(Lang::Fr, || {
            let loaded = loaded(&name);
            fold_and_write(loaded.header, loaded.records).1
        });
        assert!(french.contains(" suivant "), "{name}: {french}");
        assert!(!french.contains(" next "), "{name}: {french}");
        checked += 1;
    }
    assert!(checked > 0, "no shipped fight types `next`");
}

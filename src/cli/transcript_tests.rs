use std::path::Path;

use super::*;
use crate::i18n::with_lang;

/// The shipped example fights (`saves/`), one or more per system, by file name.
fn saves() -> Vec<String> {
    crate::cli::shipped_saves::shipped()
        .iter()
        .filter_map(|path| Some(path.file_name()?.to_string_lossy().into_owned()))
        .collect()
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

#[test]
fn the_log_read_and_folded_at_once_is_the_plain_one_in_every_language() {
    for name in saves() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(&name);
        for lang in Lang::ALL {
            with_lang(lang, || {
                let (timeline, text, warnings) = crate::cli::transcript_read::load_and_write(&path)
                    .unwrap_or_else(|e| panic!("{name}: {e}"));
                assert_eq!(text, plain(&name), "{name} in {}", lang.code());
                assert_eq!(
                    timeline.records(),
                    loaded(&name).records.as_slice(),
                    "{name}"
                );
                assert_eq!(warnings, loaded(&name).warnings, "{name}");
            });
        }
    }
}

#[test]
fn a_damaged_save_gives_its_error_and_no_transcript() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = crate::cli::shipped_saves::damaged_in(dir.path());
    let read = crate::cli::transcript_read::load_and_write(&path);
    let error = read.err().map(|e| e.to_string()).unwrap_or_default();
    let whole = crate::store::load(&path).err().map(|e| e.to_string());
    assert_eq!(Some(error), whole, "the same error as a whole read");
}

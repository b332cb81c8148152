//! Tests for the summary cache: a warm listing is the cold one, in both languages, and
//! any change to a save, or any damage to the cache, makes fray read the save again.
//! The tests that play real rule systems are in the binary's crate
//! (`src/with_systems/saves_cache_tests.rs`).

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::*;
use crate::i18n::with_lang;
use crate::saves::SaveSummary;
use crate::saves::test_support::{age, cache_file, list};

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// A shipped example save.
fn shipped(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(name)
}

/// The files of a folder of the repository ending in `.fray.jsonl`, by name.
fn shipped_saves(folder: &str) -> std::io::Result<Vec<PathBuf>> {
    let mut saves: Vec<PathBuf> = std::fs::read_dir(shipped(folder))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(crate::store::SAVE_EXTENSION))
        .collect();
    saves.sort();
    Ok(saves)
}

/// A saves folder holding the shipped example saves (every rule system), an old-format
/// save, a save damaged in the middle, one that is not a save at all and one whose last
/// line was torn, each written a while ago; returns how many saves it holds.
fn mixed_folder(dir: &Path) -> Result<usize, Box<dyn std::error::Error>> {
    let examples = shipped_saves("saves")?;
    for example in &examples {
        std::fs::copy(example, dir.join(example.file_name().ok_or("a file name")?))?;
    }
    let old = shipped_saves("tests/fixtures/v1")?;
    std::fs::copy(
        old.first().ok_or("an old save")?,
        dir.join("old.fray.jsonl"),
    )?;
    let [first, second, ..] = &examples[..] else {
        return Err("two example saves".into());
    };
    let mut damaged = std::fs::read(first)?;
    let middle = damaged.len() / 2;
    damaged[middle] ^= 0x20;
    std::fs::write(dir.join("damaged.fray.jsonl"), damaged)?;
    std::fs::write(dir.join("garbage.fray.jsonl"), b"\x00\xffgarbage\n")?;
    let mut torn = std::fs::read(second)?;
    torn.extend_from_slice(br#"{"seq":9999,"command":"next","at":nu"#);
    std::fs::write(dir.join("torn.fray.jsonl"), torn)?;
    let mut count = 0;
    for (i, entry) in std::fs::read_dir(dir)?.enumerate() {
        age(&entry?.path(), 60 + 60 * i as u64)?;
        count += 1;
    }
    Ok(count)
}

#[test]
fn a_warm_listing_is_the_cold_one_in_both_languages() -> TestResult {
    let (saves, cache) = (tempfile::tempdir()?, tempfile::tempdir()?);
    let (dir, cache) = (saves.path(), Some(cache.path()));
    let count = mixed_folder(dir)?;
    assert!(count >= 9, "every system's example and four more");
    let english = with_lang(Lang::En, || list(dir, None)).0;
    let french = with_lang(Lang::Fr, || list(dir, None)).0;
    assert_eq!(english.len(), count);
    assert_ne!(
        english, french,
        "titles and problems are in the language shown"
    );
    let problems = english.iter().filter(|s| s.problem.is_some()).count();
    assert!(problems >= 2, "{english:#?}");

    with_lang(Lang::En, || {
        assert_eq!(list(dir, cache), (english.clone(), count), "cold: all read");
        assert_eq!(list(dir, cache), (english.clone(), 0), "warm: none read");
    });
    with_lang(Lang::Fr, || {
        // The facts serve in French too; only the problems are read again, in French.
        assert_eq!(list(dir, cache), (french.clone(), problems));
        assert_eq!(list(dir, cache), (french.clone(), 0));
    });
    with_lang(Lang::En, || assert_eq!(list(dir, cache), (english, 0)));
    // Nothing was written into the saves folder.
    assert_eq!(std::fs::read_dir(dir)?.count(), count);
    Ok(())
}

#[test]
fn a_cache_that_cannot_be_written_changes_nothing_shown() -> TestResult {
    let (saves, other) = (tempfile::tempdir()?, tempfile::tempdir()?);
    let dir = saves.path();
    let count = mixed_folder(dir)?;
    // The cache folder would be inside a plain file: it can never be created.
    let blocker = other.path().join("file");
    std::fs::write(&blocker, b"not a folder")?;
    let cache = blocker.join("cache");
    assert_eq!(list(dir, Some(&cache)), (list(dir, None).0, count));
    assert_eq!(list(dir, Some(&cache)).1, count);
    Ok(())
}

#[test]
fn the_cache_file_is_named_after_the_folder() {
    let a = file_for(Path::new("/c"), Path::new("/saves/one"));
    let b = file_for(Path::new("/c"), Path::new("/saves/two"));
    assert_ne!(a, b);
    assert_eq!(a, file_for(Path::new("/c"), Path::new("/saves/one")));
    assert!(a.starts_with("/c"));
    // The same hash from one build to the next.
    assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
}

/// [`list`] on another thread; fails (rather than hangs) if it has not returned after 10
/// seconds.
fn list_within_deadline(dir: &Path, cache: &Path) -> (Vec<SaveSummary>, usize) {
    let (send, receive) = std::sync::mpsc::channel();
    let (dir, cache) = (dir.to_path_buf(), cache.to_path_buf());
    std::thread::spawn(move || {
        let _ = send.send(list(&dir, Some(&cache)));
    });
    receive
        .recv_timeout(Duration::from_secs(10))
        .expect("the listing ended instead of blocking on the cache file")
}

#[test]
fn a_named_pipe_at_the_cache_file_never_blocks_a_listing_and_is_replaced() -> TestResult {
    let (saves, cache) = (tempfile::tempdir()?, tempfile::tempdir()?);
    let dir = saves.path();
    let count = mixed_folder(dir)?;
    let file = cache_file(dir, cache.path())?;
    let made = std::process::Command::new("mkfifo").arg(&file).status()?;
    assert!(made.success(), "mkfifo");
    let cold = list(dir, None).0;
    assert_eq!(
        list_within_deadline(dir, cache.path()),
        (cold.clone(), count)
    );
    // A pipe holds nothing to lose: the new cache was renamed over it, and serves.
    assert!(
        std::fs::metadata(&file)?.is_file(),
        "the cache replaced the pipe"
    );
    assert_eq!(list_within_deadline(dir, cache.path()), (cold, 0));
    Ok(())
}

#[test]
fn a_folder_at_the_cache_file_is_left_alone_and_changes_nothing_shown() -> TestResult {
    let (saves, cache) = (tempfile::tempdir()?, tempfile::tempdir()?);
    let dir = saves.path();
    let count = mixed_folder(dir)?;
    let file = cache_file(dir, cache.path())?;
    std::fs::create_dir(&file)?;
    std::fs::write(file.join("kept"), b"mine")?;
    let cold = list(dir, None).0;
    assert_eq!(
        list_within_deadline(dir, cache.path()),
        (cold.clone(), count)
    );
    assert_eq!(list_within_deadline(dir, cache.path()), (cold, count));
    assert_eq!(
        std::fs::read(file.join("kept"))?,
        b"mine",
        "the folder is untouched"
    );
    Ok(())
}

//! Tests of the summary cache (`saves::cache`) that play real rule systems: a change to a
//! save, or damage to the cache, makes fray read the save again. The cache's other tests
//! stay beside it in the core's crate.

use std::path::Path;
use std::time::{Duration, SystemTime};

use crate::engine::Header;
use crate::saves::cache::{FORMAT, MAX_CACHE_BYTES, MAX_TEXT_BYTES};
use crate::saves::test_support::{age, cache_file, list};
use crate::session::Session;

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// A save with Baral, its commands stamped with no time.
fn write_save(path: &Path, name: &str) -> Result<Session, Box<dyn std::error::Error>> {
    let header = Header::new(crate::model::SystemId::default_system(), name, 7, 1);
    let mut session = Session::create(path, header)?.with_clock(|| None);
    session.execute("add Baral pc")?;
    Ok(session)
}

#[test]
fn appending_to_a_save_refreshes_its_entry() -> TestResult {
    let (saves, cache) = (tempfile::tempdir()?, tempfile::tempdir()?);
    let (dir, cache) = (saves.path(), Some(cache.path()));
    let path = dir.join("bridge.fray.jsonl");
    let mut session = write_save(&path, "The Bridge")?;
    age(&path, 600)?;
    let (first, read) = list(dir, cache);
    assert_eq!((first[0].records, first[0].round, read), (1, 0, 1));
    assert_eq!(list(dir, cache).1, 0);

    session.execute("start")?;
    age(&path, 300)?;
    let (after, read) = list(dir, cache);
    assert_eq!((after[0].records, after[0].round, read), (2, 1, 1));
    assert_eq!(after, list(dir, None).0);
    assert_eq!(list(dir, cache).1, 0);
    Ok(())
}

#[test]
fn a_fight_s_campaign_is_summarised_and_kept_in_the_cache() -> TestResult {
    let (saves, cache) = (tempfile::tempdir()?, tempfile::tempdir()?);
    let (dir, cache) = (saves.path(), Some(cache.path()));
    let system = crate::model::SystemId::default_system();
    std::fs::create_dir_all(crate::campaign::campaigns_dir(dir))?;
    let campaign = crate::campaign::path_for(dir, "Les Ombres");
    Session::create(&campaign, Header::campaign(system, "Les Ombres", 7, 1))?
        .execute("add Kira pc")?;
    let path = dir.join("ambush.fray.jsonl");
    let mut fight = write_save(&path, "Ambush")?;
    fight.execute("party \"les ombres\"")?;
    drop(fight);
    age(&path, 600)?;
    let wanted = Some(crate::saves::SaveCampaign {
        key: "les-ombres".to_string(),
        name: "Les Ombres".to_string(),
    });
    let (cold, read) = list(dir, cache);
    assert_eq!((cold.len(), read), (1, 1), "the campaign file is no fight");
    assert_eq!(cold[0].campaign, wanted);
    let (warm, read) = list(dir, cache);
    assert_eq!((warm[0].campaign.clone(), read), (wanted, 0));
    Ok(())
}

#[test]
fn a_save_written_within_the_settling_time_is_read_every_time() -> TestResult {
    let (saves, cache) = (tempfile::tempdir()?, tempfile::tempdir()?);
    let (dir, cache) = (saves.path(), Some(cache.path()));
    write_save(&dir.join("hot.fray.jsonl"), "Hot")?;
    assert_eq!(list(dir, cache).1, 1);
    assert_eq!(list(dir, cache).1, 1, "not kept while it may still change");
    Ok(())
}

#[test]
fn a_save_replaced_by_another_of_the_same_length_is_read_again() -> TestResult {
    let (saves, cache) = (tempfile::tempdir()?, tempfile::tempdir()?);
    let (dir, cache) = (saves.path(), Some(cache.path()));
    let path = dir.join("fight.fray.jsonl");
    let other = tempfile::tempdir()?;
    let bravo = other.path().join("bravo.fray.jsonl");
    write_save(&path, "Alpha")?;
    write_save(&bravo, "Bravo")?;
    assert_eq!(
        std::fs::metadata(&path)?.len(),
        std::fs::metadata(&bravo)?.len()
    );
    age(&path, 3_600)?;
    assert_eq!(list(dir, cache).0[0].name, "Alpha");

    // Another save of the same length copied over it, written at another time.
    std::fs::copy(&bravo, &path)?;
    age(&path, 1_800)?;
    assert_eq!(list(dir, cache), (list(dir, None).0, 1));
    assert_eq!(list(dir, cache).0[0].name, "Bravo");

    // Put back under the same write time: the change time and inode still tell.
    let when = std::fs::metadata(&path)?.modified()?;
    let alpha = other.path().join("alpha.fray.jsonl");
    write_save(&alpha, "Alpha")?;
    std::fs::File::options()
        .write(true)
        .open(&alpha)?
        .set_modified(when)?;
    std::fs::rename(&alpha, &path)?;
    assert_eq!(std::fs::metadata(&path)?.modified()?, when);
    let (listed, read) = list(dir, cache);
    assert_eq!((listed[0].name.as_str(), read), ("Alpha", 1));
    Ok(())
}

/// Warms the cache of a folder of three saves, damages the cache file with `damage`,
/// and checks the next listing reads every save again, is the same, and mends the cache.
fn damaged_cache_is_rebuilt(damage: impl Fn(&Path) -> std::io::Result<()>) -> TestResult {
    let (saves, cache) = (tempfile::tempdir()?, tempfile::tempdir()?);
    let (dir, cache) = (saves.path(), Some(cache.path()));
    for name in ["a", "b", "c"] {
        let path = dir.join(format!("{name}.fray.jsonl"));
        write_save(&path, name)?;
        age(&path, 600)?;
    }
    let (cold, _) = list(dir, cache);
    assert_eq!(list(dir, cache).1, 0);
    damage(&cache_file(dir, cache.ok_or("a cache")?)?)?;
    assert_eq!(list(dir, cache), (cold.clone(), 3));
    assert_eq!(list(dir, cache), (cold, 0), "mended");
    Ok(())
}

/// Rewrites the cache file's text.
fn edit(path: &Path, from: &str, to: &str) -> std::io::Result<()> {
    let text = std::fs::read_to_string(path)?;
    assert!(text.contains(from), "{from} in {text}");
    std::fs::write(path, text.replace(from, to))
}

#[test]
fn a_corrupt_cache_is_ignored_and_rebuilt() -> TestResult {
    damaged_cache_is_rebuilt(|p| std::fs::write(p, b"\x00{\"format\":\xff garbage"))?;
    damaged_cache_is_rebuilt(|p| std::fs::write(p, b""))?;
    damaged_cache_is_rebuilt(|p| std::fs::write(p, b"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["))?;
    Ok(())
}

#[test]
fn a_truncated_cache_is_ignored_and_rebuilt() -> TestResult {
    damaged_cache_is_rebuilt(|p| {
        let len = std::fs::metadata(p)?.len();
        std::fs::File::options()
            .write(true)
            .open(p)?
            .set_len(len / 2)
    })
}

#[test]
fn a_cache_of_another_version_or_folder_is_ignored_and_rebuilt() -> TestResult {
    damaged_cache_is_rebuilt(|p| edit(p, r#""version":2,"#, r#""version":99,"#))?;
    let fray = format!(r#""fray":"{}""#, env!("CARGO_PKG_VERSION"));
    damaged_cache_is_rebuilt(|p| edit(p, &fray, r#""fray":"0.0.1-old""#))?;
    damaged_cache_is_rebuilt(|p| edit(p, r#""folder":""#, r#""folder":"/elsewhere"#))?;
    damaged_cache_is_rebuilt(|p| edit(p, FORMAT, "something-else"))?;
    Ok(())
}

#[test]
fn an_oversized_cache_is_not_read() -> TestResult {
    damaged_cache_is_rebuilt(|p| {
        std::fs::File::options()
            .write(true)
            .open(p)?
            .set_len(MAX_CACHE_BYTES + 1)
    })
}

#[test]
fn an_entry_that_does_not_hold_up_is_dropped_and_its_save_read_again() -> TestResult {
    let (saves, cache) = (tempfile::tempdir()?, tempfile::tempdir()?);
    let (dir, cache) = (saves.path(), Some(cache.path()));
    for name in ["a", "b"] {
        let path = dir.join(format!("{name}.fray.jsonl"));
        write_save(&path, name)?;
        age(&path, 600)?;
    }
    let (cold, _) = list(dir, cache);
    let file = cache_file(dir, cache.ok_or("a cache")?)?;
    let key = crate::model::SystemId::default_system().key();
    let text = std::fs::read_to_string(&file)?;
    // One entry names a system no fray knows, the other a name far too long.
    let text = text.replacen(&format!(r#""system":"{key}""#), r#""system":"nope""#, 1);
    let long = "x".repeat(MAX_TEXT_BYTES + 1);
    let text = text.replacen(r#""name":"b""#, &format!(r#""name":"{long}""#), 1);
    std::fs::write(&file, text)?;
    assert_eq!(list(dir, cache), (cold.clone(), 2));
    assert_eq!(list(dir, cache), (cold, 0));
    Ok(())
}

#[test]
fn saves_no_longer_there_are_dropped_from_the_cache() -> TestResult {
    let (saves, cache) = (tempfile::tempdir()?, tempfile::tempdir()?);
    let (dir, cache) = (saves.path(), Some(cache.path()));
    for name in ["kept", "gone"] {
        let path = dir.join(format!("{name}.fray.jsonl"));
        write_save(&path, name)?;
        age(&path, 600)?;
    }
    list(dir, cache);
    let file = cache_file(dir, cache.ok_or("a cache")?)?;
    assert!(std::fs::read_to_string(&file)?.contains("gone.fray.jsonl"));
    std::fs::remove_file(dir.join("gone.fray.jsonl"))?;
    assert_eq!(list(dir, cache).1, 0);
    let text = std::fs::read_to_string(&file)?;
    assert!(
        text.contains("kept.fray.jsonl") && !text.contains("gone.fray.jsonl"),
        "{text}"
    );
    Ok(())
}

#[test]
fn a_listing_that_learns_nothing_writes_nothing() -> TestResult {
    let (saves, cache) = (tempfile::tempdir()?, tempfile::tempdir()?);
    let (dir, cache) = (saves.path(), Some(cache.path()));
    let path = dir.join("a.fray.jsonl");
    write_save(&path, "A")?;
    age(&path, 600)?;
    list(dir, cache);
    let file = cache_file(dir, cache.ok_or("a cache")?)?;
    let old = SystemTime::now() - Duration::from_secs(86_400);
    std::fs::File::options()
        .write(true)
        .open(&file)?
        .set_modified(old)?;
    list(dir, cache);
    assert_eq!(std::fs::metadata(&file)?.modified()?, old);
    Ok(())
}

#[test]
fn writing_a_cache_sweeps_forgotten_ones_and_left_temporaries() -> TestResult {
    let (saves, cache) = (tempfile::tempdir()?, tempfile::tempdir()?);
    let dir = saves.path();
    let path = dir.join("a.fray.jsonl");
    write_save(&path, "A")?;
    age(&path, 600)?;
    let forgotten = cache.path().join("saves-0123456789abcdef.json");
    let recent = cache.path().join("saves-fedcba9876543210.json");
    let temporary = cache.path().join(".saves-0123456789abcdef.json.1-2.tmp");
    let unrelated = cache.path().join("notes.txt");
    for file in [&forgotten, &recent, &temporary, &unrelated] {
        std::fs::write(file, b"{}")?;
        age(file, 100 * 86_400)?;
    }
    age(&recent, 86_400)?;
    list(dir, Some(cache.path()));
    assert!(!forgotten.exists() && !temporary.exists());
    assert!(recent.exists() && unrelated.exists());
    assert!(cache_file(dir, cache.path())?.exists());
    Ok(())
}

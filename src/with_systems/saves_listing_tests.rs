//! Tests of the progressive listing (`saves::listing`), which need real rule systems (the
//! saves listed name one): every save listed at once, summaries filled in as a worker
//! reads them, and a listing dropped mid-read neither waiting nor losing what was read.
//! They are the whole of the module's tests.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use crate::engine::Header;
use crate::model::SystemId;
use crate::saves::listing::{AT_ONCE_BYTES, ReadSave};
use crate::saves::{Listing, read_save};
use crate::session::Session;

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// Long enough for any machine; a hang fails instead of blocking the suite.
const DEADLINE: Duration = Duration::from_secs(30);

/// `count` saves named `fight-N`, encounters `Fight N`, written an hour ago and older
/// (the newest first: `fight-0`), so the cache may keep them.
fn folder(count: usize) -> Result<tempfile::TempDir, Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    for n in 0..count {
        let path = dir.path().join(format!("fight-{n}.fray.jsonl"));
        let header = Header::new(SystemId::default_system(), format!("Fight {n}"), 7, 1);
        let mut session = Session::create(&path, header)?;
        session.execute("add Baral pc")?;
        drop(session);
        let when = SystemTime::now() - Duration::from_secs(3_600 * (1 + n as u64));
        std::fs::File::options()
            .write(true)
            .open(&path)?
            .set_modified(when)?;
    }
    Ok(dir)
}

/// A reader that reads each save for real once the test lets it (one save per message
/// on the returned sender), and says which save it is about to read.
fn gated() -> (ReadSave, Sender<()>, Receiver<PathBuf>) {
    let (go, gate) = mpsc::channel::<()>();
    let (entered, entering) = mpsc::channel::<PathBuf>();
    let gate = Mutex::new(gate);
    let entered = Mutex::new(entered);
    let read: ReadSave = Arc::new(move |path: &Path| {
        if let Ok(entered) = entered.lock() {
            let _ = entered.send(path.to_path_buf());
        }
        if let Ok(gate) = gate.lock() {
            let _ = gate.recv_timeout(DEADLINE);
        }
        read_save(path)
    });
    (read, go, entering)
}

/// A reader that counts the saves it reads.
fn counting(count: &Arc<AtomicUsize>) -> ReadSave {
    let count = Arc::clone(count);
    Arc::new(move |path: &Path| {
        count.fetch_add(1, Ordering::Relaxed);
        read_save(path)
    })
}

/// Polls until `done` holds of the listing, or fails at the deadline.
fn poll_until(listing: &mut Listing, done: impl Fn(&Listing) -> bool) -> Vec<usize> {
    let started = Instant::now();
    let mut filled = Vec::new();
    while !done(listing) {
        assert!(started.elapsed() < DEADLINE, "the listing never got there");
        filled.extend(listing.poll());
        std::thread::sleep(Duration::from_millis(5));
    }
    filled
}

#[test]
fn every_save_is_listed_before_any_is_read_then_filled_in_as_read() -> TestResult {
    let dir = folder(3)?;
    let cache = tempfile::tempdir()?;
    let (read, go, entering) = gated();
    let mut listing = Listing::start_with(dir.path(), 50, Some(cache.path()), read, 0);

    let names: Vec<&str> = listing
        .summaries()
        .iter()
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(names, ["fight-0", "fight-1", "fight-2"], "file names first");
    assert!((0..3).all(|i| listing.is_unread(i)));
    assert_eq!(listing.progress(), Some((0, 3)));
    assert!(
        listing.poll().is_empty(),
        "nothing read until the reader is let go"
    );

    go.send(())?;
    let filled = poll_until(&mut listing, |l| !l.is_unread(0));
    assert_eq!(filled, [0], "the newest save is read first");
    assert_eq!(listing.summaries()[0].name, "Fight 0");
    assert!(!listing.summaries()[0].system.is_empty());
    assert_eq!(listing.progress(), Some((1, 3)));
    assert!(listing.is_unread(1) && listing.is_unread(2));

    go.send(())?;
    go.send(())?;
    poll_until(&mut listing, |l| l.progress().is_none());
    let names: Vec<&str> = listing
        .summaries()
        .iter()
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(names, ["Fight 0", "Fight 1", "Fight 2"]);
    assert_eq!(entering.try_iter().count(), 3, "each save read once");

    // The cache was written when the last save came in: a new listing reads none.
    let count = Arc::new(AtomicUsize::new(0));
    let again = Listing::start_with(dir.path(), 50, Some(cache.path()), counting(&count), 0);
    assert_eq!(count.load(Ordering::Relaxed), 0);
    assert_eq!(again.progress(), None);
    assert_eq!(again.summaries(), listing.summaries());
    Ok(())
}

#[test]
fn small_unknown_saves_are_read_before_the_first_frame() -> TestResult {
    let dir = folder(3)?;
    let cache = tempfile::tempdir()?;
    let count = Arc::new(AtomicUsize::new(0));
    let listing = Listing::start_with(
        dir.path(),
        50,
        Some(cache.path()),
        counting(&count),
        AT_ONCE_BYTES,
    );
    assert_eq!(count.load(Ordering::Relaxed), 3);
    assert_eq!(listing.progress(), None);
    assert_eq!(
        listing.summaries(),
        crate::saves::scan_with(dir.path(), 50, None)?.0
    );
    Ok(())
}

#[test]
fn dropping_the_listing_mid_read_does_not_wait_and_keeps_what_was_read() -> TestResult {
    let dir = folder(3)?;
    let cache = tempfile::tempdir()?;
    let (read, go, entering) = gated();
    let witness = Arc::downgrade(&read);
    let mut listing = Listing::start_with(dir.path(), 50, Some(cache.path()), read, 0);
    go.send(())?;
    poll_until(&mut listing, |l| !l.is_unread(0));
    // The worker is now inside the second save, held there by the gate.
    let first = entering.recv_timeout(DEADLINE)?;
    assert!(first.ends_with("fight-0.fray.jsonl"), "{}", first.display());
    let second = entering.recv_timeout(DEADLINE)?;
    assert!(
        second.ends_with("fight-1.fray.jsonl"),
        "{}",
        second.display()
    );

    // Dropped on another thread, so that a drop that waited would fail, not hang.
    let (dropped, done) = mpsc::channel();
    std::thread::spawn(move || {
        drop(listing);
        let _ = dropped.send(());
    });
    done.recv_timeout(DEADLINE)
        .map_err(|_| "dropping the listing waited for the reader")?;

    // Let the save being read finish: the worker stops there, reads no other save and
    // ends (the reader it held is released).
    go.send(())?;
    let started = Instant::now();
    while witness.strong_count() > 0 {
        assert!(
            started.elapsed() < DEADLINE,
            "the reader thread never ended"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(entering.try_recv().is_err(), "no save read after the drop");

    // What was read before the drop is in the cache: only the other two are read again.
    let count = Arc::new(AtomicUsize::new(0));
    let again = Listing::start_with(dir.path(), 50, Some(cache.path()), counting(&count), 0);
    assert_eq!(again.progress(), Some((0, 2)));
    assert_eq!(again.summaries()[0].name, "Fight 0");
    assert!(again.is_unread(1) && again.is_unread(2));
    Ok(())
}

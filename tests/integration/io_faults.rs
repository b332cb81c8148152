//! I/O faults at every operation of a realistic session: the n-th operation on the save
//! (open, read, write, sync, cut, lock, rename, directory sync...) fails with "disk full"
//! (ENOSPC), an input/output error (EIO) or "permission denied" (EACCES), once or from
//! then on, for every n. Nothing panics, the error names the file and the cause in plain
//! words, the save still opens, and once the fault clears a retry saves everything the GM
//! was told was saved plus the commands kept unsaved.
//!
//! `FRAY_LONG_TESTS=1` plays a longer session.

use std::fs::TryLockError;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use fray::engine::{Header, Timeline};
use fray::session::{Reply, Session};
use fray::store::{self, FileMeta, LogFile, OpenMode, SimStorage, Storage, StoreError, StoredFile};

const PATH: &str = "saves/docks.fray.jsonl";

/// How the fault behaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Only the n-th operation fails.
    Once,
    /// The n-th operation and every one after it fail, until healed.
    Persistent,
}

#[derive(Debug, Default)]
struct Faults {
    ops: u64,
    fail_at: Option<(u64, Mode, i32)>,
    /// How many operations failed.
    fired: u64,
}

/// A storage whose n-th operation fails.
#[derive(Debug, Clone)]
struct Faulty<S> {
    inner: S,
    faults: Arc<Mutex<Faults>>,
}

impl<S> Faulty<S> {
    fn new(inner: S) -> Self {
        Faulty {
            inner,
            faults: Arc::default(),
        }
    }

    fn faults(&self) -> MutexGuard<'_, Faults> {
        self.faults.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn arm(&self, n: u64, mode: Mode, errno: i32) {
        self.faults().fail_at = Some((n, mode, errno));
    }

    fn heal(&self) {
        self.faults().fail_at = None;
    }

    /// Heals the disk if the fault has happened (else it stays armed for later).
    fn heal_if_fired(&self) {
        let mut faults = self.faults();
        if faults.fired > 0 {
            faults.fail_at = None;
        }
    }

    fn ops(&self) -> u64 {
        self.faults().ops
    }

    fn fired(&self) -> u64 {
        self.faults().fired
    }
}

/// Counts one operation; fails it if it is the armed one.
fn check(faults: &Mutex<Faults>) -> io::Result<()> {
    let mut f = faults.lock().unwrap_or_else(|p| p.into_inner());
    f.ops += 1;
    let ops = f.ops;
    match f.fail_at {
        Some((n, mode, errno)) if ops == n || (mode == Mode::Persistent && ops > n) => {
            f.fired += 1;
            Err(io::Error::from_raw_os_error(errno))
        }
        _ => Ok(()),
    }
}

impl<S: Storage> Storage for Faulty<S> {
    type File = FaultyFile<S::File>;

    fn open(&self, path: &Path, mode: OpenMode) -> io::Result<Self::File> {
        check(&self.faults)?;
        Ok(FaultyFile {
            inner: self.inner.open(path, mode)?,
            faults: Arc::clone(&self.faults),
        })
    }
    fn real_path(&self, path: &Path) -> io::Result<PathBuf> {
        check(&self.faults)?;
        self.inner.real_path(path)
    }
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        check(&self.faults)?;
        self.inner.rename(from, to)
    }
    fn hard_link(&self, original: &Path, link: &Path) -> io::Result<()> {
        check(&self.faults)?;
        self.inner.hard_link(original, link)
    }
    fn remove_file(&self, path: &Path) -> io::Result<()> {
        check(&self.faults)?;
        self.inner.remove_file(path)
    }
    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        check(&self.faults)?;
        self.inner.sync_dir(dir)
    }
    fn copy_permissions(&self, from: &Path, to: &Path) -> io::Result<()> {
        check(&self.faults)?;
        self.inner.copy_permissions(from, to)
    }
    fn list_dir(&self, dir: &Path) -> io::Result<Vec<PathBuf>> {
        check(&self.faults)?;
        self.inner.list_dir(dir)
    }
}

/// A file of a [`Faulty`] storage.
struct FaultyFile<F> {
    inner: F,
    faults: Arc<Mutex<Faults>>,
}

impl<F: StoredFile> LogFile for FaultyFile<F> {
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        check(&self.faults)?;
        self.inner.write_all(buf)
    }
    fn sync_data(&mut self) -> io::Result<()> {
        check(&self.faults)?;
        self.inner.sync_data()
    }
    fn set_len(&mut self, len: u64) -> io::Result<()> {
        check(&self.faults)?;
        self.inner.set_len(len)
    }
}

impl<F: StoredFile> Read for FaultyFile<F> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        check(&self.faults)?;
        self.inner.read(buf)
    }
}

impl<F: StoredFile> Seek for FaultyFile<F> {
    fn seek(&mut self, to: SeekFrom) -> io::Result<u64> {
        check(&self.faults)?;
        self.inner.seek(to)
    }
}

impl<F: StoredFile> StoredFile for FaultyFile<F> {
    fn metadata(&self) -> io::Result<FileMeta> {
        check(&self.faults)?;
        self.inner.metadata()
    }
    fn try_lock(&self) -> Result<(), TryLockError> {
        check(&self.faults).map_err(TryLockError::Error)?;
        self.inner.try_lock()
    }
}

fn long() -> bool {
    std::env::var_os("FRAY_LONG_TESTS").is_some_and(|v| v == "1")
}

const BEFORE: &[&str] = &[
    "add \"Baral Faadhi\" pc from mercenary",
    "add 3 gangers",
    "wound baral body light",
    "roll 3d6",
];

const AFTER: &[&str] = &[
    "note baral steady",
    "undo",
    "redo",
    "wound ganger-1 head serious",
];

fn script(lines: &'static [&'static str]) -> Vec<&'static str> {
    let mut all = lines.to_vec();
    if long() {
        all.extend(["roll 2d10", "undo", "redo", "note ganger-2 hides"]);
    }
    all
}

/// The words a GM must read for `errno`.
fn cause(errno: i32) -> &'static str {
    match errno {
        28 => "the disk is full (no space left on device) (os error 28)",
        5 => "the disk reported an input/output error",
        _ => "permission denied (fray may not write there",
    }
}

/// An error's message must name the save (or a file next to it) and the cause.
fn assert_clear(error: &StoreError, errno: i32, label: &str) {
    let text = error.to_string();
    assert!(text.contains("saves"), "{label}: no file named: {text}");
    assert!(
        text.contains(cause(errno)),
        "{label}: no plain cause: {text}"
    );
}

/// Plays `lines`; a refused write leaves the command unsaved with a clear error (with a
/// persistent fault, every later command too), and what was acknowledged stays on disk.
fn play(
    session: &mut Session,
    storage: &Faulty<SimStorage>,
    lines: &[&str],
    errno: i32,
    label: &str,
) {
    for line in lines {
        let reply = session
            .execute(line)
            .unwrap_or_else(|e| panic!("{label}: {line}: {e}"));
        if let Reply::Done { saved: false, .. } = reply {
            let error = session.save_error().expect("an unsaved command says why");
            assert_clear(error, errno, label);
            assert!(session.unsaved() > 0, "{label}");
            // The save still loads, with everything acknowledged (and perhaps the record
            // whose sync failed: its line may be whole, though it was never confirmed).
            let disk = store::load_in(&storage.inner, Path::new(PATH))
                .unwrap_or_else(|e| panic!("{label}: after a failed write: {e}"));
            let saved = usize::try_from(session.last_saved()).unwrap_or(usize::MAX);
            let all = session.timeline().records();
            assert!(
                disk.records.len() >= saved
                    && all.get(..disk.records.len()) == Some(&disk.records[..]),
                "{label}: {} records on disk, {saved} acknowledged",
                disk.records.len()
            );
        }
    }
}

/// Opens the save, on a fault saying so clearly and trying again once the disk is healed.
fn open(storage: &Faulty<SimStorage>, errno: i32, label: &str) -> Session {
    match Session::open_in(storage, Path::new(PATH)) {
        Ok((session, _)) => session,
        Err(e) => {
            assert_clear(&e, errno, label);
            storage.heal();
            let (session, _) = Session::open_in(storage, Path::new(PATH))
                .unwrap_or_else(|e| panic!("{label}: reopened after the fault: {e}"));
            session
        }
    }
}

/// A session with a fault at operation `n` (0: none): create, commands, reopen, commands.
/// Returns how many operations it took and how many failed.
fn session(n: u64, mode: Mode, errno: i32) -> (u64, u64) {
    let label = format!("fault {errno} {mode:?} at operation {n}");
    let storage = Faulty::new(SimStorage::new());
    let path = Path::new(PATH);
    let header = Header::new(fray::systems::polaris::ID, "Docks", 2026, 0);
    if n > 0 {
        storage.arm(n, mode, errno);
    }
    let mut session = match Session::create_in(&storage, path, header.clone()) {
        Ok(session) => session,
        Err(e) => {
            assert_clear(&e, errno, &label);
            storage.heal();
            // Creating was never acknowledged; whatever it left is removed or refused
            // clearly, and creating again works.
            if storage.inner.contents(path).is_some() {
                match store::load_in(&storage.inner, path) {
                    Ok(loaded) => assert!(loaded.records.is_empty(), "{label}"),
                    Err(e) => assert!(
                        matches!(e, StoreError::Empty { .. } | StoreError::TornHeader { .. }),
                        "{label}: {e}"
                    ),
                }
                let _ = storage.inner.remove_file(path);
            }
            Session::create_in(&storage, path, header.clone())
                .unwrap_or_else(|e| panic!("{label}: created after the fault: {e}"))
        }
    };
    play(&mut session, &storage, &script(BEFORE), errno, &label);
    storage.heal_if_fired();
    assert!(session.retry(), "{label}: the retry after the fault");
    drop(session);
    let mut session = open(&storage, errno, &label);
    play(&mut session, &storage, &script(AFTER), errno, &label);
    storage.heal();
    assert!(session.retry(), "{label}: the retry after the fault");
    let (ops, fired) = (storage.ops(), storage.fired());
    let records = session.timeline().records().to_vec();
    drop(session);
    let (again, _) = Session::open_in(&storage, path).unwrap_or_else(|e| panic!("{label}: {e}"));
    assert_eq!(
        again.timeline().records(),
        &records[..],
        "{label}: all saved"
    );
    let fold = Timeline::from_records(header, records);
    assert_eq!(again.timeline().state(), fold.state(), "{label}");
    (ops, fired)
}

#[test]
fn every_operation_can_fail_with_enospc_eio_or_eacces() {
    let started = Instant::now();
    let (total, none) = session(0, Mode::Once, 28);
    assert_eq!(none, 0);
    let (mut runs, mut failed_ops) = (0, 0);
    for errno in [28, 5, 13] {
        for mode in [Mode::Once, Mode::Persistent] {
            for n in 1..=total {
                let (_, fired) = session(n, mode, errno);
                assert!(
                    fired > 0,
                    "fault {errno} {mode:?} at operation {n} never happened"
                );
                failed_ops += fired;
                runs += 1;
            }
        }
    }
    eprintln!(
        "io_faults: {total} operations x 3 errors (ENOSPC, EIO, EACCES) x 2 modes (once, persistent) \
         = {runs} faulty sessions ({failed_ops} failed operations), in {:.1?}",
        started.elapsed()
    );
}

/// A save with records and a torn last line, on a fresh in-memory disk.
fn torn_save() -> (SimStorage, Vec<fray::engine::Record>) {
    let sim = SimStorage::new();
    let path = Path::new(PATH);
    let header = Header::new(fray::systems::polaris::ID, "Docks", 2026, 0);
    let mut session = Session::create_in(&sim, path, header).expect("create");
    for line in BEFORE {
        session.execute(line).expect("command");
    }
    let records = session.timeline().records().to_vec();
    drop(session);
    let mut bytes = sim.contents(path).expect("the save");
    bytes.extend_from_slice(b"{\"seq\":5,\"command\":\"roll 1d");
    sim.put(path, &bytes);
    (sim, records)
}

#[test]
fn faults_while_moving_a_torn_tail_aside_are_clear_and_harmless() {
    let started = Instant::now();
    let (base, records) = torn_save();
    let probe = Faulty::new(base.fork());
    Session::open_in(&probe, Path::new(PATH)).expect("open");
    let total = probe.ops();
    let mut runs = 0;
    for errno in [28, 5, 13] {
        for mode in [Mode::Once, Mode::Persistent] {
            for n in 1..=total {
                let label = format!("torn tail: fault {errno} {mode:?} at operation {n}");
                let storage = Faulty::new(base.fork());
                storage.arm(n, mode, errno);
                let mut session = open(&storage, errno, &label);
                storage.heal();
                // The commands, then (when the torn tail was set aside) the store's
                // set-aside record skipping its number.
                let got = session.timeline().records();
                let commands: Vec<_> = got.iter().filter(|r| !r.is_set_aside()).cloned().collect();
                assert_eq!(commands, records, "{label}");
                assert!(
                    matches!(
                        session.execute("roll 1d6"),
                        Ok(Reply::Done { saved: true, .. })
                    ),
                    "{label}"
                );
                runs += 1;
            }
        }
    }
    eprintln!(
        "io_faults torn tail: {total} operations x 3 errors x 2 modes = {runs} faulty openings, in {:.1?}",
        started.elapsed()
    );
}

const V1_DEMO: &str = include_str!("../fixtures/v1/polaris-demo.fray.jsonl");

#[test]
fn faults_during_upgrade_leave_the_original_and_say_why() {
    let started = Instant::now();
    let path = Path::new(PATH);
    let base = SimStorage::new();
    base.put(path, V1_DEMO.as_bytes());
    let original = store::load_in(&base, path).expect("v1 loads");
    let probe = Faulty::new(base.fork());
    store::upgrade_in(&probe, path).expect("upgrade");
    let total = probe.ops();
    let mut runs = 0;
    for errno in [28, 5, 13] {
        for mode in [Mode::Once, Mode::Persistent] {
            for n in 1..=total {
                let label = format!("upgrade: fault {errno} {mode:?} at operation {n}");
                let storage = Faulty::new(base.fork());
                storage.arm(n, mode, errno);
                if let Err(e) = store::upgrade_in(&storage, path) {
                    assert_clear(&e, errno, &label);
                }
                storage.heal();
                let after =
                    store::load_in(&storage, path).unwrap_or_else(|e| panic!("{label}: {e}"));
                assert_eq!(after.records, original.records, "{label}");
                assert!(store::upgrade_in(&storage, path).is_ok(), "{label}");
                let (mut session, _) =
                    Session::open_in(&storage, path).unwrap_or_else(|e| panic!("{label}: {e}"));
                assert!(
                    matches!(
                        session.execute("roll 1d6"),
                        Ok(Reply::Done { saved: true, .. })
                    ),
                    "{label}"
                );
                runs += 1;
            }
        }
    }
    eprintln!(
        "io_faults upgrade: {total} operations x 3 errors x 2 modes = {runs} faulty upgrades, in {:.1?}",
        started.elapsed()
    );
}

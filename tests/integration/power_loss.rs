//! Power loss at every sync point of a real session, on the in-memory [`SimStorage`]: each
//! unsynced write, cut, rename or link is applied, dropped or garbled from a seed, then the
//! save is opened again through the app's own path (`Session::open_in`, which moves a torn
//! tail aside). Every record acknowledged before the crash must come back, nothing that
//! was never written may, the state must be the fold of what came back, and the save must
//! take a new command. The same for a crash while converting (`upgrade`), salvaging, or
//! moving a torn tail aside.
//!
//! `FRAY_LONG_TESTS=1` plays a longer session with more seeds.

use crate::common;

use std::path::Path;
use std::time::Instant;

use common::saves::{set_aside_of, used_numbers};
use fray::engine::{Header, Record, Timeline};
use fray::model::SystemId;
use fray::session::{Reply, Session};
use fray::store::{self, SimStorage, StoreError, Upgrade};

const PATH: &str = "saves/docks.fray.jsonl";

/// The demo's commands, then a round of wounds, rolls, tests, undo and redo.
const POLARIS: &[&str] = &[
    "add \"Baral Faadhi\" pc from mercenary",
    "add \"Lena Orsini\" pc reaction=13 for=11 con=12 coo=14 ada=13 per=14 int=13 vol=12 pre=11 chance=12",
    "set lena armes-de-poing=4+7 fusils=4+5 mains-nues=4+3",
    "note lena \"Medic. Heavy pistol, stun baton, first-aid kit.\"",
    "add 3 gangers",
    "wound baral body light",
    "roll 3d6",
    "wound lena left-arm light",
    "note baral steady",
    "undo",
    "redo",
    "test baral reaction",
    "undo",
    "undo",
    "redo",
    "wound ganger-1 head serious",
];

/// A combat-pool fight (the start of the shipped `sr-firefight` example), with rolls,
/// undo and redo.
const POOL: &[&str] = &[
    "add Kestrel pc from street-samurai",
    "add Juno pc from face",
    "add 4 guards from guard",
    "ready kestrel ready",
    "ready juno ready",
    "stress kestrel moderate",
    "stress guard-1 moderate",
    "start",
    "allocate kestrel 3",
    "allocate juno 3",
    "undo",
    "redo",
    "allocate guard-1 2",
    "intend kestrel moves from crate to crate",
    "attack guard-1 at kestrel hits=2 medium",
    "roll 2d6",
    "attack kestrel at guard-1,guard-2 hits=4 spend=2 spray medium soak=3",
    "undo",
    "redo",
];

fn long() -> bool {
    std::env::var_os("FRAY_LONG_TESTS").is_some_and(|v| v == "1")
}

fn seeds() -> u64 {
    if long() { 64 } else { 8 }
}

/// The script, played twice over in the long form.
fn script(lines: &'static [&'static str]) -> Vec<&'static str> {
    let rounds = if long() { 2 } else { 1 };
    let mut all = lines.to_vec();
    for _ in 1..rounds {
        all.extend(lines.iter().filter(|l| {
            l.starts_with("roll")
                || l.starts_with("undo")
                || l.starts_with("redo")
                || l.starts_with("note")
                || l.starts_with("wound")
        }));
    }
    all
}

fn header(system: SystemId) -> Header {
    Header::new(system, "Docks", 2026, 1_795_258_848)
}

/// What a session wrote and what it was told was saved.
struct Played {
    header: Header,
    /// Whether `create` returned `Ok`.
    created: bool,
    /// Every record carried out, saved or not, in order.
    written: Vec<Record>,
    /// How many of them were acknowledged as saved.
    acked: usize,
}

/// Plays `lines` on `sim` until the end (or until power fails: the session goes on in
/// memory, as the app does, with every write failing).
fn play(sim: &SimStorage, system: SystemId, lines: &[&str]) -> Played {
    let header = header(system);
    let path = Path::new(PATH);
    let Ok(session) = Session::create_in(sim, path, header.clone()) else {
        return Played {
            header,
            created: false,
            written: Vec::new(),
            acked: 0,
        };
    };
    let mut session = session.with_clock(|| Some(1_795_260_000));
    let mut acked = 0;
    for line in lines {
        match session.execute(line) {
            Ok(Reply::Done { seq, saved, .. }) => {
                if saved {
                    acked = usize::try_from(seq).unwrap_or(usize::MAX);
                }
            }
            Ok(_) => {}
            Err(e) => panic!("{line}: {e}"),
        }
    }
    assert_eq!(usize::try_from(session.last_saved()).ok(), Some(acked));
    Played {
        header,
        created: true,
        written: session.timeline().records().to_vec(),
        acked,
    }
}

/// Opens the save after a crash as the app does and checks it. Returns how many records
/// came back.
fn check_recovery(sim: &SimStorage, played: &Played, label: &str) -> usize {
    let path = Path::new(PATH);
    let (mut session, _) = match Session::open_in(sim, path) {
        Ok(opened) => opened,
        Err(e) => {
            // Creating it was never acknowledged: the file is missing, or its header
            // never fully reached the disk.
            assert!(
                !played.created,
                "{label}: a created save does not open: {e}"
            );
            assert!(
                matches!(
                    &e,
                    StoreError::Empty { .. }
                        | StoreError::TornHeader { .. }
                        | StoreError::BadHeader { .. }
                        | StoreError::NotASave { .. }
                ) || matches!(&e, StoreError::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound),
                "{label}: {e}"
            );
            return 0;
        }
    };
    // The commands that came back (a set-aside record the recovery added is not one).
    let all = session.timeline().records().to_vec();
    let got: Vec<Record> = all.iter().filter(|r| !r.is_set_aside()).cloned().collect();
    assert!(
        got.len() >= played.acked,
        "{label}: {} records came back, {} were acknowledged",
        got.len(),
        played.acked
    );
    assert!(
        played.written.get(..got.len()) == Some(&got[..]),
        "{label}: what came back is not a prefix of what was written"
    );
    assert_eq!(session.timeline().header(), &played.header, "{label}");
    let fold = Timeline::from_records(played.header.clone(), all.clone());
    assert_eq!(session.timeline().state(), fold.state(), "{label}");
    let reply = session.execute("roll 1d6");
    assert!(
        matches!(reply, Ok(Reply::Done { saved: true, .. })),
        "{label}: a new command after recovery: {reply:?} {:?}",
        session.save_error().map(ToString::to_string)
    );
    drop(session);
    let reread = store::load_in(sim, path).unwrap_or_else(|e| panic!("{label}: {e}"));
    assert_eq!(reread.records.len(), all.len() + 1, "{label}");
    got.len()
}

/// Crashes again at every sync point of the recovery itself (moving a torn tail aside),
/// then recovers: nothing acknowledged is lost. Returns how many crashes were tried.
fn crash_during_recovery(after_crash: &SimStorage, played: &Played, seed: u64, label: &str) -> u64 {
    let probe = after_crash.fork();
    let _ = Session::open_in(&probe, Path::new(PATH));
    let syncs = probe.syncs();
    for j in 1..=syncs {
        let sim = after_crash.fork();
        sim.crash_at_sync(j);
        let _ = Session::open_in(&sim, Path::new(PATH));
        sim.crash(seed.wrapping_mul(31).wrapping_add(j));
        check_recovery(
            &sim,
            played,
            &format!("{label}, recovery crash at sync {j}"),
        );
    }
    syncs
}

/// Crash at every sync point of a session, for several seeds.
fn every_sync_point(system: SystemId, lines: &[&str]) {
    let started = Instant::now();
    let whole = SimStorage::new();
    let full = play(&whole, system, lines);
    let syncs = whole.syncs();
    assert_eq!(
        full.acked,
        full.written.len(),
        "without a crash all is saved"
    );
    let (mut runs, mut recovery_runs, mut lost_pending, mut garbled) = (0, 0, 0, 0);
    for k in 1..=syncs + 1 {
        for seed in 0..seeds() {
            let label = format!("{system:?}: crash at sync {k}, seed {seed}");
            let sim = SimStorage::new();
            sim.crash_at_sync(k);
            let played = play(&sim, system, lines);
            let fate = sim.crash(seed);
            garbled += fate.garbled;
            let got = check_recovery(&sim.fork(), &played, &label);
            if got < played.written.len() {
                lost_pending += 1;
            }
            recovery_runs += crash_during_recovery(&sim, &played, seed, &label);
            runs += 1;
        }
    }
    eprintln!(
        "power_loss {system:?}: {} commands, {syncs} sync points + the end x {} seeds = {runs} crashes \
         ({lost_pending} lost the unacknowledged record being written, {garbled} operations garbled), \
         {recovery_runs} crashes during recovery, in {:.1?}",
        lines.len(),
        seeds(),
        started.elapsed()
    );
}

#[test]
fn polaris_session_survives_power_loss_at_every_sync_point() {
    every_sync_point(fray::systems::polaris::ID, &script(POLARIS));
}

#[test]
fn combat_pool_session_survives_power_loss_at_every_sync_point() {
    every_sync_point(fray::systems::combat_pool::ID, &script(POOL));
}

const V1_DEMO: &str = include_str!("../fixtures/v1/polaris-demo.fray.jsonl");

#[test]
fn power_loss_during_upgrade_loses_nothing() {
    let started = Instant::now();
    let path = Path::new(PATH);
    let base = SimStorage::new();
    base.put(path, V1_DEMO.as_bytes());
    let original = store::load_in(&base, path).expect("the v1 fixture loads");
    assert_eq!(original.header.version, 1);
    let probe = base.fork();
    assert!(matches!(
        store::upgrade_in(&probe, path),
        Ok(Upgrade::Converted { .. })
    ));
    let syncs = probe.syncs();
    let mut runs = 0;
    for k in 1..=syncs + 1 {
        for seed in 0..seeds() * 4 {
            let label = format!("upgrade: crash at sync {k}, seed {seed}");
            let sim = base.fork();
            sim.crash_at_sync(k);
            let result = store::upgrade_in(&sim, path);
            sim.crash(seed);
            let after = store::load_in(&sim, path).unwrap_or_else(|e| panic!("{label}: {e}"));
            assert_eq!(after.records, original.records, "{label}");
            if let Ok(Upgrade::Converted { backup, .. }) = &result {
                assert_eq!(
                    after.header.version, 2,
                    "{label}: a finished upgrade is durable"
                );
                assert_eq!(
                    sim.contents(backup).as_deref(),
                    Some(V1_DEMO.as_bytes()),
                    "{label}: the backup"
                );
            }
            // Whatever the crash left, the GM can finish the upgrade and play on.
            if after.header.version == 1 {
                assert!(
                    matches!(store::upgrade_in(&sim, path), Ok(Upgrade::Converted { .. })),
                    "{label}"
                );
            }
            let (mut session, _) =
                Session::open_in(&sim, path).unwrap_or_else(|e| panic!("{label}: {e}"));
            assert_eq!(
                session.timeline().records(),
                &original.records[..],
                "{label}"
            );
            assert!(matches!(
                session.execute("roll 1d6"),
                Ok(Reply::Done { saved: true, .. })
            ));
            runs += 1;
        }
    }
    eprintln!(
        "power_loss upgrade: {syncs} sync points + the end x {} seeds = {runs} crashes, in {:.1?}",
        seeds() * 4,
        started.elapsed()
    );
}

#[test]
fn power_loss_during_salvage_loses_nothing() {
    let started = Instant::now();
    let path = Path::new(PATH);
    let base = SimStorage::new();
    let played = play(&base, fray::systems::polaris::ID, POLARIS);
    let mut bytes = base.contents(path).expect("the save");
    // Damage the 5th line (record 4): one byte of its content.
    let starts: Vec<usize> = std::iter::once(0)
        .chain(
            bytes
                .iter()
                .enumerate()
                .filter(|(_, b)| **b == b'\n')
                .map(|(i, _)| i + 1),
        )
        .collect();
    let damaged = starts[4];
    bytes[damaged + 10] ^= 0x01;
    let tail = bytes[damaged..].to_vec();
    let base = SimStorage::new();
    base.put(path, &bytes);
    let probe = base.fork();
    let clean = store::salvage_in(&probe, path).expect("salvage");
    let last = played.written.len() as u64;
    assert_eq!(clean.records[..3], played.written[..3]);
    assert_eq!(clean.records.len(), 4);
    let side = clean.cut.as_ref().and_then(|c| c.side_file.clone());
    let side = side
        .as_deref()
        .and_then(|p| p.file_name())
        .map(|n| n.to_string_lossy().into_owned());
    assert_eq!(
        set_aside_of(clean.records.last()),
        Some((4, last, side.unwrap_or_default(), false))
    );
    let syncs = probe.syncs();
    let mut runs = 0;
    for k in 1..=syncs + 1 {
        for seed in 0..seeds() * 4 {
            let label = format!("salvage: crash at sync {k}, seed {seed}");
            let sim = base.fork();
            sim.crash_at_sync(k);
            let _ = store::salvage_in(&sim, path);
            sim.crash(seed);
            let again = store::salvage_in(&sim, path).unwrap_or_else(|e| panic!("{label}: {e}"));
            // The 3 good records, then exactly one set-aside record skipping the numbers
            // 4 to 16 (the damaged line's and those after it). It names the side file
            // the second salvage moved them (or what the crash left of them) to; or,
            // when the crash tore or garbled the first set-aside record, the side file
            // that line went to (its number, 17, is skipped too).
            assert_eq!(again.records[..3], played.written[..3], "{label}");
            assert_eq!(again.records.len(), 4, "{label}");
            let marker = again.records.last();
            let (first, skipped, file, torn) =
                set_aside_of(marker).unwrap_or_else(|| panic!("{label}: {marker:?}"));
            let named = sim
                .contents(&path.with_file_name(&file))
                .unwrap_or_default();
            // A crash that cut the save only part of the way leaves a prefix of the
            // damaged bytes to move (the whole of them is in the first side file).
            let want = if !named.is_empty() && tail.starts_with(&named) {
                (4, last, false)
            } else {
                assert!(
                    named.starts_with(b"{\"seq\":17,"),
                    "{label}: {file} holds {:?}",
                    String::from_utf8_lossy(&named)
                );
                let moved_torn = again.cut.as_ref().is_some_and(|c| c.torn);
                (4, last.max(used_numbers(&named, 4)), moved_torn)
            };
            assert_eq!((first, skipped, torn), want, "{label}");
            assert_eq!(marker.map(|m| m.seq), Some(skipped + 1), "{label}");
            let kept = sim
                .names()
                .iter()
                .any(|name| name.as_path() != path && sim.contents(name) == Some(tail.clone()));
            assert!(
                kept,
                "{label}: the damaged bytes are kept whole in a side file"
            );
            let (mut session, _) =
                Session::open_in(&sim, path).unwrap_or_else(|e| panic!("{label}: {e}"));
            assert!(matches!(
                session.execute("roll 1d6"),
                Ok(Reply::Done { saved: true, .. })
            ));
            runs += 1;
        }
    }
    eprintln!(
        "power_loss salvage: {syncs} sync points + the end x {} seeds = {runs} crashes, in {:.1?}",
        seeds() * 4,
        started.elapsed()
    );
}

#[test]
fn power_loss_while_moving_a_torn_tail_aside_loses_nothing() {
    let started = Instant::now();
    let path = Path::new(PATH);
    let whole = SimStorage::new();
    let played = play(&whole, fray::systems::polaris::ID, POLARIS);
    let bytes = whole.contents(path).expect("the save");
    let mut runs = 0;
    // Every way the last record can be torn: cut at each of its bytes.
    let last = bytes[..bytes.len() - 1]
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |i| i + 1);
    let step = if long() { 1 } else { 5 };
    for cut in (last + 1..bytes.len()).step_by(step) {
        let base = SimStorage::new();
        base.put(path, &bytes[..cut]);
        let known = Played {
            header: played.header.clone(),
            created: true,
            written: played.written.clone(),
            acked: played.written.len() - 1,
        };
        for seed in 0..seeds() / 4 {
            runs += crash_during_recovery(&base, &known, seed, &format!("torn at byte {cut}"));
        }
    }
    eprintln!(
        "power_loss torn tail: {runs} crashes while moving a torn tail aside, in {:.1?}",
        started.elapsed()
    );
}

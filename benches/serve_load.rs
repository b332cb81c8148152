//! The GM's key-to-frame time while the fight is shared (issue 41: "the GM's
//! key-to-frame p99 does not change by more than 10%"): two copies of `key_frame.rs`'s
//! long-running Polaris fight (100,000 records, 40 combatants), each at a GM's keys as
//! `key_frame.rs` times them (`support::gm_keys`: moving, changing panes, forms opened and
//! left, a command typed, the turn key, undo and redo, every key timed to its frame). One
//! copy is shared: a players' page server follows it and [`CLIENTS`] players follow the
//! server's event stream, so every record its GM's keys append is read, folded, said in
//! both languages and pushed to 20 sockets; the other is not shared.
//!
//! After a round each to warm up, the two GMs play in alternate blocks of [`BLOCK`] rounds (for 60 s under `cargo bench`,
//! 3 s under `cargo test --benches`), so a machine busy for a while slows both alike; after
//! each shared block the server is given time to push what it read before the unshared
//! block starts, so the baseline does not pay for it. Target: the 99th percentile with
//! sharing is at most 1.10 times the one without (`RATIO ...`).

/// The `fray` binary's allocator, so that the bench times the binary's code as it runs.
#[global_allocator]
static GLOBAL: fray::allocator::Allocator = fray::allocator::ALLOCATOR;

#[path = "support/mod.rs"]
mod support;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use fray::i18n::Lang;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use fray_serve::serve::{self, ServeOptions};

use support::generate::{LONG_CROWD, Plan, copy_into};
use support::gm_keys::{Gm, open_fight, percentile, round};
use support::ratio::{human, print_ratio};

/// The shared GM's 99th percentile over the unshared GM's.
const TARGET: f64 = 1.10;

/// Players following the shared fight.
const CLIENTS: usize = 20;

/// Rounds of keys each GM plays before the other's turn.
const BLOCK: usize = 3;

/// How long the server gets, after a shared block, to read and push its records: one
/// poll of the save (`store::POLL_INTERVAL`, 250 ms) and the push, with room.
const SETTLE: Duration = Duration::from_millis(600);

/// A GM at the keys of the fight in `path` (its last record undone when it ended the
/// fight, as `key_frame.rs` does), with the slug of someone on the roster.
fn gm_on(path: &Path, saves: &Path) -> (Gm, String) {
    let (session, warnings, name) = open_fight(path);
    let app = App::fight(
        session,
        &warnings,
        saves.to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    );
    let mut gm = Gm::new(app);
    let _ = gm.term.draw(|f| gm.app.draw(f));
    (gm, name)
}

/// One player: opens the event stream at `path` (half of them in French) and reads it to
/// its end; returns the bytes read.
fn follow(addr: SocketAddr, path: String) -> JoinHandle<u64> {
    thread::spawn(move || {
        let Ok(mut stream) = TcpStream::connect(addr) else {
            return 0;
        };
        let request = format!("GET {path} HTTP/1.1\r\nHost: bench\r\n\r\n");
        if stream.write_all(request.as_bytes()).is_err() {
            return 0;
        }
        let mut buffer = [0u8; 16 * 1024];
        let mut read = 0u64;
        while let Ok(n) = stream.read(&mut buffer) {
            if n == 0 {
                break;
            }
            read += n as u64;
        }
        read
    })
}

/// The 99th percentile of `gm`'s frames, and how many.
fn p99(gm: &Gm) -> (Duration, usize) {
    (percentile(gm.frames.clone(), 0.99), gm.frames.len())
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` only has to see it run, on a
    // short fight for a few seconds.
    let quick = !std::env::args().any(|a| a == "--bench");
    let (plan, run) = if quick {
        (
            Plan {
                records: 2_000,
                ..LONG_CROWD
            },
            Duration::from_secs(3),
        )
    } else {
        (LONG_CROWD, Duration::from_secs(60))
    };
    let system = plan.system;
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // The keys write to their save: a copy each of the one generated once per `target/`.
    let alone_path = copy_into(dir.path(), "alone", plan);
    let shared_path = copy_into(dir.path(), "shared", plan);
    let (mut alone, alone_name) = gm_on(&alone_path, dir.path());
    let (mut shared, shared_name) = gm_on(&shared_path, dir.path());

    let options = ServeOptions {
        lan: false,
        port: 0,
        lang: Lang::En,
    };
    let opening = Instant::now();
    let sharing = serve::start(&shared_path, options).unwrap_or_else(|e| panic!("{e}"));
    let (addr, base) = sharing
        .url()
        .strip_prefix("http://")
        .and_then(|rest| rest.split_once('/'))
        .map(|(host, path)| (host.parse::<SocketAddr>(), format!("/{path}")))
        .unwrap_or_else(|| panic!("an http URL: {}", sharing.url()));
    let addr = addr.unwrap_or_else(|e| panic!("{e}"));
    let players: Vec<JoinHandle<u64>> = (0..CLIENTS)
        .map(|i| {
            let lang = Lang::ALL[i % 2].code();
            follow(addr, format!("{base}events?lang={lang}"))
        })
        .collect();
    while sharing.clients() < CLIENTS {
        assert!(
            opening.elapsed() < Duration::from_secs(60),
            "{} players joined",
            sharing.clients()
        );
        thread::sleep(Duration::from_millis(20));
    }
    let opened = opening.elapsed();

    // A round each first, untimed: the first frames of a screen warm its caches.
    for (gm, name) in [(&mut alone, &alone_name), (&mut shared, &shared_name)] {
        for step in round(system, name, 0) {
            gm.step(&step);
        }
        gm.frames.clear();
        gm.blanks.clear();
        gm.slowest.clear();
    }
    thread::sleep(SETTLE);

    let started = Instant::now();
    let mut i = 1;
    while started.elapsed() < run {
        for _ in 0..BLOCK {
            for step in round(system, &alone_name, i) {
                alone.step(&step);
            }
            i += 1;
        }
        for _ in 0..BLOCK {
            for step in round(system, &shared_name, i) {
                shared.step(&step);
            }
            i += 1;
        }
        thread::sleep(SETTLE);
    }
    let (still_following, peak_queued) = (sharing.clients(), sharing.peak_queued_bytes());
    sharing.stop();
    let read: u64 = players.into_iter().map(|p| p.join().unwrap_or(0)).sum();

    let ((base_p99, base_n), (shared_p99, shared_n)) = (p99(&alone), p99(&shared));
    let ratio = shared_p99.as_secs_f64() / base_p99.as_secs_f64().max(1e-9);
    print_ratio(
        &format!(
            "GM key+frame p99 while {CLIENTS} players follow vs not shared ({})",
            system.key()
        ),
        ratio,
        TARGET,
        &format!(
            "{} vs {} over {shared_n} and {base_n} keys in {:.0} s; {still_following} players \
             still following at the end, {} MB pushed to them, at most {} kB queued; \
             the server opened the save and the players joined in {}",
            human(shared_p99.as_nanos() as f64),
            human(base_p99.as_nanos() as f64),
            started.elapsed().as_secs_f64(),
            read / 1_000_000,
            peak_queued / 1_000,
            human(opened.as_nanos() as f64),
        ),
    );
}

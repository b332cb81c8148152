//! The players' page under load, on 127.0.0.1: a generated 40-combatant Polaris fight is
//! shared, [`CLIENTS`] players follow its event stream (half in English, half in French)
//! while the GM plays [`COMMANDS`] commands through a `Session` on the save. Every player
//! sees every record in order (each state's `seq` never goes back, and the lines of the
//! states each player got cover every record that shows players a line, in order), the
//! last state every player got is the final one, word for word; the server's memory stays
//! bounded (its own count of the bytes waiting in the players' queues, and this process's
//! resident memory), and once sharing stops no thread and no socket is left.
//!
//! A process of its own: it measures the process's resident memory, threads and sockets,
//! which other tests running beside it would disturb. The 60-second run, with the
//! GM's key-to-frame time measured, is the `serve_load` bench.

mod common;
#[path = "../benches/support/mod.rs"]
mod support;

use std::fs;
use std::net::SocketAddr;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use common::http::{Events, get, split_url};
use fray::i18n::Lang;
use fray::player_view::lines;
use fray::session::Session;
use fray_serve::serve::{self, QUEUE, ServeOptions};
use serde_json::Value;
use support::generate::{Plan, copy_into, long_crowd};
use support::rng::Rng;

/// Players following the stream.
const CLIENTS: usize = 20;

/// Commands the GM plays (each one a record).
const COMMANDS: usize = 1_000;

/// The least time from one command to the next: a GM far quicker than any at a table
/// (over fifty commands a second). The server reads the save four times a second and
/// pushes one state per read, each with the last 15 lines: a GM typing more than 60
/// commands a second would outrun the page's transcript (and no GM does).
const PACE: Duration = Duration::from_millis(18);

/// How much this process's resident memory may grow from the server's start to the last
/// command (about 15 MB measured). What grows for good: two timelines of 1,000 more
/// records (the GM's and the server's, a few MB with their undo checkpoints); what comes
/// and goes: at most [`QUEUE`] events per player (20 × 16 × ~20 KB ≈ 6 MB, the events
/// shared between the players of a language), the 20 players' and 20 connections'
/// threads and buffers, and the allocator's slack. An unbounded queue, or a page refolded
/// per player, would pass it within the run.
const RSS_GROWTH: u64 = 64 * 1024 * 1024;

/// What one player saw.
#[derive(Debug, Default)]
struct Seen {
    /// Each state's `seq` and its lines' `seq`s, in order.
    states: Vec<(u64, Vec<u64>)>,
    /// The last state's data, as sent.
    last: String,
    /// The largest event's data, in bytes.
    largest: usize,
    /// Whether the stream said the share stopped.
    stopped: bool,
}

/// One player: follows the stream in `lang` until it ends.
fn follow(addr: SocketAddr, path: String) -> JoinHandle<Seen> {
    thread::spawn(move || {
        let mut events = Events::open(addr, &path, "");
        assert!(events.head.starts_with("HTTP/1.1 200"), "{}", events.head);
        let mut seen = Seen::default();
        while let Some(event) = events.next() {
            match event.name.as_str() {
                "state" => {
                    let data: Value = serde_json::from_str(&event.data).expect("state JSON");
                    let seq = data["seq"].as_u64().expect("seq");
                    let log = data["log"]
                        .as_array()
                        .expect("log")
                        .iter()
                        .map(|l| l["seq"].as_u64().expect("a line's seq"))
                        .collect();
                    seen.states.push((seq, log));
                    seen.largest = seen.largest.max(event.data.len());
                    seen.last = event.data;
                }
                "stopped" => seen.stopped = true,
                other => panic!("unexpected event {other}"),
            }
        }
        seen
    })
}

/// This process's resident memory, in bytes (`VmRSS` in `/proc/self/status`).
fn rss() -> u64 {
    let status = fs::read_to_string("/proc/self/status").expect("/proc/self/status");
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .expect("VmRSS")
        * 1024
}

/// This process's threads.
fn threads() -> usize {
    fs::read_dir("/proc/self/task").expect("tasks").count()
}

/// This process's open sockets.
fn sockets() -> usize {
    fs::read_dir("/proc/self/fd")
        .expect("fds")
        .filter_map(Result::ok)
        .filter_map(|e| fs::read_link(e.path()).ok())
        .filter(|target| target.to_string_lossy().starts_with("socket:"))
        .count()
}

/// The `seq` of the state the server shows now.
fn served_seq(addr: SocketAddr, base: &str) -> u64 {
    let answer = get(addr, &format!("{base}state"));
    let data: Value = serde_json::from_slice(&answer.body).expect("state JSON");
    data["seq"].as_u64().unwrap_or(0)
}

/// Plays [`COMMANDS`] commands on `session` as the bench generator's seeded GM types them
/// (refused lines retyped otherwise), at most one per [`PACE`]; returns the highest
/// resident memory seen meanwhile.
fn play(session: &mut Session) -> u64 {
    let system = session.timeline().header().system;
    let mut rng = Rng::new(1_000);
    let (mut played, mut peak) = (0, rss());
    let mut next = Instant::now();
    for n in 0..COMMANDS as u64 * 50 {
        if played == COMMANDS {
            break;
        }
        let state = session.timeline().state();
        let line = if state.combatants.len() < 40 && rng.chance(30) {
            support::commands::add(system, &mut rng, 100_000 + n)
        } else {
            support::commands::next_line(state, &mut rng, 100_000 + n)
        };
        if let Some(wait) = next.checked_duration_since(Instant::now()) {
            thread::sleep(wait);
        }
        let typed = Instant::now();
        if session.execute(&line).is_ok() {
            played += 1;
            next = typed + PACE;
            if played % 50 == 0 {
                peak = peak.max(rss());
            }
        }
    }
    assert_eq!(played, COMMANDS, "the GM's commands");
    peak
}

#[test]
fn twenty_players_follow_a_thousand_commands_in_order_with_bounded_memory() {
    let started = Instant::now();
    let dir = tempfile::tempdir().expect("tempdir");
    let path = copy_into(
        dir.path(),
        "crowd",
        Plan {
            records: 1_500,
            ..long_crowd(fray::systems::polaris::ID)
        },
    );
    let (mut session, _) = Session::open(&path).expect("the GM's fray opens the save");
    if session.timeline().state().step == fray::model::Step::Ended {
        session.execute("undo").expect("the fight goes on");
    }
    let first_seq = session.timeline().next_seq();
    let (threads_before, sockets_before) = (threads(), sockets());
    let rss_before = rss();

    let options = ServeOptions {
        lan: false,
        port: 0,
        lang: Lang::En,
    };
    let sharing = serve::start(&path, options).expect("sharing starts");
    let (addr, base) = split_url(sharing.url());
    assert!(addr.ip().is_loopback(), "{addr}");
    let langs: Vec<Lang> = (0..CLIENTS).map(|i| Lang::ALL[i % 2]).collect();
    let players: Vec<JoinHandle<Seen>> = langs
        .iter()
        .map(|lang| follow(addr, format!("{base}events?lang={}", lang.code())))
        .collect();
    let deadline = Instant::now() + Duration::from_secs(10);
    while sharing.clients() < CLIENTS {
        assert!(
            Instant::now() < deadline,
            "{} players joined",
            sharing.clients()
        );
        thread::sleep(Duration::from_millis(20));
    }

    let rss_peak = play(&mut session);
    let final_seq = session.timeline().next_seq() - 1;
    let deadline = Instant::now() + Duration::from_secs(10);
    while served_seq(addr, &base) != final_seq {
        assert!(
            Instant::now() < deadline,
            "the server never showed #{final_seq}"
        );
        thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(sharing.clients(), CLIENTS, "no player was dropped");
    let peak_queued = sharing.peak_queued_bytes();
    sharing.stop();
    let seen: Vec<Seen> = players
        .into_iter()
        .map(|p| p.join().expect("a player's thread"))
        .collect();

    // Every record that shows players a line, as the whole transcript says them.
    let timeline = session.timeline().clone();
    drop(session);
    let shown: Vec<u64> = lines(&timeline)
        .into_iter()
        .map(|l| l.seq)
        .filter(|&seq| seq >= first_seq)
        .collect();
    assert!(shown.len() > COMMANDS / 2, "{} lines shown", shown.len());
    let expected: Vec<(Lang, String)> = Lang::ALL
        .into_iter()
        .map(|lang| (lang, common::players_page::json_of(&timeline, lang)))
        .collect();
    let mut largest = 0;
    for (i, (seen, lang)) in seen.iter().zip(&langs).enumerate() {
        let who = format!("player {i} ({})", lang.code());
        assert!(seen.stopped, "{who}: told the share stopped");
        assert!(
            seen.states.len() > 10,
            "{who}: {} states",
            seen.states.len()
        );
        let seqs: Vec<u64> = seen.states.iter().map(|(seq, _)| *seq).collect();
        assert!(
            seqs.windows(2).all(|w| w[0] <= w[1]),
            "{who}: a state went back: {seqs:?}"
        );
        assert_eq!(seqs.last(), Some(&final_seq), "{who}: the final state");
        // The lines, in the order first seen: increasing, and covering every line shown.
        let mut got: Vec<u64> = Vec::new();
        for (seq, log) in &seen.states {
            assert!(
                log.windows(2).all(|w| w[0] < w[1]),
                "{who}: #{seq}: {log:?}"
            );
            assert!(log.iter().all(|l| l <= seq), "{who}: #{seq}: {log:?}");
            for &line in log {
                if line >= first_seq && got.last().is_none_or(|&last| line > last) {
                    got.push(line);
                }
            }
        }
        assert_eq!(got, shown, "{who}: every record's line, in order");
        let (_, expected) = expected
            .iter()
            .find(|(l, _)| l == lang)
            .expect("a language");
        assert_eq!(
            &seen.last, expected,
            "{who}: the last state is the final one"
        );
        largest = largest.max(seen.largest);
    }

    // The server's own count: never more than a full queue per player.
    let event_bound = CLIENTS * QUEUE * (largest + 64);
    println!(
        "peak queued {peak_queued} B (bound {event_bound} B); RSS {} MB -> peak {} MB; \
         largest state {largest} B; {} s",
        rss_before / 1_000_000,
        rss_peak / 1_000_000,
        started.elapsed().as_secs()
    );
    assert!(
        peak_queued > 0 && peak_queued <= event_bound,
        "{peak_queued}"
    );
    assert!(
        rss_peak.saturating_sub(rss_before) < RSS_GROWTH,
        "resident memory grew by {} MB",
        (rss_peak - rss_before) / 1_000_000
    );

    // Nothing left running: every server and player thread joined, every socket closed.
    let deadline = Instant::now() + Duration::from_secs(5);
    while (threads(), sockets()) != (threads_before, sockets_before) {
        assert!(
            Instant::now() < deadline,
            "left: {} threads, {} sockets (before: {threads_before}, {sockets_before})",
            threads(),
            sockets()
        );
        thread::sleep(Duration::from_millis(20));
    }
}

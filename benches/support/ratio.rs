//! Ratios against a baseline measured in the same run, so a target holds on any machine.
//!
//! Each side is first a criterion benchmark, for its usual report. The verdict then comes from [`interleaved`]
//! rounds: baseline batch, subject batch, baseline, subject... each round giving one ratio,
//! and the median ratio is the one reported. Another process slowing the machine down for a
//! while slows both sides of a round alike, and a median shrugs off the odd round that
//! was hit on one side only.

use std::cell::RefCell;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// The times per iteration of one side's batches, in nanoseconds.
#[derive(Clone, Default)]
pub struct Samples(Rc<RefCell<Vec<f64>>>);

impl Samples {
    /// No batch yet.
    pub fn new() -> Samples {
        Samples::default()
    }

    /// Runs `f` `iters` times and keeps the time per iteration; for `iter_custom`.
    pub fn time(&self, iters: u64, mut f: impl FnMut()) -> Duration {
        let start = Instant::now();
        for _ in 0..iters {
            f();
        }
        let took = start.elapsed();
        self.add(took, iters);
        took
    }

    /// Keeps a batch of `iters` iterations that took `took` in all.
    pub fn add(&self, took: Duration, iters: u64) {
        self.0
            .borrow_mut()
            .push(took.as_secs_f64() * 1e9 / iters.max(1) as f64);
    }

    /// The median time per iteration, in nanoseconds (0 without batches).
    pub fn median(&self) -> f64 {
        median(self.0.borrow().clone())
    }
}

/// The median of some numbers (0 for none).
pub fn median(mut all: Vec<f64>) -> f64 {
    if all.is_empty() {
        return 0.0;
    }
    all.sort_by(f64::total_cmp);
    let mid = all.len() / 2;
    if all.len() % 2 == 1 {
        all[mid]
    } else {
        (all[mid - 1] + all[mid]) / 2.0
    }
}

/// Times `rounds` rounds of a baseline batch then a subject batch (each batch about
/// `batch` long), prints `RATIO name: r (target <= t) MET|NOT MET` with the median of the
/// rounds' ratios, and returns it.
pub fn interleaved(
    name: &str,
    rounds: usize,
    batch: Duration,
    target: f64,
    mut baseline: impl FnMut(),
    mut subject: impl FnMut(),
) -> f64 {
    let iters = |f: &mut dyn FnMut()| {
        let start = Instant::now();
        f();
        let once = start.elapsed().as_secs_f64().max(1e-9);
        ((batch.as_secs_f64() / once) as u64).max(1)
    };
    let (nb, ns) = (iters(&mut baseline), iters(&mut subject));
    let (b, s) = (Samples::new(), Samples::new());
    let rounds = self::rounds(rounds);
    let mut ratios = Vec::new();
    for _ in 0..rounds.max(1) {
        let tb = b.time(nb, &mut baseline);
        let ts = s.time(ns, &mut subject);
        let per = |t: Duration, n: u64| t.as_secs_f64() / n as f64;
        ratios.push(per(ts, ns) / per(tb, nb));
    }
    let ratio = median(ratios);
    print_ratio(
        name,
        ratio,
        target,
        &format!(
            "median of {rounds} interleaved rounds; {} vs {} per run",
            human(s.median()),
            human(b.median())
        ),
    );
    ratio
}

/// Rounds for [`interleaved`]: one under `cargo test --benches` (where a bench only has
/// to run: cargo passes `--bench` only to `cargo bench`), else `rounds`.
pub fn rounds(rounds: usize) -> usize {
    if !std::env::args().any(|a| a == "--bench") {
        1
    } else {
        rounds
    }
}

/// Prints one ratio line, with the figures it comes from.
pub fn print_ratio(name: &str, ratio: f64, target: f64, figures: &str) {
    let verdict = if ratio <= target { "MET" } else { "NOT MET" };
    println!("RATIO {name}: {ratio:.3} (target <= {target}) {verdict}   [{figures}]");
}

/// A duration in nanoseconds, in a readable unit.
pub fn human(ns: f64) -> String {
    if ns >= 1e9 {
        format!("{:.3} s", ns / 1e9)
    } else if ns >= 1e6 {
        format!("{:.3} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.3} µs", ns / 1e3)
    } else {
        format!("{ns:.0} ns")
    }
}

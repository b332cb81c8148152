//! Ratios against a baseline measured in the same run, so a target holds on any machine.
//!
//! Each side is a criterion benchmark run through `iter_custom`; every batch criterion
//! times (warm-up included) is also kept here as a time per iteration. The ratio is the
//! median of the subject's batches over the median of the baseline's: a median shrugs off
//! the odd batch slowed down by another process on a busy machine, where a mean does not.

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
        let mut all = self.0.borrow().clone();
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
}

/// Prints `RATIO name: r (target <= t) MET|NOT MET` from the two sides' medians, and
/// returns the ratio.
pub fn report(name: &str, subject: &Samples, baseline: &Samples, target: f64) -> f64 {
    let (s, b) = (subject.median(), baseline.median());
    let ratio = if b > 0.0 { s / b } else { f64::INFINITY };
    print_ratio(
        name,
        ratio,
        target,
        &format!("{} vs {}", human(s), human(b)),
    );
    ratio
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

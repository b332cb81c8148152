//! Target 5: the peak memory taken while opening the generated 100,000-record save, as
//! the app opens it (`Session::open` for play, `tui::replay::load` for the replay viewer),
//! over the file's size. A counting global allocator keeps the bytes in use and their
//! peak; the figure is the peak during the open minus what was in use before it.

#[path = "support/mod.rs"]
mod support;

use std::alloc::{GlobalAlloc, Layout, System};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};

use support::generate::{BIG, write_into};
use support::ratio::print_ratio;

/// The system allocator, counting the bytes in use and their peak.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(by: usize) {
    let now = IN_USE.fetch_add(by, Ordering::Relaxed) + by;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

// SAFETY: every call is passed to `System` unchanged; only counters are added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as the caller's.
        unsafe { System.dealloc(ptr, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            if new_size >= layout.size() {
                grew(new_size - layout.size());
            } else {
                IN_USE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The peak bytes `open` takes above what was in use before, and what it keeps.
fn peak_of<T>(open: impl FnOnce() -> T) -> (usize, usize) {
    let before = IN_USE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let kept = open();
    let peak = PEAK.load(Ordering::Relaxed) - before;
    let held = IN_USE.load(Ordering::Relaxed).saturating_sub(before);
    drop(kept);
    (peak, held)
}

fn measure(name: &str, path: &Path, open: impl FnOnce() -> Box<dyn std::any::Any>) {
    let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(1) as f64;
    let (peak, held) = peak_of(open);
    let mb = |b: f64| b / 1e6;
    print_ratio(
        name,
        peak as f64 / size,
        3.0,
        &format!(
            "peak {:.1} MB, kept {:.1} MB, file {:.1} MB",
            mb(peak as f64),
            mb(held as f64),
            mb(size)
        ),
    );
}

fn main() {
    // `cargo test --benches` runs bench binaries with `--test`: nothing to check here.
    if std::env::args().any(|a| a == "--test") {
        return;
    }
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = write_into(dir.path(), "big", BIG);
    measure("Session::open peak memory / file size", &path, || {
        let opened = fray::session::Session::open(&path).unwrap_or_else(|e| panic!("{e}"));
        Box::new(opened)
    });
    measure("replay::load peak memory / file size", &path, || {
        let screen = fray::tui::replay::load(&path, fray::tui::replay::Audience::Gm)
            .unwrap_or_else(|e| panic!("{e}"));
        Box::new(screen)
    });
}

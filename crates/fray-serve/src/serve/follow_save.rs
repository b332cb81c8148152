//! The thread that follows the save, as `fray watch` does: every
//! [`store::POLL_INTERVAL`] it reads what was appended (a save rewritten from the top is
//! read again) and looks whether the GM's fray still holds the save.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use fray_core::store::{self, Follower, PathLock, Update};

use super::live::Live;

/// The longest sleep between two looks at `stop`.
const TICK: Duration = Duration::from_millis(50);

/// Follows the save at `save` into `live` until `stop` is set.
pub fn follow_until(mut follower: Follower, save: &Path, live: &Live, stop: &AtomicBool) {
    let mut next = Instant::now();
    while !stop.load(Ordering::SeqCst) {
        let now = Instant::now();
        if now < next {
            thread::sleep(TICK.min(next - now));
            continue;
        }
        next = now + store::POLL_INTERVAL;
        match follower.poll_at(now) {
            Ok(Update::Appended(records)) => live.append(records),
            Ok(Update::Reset(loaded)) => {
                live.reset(loaded.header, loaded.records);
            }
            // Nothing new, a write being waited for, or damage: the pages keep the last
            // good state (damage is the GM's to see, in fray itself).
            Ok(Update::Nothing | Update::Stalled(_)) | Err(_) => {}
        }
        live.set_gm_here(PathLock::held_by_another(save));
    }
}

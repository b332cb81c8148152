//! Asking the terminal for mouse events, and giving them back on every way out: the
//! normal end of the loop, a panic (a hook run before ratatui's own restores the screen)
//! and a signal or hang-up ([`crate::lifeline`], told through
//! [`Lifeline::mouse_taken`](crate::lifeline::Lifeline::mouse_taken)).
//!
//! Only presses, releases and the wheel are asked for (xterm mode 1000), in SGR form
//! (1006, any column): no motion reports, so moving the mouse never redraws the screen.

use std::io::{self, Write};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

/// What asks the terminal for the mouse: button and wheel reports, SGR coordinates.
const TAKE: &[u8] = b"\x1b[?1000h\x1b[?1006h";

/// What gives the mouse back, in the reverse order.
pub const GIVE_BACK: &[u8] = b"\x1b[?1006l\x1b[?1000l";

/// Whether this process asked the terminal for the mouse and has not given it back.
static TAKEN: AtomicBool = AtomicBool::new(false);

/// The panic hook is set once per process.
static HOOK: Once = Once::new();

/// Asks the terminal for clicks and the wheel, and makes a panic give them back before
/// the screen is restored. A terminal that refuses is left as it is: the keys still work.
pub fn take() -> io::Result<()> {
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            give_back();
            previous(info);
        }));
    });
    TAKEN.store(true, Ordering::SeqCst);
    let mut out = io::stdout();
    out.write_all(TAKE)?;
    out.flush()
}

/// Gives the mouse back to the terminal (its own selection works again), if it was
/// taken; a terminal that is gone refuses, and that is fine.
pub fn give_back() {
    if TAKEN.swap(false, Ordering::SeqCst) {
        let mut out = io::stdout();
        let _ = out.write_all(GIVE_BACK);
        let _ = out.flush();
    }
}

//! What the mouse does, as the `?` overlay lists it after the keys of each screen.

use crate::t;
use crate::tui::keymap::Mode;

/// The mouse's lines of a screen's help: a heading, then (what to do, what it does), and
/// how to leave the mouse to the terminal.
pub fn mouse_keys(mode: Mode) -> Vec<(String, String)> {
    let click = t!("tui-mouse-click");
    let again = t!("tui-mouse-click-again");
    let wheel = t!("tui-mouse-wheel");
    let mut lines = vec![(String::new(), t!("tui-mouse-title"))];
    match mode {
        Mode::Start => lines.extend([
            (click, t!("tui-mouse-start-click")),
            (again, t!("tui-mouse-start-again")),
            (wheel, t!("tui-mouse-start-wheel")),
        ]),
        Mode::Fight => lines.extend([
            (click, t!("tui-mouse-fight-click")),
            (t!("tui-mouse-click-field"), t!("tui-mouse-field-click")),
            (again, t!("tui-mouse-field-again")),
            (wheel, t!("tui-mouse-fight-wheel")),
        ]),
        Mode::Replay => lines.extend([
            (click, t!("tui-mouse-replay-click")),
            (t!("tui-mouse-click-bar"), t!("tui-mouse-replay-bar")),
            (wheel, t!("tui-mouse-replay-wheel")),
        ]),
    }
    lines.push((t!("tui-mouse-off-key"), t!("tui-mouse-off")));
    lines
}

//! One key with its modifiers: read from `fray.toml`, matched against key events, shown in
//! the help.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// One key with its modifiers, e.g. `ctrl-r`, `G`, `space`, `pageup`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Chord {
    /// The key.
    pub code: KeyCode,
    /// Ctrl and Alt (Shift is folded into the character for letters and symbols).
    pub modifiers: KeyModifiers,
}

impl Chord {
    /// A plain key.
    pub const fn key(code: KeyCode) -> Chord {
        Chord {
            code,
            modifiers: KeyModifiers::NONE,
        }
    }

    /// A character key.
    pub const fn char(c: char) -> Chord {
        Chord::key(KeyCode::Char(c))
    }

    /// A character with Ctrl.
    pub const fn ctrl(c: char) -> Chord {
        Chord {
            code: KeyCode::Char(c),
            modifiers: KeyModifiers::CONTROL,
        }
    }

    /// The chord of a key event: Shift is dropped for characters (it is in the character
    /// already) and for BackTab.
    pub fn of(event: &KeyEvent) -> Chord {
        let mut modifiers = event.modifiers & (KeyModifiers::CONTROL | KeyModifiers::ALT);
        if let KeyCode::Char(c) = event.code
            && modifiers.contains(KeyModifiers::CONTROL)
        {
            return Chord {
                code: KeyCode::Char(c.to_ascii_lowercase()),
                modifiers,
            };
        }
        if !matches!(event.code, KeyCode::Char(_) | KeyCode::BackTab) {
            modifiers |= event.modifiers & KeyModifiers::SHIFT;
        }
        Chord {
            code: event.code,
            modifiers,
        }
    }

    /// Reads a chord as written in `fray.toml` and shown in the help: a character, or a
    /// name (`enter`, `esc`, `tab`, `backtab`, `space`, `up`, `down`, `left`, `right`,
    /// `home`, `end`, `pageup`, `pagedown`, `delete`, `backspace`, `insert`, `f1`..`f12`),
    /// optionally after `ctrl-`, `alt-` or `shift-` (for named keys).
    pub fn parse(text: &str) -> Option<Chord> {
        let mut modifiers = KeyModifiers::NONE;
        let mut rest = text;
        loop {
            let lower = rest.to_ascii_lowercase();
            if rest.chars().count() > 1 && lower.starts_with("ctrl-") {
                modifiers |= KeyModifiers::CONTROL;
                rest = &rest[5..];
            } else if rest.chars().count() > 1 && lower.starts_with("alt-") {
                modifiers |= KeyModifiers::ALT;
                rest = &rest[4..];
            } else if rest.chars().count() > 1 && lower.starts_with("shift-") {
                modifiers |= KeyModifiers::SHIFT;
                rest = &rest[6..];
            } else {
                break;
            }
        }
        let mut chars = rest.chars();
        let code = match (chars.next(), chars.next()) {
            (Some(c), None) if !c.is_control() => {
                let c = if modifiers.contains(KeyModifiers::CONTROL) {
                    c.to_ascii_lowercase()
                } else {
                    c
                };
                modifiers.remove(KeyModifiers::SHIFT);
                KeyCode::Char(c)
            }
            _ => named(&rest.to_ascii_lowercase())?,
        };
        if code == KeyCode::Tab && modifiers.contains(KeyModifiers::SHIFT) {
            modifiers.remove(KeyModifiers::SHIFT);
            return Some(Chord {
                code: KeyCode::BackTab,
                modifiers,
            });
        }
        Some(Chord { code, modifiers })
    }
}

fn named(name: &str) -> Option<KeyCode> {
    Some(match name {
        "enter" | "return" => KeyCode::Enter,
        "esc" | "escape" => KeyCode::Esc,
        "tab" => KeyCode::Tab,
        "backtab" => KeyCode::BackTab,
        "space" => KeyCode::Char(' '),
        "up" => KeyCode::Up,
        "down" => KeyCode::Down,
        "left" => KeyCode::Left,
        "right" => KeyCode::Right,
        "home" => KeyCode::Home,
        "end" => KeyCode::End,
        "pageup" => KeyCode::PageUp,
        "pagedown" => KeyCode::PageDown,
        "delete" | "del" => KeyCode::Delete,
        "backspace" => KeyCode::Backspace,
        "insert" => KeyCode::Insert,
        _ => {
            let n: u8 = name.strip_prefix('f')?.parse().ok()?;
            if !(1..=12).contains(&n) {
                return None;
            }
            KeyCode::F(n)
        }
    })
}

impl std::fmt::Display for Chord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.modifiers.contains(KeyModifiers::CONTROL) {
            write!(f, "Ctrl-")?;
        }
        if self.modifiers.contains(KeyModifiers::ALT) {
            write!(f, "Alt-")?;
        }
        if self.modifiers.contains(KeyModifiers::SHIFT) {
            write!(f, "Shift-")?;
        }
        match self.code {
            KeyCode::Char(' ') => write!(f, "Space"),
            KeyCode::Char(c) => write!(f, "{c}"),
            KeyCode::Enter => write!(f, "Enter"),
            KeyCode::Esc => write!(f, "Esc"),
            KeyCode::Tab => write!(f, "Tab"),
            KeyCode::BackTab => write!(f, "Shift-Tab"),
            KeyCode::Up => write!(f, "↑"),
            KeyCode::Down => write!(f, "↓"),
            KeyCode::Left => write!(f, "←"),
            KeyCode::Right => write!(f, "→"),
            KeyCode::Home => write!(f, "Home"),
            KeyCode::End => write!(f, "End"),
            KeyCode::PageUp => write!(f, "PgUp"),
            KeyCode::PageDown => write!(f, "PgDn"),
            KeyCode::Delete => write!(f, "Del"),
            KeyCode::Backspace => write!(f, "Backspace"),
            KeyCode::Insert => write!(f, "Ins"),
            KeyCode::F(n) => write!(f, "F{n}"),
            other => write!(f, "{other:?}"),
        }
    }
}

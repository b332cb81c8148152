//! Colours and text styles of the full-screen interface, in one place. With `NO_COLOR`
//! set, every style falls back to plain attributes (bold, reverse, dim) so nothing is lost,
//! whatever theme and colours `fray.toml` chooses (see [`super::theme_role`]).

use ratatui::style::{Color, Modifier, Style};

use super::theme_role::{Builtin, RoleColor};

/// Every style the panes use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    /// Whether colours are used at all.
    pub color: bool,
    /// Ordinary text.
    pub text: Style,
    /// Secondary text: hints, empty boxes, discarded items.
    pub dim: Style,
    /// Pane titles and headings.
    pub title: Style,
    /// The border of the pane with the focus.
    pub focus_border: Style,
    /// The border of other panes.
    pub border: Style,
    /// The selected line of a list.
    pub selected: Style,
    /// What is happening now: the current phase and actor.
    pub current: Style,
    /// Who acts next.
    pub next: Style,
    /// Player characters.
    pub pc: Style,
    /// Allies.
    pub ally: Style,
    /// Enemies.
    pub enemy: Style,
    /// Neutral combatants.
    pub neutral: Style,
    /// Error messages.
    pub error: Style,
    /// Warnings and the NOT SAVED banner.
    pub warning: Style,
    /// Good news: saved, success.
    pub ok: Style,
    /// Keys in the help overlay and the status line.
    pub key: Style,
    /// Wound severities, lightest first (light ... death).
    pub severity: [Style; 6],
}

impl Theme {
    /// The theme for this process: the built-in theme `fray.toml` chose with its colours
    /// over it, unless `NO_COLOR` is set to anything non-empty.
    pub fn from_env(builtin: Builtin, colors: &[RoleColor]) -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Theme::pick(no_color, builtin, colors)
    }

    /// The plain theme when `no_color`, else `builtin` with `colors` applied in order.
    pub fn pick(no_color: bool, builtin: Builtin, colors: &[RoleColor]) -> Theme {
        if no_color {
            return Theme::plain();
        }
        let mut theme = builtin.theme();
        for color in colors {
            color.apply(&mut theme);
        }
        theme
    }

    /// The coloured theme (`dark`, the default).
    pub fn colored() -> Theme {
        let fg = |c: Color| Style::new().fg(c);
        Theme {
            color: true,
            text: Style::new(),
            dim: Style::new().fg(Color::DarkGray),
            title: Style::new().add_modifier(Modifier::BOLD),
            focus_border: fg(Color::Cyan),
            border: fg(Color::DarkGray),
            selected: Style::new().add_modifier(Modifier::REVERSED),
            current: Style::new().fg(Color::Black).bg(Color::Yellow),
            next: fg(Color::Yellow),
            pc: fg(Color::LightGreen),
            ally: fg(Color::Green),
            enemy: fg(Color::LightRed),
            neutral: fg(Color::Gray),
            error: fg(Color::LightRed).add_modifier(Modifier::BOLD),
            warning: Style::new()
                .fg(Color::Black)
                .bg(Color::LightRed)
                .add_modifier(Modifier::BOLD),
            ok: fg(Color::Green),
            key: fg(Color::Cyan).add_modifier(Modifier::BOLD),
            severity: [
                fg(Color::Yellow),
                fg(Color::LightYellow),
                fg(Color::LightRed),
                fg(Color::Red),
                fg(Color::Magenta),
                fg(Color::DarkGray).add_modifier(Modifier::CROSSED_OUT),
            ],
        }
    }

    /// The theme without colours (`NO_COLOR`): attributes only.
    pub fn plain() -> Theme {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        Theme {
            color: false,
            text: Style::new(),
            dim: Style::new().add_modifier(Modifier::DIM),
            title: bold,
            focus_border: bold,
            border: Style::new(),
            selected: Style::new().add_modifier(Modifier::REVERSED),
            current: Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
            next: Style::new().add_modifier(Modifier::UNDERLINED),
            pc: Style::new(),
            ally: Style::new(),
            enemy: Style::new(),
            neutral: Style::new(),
            error: bold,
            warning: Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
            ok: Style::new(),
            key: bold,
            severity: [
                Style::new(),
                Style::new(),
                bold,
                bold,
                Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
                Style::new().add_modifier(Modifier::CROSSED_OUT),
            ],
        }
    }

    /// The style of a side word (`pc`, `ally`, `enemy`, `neutral`).
    pub fn side(&self, side: &str) -> Style {
        match side {
            "pc" => self.pc,
            "ally" => self.ally,
            "enemy" => self.enemy,
            _ => self.neutral,
        }
    }

    /// The style of a severity row (0 = light); beyond the table, the worst.
    pub fn severity(&self, index: usize) -> Style {
        self.severity[index.min(self.severity.len() - 1)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plain_theme_has_no_colour_at_all() {
        let t = Theme::plain();
        let mut styles = vec![
            t.text,
            t.dim,
            t.title,
            t.focus_border,
            t.border,
            t.selected,
            t.current,
            t.next,
            t.pc,
            t.ally,
            t.enemy,
            t.neutral,
            t.error,
            t.warning,
            t.ok,
            t.key,
        ];
        styles.extend(t.severity);
        for s in styles {
            assert_eq!((s.fg, s.bg), (None, None), "{s:?}");
        }
        assert!(!t.color);
        assert_ne!(t.current, t.text, "the current actor still stands out");
        assert_ne!(t.warning, t.text, "NOT SAVED still stands out");
    }
}

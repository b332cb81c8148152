//! The named roles of a [`Theme`] that `fray.toml` may colour (`[colors]`), and the
//! built-in themes a `theme =` line chooses.

use ratatui::style::{Color, Modifier, Style};

use super::theme::Theme;

/// A built-in theme, chosen by `theme = "NAME"` in `fray.toml`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Builtin {
    /// Today's colours, for a dark terminal (the default).
    #[default]
    Dark,
    /// Darker inks for a light terminal background.
    Light,
    /// Bright, bold colours that stand apart on any background.
    HighContrast,
}

impl Builtin {
    /// Every built-in theme with its `fray.toml` word.
    pub const WORDS: [(Builtin, &'static str); 3] = [
        (Builtin::Dark, "dark"),
        (Builtin::Light, "light"),
        (Builtin::HighContrast, "high-contrast"),
    ];

    /// The theme named by a `fray.toml` word.
    pub fn from_word(word: &str) -> Option<Builtin> {
        Builtin::WORDS
            .iter()
            .find(|(_, w)| w.eq_ignore_ascii_case(word))
            .map(|(b, _)| *b)
    }

    /// Its styles.
    pub fn theme(self) -> Theme {
        match self {
            Builtin::Dark => Theme::colored(),
            Builtin::Light => light(),
            Builtin::HighContrast => high_contrast(),
        }
    }
}

/// The light theme: no light inks, which vanish on white.
fn light() -> Theme {
    let fg = |c: Color| Style::new().fg(c);
    let bold = Modifier::BOLD;
    Theme {
        color: true,
        text: Style::new(),
        dim: fg(Color::DarkGray),
        title: Style::new().add_modifier(bold),
        focus_border: fg(Color::Blue),
        border: fg(Color::Gray),
        selected: Style::new().add_modifier(Modifier::REVERSED),
        current: Style::new().fg(Color::White).bg(Color::Blue),
        next: fg(Color::Blue).add_modifier(bold),
        pc: fg(Color::Green),
        ally: fg(Color::Cyan),
        enemy: fg(Color::Red),
        neutral: fg(Color::DarkGray),
        error: fg(Color::Red).add_modifier(bold),
        warning: Style::new()
            .fg(Color::White)
            .bg(Color::Red)
            .add_modifier(bold),
        ok: fg(Color::Green),
        key: fg(Color::Blue).add_modifier(bold),
        severity: [
            fg(Color::Blue),
            fg(Color::Magenta),
            fg(Color::Red),
            fg(Color::Red).add_modifier(bold),
            fg(Color::Magenta).add_modifier(bold),
            fg(Color::DarkGray).add_modifier(Modifier::CROSSED_OUT),
        ],
    }
}

/// The high-contrast theme: bright colours, bold where it matters.
fn high_contrast() -> Theme {
    let fg = |c: Color| Style::new().fg(c);
    let bold = Modifier::BOLD;
    Theme {
        color: true,
        text: Style::new(),
        dim: fg(Color::Gray),
        title: Style::new().add_modifier(bold | Modifier::UNDERLINED),
        focus_border: fg(Color::LightYellow).add_modifier(bold),
        border: fg(Color::White),
        selected: Style::new().add_modifier(Modifier::REVERSED | bold),
        current: Style::new()
            .fg(Color::Black)
            .bg(Color::LightYellow)
            .add_modifier(bold),
        next: fg(Color::LightYellow).add_modifier(bold),
        pc: fg(Color::LightGreen).add_modifier(bold),
        ally: fg(Color::LightCyan),
        enemy: fg(Color::LightRed).add_modifier(bold),
        neutral: fg(Color::White),
        error: fg(Color::LightRed).add_modifier(bold),
        warning: Style::new()
            .fg(Color::Black)
            .bg(Color::LightRed)
            .add_modifier(bold),
        ok: fg(Color::LightGreen).add_modifier(bold),
        key: fg(Color::LightCyan).add_modifier(bold),
        severity: [
            fg(Color::LightYellow),
            fg(Color::LightYellow).add_modifier(bold),
            fg(Color::LightRed),
            fg(Color::LightRed).add_modifier(bold),
            fg(Color::LightMagenta).add_modifier(bold),
            fg(Color::Gray).add_modifier(Modifier::CROSSED_OUT),
        ],
    }
}

/// A style of the theme the GM may colour, by its `fray.toml` word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// [`Theme::text`].
    Text,
    /// [`Theme::dim`].
    Dim,
    /// [`Theme::title`].
    Title,
    /// [`Theme::focus_border`].
    FocusBorder,
    /// [`Theme::border`].
    Border,
    /// [`Theme::selected`].
    Selected,
    /// [`Theme::current`].
    Current,
    /// [`Theme::next`].
    Next,
    /// [`Theme::pc`].
    Pc,
    /// [`Theme::ally`].
    Ally,
    /// [`Theme::enemy`].
    Enemy,
    /// [`Theme::neutral`].
    Neutral,
    /// [`Theme::error`].
    Error,
    /// [`Theme::warning`].
    Warning,
    /// [`Theme::ok`].
    Ok,
    /// [`Theme::key`].
    Key,
    /// One row of [`Theme::severity`] (0 = the lightest wound).
    Severity(usize),
}

impl Role {
    /// Every role with its `fray.toml` word.
    pub const WORDS: [(Role, &'static str); 22] = [
        (Role::Text, "text"),
        (Role::Dim, "dim"),
        (Role::Title, "title"),
        (Role::FocusBorder, "focus-border"),
        (Role::Border, "border"),
        (Role::Selected, "selected"),
        (Role::Current, "current"),
        (Role::Next, "next"),
        (Role::Pc, "pc"),
        (Role::Ally, "ally"),
        (Role::Enemy, "enemy"),
        (Role::Neutral, "neutral"),
        (Role::Error, "error"),
        (Role::Warning, "warning"),
        (Role::Ok, "ok"),
        (Role::Key, "key"),
        (Role::Severity(0), "severity-1"),
        (Role::Severity(1), "severity-2"),
        (Role::Severity(2), "severity-3"),
        (Role::Severity(3), "severity-4"),
        (Role::Severity(4), "severity-5"),
        (Role::Severity(5), "severity-6"),
    ];

    /// The role named by a `fray.toml` word.
    pub fn from_word(word: &str) -> Option<Role> {
        Role::WORDS
            .iter()
            .find(|(_, w)| *w == word)
            .map(|(r, _)| *r)
    }

    /// Every role word, for a message naming what is expected.
    pub fn all_words() -> String {
        Role::WORDS.map(|(_, w)| w).join(", ")
    }

    /// The style of `theme` this role names.
    fn style_mut(self, theme: &mut Theme) -> &mut Style {
        match self {
            Role::Text => &mut theme.text,
            Role::Dim => &mut theme.dim,
            Role::Title => &mut theme.title,
            Role::FocusBorder => &mut theme.focus_border,
            Role::Border => &mut theme.border,
            Role::Selected => &mut theme.selected,
            Role::Current => &mut theme.current,
            Role::Next => &mut theme.next,
            Role::Pc => &mut theme.pc,
            Role::Ally => &mut theme.ally,
            Role::Enemy => &mut theme.enemy,
            Role::Neutral => &mut theme.neutral,
            Role::Error => &mut theme.error,
            Role::Warning => &mut theme.warning,
            Role::Ok => &mut theme.ok,
            Role::Key => &mut theme.key,
            Role::Severity(i) => {
                let last = theme.severity.len() - 1;
                &mut theme.severity[i.min(last)]
            }
        }
    }
}

/// A colour the GM gives a role: its ink and, if given, its background. The role's
/// attributes (bold, reversed...) are kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoleColor {
    /// The role coloured.
    pub role: Role,
    /// The ink.
    pub fg: Option<Color>,
    /// The background.
    pub bg: Option<Color>,
}

impl RoleColor {
    /// Applies this colour to `theme`.
    pub fn apply(&self, theme: &mut Theme) {
        let style = self.role.style_mut(theme);
        if let Some(fg) = self.fg {
            *style = style.fg(fg);
        }
        if let Some(bg) = self.bg {
            *style = style.bg(bg);
        }
    }
}

/// Reads a colour as `fray.toml` writes it: a name (`red`, `light-red`, `dark-gray`,
/// `reset`), `#rrggbb`, or a terminal palette index `0`..`255`.
pub fn parse_color(text: &str) -> Option<Color> {
    let text = text.trim();
    if text.is_empty() || text.chars().any(|c| !c.is_ascii_graphic()) {
        return None;
    }
    text.parse::<Color>().ok()
}

#[cfg(test)]
#[path = "theme_role_tests.rs"]
mod tests;

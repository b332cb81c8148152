//! A combatant hidden from the players (`hide`) on the GM's screens: the sign `◌` before
//! the name, the name dimmed. The roster, the shared ladder and each system's own turn
//! order draw it through here; the `?` legend explains the sign.

use ratatui::style::Style;
use ratatui::text::Span;

use crate::report::Report;
use crate::tui::theme::Theme;

/// The sign before a hidden combatant's name.
pub const MARK: char = '◌';

/// Whether the combatant of that name is hidden from the players.
pub fn is_hidden(report: &Report, name: &str) -> bool {
    report.combatants.iter().any(|c| c.hidden && c.name == name)
}

/// `name` (already escaped) with the sign before it when hidden.
pub fn marked(name: &str, hidden: bool) -> String {
    if hidden {
        format!("{MARK}{name}")
    } else {
        name.to_string()
    }
}

/// The name's span: marked and dimmed when hidden, else in `style`.
pub fn name_span(name: &str, hidden: bool, style: Style, theme: &Theme) -> Span<'static> {
    if hidden {
        Span::styled(marked(name, true), theme.dim)
    } else {
        Span::styled(name.to_string(), style)
    }
}

//! `fray.toml` text → [`Settings`]. The TOML parser recovers from a syntax error and
//! every table and value keeps its place in the text (its span), so each problem is named
//! with its line and column, and every setting not concerned still applies.

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::note::Why;
use super::{Settings, parse_keys};
use crate::i18n::Lang;
use crate::model::SystemId;
use crate::tui::theme_role::{Builtin, Role, RoleColor, parse_color};

/// The top-level keys of `fray.toml`.
const TOP: &str = "lang, theme, mouse, colors, keys, systems";

/// One setting skipped: where (from 1; the column in characters) and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The line.
    pub line: usize,
    /// The column.
    pub column: usize,
    /// What is wrong.
    pub why: Why,
}

/// The settings a `fray.toml` text gives, and a problem per setting skipped, in the
/// order of the text. Never panics, whatever the text.
pub fn parse(text: &str) -> (Settings, Vec<Problem>) {
    let (root, errors) = DeTable::parse_recoverable(text);
    let mut reader = Reader {
        text,
        problems: Vec::new(),
    };
    for e in &errors {
        let at = e.span().map_or(0, |s| s.start);
        reader.problem(at, Why::Syntax(e.message().to_string()));
    }
    let mut settings = Settings::default();
    for (key, value) in in_order(root.get_ref()) {
        match key.get_ref().as_ref() {
            "lang" => {
                if let Some(word) = reader.text_of("lang", value) {
                    match Lang::from_code(word) {
                        Some(lang) if !word.trim().is_empty() => settings.lang = Some(lang),
                        _ => reader.problem(value.span().start, Why::Lang(word.to_string())),
                    }
                }
            }
            "theme" => {
                if let Some(word) = reader.text_of("theme", value) {
                    match Builtin::from_word(word.trim()) {
                        Some(theme) => settings.theme = theme,
                        None => reader.problem(value.span().start, Why::Theme(word.to_string())),
                    }
                }
            }
            "mouse" => match value.get_ref() {
                DeValue::Boolean(on) => settings.mouse = *on,
                _ => reader.expected("mouse", value, "bool"),
            },
            "colors" => {
                if let Some(table) = reader.table_of("colors", value) {
                    settings.colors = reader.colors(table);
                }
            }
            "keys" => {
                if let Some(table) = reader.table_of("keys", value) {
                    settings.keys = parse_keys::keys(&mut reader, table);
                }
            }
            "systems" => {
                if let Some(table) = reader.table_of("systems", value) {
                    settings.systems = reader.systems(table);
                }
            }
            other => reader.problem(
                key.span().start,
                Why::UnknownKey {
                    key: other.to_string(),
                    expected: TOP.to_string(),
                },
            ),
        }
    }
    let mut problems = reader.problems;
    problems.sort_by_key(|p| (p.line, p.column));
    problems.dedup();
    (settings, problems)
}

/// A table's entries in the order of the text (the map keeps them sorted by key).
pub(super) fn in_order<'t, 'i>(
    table: &'t DeTable<'i>,
) -> Vec<(
    &'t Spanned<std::borrow::Cow<'i, str>>,
    &'t Spanned<DeValue<'i>>,
)> {
    let mut entries: Vec<_> = table.iter().collect();
    entries.sort_by_key(|(k, _)| k.span().start);
    entries
}

/// Whether `value` suits the option `key` of `system` (see
/// [`crate::rules::common::check_option`]); the refusal in words.
pub(super) fn check_option(system: SystemId, key: &str, value: &str) -> Result<(), String> {
    crate::rules::common::check_option(crate::rules::system(system), key, value)
        .map_err(|e| e.to_string())
}

/// Reads values, keeping the problems found.
pub(super) struct Reader<'t> {
    text: &'t str,
    problems: Vec<Problem>,
}

impl Reader<'_> {
    /// Notes a problem at byte `at` of the text.
    pub(super) fn problem(&mut self, at: usize, why: Why) {
        let (line, column) = position(self.text, at);
        self.problems.push(Problem { line, column, why });
    }

    /// Notes a value of the wrong kind.
    pub(super) fn expected(&mut self, key: &str, value: &Spanned<DeValue<'_>>, what: &'static str) {
        self.problem(
            value.span().start,
            Why::Expected {
                key: key.to_string(),
                what,
            },
        );
    }

    /// The text of a string value, or a problem.
    pub(super) fn text_of<'v>(
        &mut self,
        key: &str,
        value: &'v Spanned<DeValue<'_>>,
    ) -> Option<&'v str> {
        match value.get_ref() {
            DeValue::String(s) => Some(s.as_ref()),
            _ => {
                self.expected(key, value, "text");
                None
            }
        }
    }

    /// The table of a table value, or a problem.
    pub(super) fn table_of<'v, 'i>(
        &mut self,
        key: &str,
        value: &'v Spanned<DeValue<'i>>,
    ) -> Option<&'v DeTable<'i>> {
        match value.get_ref() {
            DeValue::Table(t) => Some(t),
            _ => {
                self.expected(key, value, "table");
                None
            }
        }
    }

    /// `[colors]`: `ROLE = "COLOUR"` or `ROLE = { fg = "COLOUR", bg = "COLOUR" }`.
    fn colors(&mut self, table: &DeTable<'_>) -> Vec<RoleColor> {
        let mut out = Vec::new();
        for (key, value) in in_order(table) {
            let Some(role) = Role::from_word(key.get_ref()) else {
                self.problem(key.span().start, Why::Role(key.get_ref().to_string()));
                continue;
            };
            let color = match value.get_ref() {
                DeValue::String(_) => self.color(key.get_ref(), value).map(|fg| RoleColor {
                    role,
                    fg: Some(fg),
                    bg: None,
                }),
                DeValue::Table(t) => self.fg_bg(role, t),
                _ => {
                    self.expected(key.get_ref(), value, "color");
                    None
                }
            };
            out.extend(color);
        }
        out
    }

    /// `{ fg = "COLOUR", bg = "COLOUR" }`, either one optional.
    fn fg_bg(&mut self, role: Role, table: &DeTable<'_>) -> Option<RoleColor> {
        let mut color = RoleColor {
            role,
            fg: None,
            bg: None,
        };
        let mut ok = true;
        for (key, value) in in_order(table) {
            let slot = match key.get_ref().as_ref() {
                "fg" => &mut color.fg,
                "bg" => &mut color.bg,
                other => {
                    self.problem(
                        key.span().start,
                        Why::UnknownKey {
                            key: other.to_string(),
                            expected: "fg, bg".to_string(),
                        },
                    );
                    ok = false;
                    continue;
                }
            };
            match self.color(key.get_ref(), value) {
                Some(c) => *slot = Some(c),
                None => ok = false,
            }
        }
        ok.then_some(color)
    }

    /// A colour value, or a problem.
    fn color(&mut self, key: &str, value: &Spanned<DeValue<'_>>) -> Option<ratatui::style::Color> {
        let word = match value.get_ref() {
            DeValue::String(s) => s.as_ref(),
            _ => {
                self.expected(key, value, "color");
                return None;
            }
        };
        let color = parse_color(word);
        if color.is_none() {
            self.problem(value.span().start, Why::Color(word.to_string()));
        }
        color
    }

    /// `[systems.SYSTEM]`: `OPTION = VALUE`, each checked as the `option` command would.
    fn systems(&mut self, table: &DeTable<'_>) -> Vec<(SystemId, Vec<(String, String)>)> {
        let mut out = Vec::new();
        for (key, value) in in_order(table) {
            let Some(system) = SystemId::from_key(key.get_ref()) else {
                self.problem(key.span().start, Why::System(key.get_ref().to_string()));
                continue;
            };
            let Some(options) = self.table_of(key.get_ref(), value) else {
                continue;
            };
            let mut set = Vec::new();
            for (option, value) in in_order(options) {
                let option = option.get_ref().to_string();
                let text = match value.get_ref() {
                    DeValue::String(s) => s.to_string(),
                    DeValue::Integer(i) => i.as_str().to_string(),
                    DeValue::Boolean(b) => if *b { "on" } else { "off" }.to_string(),
                    _ => {
                        self.expected(&option, value, "value");
                        continue;
                    }
                };
                if text.trim().is_empty() {
                    self.expected(&option, value, "value");
                    continue;
                }
                if check_option(system, &option, &text).is_err() {
                    let why = Why::Option {
                        system,
                        key: option,
                        value: text,
                    };
                    self.problem(value.span().start, why);
                    continue;
                }
                set.push((option.to_ascii_lowercase(), text));
            }
            out.push((system, set));
        }
        out
    }
}

/// The line and column (from 1; the column in characters) of byte `at` of `text`.
pub(super) fn position(text: &str, at: usize) -> (usize, usize) {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let column = before
        .rsplit('\n')
        .next()
        .unwrap_or_default()
        .chars()
        .count()
        + 1;
    (line, column)
}

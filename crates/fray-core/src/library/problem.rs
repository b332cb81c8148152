//! What was wrong with a template of the GM's library or a row of a spreadsheet: where
//! (the line, the field or column) and why, said in the GM's language.

use std::path::PathBuf;

use crate::t;

/// The kind of value a field holds, for "expected …" messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A text in quotes.
    Text,
    /// A whole number.
    Number,
    /// A table (`[template.stats]`, `{ … }`).
    Table,
    /// `true` or `false`.
    Bool,
    /// A list (`[ … ]`).
    List,
}

impl Kind {
    /// The kind in words.
    fn words(self) -> String {
        match self {
            Kind::Text => t!("library-kind-text"),
            Kind::Number => t!("library-kind-number"),
            Kind::Table => t!("library-kind-table"),
            Kind::Bool => t!("library-kind-bool"),
            Kind::List => t!("library-kind-list"),
        }
    }
}

/// Why a template, a row or a whole file was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// The TOML parser's own message.
    Syntax(String),
    /// A field fray does not know; the fields it knows.
    UnknownField {
        /// The fields that may be there.
        expected: String,
    },
    /// A required field is missing.
    Missing,
    /// A value of the wrong kind.
    Expected(Kind),
    /// Not a side word.
    Side(String),
    /// Not a sheet value (`14`, `4+9`, `X`, `2+X`), or out of range.
    Value(String),
    /// Not a key like the shipped ones (lower-case letters and digits joined by dashes).
    Key(String),
    /// A control, bidirectional or invisible character.
    Unsafe,
    /// Longer than allowed.
    TooLong {
        /// The most characters allowed.
        max: usize,
    },
    /// A key given to an earlier template or row already.
    Duplicate(String),
    /// More templates than a file may hold: the rest are left out.
    TooMany {
        /// The most templates read from one file.
        max: usize,
    },
    /// A gear key no shipped template of the system has.
    Gear(String),
    /// A column named twice in the header.
    DuplicateColumn(String),
    /// A row with more cells than the header has columns.
    ExtraCells,
    /// A quoted cell never closed.
    UnclosedQuote,
    /// The file has no header row.
    NoHeader,
    /// The file is bigger than allowed.
    TooBig {
        /// The most bytes allowed, in MiB.
        mib: u64,
    },
    /// The file is not UTF-8 text.
    NotUtf8,
    /// Not a regular file (a folder, a pipe…): why, in words of the current language.
    NotAFile(String),
    /// Could not be read.
    Io(String),
}

impl Why {
    /// The reason in the current language (untrusted parts escaped).
    pub fn render(&self) -> String {
        let esc = crate::safe_text::escape;
        match self {
            Why::Syntax(message) => t!("library-why-syntax", message = esc(message.trim())),
            Why::UnknownField { expected } => {
                t!("library-why-unknown-field", expected = expected.as_str())
            }
            Why::Missing => t!("library-why-missing"),
            Why::Expected(kind) => t!("library-why-expected", kind = kind.words()),
            Why::Side(word) => t!("library-why-side", word = esc(word)),
            Why::Value(word) => t!("library-why-value", value = esc(word)),
            Why::Key(word) => t!("library-why-key", key = esc(word)),
            Why::Unsafe => t!("library-why-unsafe"),
            Why::TooLong { max } => t!("library-why-too-long", max = max.to_string()),
            Why::Duplicate(key) => t!("library-why-duplicate", key = esc(key)),
            Why::TooMany { max } => t!("library-why-too-many", max = max.to_string()),
            Why::Gear(key) => t!("library-why-gear", key = esc(key)),
            Why::DuplicateColumn(name) => t!("library-why-duplicate-column", column = esc(name)),
            Why::ExtraCells => t!("library-why-extra-cells"),
            Why::UnclosedQuote => t!("library-why-unclosed-quote"),
            Why::NoHeader => t!("library-why-no-header"),
            Why::TooBig { mib } => t!("library-why-too-big", mib = mib.to_string()),
            Why::NotUtf8 => t!("library-why-not-utf8"),
            Why::NotAFile(words) => words.clone(),
            Why::Io(message) => t!("library-why-io", message = esc(message)),
        }
    }
}

/// One thing refused: where and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The line (from 1; 0: the whole file).
    pub line: usize,
    /// The field (a TOML file) or column (a spreadsheet) concerned, if one is.
    pub field: Option<String>,
    /// Why.
    pub why: Why,
}

impl Problem {
    /// A problem at `line`, in `field` if one is given.
    pub fn new(line: usize, field: Option<&str>, why: Why) -> Problem {
        Problem {
            line,
            field: field.map(str::to_string),
            why,
        }
    }

    /// As said of a spreadsheet row: `line 4, column « reaction »: …`.
    pub fn render_row(&self) -> String {
        let why = self.why.render();
        let esc = crate::safe_text::escape;
        match (&self.field, self.line) {
            (Some(column), line) if line > 0 => t!(
                "library-at-column",
                line = line.to_string(),
                column = esc(column),
                why = why
            ),
            (_, line) if line > 0 => t!("library-at-line", line = line.to_string(), why = why),
            _ => why,
        }
    }

    /// As said of a library file: `…/<system>.toml, line 4, field « side »: …`.
    pub fn render_in(&self, path: &std::path::Path) -> String {
        let file = crate::safe_text::path(path);
        let why = self.why.render();
        let esc = crate::safe_text::escape;
        match (&self.field, self.line) {
            (Some(field), line) if line > 0 => t!(
                "library-file-field",
                file = file,
                line = line.to_string(),
                field = esc(field),
                why = why
            ),
            (_, line) if line > 0 => t!(
                "library-file-line",
                file = file,
                line = line.to_string(),
                why = why
            ),
            _ => t!("library-file", file = file, why = why),
        }
    }
}

/// A problem of a library file, with the file's path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// The library file.
    pub path: PathBuf,
    /// What was wrong in it.
    pub problem: Problem,
}

impl Note {
    /// The note in the current language, escaped for the terminal.
    pub fn render(&self) -> String {
        self.problem.render_in(&self.path)
    }
}

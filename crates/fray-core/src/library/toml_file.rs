//! A library file's TOML text → templates. The TOML parser recovers from a syntax error
//! and keeps every value's place in the text, so each problem names its line, a bad
//! template names its line and the field, and every other template still loads.

use std::collections::BTreeSet;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::fields;
use super::problem::{Kind, Problem, Why};
use crate::model::{Gear, SystemId};
use crate::rules::Template;

/// The most templates read from one library file; the rest are left out, with a problem.
pub const MAX_TEMPLATES: usize = 1000;

/// The fields of a `[[template]]` table.
const FIELDS: &str = "key, name, side, note, pool, group, stats, skills, gear, fr";
/// The fields of a template's `[template.fr]` table.
const LANG_FIELDS: &str = "name, key, note";
/// The fields of a gear table.
const GEAR_FIELDS: &str = "key, name, values, words, flags";

/// A template read from a file, with the line its table starts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Read {
    /// The line of its `[[template]]` header (from 1).
    pub line: usize,
    /// The template.
    pub template: Template,
}

/// The templates of a library file's text for `system`, in file order, and a problem for
/// each thing refused (a syntax error, a bad template: left out, the others kept). Never
/// panics, whatever the text.
pub fn read(system: SystemId, text: &str) -> (Vec<Read>, Vec<Problem>) {
    let lines = Lines::of(text);
    let (root, errors) = DeTable::parse_recoverable(text);
    let mut problems: Vec<Problem> = errors
        .iter()
        .map(|e| {
            let at = e.span().map_or(0, |s| s.start);
            Problem::new(lines.at(at), None, Why::Syntax(e.message().to_string()))
        })
        .collect();
    let mut read = Vec::new();
    let mut keys = BTreeSet::new();
    for (key, value) in in_order(root.get_ref()) {
        let name = key.get_ref().as_ref();
        if name != "template" {
            problems.push(Problem::new(
                lines.at(key.span().start),
                Some(name),
                Why::UnknownField {
                    expected: "template".to_string(),
                },
            ));
            continue;
        }
        let DeValue::Array(items) = value.get_ref() else {
            problems.push(Problem::new(
                lines.at(value.span().start),
                Some(name),
                Why::Expected(Kind::List),
            ));
            continue;
        };
        for item in items {
            let line = lines.header_line(item.span().start);
            if read.len() == MAX_TEMPLATES {
                problems.push(Problem::new(
                    line,
                    None,
                    Why::TooMany { max: MAX_TEMPLATES },
                ));
                break;
            }
            let DeValue::Table(table) = item.get_ref() else {
                problems.push(Problem::new(line, Some(name), Why::Expected(Kind::Table)));
                continue;
            };
            match template(system, table) {
                Ok(t) if !keys.insert(t.key.clone()) => {
                    problems.push(Problem::new(line, Some("key"), Why::Duplicate(t.key)))
                }
                Ok(template) => read.push(Read { line, template }),
                Err((field, why)) => problems.push(Problem::new(line, Some(&field), why)),
            }
        }
    }
    problems.sort_by_key(|p| p.line);
    (read, problems)
}

/// A refusal: the field (dotted: `stats.for`) and why.
type Refused = (String, Why);

/// One `[[template]]` table; the first field refused, if any.
fn template(system: SystemId, table: &DeTable<'_>) -> Result<Template, Refused> {
    let mut t = Template::blank();
    for (key, value) in in_order(table) {
        let field = key.get_ref().as_ref();
        let at = |why| (field.to_string(), why);
        match field {
            "key" => t.key = fields::key(text(value).map_err(at)?).map_err(at)?,
            "name" => t.name = fields::name(text(value).map_err(at)?).map_err(at)?,
            "side" => t.side = fields::side(text(value).map_err(at)?).map_err(at)?,
            "note" => t.note = fields::note(text(value).map_err(at)?).map_err(at)?,
            "pool" => t.pool = Some(fields::key(text(value).map_err(at)?).map_err(at)?),
            "group" => match value.get_ref() {
                DeValue::Boolean(on) => t.group = *on,
                _ => return Err(at(Why::Expected(Kind::Bool))),
            },
            "stats" => {
                for (k, v) in in_order(table_of(value).map_err(at)?) {
                    let field = format!("stats.{}", k.get_ref().as_ref());
                    let at = |why| (field.clone(), why);
                    let key = fields::sheet_key(system, k.get_ref()).map_err(at)?;
                    let value = fields::stat(integer(v).map_err(at)?).map_err(at)?;
                    t.stats.insert(key, value);
                }
            }
            "skills" => {
                for (k, v) in in_order(table_of(value).map_err(at)?) {
                    let field = format!("skills.{}", k.get_ref().as_ref());
                    let at = |why| (field.clone(), why);
                    let key = fields::sheet_key(system, k.get_ref()).map_err(at)?;
                    let skill = match v.get_ref() {
                        DeValue::String(s) => fields::skill(s).map_err(at)?,
                        DeValue::Integer(_) => {
                            fields::skill(&integer(v).map_err(at)?.to_string()).map_err(at)?
                        }
                        _ => return Err(at(Why::Expected(Kind::Text))),
                    };
                    t.skills.insert(key, skill);
                }
            }
            "gear" => {
                let DeValue::Array(items) = value.get_ref() else {
                    return Err(at(Why::Expected(Kind::List)));
                };
                for item in items {
                    t.gear.push(gear(system, item)?);
                }
            }
            "fr" => {
                for (k, v) in in_order(table_of(value).map_err(at)?) {
                    let field = format!("fr.{}", k.get_ref().as_ref());
                    let at = |why| (field.clone(), why);
                    let word = text(v).map_err(at)?;
                    let lang = "fr".to_string();
                    match k.get_ref().as_ref() {
                        "name" => t.names.insert(lang, fields::name(word).map_err(at)?),
                        "key" => t.keys.insert(lang, fields::key(word).map_err(at)?),
                        "note" => t.notes.insert(lang, fields::note(word).map_err(at)?),
                        _ => {
                            return Err(at(Why::UnknownField {
                                expected: LANG_FIELDS.to_string(),
                            }));
                        }
                    };
                }
            }
            _ => {
                return Err(at(Why::UnknownField {
                    expected: FIELDS.to_string(),
                }));
            }
        }
    }
    if t.key.is_empty() {
        return Err(("key".to_string(), Why::Missing));
    }
    if t.name.is_empty() {
        return Err(("name".to_string(), Why::Missing));
    }
    Ok(t)
}

/// A gear item: a table shaped as in the JSON bestiaries, or the key of a shipped gear.
fn gear(system: SystemId, item: &Spanned<DeValue<'_>>) -> Result<Gear, Refused> {
    let at = |field: &str, why| (format!("gear.{field}"), why);
    let table = match item.get_ref() {
        DeValue::String(key) => return fields::shipped_gear(system, key).map_err(|w| at("key", w)),
        DeValue::Table(table) => table,
        _ => return Err(at("key", Why::Expected(Kind::Table))),
    };
    let mut gear = Gear::default();
    for (k, v) in in_order(table) {
        let field = k.get_ref().as_ref();
        let at = |why| at(field, why);
        match field {
            "key" => gear.key = fields::key(text(v).map_err(at)?).map_err(at)?,
            "name" => gear.name = fields::word(text(v).map_err(at)?).map_err(at)?,
            "values" => {
                for (name, n) in in_order(table_of(v).map_err(at)?) {
                    let name = fields::key(name.get_ref()).map_err(at)?;
                    gear.values
                        .insert(name, fields::stat(integer(n).map_err(at)?).map_err(at)?);
                }
            }
            "words" => {
                for (name, w) in in_order(table_of(v).map_err(at)?) {
                    let name = fields::key(name.get_ref()).map_err(at)?;
                    gear.words
                        .insert(name, fields::word(text(w).map_err(at)?).map_err(at)?);
                }
            }
            "flags" => {
                let DeValue::Array(flags) = v.get_ref() else {
                    return Err(at(Why::Expected(Kind::List)));
                };
                for flag in flags {
                    gear.flags
                        .insert(fields::key(text(flag).map_err(at)?).map_err(at)?);
                }
            }
            _ => {
                return Err(at(Why::UnknownField {
                    expected: GEAR_FIELDS.to_string(),
                }));
            }
        }
    }
    if gear.key.is_empty() {
        return Err(at("key", Why::Missing));
    }
    Ok(gear)
}

fn text<'v>(value: &'v Spanned<DeValue<'_>>) -> Result<&'v str, Why> {
    match value.get_ref() {
        DeValue::String(s) => Ok(s.as_ref()),
        _ => Err(Why::Expected(Kind::Text)),
    }
}

fn integer(value: &Spanned<DeValue<'_>>) -> Result<i64, Why> {
    match value.get_ref() {
        DeValue::Integer(i) => i64::from_str_radix(i.as_str(), i.radix())
            .map_err(|_| Why::Value(i.as_str().to_string())),
        _ => Err(Why::Expected(Kind::Number)),
    }
}

fn table_of<'t, 'i>(value: &'t Spanned<DeValue<'i>>) -> Result<&'t DeTable<'i>, Why> {
    match value.get_ref() {
        DeValue::Table(t) => Ok(t),
        _ => Err(Why::Expected(Kind::Table)),
    }
}

/// A table's entries in the order of the text (the map keeps them sorted by key).
fn in_order<'t, 'i>(
    table: &'t DeTable<'i>,
) -> Vec<(
    &'t Spanned<std::borrow::Cow<'i, str>>,
    &'t Spanned<DeValue<'i>>,
)> {
    let mut entries: Vec<_> = table.iter().collect();
    entries.sort_by_key(|(k, _)| k.span().start);
    entries
}

/// Where each line of a text starts, to turn a byte offset into a line number.
pub(crate) struct Lines<'t> {
    text: &'t str,
    starts: Vec<usize>,
}

impl<'t> Lines<'t> {
    /// The line starts of `text`.
    pub(crate) fn of(text: &'t str) -> Lines<'t> {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Lines { text, starts }
    }

    /// The line (from 1) of byte `at`.
    pub(crate) fn at(&self, at: usize) -> usize {
        self.starts.partition_point(|&s| s <= at).max(1)
    }

    /// The line of the `[[template]]` header of the table whose content starts at byte
    /// `at`: that line when it is a header, else the nearest header line above it.
    pub(crate) fn header_line(&self, at: usize) -> usize {
        let mut line = self.at(at);
        while line > 1 && !self.is_header(line) {
            line -= 1;
        }
        line
    }

    /// Whether line `line` (from 1) is a `[[template]]` header.
    pub(crate) fn is_header(&self, line: usize) -> bool {
        let Some(&start) = self.starts.get(line.saturating_sub(1)) else {
            return false;
        };
        let end = self.starts.get(line).copied().unwrap_or(self.text.len());
        is_template_header(self.text.get(start..end).unwrap_or(""))
    }
}

/// Whether a line of text is a `[[template]]` header (spaces and a comment allowed).
pub(crate) fn is_template_header(line: &str) -> bool {
    let tight: String = line
        .split('#')
        .next()
        .unwrap_or("")
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    tight == "[[template]]"
}

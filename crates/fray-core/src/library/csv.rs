//! A spreadsheet's templates or player characters, one a row (`docs/library.md`): a
//! header row names the columns in English or French (`name`/`nom`, `key`/`clé`,
//! `side`/`camp`, `note`, `pool`/`réserve`, `group`/`groupe`, `weapons`/`armes`, the
//! French name, key and note as `name_fr`/`nom_fr`…, and each stat and skill by its sheet
//! key); skills written as in `set` (`4+9`, `X`, `2+X`). Each refusal names the line and
//! the column; the good rows still come in. Pure: the campaign's import of player
//! characters reads its rows here too.

use std::collections::BTreeSet;

use super::csv_rows::{Row, rows};
use super::fields;
use super::problem::{Problem, Why};
use crate::engine::AssignValue;
use crate::model::SystemId;
use crate::rules::Template;

/// A row refused: its line, its column and why.
pub type Refusal = Problem;

/// The most rows read from one file (as many as templates in a library file).
pub const MAX_ROWS: usize = super::toml_file::MAX_TEMPLATES;

/// What a header cell names.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Column {
    Name,
    Key,
    Side,
    Note,
    Pool,
    Group,
    Weapons,
    NameFr,
    KeyFr,
    NoteFr,
    /// A stat or a skill, by its canonical sheet key.
    Sheet(String),
    /// An empty header cell: the column is not read.
    Ignored,
}

/// The column a header cell names, English or French, case and accents aside.
fn column(system: SystemId, header: &str) -> Result<Column, Why> {
    Ok(match crate::rules::words::fold(header).as_str() {
        "" => Column::Ignored,
        "name" | "nom" => Column::Name,
        "key" | "cle" => Column::Key,
        "side" | "camp" => Column::Side,
        "note" | "notes" => Column::Note,
        "pool" | "reserve" => Column::Pool,
        "group" | "groupe" => Column::Group,
        "weapons" | "armes" | "gear" | "equipement" => Column::Weapons,
        "name-fr" | "nom-fr" => Column::NameFr,
        "key-fr" | "cle-fr" => Column::KeyFr,
        "note-fr" => Column::NoteFr,
        _ => Column::Sheet(fields::sheet_key(system, header)?),
    })
}

/// The templates of a CSV text for `system`, in row order, and a refusal per row left
/// out (or per column not read), each naming its line and column. Never panics, whatever
/// the text.
pub fn read_templates(system: SystemId, text: &str) -> (Vec<Template>, Vec<Refusal>) {
    let (rows, mut refusals) = rows(text);
    let mut rows = rows.into_iter();
    let Some(header) = rows.next() else {
        refusals.push(Problem::new(0, None, Why::NoHeader));
        return (Vec::new(), refusals);
    };
    let mut columns = Vec::new();
    let mut seen = BTreeSet::new();
    for cell in &header.cells {
        let name = cell.trim();
        match column(system, name) {
            Ok(Column::Ignored) => columns.push(Column::Ignored),
            Ok(c) if !seen.insert(c.clone()) => {
                refusals.push(Problem::new(
                    header.line,
                    Some(name),
                    Why::DuplicateColumn(name.to_string()),
                ));
                columns.push(Column::Ignored);
            }
            Ok(c) => columns.push(c),
            Err(why) => {
                refusals.push(Problem::new(header.line, Some(name), why));
                columns.push(Column::Ignored);
            }
        }
    }
    let skills = skill_keys(system);
    let mut templates: Vec<Template> = Vec::new();
    for row in rows {
        if templates.len() == MAX_ROWS {
            refusals.push(Problem::new(row.line, None, Why::TooMany { max: MAX_ROWS }));
            break;
        }
        match template(system, &header, &columns, &skills, &row) {
            Ok(t) if templates.iter().any(|o| o.key == t.key) => {
                let at = if columns.contains(&Column::Key) {
                    header_of(&header, &columns, &Column::Key)
                } else {
                    header_of(&header, &columns, &Column::Name)
                };
                refusals.push(Problem::new(row.line, Some(&at), Why::Duplicate(t.key)));
            }
            Ok(t) => templates.push(t),
            Err(problem) => refusals.push(problem),
        }
    }
    refusals.sort_by_key(|p| p.line);
    (templates, refusals)
}

/// The keys the system's shipped templates hold as skills: a plain number in such a column
/// is a skill's level (`firearms` = `5`), elsewhere a stat.
fn skill_keys(system: SystemId) -> BTreeSet<String> {
    crate::rules::system(system)
        .shipped_bestiary()
        .templates
        .iter()
        .flat_map(|t| t.skills.keys().cloned())
        .collect()
}

/// The header cell of a column, as written.
fn header_of(header: &Row, columns: &[Column], wanted: &Column) -> String {
    columns
        .iter()
        .position(|c| c == wanted)
        .and_then(|i| header.cells.get(i))
        .map_or_else(String::new, |c| c.trim().to_string())
}

/// One row as a template; the first cell refused, if any.
fn template(
    system: SystemId,
    header: &Row,
    columns: &[Column],
    skills: &BTreeSet<String>,
    row: &Row,
) -> Result<Template, Problem> {
    if row.cells.len() > columns.len()
        && row.cells[columns.len()..]
            .iter()
            .any(|c| !c.trim().is_empty())
    {
        return Err(Problem::new(row.line, None, Why::ExtraCells));
    }
    let mut t = Template::blank();
    let fr = || "fr".to_string();
    for (i, cell) in row.cells.iter().enumerate() {
        let cell = cell.trim();
        let Some(column) = columns.get(i) else {
            continue;
        };
        if cell.is_empty() || *column == Column::Ignored {
            continue;
        }
        let named = header.cells.get(i).map_or("", |h| h.trim());
        let at = |why| Problem::new(row.line, Some(named), why);
        match column {
            Column::Name => t.name = fields::name(cell).map_err(at)?,
            Column::Key => t.key = fields::key(cell).map_err(at)?,
            Column::Side => t.side = fields::side(cell).map_err(at)?,
            Column::Note => t.note = fields::note(cell).map_err(at)?,
            Column::Pool => t.pool = Some(fields::key(cell).map_err(at)?),
            Column::Group => t.group = yes(cell).ok_or_else(|| at(Why::Value(cell.into())))?,
            Column::Weapons => {
                for word in cell.split([';', ',', '|', '\n']).map(str::trim) {
                    if !word.is_empty() {
                        t.gear.push(fields::shipped_gear(system, word).map_err(at)?);
                    }
                }
            }
            Column::NameFr => {
                t.names.insert(fr(), fields::name(cell).map_err(at)?);
            }
            Column::KeyFr => {
                t.keys.insert(fr(), fields::key(cell).map_err(at)?);
            }
            Column::NoteFr => {
                t.notes.insert(fr(), fields::note(cell).map_err(at)?);
            }
            Column::Sheet(key) => {
                let value = crate::script::sheet_value(cell);
                match value {
                    Some(AssignValue::Number { value }) if !skills.contains(key) => {
                        t.stats.insert(key.clone(), value);
                    }
                    Some(AssignValue::Remove) | None => return Err(at(Why::Value(cell.into()))),
                    Some(_) => {
                        t.skills
                            .insert(key.clone(), fields::skill(cell).map_err(at)?);
                    }
                }
            }
            Column::Ignored => {}
        }
    }
    let name_column = || header_of(header, columns, &Column::Name);
    if t.name.is_empty() {
        let named = name_column();
        let named = if named.is_empty() { "name" } else { &named };
        return Err(Problem::new(row.line, Some(named), Why::Missing));
    }
    if t.key.is_empty() {
        let slug = crate::model::combatant::slug(&t.name);
        let short: String = slug.chars().take(fields::MAX_KEY).collect();
        t.key = fields::key(short.trim_end_matches('-'))
            .map_err(|why| Problem::new(row.line, Some(&name_column()), why))?;
    }
    Ok(t)
}

/// A yes or no cell, in English or French (`yes`, `oui`, `true`, `1`…).
fn yes(cell: &str) -> Option<bool> {
    match crate::rules::words::fold(cell).as_str() {
        "yes" | "y" | "true" | "oui" | "o" | "vrai" | "1" | "x" => Some(true),
        "no" | "n" | "false" | "non" | "faux" | "0" => Some(false),
        _ => None,
    }
}

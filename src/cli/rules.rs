//! `fray rules [SYSTEM]`: the systems, or one system's options, bestiary and open points.

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;

use super::{system_of, text};
use crate::model::SystemId;
use crate::rules::{self, Change, OpenPoint, RuleSystem, option_words};
use crate::tui::view::wrap::{cells, wrap};

/// The width the open points are fitted to: a classic terminal.
const WIDTH: usize = 80;

/// `fray rules`: every system; `fray rules SYSTEM`: its options, bestiary and open points;
/// with `--json`, its options and open points as one JSON object.
pub fn rules_list(system: Option<&str>, json: bool) -> Result<ExitCode> {
    let Some(key) = system else {
        let width = SystemId::all()
            .iter()
            .map(|id| id.key().len())
            .max()
            .unwrap_or(0)
            .max(14);
        for id in SystemId::all() {
            outln!("{:<width$} {}", id.key(), rules::system(id).title());
        }
        return Ok(ExitCode::SUCCESS);
    };
    let id = system_of(key)?;
    let system = rules::system(id);
    if json {
        outln!("{:#}", as_json(id, system));
        return Ok(ExitCode::SUCCESS);
    }
    outln!("{} ({})", system.title(), id.key());
    outln!("\n{}", text::rules_options());
    let shared = crate::engine::table_dice::shared_options();
    let lang = crate::i18n::current();
    for (k, values, what) in system.options().iter().chain(shared) {
        // Keys and listed values in the GM's language, ranges through the catalog.
        let values = text::option_values(&option_words::values_in(lang, id, k, values));
        let k = option_words::key_in(lang, id, k);
        outln!("  {k:<20} {values:<26} {what}");
    }
    outln!("\n{}", text::rules_bestiary());
    let templates = &system.bestiary().templates;
    // The keys' column as wide as the longest key, 12 at least.
    let width = templates
        .iter()
        .map(|t| t.key_shown().chars().count())
        .max()
        .unwrap_or(0)
        .max(12);
    for t in templates {
        let note = crate::safe_text::escape(t.note_shown());
        let side = crate::narrate::side_word(t.side);
        outln!("  {:<width$} {side:<12} {note}", t.key_shown());
    }
    let points = system.open_points();
    if !points.is_empty() {
        outln!("\n{}", crate::t!("cli-rules-open-points"));
        for line in open_points(system, points) {
            outln!("{line}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The label a GM reads for the open point at `index` in its system's list: its number
/// (`1.`, `2.`...), never its rule ID, which means nothing to a GM holding the book.
pub fn open_point_label(index: usize) -> String {
    format!("{}.", index + 1)
}

/// The open points as printed: per point its number, then what is open, the default and
/// each way to change it, each wrapped to [`WIDTH`] with the continuation lines indented
/// under the text.
pub fn open_points(system: &dyn RuleSystem, points: &[OpenPoint]) -> Vec<String> {
    let labels: Vec<String> = (0..points.len()).map(open_point_label).collect();
    let id_width = labels.iter().map(|l| cells(l)).max().unwrap_or(0);
    let indent = 2 + id_width + 2;
    let mut out = Vec::new();
    for (point, label) in points.iter().zip(&labels) {
        let mut paragraphs = vec![
            crate::i18n::tr(point.question),
            crate::t!("cli-open-default", text = crate::i18n::tr(point.default)),
        ];
        if point.change.is_empty() {
            paragraphs.push(crate::t!("cli-open-fixed"));
        }
        paragraphs.extend(point.change.iter().map(|c| change_line(system, c)));
        for (i, paragraph) in paragraphs.iter().enumerate() {
            for (j, row) in wrap(paragraph, WIDTH - indent - 2).into_iter().enumerate() {
                let head = if i == 0 && j == 0 { label.as_str() } else { "" };
                // Continuation rows of a paragraph sit two cells further in.
                let pad = if j == 0 { 0 } else { 2 };
                out.push(format!("  {head:<id_width$}  {:pad$}{row}", ""));
            }
        }
    }
    out
}

/// A system's options and open points as JSON, texts in the current language: each open
/// point's `id`, `question`, `default` and `change` (a list: `{"option", "to", "values"}`
/// or `{"how"}`; empty when the default cannot be changed).
pub fn as_json(id: SystemId, system: &dyn RuleSystem) -> serde_json::Value {
    use serde_json::json;
    let shared = crate::engine::table_dice::shared_options();
    let options: Vec<_> = system
        .options()
        .iter()
        .chain(shared)
        .map(|(key, values, what)| json!({"key": key, "values": values, "description": what}))
        .collect();
    let points: Vec<_> = system
        .open_points()
        .iter()
        .map(|p| {
            let change: Vec<_> = p
                .change
                .iter()
                .map(|c| match c {
                    Change::Option { key, to } => {
                        json!({"option": key, "to": to, "values": option_values(system, key)})
                    }
                    Change::By { how } => json!({"how": crate::i18n::tr(how)}),
                })
                .collect();
            json!({
                "id": p.id,
                "question": crate::i18n::tr(p.question),
                "default": crate::i18n::tr(p.default),
                "change": change,
            })
        })
        .collect();
    json!({
        "system": id.key(),
        "title": system.title(),
        "options": options,
        "open_points": points,
    })
}

/// The accepted values of `key` as `fray rules` shows them (empty for an unknown key).
fn option_values(system: &dyn RuleSystem, key: &str) -> String {
    let shared = crate::engine::table_dice::shared_options();
    system
        .options()
        .iter()
        .chain(shared)
        .find(|(k, _, _)| *k == key)
        .map(|(_, values, _)| text::option_values(values))
        .unwrap_or_default()
}

/// One way to change a point, in the current language: `option KEY VALUE (values)` with
/// the option's accepted values, or the system's own words.
fn change_line(system: &dyn RuleSystem, change: &Change) -> String {
    let how = match change {
        Change::Option { key, to } => {
            let (id, lang) = (system.id(), crate::i18n::current());
            crate::t!(
                "cli-open-option",
                key = option_words::key_in(lang, id, key),
                to = option_words::value_in(lang, id, key, to),
                values = option_words::values_in(lang, id, key, &option_values(system, key))
            )
        }
        Change::By { how } => crate::i18n::tr(how),
    };
    crate::t!("cli-open-change", how = how)
}

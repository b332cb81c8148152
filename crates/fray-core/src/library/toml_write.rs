//! Templates → the text of a library file (`[[template]]` tables), as an import appends
//! them: every string escaped as TOML wants, keys quoted when they are not bare.

use std::fmt::Write;

use crate::model::Gear;
use crate::rules::Template;

/// The TOML text of `template`, one `[[template]]` table with its sub-tables, after a
/// blank line.
pub fn template(t: &Template) -> String {
    let mut out = String::from("\n[[template]]\n");
    line(&mut out, "key", &string(&t.key));
    line(&mut out, "name", &string(&t.name));
    line(&mut out, "side", &string(t.side.word()));
    if !t.note.is_empty() {
        line(&mut out, "note", &string(&t.note));
    }
    if let Some(pool) = &t.pool {
        line(&mut out, "pool", &string(pool));
    }
    if t.group {
        line(&mut out, "group", "true");
    }
    let fr = [
        ("name", t.names.get("fr")),
        ("key", t.keys.get("fr")),
        ("note", t.notes.get("fr")),
    ];
    if fr.iter().any(|(_, v)| v.is_some()) {
        out.push_str("[template.fr]\n");
        for (k, v) in fr {
            if let Some(v) = v {
                line(&mut out, k, &string(v));
            }
        }
    }
    if !t.stats.is_empty() {
        out.push_str("[template.stats]\n");
        for (k, v) in &t.stats {
            line(&mut out, k, &v.to_string());
        }
    }
    if !t.skills.is_empty() {
        out.push_str("[template.skills]\n");
        for (k, s) in &t.skills {
            let value = match (s.reserved, s.base) {
                (true, 0) => "X".to_string(),
                (true, base) => format!("{base}+X"),
                (false, base) if s.mastery < 0 => format!("{base}{}", s.mastery),
                (false, base) => format!("{base}+{}", s.mastery),
            };
            line(&mut out, k, &string(&value));
        }
    }
    for g in &t.gear {
        out.push_str("[[template.gear]]\n");
        gear(&mut out, g);
    }
    out
}

fn gear(out: &mut String, g: &Gear) {
    line(out, "key", &string(&g.key));
    if !g.name.is_empty() {
        line(out, "name", &string(&g.name));
    }
    if !g.values.is_empty() {
        let values: Vec<String> = g
            .values
            .iter()
            .map(|(k, v)| format!("{} = {v}", bare(k)))
            .collect();
        line(out, "values", &format!("{{ {} }}", values.join(", ")));
    }
    if !g.words.is_empty() {
        let words: Vec<String> = g
            .words
            .iter()
            .map(|(k, v)| format!("{} = {}", bare(k), string(v)))
            .collect();
        line(out, "words", &format!("{{ {} }}", words.join(", ")));
    }
    if !g.flags.is_empty() {
        let flags: Vec<String> = g.flags.iter().map(|f| string(f)).collect();
        line(out, "flags", &format!("[{}]", flags.join(", ")));
    }
}

fn line(out: &mut String, key: &str, value: &str) {
    let _ = writeln!(out, "{} = {value}", bare(key));
}

/// A key as TOML writes it: bare when it can be, else quoted.
fn bare(key: &str) -> String {
    if !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        key.to_string()
    } else {
        string(key)
    }
}

/// A TOML basic string: quotes, backslashes and control characters escaped.
fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04X}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

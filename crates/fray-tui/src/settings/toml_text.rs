//! Writing the few kinds of TOML text `fray.toml` holds when fray writes it: quoted
//! strings, keys, and comments that cannot end early or hold a control character.

/// `text` as a TOML basic string, in quotes, every quote, backslash and control
/// character escaped.
pub fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A list of strings: `["a", "b"]`.
pub fn strings(items: &[String]) -> String {
    let items: Vec<String> = items.iter().map(|s| string(s)).collect();
    format!("[{}]", items.join(", "))
}

/// A key: bare when it is made of letters, digits, `-` and `_`, else quoted.
pub fn key(text: &str) -> String {
    let bare = !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if bare { text.to_string() } else { string(text) }
}

/// A comment line: `# ` and the text, any character a comment may not hold escaped.
pub fn comment(text: &str) -> String {
    format!("# {}", crate::safe_text::escape(text))
}

use super::*;

const HOSTILE: &str = "a\u{1b}[2Jb\u{1b}]52;c;eA==\u{7}\u{7f}\u{85}\u{9b}31m\u{202e}x\u{200b}\u{feff}\u{2066}\"\\\n\té";

#[test]
fn escape_leaves_no_unsafe_character_and_is_idempotent() {
    let shown = escape(HOSTILE);
    assert!(!shown.chars().any(is_unsafe), "{shown}");
    assert_eq!(escape(&shown), shown);
    assert!(shown.contains(r"\u{1b}[2J") && shown.contains(r"\u{202e}") && shown.contains('é'));
    assert_eq!(escape("plain Baral Faadhi"), "plain Baral Faadhi");
}

#[test]
fn escape_lines_keeps_line_breaks_only() {
    assert_eq!(escape_lines("a\u{1b}b\nc\td"), "a\\u{1b}b\nc\\td");
}

#[test]
fn json_escapes_every_unsafe_character_and_round_trips() -> anyhow::Result<()> {
    let value = serde_json::json!({ "name\u{85}": HOSTILE, "list": [HOSTILE, "ok"] });
    for text in [json::to_string(&value)?, json::to_string_pretty(&value)?] {
        assert!(!text.chars().any(|c| is_unsafe(c) && c != '\n'), "{text:?}");
        let back: serde_json::Value = serde_json::from_str(&text)?;
        assert_eq!(back, value);
    }
    let text = json::to_string(&value)?;
    assert!(text.contains(r"\u0085") && text.contains(r"\u202e") && text.contains(r"\u007f"));
    Ok(())
}

#[test]
fn json_pretty_is_laid_out_like_serde_json() -> anyhow::Result<()> {
    let value = serde_json::json!({ "a": [1, {"b": null}], "c": "d" });
    assert_eq!(
        json::to_string_pretty(&value)?,
        serde_json::to_string_pretty(&value)?
    );
    assert_eq!(json::to_string(&value)?, serde_json::to_string(&value)?);
    Ok(())
}

#[test]
fn json_escapes_beyond_the_bmp_as_a_surrogate_pair() {
    let mut out = Vec::new();
    let _ = json::write_escape(&mut out, '\u{1F600}');
    assert_eq!(String::from_utf8_lossy(&out), r"\ud83d\ude00");
}

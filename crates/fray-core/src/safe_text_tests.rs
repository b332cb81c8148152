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

/// Every code point of the generated table, in order.
fn table_code_points() -> impl Iterator<Item = char> {
    invisible_table::RANGES
        .iter()
        .flat_map(|&(low, high)| low..=high)
}

#[test]
fn well_known_invisible_characters_are_unsafe() {
    let known = [
        // Cc: C0, DEL, C1 (ESC, CSI, NEL).
        '\u{0}',
        '\u{7}',
        '\u{8}',
        '\u{9}',
        '\u{a}',
        '\u{d}',
        '\u{1b}',
        '\u{7f}',
        '\u{85}',
        '\u{9b}',
        '\u{9f}',
        // Cf: soft hyphen, Arabic number signs and letter mark, Syriac, Mongolian vowel
        // separator, zero-width, bidi embeddings, overrides and isolates, invisible
        // operators, deprecated format characters, byte-order mark, interlinear
        // annotations, Kaithi, Egyptian, shorthand and musical format characters, tags.
        '\u{ad}',
        '\u{600}',
        '\u{605}',
        '\u{61c}',
        '\u{6dd}',
        '\u{70f}',
        '\u{890}',
        '\u{8e2}',
        '\u{180e}',
        '\u{200b}',
        '\u{200c}',
        '\u{200d}',
        '\u{200e}',
        '\u{200f}',
        '\u{202a}',
        '\u{202e}',
        '\u{2060}',
        '\u{2064}',
        '\u{2066}',
        '\u{2069}',
        '\u{206a}',
        '\u{206f}',
        '\u{feff}',
        '\u{fff9}',
        '\u{fffb}',
        '\u{110bd}',
        '\u{110cd}',
        '\u{13430}',
        '\u{1bca0}',
        '\u{1d173}',
        '\u{1d17a}',
        '\u{e0001}',
        '\u{e0020}',
        '\u{e0041}',
        '\u{e007f}',
        // Zl, Zp.
        '\u{2028}',
        '\u{2029}',
        // Default ignorable but not Cf: combining grapheme joiner, Hangul fillers, Khmer
        // inherent vowels, Mongolian free variation selectors, variation selectors,
        // reserved ignorables.
        '\u{34f}',
        '\u{115f}',
        '\u{1160}',
        '\u{17b4}',
        '\u{180b}',
        '\u{180f}',
        '\u{3164}',
        '\u{fe00}',
        '\u{fe0f}',
        '\u{ffa0}',
        '\u{fff0}',
        '\u{2065}',
        '\u{e0000}',
        '\u{e0100}',
        '\u{e01ef}',
        '\u{e0fff}',
    ];
    let missed: Vec<String> = known
        .iter()
        .filter(|&&c| !is_unsafe(c))
        .map(|c| format!("U+{:04X}", u32::from(*c)))
        .collect();
    assert!(missed.is_empty(), "taken as safe: {missed:?}");
}

#[test]
fn ordinary_text_and_french_spaces_stay_safe() {
    let ordinary = [
        "Baral Faadhi",
        "Élodie, Jérôme, Ægir, Łukasz, Ñandú, Ðorđe, Şükrü, ß",
        "Ça va ? « Oui ! » : d’accord ; 12 h",
        "\u{a0}\u{202f}\u{2009}\u{3000}",
        "巨人、竜、오크, Дракон, Δράκος, דרקון, تنين, ड्रैगन",
        "👹🐉🎲⚔🛡",
        "x̃ é (e + U+0301)",
        "… — – • · ° ± × ÷ ½ € £ ¥",
        "\u{ffa1}\u{3165}\u{1161}\u{fffc}\u{fffd}",
    ];
    for text in ordinary {
        let flagged: Vec<String> = text
            .chars()
            .filter(|&c| is_unsafe(c))
            .map(|c| format!("U+{:04X}", u32::from(c)))
            .collect();
        assert!(flagged.is_empty(), "{text:?}: {flagged:?}");
        assert_eq!(escape(text), text);
    }
    assert!(
        !is_unsafe('\u{a0}') && !is_unsafe('\u{202f}'),
        "French typography's spaces"
    );
}

#[test]
fn fray_own_messages_hold_no_unsafe_character() -> anyhow::Result<()> {
    let workspace = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut catalogs = vec![workspace.join("assets/i18n")];
    for krate in std::fs::read_dir(workspace.join("crates"))? {
        catalogs.push(krate?.path().join("i18n"));
    }
    let mut files = 0;
    for lang in catalogs.iter().flat_map(std::fs::read_dir).flatten() {
        for file in std::fs::read_dir(lang?.path())? {
            let path = file?.path();
            let text = std::fs::read_to_string(&path)?;
            let found = text.chars().find(|&c| is_unsafe(c) && c != '\n');
            assert_eq!(found, None, "{}", path.display());
            files += 1;
        }
    }
    assert!(files >= 100, "{files} catalog files, every crate's");
    Ok(())
}

#[test]
fn the_table_is_sorted_merged_and_counted() {
    let ranges = invisible_table::RANGES;
    assert!(ranges.iter().all(|(low, high)| low <= high));
    for pair in ranges.windows(2) {
        let gap = u32::from(pair[1].0) - u32::from(pair[0].1);
        assert!(gap > 1, "{pair:?} overlap or touch");
    }
    assert_eq!(
        table_code_points().count(),
        invisible_table::CODE_POINTS as usize
    );
    let version: Vec<&str> = invisible_table::UNICODE_VERSION.split('.').collect();
    assert!(version.len() == 3 && version.iter().all(|n| n.parse::<u32>().is_ok()));
}

#[test]
fn is_unsafe_is_exactly_the_table_over_every_code_point() {
    let in_table = |c: char| {
        invisible_table::RANGES
            .iter()
            .any(|&(low, high)| (low..=high).contains(&c))
    };
    let mut unsafe_count = 0;
    for c in (0..=u32::from(char::MAX)).filter_map(char::from_u32) {
        assert_eq!(is_unsafe(c), in_table(c), "U+{:04X}", u32::from(c));
        assert!(!c.is_control() || is_unsafe(c), "U+{:04X}", u32::from(c));
        unsafe_count += usize::from(is_unsafe(c));
    }
    assert_eq!(unsafe_count, invisible_table::CODE_POINTS as usize);
}

#[test]
fn every_table_code_point_is_escaped_visibly_in_text_and_json() -> anyhow::Result<()> {
    let all: String = table_code_points().collect();
    let shown = escape(&all);
    assert!(!shown.chars().any(is_unsafe));
    assert!(shown.is_ascii(), "escapes are plain ASCII");
    assert!(shown.contains(r"\u{61c}") && shown.contains(r"\u{e0041}"));
    let value = serde_json::json!({ "name": all, "list": [all.clone()] });
    for text in [json::to_string(&value)?, json::to_string_pretty(&value)?] {
        assert!(!text.chars().any(|c| is_unsafe(c) && c != '\n'));
        let back: serde_json::Value = serde_json::from_str(&text)?;
        assert_eq!(back, value, "reads back to the same strings");
    }
    Ok(())
}

#[test]
fn json_writes_a_tag_character_as_a_surrogate_pair() -> anyhow::Result<()> {
    let text = json::to_string("a\u{e0001}b\u{e007f}")?;
    assert_eq!(text.to_ascii_uppercase(), r#""A\UDB40\UDC01B\UDB40\UDC7F""#);
    let back: String = serde_json::from_str(&text)?;
    assert_eq!(back, "a\u{e0001}b\u{e007f}");
    Ok(())
}

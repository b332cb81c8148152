//! Latin letters with accents as plain ASCII, for the words typed back on the command line
//! (combatant slugs) and for file names (save slugs).

/// A Latin letter with an accent (lower case) as plain ASCII: `é` → `e`, `œ` → `oe`.
pub fn fold(c: char) -> Option<&'static str> {
    Some(match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'č' => "c",
        'ď' | 'đ' | 'ð' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ě' | 'ę' => "e",
        'ì' | 'í' | 'î' | 'ï' | 'ī' => "i",
        'ł' => "l",
        'ñ' | 'ń' | 'ň' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' => "o",
        'œ' => "oe",
        'ř' => "r",
        'ß' => "ss",
        'ś' | 'š' => "s",
        'ť' => "t",
        'þ' => "th",
        'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' => "u",
        'ý' | 'ÿ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        _ => return None,
    })
}

/// Whether `c` is a combining accent (U+0300 to U+036F), as a decomposed `é` carries: left
/// out, so that `e` + `◌́` reads as the composed `é` folded.
pub fn is_combining_accent(c: char) -> bool {
    ('\u{300}'..='\u{36f}').contains(&c)
}

/// `name` in lower case with its accents folded, its runs of letters and digits joined by
/// single dashes: ASCII letters and digits stay, accented Latin letters fold (`é` → `e`),
/// combining accents go, other letters and digits stay only when `keep` says so, and
/// every other character separates.
pub fn dashed(name: &str, keep: impl Fn(char) -> bool) -> String {
    let mut out = String::new();
    let mut dash = false;
    for c in name.chars().flat_map(char::to_lowercase) {
        if is_combining_accent(c) {
            continue;
        }
        let mut buf = [0u8; 4];
        let piece: &str = if c.is_ascii_alphanumeric() {
            c.encode_utf8(&mut buf)
        } else if let Some(folded) = fold(c) {
            folded
        } else if keep(c) {
            c.encode_utf8(&mut buf)
        } else {
            dash = true;
            continue;
        };
        if dash && !out.is_empty() {
            out.push('-');
        }
        dash = false;
        out.push_str(piece);
    }
    out
}

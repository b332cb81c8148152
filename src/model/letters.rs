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

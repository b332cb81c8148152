//! A URL drawn as a QR code with text characters, for a terminal or a TUI overlay: two
//! modules per character (Unicode half blocks), with a quiet zone around it. Light
//! modules are drawn, dark ones are left blank, so the code reads right on the usual
//! dark terminal background.

use qrcode::{Color, QrCode};

/// The quiet zone, in modules, on each side (scanners need a light margin).
const QUIET: usize = 2;

/// `text` as a QR code, one `String` per terminal line; empty when it cannot be encoded
/// (too long for a QR code).
pub fn lines(text: &str) -> Vec<String> {
    let Ok(code) = QrCode::new(text.as_bytes()) else {
        return Vec::new();
    };
    let width = code.width();
    let colors = code.to_colors();
    let size = width + 2 * QUIET;
    let light = |x: usize, y: usize| -> bool {
        if x < QUIET || y < QUIET || x >= width + QUIET || y >= width + QUIET {
            return true;
        }
        colors.get((y - QUIET) * width + (x - QUIET)) != Some(&Color::Dark)
    };
    (0..size)
        .step_by(2)
        .map(|y| {
            (0..size)
                .map(|x| match (light(x, y), y + 1 < size && light(x, y + 1)) {
                    (true, true) => '█',
                    (true, false) => '▀',
                    (false, true) => '▄',
                    (false, false) => ' ',
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_code_is_square_with_its_quiet_zone_and_finder_pattern() {
        let url = "http://192.168.1.20:8080/0123456789abcdef0123456789abcdef/";
        let lines = lines(url);
        let code = QrCode::new(url.as_bytes()).expect("encodes");
        let size = code.width() + 2 * QUIET;
        assert_eq!(lines.len(), size.div_ceil(2));
        assert!(lines.iter().all(|l| l.chars().count() == size));
        // The quiet zone's top rows are light all along.
        assert!(lines[0].chars().all(|c| c == '█'));
        // The top-left finder pattern begins with a dark row of 7 modules at (2, 2):
        // the second line's top half is dark there, its bottom half (row 3) dark at the
        // pattern's ends and light inside.
        let second: Vec<char> = lines[1].chars().collect();
        assert_eq!(second[QUIET], ' ');
        assert_eq!(second[QUIET + 1], '▄');
        assert_eq!(second[QUIET + 6], ' ');
        assert_eq!(second[0], '█');
    }

    #[test]
    fn text_too_long_for_a_code_gives_nothing() {
        assert!(lines(&"x".repeat(8000)).is_empty());
    }
}

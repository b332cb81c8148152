//! The code points [`super::is_unsafe`] refuses to send raw to a terminal: every
//! Cc (Control), Cf (Format), Zl and Zp (line and paragraph separators) code point,
//! every Default_Ignorable_Code_Point and every Bidi_Control, as sorted ranges.
//!
//! GENERATED from the Unicode Character Database 15.0.0 (UnicodeData.txt,
//! DerivedCoreProperties-15.0.0.txt, PropList-15.0.0.txt, as Debian's
//! `unicode-data` package installs them in /usr/share/unicode) by:
//!
//! ```text
//! python3 tools/gen_invisible_table.py && cargo fmt
//! ```
//!
//! Do not edit by hand: change the script and run it again.

/// The Unicode version the table was generated from.
pub const UNICODE_VERSION: &str = "15.0.0";

/// How many code points the ranges hold in all.
pub const CODE_POINTS: u32 = 4273;

/// Inclusive ranges, sorted, neither overlapping nor adjacent.
pub const RANGES: &[(char, char)] = &[
    ('\u{0}', '\u{1F}'),
    ('\u{7F}', '\u{9F}'),
    ('\u{AD}', '\u{AD}'),
    ('\u{34F}', '\u{34F}'),
    ('\u{600}', '\u{605}'),
    ('\u{61C}', '\u{61C}'),
    ('\u{6DD}', '\u{6DD}'),
    ('\u{70F}', '\u{70F}'),
    ('\u{890}', '\u{891}'),
    ('\u{8E2}', '\u{8E2}'),
    ('\u{115F}', '\u{1160}'),
    ('\u{17B4}', '\u{17B5}'),
    ('\u{180B}', '\u{180F}'),
    ('\u{200B}', '\u{200F}'),
    ('\u{2028}', '\u{202E}'),
    ('\u{2060}', '\u{206F}'),
    ('\u{3164}', '\u{3164}'),
    ('\u{FE00}', '\u{FE0F}'),
    ('\u{FEFF}', '\u{FEFF}'),
    ('\u{FFA0}', '\u{FFA0}'),
    ('\u{FFF0}', '\u{FFFB}'),
    ('\u{110BD}', '\u{110BD}'),
    ('\u{110CD}', '\u{110CD}'),
    ('\u{13430}', '\u{1343F}'),
    ('\u{1BCA0}', '\u{1BCA3}'),
    ('\u{1D173}', '\u{1D17A}'),
    ('\u{E0000}', '\u{E0FFF}'),
];

#!/usr/bin/env python3
"""Regenerates crates/fray-core/src/safe_text/invisible_table.rs: the code points fray never sends raw to
a terminal (see `is_unsafe` in crates/fray-core/src/safe_text.rs), from Unicode's own property files.

A code point is in the table when it is any of:
  - general category Cc (Control), Cf (Format), Zl (Line separator) or Zp (Paragraph
    separator), from UnicodeData.txt;
  - Default_Ignorable_Code_Point, from DerivedCoreProperties.txt;
  - Bidi_Control, from PropList.txt.

The files come with Debian's `unicode-data` package (/usr/share/unicode/), or from
https://www.unicode.org/Public/<version>/ucd/. The build never reads them: the generated
table is committed, and only this script needs them.

Usage (from the repository's root):

    apt-get install unicode-data          # once
    python3 tools/gen_invisible_table.py  # --ucd DIR to read the files elsewhere
    cargo fmt

It writes the table sorted, with overlapping and adjacent ranges merged, and a header
naming the Unicode version, the source files and this command.
"""

import argparse
import os
import re
import sys

CATEGORIES = {"Cc", "Cf", "Zl", "Zp"}
PROPERTIES = {
    "DerivedCoreProperties.txt": "Default_Ignorable_Code_Point",
    "PropList.txt": "Bidi_Control",
}
OUTPUT = os.path.join("src", "safe_text", "invisible_table.rs")
COMMAND = "python3 tools/gen_invisible_table.py && cargo fmt"


def version_of(path):
    """The Unicode version a property file names on its first line (`# PropList-15.0.0.txt`)."""
    with open(path, encoding="utf-8") as f:
        first = f.readline()
    found = re.search(r"-(\d+\.\d+\.\d+)\.txt", first)
    if not found:
        sys.exit(f"{path}: no Unicode version on its first line: {first!r}")
    return found.group(1)


def categories(path):
    """Ranges of the code points whose general category is in CATEGORIES."""
    ranges = []
    first = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.split(";")
            if len(fields) < 3:
                continue
            code, name, category = int(fields[0], 16), fields[1], fields[2]
            # Large blocks are given as two lines, `<..., First>` and `<..., Last>`.
            if name.endswith(", First>"):
                first = code
                continue
            start = first if name.endswith(", Last>") else code
            first = None
            if category in CATEGORIES:
                ranges.append((start, code))
    return ranges


def property_ranges(path, wanted):
    """Ranges of the code points a property file gives `wanted` (`0600..0605 ; Name`)."""
    ranges = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            codes, name = (part.strip() for part in line.split(";")[:2])
            if name != wanted:
                continue
            low, _, high = codes.partition("..")
            ranges.append((int(low, 16), int(high or low, 16)))
    if not ranges:
        sys.exit(f"{path}: no code point has {wanted}")
    return ranges


def merged(ranges):
    """Sorted ranges, overlapping or adjacent ones joined."""
    out = []
    for low, high in sorted(ranges):
        if out and low <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], high))
        else:
            out.append((low, high))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ucd", default="/usr/share/unicode", help="folder of the UCD files")
    parser.add_argument("--output", default=OUTPUT, help="the Rust file to write")
    args = parser.parse_args()

    versions = {name: version_of(os.path.join(args.ucd, name)) for name in PROPERTIES}
    if len(set(versions.values())) != 1:
        sys.exit(f"the property files are of different Unicode versions: {versions}")
    version = next(iter(versions.values()))

    ranges = categories(os.path.join(args.ucd, "UnicodeData.txt"))
    for name, wanted in PROPERTIES.items():
        ranges += property_ranges(os.path.join(args.ucd, name), wanted)
    table = merged(ranges)
    count = sum(high - low + 1 for low, high in table)
    if any(0xD800 <= low <= 0xDFFF or 0xD800 <= high <= 0xDFFF for low, high in table):
        sys.exit("a range starts or ends on a surrogate, which is not a Rust char")

    lines = [
        "//! The code points [`super::is_unsafe`] refuses to send raw to a terminal: every",
        "//! Cc (Control), Cf (Format), Zl and Zp (line and paragraph separators) code point,",
        "//! every Default_Ignorable_Code_Point and every Bidi_Control, as sorted ranges.",
        "//!",
        f"//! GENERATED from the Unicode Character Database {version} (UnicodeData.txt,",
        f"//! DerivedCoreProperties-{version}.txt, PropList-{version}.txt, as Debian's",
        "//! `unicode-data` package installs them in /usr/share/unicode) by:",
        "//!",
        "//! ```text",
        f"//! {COMMAND}",
        "//! ```",
        "//!",
        "//! Do not edit by hand: change the script and run it again.",
        "",
        "/// The Unicode version the table was generated from.",
        f'pub const UNICODE_VERSION: &str = "{version}";',
        "",
        "/// How many code points the ranges hold in all.",
        f"pub const CODE_POINTS: u32 = {count};",
        "",
        "/// Inclusive ranges, sorted, neither overlapping nor adjacent.",
        "pub const RANGES: &[(char, char)] = &[",
    ]
    for low, high in table:
        lines.append(f"    ('\\u{{{low:X}}}', '\\u{{{high:X}}}'),")
    lines.append("];")
    with open(args.output, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{args.output}: {len(table)} ranges, {count} code points, Unicode {version}")


if __name__ == "__main__":
    main()

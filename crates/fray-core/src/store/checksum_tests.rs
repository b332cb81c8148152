use super::*;

#[test]
fn known_values() {
    assert_eq!(crc32(b""), 0);
    assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    assert_eq!(
        crc32(b"The quick brown fox jumps over the lazy dog"),
        0x414F_A339
    );
}

/// The example save of docs/save-format.md: every line whose `"crc"` is given keeps it,
/// computed over the line's body (the line without its `,"crc":"…"` member), as in every
/// save already written.
#[test]
fn the_documented_example_lines_keep_their_checksums() {
    const KEY: &str = ",\"crc\":\"";
    let doc = include_str!("../../../../docs/save-format.md");
    let mut checked = 0;
    for line in doc
        .lines()
        .filter(|l| l.starts_with('{') && l.ends_with("\"}"))
    {
        let Some(at) = line.rfind(KEY) else {
            continue;
        };
        let digits = line.get(at + KEY.len()..line.len() - 2).unwrap_or_default();
        let Ok(stored) = u32::from_str_radix(digits, 16) else {
            continue; // "…": a line shown without its checksum
        };
        let body = format!("{}}}", &line[..at]);
        assert_eq!(crc32(body.as_bytes()), stored, "{line}");
        checked += 1;
    }
    assert!(checked >= 3, "the example's lines were found: {checked}");
}

/// Two of them pinned here too, should the example be edited (its header names a rule
/// system, which only `src/systems/` may).
#[test]
fn known_record_lines() {
    let lines: [(&str, u32); 2] = [
        (
            r#"{"seq":1,"command":"add Aria pc","at":1767225660,"events":[{"event":"combatant_added","combatant":{"id":1,"name":"Aria","side":"pc","stats":{},"skills":{},"damage":{"kind":"monitors","tracks":[]},"pools":[],"conditions":[],"opponents":0}}]}"#,
            0x7b30_28a4,
        ),
        (
            r#"{"seq":2,"command":"roll 2d6+3 damage","at":1767225735,"events":[{"event":"dice_rolled","roll":{"notation":"2d6+3","purpose":"damage","dice":[{"sides":6,"value":4},{"sides":6,"value":5}],"total":12}}]}"#,
            0x2f61_213a,
        ),
    ];
    for (body, crc) in lines {
        assert_eq!(crc32(body.as_bytes()), crc, "{body}");
    }
}

#[test]
fn pieces_equal_whole() {
    let data = b"{\"seq\":1,\"command\":\"add Bob\",\"events\":[]}";
    let mut crc = Crc32::new();
    crc.update(&data[..10]);
    crc.update(&data[10..]);
    assert_eq!(crc.finish(), crc32(data));
}

#[test]
fn bitwise_matches_the_library() {
    fn bitwise(bytes: &[u8]) -> u32 {
        let mut crc = 0xFFFF_FFFFu32;
        for &b in bytes {
            crc ^= u32::from(b);
            for _ in 0..8 {
                crc = if crc & 1 != 0 {
                    (crc >> 1) ^ 0xEDB8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }
    let data: Vec<u8> = (0..=255u8).cycle().take(1000).collect();
    // Every length around the library's 16- and 64-byte steps, and every split of the
    // pieces.
    for len in 0..200 {
        assert_eq!(crc32(&data[..len]), bitwise(&data[..len]), "length {len}");
        for cut in 0..len {
            let mut crc = Crc32::new();
            crc.update(&data[..cut]);
            crc.update(&data[cut..len]);
            assert_eq!(crc.finish(), bitwise(&data[..len]));
        }
    }
    assert_eq!(crc32(&data), bitwise(&data));
}

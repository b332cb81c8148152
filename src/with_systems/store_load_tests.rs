//! Tests of loading a save read-only (`store::load`) that play real rule systems: headers
//! naming a system, records, torn tails and damage. The module's other tests stay beside it
//! in the core's crate.

use serde_json::json;

use crate::engine::{Header, Record};
use crate::store::line::seal;
use crate::store::load::BadLine;
use crate::store::test_support::scan_bytes;
use crate::store::{LineProblem, StoreError};

fn header_line() -> Vec<u8> {
    seal(&Header::new(
        crate::model::SystemId::default_system(),
        "Test",
        7,
        1,
    ))
    .unwrap_or_default()
}

fn record_line(seq: u64, command: &str) -> Vec<u8> {
    seal(&Record {
        seq,
        command: command.into(),
        at: None,
        events: vec![],
    })
    .unwrap_or_default()
}

#[test]
fn header_only_is_zero_records() {
    let scan = scan_bytes(&header_line()).map_err(|e| e.to_string());
    let scan = scan.as_ref().ok();
    assert_eq!(scan.map(|s| s.records.len()), Some(0));
    assert!(scan.is_some_and(|s| s.bad.is_none()));
}

#[test]
fn torn_header_is_named() {
    let line = header_line();
    for cut in 1..line.len() {
        let result = scan_bytes(&line[..cut]);
        assert!(
            matches!(result, Err(StoreError::TornHeader { .. })),
            "cut at {cut}: {result:?}"
        );
    }
}

#[test]
fn a_header_names_its_dice_or_reads_as_the_legacy_generator() {
    use crate::engine::dice_stream::{CHACHA12_V1, LEGACY};
    let system = crate::model::SystemId::default_system();
    let new = scan_bytes(&header_line()).map(|s| s.header.dice);
    assert_eq!(new.ok().as_deref(), Some(CHACHA12_V1));

    let mut header = serde_json::to_value(Header::new(system, "x", 1, 1)).unwrap_or_default();
    if let Some(members) = header.as_object_mut() {
        members.remove("dice");
    }
    let old = scan_bytes(&seal(&header).unwrap_or_default()).map(|s| s.header);
    assert_eq!(old.as_ref().ok().map(|h| h.dice.as_str()), Some(LEGACY));
    // The legacy name is never written: such a header is written as it was made.
    let written = old.ok().and_then(|h| seal(&h).ok()).unwrap_or_default();
    let written = String::from_utf8_lossy(&written);
    let made = seal(&Header::new(system, "x", 1, 1)).unwrap_or_default();
    let made = String::from_utf8_lossy(&made).replace(",\"dice\":\"chacha12-v1\"", "");
    // The bodies, without `,"crc":"…"}` and the line break.
    let body = |line: &str| {
        line.get(..line.len().saturating_sub(19))
            .map(str::to_string)
    };
    assert!(!written.contains("dice"), "{written}");
    assert_eq!(body(&written), body(&made));

    header["dice"] = json!("pcg64-v9");
    let unknown = scan_bytes(&seal(&header).unwrap_or_default()).map(|s| s.header);
    let unknown = unknown.ok();
    assert_eq!(unknown.as_ref().map(|h| h.dice.as_str()), Some("pcg64-v9"));
    assert_eq!(unknown.and_then(|h| h.dice_generator()), None);

    header["dice"] = json!(5);
    let err = scan_bytes(&seal(&header).unwrap_or_default()).err();
    assert!(matches!(err, Some(StoreError::BadHeader { .. })), "{err:?}");
}

#[test]
fn header_checks() {
    let newer = seal(&json!({"format": "fray-save", "version": 99, "system": crate::model::SystemId::default_system().key()}))
        .unwrap_or_default();
    let err = scan_bytes(&newer)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        err.contains(
            "made by a newer fray (format 99); this fray reads formats 1 to 2: update fray to a version that reads format 99"
        ),
        "{err}"
    );

    let zero = seal(&json!({"format": "fray-save", "version": 0})).unwrap_or_default();
    assert!(matches!(
        scan_bytes(&zero),
        Err(StoreError::BadHeader { .. })
    ));

    let mut header = serde_json::to_value(Header::new(
        crate::model::SystemId::default_system(),
        "x",
        1,
        1,
    ))
    .unwrap_or_default();
    header["system"] = json!("dnd-5e");
    let unknown = seal(&header).unwrap_or_default();
    let err = scan_bytes(&unknown)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        err.contains("\"dnd-5e\"")
            && crate::model::SystemId::all()
                .iter()
                .all(|id| err.contains(id.key())),
        "{err}"
    );

    let unsealed = serde_json::to_vec(&Header::new(
        crate::model::SystemId::default_system(),
        "x",
        1,
        1,
    ))
    .unwrap_or_default();
    let result = scan_bytes(&[unsealed, b"\n".to_vec()].concat());
    assert!(
        matches!(result, Err(StoreError::BadHeader { .. })),
        "{result:?}"
    );

    let mut crlf = header_line();
    crlf.insert(crlf.len() - 1, b'\r');
    let err = scan_bytes(&crlf)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(err.contains("Windows line endings"), "{err}");
    let bom = [&b"\xEF\xBB\xBF"[..], &header_line()].concat();
    let err = scan_bytes(&bom)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(err.contains("byte-order mark"), "{err}");

    let headless = [record_line(1, "a"), record_line(2, "b")].concat();
    let err = scan_bytes(&headless)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(err.contains("the header line is missing"), "{err}");
}

#[test]
fn sequence_must_follow() {
    let bytes = [
        header_line(),
        record_line(1, "a"),
        record_line(3, "b"),
        record_line(4, "c"),
    ]
    .concat();
    let scan = scan_bytes(&bytes).ok();
    let bad = scan.as_ref().and_then(|s| s.bad.as_ref());
    assert!(matches!(
        bad,
        Some(BadLine {
            line: 3,
            problem: LineProblem::WrongSequence {
                expected: 2,
                found: 3
            },
            torn: false,
            ..
        })
    ));
    // Even as the last line: a well-sealed line with the wrong number is not a torn write.
    let bytes = [header_line(), record_line(1, "a"), record_line(1, "b")].concat();
    let scan = scan_bytes(&bytes).ok();
    assert!(
        scan.as_ref()
            .and_then(|s| s.bad.as_ref())
            .is_some_and(|b| !b.torn && b.line == 3)
    );
}

#[test]
fn empty_line_in_the_middle_is_corruption() {
    let bytes = [
        header_line(),
        record_line(1, "a"),
        b"\n".to_vec(),
        record_line(2, "b"),
    ]
    .concat();
    let scan = scan_bytes(&bytes).ok();
    let bad = scan.as_ref().and_then(|s| s.bad.as_ref());
    assert!(matches!(
        bad,
        Some(BadLine {
            line: 3,
            problem: LineProblem::Empty,
            torn: false,
            ..
        })
    ));
}

#[test]
fn control_characters_warn() {
    let mut header = Header::new(crate::model::SystemId::default_system(), "Bell\u{7}", 1, 1);
    header.name = "Bell\u{7}".into();
    // Kurt joins, then takes a name with an escape sequence (the scan checks that the
    // renamed combatant is there).
    let kurt = crate::engine::Event::CombatantAdded {
        combatant: Box::new(crate::model::Combatant::new(
            crate::model::CombatantId(1),
            "Kurt",
            crate::model::Side::Enemy,
            crate::model::DamageTrack::Monitors { tracks: vec![] },
        )),
    };
    let value = json!({"seq": 1, "command": "x", "at": null, "events": [kurt, {"event": "combatant_renamed", "who": 1, "name": "Esc\u{1b}[31m"}]});
    let bytes = [
        seal(&header).unwrap_or_default(),
        seal(&value).unwrap_or_default(),
    ]
    .concat();
    let scan = scan_bytes(&bytes).ok();
    let warnings = scan.map(|s| s.warnings).unwrap_or_default();
    assert_eq!(warnings.len(), 2, "{warnings:?}");
    assert!(warnings[0].starts_with("line 1: the encounter name holds control characters"));
    assert!(
        warnings[1].starts_with("line 2: a name holds control characters (\"Esc\\u{1b}[31m\")"),
        "{}",
        warnings[1]
    );
}

#[test]
fn records_are_read_in_their_own_format() {
    let v1_header = json!({"format": "fray-save", "version": 1, "system": crate::model::SystemId::default_system().key(),
        "name": "Old", "seed": 1, "created": 1, "fray": "0.1.0"});
    let v1_record = json!({"seq": 1, "command": "end", "events": [{"event": "fight_ended"}]});
    let v1 = [
        seal(&v1_header).unwrap_or_default(),
        seal(&v1_record).unwrap_or_default(),
    ]
    .concat();
    let scan = scan_bytes(&v1).map_err(|e| e.to_string());
    let scan = scan.as_ref().ok();
    assert_eq!(
        scan.map(|s| s.header.version),
        Some(1),
        "the file's version is kept"
    );
    assert_eq!(scan.map(|s| s.records[0].at), Some(None));
    assert!(scan.is_some_and(|s| s.bad.is_none()));

    // In format 2 the same record lacks `at`: a well-sealed line that is not a record.
    let v2 = [header_line(), seal(&v1_record).unwrap_or_default()].concat();
    let bad = scan_bytes(&v2).ok().and_then(|s| s.bad);
    assert!(
        matches!(&bad, Some(BadLine { problem: LineProblem::NotARecord(m), .. }) if m.contains("missing field `at`")),
        "{bad:?}"
    );
}

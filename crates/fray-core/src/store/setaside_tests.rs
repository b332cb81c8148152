//! Tests for the set-aside record: which side files hold numbers not yet accounted for,
//! and recording them when an earlier recovery stopped before it could.

use super::*;

#[test]
fn side_file_names_and_numbers_are_read_strictly() {
    assert_eq!(
        side_kind("a.fray.jsonl", "a.fray.jsonl.torn-5", 5),
        Some(true)
    );
    assert_eq!(
        side_kind("a.fray.jsonl", "a.fray.jsonl.salvaged-6-1", 5),
        Some(false)
    );
    assert_eq!(side_kind("a.fray.jsonl", "a.fray.jsonl.torn-4", 5), None);
    assert_eq!(side_kind("a.fray.jsonl", "a.fray.jsonl.torn-", 0), None);
    assert_eq!(side_kind("a.fray.jsonl", "a.fray.jsonl.torn-5-", 0), None);
    assert_eq!(side_kind("a.fray.jsonl", "a.fray.jsonl.torn-+5", 0), None);
    assert_eq!(side_kind("a.fray.jsonl", "a.fray.jsonlx.torn-5", 0), None);
    assert_eq!(seq_in(br#"{"seq":12,"command""#), Some(12));
    assert_eq!(seq_in(br#"{"seq":"#), None);
    assert_eq!(seq_in(br#"{"seq":99999999999999999999999}"#), None);
}

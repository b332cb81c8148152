//! Tests for loading a save read-only: headers, records, torn tails and damage.

use super::*;
use crate::store::test_support::scan_bytes;

#[test]
fn empty_input_is_its_own_error() {
    assert!(matches!(scan_bytes(b""), Err(StoreError::Empty { .. })));
}

#[test]
fn not_a_save() {
    for bytes in [
        &b"hello\n"[..],
        b"{\"a\":1}\n",
        b"[1]\n",
        b"\x00\x01\x02\n",
        b"#!/bin/sh\necho\n",
        b"{\"format\":\"other\"}\n",
    ] {
        let result = scan_bytes(bytes);
        assert!(
            matches!(result, Err(StoreError::NotASave { .. })),
            "{bytes:?}: {result:?}"
        );
    }
}

#[test]
fn a_named_pipe_is_refused_without_waiting_for_a_writer() {
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("pipe.fray.jsonl");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()));
    let (send, receive) = std::sync::mpsc::channel();
    let path = fifo.clone();
    std::thread::spawn(move || {
        let _ = send.send(load(&path).map(|_| ()).map_err(|e| e.to_string()));
    });
    let got = receive.recv_timeout(std::time::Duration::from_secs(5));
    if got.is_err() {
        // Unblock the reader so the test process can end.
        let _ = std::fs::write(&fifo, b"");
    }
    let message = got.expect("load returned").expect_err("refused");
    assert!(message.contains("not a regular file"), "{message}");
}

#[test]
fn a_directory_is_not_a_regular_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    for message in [
        load(dir.path()).map(|_| ()).map_err(|e| e.to_string()),
        crate::store::SaveLog::open_append(dir.path())
            .map(|_| ())
            .map_err(|e| e.to_string()),
    ] {
        let message = message.expect_err("refused");
        assert!(
            message.contains("it is a directory, not a regular file"),
            "{message}"
        );
    }
}

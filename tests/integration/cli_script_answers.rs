//! When `fray run --script` answers: a script file's lines are decided while the disk
//! writes the line before, yet answered in order with the same words as the same lines
//! typed on standard input, where each line is answered as soon as it is saved, before the
//! next one is typed.

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

use common::cli::{command, fray_within, new_polaris, text};

/// Records, a blank line, a comment, help, a refused line, an undo and a redo.
const SCRIPT: &str = "add \"Baral Faadhi\" pc from mercenary\n\nadd 2 gangers\n# a comment\nhelp wound\nattack nobody baral\nwound ganger-2 left-arm serious\nundo\nredo\nstart\nnext\n";

fn new_fight(saves: &Path, key: &str) {
    let out = fray_within(saves, &new_polaris(key), "", 60);
    assert!(out.status.success(), "{}", text(&out.stderr));
}

#[test]
fn a_script_file_is_answered_in_order_with_the_words_of_the_same_lines_typed() {
    let dir = tempfile::tempdir().expect("temp");
    let script = dir.path().join("lines.txt");
    std::fs::write(&script, SCRIPT).expect("script");
    new_fight(dir.path(), "from-file");
    new_fight(dir.path(), "typed");
    let path = script.display().to_string();
    let args = |key| ["run", key, "--script", "-", "--keep-going"];
    let typed = fray_within(dir.path(), &args("typed"), SCRIPT, 60);
    let mut from_file = args("from-file");
    from_file[3] = &path;
    let from_file = fray_within(dir.path(), &from_file, "", 60);
    // A refused line: the status says so, and both runs say the same.
    assert_eq!(from_file.status.code(), typed.status.code());
    assert!(!typed.status.success());
    assert_eq!(text(&from_file.stdout), text(&typed.stdout));
    assert_eq!(
        text(&from_file.stderr).replace(&path, "stdin"),
        text(&typed.stderr)
    );
    let said = text(&typed.stdout);
    let order: Vec<usize> = ["#1 ", "#2 ", "#3 ", "#4 ", "#5 ", "#6 ", "#7 "]
        .iter()
        .map(|seq| said.find(seq).unwrap_or_else(|| panic!("{seq} in {said}")))
        .collect();
    assert!(order.is_sorted(), "answers in order: {said}");
    assert!(
        text(&typed.stderr).starts_with("stdin:6:"),
        "{}",
        text(&typed.stderr)
    );
    let saves = |key: &str| std::fs::read(dir.path().join(format!("{key}.fray.jsonl")));
    let records = |bytes: Vec<u8>| bytes.split(|b| *b == b'\n').count();
    assert_eq!(
        records(saves("from-file").expect("save")),
        records(saves("typed").expect("save"))
    );
}

#[test]
fn a_line_typed_on_standard_input_is_answered_before_the_next_is_typed() {
    let dir = tempfile::tempdir().expect("temp");
    new_fight(dir.path(), "typed");
    let config = tempfile::tempdir().expect("settings");
    let mut child = command(dir.path(), &["run", "typed", "--script", "-"])
        .env("FRAY_CONFIG_DIR", config.path())
        .spawn()
        .expect("fray starts");
    let pid = child.id();
    let mut input = child.stdin.take().expect("stdin");
    let output = child.stdout.take().expect("stdout");
    let (said, heard) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(output).lines().map_while(Result::ok) {
            if said.send(line).is_err() {
                break;
            }
        }
    });
    let mut answers = Vec::new();
    for line in [
        "add Alpha pc reaction=12",
        "add Bravo enemy reaction=9",
        "start",
    ] {
        writeln!(input, "{line}").expect("type a line");
        input.flush().expect("send it");
        match heard.recv_timeout(Duration::from_secs(20)) {
            Ok(answer) => answers.push(answer),
            Err(_) => {
                // Waiting for more input before answering: stop the child this test started.
                let _ = child.kill();
                let _ = child.wait();
                panic!("fray (pid {pid}) did not answer {line:?} before the next line came");
            }
        }
    }
    drop(input);
    let status = child.wait().expect("fray ends");
    reader.join().expect("reader");
    assert!(status.success());
    assert!(answers[0].starts_with("#1 "), "{answers:?}");
    assert!(answers[1].starts_with("#2 "), "{answers:?}");
    assert!(answers[2].starts_with("#3 "), "{answers:?}");
}

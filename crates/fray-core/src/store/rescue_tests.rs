use super::*;

type TestResult = Result<(), Box<dyn std::error::Error>>;

fn record(seq: u64, command: &str) -> Record {
    Record {
        seq,
        command: command.into(),
        at: None,
        events: Vec::new(),
    }
}

#[test]
fn a_rescue_file_is_a_script_of_the_unsaved_commands_in_order() -> TestResult {
    let dir = tempfile::tempdir()?;
    let save = dir.path().join("dock.fray.jsonl");
    fs::write(&save, "")?;
    let records = [record(7, "add Baral pc"), record(8, "note baral a\nb")];
    let side = write_rescue(&save, &records, 1_700_000_000)?;
    assert_eq!(
        side.file_name().and_then(|n| n.to_str()),
        Some("dock.fray.jsonl.unsaved-1700000000")
    );
    let text = fs::read_to_string(&side)?;
    let commands: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(commands, ["add Baral pc", "note baral a b"]);
    assert!(text.contains("# #7\n") && text.contains("# #8\n"), "{text}");
    Ok(())
}

#[test]
fn a_second_rescue_in_the_same_second_gets_its_own_file() -> TestResult {
    let dir = tempfile::tempdir()?;
    let save = dir.path().join("dock.fray.jsonl");
    let first = write_rescue(&save, &[record(1, "roll d20")], 5)?;
    let second = write_rescue(&save, &[record(2, "roll d6")], 5)?;
    assert_ne!(first, second);
    assert_eq!(rescue_files(&save), [first, second]);
    Ok(())
}

#[test]
fn every_opening_names_the_rescue_files_of_that_save_only() -> TestResult {
    let dir = tempfile::tempdir()?;
    let save = dir.path().join("dock.fray.jsonl");
    let other = dir.path().join("docks.fray.jsonl");
    assert!(rescue_warnings(&save).is_empty());
    let side = write_rescue(&save, &[record(3, "roll d20")], 9)?;
    write_rescue(&other, &[record(3, "roll d20")], 9)?;
    let warnings = rescue_warnings(&save);
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(warnings[0].contains(&side.display().to_string()));
    assert!(warnings[0].contains("never saved"));
    Ok(())
}

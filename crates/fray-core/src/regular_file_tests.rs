use std::path::Path;

use super::*;

fn mkfifo(path: &Path) {
    let status = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success(), "mkfifo made {}", path.display());
}

/// Runs `read` on another thread and fails (rather than hangs) if it has not returned
/// after 10 seconds.
fn read_within_deadline(path: &Path, max: u64) -> Result<Option<Vec<u8>>, Refusal> {
    let (send, receive) = std::sync::mpsc::channel();
    let path = path.to_path_buf();
    std::thread::spawn(move || {
        let _ = send.send(read(&path, max));
    });
    receive
        .recv_timeout(std::time::Duration::from_secs(10))
        .expect("reading returned instead of blocking")
}

#[test]
fn a_named_pipe_is_refused_without_blocking() {
    let dir = tempfile::tempdir().expect("temp");
    let fifo = dir.path().join("fray.conf");
    mkfifo(&fifo);
    assert!(matches!(
        read_within_deadline(&fifo, 1024),
        Err(Refusal::NotAFile(NotAFile::Fifo))
    ));
}

#[test]
fn a_directory_and_a_device_are_refused() {
    let dir = tempfile::tempdir().expect("temp");
    assert!(matches!(
        read_within_deadline(dir.path(), 1024),
        Err(Refusal::NotAFile(NotAFile::Dir))
    ));
    assert!(matches!(
        read_within_deadline(Path::new("/dev/zero"), 1024),
        Err(Refusal::NotAFile(NotAFile::Device))
    ));
}

#[test]
fn a_symbolic_link_to_a_named_pipe_is_refused_too() {
    let dir = tempfile::tempdir().expect("temp");
    let fifo = dir.path().join("pipe");
    mkfifo(&fifo);
    let link = dir.path().join("keys.conf");
    let linked = std::process::Command::new("ln")
        .arg("-s")
        .arg(&fifo)
        .arg(&link)
        .status()
        .expect("ln runs");
    assert!(linked.success(), "ln -s made {}", link.display());
    assert!(matches!(
        read_within_deadline(&link, 1024),
        Err(Refusal::NotAFile(NotAFile::Fifo))
    ));
}

#[test]
fn a_regular_file_is_read_up_to_the_limit_and_a_missing_one_is_none() {
    let dir = tempfile::tempdir().expect("temp");
    let file = dir.path().join("a.conf");
    std::fs::write(&file, b"lang = fr\n").expect("write");
    assert_eq!(
        read_within_deadline(&file, 10).ok().flatten().as_deref(),
        Some(&b"lang = fr\n"[..])
    );
    assert!(matches!(
        read_within_deadline(&file, 9),
        Err(Refusal::TooBig)
    ));
    assert!(matches!(
        read_within_deadline(&dir.path().join("none"), 10),
        Ok(None)
    ));
}

#[test]
fn the_warning_names_the_path_escaped_and_what_is_there() {
    let warning = crate::i18n::with_lang(crate::i18n::Lang::En, || {
        ignored_warning(Path::new("/tmp/\x1b[2Jfray.conf"), NotAFile::Fifo)
    });
    assert!(!warning.contains('\x1b'), "{warning:?}");
    assert!(warning.contains("named pipe"), "{warning:?}");
    let french = crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        ignored_warning(Path::new("fray.conf"), NotAFile::Dir)
    });
    assert!(french.contains("dossier"), "{french:?}");
}

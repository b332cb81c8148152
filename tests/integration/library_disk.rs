//! The library on disk: the size cap, a file that is not UTF-8, and an import appended to a
//! file the GM wrote, read back as it was given.

use fray::library::disk::{self, MAX_BYTES};
use fray::library::problem::Why;
use fray::library::{csv, toml_file};
use fray::systems::polaris;

#[test]
fn a_file_over_the_cap_or_not_utf8_is_named_and_not_read() {
    let dir = tempfile::tempdir().expect("dir");
    let path = disk::file(dir.path(), polaris::ID);
    std::fs::create_dir_all(path.parent().expect("folder")).expect("folder");
    let big = format!(
        "# {}\n",
        "x".repeat(usize::try_from(MAX_BYTES).expect("size"))
    );
    std::fs::write(&path, big).expect("write");
    let read = disk::read_file(dir.path(), polaris::ID);
    assert!(read.templates.is_empty());
    assert_eq!(read.notes.len(), 1);
    assert_eq!(read.notes[0].problem.why, Why::TooBig { mib: 4 });
    std::fs::write(&path, b"[[template]]\nkey = \"a\xff\"\n").expect("write");
    let read = disk::read_file(dir.path(), polaris::ID);
    assert_eq!(read.notes[0].problem.why, Why::NotUtf8);
}

#[test]
fn an_import_appends_after_the_gms_text_and_reads_back_as_given() {
    let dir = tempfile::tempdir().expect("dir");
    let path = disk::file(dir.path(), polaris::ID);
    std::fs::create_dir_all(path.parent().expect("folder")).expect("folder");
    let mine = "# mine\n[[template]]\nkey = \"old\"\nname = \"Old\" # no newline at the end";
    std::fs::write(&path, mine).expect("write");
    let (templates, refusals) = csv::read_templates(
        polaris::ID,
        "name,key,side,note,fusils\n\"Odd \"\"name\"\" \\ here\",odd,pc,\"a\\b\",X\n",
    );
    assert!(refusals.is_empty(), "{refusals:?}");
    let imported = disk::import(dir.path(), polaris::ID, &templates, false).expect("import");
    assert_eq!(imported.added, vec!["odd".to_string()]);
    let text = std::fs::read_to_string(&path).expect("read");
    assert!(text.starts_with(mine), "{text}");
    let (read, problems) = toml_file::read(polaris::ID, &text);
    assert!(problems.is_empty(), "{problems:?}\n{text}");
    assert_eq!(read[1].template, templates[0]);
    let again = disk::import(dir.path(), polaris::ID, &templates, false).expect("import");
    assert_eq!(again.kept, vec!["odd".to_string()]);
    assert_eq!(std::fs::read_to_string(&path).expect("read"), text);
}

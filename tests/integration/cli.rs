//! The real binary: new, run, show, log, check, rules, list, help, and a bare `fray`.

use crate::common;

use std::io::Write;
use std::path::Path;

use common::cli::{fray_fed as fray, fray_in, new_polaris, text};

#[test]
fn new_run_show_check_log() {
    let dir = tempfile::tempdir().expect("temp");
    let out = fray(dir.path(), &new_polaris("Dock Ambush"), "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(dir.path().join("dock-ambush.fray.jsonl").exists());

    let script = "add \"Baral Faadhi\" pc from mercenary\nadd 2 gangers\nwound ganger-2 left-arm serious\nstart\n";
    let out = fray(dir.path(), &["run", "dock-ambush", "--script", "-"], script);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("#1 Baral Faadhi joins (pc, from mercenary)"),
        "{stdout}"
    );
    assert!(stdout.contains("serious wound to the left-arm"), "{stdout}");

    let out = fray(dir.path(), &["show", "dock-ambush", "--json"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(json["round"], 1);
    assert_eq!(json["ladder"][0]["name"], "Baral Faadhi");
    assert_eq!(json["ladder"][0]["phase"], 14);
    let ganger = &json["combatants"][2];
    assert_eq!(ganger["name"], "Ganger 2");
    assert_eq!(ganger["wound_malus"], -5);
    assert_eq!(ganger["wounds"][0]["location"], "left-arm");
    assert_eq!(ganger["wounds"][0]["rows"][0]["severity"], "serious");

    let out = fray(dir.path(), &["show", "dock-ambush"], "");
    assert!(
        text(&out.stdout).contains("LADDER"),
        "{}",
        text(&out.stdout)
    );

    let out = fray(dir.path(), &["check", "dock-ambush"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("OK, 4 records"),
        "{}",
        text(&out.stdout)
    );

    let out = fray(dir.path(), &["log", "dock-ambush"], "");
    assert!(text(&out.stdout).contains("#4"), "{}", text(&out.stdout));
}

#[test]
fn a_refused_script_line_names_the_line_and_stops() {
    let dir = tempfile::tempdir().expect("temp");
    fray(
        dir.path(),
        &["new", "-r", "polaris-3e", "--no-open", "X"],
        "",
    );
    let out = fray(
        dir.path(),
        &["run", "x", "--script", "-"],
        "add Alpha pc\nwound nobody head light\nadd Bravo enemy\n",
    );
    assert_eq!(out.status.code(), Some(3), "a refusal (see the README)");
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("stdin:2: error: no combatant called 'nobody'"),
        "{stderr}"
    );
    let out = fray(dir.path(), &["check", "x"], "");
    assert!(
        text(&out.stdout).contains("OK, 1 record"),
        "only the good line before the refusal ran"
    );
}

#[test]
fn line_mode_shows_errors_inline_and_keeps_going() {
    let dir = tempfile::tempdir().expect("temp");
    fray(
        dir.path(),
        &["new", "-r", "polaris-3e", "--no-open", "Y"],
        "",
    );
    let out = fray(
        dir.path(),
        &["open", "y"],
        "add Alpha pc\nfireball alpha\nadd Bravo enemy\nshow\n",
    );
    let stdout = text(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "a refusal in line mode is shown inline"
    );
    assert!(stdout.contains("error:"), "{stdout}");
    assert!(stdout.contains("#2 Bravo joins"), "{stdout}");
}

#[test]
fn bare_fray_opens_a_copy_of_the_demo() {
    let dir = tempfile::tempdir().expect("temp");
    let out = fray(dir.path(), &[], "show\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("demo-1.fray.jsonl"));
    assert!(dir.path().join("demo-1.fray.jsonl").exists());
    let again = fray(dir.path(), &[], "");
    assert!(
        text(&again.stdout).contains("demo-2.fray.jsonl"),
        "the first copy is never reused"
    );
}

#[test]
fn rules_help_and_errors() {
    let dir = tempfile::tempdir().expect("temp");
    let out = fray(dir.path(), &["rules"], "");
    assert!(text(&out.stdout).contains("polaris-3e"));
    let out = fray(dir.path(), &["rules", "polaris-3e"], "");
    assert!(text(&out.stdout).contains("mercenary"));
    for sub in [
        "new", "open", "run", "show", "log", "check", "rules", "list",
    ] {
        let out = fray(dir.path(), &[sub, "--help"], "");
        assert!(out.status.success(), "{sub} --help");
        assert!(text(&out.stdout).contains("Usage"), "{sub} --help");
    }
    let out = fray(dir.path(), &["new", "-r", "dnd", "--no-open", "Z"], "");
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("no rule system 'dnd'"));
    let out = fray(dir.path(), &["show", "missing"], "");
    assert!(!out.status.success());
    assert!(!text(&out.stderr).is_empty());
}

#[test]
fn check_refuses_a_damaged_save_and_salvage_keeps_the_rest_aside() {
    let dir = tempfile::tempdir().expect("temp");
    fray(
        dir.path(),
        &["new", "-r", "polaris-3e", "--no-open", "Broken"],
        "",
    );
    let out = fray(
        dir.path(),
        &["run", "broken", "--script", "-"],
        "add Alpha pc\nadd Bravo enemy\nadd Charlie ally\n",
    );
    assert!(out.status.success());
    let path = dir.path().join("broken.fray.jsonl");
    let mut bytes = std::fs::read(&path).expect("read");
    let line_starts: Vec<usize> = std::iter::once(0)
        .chain(
            bytes
                .iter()
                .enumerate()
                .filter(|(_, b)| **b == b'\n')
                .map(|(i, _)| i + 1),
        )
        .collect();
    // Damage the second record (line 3), leaving the third intact after it.
    let at = line_starts[2] + 20;
    bytes[at] = if bytes[at] == b'x' { b'y' } else { b'x' };
    std::fs::write(&path, &bytes).expect("write");

    let out = fray(dir.path(), &["check", "broken"], "");
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(stderr.contains("line 3"), "{stderr}");
    let out = fray(dir.path(), &["open", "broken"], "");
    assert!(
        !out.status.success(),
        "a damaged save is not opened for play"
    );

    let out = fray(dir.path(), &["check", "--salvage", "broken"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("1 record"),
        "{}",
        text(&out.stdout)
    );
    let side: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().contains("salvaged"))
        .collect();
    assert_eq!(side.len(), 1, "the damaged tail is kept in a side file");
    let kept = std::fs::read(side[0].path()).expect("side file");
    assert_eq!(kept, bytes[line_starts[2]..], "nothing is lost");
    let out = fray(dir.path(), &["open", "broken"], "add Delta enemy\n");
    assert!(out.status.success(), "the salvaged save plays on");
}

#[test]
fn export_prints_markdown_or_json_and_never_overwrites_a_file_without_force() {
    let dir = tempfile::tempdir().expect("temp");
    let save = common::saves::copy_example(
        "polaris-three-rounds.fray.jsonl",
        dir.path(),
        "three.fray.jsonl",
    );
    let out = fray(dir.path(), &["export", "--help"], "");
    assert!(
        text(&out.stdout).contains("--up-to"),
        "{}",
        text(&out.stdout)
    );

    let out = fray(dir.path(), &["export", "three"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let markdown = text(&out.stdout);
    assert!(markdown.starts_with("# Three Rounds\n"), "{markdown}");
    assert!(markdown.contains("\n## Round 3\n") && markdown.contains("\n## Outcome\n"));
    assert!(
        markdown.contains("\n- Players' version: "),
        "the default is the players' one"
    );
    let gm = text(&fray(dir.path(), &["export", "three", "--gm"], "").stdout);
    assert!(
        gm.contains("\n- GM's version (not for the players): "),
        "{gm}"
    );
    let out = fray(dir.path(), &["export", "three", "--format", "json"], "");
    assert!(
        !out.status.success(),
        "JSON holds the GM's secrets: --gm only"
    );
    assert!(
        text(&out.stderr).contains("add --gm"),
        "{}",
        text(&out.stderr)
    );

    let out = fray(
        dir.path(),
        &[
            "export", "three", "--format", "json", "--gm", "--up-to", "8",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(json["steps"].as_array().map(Vec::len), Some(8));
    assert_eq!(
        json["state"]["round"], 1,
        "the state after the last command exported"
    );
    assert!(
        json["steps"][7].get("state").is_none(),
        "--states writes one per step"
    );
    let out = fray(
        dir.path(),
        &[
            "export", "three", "-f", "json", "--gm", "--states", "--up-to", "8",
        ],
        "",
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(json["steps"][7]["state"], json["state"]);
    let out = fray(dir.path(), &["export", "three", "--gm", "--states"], "");
    assert!(!out.status.success(), "no states in Markdown");

    let file = dir.path().join("fight.md");
    let file_arg = file.to_str().expect("utf-8 path");
    let out = fray(dir.path(), &["export", "three", "-o", file_arg], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("exported 65 commands to"));
    assert_eq!(std::fs::read_to_string(&file).expect("file"), markdown);

    let out = fray(
        dir.path(),
        &["export", "three", "-f", "json", "--gm", "-o", file_arg],
        "",
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("already exists; --force replaces it"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(
        std::fs::read_to_string(&file).expect("file"),
        markdown,
        "untouched"
    );

    let out = fray(
        dir.path(),
        &[
            "export", "three", "-f", "json", "--gm", "-o", file_arg, "--force",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        std::fs::read_to_string(&file)
            .expect("file")
            .starts_with("{\"format\":\"fray-export\"")
    );

    let save_arg = save.to_str().expect("utf-8 path");
    let before = std::fs::read(&save).expect("save");
    let out = fray(
        dir.path(),
        &["export", "three", "-o", save_arg, "--force"],
        "",
    );
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("is the save being exported"));
    assert_eq!(
        std::fs::read(&save).expect("save"),
        before,
        "the save is safe"
    );

    let out = fray(dir.path(), &["export", "three", "--up-to", "66"], "");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("the save has 65 records; there is no record 66"),
        "{}",
        text(&out.stderr)
    );
    let out = fray(
        dir.path(),
        &["export", "three", "-f", "json", "--players"],
        "",
    );
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("the players' version is Markdown"));
    let out = fray(dir.path(), &["export", "three", "--gm", "--players"], "");
    assert!(!out.status.success(), "one version or the other");
}

#[test]
fn export_of_a_torn_save_warns_and_exports_the_good_records() {
    let dir = tempfile::tempdir().expect("temp");
    let save = dir.path().join("torn.fray.jsonl");
    let mut bytes =
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/polaris-demo.fray.jsonl"))
            .expect("read the example");
    bytes.extend_from_slice(b"{\"seq\":7,\"command\":\"add Half");
    std::fs::write(&save, &bytes).expect("write");
    let out = fray(dir.path(), &["export", "torn"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("warning:"),
        "{}",
        text(&out.stderr)
    );
    assert!(
        text(&out.stdout).contains("- Commands: 6\n"),
        "{}",
        text(&out.stdout)
    );
    assert!(
        std::fs::read(&save).expect("save") == bytes,
        "exporting never changes the save"
    );
}

#[test]
fn exit_statuses_match_the_readme() {
    let dir = tempfile::tempdir().expect("temp");
    let out = fray(
        dir.path(),
        &["new", "-r", "polaris-3e", "--no-open", "Z"],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let out = fray(dir.path(), &["run"], "");
    assert_eq!(out.status.code(), Some(2), "usage error");
    let out = fray(dir.path(), &["show", "nosuch"], "");
    assert_eq!(out.status.code(), Some(1), "no such save");
    let out = fray(
        dir.path(),
        &["run", "z", "--script", "-", "--keep-going"],
        "add Alpha pc\nfireball alpha\nadd Bravo enemy\n",
    );
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("#2 Bravo joins"), "kept going");
    let out = fray(
        dir.path(),
        &["run", "z", "--script", "-"],
        "note alpha ok\n",
    );
    assert_eq!(out.status.code(), Some(0));
    // A torn last record: check reads the rest and says so.
    let path = dir.path().join("z.fray.jsonl");
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .expect("append");
    file.write_all(b"{\"seq\":4,\"comm").expect("torn");
    let out = fray(dir.path(), &["check", "z"], "");
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
}

/// `fray rules` lines its columns up whatever the longest key: the systems' titles, and
/// each bestiary's sides (Anarchy has `security-hacker`).
#[test]
fn rules_columns_line_up_past_long_keys() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let column_of = |text: &str, word: &str| -> Vec<usize> {
        text.lines()
            .filter_map(|l| l.find(word).map(|at| l[..at].chars().count()))
            .collect()
    };
    let list = common::cli::text(&common::cli::fray(dir.path(), &["rules"]).stdout);
    // Where each title starts: after the key and the spaces that pad it.
    let starts: Vec<usize> = list
        .lines()
        .map(|l| {
            let key = l.find(' ').unwrap_or(l.len());
            l.len() - l[key..].trim_start().len()
        })
        .collect();
    assert!(
        starts.len() >= 4 && starts.windows(2).all(|w| w[0] == w[1]),
        "{list}"
    );
    let anarchy =
        common::cli::text(&common::cli::fray(dir.path(), &["rules", "sr-anarchy"]).stdout);
    let sides = column_of(&anarchy, " enemy ");
    assert!(
        sides.len() >= 5 && sides.windows(2).all(|w| w[0] == w[1]),
        "{anarchy}"
    );
}

/// A mistyped name is refused with the roster's nearest names, in the GM's language;
/// a name close to nobody gets the plain refusal.
#[test]
fn a_name_not_found_suggests_the_nearest_on_the_roster() {
    let saves = tempfile::tempdir().expect("temp");
    let config = tempfile::tempdir().expect("temp");
    let new = ["new", "-r", "polaris-3e", "--no-open", "X"];
    assert!(
        fray_in(saves.path(), config.path(), "en", &new, "", 60)
            .status
            .success()
    );
    let cast = "add \"Baral Faadhi\" pc\nadd 2 gangers\n";
    let run = ["run", "x", "--script", "-", "--keep-going"];
    let out = fray_in(saves.path(), config.path(), "en", &run, cast, 60);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let typed = "condition barl prone\ncondition ganger prone\ncondition zorglub prone\n";
    let out = fray_in(saves.path(), config.path(), "en", &run, typed, 60);
    let said = text(&out.stderr);
    assert!(
        said.contains("no combatant called 'barl'; did you mean baral-faadhi?"),
        "{said}"
    );
    assert!(said.contains("'ganger' could be"), "{said}");
    assert!(
        said.contains("no combatant called 'zorglub'\n"),
        "nobody is near: {said}"
    );
    let out = fray_in(
        saves.path(),
        config.path(),
        "fr",
        &run,
        "état gangr à-terre\n",
        60,
    );
    let said = text(&out.stderr);
    assert!(
        said.contains("« gangr »\u{202f}; vouliez-vous dire l’un de ganger-1, ganger-2\u{202f}?"),
        "{said}"
    );
}

#[test]
fn a_rule_system_is_named_by_a_part_of_its_key_when_that_names_one() {
    let dir = tempfile::tempdir().expect("temp");
    // `polaris` for `polaris-3e`, `anarchy` for `sr-anarchy`: the game's own name.
    for (typed, key) in [
        ("polaris", "polaris-3e"),
        ("Anarchy", "sr-anarchy"),
        ("combat-pool", "sr-combat-pool"),
        ("cyberpunk", "cyberpunk-interval"),
    ] {
        let name = format!("Z {typed}");
        let out = fray(dir.path(), &["new", "-r", typed, "--no-open", &name], "");
        assert!(out.status.success(), "{typed}: {}", text(&out.stderr));
        let out = fray(dir.path(), &["show", &name, "--json"], "");
        assert!(
            text(&out.stdout).contains(&format!("\"system\": \"{key}\"")),
            "{typed}: {}",
            text(&out.stdout)
        );
    }
    // `sr` names two systems: refused, with the keys listed.
    let out = fray(dir.path(), &["new", "-r", "sr", "--no-open", "Z sr"], "");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("sr-anarchy"),
        "{}",
        text(&out.stderr)
    );
    let out = fray(dir.path(), &["rules", "corporates"], "");
    assert!(out.status.success());
}

//! Issue 15, "done when": with French on, no English word on any screen of a Polaris
//! fight, a combat-pool fight, replay and watch, nor in the CLI's output (names and the
//! GM's own text aside). The English words come from the catalogs and the data keys
//! (`common::english`); the screens are driven through the app's update function with
//! `i18n::with_lang(Lang::Fr, ..)`, every key of the fight screen pressed (each form
//! opened, then sent with its defaults), and the binary is run with `FRAY_LANG=fr`.

use crate::common;

use std::path::{Path, PathBuf};

use common::english::Audit;
use common::french_screens::{
    ALL_KEYS, Screens, assert_no_english, every_key, fight_on, panes, play_lines, press, save_of,
    send_lines, try_lines, type_text,
};
use common::replay_app::app_on;
use fray::engine::Header;
use fray::i18n::{Lang, with_lang};
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::replay::{self, Audience};
use fray::tui::theme::Theme;
use ratatui::crossterm::event::KeyCode;

const POLARIS: fray::model::SystemId = fray::systems::polaris::ID;
const POOL: fray::model::SystemId = fray::systems::combat_pool::ID;

const SAVES: [&str; 3] = [
    "polaris-demo.fray.jsonl",
    "polaris-three-rounds.fray.jsonl",
    "sr-firefight.fray.jsonl",
];

/// The shipped saves, copied into a fresh folder.
fn shipped() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    for save in SAVES {
        let from = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(save);
        std::fs::copy(from, dir.path().join(save)).expect("copy");
    }
    dir
}

/// The `:` prompt: a bad command, a French one, completion, then help.
fn prompt(screens: &mut Screens, app: &mut App, name: &str) {
    try_lines(
        screens,
        app,
        name,
        &[
            "frappe baral",
            "attaque",
            "blesse zorglub tete grave",
            "aide",
            "help",
            "help wound",
        ],
    );
    press(app, KeyCode::Char(':'));
    type_text(app, "a");
    press(app, KeyCode::Tab);
    screens.draw(&format!("{name}: prompt completion"), app, 160, 48);
    press(app, KeyCode::Esc);
    press(app, KeyCode::Char('?'));
    screens.draw(&format!("{name}: key overlay"), app, 160, 48);
    screens.draw(&format!("{name}: key overlay"), app, 80, 24);
    press(app, KeyCode::Esc);
}

/// Letters no fight key of either system uses stay for last: they only show the

#[test]
fn the_english_list_holds_the_words_a_french_screen_must_not_show() {
    let english = common::english::english_words();
    // (Not `round`: the French Cyberpunk text says « round » too.)
    for word in [
        "serious", "enemy", "wound", "ladder", "attack", "left", "arm",
    ] {
        assert!(english.contains_key(word), "{word} is not on the list");
    }
    for word in [
        "blessure", "grave", "tour", "phase", "surprise", "fray", "enter", "esc",
    ] {
        assert!(!english.contains_key(word), "{word} is on the list");
    }
}

/// The list is built from the data too: a bestiary's template names and keys, token-pool
/// types, conditions' stored names, roll purposes and the table-dice keys reach a French
/// screen only through a French label.
#[test]
fn the_english_list_holds_the_data_words_of_polaris_and_the_combat_pool() {
    let english = common::english::english_words_of(&[POLARIS, POOL]);
    for word in [
        "mercenary",
        "ganger",
        "samurai",
        "sergeant",
        "tactics",
        "location",
        "bag",
        "guard",
        "defy",
    ] {
        assert!(english.contains_key(word), "{word} is not on the list");
    }
    // Words of the French labels are French (`Pirate`, `Decker`), a maker's names are
    // names, and `instinct` is French.
    for word in [
        "ares", "fichetti", "cobra", "tête", "dommages", "pirate", "decker", "instinct",
    ] {
        assert!(!english.contains_key(word), "{word} is on the list");
    }
}

#[test]
fn the_audit_finds_english_and_leaves_the_gm_text_alone() {
    let mut audit = Audit::new();
    audit.own.name("Baral Faadhi");
    audit.own.text("shoots the ganger with the rifle");
    audit.scan_screen(
        "a screen",
        "│Baral Faadhi déclare : shoots the ganger with the rif│ Blessure grave au bras gauche │\n\
         │#4 Kurt : serious wound to the left arm                │ après « attack baral kurt » │",
    );
    let found: Vec<&str> = audit.hits.iter().map(|h| h.word.as_str()).collect();
    assert_eq!(
        found,
        ["serious", "wound", "the", "left", "arm"],
        "{}",
        audit.report()
    );
    assert!(
        audit
            .report()
            .contains("[a screen] #4 Kurt : serious wound"),
        "{}",
        audit.report()
    );
}

#[test]
fn the_english_fight_screen_is_full_of_english() {
    let dir = shipped();
    let path = dir.path().join("polaris-three-rounds.fray.jsonl");
    let mut screens = Screens::default();
    with_lang(Lang::En, || {
        let app = fight_on(&path, dir.path());
        screens.draw("English fight", &app, 160, 48);
    });
    let audit = screens.audit(&[path]);
    for word in ["declares", "ladder", "acts"] {
        assert!(
            audit.hits.iter().any(|h| h.word == word),
            "{word}: {}",
            audit.report()
        );
    }
}

#[test]
fn a_polaris_fight_in_french_shows_no_english() {
    let dir = shipped();
    let path = dir.path().join("polaris-demo.fray.jsonl");
    let mut screens = Screens::default();
    with_lang(Lang::Fr, || {
        let mut app = fight_on(&path, dir.path());
        panes(&mut screens, &mut app, "Polaris, roster");
        every_key(&mut screens, &mut app, "Polaris, before the round", "+cmrS");
        press(&mut app, KeyCode::Char('i'));
        screens.draw("Polaris, round started", &app, 160, 48);
        for n in 0..5 {
            press(&mut app, KeyCode::Char('d'));
            screens.draw(&format!("Polaris, declaration {n}"), &app, 160, 48);
            type_text(&mut app, "tire sur la porte");
            press(&mut app, KeyCode::Enter);
            press(&mut app, KeyCode::Char('n'));
        }
        panes(&mut screens, &mut app, "Polaris, first phase");
        every_key(&mut screens, &mut app, "Polaris, action", "atwHcCNmrDep");
        press(&mut app, KeyCode::Char('n'));
        every_key(&mut screens, &mut app, "Polaris, next action", "awt");
        prompt(&mut screens, &mut app, "Polaris");
        send_lines(
            &mut screens,
            &mut app,
            "Polaris",
            &[
                "attaque baral ganger-1 damage=18 à tête",
                "blesse lena bras-gauche grave",
                "suivant",
                "annule",
                "test lena reaction",
            ],
        );
        panes(&mut screens, &mut app, "Polaris, wounded");
        every_key(&mut screens, &mut app, "Polaris, any key", ALL_KEYS);
        press(&mut app, KeyCode::Char('E'));
        press(&mut app, KeyCode::Enter);
        panes(&mut screens, &mut app, "Polaris, ended");
        press(&mut app, KeyCode::Char('q'));
        screens.draw("Polaris, quitting", &app, 160, 48);
    });
    assert_no_english(&screens.audit_for(&[POLARIS], &[path]));
}

/// The shipped firefight up to its first shot: stress, readiness, allocations and
/// intentions done, an exchange under way.
const FIREFIGHT_OPENING: usize = 29;

#[test]
fn a_combat_pool_fight_in_french_shows_no_english() {
    let dir = shipped();
    let shipped_save =
        fray::store::load(&dir.path().join("sr-firefight.fray.jsonl")).expect("load");
    let path = dir.path().join("pool.fray.jsonl");
    let header = Header::new(fray::systems::combat_pool::ID, "Quai", 11, 0);
    let opening = shipped_save.records.iter().take(FIREFIGHT_OPENING);
    save_of(&path, header, opening.map(|r| r.command.as_str()));
    let mut screens = Screens::default();
    with_lang(Lang::Fr, || {
        let mut app = fight_on(&path, dir.path());
        panes(&mut screens, &mut app, "Combat pool, intentions");
        every_key(&mut screens, &mut app, "Combat pool", "aoxRdtwHcCNmrDepS");
        prompt(&mut screens, &mut app, "Combat pool");
        let lines = shipped_save.records.iter().skip(FIREFIGHT_OPENING);
        let lines = lines.map(|r| r.command.as_str());
        play_lines(
            &mut screens,
            &mut app,
            "Combat pool",
            lines,
            &["blast", "melee"],
        );
        panes(&mut screens, &mut app, "Combat pool, ended");
        every_key(&mut screens, &mut app, "Combat pool, any key", ALL_KEYS);
    });
    assert_no_english(&screens.audit_for(&[POOL], &[path]));
}

/// With the dice rolled at the table (`option dice table`) each form has a field per die
/// and each line gives its dice by their keys: the fields' labels, the lines echoed and the
/// log's notes name each die in French (« localisation », « sac »), and the French words
/// read back as the dice they name.
#[test]
fn a_fight_with_the_dice_rolled_at_the_table_in_french_shows_no_english() {
    let dir = shipped();
    let mut paths = Vec::new();
    let mut screens = Screens::default();
    // Polaris: the demo, then the table rolls.
    let demo = fray::store::load(&dir.path().join("polaris-demo.fray.jsonl")).expect("load");
    let polaris = dir.path().join("polaris-table.fray.jsonl");
    let lines = demo.records.iter().map(|r| r.command.as_str());
    save_of(
        &polaris,
        Header::new(POLARIS, "Table", 7, 0),
        lines.chain(["option dice table"]),
    );
    // The combat pool: the firefight's opening, then the table draws and rolls.
    let firefight = fray::store::load(&dir.path().join("sr-firefight.fray.jsonl")).expect("load");
    let pool = dir.path().join("pool-table.fray.jsonl");
    let lines = firefight.records.iter().take(FIREFIGHT_OPENING);
    save_of(
        &pool,
        Header::new(POOL, "Quai", 11, 0),
        lines
            .map(|r| r.command.as_str())
            .chain(["option dice table"]),
    );
    with_lang(Lang::Fr, || {
        let mut app = fight_on(&polaris, dir.path());
        every_key(&mut screens, &mut app, "Polaris at the table", "+iwt");
        send_lines(
            &mut screens,
            &mut app,
            "Polaris at the table",
            &[
                "blesse ganger-2 dommages=12 location=7",
                "blesse ganger-3 dommages=9 localisation=3",
            ],
        );
        panes(&mut screens, &mut app, "Polaris at the table, wounded");
        let mut app = fight_on(&pool, dir.path());
        every_key(
            &mut screens,
            &mut app,
            "Combat pool at the table",
            "aoxRdtw",
        );
        send_lines(
            &mut screens,
            &mut app,
            "Combat pool at the table",
            &["spend kestrel 1 bag=S5", "dépense juno 1 sac=F2"],
        );
        panes(&mut screens, &mut app, "Combat pool at the table, spent");
    });
    paths.push(polaris.clone());
    paths.push(pool.clone());
    assert_no_english(&screens.audit_for(&[POLARIS, POOL], &paths));
    // The French words were read as the dice they name.
    let polaris = fray::store::load(&polaris).expect("load");
    let lines: Vec<&str> = polaris.records.iter().map(|r| r.command.as_str()).collect();
    assert!(
        lines.contains(&"wound ganger-3 damage=9 location=3"),
        "{lines:#?}"
    );
    let pool = fray::store::load(&pool).expect("load");
    let lines: Vec<&str> = pool.records.iter().map(|r| r.command.as_str()).collect();
    assert!(lines.contains(&"spend juno 1 bag=F2"), "{lines:#?}");
}

#[test]
fn replay_and_watch_in_french_show_no_english() {
    let dir = shipped();
    let saves: Vec<PathBuf> = SAVES.iter().map(|s| dir.path().join(s)).collect();
    let mut screens = Screens::default();
    with_lang(Lang::Fr, || {
        for save in &saves {
            let name = save
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .to_string();
            let len = fray::store::load(save).expect("load").records.len();
            let mut app = app_on(replay::load(save, Audience::Gm).expect("replay"));
            press(&mut app, KeyCode::Home);
            for step in 0..=len {
                screens.draw(&format!("replay {name}, record {step}"), &app, 160, 48);
                press(&mut app, KeyCode::Right);
            }
            panes(&mut screens, &mut app, &format!("replay {name}, end"));
            press(&mut app, KeyCode::Char('?'));
            screens.draw(&format!("replay {name}, key overlay"), &app, 160, 48);
            press(&mut app, KeyCode::Esc);
            for keys in ["u", "{", "]", ".", " ", ":12", ":r2", ":zz"] {
                type_text(&mut app, keys);
                screens.draw(&format!("replay {name}, {keys}"), &app, 160, 48);
                press(&mut app, KeyCode::Enter);
                screens.draw(&format!("replay {name}, {keys} sent"), &app, 80, 24);
                press(&mut app, KeyCode::Esc);
            }

            let mut app = app_on(replay::watch(save).expect("watch"));
            panes(&mut screens, &mut app, &format!("watch {name}"));
            press(&mut app, KeyCode::Home);
            for step in 0..=len {
                if step % 3 == 0 {
                    screens.draw(&format!("watch {name}, record {step}"), &app, 160, 48);
                }
                press(&mut app, KeyCode::Right);
            }
            press(&mut app, KeyCode::Char('?'));
            screens.draw(&format!("watch {name}, key overlay"), &app, 160, 48);
        }
    });
    assert_no_english(&screens.audit_for(&[POLARIS, POOL], &saves));
}

#[test]
fn the_start_screen_in_french_shows_no_english() {
    let dir = shipped();
    let saves: Vec<PathBuf> = SAVES.iter().map(|s| dir.path().join(s)).collect();
    let mut screens = Screens::default();
    with_lang(Lang::Fr, || {
        let mut app = App::start(dir.path().to_path_buf(), Keymap::default(), Theme::plain());
        screens.draw("start", &app, 160, 48);
        screens.draw("start", &app, 80, 24);
        press(&mut app, KeyCode::Char('?'));
        screens.draw("start, key overlay", &app, 160, 48);
        press(&mut app, KeyCode::Esc);
        for key in ['n', 'x', 'U'] {
            press(&mut app, KeyCode::Char(key));
            screens.draw(&format!("start: key {key}"), &app, 160, 48);
            press(&mut app, KeyCode::Right);
            press(&mut app, KeyCode::Tab);
            screens.draw(&format!("start: key {key}, next field"), &app, 160, 48);
            press(&mut app, KeyCode::Esc);
        }
        press(&mut app, KeyCode::Char('n'));
        press(&mut app, KeyCode::Enter);
        screens.draw("start: new, sent empty", &app, 160, 48);
    });
    assert_no_english(&screens.audit_for(&[POLARIS, POOL], &saves));
}

/// The words of the command line's and the configuration's own language a CLI output
/// shows as they are typed: subcommand names (`--help`), option names and values (`rules`).
fn canonical_keys(args: &[&str]) -> Vec<&'static str> {
    match args {
        ["--help"] => vec![
            "new",
            "open",
            "run",
            "replay",
            "watch",
            "show",
            "log",
            "export",
            "check",
            "upgrade",
            "rules",
            "list",
            "completions",
            "man",
            "help",
        ],
        // The systems' keys, as `fray new --rules` takes them.
        ["rules"] => fray::model::encounter::SystemId::all()
            .into_iter()
            .map(|id| id.key())
            .collect(),
        ["rules", system] => {
            let id = fray::model::encounter::SystemId::from_key(system).expect("a system");
            let mut keys = common::english::rules_typed_words(id);
            // The system's key in the heading, as `fray new --rules` takes it.
            keys.push(id.key());
            keys
        }
        _ => Vec::new(),
    }
}

#[test]
fn the_cli_in_french_prints_no_english() {
    let dir = shipped();
    let saves: Vec<PathBuf> = SAVES.iter().map(|s| dir.path().join(s)).collect();
    let mut runs: Vec<Vec<&str>> = vec![
        vec!["rules"],
        vec!["rules", "polaris-3e"],
        vec!["rules", "sr-combat-pool"],
        vec!["list"],
        vec!["--help"],
        vec!["show", "nosuch"],
    ];
    for save in SAVES {
        for verb in ["show", "log", "export", "check"] {
            runs.push(vec![verb, save]);
        }
    }
    let mut audit = Audit::for_systems(&[POLARIS, POOL]);
    for save in &saves {
        audit.own.save(save);
        audit.own.text(&save.display().to_string());
    }
    for args in &runs {
        let mut command = common::cli::command(dir.path(), args);
        command.env("FRAY_LANG", "fr");
        let out = common::cli::feed(command, "");
        // The export's closing mark is a machine mark (an HTML comment a Markdown viewer
        // hides), the same in every language so fray knows its own exports.
        let stdout = common::cli::text(&out.stdout).replace(fray::export::MARKDOWN_MARK, "");
        let text = format!("{stdout}\n{}", common::cli::text(&out.stderr));
        audit.scan_with_keys(
            &format!("fray {}", args.join(" ")),
            &text,
            &canonical_keys(args),
        );
    }
    assert_no_english(&audit);
}

//! Nothing cut without `…`: the GM's fight screen (its panes, key overlay and the form
//! behind every key), the replay and the players' watch of the shipped fights of every
//! system, in English and French, at 80×24 and 160×48 (and 100×30), drawn through the
//! real app; every word on every screen is whole or ends with `…`
//! (`common::cut_marks`). Snapshots of each screen at both sizes beside.

use crate::common;

use std::path::{Path, PathBuf};

use common::cut_marks::{Vocabulary, changed_only};
use common::fight_app::{drawn, fight_on, press};
use common::replay_app::app_on;
use fray::i18n::{Lang, with_lang};
use fray::tui::app::App;
use fray::tui::replay::{self, Audience};
use ratatui::crossterm::event::KeyCode;

/// The two sizes every screen is checked at.
const SIZES: [(u16, u16); 2] = [(80, 24), (160, 48)];

/// A size between them, scanned too.
const MORE_SIZES: [(u16, u16); 1] = [(100, 30)];

/// The shipped fights, one or more per system (long names, long lines, every pane used).
const SAVES: [&str; 6] = [
    "polaris-three-rounds",
    "polaris-demo.fr",
    "sr-firefight",
    "cpi-alley",
    "ana-docks",
    "cor-rooftop",
];

fn shipped(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(format!("{name}.fray.jsonl"))
}

/// The GM's fight screen on a copy of the shipped save (kept alive with its folder).
fn fight(name: &str) -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join(format!("{name}.fray.jsonl"));
    std::fs::copy(shipped(name), &path).expect("copy");
    let app = fight_on(&path);
    (dir, app)
}

/// Screens drawn so far, by name, and the cut words found on them.
struct Scan {
    vocabulary: Vocabulary,
    screens: usize,
    /// Each cut word, with how many times it was seen and where first.
    cuts: std::collections::BTreeMap<String, (usize, String)>,
}

impl Scan {
    fn draw(&mut self, name: &str, app: &App) {
        for (w, h) in SIZES.into_iter().chain(MORE_SIZES) {
            let screen = drawn(app, w, h);
            self.screens += 1;
            self.note(&format!("{name} {w}×{h}"), &screen);
        }
    }

    /// Each pane of the screen zoomed, then each pane selected in turn.
    fn panes(&mut self, name: &str, app: &mut App) {
        for pane in 0..4 {
            press(app, KeyCode::Char('z'));
            self.draw(&format!("{name}, pane {pane} zoomed"), app);
            press(app, KeyCode::Char('z'));
            press(app, KeyCode::Tab);
            self.draw(&format!("{name}, pane {pane}"), app);
        }
    }

    /// The key overlay (`?`), then closed.
    fn overlay(&mut self, name: &str, app: &mut App) {
        self.popup(&format!("{name}, key overlay"), app, '?');
    }

    /// The form, reader or answer behind every letter key of the fight, each drawn then
    /// closed.
    fn every_key(&mut self, name: &str, app: &mut App) {
        for key in common::french_screens::ALL_KEYS.chars() {
            self.popup(&format!("{name}, key {key}"), app, key);
        }
    }

    /// What `key` opens over the screen, then closed (Esc): only what changed is scanned,
    /// not the words the popup hides.
    fn popup(&mut self, name: &str, app: &mut App, key: char) {
        let sizes: Vec<(u16, u16)> = SIZES.into_iter().chain(MORE_SIZES).collect();
        let under: Vec<String> = sizes.iter().map(|&(w, h)| drawn(app, w, h)).collect();
        press(app, KeyCode::Char(key));
        for (&(w, h), under) in sizes.iter().zip(under) {
            let shown = changed_only(&under, &drawn(app, w, h));
            self.screens += 1;
            self.note(&format!("{name} {w}×{h}"), &shown);
        }
        press(app, KeyCode::Esc);
    }

    /// Notes the cut words of one drawn screen.
    fn note(&mut self, name: &str, screen: &str) {
        for (word, row) in self.vocabulary.cuts(screen) {
            let seen = self
                .cuts
                .entry(word)
                .or_insert_with(|| (0, format!("{name}, {row}")));
            seen.0 += 1;
        }
    }

    /// Every record of a replay (or watch) from the start.
    fn every_record(&mut self, name: &str, app: &mut App, records: usize) {
        press(app, KeyCode::Home);
        for step in 0..=records {
            self.draw(&format!("{name}, record {step}"), app);
            press(app, KeyCode::Right);
        }
    }
}

/// Every word the GM and the players see on the shipped fights of every system, in both
/// languages and at both sizes, is whole or ends with `…`: the journal's lines, the
/// ladder's words (« précision », « suivant »), the players' roster (« hors de combat »).
#[test]
fn every_screen_of_every_system_marks_a_cut_word_with_an_ellipsis() {
    let saves: Vec<PathBuf> = SAVES.iter().map(|s| shipped(s)).collect();
    let paths: Vec<&Path> = saves.iter().map(PathBuf::as_path).collect();
    let mut scan = Scan {
        vocabulary: Vocabulary::of(&paths),
        screens: 0,
        cuts: std::collections::BTreeMap::new(),
    };
    for lang in [Lang::En, Lang::Fr] {
        with_lang(lang, || {
            for name in SAVES {
                let records = fray::store::load(&shipped(name))
                    .expect("load")
                    .records
                    .len();
                let (_dir, mut app) = fight(name);
                scan.draw(&format!("{lang:?} {name} fight"), &app);
                scan.panes(&format!("{lang:?} {name} fight"), &mut app);
                scan.overlay(&format!("{lang:?} {name} fight"), &mut app);
                scan.every_key(&format!("{lang:?} {name} fight"), &mut app);
                let mut app =
                    app_on(replay::load(&shipped(name), Audience::Gm).expect("replay loads"));
                scan.every_record(&format!("{lang:?} {name} replay"), &mut app, records);
                scan.panes(&format!("{lang:?} {name} replay"), &mut app);
                scan.overlay(&format!("{lang:?} {name} replay"), &mut app);
                let mut app = app_on(replay::watch(&shipped(name)).expect("watch opens"));
                scan.every_record(&format!("{lang:?} {name} watch"), &mut app, records);
                scan.panes(&format!("{lang:?} {name} watch"), &mut app);
                scan.overlay(&format!("{lang:?} {name} watch"), &mut app);
            }
        });
    }
    println!("{} screens scanned for cut words", scan.screens);
    let report: Vec<String> = scan
        .cuts
        .iter()
        .map(|(word, (n, first))| format!("« {word} » ×{n}, first: {first}"))
        .collect();
    assert!(
        scan.cuts.is_empty(),
        "{} words cut without …:\n{}",
        scan.cuts.len(),
        report.join("\n")
    );
}

/// A rushed combatant next to act keeps its tags whole on the narrow ladder (80×24): the
/// « suivant » tag gives way first (the « › » mark says it too), then the name, cut with
/// `…`, before « -3 précipité » would be.
#[test]
fn the_narrow_ladder_cuts_the_name_before_the_rushed_and_next_tags() {
    with_lang(Lang::Fr, || {
        let save = shipped("polaris-three-rounds");
        let mut app = app_on(replay::load(&save, Audience::Gm).expect("replay loads"));
        for c in ":12".chars() {
            press(&mut app, KeyCode::Char(c));
        }
        press(&mut app, KeyCode::Enter);
        let screen = drawn(&app, 80, 24);
        let row = screen
            .lines()
            .find(|l| l.contains("17") && l.contains("Bara"))
            .unwrap_or_else(|| panic!("Baral's row at 17:\n{screen}"));
        assert!(row.contains("Bara… -3 précipité│"), "{row}\n{screen}");
    });
}

/// The scan finds the cut-offs the GMs saw (rows as fray drew them before every cut was
/// marked): « -3 préci » and « suiva » on the ladder, « hors de com » on the players'
/// roster, a journal line and a timeline line ending mid-word, and the cuts that leave one
/// letter (« hors de c »), a whole word (« hors » of « hors de combat ») or two (« hors
/// de ») at the edge; and it passes whole words and marked cuts.
#[test]
fn the_scan_finds_a_word_cut_without_ellipsis_and_passes_a_marked_one() {
    let saves = [shipped("polaris-three-rounds"), shipped("sr-firefight")];
    let paths: Vec<&Path> = saves.iter().map(PathBuf::as_path).collect();
    let vocabulary = Vocabulary::of(&paths);
    let cut = |row: &str| -> Vec<String> {
        vocabulary
            .cuts(&format!("\"{row}\""))
            .into_iter()
            .map(|(word, _)| word)
            .collect()
    };
    assert_eq!(cut("│ › 17   Baral Faadhi -3 préci││"), ["préci"]);
    assert_eq!(cut("│ › 14   Baral Faadhi suiva││"), ["suiva"]);
    assert_eq!(cut("│En  Ganger 1   hors de com│"), ["com"]);
    assert_eq!(cut("│#37  Ganger 3 : à l’abri (jusqu’au tou│"), ["tou"]);
    assert_eq!(cut("│  ⋯ running along the catwal││"), ["catwal"]);
    // A cut leaving one letter or a whole word, seen at the edge it touches.
    assert_eq!(cut("│En  Ganger 1   hors de c│"), ["c"]);
    assert_eq!(cut("│En  Ganger 1   hors│"), ["hors"]);
    // A cut just after a whole word that may end a text, seen from the text it came from.
    assert_eq!(cut("│En  Ganger 1   hors de│"), ["de"]);
    assert!(cut("│En  Ganger 1   hors de combat│").is_empty());
    assert!(cut("│ › 17   Baral F… -3 précipité│").is_empty());
    assert!(cut("│#37  Ganger 3 : à l’abri (jusqu’au to…│").is_empty());
    assert!(cut("│En  Ganger 1   hors de combat  A3 5d (1r)│").is_empty());
}

/// The sheet pane of every combatant of every shipped fight, for the GM and for the players
/// (`fray watch`), in both languages, where the fight and the replay screens put it at
/// 80×24, 160×48 and 100×30, zoomed or not: when its rows do not all fit, the last row
/// shown says how many follow (« … 3 lignes de plus »); no row leaves without a sign.
#[test]
fn every_sheet_pane_says_how_many_rows_it_leaves_out_below() {
    use fray::tui::fight::Pane;
    use fray::tui::system::screens_of;
    use fray::tui::theme::Theme;
    use fray::tui::view::fight::layout;
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;

    let mut panes = 0;
    let mut lost = Vec::new();
    for lang in [Lang::En, Lang::Fr] {
        with_lang(lang, || {
            for name in SAVES {
                let gm = replay::load(&shipped(name), Audience::Gm).expect("replay loads");
                let players = replay::watch(&shipped(name)).expect("watch opens");
                // The fight's body leaves a result row and the status line; the watch's a
                // timeline of two rows, a record row and the status line.
                for (who, report, chrome) in
                    [("GM", &gm.report, 2), ("players", &players.report, 4)]
                {
                    let screens = screens_of(report);
                    for (w, h) in SIZES.into_iter().chain(MORE_SIZES) {
                        for zoom in [false, true] {
                            let body = Rect::new(0, 0, w, h - chrome);
                            let Some(place) = layout(body, Pane::Detail, zoom).detail else {
                                continue;
                            };
                            let (iw, ih) = (place.width - 2, place.height - 2);
                            for sheet in &report.combatants {
                                let draw = |height: u16| {
                                    let mut buf = Buffer::empty(Rect::new(0, 0, iw, height));
                                    let area = buf.area;
                                    screens.render_detail(sheet, &Theme::plain(), area, &mut buf);
                                    common::cut_marks::rows_of(&buf)
                                };
                                panes += 1;
                                if let Some(row) =
                                    common::cut_marks::rows_lost_unmarked(&draw(ih), &draw(200))
                                {
                                    lost.push(format!(
                                        "{lang:?} {name} {who} {w}×{h} zoom {zoom}, {}: « {row} »",
                                        sheet.name
                                    ));
                                }
                            }
                        }
                    }
                }
            }
        });
    }
    println!("{panes} sheet panes checked for rows left out");
    assert!(
        lost.is_empty(),
        "{} sheet panes left rows out without a sign:\n{}",
        lost.len(),
        lost.join("\n")
    );
}

/// Snapshots of the GM's fight screen, the GM's replay and the players' watch of each
/// shipped fight, at 80×24 and 160×48, in both languages.
#[test]
fn the_screens_of_every_system_at_both_sizes_in_both_languages() {
    for lang in [Lang::En, Lang::Fr] {
        with_lang(lang, || {
            for name in SAVES {
                let code = lang.code();
                let (_dir, app) = fight(name);
                let replay = app_on(replay::load(&shipped(name), Audience::Gm).expect("replay"));
                let watch = app_on(replay::watch(&shipped(name)).expect("watch"));
                for (w, h) in SIZES {
                    insta::assert_snapshot!(
                        format!("{name}_{code}_fight_{w}x{h}"),
                        drawn(&app, w, h)
                    );
                    insta::assert_snapshot!(
                        format!("{name}_{code}_replay_{w}x{h}"),
                        drawn(&replay, w, h)
                    );
                    insta::assert_snapshot!(
                        format!("{name}_{code}_watch_{w}x{h}"),
                        drawn(&watch, w, h)
                    );
                }
            }
        });
    }
}

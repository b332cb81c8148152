//! What a GM tracks on paper, on the fight screen of each system: Anarchy's skills and the
//! GM's pool from the first character added (one point per player, ANA-OP-02); Cyberpunk's
//! skills, the penalty on a check in the roster's `Mal.` column, jams in the roster and the
//! slots of those who cannot act marked with why; Corporates' fighters of the current
//! segment and the next announcer always in view; every system's own roster counters
//! whole, and every cut cell ending with `…`. Drawn at 160×48 and 80×24, French first.

use crate::common;

use std::path::{Path, PathBuf};

use common::fight_app::{drawn, fight_on};
use common::french_screens::press;
use fray::engine::Header;
use fray::i18n::{Lang, with_lang};
use fray::model::SystemId;
use fray::session::Session;
use fray::tui::app::App;
use ratatui::crossterm::event::KeyCode;

const SIZES: [(u16, u16); 2] = [(160, 48), (80, 24)];

/// A save of `system` in `dir` built from typed lines.
fn scene(dir: &Path, system: SystemId, lines: &[&str]) -> PathBuf {
    let path = dir.join("scene.fray.jsonl");
    let mut session =
        Session::create(&path, Header::new(system, "Scene", 2077, 0)).expect("create");
    for line in lines {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    path
}

/// The screen's line holding `needle` (the first), for a clearer failure.
fn line_with<'a>(screen: &'a str, needle: &str) -> &'a str {
    screen
        .lines()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle}:\n{screen}"))
}

/// The app with the order pane focused and zoomed (the one-pane view, words spelled out).
fn zoomed_order(path: &Path) -> App {
    let mut app = fight_on(path);
    press(&mut app, KeyCode::BackTab);
    press(&mut app, KeyCode::Char('z'));
    app
}

/// The app with the roster zoomed: one pane the whole screen's width.
fn selecting(path: &Path, downs: usize) -> App {
    let mut app = fight_on(path);
    for _ in 0..downs {
        press(&mut app, KeyCode::Down);
    }
    app
}

const ANARCHY: &[&str] = &[
    "add Kira pc from street-samurai seat=1",
    "add Jax pc from decker seat=2",
    "add 2 gangers",
    "start",
];

#[test]
fn anarchy_gm_pool_holds_one_point_per_player_from_the_first_add_and_always_shows() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = scene(dir.path(), fray::systems::anarchy::ID, ANARCHY);
    for (w, h) in SIZES {
        let fr = with_lang(Lang::Fr, || drawn(&fight_on(&path), w, h));
        assert!(fr.contains("MJ\u{a0}: 2 Anarchy"), "{w}×{h}:\n{fr}");
        let en = with_lang(Lang::En, || drawn(&fight_on(&path), w, h));
        assert!(en.contains("GM: 2 Anarchy"), "{w}×{h}:\n{en}");
    }
    // Only NPCs: the pool is there, at 0.
    let dir = tempfile::tempdir().expect("tempdir");
    let path = scene(
        dir.path(),
        fray::systems::anarchy::ID,
        &["add 2 gangers", "start"],
    );
    let screen = with_lang(Lang::En, || drawn(&fight_on(&path), 160, 48));
    assert!(screen.contains("GM: 0 Anarchy"), "{screen}");
    // The option wins over the count of players; a session starts the pool again.
    let dir = tempfile::tempdir().expect("tempdir");
    let mut lines = vec!["option gm-pool-start 4"];
    lines.extend_from_slice(ANARCHY);
    let path = scene(dir.path(), fray::systems::anarchy::ID, &lines);
    let screen = with_lang(Lang::En, || drawn(&fight_on(&path), 160, 48));
    assert!(screen.contains("GM: 4 Anarchy"), "{screen}");
}

#[test]
fn anarchy_awards_before_the_session_are_kept_when_a_player_joins() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = scene(
        dir.path(),
        fray::systems::anarchy::ID,
        &[
            "add Kira pc from street-samurai seat=1",
            "award gm 2",
            "add Jax pc from decker seat=2",
        ],
    );
    let screen = with_lang(Lang::En, || drawn(&fight_on(&path), 160, 48));
    assert!(screen.contains("GM: 4 Anarchy"), "{screen}");
}

#[test]
fn anarchy_sheet_shows_the_skills_with_their_levels_in_both_languages() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = scene(dir.path(), fray::systems::anarchy::ID, ANARCHY);
    for (w, h) in SIZES {
        let fr = with_lang(Lang::Fr, || drawn(&fight_on(&path), w, h));
        // Jax the decker narrates first: hacking 5, electronics 3, firearms 2.
        for words in [
            "Compétences\u{a0}:",
            "Piratage 5",
            "Électronique 3",
            "Armes à feu 2",
        ] {
            assert!(fr.contains(words), "{words} at {w}×{h}:\n{fr}");
        }
        let en = with_lang(Lang::En, || drawn(&fight_on(&path), w, h));
        for words in ["Skills:", "Hacking 5", "Electronics 3", "Firearms 2"] {
            assert!(en.contains(words), "{words} at {w}×{h}:\n{en}");
        }
    }
}

#[test]
fn anarchy_roster_shows_anarchy_and_chance_whole_under_their_own_heading() {
    let (_dir, path) = common::saves::shipped("ana-docks.fray.jsonl");
    for (lang, heading) in [(Lang::Fr, "Nom"), (Lang::En, "Name")] {
        let screen = with_lang(lang, || drawn(&fight_on(&path), 160, 48));
        assert!(
            line_with(&screen, heading).contains("Anarchy Chance"),
            "{screen}"
        );
        let glitch = line_with(&screen, "Glitch    ");
        assert!(
            // Glitch spent an Anarchy point on his own glitch die (`spend glitch well-disposed`).
            glitch.contains("2/5     3/3 surv. 1/3"),
            "{glitch}\n{screen}"
        );
        assert!(!screen.contains("chance 3/3,"), "{screen}");
    }
}

const CYBERPUNK: &[&str] = &[
    "add Rita pc from solo",
    "add Jade pc from corp-guard",
    "add 3 boosters",
    "start initiative=10,2,5,1,3",
    "actions rita 3",
    "next",
    // Booster 1's natural 1 rolled at the table (in Rita's turn: no action of his).
    "fumble booster-1 3 pistol fumble=2",
    "damage booster-2 41",
    "damage booster-3 40",
    "damage jade 10",
];

#[test]
fn cyberpunk_roster_shows_the_penalties_and_the_jams() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = scene(dir.path(), fray::systems::cyberpunk::ID, CYBERPUNK);
    for (w, h) in SIZES {
        let fr = with_lang(Lang::Fr, || drawn(&fight_on(&path), w, h));
        // Rita: three actions, −6 on each; Jade at Critical: REF 7 halved to 4. The
        // minus is the interval ladder's.
        assert!(
            line_with(&fr, "PJ  ▶Rita").contains(" −6 "),
            "{w}×{h}:\n{fr}"
        );
        assert!(
            line_with(&fr, "PJ  Jade").contains(" −3 "),
            "{w}×{h}:\n{fr}"
        );
        assert!(
            line_with(&fr, "En  Booster 1").contains("enrayée"),
            "{w}×{h}:\n{fr}"
        );
        let en = with_lang(Lang::En, || drawn(&fight_on(&path), w, h));
        assert!(
            line_with(&en, "En  Booster 1").contains("jammed"),
            "{w}×{h}:\n{en}"
        );
    }
    let wide = with_lang(Lang::Fr, || drawn(&fight_on(&path), 160, 48));
    let rita = line_with(&wide, "PJ  ▶Rita");
    assert!(rita.contains("0/3"), "{rita}");
    let booster = line_with(&wide, "En  Booster 1");
    assert!(booster.contains(" enrayée│"), "{wide}");
    assert!(!wide.contains("actions choi"), "{wide}");
}

#[test]
fn cyberpunk_ladder_marks_who_cannot_act_and_why() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = scene(dir.path(), fray::systems::cyberpunk::ID, CYBERPUNK);
    let screen = with_lang(Lang::Fr, || drawn(&fight_on(&path), 160, 48));
    for name in ["Booster 2", "Booster 3"] {
        let slot = screen
            .lines()
            .map(|l| l.chars().take(30).collect::<String>())
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{name}:\n{screen}"));
        assert!(slot.contains('⊘'), "{slot}\n{screen}");
    }
    assert!(screen.contains("⊘ ne peut pas agir"), "{screen}");
    for (lang, dead, stunned) in [
        (Lang::Fr, "mort", "étourdi\u{a0}: passé"),
        (Lang::En, "dead", "stunned: passed over"),
    ] {
        let order = with_lang(lang, || drawn(&zoomed_order(&path), 80, 24));
        assert!(line_with(&order, "Booster 2").contains(dead), "{order}");
        assert!(line_with(&order, "Booster 3").contains(stunned), "{order}");
        assert!(!line_with(&order, "Jade").contains(stunned), "{order}");
    }
}

#[test]
fn cyberpunk_sheet_shows_the_skills_with_their_levels() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = scene(dir.path(), fray::systems::cyberpunk::ID, CYBERPUNK);
    for (w, h) in SIZES {
        // Jade, the second on the roster: handgun 5, combat sense 2.
        let fr = with_lang(Lang::Fr, || drawn(&selecting(&path, 1), w, h));
        for words in [
            "Sens du combat 2",
            "Armes de poing 5",
            "Fusil 4",
            "Bagarre 3",
        ] {
            assert!(fr.contains(words), "{words} at {w}×{h}:\n{fr}");
        }
        let en = with_lang(Lang::En, || drawn(&selecting(&path, 1), w, h));
        for words in ["Combat sense 2", "Handgun 5", "Rifle 4", "Brawling 3"] {
            assert!(en.contains(words), "{words} at {w}×{h}:\n{en}");
        }
    }
}

/// Nine fighters; the five passers-by first, who declare nothing, so the four who act are
/// at the bottom of the grid.
const CORPORATES: &[&str] = &[
    "add 5 Bystander from passer-by",
    "add Vance pc from team-leader seat=1",
    "add Kade pc from operative seat=2",
    "add Mira pc from medic seat=3",
    "add Crow from sniper",
    "start",
];

#[test]
fn corporates_grid_keeps_the_next_announcer_and_the_segment_fighters_in_view() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut lines = CORPORATES.to_vec();
    lines.extend_from_slice(&[
        "declare bystander-1 0 force",
        "declare bystander-2 0 force",
        "declare bystander-3 0 force",
        "declare bystander-4 0 force",
        "declare bystander-5 0 force",
    ]);
    let path = scene(dir.path(), fray::systems::corporates::ID, &lines);
    for (w, h) in SIZES {
        let screen = with_lang(Lang::Fr, || drawn(&fight_on(&path), w, h));
        let grid: String = grid_column(&screen, w);
        assert!(grid.contains("5 annoncés"), "{w}×{h}:\n{screen}");
        assert!(grid.contains("›"), "{w}×{h}:\n{screen}");
    }
    let mut lines = lines.clone();
    lines.extend_from_slice(&[
        "declare kade 1 force",
        "declare mira 1 force",
        "declare crow 1 force",
        "declare vance 1 force",
        "next",
        "next",
    ]);
    let dir = tempfile::tempdir().expect("tempdir");
    let path = scene(dir.path(), fray::systems::corporates::ID, &lines);
    let screen = with_lang(Lang::Fr, || drawn(&fight_on(&path), 80, 24));
    let grid = grid_column(&screen, 80);
    for name in ["Vance", "Kade", "Mira", "Crow"] {
        assert!(grid.contains(name), "{name}:\n{screen}");
    }
    assert!(grid.contains("… 4 autres (↑↓)"), "{screen}");
}

/// The order pane's column of a screen (its left pane).
fn grid_column(screen: &str, w: u16) -> String {
    let width = if w >= 140 { 30 } else { 28 };
    screen
        .lines()
        .map(|l| l.chars().take(width).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn cut_names_and_cells_end_with_an_ellipsis_at_both_sizes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = scene(
        dir.path(),
        fray::systems::anarchy::ID,
        &[
            "add \"Bartholomew the Unhurried Wanderer\" pc from street-samurai seat=1",
            "add Kira pc from street-samurai seat=2",
            "start",
        ],
    );
    for (w, h) in SIZES {
        let screen = with_lang(Lang::Fr, || drawn(&fight_on(&path), w, h));
        let row = line_with(&screen, "PJ  Bartholomew");
        assert!(
            row.contains("Bartholomew") && row.contains('…'),
            "{w}×{h}:\n{screen}"
        );
    }
}

/// The three scenes above (Cyberpunk with a jam, a death and a stunned booster; Anarchy
/// before any session; Corporates' nine fighters in segment 3) at both sizes, in French
/// and English.
#[test]
fn the_scenes_at_both_sizes_in_both_languages() {
    let mut corporates = CORPORATES.to_vec();
    corporates.extend_from_slice(&[
        "declare bystander-1 0 force",
        "declare bystander-2 0 force",
        "declare bystander-3 0 force",
        "declare bystander-4 0 force",
        "declare bystander-5 0 force",
        "declare kade 1 force",
        "declare mira 1 force",
        "declare crow 1 force",
        "declare vance 1 force",
        "next",
        "next",
    ]);
    for (tag, system, lines) in [
        ("cpi", fray::systems::cyberpunk::ID, CYBERPUNK),
        ("ana", fray::systems::anarchy::ID, ANARCHY),
        ("cor", fray::systems::corporates::ID, corporates.as_slice()),
    ] {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = scene(dir.path(), system, lines);
        for (lang, code) in [(Lang::Fr, "fr"), (Lang::En, "en")] {
            for (w, h) in SIZES {
                let screen = with_lang(lang, || drawn(&fight_on(&path), w, h));
                insta::assert_snapshot!(format!("sheets_{tag}_{code}_{w}x{h}"), screen);
            }
        }
    }
}

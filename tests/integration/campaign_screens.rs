//! Campaigns on the screens, by keys through the app: the start screen groups the saves
//! under their campaign and starts a new encounter with a campaign's party (its first
//! record is the party); the fight screen's write-back overlay, opened by `end` and by its
//! key, writes the campaign once, then says it is already written back; a campaign locked
//! by another fray is not written.

use std::path::Path;
use std::sync::Arc;

use crate::common;

use common::campaigns::{campaign, fight, records};
use common::fight_app::{chars, drawn, fight_on, fight_screen, flattened, press, saved};
use fray::i18n::{Lang, with_lang};
use fray::model::SystemId;
use fray::session::Session;
use fray::tui::app::{App, RECENT, Screen};
use fray::tui::fight::{Input, WriteBackState};
use fray::tui::keymap::Keymap;
use fray::tui::start::{StartItem, StartScreen};
use fray::tui::theme::Theme;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const POLARIS: SystemId = fray::systems::polaris::ID;

/// A saves folder: the Polaris campaign "Les Ombres" (Baral, Kira) with one fight of its
/// party, a fight of no campaign, and an Anarchy campaign with no fight yet.
fn folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp");
    let saves = dir.path();
    campaign(
        saves,
        POLARIS,
        "Les Ombres",
        &["add Baral pc reaction=14", "add Kira pc reaction=12"],
    );
    campaign(saves, fray::systems::anarchy::ID, "Neon Nights", &[]);
    fight(saves, POLARIS, "Ambush", &["party \"Les Ombres\""]);
    fight(saves, POLARIS, "Tavern Brawl", &["add Kurt enemy"]);
    dir
}

/// The app on the start screen of `saves`, every save read before the first frame and no
/// summary cache.
fn start_app(saves: &Path) -> App {
    let read: fray::saves::listing::ReadSave = Arc::new(fray::saves::read_save);
    let listing = fray::saves::Listing::start_with(saves, RECENT, None, read, u64::MAX);
    App::start_listing(
        listing,
        saves.to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    )
}

fn start_screen(app: &App) -> &StartScreen {
    match &app.screen {
        Screen::Start(start) => start,
        _ => panic!("not on the start screen"),
    }
}

/// Selects the line `item` of the start screen by keys (Home, then ↓).
fn select(app: &mut App, item: StartItem) {
    let at = start_screen(app)
        .items()
        .iter()
        .position(|i| *i == item)
        .unwrap_or_else(|| panic!("{item:?} listed"));
    press(app, KeyCode::Home);
    for _ in 0..at {
        press(app, KeyCode::Down);
    }
    assert_eq!(start_screen(app).selected(), at);
}

/// The heading item of the campaign `key`.
fn heading(app: &App, key: &str) -> StartItem {
    let start = start_screen(app);
    let g = start
        .groups()
        .iter()
        .position(|g| g.campaign.as_ref().is_some_and(|c| c.key == key))
        .unwrap_or_else(|| panic!("{key} grouped"));
    StartItem::Campaign(g)
}

#[test]
fn the_start_screen_groups_the_saves_under_their_campaign() {
    let dir = folder();
    for lang in [Lang::En, Lang::Fr] {
        with_lang(lang, || {
            let app = start_app(dir.path());
            let start = start_screen(&app);
            let names: Vec<String> = start
                .items()
                .iter()
                .map(|item| match item {
                    StartItem::Campaign(g) => {
                        let group = &start.groups()[*g];
                        format!("# {}", group.campaign.as_ref().map_or("", |c| &c.name))
                    }
                    StartItem::Save(i) => start.saves()[*i].name.clone(),
                    other => format!("{other:?}"),
                })
                .collect();
            assert_eq!(
                names,
                [
                    "New",
                    "Demo",
                    "# Les Ombres",
                    "Ambush",
                    "# Neon Nights",
                    "Tavern Brawl"
                ]
            );
            let screen = flattened(&drawn(&app, 120, 20));
            let (ombres, neon, loose) = match lang {
                Lang::En => (
                    "Campaign “Les Ombres” · 1 encounter",
                    "Campaign “Neon Nights” · no encounter yet",
                    "Encounters of no campaign",
                ),
                _ => (
                    "Campagne « Les Ombres » · 1 rencontre",
                    "Campagne « Neon Nights » · aucune rencontre pour l’instant",
                    "Rencontres hors campagne",
                ),
            };
            for words in [ombres, neon, loose] {
                assert!(screen.contains(words), "{lang:?}: {words} in {screen}");
            }
            let at_loose = screen.find(loose).unwrap_or_default();
            assert!(
                screen.find("Ambush").is_some_and(|a| a < at_loose),
                "{screen}"
            );
            assert!(
                screen.find("Tavern Brawl").is_some_and(|t| t > at_loose),
                "{screen}"
            );
        });
    }
}

#[test]
fn a_new_encounter_with_a_campaign_party_starts_with_the_party() {
    with_lang(Lang::En, || {
        let dir = folder();
        let mut app = start_app(dir.path());
        let ombres = heading(&app, "les-ombres");
        select(&mut app, ombres);
        press(&mut app, KeyCode::Enter);
        let form = start_screen(&app).form().expect("the form opens");
        assert_eq!(form.campaign().map(|c| c.key.as_str()), Some("les-ombres"));
        assert_eq!(form.system(), POLARIS);
        // ←/→ on the campaign field: none, then Les Ombres again; the Anarchy campaign is
        // not offered to a Polaris encounter.
        press(&mut app, KeyCode::BackTab);
        let mut seen = Vec::new();
        for _ in 0..3 {
            press(&mut app, KeyCode::Right);
            let form = start_screen(&app).form().expect("open");
            seen.push(form.campaign().map(|c| c.name.clone()));
        }
        assert_eq!(
            seen,
            [None, Some("Les Ombres".to_string()), None],
            "only the campaigns of the system chosen"
        );
        press(&mut app, KeyCode::Right);
        press(&mut app, KeyCode::Tab);
        chars(&mut app, "Second Fight");
        press(&mut app, KeyCode::Enter);
        let fight = fight_screen(&app);
        let path = fight.session.path().to_path_buf();
        let lines = saved(&path);
        assert_eq!(lines.first().map(String::as_str), Some("party les-ombres"));
        let state = fight.session.timeline().state();
        assert_eq!(
            state.party.as_ref().map(|p| p.name.as_str()),
            Some("Les Ombres")
        );
        assert!(state.by_name("Baral").is_some() && state.by_name("Kira").is_some());
    });
}

#[test]
fn the_campaign_key_opens_the_form_on_the_selected_save_s_campaign() {
    with_lang(Lang::En, || {
        let dir = folder();
        let mut app = start_app(dir.path());
        let ambush = start_screen(&app)
            .saves()
            .iter()
            .position(|s| s.name == "Ambush")
            .expect("listed");
        select(&mut app, StartItem::Save(ambush));
        press(&mut app, KeyCode::Char('c'));
        let form = start_screen(&app).form().expect("the form opens");
        assert_eq!(form.campaign().map(|c| c.key.as_str()), Some("les-ombres"));
        press(&mut app, KeyCode::Esc);
        // A Neon Nights encounter is an Anarchy one.
        let neon = heading(&app, "neon-nights");
        select(&mut app, neon);
        press(&mut app, KeyCode::Char('c'));
        let form = start_screen(&app).form().expect("the form opens");
        assert_eq!(form.system(), fray::systems::anarchy::ID);
    });
}

#[test]
fn the_campaign_key_without_campaigns_says_so() {
    with_lang(Lang::En, || {
        let dir = tempfile::tempdir().expect("temp");
        fight(dir.path(), POLARIS, "Alone", &[]);
        let mut app = start_app(dir.path());
        press(&mut app, KeyCode::Char('c'));
        let start = start_screen(&app);
        assert!(start.form().is_none());
        assert!(
            start.message().is_some_and(|m| m.contains("No campaign")),
            "{:?}",
            start.message()
        );
        // No campaign: the list is as it always was, with no heading.
        assert_eq!(start.items().len(), 3);
    });
}

/// The fight "Ambush" of the party of "Les Ombres", Baral wounded; the app on it.
fn wounded() -> (
    tempfile::TempDir,
    std::path::PathBuf,
    std::path::PathBuf,
    App,
) {
    let dir = tempfile::tempdir().expect("temp");
    let ombres = campaign(
        dir.path(),
        POLARIS,
        "Les Ombres",
        &["add Baral pc reaction=14", "add Kira pc reaction=12"],
    );
    let path = fight(
        dir.path(),
        POLARIS,
        "Ambush",
        &["party \"Les Ombres\"", "wound baral body serious"],
    );
    let app = fight_on(&path);
    (dir, ombres, path, app)
}

fn writeback(app: &App) -> &fray::tui::fight::WriteBack {
    match &fight_screen(app).input {
        Input::WriteBack(shown) => shown,
        other => panic!("no write-back overlay: {other:?}\n{}", drawn(app, 120, 40)),
    }
}

fn type_line(app: &mut App, line: &str) {
    press(app, KeyCode::Char(':'));
    chars(app, line);
    press(app, KeyCode::Enter);
}

fn ctrl_e(app: &mut App) {
    app.handle_key(KeyEvent::new(KeyCode::Char('e'), KeyModifiers::CONTROL));
}

#[test]
fn the_end_of_the_fight_shows_the_write_back_and_writes_it_once() {
    for lang in [Lang::En, Lang::Fr] {
        with_lang(lang, || {
            let (_dir, ombres, _path, mut app) = wounded();
            let before = records(&ombres);
            type_line(&mut app, "end");
            let shown = writeback(&app);
            let WriteBackState::Ready(changes) = &shown.state else {
                panic!("changes to write: {:?}", shown.state);
            };
            assert_eq!(changes.len(), 1, "Baral alone is wounded");
            assert_eq!(changes[0].name, "Baral");
            let screen = flattened(&drawn(&app, 120, 40));
            let title = match lang {
                Lang::En => "Write back to the campaign",
                _ => "Reporter dans la campagne",
            };
            assert!(screen.contains(title), "{screen}");
            assert!(screen.contains("Baral"), "{screen}");
            assert_eq!(
                records(&ombres),
                before,
                "nothing written before the GM's word"
            );
            // The GM's yes in their language: `o` (oui) in French.
            press(
                &mut app,
                KeyCode::Char(if lang == Lang::Fr { 'o' } else { 'y' }),
            );
            assert!(matches!(fight_screen(&app).input, Input::Normal));
            assert_eq!(records(&ombres), before + 1, "one sync record");
            let campaign = fray::campaign::find::read(&ombres).expect("reads");
            let baral = campaign.state.by_name("Baral").expect("in the campaign");
            assert_ne!(
                baral.damage,
                fray::rules::system(POLARIS).new_damage_track(),
                "the wound is carried back"
            );
            // Asked again by its key: already written back, nothing written.
            ctrl_e(&mut app);
            assert_eq!(writeback(&app).state, WriteBackState::Already);
            let screen = flattened(&drawn(&app, 120, 40));
            let already = match lang {
                Lang::En => "already written back",
                _ => "déjà reportée",
            };
            assert!(screen.contains(already), "{screen}");
            press(&mut app, KeyCode::Char('y'));
            assert!(matches!(fight_screen(&app).input, Input::Normal));
            assert_eq!(records(&ombres), before + 1);
        });
    }
}

#[test]
fn esc_leaves_the_write_back_unwritten() {
    with_lang(Lang::En, || {
        let (_dir, ombres, _path, mut app) = wounded();
        let before = records(&ombres);
        ctrl_e(&mut app);
        assert!(writeback(&app).writable());
        press(&mut app, KeyCode::Esc);
        assert!(matches!(fight_screen(&app).input, Input::Normal));
        assert_eq!(records(&ombres), before);
    });
}

#[test]
fn a_campaign_locked_by_another_fray_is_not_written() {
    with_lang(Lang::En, || {
        let (_dir, ombres, _path, mut app) = wounded();
        let before = records(&ombres);
        let held = Session::open(&ombres).expect("another fray holds the campaign");
        ctrl_e(&mut app);
        press(&mut app, KeyCode::Enter);
        let shown = writeback(&app);
        assert!(
            matches!(&shown.state, WriteBackState::Failed(_)),
            "{:?}",
            shown.state
        );
        let screen = flattened(&drawn(&app, 120, 40));
        assert!(screen.contains("Nothing written into"), "{screen}");
        drop(held);
        assert_eq!(records(&ombres), before);
    });
}

#[test]
fn nothing_to_change_and_a_damaged_campaign_say_so() {
    with_lang(Lang::En, || {
        let dir = tempfile::tempdir().expect("temp");
        let ombres = campaign(dir.path(), POLARIS, "Les Ombres", &["add Baral pc"]);
        let path = fight(dir.path(), POLARIS, "Calm", &["party les-ombres"]);
        let mut app = fight_on(&path);
        ctrl_e(&mut app);
        assert_eq!(writeback(&app).state, WriteBackState::Nothing);
        assert!(!writeback(&app).writable());
        press(&mut app, KeyCode::Esc);
        std::fs::write(&ombres, "not a campaign\n").expect("damaged");
        ctrl_e(&mut app);
        assert!(matches!(writeback(&app).state, WriteBackState::Failed(_)));
        press(&mut app, KeyCode::Char('y'));
        assert_eq!(
            std::fs::read_to_string(&ombres).expect("read"),
            "not a campaign\n"
        );
    });
}

#[test]
fn the_write_back_key_in_a_fight_of_no_campaign_says_so() {
    with_lang(Lang::En, || {
        let dir = tempfile::tempdir().expect("temp");
        let path = fight(dir.path(), POLARIS, "Alone", &["add Kurt enemy"]);
        let mut app = fight_on(&path);
        ctrl_e(&mut app);
        let fight = fight_screen(&app);
        assert!(matches!(fight.input, Input::Normal));
        let said = fight
            .message
            .as_ref()
            .map(|m| m.text.clone())
            .unwrap_or_default();
        assert!(said.contains("no campaign"), "{said}");
    });
}

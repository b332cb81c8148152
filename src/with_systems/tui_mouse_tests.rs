//! Mouse events fed to the app as the terminal sends them, against the frame it drew:
//! what changed is read from the screens' state. They need real rule systems (the screens
//! show a fight), so all of the mouse's tests are here.

use std::path::Path;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use crate::engine::Header;
use crate::model::SystemId;
use crate::session::Session;
use crate::tui::app::{App, Screen};
use crate::tui::fight::{Fight, Input, Pane};
use crate::tui::keymap::Keymap;
use crate::tui::start::{FormField, StartItem};
use crate::tui::theme::Theme;

/// A fight of three with a few lines in the log, on the roster.
fn fight_app(dir: &Path) -> App {
    let path = dir.join("mouse.fray.jsonl");
    let header = Header::new(SystemId::default_system(), "Mouse", 3, 0);
    let mut session = Session::create(&path, header).unwrap_or_else(|e| panic!("{e}"));
    for line in ["add Aria pc", "add Bren npc", "add Cole npc"] {
        session.execute(line).unwrap_or_else(|e| panic!("{e}"));
    }
    for i in 0..30 {
        let line = format!("note aria \"n{i}\"");
        session.execute(&line).unwrap_or_else(|e| panic!("{e}"));
    }
    App::fight(
        session,
        &[],
        dir.to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    )
}

/// Draws the app on a `w`×`h` terminal (noting where things went) and returns the cells.
fn draw(app: &App, w: u16, h: u16) -> Buffer {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap_or_else(|e| panic!("{e}"));
    term.draw(|f| app.draw(f)).unwrap_or_else(|e| panic!("{e}"));
    term.backend().buffer().clone()
}

/// Every place `text` is drawn, as (column, row) of its first cell.
fn places(buf: &Buffer, text: &str) -> Vec<(u16, u16)> {
    let mut found = Vec::new();
    for y in 0..buf.area.height {
        let row: Vec<&str> = (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
        let joined: String = row.concat();
        if row.iter().all(|s| s.chars().count() <= 1) {
            for (i, _) in joined.match_indices(text) {
                let x = joined[..i].chars().count() as u16;
                found.push((x, y));
            }
        }
    }
    found
}

fn mouse(app: &mut App, kind: MouseEventKind, x: u16, y: u16) {
    app.handle_event(&Event::Mouse(MouseEvent {
        kind,
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    }));
}

fn click(app: &mut App, x: u16, y: u16) {
    mouse(app, MouseEventKind::Down(MouseButton::Left), x, y);
}

fn fight(app: &App) -> &Fight {
    match &app.screen {
        Screen::Fight(f) => f,
        other => panic!("not a fight: {other:?}"),
    }
}

fn fight_mut(app: &mut App) -> &mut Fight {
    match &mut app.screen {
        Screen::Fight(f) => f,
        other => panic!("not a fight: {other:?}"),
    }
}

fn selected_name(app: &App) -> String {
    let f = fight(app);
    f.report.combatants[f.selected].name.clone()
}

#[test]
fn a_click_on_a_roster_row_selects_that_combatant_and_focuses_the_roster() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = fight_app(dir.path());
    fight_mut(&mut app).focus = Pane::Log;
    let before = selected_name(&app);
    let buf = draw(&app, 100, 30);
    // Cole's name, where the roster draws it (the sheet pane names only the selected one).
    let cole = places(&buf, "Cole");
    assert!(!cole.is_empty(), "Cole is drawn");
    assert_ne!(before, "Cole");
    for (x, y) in cole {
        click(&mut app, x, y);
    }
    assert_eq!(selected_name(&app), "Cole");
    assert_eq!(fight(&app).focus, Pane::Roster);
    // The selection moves the roster's highlight with it: Bren's row, clicked, is Bren.
    let buf = draw(&app, 100, 30);
    let (x, y) = places(&buf, "Bren")[0];
    click(&mut app, x + 1, y);
    assert_eq!(selected_name(&app), "Bren");
}

#[test]
fn a_click_on_a_pane_focuses_it_and_a_click_outside_everything_does_nothing() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = fight_app(dir.path());
    let buf = draw(&app, 100, 30);
    assert_eq!(fight(&app).focus, Pane::Roster);
    // The log's newest line is in the log pane.
    let (x, y) = *places(&buf, "#33")
        .first()
        .unwrap_or_else(|| panic!("#33 drawn"));
    click(&mut app, x, y);
    assert_eq!(fight(&app).focus, Pane::Log);
    // The status line, under every pane: nothing there to click.
    let (selected, scroll) = (fight(&app).selected, fight(&app).log_scroll);
    click(&mut app, 50, 29);
    assert_eq!(fight(&app).focus, Pane::Log);
    assert_eq!(
        (fight(&app).selected, fight(&app).log_scroll),
        (selected, scroll)
    );
    // A release, a drag or another button does nothing either.
    mouse(&mut app, MouseEventKind::Down(MouseButton::Right), 5, 5);
    mouse(&mut app, MouseEventKind::Up(MouseButton::Left), 5, 5);
    assert_eq!(fight(&app).focus, Pane::Log);
}

#[test]
fn the_wheel_scrolls_the_log_under_it_and_moves_through_the_roster() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = fight_app(dir.path());
    let buf = draw(&app, 100, 30);
    let (x, y) = *places(&buf, "#33")
        .first()
        .unwrap_or_else(|| panic!("#33 drawn"));
    mouse(&mut app, MouseEventKind::ScrollUp, x, y);
    assert_eq!(fight(&app).log_scroll, 3, "back three lines a notch");
    assert_eq!(fight(&app).focus, Pane::Roster, "the focus stays");
    let buf = draw(&app, 100, 30);
    assert!(
        places(&buf, "note \"n29\"").is_empty(),
        "the newest line is scrolled out"
    );
    assert!(!places(&buf, "note \"n26\"").is_empty(), "three lines back");
    mouse(&mut app, MouseEventKind::ScrollDown, x, y);
    assert_eq!(fight(&app).log_scroll, 0);
    // Over the roster: the selection moves as ↓ does.
    let first = selected_name(&app);
    let (x, y) = places(&draw(&app, 100, 30), "Bren")[0];
    mouse(&mut app, MouseEventKind::ScrollDown, x, y);
    assert_ne!(selected_name(&app), first);
}

#[test]
fn a_click_focuses_a_form_field_and_a_click_on_the_focused_choice_takes_the_next() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = fight_app(dir.path());
    app.handle_key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::NONE));
    let form = |app: &App| match &fight(app).input {
        Input::Form(f) => f.clone(),
        other => panic!("no form: {other:?}"),
    };
    // The form opens on its second field, the first (who) filled in.
    let focus = form(&app).focus;
    assert_eq!(focus, 1);
    let buf = draw(&app, 100, 30);
    // The focused row starts with `›`.
    let (x, y) = places(&buf, "›")[0];
    let value = form(&app).fields[focus].value.clone();
    click(&mut app, x + 4, y);
    assert_eq!(form(&app).focus, focus);
    assert_ne!(form(&app).fields[focus].value, value, "the next choice");
    // The row above is the first field's: focused, and nothing else changes.
    draw(&app, 100, 30);
    let (who, chosen) = (
        form(&app).fields[0].value.clone(),
        form(&app).fields[focus].value.clone(),
    );
    click(&mut app, x + 4, y - 1);
    assert_eq!(form(&app).focus, 0);
    assert_eq!(form(&app).fields[0].value, who);
    assert_eq!(form(&app).fields[focus].value, chosen);
    // Clicked again, it takes the next combatant.
    draw(&app, 100, 30);
    click(&mut app, x + 4, y - 1);
    assert_eq!(form(&app).fields[0].value, "Bren");
    // The wheel goes field to field.
    draw(&app, 100, 30);
    mouse(&mut app, MouseEventKind::ScrollDown, x, y);
    assert_eq!(form(&app).focus, 1);
    // A click on the panes behind the form does nothing.
    let selected = fight(&app).selected;
    draw(&app, 100, 30);
    click(&mut app, 0, 0);
    assert_eq!(form(&app).focus, 1);
    assert_eq!(fight(&app).selected, selected);
}

#[test]
fn the_wheel_scrolls_the_key_help_and_a_click_closes_it() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = fight_app(dir.path());
    app.handle_key(KeyEvent::new(KeyCode::Char('?'), KeyModifiers::NONE));
    assert_eq!(app.help, Some(0));
    draw(&app, 100, 30);
    mouse(&mut app, MouseEventKind::ScrollDown, 10, 10);
    assert_eq!(app.help, Some(3));
    mouse(&mut app, MouseEventKind::ScrollUp, 10, 10);
    assert_eq!(app.help, Some(0));
    click(&mut app, 10, 10);
    assert_eq!(app.help, None);
}

#[test]
fn a_click_on_the_replay_bar_moves_there_and_the_wheel_over_it_steps() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    drop(fight_app(dir.path()));
    let path = dir.path().join("mouse.fray.jsonl");
    let screen = crate::tui::replay::load(&path, crate::tui::replay::Audience::Gm)
        .unwrap_or_else(|e| panic!("{e}"));
    let len = screen.replay.len();
    let mut app = App::replay(
        screen,
        dir.path().to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    );
    let cursor = |app: &App| match &app.screen {
        Screen::Replay(r) => r.cursor,
        other => panic!("not a replay: {other:?}"),
    };
    assert_eq!(cursor(&app), len, "opens at the end");
    let buf = draw(&app, 100, 30);
    // The bar is the row under the panes' last bottom border.
    let bar = (0..buf.area.height)
        .rev()
        .find(|&y| buf[(0, y)].symbol() == "└")
        .map(|y| y + 1)
        .unwrap_or_else(|| panic!("panes drawn"));
    click(&mut app, 0, bar);
    assert_eq!(cursor(&app), 0, "the bar's first cell is the start");
    draw(&app, 100, 30);
    click(&mut app, 50, bar);
    let middle = cursor(&app);
    assert!(
        middle > len / 3 && middle < len * 2 / 3,
        "{middle} of {len}"
    );
    draw(&app, 100, 30);
    mouse(&mut app, MouseEventKind::ScrollDown, 50, bar);
    assert_eq!(cursor(&app), middle + 1, "a step forward");
    draw(&app, 100, 30);
    click(&mut app, 99, bar);
    assert_eq!(cursor(&app), len, "the last cell is the end");
    // The status line under the bar is not the bar.
    draw(&app, 100, 30);
    click(&mut app, 0, 29);
    assert_eq!(cursor(&app), len);
}

#[test]
fn a_click_selects_a_save_on_the_start_screen_and_a_second_opens_it() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for name in ["Alpha", "Beta"] {
        let path = dir.path().join(format!("{name}.fray.jsonl"));
        let header = Header::new(SystemId::default_system(), name, 3, 0);
        drop(Session::create(&path, header).unwrap_or_else(|e| panic!("{e}")));
    }
    let mut app = App::start(dir.path().to_path_buf(), Keymap::default(), Theme::plain());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while app.listing.is_some() && std::time::Instant::now() < deadline {
        app.tick(std::time::Instant::now());
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let selected = |app: &App| match &app.screen {
        Screen::Start(s) => match s.items().get(s.selected()) {
            Some(StartItem::Save(i)) => s.saves()[*i].name.clone(),
            other => format!("{other:?}"),
        },
        other => panic!("not the start screen: {other:?}"),
    };
    let first = selected(&app);
    let other = if first == "Alpha" { "Beta" } else { "Alpha" };
    let buf = draw(&app, 100, 30);
    let (x, y) = places(&buf, other)[0];
    click(&mut app, x, y);
    assert_eq!(selected(&app), other);
    // The wheel moves the selection as ↑/↓ do, wherever the mouse is.
    draw(&app, 100, 30);
    mouse(&mut app, MouseEventKind::ScrollUp, 0, 0);
    assert_ne!(selected(&app), other);
    mouse(&mut app, MouseEventKind::ScrollDown, 0, 0);
    assert_eq!(selected(&app), other);
    // A click on the line already selected opens it.
    draw(&app, 100, 30);
    click(&mut app, x, y);
    assert!(matches!(app.screen, Screen::Fight(_)), "{:?}", app.screen);
}

#[test]
fn a_click_on_a_ladder_line_puts_the_cursor_there_and_selects_who_stands_on_it() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = fight_app(dir.path());
    // `:start`, typed on the command line.
    for code in ":start".chars().map(KeyCode::Char).chain([KeyCode::Enter]) {
        app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
    }
    let ladder: Vec<String> = fight(&app)
        .report
        .ladder
        .iter()
        .map(|r| r.name.clone())
        .collect();
    assert_eq!(ladder.len(), 3, "{ladder:?}");
    // Three columns on a wide terminal: the ladder on the left.
    let buf = draw(&app, 150, 40);
    let last = &ladder[2];
    let (x, y) = *places(&buf, last)
        .iter()
        .find(|(x, _)| *x < 30)
        .unwrap_or_else(|| panic!("{last} on the ladder"));
    click(&mut app, x, y);
    assert_eq!(fight(&app).focus, Pane::Ladder);
    assert_eq!(fight(&app).ladder_cursor, 2);
    assert_eq!(&selected_name(&app), last);
}

#[test]
fn on_a_small_terminal_a_click_on_a_tab_shows_its_pane() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = fight_app(dir.path());
    // One pane at a time below 70 columns, its title the tabs.
    let buf = draw(&app, 60, 20);
    assert_eq!(fight(&app).focus, Pane::Roster);
    let (x, y) = places(&buf, "Log")[0];
    assert_eq!(y, 0, "the tab is in the title");
    click(&mut app, x + 1, y);
    assert_eq!(fight(&app).focus, Pane::Log);
    let buf = draw(&app, 60, 20);
    assert!(!places(&buf, "[Log]").is_empty(), "the log is shown");
    let (x, y) = places(&buf, "Ladder")[0];
    click(&mut app, x, y);
    assert_eq!(fight(&app).focus, Pane::Ladder);
    // The space between two tabs is the shown pane's border: nothing changes.
    let buf = draw(&app, 60, 20);
    let (x, y) = places(&buf, "Roster")[0];
    click(&mut app, x - 1, y);
    assert_eq!(fight(&app).focus, Pane::Ladder);
}

#[test]
fn the_wheel_scrolls_a_text_being_read_and_a_click_closes_it() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = fight_app(dir.path());
    let text = (0..80).map(|i| format!("line {i}\n")).collect::<String>();
    fight_mut(&mut app).input = Input::Reading { text, scroll: 0 };
    let scroll = |app: &App| match &fight(app).input {
        Input::Reading { scroll, .. } => Some(*scroll),
        _ => None,
    };
    draw(&app, 100, 30);
    mouse(&mut app, MouseEventKind::ScrollDown, 50, 10);
    mouse(&mut app, MouseEventKind::ScrollDown, 50, 10);
    assert_eq!(scroll(&app), Some(6), "three lines a notch");
    mouse(&mut app, MouseEventKind::ScrollUp, 50, 10);
    assert_eq!(scroll(&app), Some(3));
    click(&mut app, 50, 10);
    assert_eq!(scroll(&app), None, "closed");
    assert!(matches!(fight(&app).input, Input::Normal));
}

#[test]
fn a_click_on_the_new_encounter_form_focuses_a_field_and_again_picks_the_next_system() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = App::start(dir.path().to_path_buf(), Keymap::default(), Theme::plain());
    app.handle_key(KeyEvent::new(KeyCode::Char('n'), KeyModifiers::NONE));
    let form = |app: &App| match &app.screen {
        Screen::Start(s) => s.form().map(|f| (f.field(), f.system())),
        other => panic!("not the start screen: {other:?}"),
    };
    let Some((field, system)) = form(&app) else {
        panic!("the form is open")
    };
    assert_eq!(field, FormField::Name);
    let buf = draw(&app, 100, 30);
    let title = crate::rules::system(system).title();
    let (x, y) = places(&buf, title)[0];
    click(&mut app, x, y);
    assert_eq!(form(&app), Some((FormField::System, system)), "focused");
    draw(&app, 100, 30);
    click(&mut app, x, y);
    let (field, next) = form(&app).unwrap_or_else(|| panic!("still open"));
    assert_eq!(field, FormField::System);
    assert_ne!(next, system, "the next system");
    // The row below is the name's.
    draw(&app, 100, 30);
    click(&mut app, x, y + 1);
    assert_eq!(form(&app), Some((FormField::Name, next)));
}

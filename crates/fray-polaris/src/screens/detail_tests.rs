//! Snapshots of the detail pane, the locator and the body figure, from real engine states.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;

use super::super::wounds::{render_body, render_locator};
use super::render_detail;
use crate::report::{Report, Sheet};
use crate::tui::theme::Theme;

/// Runs the lines through the engine and returns the report.
fn report(lines: &[&str]) -> anyhow::Result<Report> {
    let header = crate::engine::Header::new(crate::ID, String::from("Test"), 7, 0);
    let mut t = crate::engine::Timeline::new(header);
    for line in lines {
        let crate::script::Line::Command(c) = crate::script::parse(line)? else {
            panic!("not a command: {line}")
        };
        let r = t.prepare(line, &c)?;
        t.commit(r);
    }
    Ok(Report::of(t.state()))
}

fn sheet(lines: &[&str], name: &str) -> anyhow::Result<Sheet> {
    let report = report(lines)?;
    let found = report.combatants.into_iter().find(|s| s.name == name);
    Ok(found.unwrap_or_else(|| panic!("no {name}")))
}

const ROSTER: [&str; 2] = [
    "add Baral pc from mercenary",
    "add 2 Ganger enemy from ganger",
];

fn unhurt() -> anyhow::Result<Sheet> {
    sheet(&[ROSTER[0], ROSTER[1], "start"], "Baral")
}

fn wounded() -> anyhow::Result<Sheet> {
    let lines = [
        ROSTER[0],
        ROSTER[1],
        "wound baral left-arm serious",
        "wound baral head light",
        "wound baral head light",
        "wound baral body critical",
        "wound baral right-leg death",
        "condition baral stunned for 2 rounds",
        "condition baral \"shock test\" -5",
        "note baral \"Hides behind the crate, waiting for the ganger to reload his shotgun\"",
        "start",
        "declare baral shoots the nearest ganger",
    ];
    sheet(&lines, "Baral")
}

fn draw(
    w: u16,
    h: u16,
    render: impl FnOnce(Rect, &mut Buffer),
) -> anyhow::Result<Terminal<TestBackend>> {
    let mut term = Terminal::new(TestBackend::new(w, h))?;
    term.draw(|f| {
        let area = f.area();
        render(area, f.buffer_mut());
    })?;
    Ok(term)
}

fn detail(sheet: &Sheet, w: u16, h: u16) -> anyhow::Result<Terminal<TestBackend>> {
    draw(w, h, |a, b| render_detail(sheet, &Theme::colored(), a, b))
}

fn text_of(term: &Terminal<TestBackend>) -> String {
    term.backend()
        .buffer()
        .content()
        .iter()
        .map(|c| c.symbol())
        .collect()
}

#[test]
fn detail_unhurt_at_every_size() -> anyhow::Result<()> {
    let s = unhurt()?;
    insta::assert_snapshot!("unhurt_80x24", detail(&s, 80, 24)?.backend());
    insta::assert_snapshot!("unhurt_50x16", detail(&s, 50, 16)?.backend());
    insta::assert_snapshot!("unhurt_30x8", detail(&s, 30, 8)?.backend());
    insta::assert_snapshot!("unhurt_10x3", detail(&s, 10, 3)?.backend());
    Ok(())
}

#[test]
fn detail_wounded_at_every_size() -> anyhow::Result<()> {
    let s = wounded()?;
    insta::assert_snapshot!("wounded_80x24", detail(&s, 80, 24)?.backend());
    insta::assert_snapshot!("wounded_50x16", detail(&s, 50, 16)?.backend());
    insta::assert_snapshot!("wounded_30x8", detail(&s, 30, 8)?.backend());
    insta::assert_snapshot!("wounded_10x3", detail(&s, 10, 3)?.backend());
    Ok(())
}

#[test]
fn locator_alone() -> anyhow::Result<()> {
    let s = wounded()?;
    let grid = s.locator.as_ref().unwrap_or_else(|| panic!("no locator"));
    let term = draw(40, 8, |a, b| render_locator(grid, &Theme::colored(), a, b))?;
    insta::assert_snapshot!("locator_40x8", term.backend());
    let wide = draw(60, 7, |a, b| render_locator(grid, &Theme::colored(), a, b))?;
    insta::assert_snapshot!("locator_60x7", wide.backend());
    Ok(())
}

#[test]
fn body_carries_severity_with_and_without_colour() -> anyhow::Result<()> {
    let s = wounded()?;
    let grid = s.locator.as_ref().unwrap_or_else(|| panic!("no locator"));
    let colored = draw(11, 7, |a, b| render_body(grid, &Theme::colored(), a, b))?;
    insta::assert_snapshot!("body_colored", colored.backend());
    let plain = draw(11, 7, |a, b| render_body(grid, &Theme::plain(), a, b))?;
    insta::assert_snapshot!("body_plain", plain.backend());
    // Same glyphs either way: the digits and x carry the severity without colour.
    assert_eq!(text_of(&colored), text_of(&plain));
    // The left arm (viewer's right, column 9) is serious (row 3), in that style, reversed.
    let cell = &colored.backend().buffer()[(9, 1)];
    assert_eq!(cell.symbol(), "3");
    assert_eq!(cell.fg, Theme::colored().severity(2).fg.unwrap_or_default());
    assert!(cell.modifier.contains(Modifier::REVERSED));
    let plain_cell = &plain.backend().buffer()[(9, 1)];
    assert!(
        plain_cell
            .modifier
            .contains(Modifier::BOLD | Modifier::REVERSED)
    );
    // The right leg (viewer's left) is lost.
    assert_eq!(plain.backend().buffer()[(3, 4)].symbol(), "x");
    Ok(())
}

#[test]
fn tiny_areas_do_not_panic() -> anyhow::Result<()> {
    let s = wounded()?;
    let grid = s.locator.as_ref().unwrap_or_else(|| panic!("no locator"));
    for (w, h) in [(0, 0), (1, 1), (0, 5), (5, 0), (2, 30), (200, 1)] {
        detail(&s, w, h)?;
        draw(w, h, |a, b| render_locator(grid, &Theme::plain(), a, b))?;
        draw(w, h, |a, b| render_body(grid, &Theme::plain(), a, b))?;
    }
    // An area partly outside the buffer is clipped, not indexed out of bounds.
    draw(20, 5, |_, b| {
        render_detail(&s, &Theme::plain(), Rect::new(15, 3, 40, 40), b)
    })?;
    Ok(())
}

#[test]
fn control_characters_from_the_save_are_escaped() -> anyhow::Result<()> {
    let mut s = wounded()?;
    s.name = "Ba\u{7}ral".into();
    s.note = "a\u{1b}[31mb".into();
    let shown = text_of(&detail(&s, 80, 24)?);
    assert!(shown.contains("Ba\\u{7}ral"), "{shown}");
    assert!(shown.contains("a\\u{1b}[31mb"), "{shown}");
    assert!(!shown.contains('\u{1b}'));
    Ok(())
}

#[test]
fn dead_and_destroyed_are_in_the_header() -> anyhow::Result<()> {
    let lines = [
        ROSTER[0],
        ROSTER[1],
        "wound ganger-1 right-leg death",
        "wound ganger-2 head death",
    ];
    let report = report(&lines)?;
    let header = |name: &str| -> anyhow::Result<String> {
        let s = report.combatants.iter().find(|s| s.name == name);
        let s = s.unwrap_or_else(|| panic!("no {name}"));
        let term = detail(s, 80, 24)?;
        Ok(text_of(&term).chars().take(160).collect())
    };
    assert!(header("Ganger 1")?.contains("DESTROYED Right leg"));
    assert!(header("Ganger 2")?.contains("DEAD"));
    Ok(())
}

#[test]
fn pol_17_the_header_shows_the_sheets_reaction_and_what_wounds_leave_of_it() -> anyhow::Result<()> {
    let lines = [
        "add Baral pc reaction=13",
        "wound baral body serious",
        "start",
    ];
    let s = sheet(&lines, "Baral")?;
    assert_eq!(s.reaction_base, 13);
    assert!(s.reaction < 13, "the wound lowers it: {}", s.reaction);
    let shown = text_of(&detail(&s, 60, 12)?);
    let expected = format!("Réaction 13 (now {})", s.reaction);
    assert!(shown.contains(&expected), "{expected} not in\n{shown}");
    let fr = crate::i18n::with_lang(crate::i18n::Lang::Fr, || -> anyhow::Result<String> {
        Ok(text_of(&detail(&s, 60, 12)?))
    })?;
    assert!(
        fr.contains(&format!("13 (actuellement {})", s.reaction)),
        "{fr}"
    );
    // Unhurt, one number.
    let unhurt = text_of(&detail(
        &sheet(&["add Lena pc reaction=13", "start"], "Lena")?,
        60,
        12,
    )?);
    assert!(
        unhurt.contains("Réaction 13 ") && !unhurt.contains("(now"),
        "{unhurt}"
    );
    Ok(())
}

#[test]
fn pol_35_the_pane_lists_the_risks_of_the_current_wounds() -> anyhow::Result<()> {
    let lines = [
        "add Baral pc reaction=13",
        "wound baral head serious",
        "wound baral left-arm light",
    ];
    let s = sheet(&lines, "Baral")?;
    let shown = text_of(&detail(&s, 80, 24)?);
    assert!(
        shown.contains("Risks sequelae (head); infection (head); overexertion (head, left arm)"),
        "{shown}"
    );
    let fr = crate::i18n::with_lang(crate::i18n::Lang::Fr, || -> anyhow::Result<String> {
        Ok(text_of(&detail(&s, 80, 24)?))
    })?;
    assert!(
        fr.contains("Risques séquelles (tête)\u{202f}; infection (tête)\u{202f}; suractivité (tête, bras gauche)"),
        "{fr}"
    );
    let unhurt = text_of(&detail(
        &sheet(&["add Lena pc reaction=13"], "Lena")?,
        80,
        24,
    )?);
    assert!(!unhurt.contains("Risks"), "{unhurt}");
    Ok(())
}

#[test]
fn the_pane_shows_weapons_and_where_armour_protects() -> anyhow::Result<()> {
    let lines = [
        "add Kurt enemy reaction=12",
        "weapon kurt dagger damage=1d6+1 melee reach=1",
        "weapon kurt pistol name \"Heavy pistol\" damage=2d6+2",
        "armour kurt vest body=6 name \"Kevlar vest\"",
        "armour kurt helmet head=4",
    ];
    let s = sheet(&lines, "Kurt")?;
    let shown = text_of(&detail(&s, 100, 24)?);
    assert!(
        shown.contains("Weapons dagger 1d6+1 melee reach 1; Heavy pistol 2d6+2"),
        "{shown}"
    );
    assert!(
        shown.contains("Armour Kevlar vest: body 6; helmet: head 4"),
        "{shown}"
    );
    let fr = crate::i18n::with_lang(crate::i18n::Lang::Fr, || -> anyhow::Result<String> {
        Ok(text_of(&detail(&s, 100, 24)?))
    })?;
    assert!(fr.contains("Armes dagger 1d6+1 contact allonge 1"), "{fr}");
    assert!(fr.contains("Kevlar vest\u{a0}: corps 6"), "{fr}");
    Ok(())
}

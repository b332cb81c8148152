//! Snapshots of the combat pool's token pane, monitors and timeline, from states built
//! by events; and the guarantee that no face-down value is ever drawn.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::Screens;
use super::fixture::{Table, pool, squad, token};
use super::timeline::render_pool_timeline;
use crate::engine::Event;
use crate::model::Side;
use crate::report::{Report, Sheet};
use crate::tui::SystemScreens;
use crate::tui::fight::Pane;
use crate::tui::theme::Theme;
use crate::tui::view::hits::Hits;
use crate::tui::view::panes::{PaneView, render_panes};

fn draw(w: u16, h: u16, render: impl FnOnce(Rect, &mut Buffer)) -> Terminal<TestBackend> {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| {
        let area = f.area();
        render(area, f.buffer_mut());
    })
    .expect("draw");
    term
}

fn detail(sheet: &Sheet, w: u16, h: u16) -> Terminal<TestBackend> {
    draw(w, h, |a, b| {
        Screens.render_detail(sheet, &Theme::plain(), a, b)
    })
}

fn sheet_of(report: &Report, name: &str) -> Sheet {
    report
        .combatants
        .iter()
        .find(|s| s.name == name)
        .cloned()
        .expect("sheet")
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
fn token_pane_of_an_empty_pool() {
    let mut t = Table::new();
    let ada = t.add("Ada", Side::Pc);
    t.apply(pool(ada, "instinct", 0));
    let report = Report::of(&t.state);
    insta::assert_snapshot!(
        "pool_empty_50x14",
        detail(&sheet_of(&report, "Ada"), 50, 14).backend()
    );
}

#[test]
fn token_pane_with_face_down_tokens() {
    let mut t = Table::new();
    let ada = t.add("Ada", Side::Pc);
    t.apply(pool(ada, "tactics", 6));
    t.apply(vec![Event::DefenseDrawn {
        who: ada,
        tokens: [6, 2, 5].map(token).to_vec(),
        faceless: 0,
    }]);
    let report = Report::of(&t.state);
    let term = detail(&sheet_of(&report, "Ada"), 50, 14);
    insta::assert_snapshot!("pool_face_down_50x14", term.backend());
    let shown = text_of(&term);
    assert!(shown.contains("▮▮▮"), "{shown}");
    assert!(!shown.contains("S6") && !shown.contains("F2") && !shown.contains("S5"));
}

#[test]
fn token_pane_after_reveals_with_a_discard_pile() {
    let report = Report::of(&squad());
    let ada = sheet_of(&report, "Ada");
    insta::assert_snapshot!("pool_revealed_56x20", detail(&ada, 56, 20).backend());
    insta::assert_snapshot!("pool_revealed_30x10", detail(&ada, 30, 10).backend());
}

#[test]
fn monitors_with_overflow() {
    let report = Report::of(&squad());
    let ganger = sheet_of(&report, "Ganger");
    assert_eq!(ganger.wound_modifier, Some(-4));
    insta::assert_snapshot!("pool_overflow_56x16", detail(&ganger, 56, 16).backend());
}

#[test]
fn timeline_pane() {
    let report = Report::of(&squad());
    let term = draw(28, 10, |a, b| {
        render_pool_timeline(&report, Some(1), &Theme::plain(), a, b);
    });
    insta::assert_snapshot!("pool_timeline_28x10", term.backend());
    let wide = draw(60, 8, |a, b| {
        render_pool_timeline(&report, None, &Theme::plain(), a, b);
    });
    insta::assert_snapshot!("pool_timeline_60x8", wide.backend());
}

#[test]
fn an_empty_timeline_says_what_to_do() {
    let report = Report::of(&Table::new().state);
    let term = draw(28, 5, |a, b| {
        render_pool_timeline(&report, None, &Theme::plain(), a, b);
    });
    assert!(text_of(&term).contains("No rounds"));
}

#[test]
fn no_face_down_value_is_ever_drawn() {
    let state = squad();
    let report = Report::of(&state);
    for (i, _) in report.combatants.iter().enumerate() {
        for (w, h) in [(120, 40), (80, 24), (160, 50), (60, 20)] {
            for focus in Pane::ALL {
                for zoom in [false, true] {
                    let view = PaneView {
                        report: &report,
                        selected: i,
                        ladder_cursor: 0,
                        log: &[],
                        log_scroll: 0,
                        highlight: None,
                        focus,
                        zoom,
                    };
                    let term = draw(w, h, |a, b| {
                        render_panes(&view, &Theme::plain(), a, b, &mut Hits::default())
                    });
                    let shown = text_of(&term);
                    assert!(!shown.contains('6'), "a 6 drawn at {w}x{h}:\n{shown}");
                }
            }
        }
    }
    let json = serde_json::to_string(&report).expect("json");
    assert!(
        !json.contains("\"value\":6") && !json.contains("S6"),
        "{json}"
    );
    let shown = crate::report::show_text::render(&report);
    assert!(!shown.contains('6'), "{shown}");
}

#[test]
fn srp_01_a_custom_pool_type_shows_its_score_and_advantage() {
    let mut t = Table::new();
    let ada = t.add("Ada", Side::Pc);
    t.apply(vec![
        Event::OptionSet {
            key: "pool-type.berserk".into(),
            value: "body+willpower | +1 damage in melee".into(),
        },
        Event::StatSet {
            who: ada,
            stat: "body".into(),
            value: Some(5),
        },
        Event::StatSet {
            who: ada,
            stat: "willpower".into(),
            value: Some(3),
        },
    ]);
    t.apply(pool(ada, "berserk", 2));
    let report = Report::of(&t.state);
    let shown = text_of(&detail(&sheet_of(&report, "Ada"), 50, 14));
    assert!(shown.contains("berserk · 2 left · P 8 R 4"), "{shown}");
    assert!(shown.contains("+1 damage in melee"), "{shown}");
}

#[test]
fn token_pane_in_french() {
    use crate::i18n::{Lang, with_lang};
    let report = Report::of(&squad());
    let ada = sheet_of(&report, "Ada");
    let shown = with_lang(Lang::Fr, || text_of(&detail(&ada, 56, 20)));
    for french in [
        "Réserve instinct · 1 restant · P 0 R 0",
        "Défense ▮▮ S5 S4  D 2",
        "Défausse F3 F1 S5 ▯",
        "perdus 0 · gagnés 9",
        "Compteurs visée 1",
        "Stress important · prêt au combat",
        "Ada  PJ",
        "Physique     □□□",
        "Étourdissant ■■■",
        "Intention moves from cover to cover",
        "En cours reloads",
    ] {
        assert!(shown.contains(french), "{french} not in:\n{shown}");
    }
    for english in [
        "Pool ",
        "Defense",
        "Discard",
        "left",
        "lost",
        "ready for combat",
    ] {
        assert!(!shown.contains(english), "{english} left in:\n{shown}");
    }
    let english = with_lang(Lang::En, || text_of(&detail(&ada, 56, 20)));
    assert!(
        english.contains("Stress high · ready for combat"),
        "{english}"
    );
    let empty = with_lang(Lang::Fr, || {
        let report = Report::of(&Table::new().state);
        text_of(&draw(40, 5, |a, b| {
            render_pool_timeline(&report, None, &Theme::plain(), a, b);
        }))
    });
    assert!(empty.contains("Pas de tours"), "{empty}");
}

/// SRP-14 ammunition: the pane shows the rounds left per weapon with a magazine, so the GM
/// sees who must reload; a weapon without one is not listed.
#[test]
fn srp_14_the_detail_pane_shows_rounds_left() {
    let mut t = Table::new();
    let ada = t.add("Ada", Side::Pc);
    t.apply(pool(ada, "instinct", 0));
    let mut rifle = crate::model::Gear {
        key: "ares-alpha".into(),
        name: "Ares Alpha".into(),
        ..Default::default()
    };
    rifle.values.insert("magazine".into(), 42);
    rifle.values.insert("rounds".into(), 32);
    let knife = crate::model::Gear {
        key: "knife".into(),
        ..Default::default()
    };
    t.apply(vec![
        Event::GearAdded {
            who: ada,
            gear: rifle,
        },
        Event::GearAdded {
            who: ada,
            gear: knife,
        },
    ]);
    let report = Report::of(&t.state);
    let term = detail(&sheet_of(&report, "Ada"), 50, 14);
    insta::assert_snapshot!("pool_ammo_50x14", term.backend());
    let shown = text_of(&term);
    assert!(shown.contains("Ammo Ares Alpha 32/42"), "{shown}");
    assert!(!shown.contains("knife"), "{shown}");
}

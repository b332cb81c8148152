//! The interval ladder pane and the sheet pane drawn from states built by the rules: slot
//! states, the next slot, the selected combatant's bar, scrolling with the cursor, narrow
//! and wide lines, the body track's levels and effects, a hidden sheet.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::Screens;
use super::ladder::{SlotState, next_index, states};
use crate::i18n::{Lang, with_lang};
use crate::model::EntryStatus;
use crate::report::Report;
use crate::test_support::{GANGER, T, VIC, gun};
use crate::tui::theme::Theme;
use crate::tui::{OrderCursor, SystemScreens};

fn text(buf: &Buffer) -> Vec<String> {
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
        })
        .collect()
}

fn ladder(report: &Report, at: OrderCursor, w: u16, h: u16) -> Vec<String> {
    let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
    assert!(Screens.render_order(report, at, &Theme::plain(), buf.area, &mut buf));
    text(&buf)
}

fn sheet(report: &Report, name: &str, w: u16, h: u16) -> Vec<String> {
    let sheet = report
        .combatants
        .iter()
        .find(|s| s.name == name)
        .expect("sheet");
    let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
    Screens.render_detail(sheet, &Theme::plain(), buf.area, &mut buf);
    text(&buf)
}

const NOBODY: OrderCursor = OrderCursor {
    selected: usize::MAX,
    line: 0,
    focused: false,
};

/// Vic on 3 actions from 33 (33, 23, 13 at −6), Ganger on 2 from 15 delayed to 9: his
/// second slot falls below 1 and his penalty goes (CPI-05, CPI-EX-03).
fn delayed_table() -> T {
    let mut t = T::new();
    t.start(&[9, 9]);
    t.set_init(VIC, 33).set_init(GANGER, 15);
    t.actions("vic", 3).expect("vic");
    t.actions("ganger", 2).expect("ganger");
    t.delay("ganger", 9).expect("delay");
    t
}

#[test]
fn slot_states_read_delays_and_losses_from_the_slots() {
    let t = delayed_table();
    let report = Report::of(&t.state);
    let shown: Vec<(i32, SlotState)> = report
        .ladder
        .iter()
        .zip(states(&report))
        .map(|(r, s)| (r.phase, s))
        .collect();
    assert_eq!(
        shown,
        vec![
            (33, SlotState::ToCome),
            (23, SlotState::ToCome),
            (13, SlotState::ToCome),
            (9, SlotState::Delayed(15)),
            (-1, SlotState::Lost),
        ]
    );
    assert_eq!(next_index(&report, &states(&report)), Some(0));
    assert_eq!(report.ladder[4].status, EntryStatus::Lost);
    // A stunned combatant's slots are passed over.
    let mut stunned = report.clone();
    stunned.combatants[0]
        .conditions
        .push(crate::report::ConditionLine {
            name: "stunned".into(),
            value: None,
            until: crate::report::Until::Removed,
            rounds_left: None,
            target: None,
        });
    assert_eq!(next_index(&stunned, &states(&stunned)), Some(3));
}

#[test]
fn narrow_lines_mark_the_next_slot_the_selection_and_the_loss() {
    let t = delayed_table();
    let report = Report::of(&t.state);
    let at = OrderCursor {
        selected: 0,
        line: 0,
        focused: false,
    };
    let lines = with_lang(Lang::En, || ladder(&report, at, 26, 12));
    assert_eq!(lines[0].trim_end(), "▌› 33 Vic    1st  −6");
    assert_eq!(lines[1].trim_end(), "▌  23 Vic    2nd  −6");
    assert_eq!(lines[3].trim_end(), " ↓  9 Ganger 1st");
    assert_eq!(lines[4].trim_end(), " ✗  · Ganger 2nd");
    assert!(lines[10].contains("✗ lost"), "{lines:#?}");
}

#[test]
fn wide_lines_spell_the_slot_and_its_state_out_in_both_languages() {
    let t = delayed_table();
    let report = Report::of(&t.state);
    let en = with_lang(Lang::En, || ladder(&report, NOBODY, 60, 6));
    assert!(en[0].contains("1st action") && en[0].contains("−6") && en[0].contains("next"));
    assert!(en[3].contains("delayed from 15"), "{en:#?}");
    assert!(en[4].contains("lost (below 1)"), "{en:#?}");
    let fr = with_lang(Lang::Fr, || ladder(&report, NOBODY, 60, 6));
    assert!(
        fr[0].contains("1re action") && fr[0].contains("suivante"),
        "{fr:#?}"
    );
    assert!(fr[1].contains("2e action"), "{fr:#?}");
    assert!(fr[4].contains("perdue (sous 1)"), "{fr:#?}");
}

#[test]
fn a_long_ladder_scrolls_with_the_cursor() {
    let t = delayed_table();
    let report = Report::of(&t.state);
    let at = OrderCursor {
        selected: 1,
        line: 4,
        focused: true,
    };
    let lines = with_lang(Lang::En, || ladder(&report, at, 26, 2));
    assert!(lines.iter().any(|l| l.contains("✗")), "{lines:#?}");
    assert!(!lines.iter().any(|l| l.contains("33")), "{lines:#?}");
}

#[test]
fn tied_slots_show_the_kept_d10s() {
    let mut t = T::new();
    t.start(&[9, 9]);
    t.set_init(VIC, 20).set_init(GANGER, 20);
    t.actions("vic", 1).expect("vic");
    t.own(
        crate::command::CyberCommand::Actions {
            who: "ganger".into(),
            count: 1,
        },
        &[7, 3],
    )
    .expect("ganger");
    let report = Report::of(&t.state);
    let lines = with_lang(Lang::En, || ladder(&report, NOBODY, 60, 3));
    assert!(
        lines[0].contains("tie d10 7") && lines[1].contains("tie d10 3"),
        "{lines:#?}"
    );
}

#[test]
fn the_sheet_shows_the_body_track_lowered_stats_and_a_jammed_weapon() {
    let mut t = T::new();
    t.arm(
        VIC,
        gun(
            "pistol",
            &[("damage", "2D6+1"), ("reliability", "unreliable")],
            &["jammed"],
        ),
    );
    t.state.combatants[0].stats.insert("int".into(), 6);
    t.state.combatants[0].stats.insert("cool".into(), 8);
    t.own(
        crate::command::CyberCommand::Damage {
            who: "vic".into(),
            points: 10,
            dice: None,
        },
        &[1],
    )
    .expect("damage");
    let report = Report::of(&t.state);
    let lines = with_lang(Lang::En, || sheet(&report, "Vic", 54, 20)).join("\n");
    for words in [
        "REF 5 (10)",
        "INT 3 (6)",
        "COOL 4 (8)",
        "CON 8",
        "Body 10/40  Critical",
        "■■■■ ■■■■ ■■□□ □□□□",
        "REF, INT, COOL ½ · stun save −2",
        "[jammed]",
        "unreliable",
    ] {
        assert!(lines.contains(words), "{words}:\n{lines}");
    }
    let narrow = with_lang(Lang::Fr, || sheet(&report, "Vic", 30, 20)).join("\n");
    assert!(narrow.contains("Lég  Sér  Crit M0   M1"), "{narrow}");
    assert!(narrow.contains("M2   M3   M4   M5   M6"), "{narrow}");
    assert!(narrow.contains("[enrayée]"), "{narrow}");
}

#[test]
fn a_mortal_level_shows_the_death_save() {
    let mut t = T::new();
    t.own(
        crate::command::CyberCommand::Damage {
            who: "ganger".into(),
            points: 21,
            dice: None,
        },
        &[1],
    )
    .expect("damage");
    let report = Report::of(&t.state);
    let lines = with_lang(Lang::En, || sheet(&report, "Ganger", 54, 20)).join("\n");
    assert!(lines.contains("Mortal 2"), "{lines}");
    assert!(
        lines.contains("stun save −5 · death save −2 each round"),
        "{lines}"
    );
}

#[test]
fn a_hidden_sheet_falls_back_to_what_players_may_see() {
    let t = T::new();
    let mut report = Report::of(&t.state);
    report.combatants[1].health = Some("wounded".into());
    report.combatants[1].stats.clear();
    report.combatants[1].monitors.clear();
    let lines = with_lang(Lang::En, || sheet(&report, "Ganger", 54, 6)).join("\n");
    assert!(
        lines.contains("wounded") && !lines.contains("Body"),
        "{lines}"
    );
}

/// A dead fighter reads "dead" once on his sheet, in French as in English: the sheet's
/// header says it, and the condition list does not say it again ("MORT mort").
#[test]
fn a_dead_fighter_reads_dead_once_on_his_sheet() {
    let mut t = T::new();
    t.own(
        crate::command::CyberCommand::Damage {
            who: "ganger".into(),
            points: 41,
            dice: None,
        },
        &[1],
    )
    .expect("damage");
    let report = Report::of(&t.state);
    for (lang, word) in [(Lang::Fr, "mort"), (Lang::En, "dead")] {
        let lines = with_lang(lang, || sheet(&report, "Ganger", 60, 20)).join("\n");
        let said = lines.to_lowercase().matches(word).count();
        assert_eq!(said, 1, "{lang:?}: {lines}");
    }
}

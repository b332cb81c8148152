//! The Narration order pane and the sheet pane drawn from states built by the commands:
//! states, the next Narration, one-Turn moves and where they go back, the GM's pool for
//! the GM only, the initiative's parts, a group's members; the monitors as boxes, the
//! points, magic and the Matrix, the GM's surveillance, in both languages.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::Screens;
use super::monitors;
use super::narration::{State, gm_pool, narrations};
use crate::i18n::{Lang, with_lang};
use crate::model::{Monitor, Pool};
use crate::player_view::PlayerReport;
use crate::report::{Report, Sheet};
use crate::test_support::T;
use crate::tui::theme::Theme;
use crate::tui::{OrderCursor, SystemScreens};

fn text(buf: &Buffer) -> Vec<String> {
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect()
}

fn order(report: &Report, at: OrderCursor, w: u16, h: u16) -> Vec<String> {
    let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
    assert!(Screens.render_order(report, at, &Theme::plain(), buf.area, &mut buf));
    text(&buf)
}

fn sheet_of<'a>(report: &'a Report, name: &str) -> &'a Sheet {
    report
        .combatants
        .iter()
        .find(|s| s.name == name)
        .expect("sheet")
}

fn detail(sheet: &Sheet, w: u16, h: u16) -> Vec<String> {
    let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
    Screens.render_detail(sheet, &Theme::plain(), buf.area, &mut buf);
    text(&buf)
}

fn at(selected: usize) -> OrderCursor {
    OrderCursor {
        selected,
        line: 0,
        focused: false,
    }
}

/// Kira (PC, seat 2), Jax (PC, seat 1), Ganger and Thug (a group of NPCs); a session for
/// the GM's pool; Turn 1 started: Kira 4+5+6 = 15, Ganger 6+6+3 = 15, Jax 3+2+4 = 9.
fn table() -> T {
    let mut t = T::new();
    t.ok(
        "add Jax pc str=3 wil=3 agi=4 log=2 chance=2 armor=0 seat=1",
        &[],
    );
    t.ok("add Thug enemy str=4 wil=2 agi=3 log=2 group=1", &[]);
    t.ok("set kira seat=2", &[]);
    t.ok("set ganger group=1", &[]);
    t.ok("session", &[]);
    t.ok("start", &[4, 5, 6, 6, 3, 2]);
    t
}

#[test]
fn states_next_and_an_interruption_with_the_place_it_goes_back_to() {
    let mut t = table();
    let report = Report::of(&t.state);
    let shown: Vec<(State, bool, Option<usize>)> = narrations(&report)
        .iter()
        .map(|n| (n.state, n.next, n.moved_from))
        .collect();
    assert_eq!(
        shown,
        vec![
            (State::Now, false, None),
            (State::ToCome, true, None),
            (State::ToCome, false, None),
        ]
    );
    t.ok("spend jax interruption", &[]);
    let report = Report::of(&t.state);
    let names: Vec<&str> = report.ladder.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["Kira", "Jax", "Ganger"]);
    let all = narrations(&report);
    assert_eq!(
        all[1].moved_from,
        Some(3),
        "Jax goes back to the third place"
    );
    assert_eq!(all[2].moved_from, Some(2));
    assert!(all[1].next);
    assert_eq!(all[2].members.len(), 2, "Ganger leads Thug");
    t.ok("next", &[]);
    let all = narrations(&Report::of(&t.state));
    assert_eq!(all[0].state, State::Done);
    assert_eq!(all[1].state, State::Now);
    // A character down before their Narration is passed over: out, and not next.
    t.ok("damage ganger 30 no-armor", &[]);
    let all = narrations(&Report::of(&t.state));
    assert_eq!((all[2].state, all[2].next), (State::Out, false));
}

#[test]
fn the_header_says_the_timing_when_initiative_is_not_rolled_once_per_scene() {
    let mut t = T::new();
    t.ok("option initiative-timing turn", &[]);
    t.ok("start", &[4, 5, 6, 6]);
    let report = Report::of(&t.state);
    let en = with_lang(Lang::En, || order(&report, at(0), 70, 4));
    // The GM's pool is always shown: one point per player from the first one added.
    assert_eq!(
        en[0],
        "Turn 1  initiative each Turn  GM: 1 Anarchy  Narration's point free"
    );
    let fr = with_lang(Lang::Fr, || order(&report, at(0), 70, 4));
    assert!(
        fr[0].starts_with("Tour 1  initiative à chaque Tour  MJ\u{a0}: 1 Anarchy"),
        "{fr:?}"
    );
    let before = Report::of(&T::new().state);
    let empty = with_lang(Lang::En, || order(&before, at(0), 70, 4));
    assert_eq!(
        empty[0],
        "Before the first Turn  GM: 1 Anarchy  Narration's point free"
    );
    assert!(empty[1].starts_with("No Narration order yet"), "{empty:#?}");
}

#[test]
fn the_wide_pane_spells_states_and_moves_out_and_the_narrow_one_marks_them() {
    let mut t = table();
    t.ok("spend jax interruption", &[]);
    let report = Report::of(&t.state);
    let en = with_lang(Lang::En, || order(&report, at(0), 70, 10));
    assert_eq!(
        en[..7],
        [
            "Turn 1  GM: 2 Anarchy  Narration's point free",
            "▌▶ 15 Kira  narrating now",
            "   2D6 4+5 + 6 (Logic)",
            " ›  9 Jax  next",
            "      ↕ moved this Turn, back to place 3 next Turn",
            "   15 Ganger (group of 2)  to come",
            "      ↕ moved this Turn, back to place 2 next Turn",
        ]
    );
    // Ganger selected: his group's members under his line, the legend at the bottom.
    let narrow = with_lang(Lang::En, || order(&report, at(1), 26, 16));
    assert_eq!(
        narrow[2..8],
        [
            " ▶ 15 Kira",
            " ›  9 Jax ↕3",
            "▌  15 Ganger ×2 ↕2",
            "   2D6 6+6 + 3 (Agility)",
            "   · Ganger P 0/10, S 0/9",
            "   · Thug P 0/10, S 0/9",
        ]
    );
    assert_eq!(narrow[12..14], ["▶ narrating now  › next", "✓ done  ✗ out"]);
    let fr = with_lang(Lang::Fr, || order(&report, at(0), 70, 10));
    assert_eq!(fr[0], "Tour 1  MJ\u{a0}: 2 Anarchy  point libre");
    assert_eq!(fr[5], "   15 Ganger (groupe de 2)  à venir");
    assert_eq!(
        fr[6],
        "      ↕ déplacé pour ce Tour, revient à la place 2 au Tour suivant"
    );
}

#[test]
fn the_gm_pool_is_the_gms_only() {
    let t = table();
    assert_eq!(gm_pool(&Report::of(&t.state)), Some((2, 0)));
    let players = PlayerReport::of(&t.state).into_report();
    assert_eq!(gm_pool(&players), None);
    let shown = with_lang(Lang::En, || order(&players, at(0), 70, 6));
    assert_eq!(shown[0], "Turn 1");
    assert!(!shown.join("\n").contains("GM"), "{shown:#?}");
}

#[test]
fn monitors_show_boxes_in_threes_with_the_overflow() {
    let m = Monitor {
        name: "stun".into(),
        boxes: 7,
        filled: 4,
        overflow: 0,
    };
    assert_eq!(monitors::boxes(&m), "■■■ ■□□ □");
    assert_eq!(monitors::boxes(&Monitor::new("armor", 0)), "—");
    let over = Monitor {
        overflow: 2,
        filled: 7,
        ..m
    };
    let line: String = monitors::lines(&[over], &Theme::plain())[0]
        .spans
        .iter()
        .map(|s| s.content.to_string())
        .collect();
    assert_eq!(
        with_lang(Lang::En, || line.clone()),
        "Stun ■■■ ■■■ ■ 7/7 +2 over"
    );
}

#[test]
fn the_sheet_shows_stats_monitors_points_magic_and_the_matrix() {
    let mut t = table();
    t.ok("add Camera neutral", &[]);
    t.ok("damage kira 8", &[]);
    t.ok("damage kira 3 stun", &[]);
    t.ok("vr kira on", &[]);
    t.ok("marks kira camera 2", &[]);
    t.ok("sustain kira Armor", &[]);
    t.ok("reboot jax", &[]);
    let mut report = Report::of(&t.state);
    let kira = sheet_of(&report, "Kira");
    let en = with_lang(Lang::En, || detail(kira, 60, 16)).join("\n");
    for words in [
        "STR 5",
        "WIL 3",
        "Initiative 15 (4+5+6)",
        "Anarchy 3/",
        "Chance 3/3",
        "Armor    ■■■ ■■■ 6/6",
        "Physical ■■□ □□□ □□□ □□ 2/11",
        "Stun     ■■■ □□□ □□□ □ 3/10",
        "Wound modifier −1",
        "Magic: sustaining Armor",
        "Matrix: in VR, 2 marks on Camera",
    ] {
        assert!(en.contains(words), "{words}:\n{en}");
    }
    let fr = with_lang(Lang::Fr, || detail(kira, 60, 16)).join("\n");
    for words in [
        "FOR 5",
        "VOL 3",
        "Étourdissement ■■■",
        "Matrice\u{a0}: en RV, 2 marks sur Camera",
    ] {
        assert!(fr.contains(words), "{words}:\n{fr}");
    }
    // Surveillance is a hidden counter: the GM's sheet shows it and GOD at 3.
    let jax = report
        .combatants
        .iter_mut()
        .find(|s| s.name == "Jax")
        .expect("jax");
    jax.pools.push(Pool::Counter {
        name: "surveillance".into(),
        value: 3,
        max: None,
        hidden: true,
    });
    let gm = with_lang(Lang::En, || detail(jax, 70, 14)).join("\n");
    assert!(
        gm.contains("GM only: surveillance 3/3, GOD is here, rebooting, 3 Narrations left"),
        "{gm}"
    );
    let players = PlayerReport::of(&t.state).into_report();
    let seen = with_lang(Lang::En, || detail(sheet_of(&players, "Jax"), 60, 14)).join("\n");
    assert!(!seen.contains("surveillance"), "{seen}");
}

/// A sheet's weapons with their damage values, in both languages (a template may carry
/// gear; the GM reads the damage on the sheet).
#[test]
fn the_sheet_shows_the_weapons_with_their_damage() {
    let mut t = T::new();
    let pistol = crate::model::Gear {
        key: "pistol".into(),
        name: "Ares Predator".into(),
        words: [("damage".to_string(), "5P".to_string())].into(),
        ..Default::default()
    };
    t.state.combatants[0].gear.push(pistol);
    let report = Report::of(&t.state);
    let name = report.combatants[0].name.clone();
    let fr = with_lang(Lang::Fr, || detail(sheet_of(&report, &name), 60, 20)).join("\n");
    assert!(
        fr.contains("Armes\u{a0}:  Ares Predator dommages 5P"),
        "{fr}"
    );
    let en = with_lang(Lang::En, || detail(sheet_of(&report, &name), 60, 20)).join("\n");
    assert!(en.contains("Weapons:  Ares Predator damage 5P"), "{en}");
}

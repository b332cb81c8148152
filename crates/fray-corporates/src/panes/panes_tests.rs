//! The segment grid and the sheet pane drawn from states folded from shared events (COR-01
//! to COR-12, COR-43): a turn in segment 3 with survival mode, a lost action, a
//! substitution, a long action and covering fire; a declaration with who announces next;
//! the tracks, the ledger, confidence, weapons and cyberware; English and French, at the
//! sizes the fight screen gives the panes and zoomed.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::widgets::{Block, Borders};

use crate::engine::{Event, apply_all};
use crate::i18n::{Lang, with_lang};
use crate::model::{
    Combatant, CombatantId, Condition, DamageTrack, Encounter, EntryStatus, Expiry, Initiative,
    LadderEntry, MarkerRef, Side, Step,
};
use crate::report::{Report, Sheet};
use crate::rules::Bestiary;
use crate::tui::OrderCursor;
use crate::tui::theme::Theme;

use super::super::ID;
use super::grid_model::{Grid, Mark};
use super::{detail, grid};

use super::super::BESTIARY;

/// The report the fight screen draws.
pub(super) fn report_of(state: &Encounter) -> Report {
    Report::of(state)
}

/// A combatant from the bestiary's `template`, named `name`, with id `id`.
fn from_template(id: u32, name: &str, template: &str, side: Side) -> Event {
    let bestiary = Bestiary::from_json(BESTIARY).expect("bestiary");
    let t = bestiary.find(template).expect("template");
    let mut c = Combatant::new(
        CombatantId(id),
        name,
        side,
        DamageTrack::Monitors { tracks: Vec::new() },
    );
    c.stats = t.stats.clone();
    c.skills = t.skills.clone();
    c.gear = t.gear.clone();
    Event::CombatantAdded {
        combatant: Box::new(c),
    }
}

fn marker(owner: u32, marker: u8, segment: i32, status: EntryStatus, label: Option<&str>) -> Event {
    Event::MarkerPlaced {
        entry: LadderEntry {
            at: MarkerRef {
                owner: CombatantId(owner),
                marker,
            },
            position: segment,
            status,
            malus: 0,
            rushed: false,
            label: label.map(str::to_string),
        },
    }
}

fn condition(who: u32, name: &str, value: Option<i32>, turn: u32) -> Event {
    Event::ConditionAdded {
        who: CombatantId(who),
        condition: Condition {
            name: name.to_string(),
            value,
            expiry: Expiry::RoundStart { round: turn + 1 },
            target: None,
        },
    }
}

fn reaction(who: u32, score: i32, turn: u32) -> Event {
    Event::InitiativeSet {
        who: CombatantId(who),
        initiative: Some(Initiative {
            score,
            dice: Vec::new(),
            bonus: 0,
            round: turn,
        }),
    }
}

/// The announcement of `count` declared actions (the shared declaration holds it).
fn declared(who: u32, count: u8) -> Event {
    Event::Declared {
        who: CombatantId(who),
        intent: count.to_string(),
        secret: false,
    }
}

fn counter(who: u32, name: &str, value: i32) -> Event {
    Event::CounterSet {
        who: CombatantId(who),
        name: name.to_string(),
        value,
    }
}

/// Kane, Mara (PCs), Sniper, Operative, Medic (enemies), Ganger (down), Passer-by.
fn roster() -> Vec<Event> {
    vec![
        from_template(1, "Kane", "team-leader", Side::Pc),
        from_template(2, "Mara", "bodyguard", Side::Pc),
        from_template(3, "Sniper", "sniper", Side::Enemy),
        from_template(4, "Operative", "operative", Side::Enemy),
        from_template(5, "Medic", "medic", Side::Enemy),
        from_template(6, "Ganger", "ganger", Side::Enemy),
        from_template(7, "Passer-by", "passer-by", Side::Neutral),
    ]
}

/// Turn 2, segment 3. Kane declared 3 (1, 3, 5): shot in 1, acting in 3, one undeclared
/// dodge, unbalanced. Mara declared 1 then went into survival mode from segment 2 (moved
/// in 2). The Sniper declared 3 and delayed the first by 1: aimed in 2, 4 to come, the
/// third lost. The Operative declared 2: dodged instead in 2, covering fire from 1 with
/// firepower 5. The Medic is on a long action (first aid) since 2. The Ganger is dead.
fn segment_three() -> Encounter {
    let mut events = roster();
    events.extend([
        Event::RoundStarted { round: 2 },
        Event::StepChanged {
            step: Step::Resolution,
        },
        Event::TableCounterSet {
            name: "segment".into(),
            value: 3,
        },
        reaction(1, 14, 2),
        reaction(2, 17, 2),
        reaction(3, 9, 2),
        reaction(4, 11, 2),
        reaction(5, 8, 2),
        reaction(6, 6, 2),
        declared(1, 3),
        declared(2, 1),
        declared(3, 3),
        declared(4, 2),
        declared(6, 1),
        marker(1, 0, 1, EntryStatus::Acted, Some("shot")),
        marker(1, 1, 3, EntryStatus::Acting, None),
        marker(1, 2, 5, EntryStatus::Waiting, None),
        counter(1, "undeclared", 1),
        condition(1, "unbalanced", None, 2),
        marker(2, 0, 2, EntryStatus::Acted, Some("moved")),
        marker(2, 1, 3, EntryStatus::Waiting, None),
        marker(2, 2, 4, EntryStatus::Waiting, None),
        marker(2, 3, 5, EntryStatus::Waiting, None),
        condition(2, "survival", Some(2), 2),
        marker(3, 0, 2, EntryStatus::Acted, Some("aim")),
        marker(3, 1, 4, EntryStatus::Waiting, None),
        marker(3, 2, 6, EntryStatus::Lost, None),
        marker(4, 0, 2, EntryStatus::Skipped, Some("dodge")),
        marker(4, 1, 4, EntryStatus::Waiting, None),
        condition(4, "covering", Some(5), 2),
        condition(4, "long", Some(1), 2),
        condition(5, "long", Some(2), 2),
        marker(6, 0, 3, EntryStatus::Waiting, None),
        condition(6, "dead", None, 2),
    ]);
    let mut state = Encounter::new(ID, "Rooftop");
    apply_all(&mut state, &events);
    state
}

/// Turn 2's declaration: everyone rolled; the Medic (8) and the Sniper (9) announced, the
/// Operative (11) is next.
fn declaring() -> Encounter {
    let mut events = roster();
    events.extend([
        Event::RoundStarted { round: 2 },
        Event::StepChanged {
            step: Step::Declaration,
        },
        reaction(1, 14, 2),
        reaction(2, 17, 2),
        reaction(3, 9, 2),
        reaction(4, 11, 2),
        reaction(5, 8, 2),
        reaction(7, 5, 2),
        declared(5, 1),
        marker(5, 0, 3, EntryStatus::Waiting, None),
        declared(3, 2),
        marker(3, 0, 2, EntryStatus::Waiting, None),
        marker(3, 1, 4, EntryStatus::Waiting, None),
        condition(6, "dead", None, 2),
        declared(7, 1),
        marker(7, 0, 3, EntryStatus::Waiting, None),
    ]);
    let mut state = Encounter::new(ID, "Rooftop");
    apply_all(&mut state, &events);
    state
}

fn at(selected: usize) -> OrderCursor {
    OrderCursor {
        selected,
        line: 0,
        focused: false,
    }
}

/// The grid pane in a bordered box of `w` × `h`, as the fight screen frames it.
pub(super) fn grid_screen(report: &Report, selected: usize, w: u16, h: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    terminal
        .draw(|frame| {
            let block = Block::default().borders(Borders::ALL).title(grid::title());
            let inner = block.inner(frame.area());
            frame.render_widget(block, frame.area());
            grid::render(
                report,
                at(selected),
                &Theme::plain(),
                inner,
                frame.buffer_mut(),
            );
        })
        .expect("draw");
    terminal.backend().to_string()
}

fn detail_screen(sheet: &Sheet, w: u16, h: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    terminal
        .draw(|frame| {
            let block = Block::default().borders(Borders::ALL);
            let inner = block.inner(frame.area());
            frame.render_widget(block, frame.area());
            detail::render(sheet, &Theme::plain(), inner, frame.buffer_mut());
        })
        .expect("draw");
    terminal.backend().to_string()
}

#[test]
fn cor_21_the_grid_draws_covering_fire_over_its_announced_segments_only() {
    let mut state = segment_three();
    apply_all(
        &mut state,
        &[counter(4, "cover-from", 2), counter(4, "cover-to", 3)],
    );
    let grid = Grid::of(&report_of(&state));
    let covering: Vec<bool> = grid.rows[3].cells.iter().map(|c| c.covering).collect();
    assert_eq!(covering, vec![false, true, true, false, false]);
    crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        let grid = Grid::of(&report_of(&state));
        let covering: Vec<bool> = grid.rows[3].cells.iter().map(|c| c.covering).collect();
        assert_eq!(
            covering,
            vec![false, true, true, false, false],
            "counters named in French"
        );
    });
}

#[test]
fn cor_04_05_06_11_the_grid_model_of_segment_three() {
    let grid = Grid::of(&report_of(&segment_three()));
    assert_eq!((grid.turn, grid.segment), (2, Some(3)));
    let kane = &grid.rows[0];
    assert_eq!(kane.cells[0].marks, vec![Mark::Done(Some("shot".into()))]);
    assert_eq!(kane.cells[2].marks, vec![Mark::Acting]);
    assert_eq!(kane.cells[4].marks, vec![Mark::Scheduled]);
    assert_eq!((kane.declared, kane.undeclared), (Some(3), 1));
    let terms = kane.terms.expect("Kane's ledger");
    assert_eq!(
        (terms.declared, terms.undeclared, terms.unbalanced),
        (2, 1, 1)
    );
    assert_eq!(
        terms.total(),
        4,
        "COR-08: −2d declared, −1d undeclared, −1d unbalanced"
    );
    let mara = &grid.rows[1];
    assert!(!mara.cells[0].survival && mara.cells[1].survival_start);
    assert!(mara.cells[4].survival);
    assert_eq!(mara.declared, Some(5), "COR-11: counts as 5 declared");
    assert_eq!(mara.terms.expect("ledger").declared, 4, "COR-11: −4d");
    let sniper = &grid.rows[2];
    assert_eq!(sniper.lost, 1, "COR-05: the third is lost");
    assert_eq!(sniper.declared, Some(3));
    let operative = &grid.rows[3];
    assert_eq!(
        operative.cells[1].marks,
        vec![Mark::Substituted(Some("dodge".into()))]
    );
    assert_eq!(operative.terms.expect("ledger").undeclared, 0, "COR-06");
    assert!(operative.cells.iter().all(|c| c.covering));
    assert_eq!(operative.firepower, Some(5));
    let medic = &grid.rows[4];
    let long: Vec<bool> = medic.cells.iter().map(|c| c.long).collect();
    assert_eq!(
        long,
        [false, true, true, false, false],
        "COR-10: from 2 to now"
    );
    assert!(grid.rows[5].out, "the dead Ganger is dimmed");
}

#[test]
fn cor_03_the_announcement_order_lowest_first_with_who_is_next() {
    let grid = Grid::of(&report_of(&declaring()));
    let names: Vec<&str> = grid
        .announce
        .iter()
        .map(|&i| grid.rows[i].name.as_str())
        .collect();
    assert_eq!(
        names,
        ["Passer-by", "Medic", "Sniper", "Operative", "Kane", "Mara"]
    );
    assert_eq!(
        grid.next.map(|i| grid.rows[i].name.as_str()),
        Some("Operative")
    );
    let mut state = declaring();
    apply_all(
        &mut state,
        &[Event::OptionSet {
            key: "announce".into(),
            value: "highest-first".into(),
        }],
    );
    let grid = Grid::of(&report_of(&state));
    assert_eq!(
        grid.rows[grid.announce[0]].name, "Mara",
        "COR-OP-02 flipped"
    );
    assert_eq!(grid.next.map(|i| grid.rows[i].name.as_str()), Some("Mara"));
}

#[test]
fn cor_01_grid_pane_in_segment_three_english_and_french() {
    let state = segment_three();
    for (lang, tag) in [(Lang::En, "en"), (Lang::Fr, "fr")] {
        with_lang(lang, || {
            let report = report_of(&state);
            for (w, h) in [(30, 20), (40, 11), (80, 24), (54, 22), (160, 48)] {
                let shown = grid_screen(&report, 0, w, h);
                insta::assert_snapshot!(format!("grid_segment_three_{tag}_{w}x{h}"), shown);
            }
        });
    }
}

#[test]
fn cor_03_grid_pane_during_the_declaration_english_and_french() {
    let state = declaring();
    for (lang, tag) in [(Lang::En, "en"), (Lang::Fr, "fr")] {
        with_lang(lang, || {
            let report = report_of(&state);
            for (w, h) in [(80, 24), (160, 48)] {
                let shown = grid_screen(&report, 2, w, h);
                insta::assert_snapshot!(format!("grid_declaration_{tag}_{w}x{h}"), shown);
            }
        });
    }
}

#[test]
fn cor_43_detail_pane_tracks_ledger_confidence_weapons_and_cyberware() {
    let mut state = segment_three();
    apply_all(
        &mut state,
        &[
            Event::OptionSet {
                key: "track-max".into(),
                value: "6".into(),
            },
            counter(1, "wound", 2),
            counter(1, "fatigue", 1),
            counter(1, "confidence", 2),
            counter(5, "wound", 6),
            condition(5, "incapacitated", None, 2),
            Event::GearAdded {
                who: CombatantId(5),
                gear: {
                    let mut g = crate::model::Gear {
                        key: "plate".into(),
                        name: "Subdermal plate".into(),
                        ..Default::default()
                    };
                    g.values.insert("protection".into(), 1);
                    g.words.insert("site".into(), "general".into());
                    g.words.insert("status".into(), "major".into());
                    g.flags.insert("cyber".into());
                    g
                },
            },
        ],
    );
    for (lang, tag) in [(Lang::En, "en"), (Lang::Fr, "fr")] {
        with_lang(lang, || {
            let report = report_of(&state);
            let (kane, medic) = (&report.combatants[0], &report.combatants[4]);
            for (w, h) in [(40, 22), (80, 24), (54, 44)] {
                insta::assert_snapshot!(
                    format!("detail_kane_{tag}_{w}x{h}"),
                    detail_screen(kane, w, h)
                );
            }
            insta::assert_snapshot!(
                format!("detail_medic_{tag}_54x30"),
                detail_screen(medic, 54, 30)
            );
        });
    }
    let report = report_of(&state);
    let text = detail_screen(&report.combatants[0], 80, 24);
    assert!(text.contains("2/6") && text.contains("1/6"), "{text}");
    assert!(text.contains("2/3"), "confidence 2 of 3");
}

#[test]
fn a_hidden_sheet_shows_only_the_shared_pane_and_an_empty_grid_says_so() {
    let report = report_of(&segment_three());
    let mut hidden = report.combatants[2].clone();
    hidden.gear_figures.clear();
    hidden.health = Some("wounded".into());
    let text = detail_screen(&hidden, 60, 12);
    assert!(!text.contains("ranges"), "{text}");
    let empty = report_of(&Encounter::new(ID, "Empty"));
    let text = grid_screen(&empty, 0, 60, 6);
    assert!(text.contains("Nobody in the fight"), "{text}");
}

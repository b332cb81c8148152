//! The players' page's data (`fray_serve::page::json`, with the last lines as the server
//! keeps them) on short fights of every system:
//! who acts now and next, the order in the system's words, a PC's wound as the players'
//! export writes it, a hidden combatant absent, every text in the language asked for. They
//! name the systems, so they live here rather than beside the page (whose crate names none).

use serde_json::Value;

use fray::engine::{Header, Timeline};
use fray::i18n::Lang;
use fray::model::SystemId;
use fray::script::test_play::prepared;

/// `lines` played in order on a fresh fight of `system`.
fn played(system: SystemId, lines: &[&str]) -> Timeline {
    let mut timeline = Timeline::new(Header::new(system, "Docks", 11, 0));
    for line in lines {
        let record = prepared(&timeline, line);
        timeline.commit(record);
    }
    timeline
}

/// What one fight's page must say, in one language.
struct Expected {
    current: Option<&'static str>,
    next: Option<&'static str>,
    /// A row of the order: (place, name, status).
    row: Option<(&'static str, &'static str, &'static str)>,
    /// The PC whose card must carry `wound` among its lines.
    pc: &'static str,
    wound: &'static str,
    standing: &'static str,
}

/// One fight: its system, its lines (a hidden `Zq7lurker` among the cast), what the page
/// says in English and in French.
struct Fight {
    system: SystemId,
    lines: &'static [&'static str],
    en: Expected,
    fr: Expected,
}

fn fights() -> Vec<Fight> {
    use fray::systems::{anarchy, combat_pool, corporates, cyberpunk, polaris};
    vec![
        Fight {
            system: polaris::ID,
            lines: &[
                "add Kurt pc from mercenary",
                "add Ganger enemy from ganger",
                "add Zq7lurker enemy from ganger hidden",
                "start",
                "wound kurt body light",
                "next",
                "next",
                "next",
            ],
            en: Expected {
                current: Some("Kurt"),
                next: Some("Ganger"),
                row: Some(("Phase 13", "Kurt", "acting")),
                pc: "Kurt",
                wound: "body: light 1/4",
                standing: "Round 1, actions at phase 13",
            },
            fr: Expected {
                current: Some("Kurt"),
                next: Some("Ganger"),
                row: Some(("Phase 13", "Kurt", "agit")),
                pc: "Kurt",
                wound: "corps\u{a0}: légère 1/4",
                standing: "Tour 1, actions à la phase 13",
            },
        },
        Fight {
            system: combat_pool::ID,
            lines: &[
                "add Kestrel pc from street-samurai",
                "add Guard enemy from guard",
                "add Zq7lurker enemy from guard hidden",
                "ready kestrel ready",
                "ready guard ready",
                "start",
                "damage kestrel 3",
            ],
            // No rounds and no order: the GM narrates.
            en: Expected {
                current: None,
                next: None,
                row: None,
                pc: "Kestrel",
                wound: "physical 3/11",
                standing: "The fight goes on",
            },
            fr: Expected {
                current: None,
                next: None,
                row: None,
                pc: "Kestrel",
                wound: "physique 3/11",
                standing: "Le combat continue",
            },
        },
        Fight {
            system: anarchy::ID,
            lines: &[
                "add Kira pc agi=4 log=6 wil=4 chance=3 seat=1",
                "add Ganger enemy agi=3 log=2 wil=1",
                "add Zq7lurker enemy hidden",
                "start",
                "damage kira 3",
                "next",
            ],
            en: Expected {
                current: Some("Kira"),
                next: None,
                row: Some(("Narration", "Ganger", "done")),
                pc: "Kira",
                wound: "physical 3/8",
                standing: "Turn 1, Narrations under way",
            },
            fr: Expected {
                current: Some("Kira"),
                next: None,
                row: Some(("Narration", "Ganger", "faite")),
                pc: "Kira",
                wound: "physique 3/8",
                standing: "Tour 1, Narrations en cours",
            },
        },
        Fight {
            system: cyberpunk::ID,
            lines: &[
                "add Vic pc from solo",
                "add Booster enemy from booster",
                "add Zq7lurker enemy from booster hidden",
                "start",
                "damage vic 7",
                "next",
            ],
            en: Expected {
                current: Some("Vic"),
                next: Some("Booster"),
                row: Some(("Initiative 21", "Vic", "acting")),
                pc: "Vic",
                wound: "worst wound Serious",
                standing: "Round 1, actions at initiative 21",
            },
            fr: Expected {
                current: Some("Vic"),
                next: Some("Booster"),
                row: Some(("Initiative 21", "Vic", "agit")),
                pc: "Vic",
                wound: "pire blessure Sérieuse",
                standing: "Round 1, actions à l’initiative 21",
            },
        },
        Fight {
            system: corporates::ID,
            lines: &[
                "add Ana pc",
                "add Operative enemy from operative",
                "add Zq7lurker enemy from sniper hidden",
                "start",
                "hurt ana kind bullet dice 2 damage=5,5 soak=1,1",
                "declare ana 2 force",
                "declare operative 3 force",
                "declare zq7lurker 1 force",
                "next",
            ],
            // Segment 2 opens with the players' side to organise it: nobody acts yet.
            en: Expected {
                current: None,
                next: Some("Ana"),
                row: Some(("Segment 1", "Operative", "lost (pushed out of the round)")),
                pc: "Ana",
                wound: "wound 2",
                standing: "Turn 1, segment 2",
            },
            fr: Expected {
                current: None,
                next: Some("Ana"),
                row: Some(("Segment 1", "Operative", "perdue (sortie du tour)")),
                pc: "Ana",
                wound: "Blessure 2",
                standing: "Tour 1, segment 2",
            },
        },
    ]
}

/// The page's data for `timeline` in `lang`, its last lines said as the server says them
/// on opening the save (one fold, only the last lines said), parsed back.
fn page(timeline: &Timeline, lang: Lang) -> (String, Value) {
    let (folded, mut said) = fray::player_view::fold_last(
        timeline.header().clone(),
        timeline.records().to_vec(),
        fray_serve::page::SHOWN,
        &[lang],
    );
    let lines = said.pop().unwrap_or_default();
    let text = fray_serve::page::json(&folded, &lines, lang);
    assert!(!text.contains('\n'), "one line: {text}");
    let value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
    (text, value)
}

fn text<'a>(value: &'a Value, key: &str) -> Option<&'a str> {
    value.get(key).and_then(Value::as_str)
}

fn check(fight: &Fight, lang: Lang, expected: &Expected) {
    let timeline = played(fight.system, fight.lines);
    let (raw, page) = page(&timeline, lang);
    let what = format!("{} in {}", fight.system.key(), lang.code());
    assert_eq!(text(&page, "lang"), Some(lang.code()), "{what}");
    assert_eq!(page["seq"], timeline.records().len(), "{what}");
    assert_eq!(text(&page, "current"), expected.current, "{what}: {raw}");
    assert_eq!(text(&page, "next"), expected.next, "{what}: {raw}");
    assert_eq!(text(&page, "standing"), Some(expected.standing), "{what}");
    let order = page["order"].as_array().expect("order");
    match expected.row {
        Some((place, name, status)) => assert!(
            order.iter().any(|r| text(r, "place") == Some(place)
                && text(r, "name") == Some(name)
                && text(r, "status") == Some(status)),
            "{what}: no row {place} {name} {status}: {order:?}"
        ),
        None => assert!(order.is_empty(), "{what}: {order:?}"),
    }
    assert_eq!(
        page["ordered"],
        expected.row.is_some(),
        "{what}: an order or none"
    );
    if let Some(current) = expected.current {
        let rows: Vec<_> = order.iter().filter(|r| r["current"] == true).collect();
        assert_eq!(rows.len(), 1, "{what}: one current row");
        assert_eq!(text(rows[0], "name"), Some(current), "{what}");
    }
    let cards = page["combatants"].as_array().expect("combatants");
    let pc = cards
        .iter()
        .find(|c| text(c, "name") == Some(expected.pc))
        .unwrap_or_else(|| panic!("{what}: no card for {}", expected.pc));
    assert_eq!(pc["full"], true, "{what}");
    assert!(
        pc["lines"]
            .as_array()
            .is_some_and(|l| l.iter().any(|l| l.as_str() == Some(expected.wound))),
        "{what}: {pc}"
    );
    let coarse: Vec<_> = cards.iter().filter(|c| c["full"] == false).collect();
    assert!(!coarse.is_empty(), "{what}: an enemy shown coarse");
    for enemy in coarse {
        assert_eq!(enemy["lines"], Value::Array(Vec::new()), "{what}: {enemy}");
        assert!(
            text(enemy, "health").is_some_and(|h| !h.is_empty()),
            "{what}"
        );
    }
    // The hidden sniper is nowhere: not on a card, the order, the log or a count.
    assert!(!raw.to_lowercase().contains("zq7"), "{what}: {raw}");
    assert_eq!(cards.len(), 2, "{what}");
    assert!(!page["log"].as_array().expect("log").is_empty(), "{what}");
}

#[test]
fn every_system_s_page_says_who_acts_the_order_and_the_wounds() {
    for fight in fights() {
        check(&fight, Lang::En, &fight.en);
        check(&fight, Lang::Fr, &fight.fr);
    }
}

#[test]
fn the_page_speaks_the_language_asked_for_whatever_the_process_speaks() {
    let fight = &fights()[0];
    let timeline = played(fight.system, fight.lines);
    for process in Lang::ALL {
        fray::i18n::with_lang(process, || {
            let (_, en) = page(&timeline, Lang::En);
            let (_, fr) = page(&timeline, Lang::Fr);
            assert_eq!(en["labels"]["now"], "Now");
            assert_eq!(fr["labels"]["now"], "Maintenant");
            assert_eq!(en["labels"]["stopped"], "The GM's fray stopped");
            assert_eq!(fr["labels"]["stopped"], "Le fray du MJ s’est arrêté");
            assert_eq!(en["system"], "Polaris 3rd edition");
            assert_eq!(fr["system"], "Polaris 3e édition");
            let log = |v: &Value| v["log"][0]["text"].as_str().unwrap_or_default().to_string();
            assert!(log(&en).contains("joins"), "{}", log(&en));
            assert!(log(&fr).contains("rejoint le combat"), "{}", log(&fr));
        });
    }
}

#[test]
fn the_log_keeps_the_last_lines_and_marks_the_undone() {
    let mut lines = vec!["add Kurt pc from mercenary", "add Ganger enemy from ganger"];
    let notes: Vec<String> = (0..20)
        .map(|n| format!("condition kurt prone{n}"))
        .collect();
    lines.extend(notes.iter().map(String::as_str));
    lines.push("undo");
    let timeline = played(fray::systems::polaris::ID, &lines);
    let (_, page) = page(&timeline, Lang::En);
    let log = page["log"].as_array().expect("log");
    assert_eq!(log.len(), 15);
    let last = timeline.records().last().map(|r| r.seq).unwrap_or_default();
    assert_eq!(log[14]["seq"], last, "the newest last: {log:?}");
    assert_eq!(log[13]["undone"], true, "the undone condition: {log:?}");
    assert_eq!(log[12]["undone"], false);
}

#[test]
fn a_name_with_control_or_bidi_characters_reaches_the_page_escaped() {
    use fray::engine::{Event, Record};
    use fray::model::{Combatant, CombatantId, DamageTrack, Side};
    // The command line refuses such a name; a save written by hand may still hold one.
    let mut timeline = Timeline::new(Header::new(fray::systems::polaris::ID, "Docks", 11, 0));
    timeline.commit(Record {
        seq: 1,
        command: "add evil pc".into(),
        at: None,
        events: vec![Event::CombatantAdded {
            combatant: Box::new(Combatant::new(
                CombatantId(1),
                "Ev\u{202e}il\u{7}",
                Side::Pc,
                DamageTrack::Monitors { tracks: Vec::new() },
            )),
        }],
    });
    let (raw, page) = page(&timeline, Lang::En);
    let name = page["combatants"][0]["name"].as_str().unwrap_or_default();
    assert!(!name.chars().any(fray::safe_text::is_unsafe), "{name:?}");
    assert!(name.starts_with("Ev"), "{name:?}");
    let log = page["log"][0]["text"].as_str().unwrap_or_default();
    assert!(!log.chars().any(fray::safe_text::is_unsafe), "{log:?}");
    assert!(
        !raw.contains('\u{202e}') && !raw.contains("\\u202e"),
        "{raw}"
    );
}

#[test]
fn markers_acting_at_once_read_at_the_same_time_from_the_second_on() {
    // POL-28: same phase, same Réaction: they act at the same time. The report flags every
    // marker of the group; the page says it of each one after the first.
    let timeline = played(
        fray::systems::polaris::ID,
        &[
            "add Kurt pc reaction=12",
            "add Lena pc reaction=12",
            "add Ganger enemy reaction=9",
            "start",
        ],
    );
    let (_, page) = page(&timeline, Lang::En);
    let rows: Vec<(&str, bool)> = page["order"]
        .as_array()
        .map(|rows| {
            rows.iter()
                .map(|r| (text(r, "name").unwrap_or(""), r["simultaneous"] == true))
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(rows.len(), 3, "{rows:?}");
    let together: Vec<bool> = rows.iter().map(|(_, at_once)| *at_once).collect();
    assert_eq!(together, [false, true, false], "{rows:?}");
}

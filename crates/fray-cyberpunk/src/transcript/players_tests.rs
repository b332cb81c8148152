//! What players see of the Cyberpunk facts, the replay's moments and coarse health.

use crate::engine::{Event, Header, Record, Timeline};
use crate::model::{CombatantId, Side};
use crate::player_view::lines;
use crate::rules::{Health, Moment, RuleSystem};
use crate::script::{Line, parse_in};

use super::super::ID;

fn play(lines: &[&str]) -> Timeline {
    let mut t = Timeline::new(Header::new(ID, "watch", 3, 0));
    for l in lines {
        let Ok(Line::Command(c)) = parse_in(ID, l) else {
            panic!("{l}");
        };
        let record = t.prepare(l, &c).unwrap_or_else(|e| panic!("{l}: {e}"));
        t.commit(record);
    }
    t
}

fn said(t: &Timeline) -> String {
    crate::i18n::with_lang(crate::i18n::Lang::En, || {
        lines(t)
            .into_iter()
            .map(|l| l.text)
            .collect::<Vec<_>>()
            .join("\n")
    })
}

#[test]
fn an_enemys_dice_are_hidden_its_shots_coarse() {
    let t = play(&[
        "add Vic from solo",
        "add Kurt from booster",
        "check kurt ref vs=10 check=4",
        "shoot kurt single vs=15 check=9",
        "check vic ref vs=10 check=4",
    ]);
    let text = said(&t);
    assert!(!text.contains("Kurt checks"), "{text}");
    assert!(
        text.contains("Kurt fires Budget Arms Auto 3: 1 bullet, hit"),
        "{text}"
    );
    assert!(!text.contains("d10 9"), "{text}");
    assert!(text.contains("Vic checks: d10 4"), "{text}");
}

fn moments_of(t: &Timeline, record: &Record) -> Vec<Moment> {
    super::super::system().moments(&record.events, t.state())
}

#[test]
fn fumbles_jams_lost_slots_and_deaths_are_moments() {
    let t = play(&[
        "add Vic from solo",
        "add Kurt from booster",
        "option out-of-slot next-slot",
        "start initiative=5,5",
        "actions vic 2",
        "delay vic 9",
        "shoot kurt single check=1 fumble=2",
        "damage kurt 16 save=1",
        "save kurt death save=10",
    ]);
    let records = t.records();
    let kurt = CombatantId(2);
    assert!(moments_of(&t, &records[5]).contains(&Moment::SlotLost {
        who: CombatantId(1)
    }));
    let shot = moments_of(&t, &records[6]);
    assert!(shot.contains(&Moment::Jam { who: kurt }), "{shot:?}");
    assert!(
        !shot.contains(&Moment::Fumble { who: kurt }),
        "2 < 3: a plain failure"
    );
    assert!(moments_of(&t, &records[8]).contains(&Moment::Death { who: kurt }));
    let c = t.state().combatant(kurt).expect("kurt");
    assert_eq!(super::health(t.state(), c), Health::Down);
    assert_eq!(c.side, Side::Enemy);
    let _ = Event::FightEnded;
}

#[test]
fn show_lays_out_slots_and_weapons() {
    let t = play(&[
        "add Vic from solo",
        "add Kurt from booster",
        "option out-of-slot next-slot",
        "start initiative=9,2",
        "actions vic 2",
        "shoot kurt single check=1 fumble=2",
    ]);
    let report = crate::report::Report::of(t.state());
    let text = crate::i18n::with_lang(crate::i18n::Lang::En, || {
        crate::rules::RuleSystem::report(super::super::system()).show_text(&report)
    })
    .expect("own layout");
    // The minus as the log writes it (« −3 chacune »).
    assert!(
        text.contains("Vic                      action 1/2 −3"),
        "{text}"
    );
    assert!(
        text.contains("Vic                      action 2/2 −3"),
        "{text}"
    );
    assert!(text.contains("init 25  REF 10  unhurt"), "{text}");
    assert!(text.contains("Budget Arms Auto 3 (pistol):"), "{text}");
    assert!(text.contains("jammed"), "{text}");
}

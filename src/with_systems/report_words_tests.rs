//! The sheet's words (`report::words`) of a real rule system with a wound locator. These
//! are the tests that need real systems: all of the module's tests do, so it keeps none in
//! its crate.

use crate::i18n::{self, Lang};
use crate::report::words::{SheetWords, side};
use crate::report::{LocationWounds, Report, Sheet, WoundRow};

/// A sheet with a serious wound at the right arm and the last row checked at the head.
fn wounded(report: &Report) -> Sheet {
    let mut sheet = report.combatants[0].clone();
    sheet.worst_wound = Some("death".into());
    sheet.wounds = vec![
        LocationWounds {
            location: "right-arm".into(),
            rows: vec![WoundRow {
                severity: "serious".into(),
                checked: 1,
                boxes: 2,
            }],
        },
        LocationWounds {
            location: "head".into(),
            rows: vec![WoundRow {
                severity: "death".into(),
                checked: 1,
                boxes: 1,
            }],
        },
    ];
    sheet
}

/// The report of a fight with one PC, in the first system with a wound locator.
fn demo_report() -> Report {
    use crate::engine::{Header, Timeline};
    use crate::model::SystemId;
    use crate::script::{self, Line};
    for id in SystemId::all() {
        let mut t = Timeline::new(Header::new(id, "Ambush", 5, 0));
        let Ok(Line::Command(command)) = script::parse_in(id, "add Aria pc") else {
            panic!("add");
        };
        let record = t.prepare("add Aria pc", &command).expect("add");
        t.commit(record);
        let report = Report::of(t.state());
        if report.combatants[0].locator.is_some() {
            return report;
        }
    }
    panic!("no system with a wound locator");
}

#[test]
fn english_keeps_the_keys() {
    i18n::with_lang(Lang::En, || {
        let report = demo_report();
        let words = SheetWords::of(&report);
        let sheet = wounded(&report);
        assert_eq!(words.worst_wound(&sheet).as_deref(), Some("death"));
        assert_eq!(words.severity("serious", Some("right-arm")), "serious");
        assert_eq!(words.location("right-arm"), "right-arm");
        assert_eq!(words.side("pc"), "pc");
        assert_eq!(words.side("enemy"), "enemy");
    });
}

#[test]
fn french_says_the_sheet_s_words() {
    i18n::with_lang(Lang::Fr, || {
        let report = demo_report();
        let words = SheetWords::of(&report);
        let sheet = wounded(&report);
        assert_eq!(words.worst_wound(&sheet).as_deref(), Some("mort"));
        assert_eq!(words.severity("death", Some("left-arm")), "membre détruit");
        assert_eq!(words.severity("death", None), "mort / membre détruit");
        assert_eq!(words.severity("light", None), "légère");
        assert_eq!(words.location("right-arm"), "bras droit");
        assert_eq!(words.location("nowhere"), "nowhere");
        assert_eq!(words.side("pc"), "PJ");
        assert_eq!(words.side("enemy"), "ennemi");
        assert_eq!(side("friends"), "friends");
    });
}

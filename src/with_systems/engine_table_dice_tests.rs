//! Dice given at the table (`engine::table_dice`) for a free roll decided by a real rule
//! system. These are the tests that need real systems; the module's other tests stay beside
//! it in its crate.

use crate::engine::table_dice::GivenDie;
use crate::engine::{Event, ScriptedDice};

#[test]
fn a_free_roll_takes_its_values_from_the_table() {
    use crate::engine::{Command, Header, Timeline};
    let t = Timeline::new(Header::new(
        crate::model::SystemId::default_system(),
        "t",
        1,
        0,
    ));
    let roll = |notation: &str| Command::Roll {
        notation: notation.into(),
        purpose: None,
    };
    let fray = t
        .decide(&roll("2d6+3"), &mut ScriptedDice::new([4, 5]))
        .expect("rolled");
    let mut table = t
        .decide(&roll("2d6+3:4,5"), &mut ScriptedDice::new([]))
        .expect("given");
    assert_eq!(
        table.pop(),
        Some(Event::TableDice {
            dice: vec![
                GivenDie {
                    slot: "roll".into(),
                    value: "4".into(),
                    who: None
                },
                GivenDie {
                    slot: "roll".into(),
                    value: "5".into(),
                    who: None
                },
            ]
        })
    );
    assert_eq!(fray, table);
    assert!(
        t.decide(&roll("2d6+3:4,9"), &mut ScriptedDice::new([]))
            .is_err()
    );
}

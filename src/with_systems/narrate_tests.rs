//! The shared narration (`narrate`) in French, on a real rule system's encounter. These are
//! the tests that need real systems; the module's other tests stay beside it in its crate.

use crate::engine::Event;
use crate::model::{Encounter, Step, SystemId};
use crate::narrate::{describe_event, set_aside};

#[test]
fn steps_set_aside_records_and_table_dice_read_in_french() {
    use crate::engine::table_dice::{GivenDie, describe as table};
    use crate::i18n::{Lang, with_lang};
    with_lang(Lang::Fr, || {
        let state = Encounter::new(SystemId::all()[0], "t".to_string());
        let step = |step| describe_event(&Event::StepChanged { step }, &state, &[]);
        assert_eq!(
            step(Step::Declaration).as_deref(),
            Some("déclarations, du plus lent au plus rapide")
        );
        assert_eq!(
            step(Step::Resolution).as_deref(),
            Some("actions, du plus rapide au plus lent")
        );
        assert_eq!(step(Step::RoundEnd).as_deref(), Some("tout le monde a agi"));
        assert_eq!(
            set_aside(3, 3, "x.torn", true),
            "l’enregistrement n°\u{a0}3 a été mis de côté dans x.torn (tronqué, jamais confirmé)"
        );
        assert_eq!(
            set_aside(3, 5, "x.bad", false),
            "les enregistrements n°\u{a0}3 à 5 ont été mis de côté dans x.bad (endommagés)"
        );
        let dice = [GivenDie {
            slot: "d20".into(),
            value: "13".into(),
            who: Some("Baral".into()),
        }];
        assert_eq!(
            table(&dice),
            "«\u{a0}d20\u{a0}», à la table\u{a0}: Baral 13"
        );
    });
    assert_eq!(
        set_aside(3, 3, "x.torn", true),
        "record #3 was set aside in x.torn (torn, never confirmed)"
    );
}

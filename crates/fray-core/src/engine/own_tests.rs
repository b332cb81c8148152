//! The carriers of a system's own values, with throwaway types of a system that is not
//! fray's: what the engine does with a value it cannot name.

use serde::Serialize;

use super::{Own, OwnFact, SystemCommand, SystemFact};
use crate::model::{CombatantId, SystemId};

/// The id of a system only these tests know.
const ELSEWHERE: SystemId = SystemId::declare("elsewhere");

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "command", rename_all = "snake_case")]
enum Move {
    Dash { who: CombatantId, metres: u32 },
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
enum Moved {
    Dashed { who: CombatantId, metres: u32 },
    Rested,
}

crate::own_payloads!(ELSEWHERE, Move, Moved);

impl OwnFact for Moved {
    fn combatants(&self) -> Vec<CombatantId> {
        match self {
            Moved::Dashed { who, .. } => vec![*who],
            Moved::Rested => Vec::new(),
        }
    }
}

/// Another type of the same system, to tell types apart.
#[derive(Debug, Clone, PartialEq, Serialize)]
struct Other(u8);

impl Own for Other {
    const SYSTEM: SystemId = ELSEWHERE;
}

impl OwnFact for Other {
    fn combatants(&self) -> Vec<CombatantId> {
        Vec::new()
    }
}

#[test]
fn a_carried_fact_is_written_exactly_as_its_own_type() {
    let fact = Moved::Dashed {
        who: CombatantId(3),
        metres: 12,
    };
    let own = serde_json::to_string(&fact).unwrap_or_else(|e| panic!("{e}"));
    let carried = serde_json::to_string(&SystemFact::from(fact)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(carried, own);
    assert_eq!(carried, r#"{"event":"dashed","who":3,"metres":12}"#);
}

#[test]
fn a_carried_value_reads_back_as_its_type_only() {
    let fact = SystemFact::from(Moved::Rested);
    assert_eq!(fact.get::<Moved>(), Some(&Moved::Rested));
    assert_eq!(fact.get::<Other>(), None);
    assert_eq!(<&Moved>::try_from(&fact), Ok(&Moved::Rested));
    let command = SystemCommand::from(Move::Dash {
        who: CombatantId(1),
        metres: 4,
    });
    assert!(<&Move>::try_from(&command).is_ok());
    assert_eq!(command.system(), ELSEWHERE);
    assert_eq!(fact.system(), ELSEWHERE);
}

#[test]
fn carried_values_compare_by_type_and_value_and_copy_whole() {
    let dash = |metres| {
        SystemFact::from(Moved::Dashed {
            who: CombatantId(2),
            metres,
        })
    };
    assert_eq!(dash(5), dash(5));
    assert_ne!(dash(5), dash(6));
    assert_ne!(SystemFact::from(Other(0)), SystemFact::from(Moved::Rested));
    let copy = dash(7).clone();
    assert_eq!(copy, dash(7));
    assert_eq!(copy.combatants(), vec![CombatantId(2)]);
    assert_eq!(
        format!("{copy:?}"),
        format!(
            "{:?}",
            Moved::Dashed {
                who: CombatantId(2),
                metres: 7
            }
        )
    );
}

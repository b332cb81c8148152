//! Per-target conditions (`Condition.target`): one per (name, target) on a combatant,
//! ended by name and target; untargeted ones and their saves are unchanged.

use crate::engine::apply::apply;
use crate::engine::{EndReason, Event};
use crate::model::{Combatant, CombatantId, Condition, DamageTrack, Encounter, Side, SystemId};

fn state() -> Encounter {
    let mut s = Encounter::new(SystemId::declare("targets"), "t");
    for (id, name) in [(1, "Hacker"), (2, "Camera"), (3, "Door")] {
        apply(
            &mut s,
            &Event::CombatantAdded {
                combatant: Box::new(Combatant::new(
                    CombatantId(id),
                    name,
                    Side::Pc,
                    DamageTrack::Monitors { tracks: Vec::new() },
                )),
            },
        );
    }
    s
}

fn marks(on: u32, n: i32) -> Event {
    Event::ConditionAdded {
        who: CombatantId(1),
        condition: Condition {
            value: Some(n),
            target: Some(CombatantId(on)),
            ..Condition::manual("marks")
        },
    }
}

fn held(s: &Encounter) -> Vec<(Option<CombatantId>, Option<i32>)> {
    s.combatant(CombatantId(1))
        .map(|c| c.conditions.iter().map(|k| (k.target, k.value)).collect())
        .unwrap_or_default()
}

#[test]
fn one_condition_per_name_and_target() {
    let mut s = state();
    apply(&mut s, &marks(2, 1));
    apply(&mut s, &marks(3, 2));
    apply(&mut s, &marks(2, 3));
    assert_eq!(
        held(&s),
        vec![
            (Some(CombatantId(3)), Some(2)),
            (Some(CombatantId(2)), Some(3))
        ]
    );
    apply(
        &mut s,
        &Event::ConditionEnded {
            who: CombatantId(1),
            name: "marks".into(),
            reason: EndReason::Removed,
            target: Some(CombatantId(3)),
        },
    );
    assert_eq!(held(&s), vec![(Some(CombatantId(2)), Some(3))]);
}

#[test]
fn an_untargeted_end_leaves_the_targeted_ones() {
    let mut s = state();
    apply(&mut s, &marks(2, 1));
    apply(
        &mut s,
        &Event::ConditionEnded {
            who: CombatantId(1),
            name: "marks".into(),
            reason: EndReason::Removed,
            target: None,
        },
    );
    assert_eq!(held(&s).len(), 1);
}

#[test]
fn an_untargeted_condition_is_written_as_before() {
    let json = serde_json::to_string(&Condition::manual("prone")).unwrap_or_default();
    assert!(!json.contains("target"), "{json}");
    let json = serde_json::to_string(&marks(2, 1)).unwrap_or_default();
    assert!(json.contains("\"target\":2"), "{json}");
}

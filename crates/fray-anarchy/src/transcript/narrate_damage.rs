//! The words of Anarchy damage: the boxes each monitor took and the state it leaves.

use crate::model::{CombatantId, Encounter};
use crate::t;

use super::narrate::name;

pub(super) fn damage_line(
    s: &Encounter,
    who: CombatantId,
    kind: super::super::monitor::Kind,
    boxes: u16,
    ignore_armor: bool,
    taken: &super::super::monitor::Taken,
) -> String {
    use super::super::monitor::Kind;
    let mut parts = Vec::new();
    if taken.armor > 0 {
        parts.push(t!("ana-log-boxes-armor", n = taken.armor));
    }
    if taken.stun > 0 {
        parts.push(t!("ana-log-boxes-stun", n = taken.stun));
    }
    if taken.physical + taken.beyond > 0 {
        parts.push(t!(
            "ana-log-boxes-physical",
            n = taken.physical + taken.beyond
        ));
    }
    // The Fluent selector of the damage's kind: the catalog words it in each language.
    let key_kind = match kind {
        Kind::Physical => "physical",
        Kind::Stun => "stun",
    };
    let mut line = t!(
        "ana-log-damage",
        who = name(s, who),
        n = u32::from(boxes),
        kind = key_kind,
        parts = crate::i18n::typography::join_list(&parts)
    );
    if ignore_armor {
        line = t!("ana-log-no-armor", line = line);
    }
    if let Some(c) = s.combatant(who) {
        let mut m = super::super::decide::sheet::monitors(c);
        let _ = m.take(kind, i32::from(boxes), ignore_armor);
        let was = super::super::decide::sheet::monitors(c);
        if m.down() && !was.down() {
            line = t!(
                "ana-log-now",
                line = line,
                state = t!("ana-down-out-of-action")
            );
        } else if m.unconscious() && !was.unconscious() {
            line = t!(
                "ana-log-now",
                line = line,
                state = t!("ana-down-unconscious")
            );
        }
    }
    line
}

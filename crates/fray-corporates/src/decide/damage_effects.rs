//! Critical damage (COR-41, COR-OP-18): 2d6 + the hit's levels on 3 levels or more, and the
//! conditions its line leaves: lost actions taken off the ladder, unusable limbs until the
//! Wound levels are recovered, unconscious, bleeding, dying, dead; what was held dropped
//! (the `drawn` flags off).

use crate::engine::{Batch, Dice};
use crate::model::{CombatantId, Expiry};

use super::super::critical::{Critical, critical as line, hit_levels, triggered};
use super::super::damage::Split;
use super::super::fact::CorporatesFact;
use super::super::options;
use super::super::rolls::{CRITICAL, FACE};
use super::act_melee::{add, counter, fact, lose_actions};

/// Rolls critical damage when the hit calls for it, and leaves its conditions (COR-41).
pub fn critical(batch: &mut Batch, dice: &mut dyn Dice, who: CombatantId, hit: Split) {
    if !triggered(hit.wound + hit.fatigue) {
        return;
    }
    let levels = hit_levels(hit, options::critical_whole_hit(batch.state()));
    let rolled = [dice.roll_for(6, CRITICAL), dice.roll_for(6, CRITICAL)];
    let result = line(rolled[0] + rolled[1] + levels);
    let face = (result == Critical::Face).then(|| dice.roll_for(6, FACE));
    batch.push(fact(CorporatesFact::Critical {
        who,
        dice: rolled,
        levels,
        result,
        face,
    }));
    effects(batch, who, result, hit);
}

/// The conditions a line of the table leaves (COR-41). The Wound counter already holds the
/// hit; limbs stay unusable until it is back to where it was before (9: one level back).
pub fn effects(batch: &mut Batch, who: CombatantId, result: Critical, hit: Split) {
    use Critical as C;
    let after = counter(batch, who, "wound");
    let before = after - i32::try_from(hit.wound).unwrap_or(0);
    let lasting = |name| (name, Some(before), Expiry::Manual);
    let manual = |name| (name, None, Expiry::Manual);
    let conditions: Vec<(&str, Option<i32>, Expiry)> = match result {
        // 8: "stunned" is the 2 actions it costs, taken off below, not a turn without any.
        C::Nothing | C::Unbalanced | C::HandDrop | C::Face | C::Stunned => vec![],
        C::LegSlowed => vec![("leg-wound", Some(after - 1), Expiry::Manual)],
        C::KnockedDown => vec![manual("fallen")],
        C::ArmUseless => vec![lasting("arm-unusable")],
        C::LegUseless => vec![lasting("leg-unusable")],
        C::KnockedOut => vec![manual("unconscious")],
        C::Bleeding => vec![manual("unconscious"), manual("bleeding")],
        C::HandLost => vec![lasting("hand-unusable")],
        C::FootLost => vec![lasting("foot-unusable")],
        C::Dying => vec![manual("dying")],
        C::Dead => vec![manual("dead")],
    };
    for (name, value, expiry) in conditions {
        add(batch, who, name, value, None, expiry);
    }
    if result.drops() {
        let drawn: Vec<String> = batch
            .state()
            .combatant(who)
            .map(|c| {
                c.gear
                    .iter()
                    .filter(|g| g.flag("drawn"))
                    .map(|g| g.key.clone())
                    .collect()
            })
            .unwrap_or_default();
        for key in drawn {
            batch.push(crate::engine::Event::GearFlagSet {
                who,
                key,
                flag: "drawn".into(),
                on: false,
            });
        }
    }
    let lost = result.actions_lost();
    if lost > 0 {
        lose_actions(batch, who, lost);
    }
}

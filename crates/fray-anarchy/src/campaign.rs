//! What a runner carries from one fight to the next, and which Anarchy commands a campaign
//! takes between fights.
//!
//! Kept (the shared default): the sheet, the monitors' boxes (the text gives no healing
//! between fights: ANA-OP-15, `rest days`), the Chance and Anarchy points left, because
//! « Une fois tous dépensés, il faudra attendre la prochaine séance pour reconstituer sa
//! réserve » (ANA-04) and a session holds many fights, and the surveillance score, which
//! only a reboot clears (« Pour remettre à zéro son score de surveillance, un decker doit
//! rebooter son cyberdeck », ANA-19; a rest counts as one: ANA-OP-16).
//!
//! Dropped besides the default's: what a spent Anarchy point bought for a roll still to come
//! (Well disposed's dice « si l'un de vos Comportements […] s'applique à la situation »,
//! Take a risk's glitch die « à son jet »): the situation was that fight's (ANA-OP-16).

use crate::engine::Command;
use crate::model::Combatant;
use crate::rules::campaign::carried_default;

use super::command::AnarchyCommand as C;
use super::decide::points::{TAKE_A_RISK, WELL_DISPOSED};
use super::points::Spend;

/// The counters a fight leaves behind: bought for a roll of that fight.
const FIGHT_COUNTERS: [&str; 2] = [WELL_DISPOSED, TAKE_A_RISK];

/// `fighter` as the campaign keeps them after a fight.
pub fn carried(fighter: &Combatant) -> Combatant {
    let mut kept = carried_default(fighter);
    kept.pools
        .retain(|pool| !FIGHT_COUNTERS.contains(&pool.name()));
    kept
}

/// Whether the campaign takes `command` between fights: the rests, a new session, awards,
/// damage and healing by hand, and First aid (an Anarchy point healing another character,
/// ANA-05, nothing in the text ties it to a fight). Tests, initiative and every spend or
/// order change of a Turn stay in the fights.
pub fn between_fights(command: &Command) -> bool {
    let Some(own) = command.own::<C>() else {
        return false;
    };
    match own {
        C::Rest { .. } | C::Session | C::Award { .. } | C::Damage { .. } | C::Heal { .. } => true,
        C::Spend { what, .. } => *what == Spend::FirstAid,
        C::Test { .. }
        | C::Initiative { .. }
        | C::Arcane(_)
        | C::Reroll { .. }
        | C::Interpose { .. }
        | C::Reorder { .. }
        | C::Shift { .. }
        | C::Rerolled { .. } => false,
    }
}

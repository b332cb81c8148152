//! Notable moments of a fight, for the replay's timeline: what a GM scrubbing back looks
//! for. Each rule system says which of its events are notable.

use crate::engine::Event;
use crate::model::CombatantId;

/// Something worth a mark on the replay's timeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Moment {
    /// A new round began.
    RoundStarted {
        /// Its number.
        round: u32,
    },
    /// A critical success.
    Critical {
        /// Who rolled it.
        who: CombatantId,
    },
    /// A critical failure.
    Fumble {
        /// Who rolled it.
        who: CombatantId,
    },
    /// Someone was surprised.
    Surprised {
        /// Who.
        who: CombatantId,
    },
    /// A limb was destroyed.
    LimbLost {
        /// Whose.
        who: CombatantId,
    },
    /// A weapon jammed.
    Jam {
        /// Whose weapon.
        who: CombatantId,
    },
    /// An action slot was pushed out of the round.
    SlotLost {
        /// Whose slot.
        who: CombatantId,
    },
    /// Someone was knocked out (a full stun monitor, say).
    KnockedOut {
        /// Who.
        who: CombatantId,
    },
    /// Someone set off an alert: the authorities or a hidden watcher step in.
    Alert {
        /// Who set it off.
        who: CombatantId,
    },
    /// A test turned up a complication (a glitch or complication die on 1).
    Complication {
        /// Who rolled.
        who: CombatantId,
    },
    /// A test turned up an exploit (a glitch die on 5 or 6).
    Exploit {
        /// Who rolled.
        who: CombatantId,
    },
    /// Points that buy effects were spent (a narrative currency, say).
    PointSpent {
        /// The spender; `None`: the GM's own pool.
        who: Option<CombatantId>,
    },
    /// Someone switched to an emergency mode that changes how they act for a while (a
    /// desperate defence, every action at once).
    Emergency {
        /// Who.
        who: CombatantId,
    },
    /// Someone took a grave wound: a critical hit's table result (a limb, a torso wound).
    GraveWound {
        /// Who.
        who: CombatantId,
    },
    /// Someone died.
    Death {
        /// Who.
        who: CombatantId,
    },
    /// The fight ended.
    FightEnded,
}

impl Moment {
    /// The combatant the moment is about, if any.
    pub fn who(&self) -> Option<CombatantId> {
        match self {
            Moment::RoundStarted { .. } | Moment::FightEnded => None,
            Moment::PointSpent { who } => *who,
            Moment::Critical { who }
            | Moment::Fumble { who }
            | Moment::Surprised { who }
            | Moment::LimbLost { who }
            | Moment::Jam { who }
            | Moment::SlotLost { who }
            | Moment::KnockedOut { who }
            | Moment::Alert { who }
            | Moment::Complication { who }
            | Moment::Exploit { who }
            | Moment::Emergency { who }
            | Moment::GraveWound { who }
            | Moment::Death { who } => Some(*who),
        }
    }
}

/// The moments every system shares: rounds and the end of the fight.
pub fn common_moments(events: &[Event]) -> Vec<Moment> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::RoundStarted { round } => Some(Moment::RoundStarted { round: *round }),
            Event::FightEnded => Some(Moment::FightEnded),
            _ => None,
        })
        .collect()
}

//! The Anarchy rules' own facts, as a record will write them once the plug-in is wired:
//! every die and every point spent, for the transcript (ANA-01 to ANA-11).

use serde::{Deserialize, Serialize};

use crate::model::CombatantId;
use crate::rules::OwnFact;

use super::command::Against;
use super::initiative::Score;
use super::monitor::{Kind, Taken};
use super::points::{Interposed, Spend};
use super::pool::PoolRoll;

/// Where a Narration went for this Turn (ANA-11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "to", content = "after", rename_all = "snake_case")]
pub enum Placed {
    /// The next Narration.
    First,
    /// The Turn's last.
    Last,
    /// Right after this character's.
    After(CombatantId),
}

/// A fact only the Anarchy rules write.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum AnarchyFact {
    /// A dice-pool test (ANA-01 to ANA-03), the Chance point before it included (ANA-04).
    AnaTest {
        /// Who rolled.
        who: CombatantId,
        /// Every die.
        roll: PoolRoll,
        /// The opposing successes or threshold, when given.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        against: Option<Against>,
        /// Dice the wound modifier took off the pool (ANA-21).
        #[serde(default, skip_serializing_if = "is_zero")]
        wounds: u8,
        /// Dice Well disposed added to the pool (ANA-05); 0 in saves written before it
        /// was kept.
        #[serde(default, skip_serializing_if = "is_zero")]
        bought: u8,
        /// Whom the attack was aimed at, when named (`at`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<CombatantId>,
        /// The weapon's key, when named (`with`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        weapon: Option<String>,
    },
    /// A Chance point spent on the result: every die rolled again (ANA-04, ANA-OP-03).
    AnaReroll {
        /// Who.
        who: CombatantId,
        /// The new dice.
        roll: PoolRoll,
        /// The opposing successes or threshold, when given.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        against: Option<Against>,
        /// Whom the test was aimed at, when named.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<CombatantId>,
        /// The weapon's key, when named.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        weapon: Option<String>,
    },
    /// Anarchy points spent, by a player or (`who` = `None`) the GM (ANA-05, ANA-07).
    AnaSpend {
        /// The spender; `None`: the GM's pool.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<CombatantId>,
        /// What it bought.
        spend: Spend,
        /// Points spent.
        points: i32,
        /// On whom, when it names someone (First aid, Riposte, Take a risk).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        on: Option<CombatantId>,
    },
    /// An interposition (ANA-06).
    AnaInterpose {
        /// The interposing character.
        who: CombatantId,
        /// The character first hit.
        for_whom: CombatantId,
        /// The attacker's successes.
        attacker: u32,
        /// The interposing character's defense roll.
        roll: PoolRoll,
        /// Who ends up hit.
        outcome: Interposed,
    },
    /// An initiative roll (ANA-09).
    AnaInitiative {
        /// Who (a group's first member stands for the group, ANA-10).
        who: CombatantId,
        /// The dice and attribute.
        score: Score,
        /// The total.
        total: i32,
    },
    /// A magic or Matrix fact (ANA-12 to ANA-20): [`super::arcane::ArcaneFact`].
    AnaArcane(super::arcane::ArcaneFact),
    /// Damage on the monitors (ANA-21), box by box.
    AnaDamage {
        /// Who.
        who: CombatantId,
        /// Physical or stun.
        kind: Kind,
        /// Boxes dealt.
        boxes: u16,
        /// Whether Armor was ignored.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        ignore_armor: bool,
        /// Where they went.
        taken: Taken,
        /// Who dealt them, when named (`by`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<CombatantId>,
        /// With what, when named (`with`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        weapon: Option<String>,
    },
    /// The GM's reorder of the Narrations for this Turn (ANA-07), the d6 per character
    /// of a random one kept.
    AnaReorder {
        /// The Turn's new order (in older saves, the players' alone).
        order: Vec<CombatantId>,
        /// The dice of a random order, one per character in the old order.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        dice: Vec<u8>,
    },
    /// A Narration moved for this Turn by a rule (Upheaval, Paralysis: ANA-11).
    AnaShift {
        /// Whose Narration.
        who: CombatantId,
        /// Where to.
        place: Placed,
    },
    /// A new session (ANA-04, ANA-OP-02): the GM's pool it starts with.
    AnaSession {
        /// The GM's points.
        gm: i32,
    },
    /// A Chance point spent on the result of any test (ANA-04): the test that follows in
    /// the same record is that test rolled again, every die.
    AnaRerolled {
        /// Who spends the point.
        who: CombatantId,
    },
    /// Boxes cleared by `heal` (ANA-21).
    AnaHealed {
        /// Who.
        who: CombatantId,
        /// The track: `None` is Armor.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        track: Option<Kind>,
        /// Boxes cleared.
        boxes: u16,
    },
    /// A rest between fights (ANA-04, ANA-OP-15): its kind and who rests; what it gives
    /// back follows as the shared counter and monitor events, and [`AnarchyFact::AnaHealed`].
    AnaRest {
        /// Which rest.
        rest: super::rest::Rest,
        /// Who rests; `None`: every character of the campaign.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<CombatantId>,
    },
    /// Points awarded by the GM (ANA-OP-02).
    AnaAward {
        /// Who; `None`: the GM's pool.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<CombatantId>,
        /// Points given.
        points: i32,
    },
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl AnarchyFact {
    /// The event carrying it.
    pub fn event(self) -> crate::engine::Event {
        crate::engine::Event::System(self.into())
    }
}

/// The Anarchy fact an event records, if any.
pub fn fact_of(event: &crate::engine::Event) -> Option<&AnarchyFact> {
    event.fact::<AnarchyFact>()
}

impl OwnFact for AnarchyFact {
    fn combatants(&self) -> Vec<CombatantId> {
        match self {
            AnarchyFact::AnaTest { who, target, .. }
            | AnarchyFact::AnaReroll { who, target, .. } => {
                std::iter::once(*who).chain(*target).collect()
            }
            AnarchyFact::AnaDamage { who, by, .. } => std::iter::once(*who).chain(*by).collect(),
            AnarchyFact::AnaInitiative { who, .. } => vec![*who],
            AnarchyFact::AnaReorder { order, .. } => order.clone(),
            AnarchyFact::AnaSession { .. } => Vec::new(),
            AnarchyFact::AnaShift { who, place } => match place {
                Placed::After(other) => vec![*who, *other],
                Placed::First | Placed::Last => vec![*who],
            },
            AnarchyFact::AnaAward { who, .. } | AnarchyFact::AnaRest { who, .. } => {
                who.iter().copied().collect()
            }
            AnarchyFact::AnaRerolled { who } | AnarchyFact::AnaHealed { who, .. } => vec![*who],
            AnarchyFact::AnaSpend { who, on, .. } => who.iter().chain(on.iter()).copied().collect(),
            AnarchyFact::AnaInterpose { who, for_whom, .. } => vec![*who, *for_whom],
            AnarchyFact::AnaArcane(f) => f.combatants(),
        }
    }
}

/// Writes a fact into the encounter: the facts so far are for the transcript only (the
/// state changes are the shared events around them).
pub fn apply(state: &mut crate::model::Encounter, fact: &AnarchyFact) {
    let _ = (state, fact);
}

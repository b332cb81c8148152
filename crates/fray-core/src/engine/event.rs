//! Events: past-tense facts. Each carries every die rolled and every value needed to apply
//! it, so applying never fails and never rolls.

use serde::{Deserialize, Serialize};

use super::own::{OwnFact, SystemFact};
use crate::model::{
    Combatant, CombatantId, Condition, EntryStatus, FightLink, Gear, Initiative, LadderEntry,
    MarkerRef, PartyLink, RollRecord, Side, Skill, Step, Token,
};

/// Why a condition ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// Its duration ran out.
    Expired,
    /// The GM removed it, or a rule resolved it.
    Removed,
}

/// A wound written into a locator, after the overflow rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WoundMark {
    /// Location index in the locator.
    pub location: usize,
    /// Severity of the wound as received.
    pub severity: usize,
    /// Row where the box was checked, after overflow.
    pub landed: usize,
    /// Full rows erased by the overflow, in cascade order.
    pub cleared: Vec<usize>,
    /// Final damage that produced it, when it came from damage.
    pub damage: Option<i32>,
}

crate::by_name_too! {
/// A fact about the encounter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event read by EventByName as "Event" {
    /// A combatant joined the roster.
    CombatantAdded { combatant: Box<Combatant> },
    /// A combatant's whole sheet and state were written again, as `combatant` holds them
    /// (a campaign taking back a PC's state at the end of a fight). Same id, same place.
    CombatantReplaced { combatant: Box<Combatant> },
    /// A campaign's party joined this fight: their `combatant_added` events come before it
    /// in the same record.
    PartyJoined { party: PartyLink },
    /// A fight was linked to this campaign.
    FightLinked { fight: FightLink },
    /// A fight's party was written back to this campaign, up to the fight's record `through`.
    FightSynced {
        file: String,
        name: String,
        through: u64,
    },
    /// A combatant left the roster (and the ladder).
    CombatantRemoved { who: CombatantId },
    /// A combatant was renamed.
    CombatantRenamed { who: CombatantId, name: String },
    /// A combatant was hidden from the players.
    CombatantHidden { who: CombatantId },
    /// A hidden combatant was revealed to the players.
    CombatantRevealed { who: CombatantId },
    /// A combatant changed side.
    SideChanged { who: CombatantId, side: Side },
    /// A numeric sheet value was set (`None` removes it).
    StatSet {
        who: CombatantId,
        stat: String,
        value: Option<i32>,
    },
    /// A skill was set (`None` removes it).
    SkillSet {
        who: CombatantId,
        skill: String,
        value: Option<Skill>,
    },
    /// A combatant's note was replaced.
    NoteSet { who: CombatantId, text: String },
    /// A condition was put on a combatant.
    ConditionAdded {
        who: CombatantId,
        condition: Condition,
    },
    /// A condition ended.
    ConditionEnded {
        who: CombatantId,
        name: String,
        reason: EndReason,
        /// The target of a per-target condition ([`crate::model::Condition::target`]).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<CombatantId>,
    },
    /// A free roll.
    DiceRolled { roll: RollRecord },
    /// An option was set.
    OptionSet { key: String, value: String },
    /// A countdown started.
    CountdownStarted { label: String, attempts: i32 },
    /// Attempts of a countdown were used; `left` is what remains.
    CountdownTicked { label: String, used: i32, left: i32 },
    /// A new round began; the ladder is cleared for it.
    RoundStarted { round: u32 },
    /// The round moved to another step.
    StepChanged { step: Step },
    /// The marker acting or declaring now (`None`: nobody).
    TurnPassed { to: Option<MarkerRef> },
    /// A marker was placed on the ladder (or replaced).
    MarkerPlaced { entry: LadderEntry },
    /// A marker moved to another position.
    MarkerMoved { at: MarkerRef, position: i32 },
    /// A marker's status changed.
    MarkerStatus { at: MarkerRef, status: EntryStatus },
    /// A marker's action was rushed, with the malus it carries.
    MarkerRushed { at: MarkerRef, malus: i32 },
    /// A marker was taken off the ladder.
    MarkerRemoved { at: MarkerRef },
    /// A marker's malus changed (a multi-action penalty recomputed), nothing else.
    MarkerMalus { at: MarkerRef, malus: i32 },
    /// A combatant's tie-break rolls for the round (replacing any earlier ones).
    TiebreakSet { who: CombatantId, rolls: Vec<i32> },
    /// A combatant's lasting initiative score was set (`None` clears it).
    InitiativeSet {
        who: CombatantId,
        initiative: Option<Initiative>,
    },
    /// A piece of gear was given (or replaced, by key).
    GearAdded { who: CombatantId, gear: Gear },
    /// A piece of gear was taken away.
    GearRemoved { who: CombatantId, key: String },
    /// A numeric value of a piece of gear was set (`None` removes it).
    GearValueSet {
        who: CombatantId,
        key: String,
        name: String,
        value: Option<i32>,
    },
    /// A flag of a piece of gear was turned on or off.
    GearFlagSet {
        who: CombatantId,
        key: String,
        flag: String,
        on: bool,
    },
    /// A combatant declared an intent; a secret one is the GM's: players see that they
    /// declared, not what (absent from the record when public, as in older saves).
    Declared {
        who: CombatantId,
        intent: String,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        secret: bool,
    },
    /// The number of opponents engaging a combatant.
    OpponentsSet { who: CombatantId, count: u8 },
    /// The failed attempts in a row at an action, after a test; 0 clears them.
    FailuresCounted {
        who: CombatantId,
        action: String,
        failures: u32,
    },
    /// A test the GM resolved without a roll.
    NonRandomTest {
        who: CombatantId,
        what: String,
        success: bool,
    },
    /// An opposed test was settled: the winner, or none (the GM decides).
    OpposedSettled {
        winner: Option<CombatantId>,
        note: String,
    },
    /// A wound was checked on a locator.
    WoundMarked { who: CombatantId, wound: WoundMark },
    /// Boxes were erased from a locator row (healing or a GM correction).
    WoundHealed {
        who: CombatantId,
        location: usize,
        severity: usize,
        boxes: u8,
    },
    /// Damage came to nothing (final damage below the lightest threshold).
    DamageIgnored { who: CombatantId, damage: i32 },
    /// A token pool was given a type, and maybe a fixed score P.
    PoolTypeSet {
        who: CombatantId,
        pool_type: String,
        score: Option<u32>,
    },
    /// A recharge: the `discarded` undrawn tokens left were thrown away, then `gained` put
    /// in the pool.
    PoolRecharged {
        who: CombatantId,
        gained: u32,
        discarded: u32,
    },
    /// Tokens drawn from the pool face down into defense, in this order; then `faceless`
    /// more drawn from a real bag at the table with no face given (faces unknown until
    /// they are turned over).
    DefenseDrawn {
        who: CombatantId,
        tokens: Vec<Token>,
        #[serde(default, skip_serializing_if = "crate::model::pools::none_faceless")]
        faceless: u32,
    },
    /// Tokens drawn face up from the pool and spent; the `refunded` ones (by index) went
    /// straight back into the pool undrawn.
    TokensSpent {
        who: CombatantId,
        tokens: Vec<Token>,
        refunded: Vec<usize>,
    },
    /// Undrawn tokens left the pool without being drawn: a cost paid or suppression
    ///. Never more than the pool holds.
    TokensLost { who: CombatantId, count: u32 },
    /// The first `count` face-down defense tokens were turned face up in order; failures
    /// were discarded, successes stay. `faces` are the faces of those among them drawn
    /// with no face (a real bag's), in order, as the table gave them when turned over.
    DefenseRevealed {
        who: CombatantId,
        count: u32,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        faces: Vec<Token>,
    },
    /// The last `count` face-down defense tokens drawn were given up unseen; `returned` of
    /// them went back to the pool undrawn, the rest were discarded.
    DefenseGivenUp {
        who: CombatantId,
        count: u32,
        returned: u32,
    },
    /// The first `count` revealed defense successes were cancelled by the GM.
    DefenseReset { who: CombatantId, count: u32 },
    /// A counter the table owns was set (the GM's pool of points); 0 removes it.
    TableCounterSet { name: String, value: i32 },
    /// A counter was set (aim bonus, adjust points, melee advantage, spray bullets); 0
    /// removes it.
    CounterSet {
        who: CombatantId,
        name: String,
        value: i32,
    },
    /// A counter only the GM sees was set (a secret score such as surveillance points);
    /// 0 removes it. Players' views, log and report never show it.
    SecretCounterSet {
        who: CombatantId,
        name: String,
        value: i32,
    },
    /// Boxes filled on a condition monitor; those past its size go to its overflow.
    MonitorMarked {
        who: CombatantId,
        track: String,
        boxes: u16,
    },
    /// Boxes cleared from a condition monitor, overflow first.
    MonitorHealed {
        who: CombatantId,
        track: String,
        boxes: u16,
    },
    /// A condition monitor was made (when missing) or resized.
    MonitorResized {
        who: CombatantId,
        track: String,
        boxes: u16,
    },
    /// The action a combatant has under way on a roundless timeline.
    PendingSet {
        who: CombatantId,
        action: Option<String>,
    },
    /// The fight ended.
    FightEnded,
    /// An earlier command's whole batch was voided.
    CommandUndone { seq: u64 },
    /// An undone command's batch was restored.
    CommandRedone { seq: u64 },
    /// Undone commands that can no longer be redone, because a new command came after them.
    RedoDropped { seqs: Vec<u64> },
    /// Written by the store, not by a command: lines were moved out of the save into a
    /// side file (a torn last record, or everything from damage on, when salvaging), and
    /// the sequence numbers `first..=last` they used (or may have used) are skipped, so no
    /// number ever names two records. The record holding it has the number `last + 1`; it
    /// changes nothing in the encounter and is never undone or redone.
    RecordsSetAside {
        /// The first number skipped.
        first: u64,
        /// The last number skipped.
        last: u64,
        /// The side file's name (no folder).
        file: String,
        /// Whether the lines were a torn tail (an interrupted write) rather than damage.
        torn: bool,
    },
    /// Dice the command took as rolled at the table, in the order the rules used them (the
    /// other events carry every die as usual). Changes nothing in the encounter.
    TableDice {
        dice: Vec<super::table_dice::GivenDie>,
    },
}
only {
    /// A fact of the encounter's rule system's own, stored as the system shapes it (its
    /// own `event` tag); `apply` hands it to the system.
    #[serde(untagged)]
    System(SystemFact),
}
}

impl Event {
    /// Every combatant the event names (a fact's own list for a system fact).
    pub fn combatants(&self) -> Vec<CombatantId> {
        match self {
            Event::CombatantAdded { combatant } | Event::CombatantReplaced { combatant } => {
                vec![combatant.id]
            }
            Event::PartyJoined { party } => party.members.iter().map(|m| m.id).collect(),
            Event::CombatantRemoved { who }
            | Event::CombatantRenamed { who, .. }
            | Event::CombatantHidden { who }
            | Event::CombatantRevealed { who }
            | Event::SideChanged { who, .. }
            | Event::StatSet { who, .. }
            | Event::SkillSet { who, .. }
            | Event::NoteSet { who, .. }
            | Event::ConditionEnded { who, .. }
            | Event::Declared { who, .. }
            | Event::OpponentsSet { who, .. }
            | Event::FailuresCounted { who, .. }
            | Event::NonRandomTest { who, .. }
            | Event::WoundMarked { who, .. }
            | Event::WoundHealed { who, .. }
            | Event::DamageIgnored { who, .. }
            | Event::PoolTypeSet { who, .. }
            | Event::PoolRecharged { who, .. }
            | Event::DefenseDrawn { who, .. }
            | Event::TokensSpent { who, .. }
            | Event::TokensLost { who, .. }
            | Event::DefenseRevealed { who, .. }
            | Event::DefenseGivenUp { who, .. }
            | Event::DefenseReset { who, .. }
            | Event::CounterSet { who, .. }
            | Event::SecretCounterSet { who, .. }
            | Event::MonitorMarked { who, .. }
            | Event::MonitorHealed { who, .. }
            | Event::MonitorResized { who, .. }
            | Event::PendingSet { who, .. }
            | Event::TiebreakSet { who, .. }
            | Event::InitiativeSet { who, .. }
            | Event::GearAdded { who, .. }
            | Event::GearRemoved { who, .. }
            | Event::GearValueSet { who, .. }
            | Event::GearFlagSet { who, .. } => vec![*who],
            Event::ConditionAdded { who, condition } => {
                std::iter::once(*who).chain(condition.target).collect()
            }
            Event::OpposedSettled { winner, .. } => winner.iter().copied().collect(),
            Event::TurnPassed { to } => to.iter().map(|m| m.owner).collect(),
            Event::MarkerPlaced { entry } => vec![entry.at.owner],
            Event::MarkerMoved { at, .. }
            | Event::MarkerStatus { at, .. }
            | Event::MarkerRushed { at, .. }
            | Event::MarkerRemoved { at }
            | Event::MarkerMalus { at, .. } => vec![at.owner],
            Event::System(fact) => fact.combatants(),
            Event::DiceRolled { .. }
            | Event::OptionSet { .. }
            | Event::CountdownStarted { .. }
            | Event::CountdownTicked { .. }
            | Event::RoundStarted { .. }
            | Event::StepChanged { .. }
            | Event::TableCounterSet { .. }
            | Event::FightEnded
            | Event::CommandUndone { .. }
            | Event::CommandRedone { .. }
            | Event::RedoDropped { .. }
            | Event::RecordsSetAside { .. }
            | Event::TableDice { .. }
            | Event::FightLinked { .. }
            | Event::FightSynced { .. } => Vec::new(),
        }
    }

    /// The system fact of type `F` this event carries, if it carries one.
    pub fn fact<F: OwnFact>(&self) -> Option<&F> {
        match self {
            Event::System(fact) => fact.get(),
            _ => None,
        }
    }
}

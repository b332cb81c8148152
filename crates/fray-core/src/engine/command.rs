//! Commands: what the GM asks, in the imperative. A command may be refused.
//!
//! Combatants are named as the GM typed them; `decide` resolves the name, so an unknown
//! name is a rule error shown inline rather than a parse failure.

use serde::{Deserialize, Serialize};

use super::own::{Own, SystemCommand};
use crate::model::Side;

/// A sheet value to set: `reaction=14`, `firearms=4+9`, `stealth=X`, `firearms=-` (remove).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Assign {
    /// Lower-case stat or skill name.
    pub key: String,
    /// The value.
    pub value: AssignValue,
}

/// The right-hand side of an [`Assign`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AssignValue {
    /// A plain number: an attribute or other stat.
    Number { value: i32 },
    /// A skill line `base+mastery`.
    Skill { base: i32, mastery: i32 },
    /// A reserved skill `X`, with its base level.
    Reserved { base: i32 },
    /// Removes the stat or skill.
    Remove,
}

/// When a condition the GM adds should end.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Lasting {
    /// Until removed.
    Manual,
    /// For N rounds: ends when round (now + N) starts.
    Rounds { rounds: u32 },
    /// Until the named combatant's next action starts.
    StartOfAction { of: String },
    /// Until the named combatant's next action ends.
    EndOfAction { of: String },
}

/// A command the GM gives.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum Command {
    /// Adds one combatant, or `count` numbered ones from a template or a name.
    Add {
        name: String,
        side: Option<Side>,
        count: u32,
        template: Option<String>,
        assigns: Vec<Assign>,
        /// Hidden from the players from the start (`add … hidden`).
        #[serde(default)]
        hidden: bool,
    },
    /// Adds one combatant from a whole sheet read elsewhere (a PC imported from a
    /// spreadsheet into a campaign): kept in the save as the `add` line of its name, side,
    /// stats and skills; its gear and note are in the record's event.
    AddSheet {
        sheet: Box<crate::rules::bestiary::Template>,
        side: Side,
    },
    /// Hides combatants from the players.
    Hide { who: Vec<String> },
    /// Reveals hidden combatants to the players.
    Reveal { who: Vec<String> },
    /// Removes a combatant from the roster and the ladder.
    Remove { who: String },
    /// Renames a combatant.
    Rename { who: String, name: String },
    /// Moves a combatant to another side.
    SetSide { who: String, side: Side },
    /// Sets sheet values.
    Set { who: String, assigns: Vec<Assign> },
    /// Replaces a combatant's note (empty clears it).
    Note { who: String, text: String },
    /// Puts a condition on a combatant.
    Condition {
        who: String,
        name: String,
        value: Option<i32>,
        lasting: Lasting,
    },
    /// Removes a condition.
    Uncondition { who: String, name: String },
    /// A free roll in dice notation.
    Roll {
        notation: String,
        purpose: Option<String>,
    },
    /// Sets a per-encounter option (an open point's tracker default, an optional rule).
    Option { key: String, value: String },
    /// Starts a countdown of attempts.
    Countdown { label: String, attempts: i32 },
    /// Uses attempts of a countdown.
    Tick { label: String, attempts: i32 },
    /// Starts the fight, or the next round.
    Start,
    /// Moves to the next actor, step or round.
    Next,
    /// Ends the fight.
    End,
    /// Voids the last command still in effect.
    Undo,
    /// Restores the last undone command.
    Redo,
    /// A command of the encounter's rule system's own.
    System(SystemCommand),
    /// Brings a campaign's party into the fight at its carried state (`party "Les
    /// Ombres"`). The parser leaves `source` empty: the session reads the campaign and
    /// fills it before the rules decide.
    Party {
        campaign: String,
        #[serde(skip)]
        source: Option<Box<PartySource>>,
    },
    /// Writes a fight's party back into this campaign (`sync ambush`). The parser leaves
    /// `source` empty: the session reads the fight and fills it before the rules decide.
    Sync {
        fight: String,
        #[serde(skip)]
        source: Option<Box<SyncSource>>,
    },
    /// A command with dice rolled at the table: `inner` is decided with `given` first.
    Rolled {
        given: super::table_dice::GivenDice,
        inner: Box<Command>,
    },
}

impl Command {
    /// Whether the command is an undo or redo (decided by the history, not the rules).
    pub fn is_history(&self) -> bool {
        matches!(self, Command::Undo | Command::Redo)
    }

    /// The system command of type `C` this is, if it is one.
    pub fn own<C: Own>(&self) -> Option<&C> {
        match self {
            Command::System(own) => own.get(),
            Command::Rolled { inner, .. } => inner.own(),
            _ => None,
        }
    }
}

/// A campaign's party as a fight receives it: read by the session, decided by the rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PartySource {
    /// The campaign's file stem in the campaigns folder.
    pub file: String,
    /// The campaign's name.
    pub name: String,
    /// Its player characters at their carried state, with their campaign ids.
    pub members: Vec<crate::model::Combatant>,
}

/// A fight's party as the campaign takes it back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SyncSource {
    /// The fight's save file name.
    pub file: String,
    /// The fight's name.
    pub name: String,
    /// The fight's last record taken into account.
    pub through: u64,
    /// Each PC's state as the campaign keeps it, with their campaign id
    /// ([`crate::rules::RuleSystem::carried`] of their state in the fight).
    pub members: Vec<crate::model::Combatant>,
}

//! The magic and Matrix commands (ANA-12 to ANA-20), as typed: names unresolved, pools
//! as numbers of dice (Sorcery + Willpower, Hacking + Logic...: ANA-OP-01).

use serde::{Deserialize, Serialize};

use super::super::command::Extras;
use super::magic::{Category, Effect, ResistWith};
use super::matrix::{Method, Range, Security};

/// The opposition a Hacking test faces: a number of dice or a security level (ANA-17).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Against {
    /// This many dice.
    Dice(u8),
    /// The level's opposed pool (4, 6 or 10 dice).
    Level(Security),
}

impl Against {
    /// The dice rolled against.
    pub fn dice(self) -> u8 {
        match self {
            Against::Dice(n) => n,
            Against::Level(s) => s.opposed_pool(),
        }
    }
}

/// A spell cast, with its Amp's level (ANA-14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpellKind {
    /// A combat spell: a test with the drain dice added.
    Combat,
    /// An effect spell: only the drain dice, then sustained.
    Effect,
}

/// A magic or Matrix command.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "arcane", rename_all = "snake_case")]
pub enum ArcaneCommand {
    /// `sustain WHO SPELL [off]`: WHO starts (or stops) sustaining SPELL (ANA-12).
    Sustain {
        /// The magician.
        who: String,
        /// The spell.
        spell: String,
        /// Dropped rather than started.
        off: bool,
    },
    /// `counterspell WHO SPELL of SUSTAINER N vs M`: dispel a sustained effect spell
    /// (ANA-12).
    Dispel {
        /// The counterspeller.
        who: String,
        /// The spell.
        spell: String,
        /// Who sustains it.
        sustainer: String,
        /// The counterspeller's Sorcery + Willpower.
        dice: u8,
        /// The sustainer's Sorcery + Willpower.
        against: u8,
        /// A glitch die, complication dice, Chance before the roll (ANA-02 to ANA-04).
        #[serde(default, skip_serializing_if = "Extras::is_plain")]
        extras: Extras,
    },
    /// `counterspell WHO for TARGET N own K [best|own|counterspeller]`: interpose against
    /// a combat spell for 1 Anarchy point (ANA-13).
    Counter {
        /// The counterspeller.
        who: String,
        /// The spell's target.
        target: String,
        /// The counterspeller's Sorcery + Willpower.
        dice: u8,
        /// The target's own defense successes.
        own: u32,
        /// Whose successes the target keeps.
        with: ResistWith,
        /// A glitch die, complication dice, Chance before the roll (ANA-02 to ANA-04).
        #[serde(default, skip_serializing_if = "Extras::is_plain")]
        extras: Extras,
    },
    /// `cast WHO combat|effect SPELL amp N [dice N]`: a spell and its drain (ANA-14).
    Cast {
        /// The magician.
        who: String,
        /// Combat or effect.
        kind: SpellKind,
        /// The spell.
        spell: String,
        /// The Amp's level.
        amp: u8,
        /// The test's dice (combat spells).
        dice: u8,
        /// A glitch die, complication dice, Chance before the roll (ANA-02 to ANA-04).
        #[serde(default, skip_serializing_if = "Extras::is_plain")]
        extras: Extras,
    },
    /// `summon WHO minor|normal|major N`: a spirit and its drain (ANA-14).
    Summon {
        /// The magician.
        who: String,
        /// The spirit's category.
        category: Category,
        /// The test's dice.
        dice: u8,
        /// A glitch die, complication dice, Chance before the roll (ANA-02 to ANA-04).
        #[serde(default, skip_serializing_if = "Extras::is_plain")]
        extras: Extras,
    },
    /// `compile WHO [minor|normal|major] N`: a sprite, technodrain (ANA-15).
    Compile {
        /// The technomancer.
        who: String,
        /// The sprite's category, the GM's pick (ANA-OP-07); `None`: normal.
        category: Option<Category>,
        /// The test's dice.
        dice: u8,
        /// A glitch die, complication dice, Chance before the roll (ANA-02 to ANA-04).
        #[serde(default, skip_serializing_if = "Extras::is_plain")]
        extras: Extras,
    },
    /// `form WHO FORM amp N [dice N]`: a complex form, technodrain (ANA-15).
    Form {
        /// The technomancer.
        who: String,
        /// The form.
        form: String,
        /// The Amp's level.
        amp: u8,
        /// The test's dice.
        dice: u8,
        /// A glitch die, complication dice, Chance before the roll (ANA-02 to ANA-04).
        #[serde(default, skip_serializing_if = "Extras::is_plain")]
        extras: Extras,
    },
    /// `resist CASTER physical|mental|social N TARGET...`: one Sorcery roll against each
    /// target's defense (ANA-16).
    Resist {
        /// The caster.
        caster: String,
        /// The spell's effect type.
        effect: Effect,
        /// The caster's Sorcery dice.
        dice: u8,
        /// The targets (a group rolls once).
        targets: Vec<String>,
        /// A glitch die, complication dice, Chance before the roll (ANA-02 to ANA-04).
        #[serde(default, skip_serializing_if = "Extras::is_plain")]
        extras: Extras,
    },
    /// `hack WHO TARGET N vs M|trivial|easy|hard [METHOD] [noise N] [mark]` (ANA-17 to
    /// ANA-20).
    Hack {
        /// The hacker.
        who: String,
        /// The Matrix object.
        target: String,
        /// The Hacking dice before noise.
        dice: u8,
        /// The opposition.
        against: Against,
        /// Brute force, corruption or cybercombat.
        method: Option<Method>,
        /// A bad-connection modifier (≤ 0).
        noise: i32,
        /// A win places a mark.
        mark: bool,
        /// A glitch die, complication dice, Chance before the roll (ANA-02 to ANA-04).
        #[serde(default, skip_serializing_if = "Extras::is_plain")]
        extras: Extras,
    },
    /// `marks WHO TARGET N`: the GM sets WHO's marks on TARGET (0 clears them, ANA-17).
    Marks {
        /// The hacker.
        who: String,
        /// The object.
        target: String,
        /// Marks held, 0 to 3.
        marks: u8,
    },
    /// `server WHO SERVER needs N` or `server WHO leave`: enter or leave a server (ANA-17).
    Server {
        /// The hacker.
        who: String,
        /// The server to enter, or `None` to leave.
        server: Option<String>,
        /// Marks it needs.
        needs: u8,
    },
    /// `vr WHO on|off` (ANA-17).
    Vr {
        /// The hacker.
        who: String,
        /// In VR.
        on: bool,
    },
    /// `ic SERVER N`: the server's IC count (ANA-17).
    Ic {
        /// The server.
        server: String,
        /// IC running.
        count: u8,
    },
    /// `range WHO TARGET short|intermediate|long` (ANA-20).
    Range {
        /// The hacker.
        who: String,
        /// The hacked object.
        target: String,
        /// The band.
        range: Range,
    },
    /// `convergence WHO`: WHO spends the Narration checking the surveillance score
    /// (ANA-19).
    Convergence {
        /// The hacker.
        who: String,
    },
    /// `reboot WHO`: surveillance back to 0, no matrix action for 3 Narrations (ANA-19).
    Reboot {
        /// The hacker.
        who: String,
    },
}

impl ArcaneCommand {
    /// What the GM added to the test this command makes (`None`: no test).
    pub fn extras(&self) -> Option<Extras> {
        match self {
            ArcaneCommand::Dispel { extras, .. }
            | ArcaneCommand::Counter { extras, .. }
            | ArcaneCommand::Cast { extras, .. }
            | ArcaneCommand::Summon { extras, .. }
            | ArcaneCommand::Compile { extras, .. }
            | ArcaneCommand::Form { extras, .. }
            | ArcaneCommand::Resist { extras, .. }
            | ArcaneCommand::Hack { extras, .. } => Some(*extras),
            _ => None,
        }
    }
}

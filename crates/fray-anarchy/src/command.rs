//! The commands only the Shadowrun: Anarchy rules understand. Each variant's doc gives its
//! line in the command language (`verbs/`); a later module adds variants, not edits.

use serde::{Deserialize, Serialize};

use super::monitor::Kind;
use super::points::Spend;

/// How the GM changes the Narration order for one Turn (ANA-07).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "how", content = "names", rename_all = "snake_case")]
pub enum Reorder {
    /// The table's order reversed.
    Reverse,
    /// A random order, a d6 per character (the highest first, ties keep the order).
    Random,
    /// The order given, by name.
    Given(Vec<String>),
}

/// Where `shift` puts a Narration for this Turn (ANA-11).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "to", content = "name", rename_all = "snake_case")]
pub enum Place {
    /// The next Narration.
    First,
    /// The Turn's last.
    Last,
    /// Right after this character's.
    After(String),
}

/// What a test's successes are measured against (ANA-01, ANA-06, ANA-OP-01).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "n", rename_all = "snake_case")]
pub enum Against {
    /// `vs N`: an attack against N defense successes; a tie hits (ANA-06).
    Defense(u32),
    /// `opposed N`: any other opposed test; a tie per option `opposed-ties` (ANA-OP-01).
    Opposed(u32),
    /// `threshold N`: N successes needed.
    Threshold(u32),
}

impl Against {
    /// The opposing successes or threshold.
    pub fn number(self) -> u32 {
        match self {
            Against::Defense(n) | Against::Opposed(n) | Against::Threshold(n) => n,
        }
    }
}

/// What the text lets any test add (ANA-02 to ANA-04): a glitch die (Take a risk, or
/// typed), complication dice (Amps, Flaws), a Chance point spent before the roll. The
/// words `glitch`, `complications N`, `chance` of every rolling verb.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Extras {
    /// A glitch die added (ANA-02).
    #[serde(default, skip_serializing_if = "is_false")]
    pub glitch: bool,
    /// Complication dice imposed (ANA-03).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub complications: u8,
    /// A Chance point spent before the roll: hits on 4-6 (ANA-04).
    #[serde(default, skip_serializing_if = "is_false")]
    pub chance: bool,
    /// This test is a re-roll (`reroll`): what the first roll paid (its Chance point
    /// before the roll, an interposition's Anarchy point) is not paid again, and the GM's
    /// secret convergence die is not rolled again. Never written, never typed.
    #[serde(skip)]
    pub paid: bool,
}

impl Extras {
    /// Nothing added: the words are left out of the line and the save.
    pub fn is_plain(&self) -> bool {
        *self == Extras::default()
    }
}

/// A command of the Anarchy rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "sr_anarchy", rename_all = "snake_case")]
pub enum AnarchyCommand {
    /// `test WHO POOL [at TARGET] [with WEAPON] [vs N | opposed N | threshold N] [glitch]
    /// [complications N] [chance]`: a dice-pool test (ANA-01 to ANA-04), the wound modifier taken off (ANA-21).
    Test {
        /// Who rolls.
        who: String,
        /// The pool as entered: attribute + skill + modifiers (ANA-OP-01).
        dice: u8,
        /// What the successes face.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        against: Option<Against>,
        /// A glitch die added (ANA-02).
        #[serde(default, skip_serializing_if = "is_false")]
        glitch: bool,
        /// Complication dice imposed (ANA-03).
        #[serde(default, skip_serializing_if = "is_zero")]
        complications: u8,
        /// A Chance point spent before the roll (ANA-04).
        #[serde(default, skip_serializing_if = "is_false")]
        chance: bool,
        /// `at TARGET`: whom an attack is aimed at (the damage form follows the hit).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<String>,
        /// `with WEAPON`: the attacker's weapon, by its sheet key (its damage value).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        weapon: Option<String>,
    },
    /// `initiative WHO [anarchy N]`: 2D6 + max(AGI, LOG) + 1D6 per Anarchy point spent,
    /// the bonus dice kept for the Scene (ANA-09, ANA-OP-04).
    Initiative {
        /// Who rolls (an NPC's points come from the GM's pool).
        who: String,
        /// Anarchy points spent on bonus dice.
        #[serde(default, skip_serializing_if = "is_zero")]
        anarchy: u8,
    },
    /// The magic and Matrix commands (ANA-12 to ANA-20): [`super::arcane::ArcaneCommand`].
    Arcane(super::arcane::ArcaneCommand),
    /// `reroll WHO POOL [...]`: a Chance point spent on the result, every die of the test
    /// (same words as `test`) rolled again, glitch die included (ANA-04, ANA-OP-03).
    Reroll {
        /// Who rolls.
        who: String,
        /// The pool as entered.
        dice: u8,
        /// What the successes face.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        against: Option<Against>,
        /// A glitch die in the test.
        #[serde(default, skip_serializing_if = "is_false")]
        glitch: bool,
        /// Complication dice in the test.
        #[serde(default, skip_serializing_if = "is_zero")]
        complications: u8,
        /// The test had a Chance point spent before it (hits on 4–6).
        #[serde(default, skip_serializing_if = "is_false")]
        chance: bool,
        /// Whom the test was aimed at.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<String>,
        /// The weapon of the test.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        weapon: Option<String>,
    },
    /// `spend WHO|gm WHAT [on TARGET] [armor|physical|stun]`: an Anarchy point (ANA-05,
    /// ANA-07); an NPC's points are the GM's.
    Spend {
        /// The spender; `None`: the GM.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<String>,
        /// What it buys.
        what: Spend,
        /// On whom (First aid; Take a risk on another player's roll; the GM's spends on
        /// an NPC: a player's Well disposed is for their own roll).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        on: Option<String>,
        /// First aid's track: `None` heals Armor.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        track: Option<Kind>,
    },
    /// `interpose WHO POOL for TARGET vs N`: WHO takes the hit meant for TARGET, their
    /// defense against the attacker's N successes, an Anarchy point spent (ANA-06).
    Interpose {
        /// The interposing character.
        who: String,
        /// Their defense pool.
        dice: u8,
        /// The character first hit.
        target: String,
        /// The attacker's successes.
        attacker: u32,
        /// A glitch die, complication dice, Chance before the roll (ANA-02 to ANA-04).
        #[serde(default, skip_serializing_if = "Extras::is_plain")]
        extras: Extras,
    },
    /// `reorder reverse|random|NAME...`: the GM's point changing the order of the whole
    /// Turn, at its start (ANA-07, ANA-OP-11).
    Reorder {
        /// How.
        how: Reorder,
    },
    /// `shift WHO first|last|after NAME`: a rule that changes the order for one Turn
    /// (Upheaval, Paralysis...): WHO's Narration moved, no point spent (ANA-11).
    Shift {
        /// Whose Narration.
        who: String,
        /// Where to.
        place: Place,
    },
    /// `reroll VERB ...`: a Chance point spent on the result of any test (`test`, `cast`,
    /// `summon`, `compile`, `form`, `resist`, `counterspell`, `hack`, `interpose`): every
    /// die of that test rolled again (ANA-04, ANA-OP-03).
    Rerolled {
        /// The test, as typed after `reroll`.
        command: Box<AnarchyCommand>,
    },
    /// `session`: a new session: Chance points back to the attribute, Anarchy points to the
    /// start, the GM's pool to one per player (ANA-04, ANA-OP-02).
    Session,
    /// `award WHO|gm N`: points given by the GM (ANA-OP-02), a player's within the maximum.
    Award {
        /// Who gets them; `None`: the GM's pool.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<String>,
        /// Points.
        points: u8,
    },
    /// `damage WHO N [stun|physical] [no-armor] [by ATTACKER] [with WEAPON]`: boxes on the
    /// monitors (ANA-21).
    Damage {
        /// Who.
        who: String,
        /// Boxes.
        boxes: u16,
        /// Physical or stun.
        kind: Kind,
        /// Straight to the monitor (drain and the like).
        #[serde(default, skip_serializing_if = "is_false")]
        no_armor: bool,
        /// `by ATTACKER`: who dealt it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<String>,
        /// `with WEAPON`: what dealt it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        weapon: Option<String>,
    },
    /// `rest session [WHO]` or `rest days N [WHO]`: between fights, in a campaign, a new
    /// session's points or days of rest healing boxes, for every character or one
    /// (ANA-04, ANA-OP-02, ANA-OP-15, ANA-OP-16).
    Rest {
        /// Which rest.
        rest: super::rest::Rest,
        /// Who rests; `None`: every character of the campaign.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<String>,
    },
    /// `heal WHO N [armor|physical|stun]`: boxes cleared (physical by default).
    Heal {
        /// Who.
        who: String,
        /// Boxes.
        boxes: u16,
        /// The track: `None` is Armor.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        track: Option<Kind>,
    },
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_false(b: &bool) -> bool {
    !*b
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero(n: &u8) -> bool {
    *n == 0
}

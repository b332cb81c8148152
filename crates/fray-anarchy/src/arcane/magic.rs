//! Magic (ANA-12 to ANA-16): counterspelling effect and combat spells, drain and
//! technodrain, resisting effect spells. Pure: successes in, outcomes out.

use serde::{Deserialize, Serialize};

use crate::engine::RuleError;
use crate::i18n::Arg;

use super::super::pool::attack_hits;
use super::super::text::refuse;

/// A counterspell against a sustained effect spell (ANA-12): Sorcery + Willpower against
/// the sustainer's. « Contrer un sort d'effet est une action d'attaque »: as in any attack,
/// a tie goes to the counterspeller (ANA-01, ANA-06), so it dispels.
pub fn dispels(counterspeller: u32, sustainer: u32) -> bool {
    attack_hits(counterspeller, sustainer)
}

/// Whose successes the target of a combat spell resists with once a magician has
/// counterspelled (ANA-13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum ResistWith {
    /// The better of the two (the tracker's default).
    #[default]
    Best,
    /// The target's own defense successes (the GM's choice).
    Own,
    /// The counterspeller's successes (the GM's choice).
    Counterspeller,
}

impl ResistWith {
    /// Every choice.
    pub const ALL: [ResistWith; 3] = [
        ResistWith::Best,
        ResistWith::Own,
        ResistWith::Counterspeller,
    ];

    /// The word in commands.
    pub fn word(self) -> &'static str {
        match self {
            ResistWith::Best => "best",
            ResistWith::Own => "own",
            ResistWith::Counterspeller => "counterspeller",
        }
    }

    /// The choice a word names.
    pub fn from_word(word: &str) -> Option<ResistWith> {
        ResistWith::ALL.into_iter().find(|r| r.word() == word)
    }
}

/// A counterspell against a combat spell (ANA-13, ANA-EX-14): the successes the target
/// resists with. The target still takes whatever the spell's successes beat.
pub fn counterspelled(own: u32, counterspeller: u32, with: ResistWith) -> u32 {
    match with {
        ResistWith::Best => own.max(counterspeller),
        ResistWith::Own => own,
        ResistWith::Counterspeller => counterspeller,
    }
}

/// A spirit's or sprite's category (ANA-14, ANA-15, ANA-OP-07).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    /// Minor: 1 complication die.
    Minor,
    /// Normal: 3 dice.
    Normal,
    /// Major: 6 dice.
    Major,
}

impl Category {
    /// Every category.
    pub const ALL: [Category; 3] = [Category::Minor, Category::Normal, Category::Major];

    /// Drain dice for summoning (or compiling) one (ANA-14 table).
    pub fn dice(self) -> u8 {
        match self {
            Category::Minor => 1,
            Category::Normal => 3,
            Category::Major => 6,
        }
    }

    /// The word in commands.
    pub fn word(self) -> &'static str {
        match self {
            Category::Minor => "minor",
            Category::Normal => "normal",
            Category::Major => "major",
        }
    }

    /// The category a word names.
    pub fn from_word(word: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|c| c.word() == word)
    }
}

/// What draws drain (ANA-14) or technodrain (ANA-15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Source {
    /// A combat spell cast through an Amp of this level: the dice join the test.
    CombatSpell {
        /// The Amp's level.
        amp: u8,
    },
    /// An effect spell: only the complication dice are rolled.
    EffectSpell {
        /// The Amp's level.
        amp: u8,
    },
    /// A spirit summoned.
    Summon {
        /// Its category.
        category: Category,
    },
    /// A complex form (technodrain: a spell).
    ComplexForm {
        /// The Amp's level.
        amp: u8,
    },
    /// A sprite compiled (technodrain: a summoning).
    Compile {
        /// Its category.
        category: Category,
    },
}

impl Source {
    /// Complication dice it adds (ANA-14 table; ANA-15 the same for technomancers).
    pub fn dice(self) -> u8 {
        match self {
            Source::CombatSpell { amp }
            | Source::EffectSpell { amp }
            | Source::ComplexForm { amp } => amp,
            Source::Summon { category } | Source::Compile { category } => category.dice(),
        }
    }

    /// A technomancer's: drains only with the `technodrain` option (ANA-15).
    pub fn technomancy(self) -> bool {
        matches!(self, Source::ComplexForm { .. } | Source::Compile { .. })
    }

    /// Only the complication dice are rolled, no pool (ANA-14: effect spells).
    pub fn dice_only(self) -> bool {
        matches!(self, Source::EffectSpell { .. })
    }
}

/// Which drain rule is in force (option `drain`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum DrainRule {
    /// Complication dice by the table, 1 stun box per 1 (ANA-14, the default).
    #[default]
    Amp,
    /// No added dice: 1 stun box per complication on any magic test (ANA-14's
    /// alternative, ANA-OP-06).
    AnyComplication,
}

impl DrainRule {
    /// The option's values.
    pub const WORDS: [&'static str; 2] = ["amp", "any-complication"];

    /// The rule an option value names.
    pub fn from_word(word: &str) -> Option<DrainRule> {
        match word {
            "amp" => Some(DrainRule::Amp),
            "any-complication" => Some(DrainRule::AnyComplication),
            _ => None,
        }
    }

    /// Drain dice added for `source` under this rule (none under the alternative).
    pub fn dice(self, source: Source) -> u8 {
        match self {
            DrainRule::Amp => source.dice(),
            DrainRule::AnyComplication => 0,
        }
    }

    /// Stun boxes drained: the 1s on the drain dice (ANA-EX-05, ANA-EX-15), or under the
    /// alternative every complication of the magic test (`test_complications`).
    pub fn boxes(self, drain_dice: &[u8], test_complications: u32) -> i32 {
        let n = match self {
            DrainRule::Amp => {
                u32::try_from(drain_dice.iter().filter(|&&d| d == 1).count()).unwrap_or(u32::MAX)
            }
            DrainRule::AnyComplication => test_complications,
        };
        i32::try_from(n).unwrap_or(i32::MAX)
    }
}

/// Refuses a technomancer's drain while the `technodrain` option is off (ANA-15), and
/// an Amp of level 0 for a spell or complex form.
pub fn check_source(source: Source, technodrain: bool) -> Result<(), RuleError> {
    if source.technomancy() && !technodrain {
        return Err(refuse("ana-refuse-technodrain-off", &[]));
    }
    if source.dice() == 0 {
        return Err(refuse(
            "ana-refuse-amp-level",
            &[("level", Arg::Number(0.0))],
        ));
    }
    Ok(())
}

/// The defense an effect spell is resisted with (ANA-16 table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// Strength + Willpower.
    Physical,
    /// Logic + Willpower (confusion, mind control).
    Mental,
    /// Charisma + Willpower (fear, intimidation).
    Social,
}

impl Effect {
    /// Every effect type.
    pub const ALL: [Effect; 3] = [Effect::Physical, Effect::Mental, Effect::Social];

    /// The two sheet stats added for the defense pool (keys of `Combatant.stats`).
    pub fn stats(self) -> [&'static str; 2] {
        match self {
            Effect::Physical => ["strength", "willpower"],
            Effect::Mental => ["logic", "willpower"],
            Effect::Social => ["charisma", "willpower"],
        }
    }

    /// The word in commands.
    pub fn word(self) -> &'static str {
        match self {
            Effect::Physical => "physical",
            Effect::Mental => "mental",
            Effect::Social => "social",
        }
    }

    /// The type a word names.
    pub fn from_word(word: &str) -> Option<Effect> {
        Effect::ALL.into_iter().find(|e| e.word() == word)
    }
}

/// The defense pool for `effect` from a stat lookup (a missing stat counts 0).
pub fn defense_pool(effect: Effect, stat: impl Fn(&str) -> i32) -> u8 {
    let [a, b] = effect.stats();
    u8::try_from(stat(a).max(0).saturating_add(stat(b).max(0))).unwrap_or(u8::MAX)
}

/// One Sorcery test compared individually with each defense (ANA-16): for each
/// defender's successes, whether the spell takes effect. A spell cast at someone is an
/// attack: ties go to the caster (ANA-01, ANA-06).
pub fn affected(sorcery: u32, defenses: &[u32]) -> Vec<bool> {
    defenses.iter().map(|&d| attack_hits(sorcery, d)).collect()
}
